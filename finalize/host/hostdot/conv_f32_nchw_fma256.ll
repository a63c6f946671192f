; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = inttoptr i64 %0 to ptr
  %21 = inttoptr i64 %1 to ptr
  %22 = inttoptr i64 %10 to ptr
  %23 = inttoptr i64 %2 to ptr
  %24 = inttoptr i64 %13 to ptr
  %25 = inttoptr i64 %11 to ptr
  %26 = trunc i64 %15 to i32
  %27 = trunc i64 %16 to i32
  %28 = insertelement <8 x i32> poison, i32 %26, i64 0
  %29 = bitcast <8 x i32> %28 to <8 x float>
  %30 = shufflevector <8 x float> %29, <8 x float> poison, <8 x i32> zeroinitializer
  %31 = insertelement <8 x i32> poison, i32 %27, i64 0
  %32 = bitcast <8 x i32> %31 to <8 x float>
  %33 = shufflevector <8 x float> %32, <8 x float> poison, <8 x i32> zeroinitializer
  %34 = add nsw i64 %6, 5
  %35 = sdiv i64 %34, 6
  %36 = add i64 %7, -1
  %37 = add i64 %36, %18
  %38 = sdiv i64 %37, %18
  %39 = icmp slt i64 %3, %4
  br i1 %39, label %40, label %45

40:                                               ; preds = %19
  %41 = icmp eq i64 %13, 0
  %42 = icmp slt i64 %5, 128
  %43 = icmp eq i64 %13, %11
  %44 = icmp sgt i64 %5, 0
  br label %46

45:                                               ; preds = %131, %19
  ret void

46:                                               ; preds = %40, %131
  %47 = phi i64 [ %3, %40 ], [ %132, %131 ]
  %48 = srem i64 %47, %35
  %49 = sdiv i64 %47, %35
  %50 = srem i64 %49, %38
  %51 = sdiv i64 %49, %38
  %52 = sub nsw i64 %35, %48
  %53 = sub i64 %4, %47
  %54 = icmp slt i64 %52, %53
  %55 = add i64 %48, %53
  %56 = select i1 %54, i64 %35, i64 %55
  %57 = mul nsw i64 %51, %8
  %58 = getelementptr inbounds float, ptr %20, i64 %57
  %59 = mul nsw i64 %51, %9
  %60 = getelementptr inbounds float, ptr %23, i64 %59
  %61 = mul nsw i64 %51, %14
  %62 = getelementptr inbounds float, ptr %24, i64 %61
  %63 = select i1 %41, ptr null, ptr %62
  %64 = mul nsw i64 %51, %12
  %65 = getelementptr inbounds float, ptr %25, i64 %64
  %66 = add nsw i64 %50, 1
  %67 = mul nsw i64 %66, %18
  %68 = tail call i64 @llvm.smin.i64(i64 %67, i64 %7)
  %69 = sub nsw i64 %56, %48
  %70 = icmp slt i64 %69, 4
  %71 = select i1 %42, i1 true, i1 %70
  %72 = or i1 %43, %71
  br i1 %72, label %73, label %78

73:                                               ; preds = %46
  %74 = icmp slt i64 %48, %56
  br i1 %74, label %75, label %131

75:                                               ; preds = %73
  %76 = mul nsw i64 %50, %18
  %77 = icmp slt i64 %76, %68
  br label %111

78:                                               ; preds = %46
  %79 = mul nsw i64 %50, %18
  %80 = icmp slt i64 %79, %68
  br i1 %80, label %81, label %131

81:                                               ; preds = %78
  %82 = icmp slt i64 %48, %56
  br label %83

83:                                               ; preds = %81, %93
  %84 = phi i64 [ %79, %81 ], [ %94, %93 ]
  %85 = sub nsw i64 %68, %84
  %86 = add nuw nsw i64 %85, 7
  %87 = lshr i64 %86, 3
  %88 = icmp ugt i64 %85, 8
  %89 = trunc i64 %87 to i32
  %90 = select i1 %88, i32 2, i32 %89
  br i1 %44, label %96, label %93

91:                                               ; preds = %102, %96
  %92 = icmp slt i64 %100, %5
  br i1 %92, label %96, label %93

93:                                               ; preds = %91, %83
  %94 = add nsw i64 %84, 16
  %95 = icmp slt i64 %94, %68
  br i1 %95, label %83, label %131

96:                                               ; preds = %83, %91
  %97 = phi i64 [ %100, %91 ], [ 0, %83 ]
  %98 = sub nsw i64 %5, %97
  %99 = icmp slt i64 %98, 64
  %100 = add nuw nsw i64 %97, 64
  %101 = select i1 %99, i64 %5, i64 %100
  br i1 %82, label %102, label %91

102:                                              ; preds = %96, %102
  %103 = phi i64 [ %109, %102 ], [ %48, %96 ]
  %104 = mul nsw i64 %103, 6
  %105 = sub nsw i64 %6, %104
  %106 = icmp sgt i64 %105, 5
  %107 = trunc i64 %105 to i32
  %108 = select i1 %106, i32 6, i32 %107
  tail call fastcc void @tile_at(ptr noundef %58, ptr noundef %21, ptr noundef %60, ptr noundef %65, ptr noundef %63, ptr noundef %22, i32 noundef %108, i32 noundef %90, i64 noundef %5, i64 noundef %97, i64 noundef %101, i64 noundef %7, i64 noundef %84, i64 noundef %104, i64 noundef %17, <8 x float> noundef %30, <8 x float> noundef %33)
  %109 = add i64 %103, 1
  %110 = icmp eq i64 %109, %56
  br i1 %110, label %91, label %102

111:                                              ; preds = %75, %118
  %112 = phi i64 [ %48, %75 ], [ %119, %118 ]
  %113 = mul nsw i64 %112, 6
  %114 = sub nsw i64 %6, %113
  %115 = icmp sgt i64 %114, 5
  %116 = trunc i64 %114 to i32
  %117 = select i1 %115, i32 6, i32 %116
  br i1 %77, label %121, label %118

118:                                              ; preds = %121, %111
  %119 = add i64 %112, 1
  %120 = icmp eq i64 %119, %56
  br i1 %120, label %131, label %111

121:                                              ; preds = %111, %121
  %122 = phi i64 [ %129, %121 ], [ %76, %111 ]
  %123 = sub nsw i64 %68, %122
  %124 = add nuw nsw i64 %123, 7
  %125 = lshr i64 %124, 3
  %126 = icmp ugt i64 %123, 8
  %127 = trunc i64 %125 to i32
  %128 = select i1 %126, i32 2, i32 %127
  tail call fastcc void @tile_at(ptr noundef %58, ptr noundef %21, ptr noundef %60, ptr noundef %65, ptr noundef %63, ptr noundef %22, i32 noundef %117, i32 noundef %128, i64 noundef %5, i64 noundef 0, i64 noundef %5, i64 noundef %7, i64 noundef %122, i64 noundef %113, i64 noundef %17, <8 x float> noundef %30, <8 x float> noundef %33)
  %129 = add nsw i64 %122, 16
  %130 = icmp slt i64 %129, %68
  br i1 %130, label %121, label %118

131:                                              ; preds = %93, %118, %78, %73
  %132 = add nsw i64 %69, %47
  %133 = icmp slt i64 %132, %4
  br i1 %133, label %46, label %45
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @tile_at(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly %2, ptr noundef %3, ptr noundef readonly %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i64 noundef %8, i64 noundef range(i64 -9223372036854775808, 9223372036854775807) %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, <8 x float> noundef %15, <8 x float> noundef %16) unnamed_addr {
  %18 = icmp eq i32 %6, 6
  br i1 %18, label %19, label %1700

19:                                               ; preds = %17
  %20 = shl nsw i32 %7, 3
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %12, %21
  %23 = icmp sgt i64 %22, %11
  br i1 %23, label %1700, label %24

24:                                               ; preds = %19
  switch i32 %7, label %7848 [
    i32 1, label %25
    i32 2, label %612
  ]

25:                                               ; preds = %24
  %26 = sub i64 %11, %12
  %27 = icmp sgt i64 %26, 7
  %28 = trunc i64 %26 to i32
  %29 = select i1 %27, i32 8, i32 %28
  %30 = insertelement <8 x i32> poison, i32 %29, i64 0
  %31 = shufflevector <8 x i32> %30, <8 x i32> poison, <8 x i32> zeroinitializer
  %32 = icmp sgt <8 x i32> %31, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %33 = getelementptr float, ptr %2, i64 %12
  %34 = getelementptr float, ptr %3, i64 %12
  %35 = icmp sgt i64 %9, 0
  %36 = getelementptr inbounds float, ptr %5, i64 %13
  %37 = mul nsw i64 %13, %11
  %38 = getelementptr float, ptr %33, i64 %37
  br i1 %35, label %102, label %44

39:                                               ; preds = %125
  %40 = shl i64 %8, 3
  %41 = mul i64 %8, 12
  %42 = shl i64 %8, 4
  %43 = mul i64 %8, 20
  br label %157

44:                                               ; preds = %25
  %45 = icmp eq ptr %5, null
  br i1 %45, label %80, label %46

46:                                               ; preds = %44
  %47 = load float, ptr %36, align 1
  %48 = insertelement <8 x float> poison, float %47, i64 0
  %49 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> zeroinitializer
  %50 = getelementptr inbounds nuw i8, ptr %36, i64 4
  %51 = add nsw i64 %13, 1
  %52 = mul nsw i64 %51, %11
  %53 = load float, ptr %50, align 1
  %54 = insertelement <8 x float> poison, float %53, i64 0
  %55 = shufflevector <8 x float> %54, <8 x float> poison, <8 x i32> zeroinitializer
  %56 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %57 = add nsw i64 %13, 2
  %58 = mul nsw i64 %57, %11
  %59 = load float, ptr %56, align 1
  %60 = insertelement <8 x float> poison, float %59, i64 0
  %61 = shufflevector <8 x float> %60, <8 x float> poison, <8 x i32> zeroinitializer
  %62 = getelementptr inbounds nuw i8, ptr %36, i64 12
  %63 = add nsw i64 %13, 3
  %64 = mul nsw i64 %63, %11
  %65 = load float, ptr %62, align 1
  %66 = insertelement <8 x float> poison, float %65, i64 0
  %67 = shufflevector <8 x float> %66, <8 x float> poison, <8 x i32> zeroinitializer
  %68 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %69 = add nsw i64 %13, 4
  %70 = mul nsw i64 %69, %11
  %71 = load float, ptr %68, align 1
  %72 = insertelement <8 x float> poison, float %71, i64 0
  %73 = shufflevector <8 x float> %72, <8 x float> poison, <8 x i32> zeroinitializer
  %74 = getelementptr inbounds nuw i8, ptr %36, i64 20
  %75 = add nsw i64 %13, 5
  %76 = mul nsw i64 %75, %11
  %77 = load float, ptr %74, align 1
  %78 = insertelement <8 x float> poison, float %77, i64 0
  %79 = shufflevector <8 x float> %78, <8 x float> poison, <8 x i32> zeroinitializer
  br label %125

80:                                               ; preds = %44
  %81 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %38, <8 x i1> %32, <8 x float> zeroinitializer)
  %82 = add nsw i64 %13, 1
  %83 = mul nsw i64 %82, %11
  %84 = getelementptr float, ptr %33, i64 %83
  %85 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %84, <8 x i1> %32, <8 x float> zeroinitializer)
  %86 = add nsw i64 %13, 2
  %87 = mul nsw i64 %86, %11
  %88 = getelementptr float, ptr %33, i64 %87
  %89 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %88, <8 x i1> %32, <8 x float> zeroinitializer)
  %90 = add nsw i64 %13, 3
  %91 = mul nsw i64 %90, %11
  %92 = getelementptr float, ptr %33, i64 %91
  %93 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %92, <8 x i1> %32, <8 x float> zeroinitializer)
  %94 = add nsw i64 %13, 4
  %95 = mul nsw i64 %94, %11
  %96 = getelementptr float, ptr %33, i64 %95
  %97 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %96, <8 x i1> %32, <8 x float> zeroinitializer)
  %98 = add nsw i64 %13, 5
  %99 = mul nsw i64 %98, %11
  %100 = getelementptr float, ptr %33, i64 %99
  %101 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %100, <8 x i1> %32, <8 x float> zeroinitializer)
  br label %125

102:                                              ; preds = %25
  %103 = getelementptr float, ptr %34, i64 %37
  %104 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %103, <8 x i1> %32, <8 x float> zeroinitializer)
  %105 = add nsw i64 %13, 1
  %106 = mul nsw i64 %105, %11
  %107 = getelementptr float, ptr %34, i64 %106
  %108 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %107, <8 x i1> %32, <8 x float> zeroinitializer)
  %109 = add nsw i64 %13, 2
  %110 = mul nsw i64 %109, %11
  %111 = getelementptr float, ptr %34, i64 %110
  %112 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %111, <8 x i1> %32, <8 x float> zeroinitializer)
  %113 = add nsw i64 %13, 3
  %114 = mul nsw i64 %113, %11
  %115 = getelementptr float, ptr %34, i64 %114
  %116 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %115, <8 x i1> %32, <8 x float> zeroinitializer)
  %117 = add nsw i64 %13, 4
  %118 = mul nsw i64 %117, %11
  %119 = getelementptr float, ptr %34, i64 %118
  %120 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %119, <8 x i1> %32, <8 x float> zeroinitializer)
  %121 = add nsw i64 %13, 5
  %122 = mul nsw i64 %121, %11
  %123 = getelementptr float, ptr %34, i64 %122
  %124 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %123, <8 x i1> %32, <8 x float> zeroinitializer)
  br label %125

125:                                              ; preds = %102, %80, %46
  %126 = phi i64 [ %122, %102 ], [ %99, %80 ], [ %76, %46 ]
  %127 = phi <8 x float> [ %120, %102 ], [ %97, %80 ], [ %73, %46 ]
  %128 = phi i64 [ %114, %102 ], [ %91, %80 ], [ %64, %46 ]
  %129 = phi <8 x float> [ %112, %102 ], [ %89, %80 ], [ %61, %46 ]
  %130 = phi i64 [ %106, %102 ], [ %83, %80 ], [ %52, %46 ]
  %131 = phi <8 x float> [ %104, %102 ], [ %81, %80 ], [ %49, %46 ]
  %132 = phi <8 x float> [ %108, %102 ], [ %85, %80 ], [ %55, %46 ]
  %133 = phi i64 [ %110, %102 ], [ %87, %80 ], [ %58, %46 ]
  %134 = phi <8 x float> [ %116, %102 ], [ %93, %80 ], [ %67, %46 ]
  %135 = phi i64 [ %118, %102 ], [ %95, %80 ], [ %70, %46 ]
  %136 = phi <8 x float> [ %124, %102 ], [ %101, %80 ], [ %79, %46 ]
  %137 = getelementptr inbounds float, ptr %0, i64 %12
  %138 = mul nsw i64 %13, %8
  %139 = getelementptr inbounds float, ptr %1, i64 %138
  %140 = icmp slt i64 %9, %10
  br i1 %140, label %39, label %141

141:                                              ; preds = %157, %125
  %142 = phi <8 x float> [ %131, %125 ], [ %172, %157 ]
  %143 = phi <8 x float> [ %132, %125 ], [ %177, %157 ]
  %144 = phi <8 x float> [ %129, %125 ], [ %182, %157 ]
  %145 = phi <8 x float> [ %134, %125 ], [ %187, %157 ]
  %146 = phi <8 x float> [ %127, %125 ], [ %192, %157 ]
  %147 = phi <8 x float> [ %136, %125 ], [ %197, %157 ]
  %148 = getelementptr float, ptr %34, i64 %37
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %142, ptr align 1 %148, <8 x i1> %32)
  %149 = getelementptr float, ptr %34, i64 %130
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %143, ptr align 1 %149, <8 x i1> %32)
  %150 = getelementptr float, ptr %34, i64 %133
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %144, ptr align 1 %150, <8 x i1> %32)
  %151 = getelementptr float, ptr %34, i64 %128
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %145, ptr align 1 %151, <8 x i1> %32)
  %152 = getelementptr float, ptr %34, i64 %135
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %146, ptr align 1 %152, <8 x i1> %32)
  %153 = getelementptr float, ptr %34, i64 %126
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %147, ptr align 1 %153, <8 x i1> %32)
  %154 = icmp eq i64 %14, 0
  %155 = icmp slt i64 %10, %8
  %156 = or i1 %155, %154
  br i1 %156, label %7848, label %200

157:                                              ; preds = %39, %157
  %158 = phi <8 x float> [ %131, %39 ], [ %172, %157 ]
  %159 = phi <8 x float> [ %132, %39 ], [ %177, %157 ]
  %160 = phi <8 x float> [ %129, %39 ], [ %182, %157 ]
  %161 = phi <8 x float> [ %134, %39 ], [ %187, %157 ]
  %162 = phi <8 x float> [ %127, %39 ], [ %192, %157 ]
  %163 = phi <8 x float> [ %136, %39 ], [ %197, %157 ]
  %164 = phi i64 [ %9, %39 ], [ %198, %157 ]
  %165 = mul nsw i64 %164, %11
  %166 = getelementptr inbounds float, ptr %137, i64 %165
  %167 = load <8 x float>, ptr %166, align 1
  %168 = getelementptr float, ptr %139, i64 %164
  %169 = load float, ptr %168, align 1
  %170 = insertelement <8 x float> poison, float %169, i64 0
  %171 = shufflevector <8 x float> %170, <8 x float> poison, <8 x i32> zeroinitializer
  %172 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %167, <8 x float> %171, <8 x float> %158)
  %173 = getelementptr float, ptr %168, i64 %8
  %174 = load float, ptr %173, align 1
  %175 = insertelement <8 x float> poison, float %174, i64 0
  %176 = shufflevector <8 x float> %175, <8 x float> poison, <8 x i32> zeroinitializer
  %177 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %167, <8 x float> %176, <8 x float> %159)
  %178 = getelementptr i8, ptr %168, i64 %40
  %179 = load float, ptr %178, align 1
  %180 = insertelement <8 x float> poison, float %179, i64 0
  %181 = shufflevector <8 x float> %180, <8 x float> poison, <8 x i32> zeroinitializer
  %182 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %167, <8 x float> %181, <8 x float> %160)
  %183 = getelementptr i8, ptr %168, i64 %41
  %184 = load float, ptr %183, align 1
  %185 = insertelement <8 x float> poison, float %184, i64 0
  %186 = shufflevector <8 x float> %185, <8 x float> poison, <8 x i32> zeroinitializer
  %187 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %167, <8 x float> %186, <8 x float> %161)
  %188 = getelementptr i8, ptr %168, i64 %42
  %189 = load float, ptr %188, align 1
  %190 = insertelement <8 x float> poison, float %189, i64 0
  %191 = shufflevector <8 x float> %190, <8 x float> poison, <8 x i32> zeroinitializer
  %192 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %167, <8 x float> %191, <8 x float> %162)
  %193 = getelementptr i8, ptr %168, i64 %43
  %194 = load float, ptr %193, align 1
  %195 = insertelement <8 x float> poison, float %194, i64 0
  %196 = shufflevector <8 x float> %195, <8 x float> poison, <8 x i32> zeroinitializer
  %197 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %167, <8 x float> %196, <8 x float> %163)
  %198 = add nsw i64 %164, 1
  %199 = icmp eq i64 %198, %10
  br i1 %199, label %141, label %157

200:                                              ; preds = %141
  %201 = bitcast <8 x float> %15 to <8 x i32>
  %202 = bitcast <8 x float> %16 to <8 x i32>
  %203 = add nsw i64 %37, %12
  %204 = getelementptr inbounds float, ptr %3, i64 %203
  %205 = getelementptr inbounds float, ptr %4, i64 %203
  %206 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %204, <8 x i1> %32, <8 x float> zeroinitializer)
  %207 = and i64 %14, 3
  switch i64 %207, label %241 [
    i64 1, label %224
    i64 2, label %227
    i64 3, label %234
    i64 0, label %208
  ]

208:                                              ; preds = %200
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %206, ptr align 1 %204, <8 x i1> %32)
  %209 = getelementptr float, ptr %3, i64 %130
  %210 = getelementptr float, ptr %209, i64 %12
  %211 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %210, <8 x i1> %32, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %211, ptr align 1 %210, <8 x i1> %32)
  %212 = getelementptr float, ptr %3, i64 %133
  %213 = getelementptr float, ptr %212, i64 %12
  %214 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %213, <8 x i1> %32, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %214, ptr align 1 %213, <8 x i1> %32)
  %215 = getelementptr float, ptr %3, i64 %128
  %216 = getelementptr float, ptr %215, i64 %12
  %217 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %216, <8 x i1> %32, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %217, ptr align 1 %216, <8 x i1> %32)
  %218 = getelementptr float, ptr %3, i64 %135
  %219 = getelementptr float, ptr %218, i64 %12
  %220 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %219, <8 x i1> %32, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %220, ptr align 1 %219, <8 x i1> %32)
  %221 = getelementptr float, ptr %3, i64 %126
  %222 = getelementptr float, ptr %221, i64 %12
  %223 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %222, <8 x i1> %32, <8 x float> zeroinitializer)
  br label %609

224:                                              ; preds = %200
  %225 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %205, <8 x i1> %32, <8 x float> zeroinitializer)
  %226 = fadd <8 x float> %206, %225
  br label %242

227:                                              ; preds = %200
  %228 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %206)
  %229 = bitcast <8 x float> %206 to <8 x i32>
  %230 = or <8 x i32> %229, %202
  %231 = bitcast <8 x i32> %230 to <8 x float>
  %232 = fcmp oeq <8 x float> %206, %16
  %233 = select <8 x i1> %232, <8 x float> %231, <8 x float> %228
  br label %242

234:                                              ; preds = %200
  %235 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %206)
  %236 = bitcast <8 x float> %206 to <8 x i32>
  %237 = and <8 x i32> %236, %201
  %238 = bitcast <8 x i32> %237 to <8 x float>
  %239 = fcmp oeq <8 x float> %206, %15
  %240 = select <8 x i1> %239, <8 x float> %238, <8 x float> %235
  br label %242

241:                                              ; preds = %7824, %7803, %7780, %7759, %7738, %7715, %7694, %7673, %7650, %7629, %7608, %7585, %7564, %7543, %7520, %7499, %7478, %7455, %7434, %7413, %7390, %7369, %7348, %7325, %7304, %7283, %7260, %7239, %7218, %7195, %7174, %7153, %7130, %7109, %7088, %7029, %6743, %6722, %6699, %6678, %6657, %6634, %6613, %6592, %6569, %6548, %6527, %6504, %6483, %6462, %6439, %6418, %6397, %6356, %6157, %6136, %6113, %6092, %6071, %6048, %6027, %6006, %5983, %5962, %5941, %5918, %5897, %5876, %5853, %5832, %5811, %5788, %5767, %5746, %5723, %5702, %5681, %5658, %5637, %5616, %5593, %5572, %5551, %5498, %5250, %5229, %5206, %5185, %5164, %5141, %5120, %5099, %5076, %5055, %5034, %5011, %4990, %4969, %4931, %4757, %4736, %4713, %4692, %4671, %4648, %4627, %4606, %4583, %4562, %4541, %4518, %4497, %4476, %4453, %4432, %4411, %4388, %4367, %4346, %4323, %4302, %4281, %4234, %4026, %4005, %3982, %3961, %3940, %3917, %3896, %3875, %3852, %3831, %3810, %3775, %3626, %3605, %3582, %3561, %3540, %3517, %3496, %3475, %3452, %3431, %3410, %3387, %3366, %3345, %3322, %3301, %3280, %3239, %3069, %3048, %3025, %3004, %2983, %2960, %2939, %2918, %2886, %2710, %2689, %2666, %2645, %2624, %2601, %2580, %2559, %2536, %2515, %2494, %2459, %2328, %2307, %2284, %2263, %2242, %2213, %2074, %2053, %2030, %2009, %1988, %1959, %1827, %1806, %1781, %1676, %1655, %1632, %1611, %1590, %1567, %1546, %1525, %1502, %1481, %1460, %1437, %1416, %1395, %1372, %1351, %1330, %1307, %1286, %1265, %1242, %1221, %1200, %1177, %1156, %1135, %1112, %1091, %1070, %1047, %1026, %1005, %982, %961, %940, %881, %588, %567, %544, %523, %502, %479, %458, %437, %414, %393, %372, %349, %328, %307, %284, %263, %242, %200
  unreachable

242:                                              ; preds = %234, %227, %224
  %243 = phi <8 x float> [ %226, %224 ], [ %233, %227 ], [ %240, %234 ]
  %244 = lshr i64 %14, 2
  %245 = and i64 %244, 3
  switch i64 %245, label %241 [
    i64 1, label %260
    i64 2, label %253
    i64 3, label %246
    i64 0, label %284
  ]

246:                                              ; preds = %242
  %247 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %243)
  %248 = bitcast <8 x float> %243 to <8 x i32>
  %249 = and <8 x i32> %248, %201
  %250 = bitcast <8 x i32> %249 to <8 x float>
  %251 = fcmp oeq <8 x float> %243, %15
  %252 = select <8 x i1> %251, <8 x float> %250, <8 x float> %247
  br label %263

253:                                              ; preds = %242
  %254 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %243)
  %255 = bitcast <8 x float> %243 to <8 x i32>
  %256 = or <8 x i32> %255, %202
  %257 = bitcast <8 x i32> %256 to <8 x float>
  %258 = fcmp oeq <8 x float> %243, %16
  %259 = select <8 x i1> %258, <8 x float> %257, <8 x float> %254
  br label %263

260:                                              ; preds = %242
  %261 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %205, <8 x i1> %32, <8 x float> zeroinitializer)
  %262 = fadd <8 x float> %243, %261
  br label %263

263:                                              ; preds = %260, %253, %246
  %264 = phi <8 x float> [ %262, %260 ], [ %259, %253 ], [ %252, %246 ]
  %265 = lshr i64 %14, 4
  %266 = and i64 %265, 3
  switch i64 %266, label %241 [
    i64 1, label %281
    i64 2, label %274
    i64 3, label %267
    i64 0, label %284
  ]

267:                                              ; preds = %263
  %268 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %264)
  %269 = bitcast <8 x float> %264 to <8 x i32>
  %270 = and <8 x i32> %269, %201
  %271 = bitcast <8 x i32> %270 to <8 x float>
  %272 = fcmp oeq <8 x float> %264, %15
  %273 = select <8 x i1> %272, <8 x float> %271, <8 x float> %268
  br label %284

274:                                              ; preds = %263
  %275 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %264)
  %276 = bitcast <8 x float> %264 to <8 x i32>
  %277 = or <8 x i32> %276, %202
  %278 = bitcast <8 x i32> %277 to <8 x float>
  %279 = fcmp oeq <8 x float> %264, %16
  %280 = select <8 x i1> %279, <8 x float> %278, <8 x float> %275
  br label %284

281:                                              ; preds = %263
  %282 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %205, <8 x i1> %32, <8 x float> zeroinitializer)
  %283 = fadd <8 x float> %264, %282
  br label %284

284:                                              ; preds = %267, %274, %281, %263, %242
  %285 = phi <8 x float> [ %264, %263 ], [ %273, %267 ], [ %243, %242 ], [ %283, %281 ], [ %280, %274 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %285, ptr align 1 %204, <8 x i1> %32)
  %286 = add nsw i64 %130, %12
  %287 = getelementptr inbounds float, ptr %3, i64 %286
  %288 = getelementptr inbounds float, ptr %4, i64 %286
  %289 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %287, <8 x i1> %32, <8 x float> zeroinitializer)
  switch i64 %207, label %241 [
    i64 1, label %304
    i64 2, label %297
    i64 3, label %290
  ]

290:                                              ; preds = %284
  %291 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %289)
  %292 = bitcast <8 x float> %289 to <8 x i32>
  %293 = and <8 x i32> %292, %201
  %294 = bitcast <8 x i32> %293 to <8 x float>
  %295 = fcmp oeq <8 x float> %289, %15
  %296 = select <8 x i1> %295, <8 x float> %294, <8 x float> %291
  br label %307

297:                                              ; preds = %284
  %298 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %289)
  %299 = bitcast <8 x float> %289 to <8 x i32>
  %300 = or <8 x i32> %299, %202
  %301 = bitcast <8 x i32> %300 to <8 x float>
  %302 = fcmp oeq <8 x float> %289, %16
  %303 = select <8 x i1> %302, <8 x float> %301, <8 x float> %298
  br label %307

304:                                              ; preds = %284
  %305 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %288, <8 x i1> %32, <8 x float> zeroinitializer)
  %306 = fadd <8 x float> %289, %305
  br label %307

307:                                              ; preds = %304, %297, %290
  %308 = phi <8 x float> [ %306, %304 ], [ %303, %297 ], [ %296, %290 ]
  %309 = lshr i64 %14, 2
  %310 = and i64 %309, 3
  switch i64 %310, label %241 [
    i64 1, label %325
    i64 2, label %318
    i64 3, label %311
    i64 0, label %349
  ]

311:                                              ; preds = %307
  %312 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %308)
  %313 = bitcast <8 x float> %308 to <8 x i32>
  %314 = and <8 x i32> %313, %201
  %315 = bitcast <8 x i32> %314 to <8 x float>
  %316 = fcmp oeq <8 x float> %308, %15
  %317 = select <8 x i1> %316, <8 x float> %315, <8 x float> %312
  br label %328

318:                                              ; preds = %307
  %319 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %308)
  %320 = bitcast <8 x float> %308 to <8 x i32>
  %321 = or <8 x i32> %320, %202
  %322 = bitcast <8 x i32> %321 to <8 x float>
  %323 = fcmp oeq <8 x float> %308, %16
  %324 = select <8 x i1> %323, <8 x float> %322, <8 x float> %319
  br label %328

325:                                              ; preds = %307
  %326 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %288, <8 x i1> %32, <8 x float> zeroinitializer)
  %327 = fadd <8 x float> %308, %326
  br label %328

328:                                              ; preds = %325, %318, %311
  %329 = phi <8 x float> [ %327, %325 ], [ %324, %318 ], [ %317, %311 ]
  %330 = lshr i64 %14, 4
  %331 = and i64 %330, 3
  switch i64 %331, label %241 [
    i64 1, label %346
    i64 2, label %339
    i64 3, label %332
    i64 0, label %349
  ]

332:                                              ; preds = %328
  %333 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %329)
  %334 = bitcast <8 x float> %329 to <8 x i32>
  %335 = and <8 x i32> %334, %201
  %336 = bitcast <8 x i32> %335 to <8 x float>
  %337 = fcmp oeq <8 x float> %329, %15
  %338 = select <8 x i1> %337, <8 x float> %336, <8 x float> %333
  br label %349

339:                                              ; preds = %328
  %340 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %329)
  %341 = bitcast <8 x float> %329 to <8 x i32>
  %342 = or <8 x i32> %341, %202
  %343 = bitcast <8 x i32> %342 to <8 x float>
  %344 = fcmp oeq <8 x float> %329, %16
  %345 = select <8 x i1> %344, <8 x float> %343, <8 x float> %340
  br label %349

346:                                              ; preds = %328
  %347 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %288, <8 x i1> %32, <8 x float> zeroinitializer)
  %348 = fadd <8 x float> %329, %347
  br label %349

349:                                              ; preds = %332, %339, %346, %328, %307
  %350 = phi <8 x float> [ %345, %339 ], [ %338, %332 ], [ %308, %307 ], [ %329, %328 ], [ %348, %346 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %350, ptr align 1 %287, <8 x i1> %32)
  %351 = add nsw i64 %133, %12
  %352 = getelementptr inbounds float, ptr %3, i64 %351
  %353 = getelementptr inbounds float, ptr %4, i64 %351
  %354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %352, <8 x i1> %32, <8 x float> zeroinitializer)
  switch i64 %207, label %241 [
    i64 1, label %369
    i64 2, label %362
    i64 3, label %355
  ]

355:                                              ; preds = %349
  %356 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %354)
  %357 = bitcast <8 x float> %354 to <8 x i32>
  %358 = and <8 x i32> %357, %201
  %359 = bitcast <8 x i32> %358 to <8 x float>
  %360 = fcmp oeq <8 x float> %354, %15
  %361 = select <8 x i1> %360, <8 x float> %359, <8 x float> %356
  br label %372

362:                                              ; preds = %349
  %363 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %354)
  %364 = bitcast <8 x float> %354 to <8 x i32>
  %365 = or <8 x i32> %364, %202
  %366 = bitcast <8 x i32> %365 to <8 x float>
  %367 = fcmp oeq <8 x float> %354, %16
  %368 = select <8 x i1> %367, <8 x float> %366, <8 x float> %363
  br label %372

369:                                              ; preds = %349
  %370 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %353, <8 x i1> %32, <8 x float> zeroinitializer)
  %371 = fadd <8 x float> %354, %370
  br label %372

372:                                              ; preds = %369, %362, %355
  %373 = phi <8 x float> [ %371, %369 ], [ %368, %362 ], [ %361, %355 ]
  %374 = lshr i64 %14, 2
  %375 = and i64 %374, 3
  switch i64 %375, label %241 [
    i64 1, label %390
    i64 2, label %383
    i64 3, label %376
    i64 0, label %414
  ]

376:                                              ; preds = %372
  %377 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %373)
  %378 = bitcast <8 x float> %373 to <8 x i32>
  %379 = and <8 x i32> %378, %201
  %380 = bitcast <8 x i32> %379 to <8 x float>
  %381 = fcmp oeq <8 x float> %373, %15
  %382 = select <8 x i1> %381, <8 x float> %380, <8 x float> %377
  br label %393

383:                                              ; preds = %372
  %384 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %373)
  %385 = bitcast <8 x float> %373 to <8 x i32>
  %386 = or <8 x i32> %385, %202
  %387 = bitcast <8 x i32> %386 to <8 x float>
  %388 = fcmp oeq <8 x float> %373, %16
  %389 = select <8 x i1> %388, <8 x float> %387, <8 x float> %384
  br label %393

390:                                              ; preds = %372
  %391 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %353, <8 x i1> %32, <8 x float> zeroinitializer)
  %392 = fadd <8 x float> %373, %391
  br label %393

393:                                              ; preds = %390, %383, %376
  %394 = phi <8 x float> [ %392, %390 ], [ %389, %383 ], [ %382, %376 ]
  %395 = lshr i64 %14, 4
  %396 = and i64 %395, 3
  switch i64 %396, label %241 [
    i64 1, label %411
    i64 2, label %404
    i64 3, label %397
    i64 0, label %414
  ]

397:                                              ; preds = %393
  %398 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %394)
  %399 = bitcast <8 x float> %394 to <8 x i32>
  %400 = and <8 x i32> %399, %201
  %401 = bitcast <8 x i32> %400 to <8 x float>
  %402 = fcmp oeq <8 x float> %394, %15
  %403 = select <8 x i1> %402, <8 x float> %401, <8 x float> %398
  br label %414

404:                                              ; preds = %393
  %405 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %394)
  %406 = bitcast <8 x float> %394 to <8 x i32>
  %407 = or <8 x i32> %406, %202
  %408 = bitcast <8 x i32> %407 to <8 x float>
  %409 = fcmp oeq <8 x float> %394, %16
  %410 = select <8 x i1> %409, <8 x float> %408, <8 x float> %405
  br label %414

411:                                              ; preds = %393
  %412 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %353, <8 x i1> %32, <8 x float> zeroinitializer)
  %413 = fadd <8 x float> %394, %412
  br label %414

414:                                              ; preds = %397, %404, %411, %393, %372
  %415 = phi <8 x float> [ %410, %404 ], [ %403, %397 ], [ %373, %372 ], [ %394, %393 ], [ %413, %411 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %415, ptr align 1 %352, <8 x i1> %32)
  %416 = add nsw i64 %128, %12
  %417 = getelementptr inbounds float, ptr %3, i64 %416
  %418 = getelementptr inbounds float, ptr %4, i64 %416
  %419 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %417, <8 x i1> %32, <8 x float> zeroinitializer)
  switch i64 %207, label %241 [
    i64 1, label %434
    i64 2, label %427
    i64 3, label %420
  ]

420:                                              ; preds = %414
  %421 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %419)
  %422 = bitcast <8 x float> %419 to <8 x i32>
  %423 = and <8 x i32> %422, %201
  %424 = bitcast <8 x i32> %423 to <8 x float>
  %425 = fcmp oeq <8 x float> %419, %15
  %426 = select <8 x i1> %425, <8 x float> %424, <8 x float> %421
  br label %437

427:                                              ; preds = %414
  %428 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %419)
  %429 = bitcast <8 x float> %419 to <8 x i32>
  %430 = or <8 x i32> %429, %202
  %431 = bitcast <8 x i32> %430 to <8 x float>
  %432 = fcmp oeq <8 x float> %419, %16
  %433 = select <8 x i1> %432, <8 x float> %431, <8 x float> %428
  br label %437

434:                                              ; preds = %414
  %435 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %418, <8 x i1> %32, <8 x float> zeroinitializer)
  %436 = fadd <8 x float> %419, %435
  br label %437

437:                                              ; preds = %434, %427, %420
  %438 = phi <8 x float> [ %436, %434 ], [ %433, %427 ], [ %426, %420 ]
  %439 = lshr i64 %14, 2
  %440 = and i64 %439, 3
  switch i64 %440, label %241 [
    i64 1, label %455
    i64 2, label %448
    i64 3, label %441
    i64 0, label %479
  ]

441:                                              ; preds = %437
  %442 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %438)
  %443 = bitcast <8 x float> %438 to <8 x i32>
  %444 = and <8 x i32> %443, %201
  %445 = bitcast <8 x i32> %444 to <8 x float>
  %446 = fcmp oeq <8 x float> %438, %15
  %447 = select <8 x i1> %446, <8 x float> %445, <8 x float> %442
  br label %458

448:                                              ; preds = %437
  %449 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %438)
  %450 = bitcast <8 x float> %438 to <8 x i32>
  %451 = or <8 x i32> %450, %202
  %452 = bitcast <8 x i32> %451 to <8 x float>
  %453 = fcmp oeq <8 x float> %438, %16
  %454 = select <8 x i1> %453, <8 x float> %452, <8 x float> %449
  br label %458

455:                                              ; preds = %437
  %456 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %418, <8 x i1> %32, <8 x float> zeroinitializer)
  %457 = fadd <8 x float> %438, %456
  br label %458

458:                                              ; preds = %455, %448, %441
  %459 = phi <8 x float> [ %457, %455 ], [ %454, %448 ], [ %447, %441 ]
  %460 = lshr i64 %14, 4
  %461 = and i64 %460, 3
  switch i64 %461, label %241 [
    i64 1, label %476
    i64 2, label %469
    i64 3, label %462
    i64 0, label %479
  ]

462:                                              ; preds = %458
  %463 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %459)
  %464 = bitcast <8 x float> %459 to <8 x i32>
  %465 = and <8 x i32> %464, %201
  %466 = bitcast <8 x i32> %465 to <8 x float>
  %467 = fcmp oeq <8 x float> %459, %15
  %468 = select <8 x i1> %467, <8 x float> %466, <8 x float> %463
  br label %479

469:                                              ; preds = %458
  %470 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %459)
  %471 = bitcast <8 x float> %459 to <8 x i32>
  %472 = or <8 x i32> %471, %202
  %473 = bitcast <8 x i32> %472 to <8 x float>
  %474 = fcmp oeq <8 x float> %459, %16
  %475 = select <8 x i1> %474, <8 x float> %473, <8 x float> %470
  br label %479

476:                                              ; preds = %458
  %477 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %418, <8 x i1> %32, <8 x float> zeroinitializer)
  %478 = fadd <8 x float> %459, %477
  br label %479

479:                                              ; preds = %462, %469, %476, %458, %437
  %480 = phi <8 x float> [ %475, %469 ], [ %468, %462 ], [ %438, %437 ], [ %459, %458 ], [ %478, %476 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %480, ptr align 1 %417, <8 x i1> %32)
  %481 = add nsw i64 %135, %12
  %482 = getelementptr inbounds float, ptr %3, i64 %481
  %483 = getelementptr inbounds float, ptr %4, i64 %481
  %484 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %482, <8 x i1> %32, <8 x float> zeroinitializer)
  switch i64 %207, label %241 [
    i64 1, label %499
    i64 2, label %492
    i64 3, label %485
  ]

485:                                              ; preds = %479
  %486 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %484)
  %487 = bitcast <8 x float> %484 to <8 x i32>
  %488 = and <8 x i32> %487, %201
  %489 = bitcast <8 x i32> %488 to <8 x float>
  %490 = fcmp oeq <8 x float> %484, %15
  %491 = select <8 x i1> %490, <8 x float> %489, <8 x float> %486
  br label %502

492:                                              ; preds = %479
  %493 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %484)
  %494 = bitcast <8 x float> %484 to <8 x i32>
  %495 = or <8 x i32> %494, %202
  %496 = bitcast <8 x i32> %495 to <8 x float>
  %497 = fcmp oeq <8 x float> %484, %16
  %498 = select <8 x i1> %497, <8 x float> %496, <8 x float> %493
  br label %502

499:                                              ; preds = %479
  %500 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %483, <8 x i1> %32, <8 x float> zeroinitializer)
  %501 = fadd <8 x float> %484, %500
  br label %502

502:                                              ; preds = %499, %492, %485
  %503 = phi <8 x float> [ %501, %499 ], [ %498, %492 ], [ %491, %485 ]
  %504 = lshr i64 %14, 2
  %505 = and i64 %504, 3
  switch i64 %505, label %241 [
    i64 1, label %520
    i64 2, label %513
    i64 3, label %506
    i64 0, label %544
  ]

506:                                              ; preds = %502
  %507 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %503)
  %508 = bitcast <8 x float> %503 to <8 x i32>
  %509 = and <8 x i32> %508, %201
  %510 = bitcast <8 x i32> %509 to <8 x float>
  %511 = fcmp oeq <8 x float> %503, %15
  %512 = select <8 x i1> %511, <8 x float> %510, <8 x float> %507
  br label %523

513:                                              ; preds = %502
  %514 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %503)
  %515 = bitcast <8 x float> %503 to <8 x i32>
  %516 = or <8 x i32> %515, %202
  %517 = bitcast <8 x i32> %516 to <8 x float>
  %518 = fcmp oeq <8 x float> %503, %16
  %519 = select <8 x i1> %518, <8 x float> %517, <8 x float> %514
  br label %523

520:                                              ; preds = %502
  %521 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %483, <8 x i1> %32, <8 x float> zeroinitializer)
  %522 = fadd <8 x float> %503, %521
  br label %523

523:                                              ; preds = %520, %513, %506
  %524 = phi <8 x float> [ %522, %520 ], [ %519, %513 ], [ %512, %506 ]
  %525 = lshr i64 %14, 4
  %526 = and i64 %525, 3
  switch i64 %526, label %241 [
    i64 1, label %541
    i64 2, label %534
    i64 3, label %527
    i64 0, label %544
  ]

527:                                              ; preds = %523
  %528 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %524)
  %529 = bitcast <8 x float> %524 to <8 x i32>
  %530 = and <8 x i32> %529, %201
  %531 = bitcast <8 x i32> %530 to <8 x float>
  %532 = fcmp oeq <8 x float> %524, %15
  %533 = select <8 x i1> %532, <8 x float> %531, <8 x float> %528
  br label %544

534:                                              ; preds = %523
  %535 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %524)
  %536 = bitcast <8 x float> %524 to <8 x i32>
  %537 = or <8 x i32> %536, %202
  %538 = bitcast <8 x i32> %537 to <8 x float>
  %539 = fcmp oeq <8 x float> %524, %16
  %540 = select <8 x i1> %539, <8 x float> %538, <8 x float> %535
  br label %544

541:                                              ; preds = %523
  %542 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %483, <8 x i1> %32, <8 x float> zeroinitializer)
  %543 = fadd <8 x float> %524, %542
  br label %544

544:                                              ; preds = %527, %534, %541, %523, %502
  %545 = phi <8 x float> [ %540, %534 ], [ %533, %527 ], [ %503, %502 ], [ %524, %523 ], [ %543, %541 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %545, ptr align 1 %482, <8 x i1> %32)
  %546 = add nsw i64 %126, %12
  %547 = getelementptr inbounds float, ptr %3, i64 %546
  %548 = getelementptr inbounds float, ptr %4, i64 %546
  %549 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %547, <8 x i1> %32, <8 x float> zeroinitializer)
  switch i64 %207, label %241 [
    i64 1, label %564
    i64 2, label %557
    i64 3, label %550
  ]

550:                                              ; preds = %544
  %551 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %549)
  %552 = bitcast <8 x float> %549 to <8 x i32>
  %553 = and <8 x i32> %552, %201
  %554 = bitcast <8 x i32> %553 to <8 x float>
  %555 = fcmp oeq <8 x float> %549, %15
  %556 = select <8 x i1> %555, <8 x float> %554, <8 x float> %551
  br label %567

557:                                              ; preds = %544
  %558 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %549)
  %559 = bitcast <8 x float> %549 to <8 x i32>
  %560 = or <8 x i32> %559, %202
  %561 = bitcast <8 x i32> %560 to <8 x float>
  %562 = fcmp oeq <8 x float> %549, %16
  %563 = select <8 x i1> %562, <8 x float> %561, <8 x float> %558
  br label %567

564:                                              ; preds = %544
  %565 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %548, <8 x i1> %32, <8 x float> zeroinitializer)
  %566 = fadd <8 x float> %549, %565
  br label %567

567:                                              ; preds = %564, %557, %550
  %568 = phi <8 x float> [ %566, %564 ], [ %563, %557 ], [ %556, %550 ]
  %569 = lshr i64 %14, 2
  %570 = and i64 %569, 3
  switch i64 %570, label %241 [
    i64 1, label %585
    i64 2, label %578
    i64 3, label %571
    i64 0, label %609
  ]

571:                                              ; preds = %567
  %572 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %568)
  %573 = bitcast <8 x float> %568 to <8 x i32>
  %574 = and <8 x i32> %573, %201
  %575 = bitcast <8 x i32> %574 to <8 x float>
  %576 = fcmp oeq <8 x float> %568, %15
  %577 = select <8 x i1> %576, <8 x float> %575, <8 x float> %572
  br label %588

578:                                              ; preds = %567
  %579 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %568)
  %580 = bitcast <8 x float> %568 to <8 x i32>
  %581 = or <8 x i32> %580, %202
  %582 = bitcast <8 x i32> %581 to <8 x float>
  %583 = fcmp oeq <8 x float> %568, %16
  %584 = select <8 x i1> %583, <8 x float> %582, <8 x float> %579
  br label %588

585:                                              ; preds = %567
  %586 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %548, <8 x i1> %32, <8 x float> zeroinitializer)
  %587 = fadd <8 x float> %568, %586
  br label %588

588:                                              ; preds = %585, %578, %571
  %589 = phi <8 x float> [ %587, %585 ], [ %584, %578 ], [ %577, %571 ]
  %590 = lshr i64 %14, 4
  %591 = and i64 %590, 3
  switch i64 %591, label %241 [
    i64 1, label %606
    i64 2, label %599
    i64 3, label %592
    i64 0, label %609
  ]

592:                                              ; preds = %588
  %593 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %589)
  %594 = bitcast <8 x float> %589 to <8 x i32>
  %595 = and <8 x i32> %594, %201
  %596 = bitcast <8 x i32> %595 to <8 x float>
  %597 = fcmp oeq <8 x float> %589, %15
  %598 = select <8 x i1> %597, <8 x float> %596, <8 x float> %593
  br label %609

599:                                              ; preds = %588
  %600 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %589)
  %601 = bitcast <8 x float> %589 to <8 x i32>
  %602 = or <8 x i32> %601, %202
  %603 = bitcast <8 x i32> %602 to <8 x float>
  %604 = fcmp oeq <8 x float> %589, %16
  %605 = select <8 x i1> %604, <8 x float> %603, <8 x float> %600
  br label %609

606:                                              ; preds = %588
  %607 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %548, <8 x i1> %32, <8 x float> zeroinitializer)
  %608 = fadd <8 x float> %589, %607
  br label %609

609:                                              ; preds = %592, %599, %606, %208, %588, %567
  %610 = phi ptr [ %222, %208 ], [ %547, %592 ], [ %547, %567 ], [ %547, %588 ], [ %547, %606 ], [ %547, %599 ]
  %611 = phi <8 x float> [ %223, %208 ], [ %598, %592 ], [ %568, %567 ], [ %589, %588 ], [ %608, %606 ], [ %605, %599 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %611, ptr align 1 %610, <8 x i1> %32)
  br label %7848

612:                                              ; preds = %24
  %613 = sub i64 %11, %12
  %614 = icmp sgt i64 %613, 7
  %615 = trunc i64 %613 to i32
  %616 = select i1 %614, i32 8, i32 %615
  %617 = insertelement <8 x i32> poison, i32 %616, i64 0
  %618 = shufflevector <8 x i32> %617, <8 x i32> poison, <8 x i32> zeroinitializer
  %619 = icmp sgt <8 x i32> %618, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %620 = add i64 %12, 8
  %621 = sub i64 %11, %620
  %622 = icmp sgt i64 %621, 7
  %623 = trunc i64 %621 to i32
  %624 = select i1 %622, i32 8, i32 %623
  %625 = insertelement <8 x i32> poison, i32 %624, i64 0
  %626 = shufflevector <8 x i32> %625, <8 x i32> poison, <8 x i32> zeroinitializer
  %627 = icmp sgt <8 x i32> %626, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %628 = icmp sgt i64 %9, 0
  %629 = getelementptr float, ptr %2, i64 %12
  %630 = getelementptr float, ptr %3, i64 %12
  %631 = icmp eq ptr %5, null
  %632 = getelementptr inbounds float, ptr %5, i64 %13
  %633 = mul nsw i64 %13, %11
  %634 = getelementptr float, ptr %629, i64 %633
  br i1 %628, label %657, label %646

635:                                              ; preds = %777
  %636 = mul i64 %11, %9
  %637 = add i64 %636, %12
  %638 = shl i64 %637, 2
  %639 = shl i64 %11, 2
  %640 = sub i64 %10, %9
  %641 = getelementptr i8, ptr %0, i64 %638
  %642 = shl i64 %8, 3
  %643 = mul i64 %8, 12
  %644 = shl i64 %8, 4
  %645 = mul i64 %8, 20
  br label %822

646:                                              ; preds = %612
  br i1 %631, label %653, label %647

647:                                              ; preds = %646
  %648 = load float, ptr %632, align 1
  %649 = insertelement <8 x float> poison, float %648, i64 0
  %650 = shufflevector <8 x float> %649, <8 x float> poison, <8 x i32> zeroinitializer
  %651 = insertelement <8 x float> poison, float %648, i64 0
  %652 = shufflevector <8 x float> %651, <8 x float> poison, <8 x i32> zeroinitializer
  br label %662

653:                                              ; preds = %646
  %654 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %634, <8 x i1> %619, <8 x float> zeroinitializer)
  %655 = getelementptr inbounds nuw i8, ptr %634, i64 32
  %656 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %655, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %662

657:                                              ; preds = %612
  %658 = getelementptr float, ptr %630, i64 %633
  %659 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %658, <8 x i1> %619, <8 x float> zeroinitializer)
  %660 = getelementptr inbounds nuw i8, ptr %658, i64 32
  %661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %660, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %662

662:                                              ; preds = %657, %653, %647
  %663 = phi <8 x float> [ %659, %657 ], [ %654, %653 ], [ %650, %647 ]
  %664 = phi <8 x float> [ %661, %657 ], [ %656, %653 ], [ %652, %647 ]
  %665 = getelementptr inbounds nuw i8, ptr %632, i64 4
  %666 = add nsw i64 %13, 1
  %667 = mul nsw i64 %666, %11
  %668 = getelementptr float, ptr %629, i64 %667
  br i1 %628, label %680, label %669

669:                                              ; preds = %662
  br i1 %631, label %676, label %670

670:                                              ; preds = %669
  %671 = load float, ptr %665, align 1
  %672 = insertelement <8 x float> poison, float %671, i64 0
  %673 = shufflevector <8 x float> %672, <8 x float> poison, <8 x i32> zeroinitializer
  %674 = insertelement <8 x float> poison, float %671, i64 0
  %675 = shufflevector <8 x float> %674, <8 x float> poison, <8 x i32> zeroinitializer
  br label %685

676:                                              ; preds = %669
  %677 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %668, <8 x i1> %619, <8 x float> zeroinitializer)
  %678 = getelementptr inbounds nuw i8, ptr %668, i64 32
  %679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %678, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %685

680:                                              ; preds = %662
  %681 = getelementptr float, ptr %630, i64 %667
  %682 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %681, <8 x i1> %619, <8 x float> zeroinitializer)
  %683 = getelementptr inbounds nuw i8, ptr %681, i64 32
  %684 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %683, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %685

685:                                              ; preds = %680, %676, %670
  %686 = phi <8 x float> [ %682, %680 ], [ %677, %676 ], [ %673, %670 ]
  %687 = phi <8 x float> [ %684, %680 ], [ %679, %676 ], [ %675, %670 ]
  %688 = getelementptr inbounds nuw i8, ptr %632, i64 8
  %689 = add nsw i64 %13, 2
  %690 = mul nsw i64 %689, %11
  %691 = getelementptr float, ptr %629, i64 %690
  br i1 %628, label %703, label %692

692:                                              ; preds = %685
  br i1 %631, label %699, label %693

693:                                              ; preds = %692
  %694 = load float, ptr %688, align 1
  %695 = insertelement <8 x float> poison, float %694, i64 0
  %696 = shufflevector <8 x float> %695, <8 x float> poison, <8 x i32> zeroinitializer
  %697 = insertelement <8 x float> poison, float %694, i64 0
  %698 = shufflevector <8 x float> %697, <8 x float> poison, <8 x i32> zeroinitializer
  br label %708

699:                                              ; preds = %692
  %700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %691, <8 x i1> %619, <8 x float> zeroinitializer)
  %701 = getelementptr inbounds nuw i8, ptr %691, i64 32
  %702 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %701, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %708

703:                                              ; preds = %685
  %704 = getelementptr float, ptr %630, i64 %690
  %705 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %704, <8 x i1> %619, <8 x float> zeroinitializer)
  %706 = getelementptr inbounds nuw i8, ptr %704, i64 32
  %707 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %706, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %708

708:                                              ; preds = %703, %699, %693
  %709 = phi <8 x float> [ %705, %703 ], [ %700, %699 ], [ %696, %693 ]
  %710 = phi <8 x float> [ %707, %703 ], [ %702, %699 ], [ %698, %693 ]
  %711 = getelementptr inbounds nuw i8, ptr %632, i64 12
  %712 = add nsw i64 %13, 3
  %713 = mul nsw i64 %712, %11
  %714 = getelementptr float, ptr %629, i64 %713
  br i1 %628, label %726, label %715

715:                                              ; preds = %708
  br i1 %631, label %722, label %716

716:                                              ; preds = %715
  %717 = load float, ptr %711, align 1
  %718 = insertelement <8 x float> poison, float %717, i64 0
  %719 = shufflevector <8 x float> %718, <8 x float> poison, <8 x i32> zeroinitializer
  %720 = insertelement <8 x float> poison, float %717, i64 0
  %721 = shufflevector <8 x float> %720, <8 x float> poison, <8 x i32> zeroinitializer
  br label %731

722:                                              ; preds = %715
  %723 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %714, <8 x i1> %619, <8 x float> zeroinitializer)
  %724 = getelementptr inbounds nuw i8, ptr %714, i64 32
  %725 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %724, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %731

726:                                              ; preds = %708
  %727 = getelementptr float, ptr %630, i64 %713
  %728 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %727, <8 x i1> %619, <8 x float> zeroinitializer)
  %729 = getelementptr inbounds nuw i8, ptr %727, i64 32
  %730 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %729, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %731

731:                                              ; preds = %726, %722, %716
  %732 = phi <8 x float> [ %728, %726 ], [ %723, %722 ], [ %719, %716 ]
  %733 = phi <8 x float> [ %730, %726 ], [ %725, %722 ], [ %721, %716 ]
  %734 = getelementptr inbounds nuw i8, ptr %632, i64 16
  %735 = add nsw i64 %13, 4
  %736 = mul nsw i64 %735, %11
  %737 = getelementptr float, ptr %629, i64 %736
  br i1 %628, label %749, label %738

738:                                              ; preds = %731
  br i1 %631, label %745, label %739

739:                                              ; preds = %738
  %740 = load float, ptr %734, align 1
  %741 = insertelement <8 x float> poison, float %740, i64 0
  %742 = shufflevector <8 x float> %741, <8 x float> poison, <8 x i32> zeroinitializer
  %743 = insertelement <8 x float> poison, float %740, i64 0
  %744 = shufflevector <8 x float> %743, <8 x float> poison, <8 x i32> zeroinitializer
  br label %754

745:                                              ; preds = %738
  %746 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %737, <8 x i1> %619, <8 x float> zeroinitializer)
  %747 = getelementptr inbounds nuw i8, ptr %737, i64 32
  %748 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %747, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %754

749:                                              ; preds = %731
  %750 = getelementptr float, ptr %630, i64 %736
  %751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %750, <8 x i1> %619, <8 x float> zeroinitializer)
  %752 = getelementptr inbounds nuw i8, ptr %750, i64 32
  %753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %752, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %754

754:                                              ; preds = %749, %745, %739
  %755 = phi <8 x float> [ %751, %749 ], [ %746, %745 ], [ %742, %739 ]
  %756 = phi <8 x float> [ %753, %749 ], [ %748, %745 ], [ %744, %739 ]
  %757 = getelementptr inbounds nuw i8, ptr %632, i64 20
  %758 = add nsw i64 %13, 5
  %759 = mul nsw i64 %758, %11
  %760 = getelementptr float, ptr %629, i64 %759
  br i1 %628, label %772, label %761

761:                                              ; preds = %754
  br i1 %631, label %768, label %762

762:                                              ; preds = %761
  %763 = load float, ptr %757, align 1
  %764 = insertelement <8 x float> poison, float %763, i64 0
  %765 = shufflevector <8 x float> %764, <8 x float> poison, <8 x i32> zeroinitializer
  %766 = insertelement <8 x float> poison, float %763, i64 0
  %767 = shufflevector <8 x float> %766, <8 x float> poison, <8 x i32> zeroinitializer
  br label %777

768:                                              ; preds = %761
  %769 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %760, <8 x i1> %619, <8 x float> zeroinitializer)
  %770 = getelementptr inbounds nuw i8, ptr %760, i64 32
  %771 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %770, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %777

772:                                              ; preds = %754
  %773 = getelementptr float, ptr %630, i64 %759
  %774 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %773, <8 x i1> %619, <8 x float> zeroinitializer)
  %775 = getelementptr inbounds nuw i8, ptr %773, i64 32
  %776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %775, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %777

777:                                              ; preds = %772, %768, %762
  %778 = phi <8 x float> [ %774, %772 ], [ %769, %768 ], [ %765, %762 ]
  %779 = phi <8 x float> [ %776, %772 ], [ %771, %768 ], [ %767, %762 ]
  %780 = mul nsw i64 %13, %8
  %781 = getelementptr inbounds float, ptr %1, i64 %780
  %782 = icmp slt i64 %9, %10
  br i1 %782, label %635, label %783

783:                                              ; preds = %822, %777
  %784 = phi <8 x float> [ %779, %777 ], [ %877, %822 ]
  %785 = phi <8 x float> [ %778, %777 ], [ %876, %822 ]
  %786 = phi <8 x float> [ %756, %777 ], [ %871, %822 ]
  %787 = phi <8 x float> [ %755, %777 ], [ %870, %822 ]
  %788 = phi <8 x float> [ %733, %777 ], [ %865, %822 ]
  %789 = phi <8 x float> [ %732, %777 ], [ %864, %822 ]
  %790 = phi <8 x float> [ %710, %777 ], [ %859, %822 ]
  %791 = phi <8 x float> [ %709, %777 ], [ %858, %822 ]
  %792 = phi <8 x float> [ %687, %777 ], [ %853, %822 ]
  %793 = phi <8 x float> [ %686, %777 ], [ %852, %822 ]
  %794 = phi <8 x float> [ %664, %777 ], [ %847, %822 ]
  %795 = phi <8 x float> [ %663, %777 ], [ %846, %822 ]
  %796 = mul nsw i64 %13, %11
  %797 = getelementptr float, ptr %630, i64 %796
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %795, ptr align 1 %797, <8 x i1> %619)
  %798 = getelementptr inbounds nuw i8, ptr %797, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %794, ptr nonnull align 1 %798, <8 x i1> %627)
  %799 = add nsw i64 %13, 1
  %800 = mul nsw i64 %799, %11
  %801 = getelementptr float, ptr %630, i64 %800
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %793, ptr align 1 %801, <8 x i1> %619)
  %802 = getelementptr inbounds nuw i8, ptr %801, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %792, ptr nonnull align 1 %802, <8 x i1> %627)
  %803 = add nsw i64 %13, 2
  %804 = mul nsw i64 %803, %11
  %805 = getelementptr float, ptr %630, i64 %804
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %791, ptr align 1 %805, <8 x i1> %619)
  %806 = getelementptr inbounds nuw i8, ptr %805, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %790, ptr nonnull align 1 %806, <8 x i1> %627)
  %807 = add nsw i64 %13, 3
  %808 = mul nsw i64 %807, %11
  %809 = getelementptr float, ptr %630, i64 %808
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %789, ptr align 1 %809, <8 x i1> %619)
  %810 = getelementptr inbounds nuw i8, ptr %809, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %788, ptr nonnull align 1 %810, <8 x i1> %627)
  %811 = add nsw i64 %13, 4
  %812 = mul nsw i64 %811, %11
  %813 = getelementptr float, ptr %630, i64 %812
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %787, ptr align 1 %813, <8 x i1> %619)
  %814 = getelementptr inbounds nuw i8, ptr %813, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %786, ptr nonnull align 1 %814, <8 x i1> %627)
  %815 = add nsw i64 %13, 5
  %816 = mul nsw i64 %815, %11
  %817 = getelementptr float, ptr %630, i64 %816
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %785, ptr align 1 %817, <8 x i1> %619)
  %818 = getelementptr inbounds nuw i8, ptr %817, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %784, ptr nonnull align 1 %818, <8 x i1> %627)
  %819 = icmp eq i64 %14, 0
  %820 = icmp slt i64 %10, %8
  %821 = or i1 %820, %819
  br i1 %821, label %7848, label %881

822:                                              ; preds = %635, %822
  %823 = phi <8 x float> [ %779, %635 ], [ %877, %822 ]
  %824 = phi <8 x float> [ %778, %635 ], [ %876, %822 ]
  %825 = phi <8 x float> [ %756, %635 ], [ %871, %822 ]
  %826 = phi <8 x float> [ %755, %635 ], [ %870, %822 ]
  %827 = phi <8 x float> [ %733, %635 ], [ %865, %822 ]
  %828 = phi <8 x float> [ %732, %635 ], [ %864, %822 ]
  %829 = phi <8 x float> [ %710, %635 ], [ %859, %822 ]
  %830 = phi <8 x float> [ %709, %635 ], [ %858, %822 ]
  %831 = phi <8 x float> [ %687, %635 ], [ %853, %822 ]
  %832 = phi <8 x float> [ %686, %635 ], [ %852, %822 ]
  %833 = phi <8 x float> [ %664, %635 ], [ %847, %822 ]
  %834 = phi <8 x float> [ %663, %635 ], [ %846, %822 ]
  %835 = phi i64 [ 0, %635 ], [ %879, %822 ]
  %836 = phi i64 [ %9, %635 ], [ %878, %822 ]
  %837 = mul i64 %639, %835
  %838 = getelementptr i8, ptr %641, i64 %837
  %839 = load <8 x float>, ptr %838, align 1
  %840 = getelementptr inbounds nuw i8, ptr %838, i64 32
  %841 = load <8 x float>, ptr %840, align 1
  %842 = getelementptr float, ptr %781, i64 %836
  %843 = load float, ptr %842, align 1
  %844 = insertelement <8 x float> poison, float %843, i64 0
  %845 = shufflevector <8 x float> %844, <8 x float> poison, <8 x i32> zeroinitializer
  %846 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %839, <8 x float> %845, <8 x float> %834)
  %847 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %841, <8 x float> %845, <8 x float> %833)
  %848 = getelementptr float, ptr %842, i64 %8
  %849 = load float, ptr %848, align 1
  %850 = insertelement <8 x float> poison, float %849, i64 0
  %851 = shufflevector <8 x float> %850, <8 x float> poison, <8 x i32> zeroinitializer
  %852 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %839, <8 x float> %851, <8 x float> %832)
  %853 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %841, <8 x float> %851, <8 x float> %831)
  %854 = getelementptr i8, ptr %842, i64 %642
  %855 = load float, ptr %854, align 1
  %856 = insertelement <8 x float> poison, float %855, i64 0
  %857 = shufflevector <8 x float> %856, <8 x float> poison, <8 x i32> zeroinitializer
  %858 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %839, <8 x float> %857, <8 x float> %830)
  %859 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %841, <8 x float> %857, <8 x float> %829)
  %860 = getelementptr i8, ptr %842, i64 %643
  %861 = load float, ptr %860, align 1
  %862 = insertelement <8 x float> poison, float %861, i64 0
  %863 = shufflevector <8 x float> %862, <8 x float> poison, <8 x i32> zeroinitializer
  %864 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %839, <8 x float> %863, <8 x float> %828)
  %865 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %841, <8 x float> %863, <8 x float> %827)
  %866 = getelementptr i8, ptr %842, i64 %644
  %867 = load float, ptr %866, align 1
  %868 = insertelement <8 x float> poison, float %867, i64 0
  %869 = shufflevector <8 x float> %868, <8 x float> poison, <8 x i32> zeroinitializer
  %870 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %839, <8 x float> %869, <8 x float> %826)
  %871 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %841, <8 x float> %869, <8 x float> %825)
  %872 = getelementptr i8, ptr %842, i64 %645
  %873 = load float, ptr %872, align 1
  %874 = insertelement <8 x float> poison, float %873, i64 0
  %875 = shufflevector <8 x float> %874, <8 x float> poison, <8 x i32> zeroinitializer
  %876 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %839, <8 x float> %875, <8 x float> %824)
  %877 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %841, <8 x float> %875, <8 x float> %823)
  %878 = add nsw i64 %836, 1
  %879 = add nuw i64 %835, 1
  %880 = icmp eq i64 %879, %640
  br i1 %880, label %783, label %822

881:                                              ; preds = %783
  %882 = bitcast <8 x float> %15 to <8 x i32>
  %883 = bitcast <8 x float> %16 to <8 x i32>
  %884 = add nsw i64 %796, %12
  %885 = getelementptr inbounds float, ptr %3, i64 %884
  %886 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %885, <8 x i1> %619, <8 x float> zeroinitializer)
  %887 = getelementptr inbounds float, ptr %4, i64 %884
  %888 = and i64 %14, 3
  switch i64 %888, label %241 [
    i64 1, label %923
    i64 2, label %926
    i64 3, label %933
    i64 0, label %889
  ]

889:                                              ; preds = %881
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %886, ptr align 1 %885, <8 x i1> %619)
  %890 = getelementptr float, ptr %3, i64 %884
  %891 = getelementptr i8, ptr %890, i64 32
  %892 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %891, <8 x i1> %627, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %892, ptr align 1 %891, <8 x i1> %627)
  %893 = add nsw i64 %800, %12
  %894 = getelementptr inbounds float, ptr %3, i64 %893
  %895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %894, <8 x i1> %619, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %895, ptr align 1 %894, <8 x i1> %619)
  %896 = getelementptr float, ptr %3, i64 %893
  %897 = getelementptr i8, ptr %896, i64 32
  %898 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %897, <8 x i1> %627, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %898, ptr align 1 %897, <8 x i1> %627)
  %899 = add nsw i64 %804, %12
  %900 = getelementptr inbounds float, ptr %3, i64 %899
  %901 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %900, <8 x i1> %619, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %901, ptr align 1 %900, <8 x i1> %619)
  %902 = getelementptr float, ptr %3, i64 %899
  %903 = getelementptr i8, ptr %902, i64 32
  %904 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %903, <8 x i1> %627, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %904, ptr align 1 %903, <8 x i1> %627)
  %905 = add nsw i64 %808, %12
  %906 = getelementptr inbounds float, ptr %3, i64 %905
  %907 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %906, <8 x i1> %619, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %907, ptr align 1 %906, <8 x i1> %619)
  %908 = getelementptr float, ptr %3, i64 %905
  %909 = getelementptr i8, ptr %908, i64 32
  %910 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %909, <8 x i1> %627, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %910, ptr align 1 %909, <8 x i1> %627)
  %911 = add nsw i64 %812, %12
  %912 = getelementptr inbounds float, ptr %3, i64 %911
  %913 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %912, <8 x i1> %619, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %913, ptr align 1 %912, <8 x i1> %619)
  %914 = getelementptr float, ptr %3, i64 %911
  %915 = getelementptr i8, ptr %914, i64 32
  %916 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %915, <8 x i1> %627, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %916, ptr align 1 %915, <8 x i1> %627)
  %917 = add nsw i64 %816, %12
  %918 = getelementptr inbounds float, ptr %3, i64 %917
  %919 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %918, <8 x i1> %619, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %919, ptr align 1 %918, <8 x i1> %619)
  %920 = getelementptr float, ptr %3, i64 %917
  %921 = getelementptr i8, ptr %920, i64 32
  %922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %921, <8 x i1> %627, <8 x float> zeroinitializer)
  br label %1697

923:                                              ; preds = %881
  %924 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %887, <8 x i1> %619, <8 x float> zeroinitializer)
  %925 = fadd <8 x float> %886, %924
  br label %940

926:                                              ; preds = %881
  %927 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %886)
  %928 = bitcast <8 x float> %886 to <8 x i32>
  %929 = or <8 x i32> %928, %883
  %930 = bitcast <8 x i32> %929 to <8 x float>
  %931 = fcmp oeq <8 x float> %886, %16
  %932 = select <8 x i1> %931, <8 x float> %930, <8 x float> %927
  br label %940

933:                                              ; preds = %881
  %934 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %886)
  %935 = bitcast <8 x float> %886 to <8 x i32>
  %936 = and <8 x i32> %935, %882
  %937 = bitcast <8 x i32> %936 to <8 x float>
  %938 = fcmp oeq <8 x float> %886, %15
  %939 = select <8 x i1> %938, <8 x float> %937, <8 x float> %934
  br label %940

940:                                              ; preds = %933, %926, %923
  %941 = phi <8 x float> [ %925, %923 ], [ %932, %926 ], [ %939, %933 ]
  %942 = lshr i64 %14, 2
  %943 = and i64 %942, 3
  switch i64 %943, label %241 [
    i64 1, label %958
    i64 2, label %951
    i64 3, label %944
    i64 0, label %982
  ]

944:                                              ; preds = %940
  %945 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %941)
  %946 = bitcast <8 x float> %941 to <8 x i32>
  %947 = and <8 x i32> %946, %882
  %948 = bitcast <8 x i32> %947 to <8 x float>
  %949 = fcmp oeq <8 x float> %941, %15
  %950 = select <8 x i1> %949, <8 x float> %948, <8 x float> %945
  br label %961

951:                                              ; preds = %940
  %952 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %941)
  %953 = bitcast <8 x float> %941 to <8 x i32>
  %954 = or <8 x i32> %953, %883
  %955 = bitcast <8 x i32> %954 to <8 x float>
  %956 = fcmp oeq <8 x float> %941, %16
  %957 = select <8 x i1> %956, <8 x float> %955, <8 x float> %952
  br label %961

958:                                              ; preds = %940
  %959 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %887, <8 x i1> %619, <8 x float> zeroinitializer)
  %960 = fadd <8 x float> %941, %959
  br label %961

961:                                              ; preds = %958, %951, %944
  %962 = phi <8 x float> [ %960, %958 ], [ %957, %951 ], [ %950, %944 ]
  %963 = lshr i64 %14, 4
  %964 = and i64 %963, 3
  switch i64 %964, label %241 [
    i64 1, label %979
    i64 2, label %972
    i64 3, label %965
    i64 0, label %982
  ]

965:                                              ; preds = %961
  %966 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %962)
  %967 = bitcast <8 x float> %962 to <8 x i32>
  %968 = and <8 x i32> %967, %882
  %969 = bitcast <8 x i32> %968 to <8 x float>
  %970 = fcmp oeq <8 x float> %962, %15
  %971 = select <8 x i1> %970, <8 x float> %969, <8 x float> %966
  br label %982

972:                                              ; preds = %961
  %973 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %962)
  %974 = bitcast <8 x float> %962 to <8 x i32>
  %975 = or <8 x i32> %974, %883
  %976 = bitcast <8 x i32> %975 to <8 x float>
  %977 = fcmp oeq <8 x float> %962, %16
  %978 = select <8 x i1> %977, <8 x float> %976, <8 x float> %973
  br label %982

979:                                              ; preds = %961
  %980 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %887, <8 x i1> %619, <8 x float> zeroinitializer)
  %981 = fadd <8 x float> %962, %980
  br label %982

982:                                              ; preds = %965, %972, %979, %961, %940
  %983 = phi <8 x float> [ %962, %961 ], [ %971, %965 ], [ %941, %940 ], [ %981, %979 ], [ %978, %972 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %983, ptr align 1 %885, <8 x i1> %619)
  %984 = add nsw i64 %884, 8
  %985 = getelementptr inbounds float, ptr %3, i64 %984
  %986 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %985, <8 x i1> %627, <8 x float> zeroinitializer)
  %987 = getelementptr inbounds float, ptr %4, i64 %984
  switch i64 %888, label %241 [
    i64 1, label %1002
    i64 2, label %995
    i64 3, label %988
  ]

988:                                              ; preds = %982
  %989 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %986)
  %990 = bitcast <8 x float> %986 to <8 x i32>
  %991 = and <8 x i32> %990, %882
  %992 = bitcast <8 x i32> %991 to <8 x float>
  %993 = fcmp oeq <8 x float> %986, %15
  %994 = select <8 x i1> %993, <8 x float> %992, <8 x float> %989
  br label %1005

995:                                              ; preds = %982
  %996 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %986)
  %997 = bitcast <8 x float> %986 to <8 x i32>
  %998 = or <8 x i32> %997, %883
  %999 = bitcast <8 x i32> %998 to <8 x float>
  %1000 = fcmp oeq <8 x float> %986, %16
  %1001 = select <8 x i1> %1000, <8 x float> %999, <8 x float> %996
  br label %1005

1002:                                             ; preds = %982
  %1003 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %987, <8 x i1> %627, <8 x float> zeroinitializer)
  %1004 = fadd <8 x float> %986, %1003
  br label %1005

1005:                                             ; preds = %1002, %995, %988
  %1006 = phi <8 x float> [ %1004, %1002 ], [ %1001, %995 ], [ %994, %988 ]
  %1007 = lshr i64 %14, 2
  %1008 = and i64 %1007, 3
  switch i64 %1008, label %241 [
    i64 1, label %1023
    i64 2, label %1016
    i64 3, label %1009
    i64 0, label %1047
  ]

1009:                                             ; preds = %1005
  %1010 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1006)
  %1011 = bitcast <8 x float> %1006 to <8 x i32>
  %1012 = and <8 x i32> %1011, %882
  %1013 = bitcast <8 x i32> %1012 to <8 x float>
  %1014 = fcmp oeq <8 x float> %1006, %15
  %1015 = select <8 x i1> %1014, <8 x float> %1013, <8 x float> %1010
  br label %1026

1016:                                             ; preds = %1005
  %1017 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1006)
  %1018 = bitcast <8 x float> %1006 to <8 x i32>
  %1019 = or <8 x i32> %1018, %883
  %1020 = bitcast <8 x i32> %1019 to <8 x float>
  %1021 = fcmp oeq <8 x float> %1006, %16
  %1022 = select <8 x i1> %1021, <8 x float> %1020, <8 x float> %1017
  br label %1026

1023:                                             ; preds = %1005
  %1024 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %987, <8 x i1> %627, <8 x float> zeroinitializer)
  %1025 = fadd <8 x float> %1006, %1024
  br label %1026

1026:                                             ; preds = %1023, %1016, %1009
  %1027 = phi <8 x float> [ %1025, %1023 ], [ %1022, %1016 ], [ %1015, %1009 ]
  %1028 = lshr i64 %14, 4
  %1029 = and i64 %1028, 3
  switch i64 %1029, label %241 [
    i64 1, label %1044
    i64 2, label %1037
    i64 3, label %1030
    i64 0, label %1047
  ]

1030:                                             ; preds = %1026
  %1031 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1027)
  %1032 = bitcast <8 x float> %1027 to <8 x i32>
  %1033 = and <8 x i32> %1032, %882
  %1034 = bitcast <8 x i32> %1033 to <8 x float>
  %1035 = fcmp oeq <8 x float> %1027, %15
  %1036 = select <8 x i1> %1035, <8 x float> %1034, <8 x float> %1031
  br label %1047

1037:                                             ; preds = %1026
  %1038 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1027)
  %1039 = bitcast <8 x float> %1027 to <8 x i32>
  %1040 = or <8 x i32> %1039, %883
  %1041 = bitcast <8 x i32> %1040 to <8 x float>
  %1042 = fcmp oeq <8 x float> %1027, %16
  %1043 = select <8 x i1> %1042, <8 x float> %1041, <8 x float> %1038
  br label %1047

1044:                                             ; preds = %1026
  %1045 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %987, <8 x i1> %627, <8 x float> zeroinitializer)
  %1046 = fadd <8 x float> %1027, %1045
  br label %1047

1047:                                             ; preds = %1030, %1037, %1044, %1026, %1005
  %1048 = phi <8 x float> [ %1043, %1037 ], [ %1036, %1030 ], [ %1006, %1005 ], [ %1027, %1026 ], [ %1046, %1044 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1048, ptr align 1 %985, <8 x i1> %627)
  %1049 = add nsw i64 %800, %12
  %1050 = getelementptr inbounds float, ptr %3, i64 %1049
  %1051 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1050, <8 x i1> %619, <8 x float> zeroinitializer)
  %1052 = getelementptr inbounds float, ptr %4, i64 %1049
  switch i64 %888, label %241 [
    i64 1, label %1067
    i64 2, label %1060
    i64 3, label %1053
  ]

1053:                                             ; preds = %1047
  %1054 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1051)
  %1055 = bitcast <8 x float> %1051 to <8 x i32>
  %1056 = and <8 x i32> %1055, %882
  %1057 = bitcast <8 x i32> %1056 to <8 x float>
  %1058 = fcmp oeq <8 x float> %1051, %15
  %1059 = select <8 x i1> %1058, <8 x float> %1057, <8 x float> %1054
  br label %1070

1060:                                             ; preds = %1047
  %1061 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1051)
  %1062 = bitcast <8 x float> %1051 to <8 x i32>
  %1063 = or <8 x i32> %1062, %883
  %1064 = bitcast <8 x i32> %1063 to <8 x float>
  %1065 = fcmp oeq <8 x float> %1051, %16
  %1066 = select <8 x i1> %1065, <8 x float> %1064, <8 x float> %1061
  br label %1070

1067:                                             ; preds = %1047
  %1068 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1052, <8 x i1> %619, <8 x float> zeroinitializer)
  %1069 = fadd <8 x float> %1051, %1068
  br label %1070

1070:                                             ; preds = %1067, %1060, %1053
  %1071 = phi <8 x float> [ %1069, %1067 ], [ %1066, %1060 ], [ %1059, %1053 ]
  %1072 = lshr i64 %14, 2
  %1073 = and i64 %1072, 3
  switch i64 %1073, label %241 [
    i64 1, label %1088
    i64 2, label %1081
    i64 3, label %1074
    i64 0, label %1112
  ]

1074:                                             ; preds = %1070
  %1075 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1071)
  %1076 = bitcast <8 x float> %1071 to <8 x i32>
  %1077 = and <8 x i32> %1076, %882
  %1078 = bitcast <8 x i32> %1077 to <8 x float>
  %1079 = fcmp oeq <8 x float> %1071, %15
  %1080 = select <8 x i1> %1079, <8 x float> %1078, <8 x float> %1075
  br label %1091

1081:                                             ; preds = %1070
  %1082 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1071)
  %1083 = bitcast <8 x float> %1071 to <8 x i32>
  %1084 = or <8 x i32> %1083, %883
  %1085 = bitcast <8 x i32> %1084 to <8 x float>
  %1086 = fcmp oeq <8 x float> %1071, %16
  %1087 = select <8 x i1> %1086, <8 x float> %1085, <8 x float> %1082
  br label %1091

1088:                                             ; preds = %1070
  %1089 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1052, <8 x i1> %619, <8 x float> zeroinitializer)
  %1090 = fadd <8 x float> %1071, %1089
  br label %1091

1091:                                             ; preds = %1088, %1081, %1074
  %1092 = phi <8 x float> [ %1090, %1088 ], [ %1087, %1081 ], [ %1080, %1074 ]
  %1093 = lshr i64 %14, 4
  %1094 = and i64 %1093, 3
  switch i64 %1094, label %241 [
    i64 1, label %1109
    i64 2, label %1102
    i64 3, label %1095
    i64 0, label %1112
  ]

1095:                                             ; preds = %1091
  %1096 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1092)
  %1097 = bitcast <8 x float> %1092 to <8 x i32>
  %1098 = and <8 x i32> %1097, %882
  %1099 = bitcast <8 x i32> %1098 to <8 x float>
  %1100 = fcmp oeq <8 x float> %1092, %15
  %1101 = select <8 x i1> %1100, <8 x float> %1099, <8 x float> %1096
  br label %1112

1102:                                             ; preds = %1091
  %1103 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1092)
  %1104 = bitcast <8 x float> %1092 to <8 x i32>
  %1105 = or <8 x i32> %1104, %883
  %1106 = bitcast <8 x i32> %1105 to <8 x float>
  %1107 = fcmp oeq <8 x float> %1092, %16
  %1108 = select <8 x i1> %1107, <8 x float> %1106, <8 x float> %1103
  br label %1112

1109:                                             ; preds = %1091
  %1110 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1052, <8 x i1> %619, <8 x float> zeroinitializer)
  %1111 = fadd <8 x float> %1092, %1110
  br label %1112

1112:                                             ; preds = %1095, %1102, %1109, %1091, %1070
  %1113 = phi <8 x float> [ %1108, %1102 ], [ %1101, %1095 ], [ %1071, %1070 ], [ %1092, %1091 ], [ %1111, %1109 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1113, ptr align 1 %1050, <8 x i1> %619)
  %1114 = add nsw i64 %1049, 8
  %1115 = getelementptr inbounds float, ptr %3, i64 %1114
  %1116 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1115, <8 x i1> %627, <8 x float> zeroinitializer)
  %1117 = getelementptr inbounds float, ptr %4, i64 %1114
  switch i64 %888, label %241 [
    i64 1, label %1132
    i64 2, label %1125
    i64 3, label %1118
  ]

1118:                                             ; preds = %1112
  %1119 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1116)
  %1120 = bitcast <8 x float> %1116 to <8 x i32>
  %1121 = and <8 x i32> %1120, %882
  %1122 = bitcast <8 x i32> %1121 to <8 x float>
  %1123 = fcmp oeq <8 x float> %1116, %15
  %1124 = select <8 x i1> %1123, <8 x float> %1122, <8 x float> %1119
  br label %1135

1125:                                             ; preds = %1112
  %1126 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1116)
  %1127 = bitcast <8 x float> %1116 to <8 x i32>
  %1128 = or <8 x i32> %1127, %883
  %1129 = bitcast <8 x i32> %1128 to <8 x float>
  %1130 = fcmp oeq <8 x float> %1116, %16
  %1131 = select <8 x i1> %1130, <8 x float> %1129, <8 x float> %1126
  br label %1135

1132:                                             ; preds = %1112
  %1133 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1117, <8 x i1> %627, <8 x float> zeroinitializer)
  %1134 = fadd <8 x float> %1116, %1133
  br label %1135

1135:                                             ; preds = %1132, %1125, %1118
  %1136 = phi <8 x float> [ %1134, %1132 ], [ %1131, %1125 ], [ %1124, %1118 ]
  %1137 = lshr i64 %14, 2
  %1138 = and i64 %1137, 3
  switch i64 %1138, label %241 [
    i64 1, label %1153
    i64 2, label %1146
    i64 3, label %1139
    i64 0, label %1177
  ]

1139:                                             ; preds = %1135
  %1140 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1136)
  %1141 = bitcast <8 x float> %1136 to <8 x i32>
  %1142 = and <8 x i32> %1141, %882
  %1143 = bitcast <8 x i32> %1142 to <8 x float>
  %1144 = fcmp oeq <8 x float> %1136, %15
  %1145 = select <8 x i1> %1144, <8 x float> %1143, <8 x float> %1140
  br label %1156

1146:                                             ; preds = %1135
  %1147 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1136)
  %1148 = bitcast <8 x float> %1136 to <8 x i32>
  %1149 = or <8 x i32> %1148, %883
  %1150 = bitcast <8 x i32> %1149 to <8 x float>
  %1151 = fcmp oeq <8 x float> %1136, %16
  %1152 = select <8 x i1> %1151, <8 x float> %1150, <8 x float> %1147
  br label %1156

1153:                                             ; preds = %1135
  %1154 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1117, <8 x i1> %627, <8 x float> zeroinitializer)
  %1155 = fadd <8 x float> %1136, %1154
  br label %1156

1156:                                             ; preds = %1153, %1146, %1139
  %1157 = phi <8 x float> [ %1155, %1153 ], [ %1152, %1146 ], [ %1145, %1139 ]
  %1158 = lshr i64 %14, 4
  %1159 = and i64 %1158, 3
  switch i64 %1159, label %241 [
    i64 1, label %1174
    i64 2, label %1167
    i64 3, label %1160
    i64 0, label %1177
  ]

1160:                                             ; preds = %1156
  %1161 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1157)
  %1162 = bitcast <8 x float> %1157 to <8 x i32>
  %1163 = and <8 x i32> %1162, %882
  %1164 = bitcast <8 x i32> %1163 to <8 x float>
  %1165 = fcmp oeq <8 x float> %1157, %15
  %1166 = select <8 x i1> %1165, <8 x float> %1164, <8 x float> %1161
  br label %1177

1167:                                             ; preds = %1156
  %1168 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1157)
  %1169 = bitcast <8 x float> %1157 to <8 x i32>
  %1170 = or <8 x i32> %1169, %883
  %1171 = bitcast <8 x i32> %1170 to <8 x float>
  %1172 = fcmp oeq <8 x float> %1157, %16
  %1173 = select <8 x i1> %1172, <8 x float> %1171, <8 x float> %1168
  br label %1177

1174:                                             ; preds = %1156
  %1175 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1117, <8 x i1> %627, <8 x float> zeroinitializer)
  %1176 = fadd <8 x float> %1157, %1175
  br label %1177

1177:                                             ; preds = %1160, %1167, %1174, %1156, %1135
  %1178 = phi <8 x float> [ %1173, %1167 ], [ %1166, %1160 ], [ %1136, %1135 ], [ %1157, %1156 ], [ %1176, %1174 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1178, ptr align 1 %1115, <8 x i1> %627)
  %1179 = add nsw i64 %804, %12
  %1180 = getelementptr inbounds float, ptr %3, i64 %1179
  %1181 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1180, <8 x i1> %619, <8 x float> zeroinitializer)
  %1182 = getelementptr inbounds float, ptr %4, i64 %1179
  switch i64 %888, label %241 [
    i64 1, label %1197
    i64 2, label %1190
    i64 3, label %1183
  ]

1183:                                             ; preds = %1177
  %1184 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1181)
  %1185 = bitcast <8 x float> %1181 to <8 x i32>
  %1186 = and <8 x i32> %1185, %882
  %1187 = bitcast <8 x i32> %1186 to <8 x float>
  %1188 = fcmp oeq <8 x float> %1181, %15
  %1189 = select <8 x i1> %1188, <8 x float> %1187, <8 x float> %1184
  br label %1200

1190:                                             ; preds = %1177
  %1191 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1181)
  %1192 = bitcast <8 x float> %1181 to <8 x i32>
  %1193 = or <8 x i32> %1192, %883
  %1194 = bitcast <8 x i32> %1193 to <8 x float>
  %1195 = fcmp oeq <8 x float> %1181, %16
  %1196 = select <8 x i1> %1195, <8 x float> %1194, <8 x float> %1191
  br label %1200

1197:                                             ; preds = %1177
  %1198 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1182, <8 x i1> %619, <8 x float> zeroinitializer)
  %1199 = fadd <8 x float> %1181, %1198
  br label %1200

1200:                                             ; preds = %1197, %1190, %1183
  %1201 = phi <8 x float> [ %1199, %1197 ], [ %1196, %1190 ], [ %1189, %1183 ]
  %1202 = lshr i64 %14, 2
  %1203 = and i64 %1202, 3
  switch i64 %1203, label %241 [
    i64 1, label %1218
    i64 2, label %1211
    i64 3, label %1204
    i64 0, label %1242
  ]

1204:                                             ; preds = %1200
  %1205 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1201)
  %1206 = bitcast <8 x float> %1201 to <8 x i32>
  %1207 = and <8 x i32> %1206, %882
  %1208 = bitcast <8 x i32> %1207 to <8 x float>
  %1209 = fcmp oeq <8 x float> %1201, %15
  %1210 = select <8 x i1> %1209, <8 x float> %1208, <8 x float> %1205
  br label %1221

1211:                                             ; preds = %1200
  %1212 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1201)
  %1213 = bitcast <8 x float> %1201 to <8 x i32>
  %1214 = or <8 x i32> %1213, %883
  %1215 = bitcast <8 x i32> %1214 to <8 x float>
  %1216 = fcmp oeq <8 x float> %1201, %16
  %1217 = select <8 x i1> %1216, <8 x float> %1215, <8 x float> %1212
  br label %1221

1218:                                             ; preds = %1200
  %1219 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1182, <8 x i1> %619, <8 x float> zeroinitializer)
  %1220 = fadd <8 x float> %1201, %1219
  br label %1221

1221:                                             ; preds = %1218, %1211, %1204
  %1222 = phi <8 x float> [ %1220, %1218 ], [ %1217, %1211 ], [ %1210, %1204 ]
  %1223 = lshr i64 %14, 4
  %1224 = and i64 %1223, 3
  switch i64 %1224, label %241 [
    i64 1, label %1239
    i64 2, label %1232
    i64 3, label %1225
    i64 0, label %1242
  ]

1225:                                             ; preds = %1221
  %1226 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1222)
  %1227 = bitcast <8 x float> %1222 to <8 x i32>
  %1228 = and <8 x i32> %1227, %882
  %1229 = bitcast <8 x i32> %1228 to <8 x float>
  %1230 = fcmp oeq <8 x float> %1222, %15
  %1231 = select <8 x i1> %1230, <8 x float> %1229, <8 x float> %1226
  br label %1242

1232:                                             ; preds = %1221
  %1233 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1222)
  %1234 = bitcast <8 x float> %1222 to <8 x i32>
  %1235 = or <8 x i32> %1234, %883
  %1236 = bitcast <8 x i32> %1235 to <8 x float>
  %1237 = fcmp oeq <8 x float> %1222, %16
  %1238 = select <8 x i1> %1237, <8 x float> %1236, <8 x float> %1233
  br label %1242

1239:                                             ; preds = %1221
  %1240 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1182, <8 x i1> %619, <8 x float> zeroinitializer)
  %1241 = fadd <8 x float> %1222, %1240
  br label %1242

1242:                                             ; preds = %1225, %1232, %1239, %1221, %1200
  %1243 = phi <8 x float> [ %1238, %1232 ], [ %1231, %1225 ], [ %1201, %1200 ], [ %1222, %1221 ], [ %1241, %1239 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1243, ptr align 1 %1180, <8 x i1> %619)
  %1244 = add nsw i64 %1179, 8
  %1245 = getelementptr inbounds float, ptr %3, i64 %1244
  %1246 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1245, <8 x i1> %627, <8 x float> zeroinitializer)
  %1247 = getelementptr inbounds float, ptr %4, i64 %1244
  switch i64 %888, label %241 [
    i64 1, label %1262
    i64 2, label %1255
    i64 3, label %1248
  ]

1248:                                             ; preds = %1242
  %1249 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1246)
  %1250 = bitcast <8 x float> %1246 to <8 x i32>
  %1251 = and <8 x i32> %1250, %882
  %1252 = bitcast <8 x i32> %1251 to <8 x float>
  %1253 = fcmp oeq <8 x float> %1246, %15
  %1254 = select <8 x i1> %1253, <8 x float> %1252, <8 x float> %1249
  br label %1265

1255:                                             ; preds = %1242
  %1256 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1246)
  %1257 = bitcast <8 x float> %1246 to <8 x i32>
  %1258 = or <8 x i32> %1257, %883
  %1259 = bitcast <8 x i32> %1258 to <8 x float>
  %1260 = fcmp oeq <8 x float> %1246, %16
  %1261 = select <8 x i1> %1260, <8 x float> %1259, <8 x float> %1256
  br label %1265

1262:                                             ; preds = %1242
  %1263 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1247, <8 x i1> %627, <8 x float> zeroinitializer)
  %1264 = fadd <8 x float> %1246, %1263
  br label %1265

1265:                                             ; preds = %1262, %1255, %1248
  %1266 = phi <8 x float> [ %1264, %1262 ], [ %1261, %1255 ], [ %1254, %1248 ]
  %1267 = lshr i64 %14, 2
  %1268 = and i64 %1267, 3
  switch i64 %1268, label %241 [
    i64 1, label %1283
    i64 2, label %1276
    i64 3, label %1269
    i64 0, label %1307
  ]

1269:                                             ; preds = %1265
  %1270 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1266)
  %1271 = bitcast <8 x float> %1266 to <8 x i32>
  %1272 = and <8 x i32> %1271, %882
  %1273 = bitcast <8 x i32> %1272 to <8 x float>
  %1274 = fcmp oeq <8 x float> %1266, %15
  %1275 = select <8 x i1> %1274, <8 x float> %1273, <8 x float> %1270
  br label %1286

1276:                                             ; preds = %1265
  %1277 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1266)
  %1278 = bitcast <8 x float> %1266 to <8 x i32>
  %1279 = or <8 x i32> %1278, %883
  %1280 = bitcast <8 x i32> %1279 to <8 x float>
  %1281 = fcmp oeq <8 x float> %1266, %16
  %1282 = select <8 x i1> %1281, <8 x float> %1280, <8 x float> %1277
  br label %1286

1283:                                             ; preds = %1265
  %1284 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1247, <8 x i1> %627, <8 x float> zeroinitializer)
  %1285 = fadd <8 x float> %1266, %1284
  br label %1286

1286:                                             ; preds = %1283, %1276, %1269
  %1287 = phi <8 x float> [ %1285, %1283 ], [ %1282, %1276 ], [ %1275, %1269 ]
  %1288 = lshr i64 %14, 4
  %1289 = and i64 %1288, 3
  switch i64 %1289, label %241 [
    i64 1, label %1304
    i64 2, label %1297
    i64 3, label %1290
    i64 0, label %1307
  ]

1290:                                             ; preds = %1286
  %1291 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1287)
  %1292 = bitcast <8 x float> %1287 to <8 x i32>
  %1293 = and <8 x i32> %1292, %882
  %1294 = bitcast <8 x i32> %1293 to <8 x float>
  %1295 = fcmp oeq <8 x float> %1287, %15
  %1296 = select <8 x i1> %1295, <8 x float> %1294, <8 x float> %1291
  br label %1307

1297:                                             ; preds = %1286
  %1298 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1287)
  %1299 = bitcast <8 x float> %1287 to <8 x i32>
  %1300 = or <8 x i32> %1299, %883
  %1301 = bitcast <8 x i32> %1300 to <8 x float>
  %1302 = fcmp oeq <8 x float> %1287, %16
  %1303 = select <8 x i1> %1302, <8 x float> %1301, <8 x float> %1298
  br label %1307

1304:                                             ; preds = %1286
  %1305 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1247, <8 x i1> %627, <8 x float> zeroinitializer)
  %1306 = fadd <8 x float> %1287, %1305
  br label %1307

1307:                                             ; preds = %1290, %1297, %1304, %1286, %1265
  %1308 = phi <8 x float> [ %1303, %1297 ], [ %1296, %1290 ], [ %1266, %1265 ], [ %1287, %1286 ], [ %1306, %1304 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1308, ptr align 1 %1245, <8 x i1> %627)
  %1309 = add nsw i64 %808, %12
  %1310 = getelementptr inbounds float, ptr %3, i64 %1309
  %1311 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1310, <8 x i1> %619, <8 x float> zeroinitializer)
  %1312 = getelementptr inbounds float, ptr %4, i64 %1309
  switch i64 %888, label %241 [
    i64 1, label %1327
    i64 2, label %1320
    i64 3, label %1313
  ]

1313:                                             ; preds = %1307
  %1314 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1311)
  %1315 = bitcast <8 x float> %1311 to <8 x i32>
  %1316 = and <8 x i32> %1315, %882
  %1317 = bitcast <8 x i32> %1316 to <8 x float>
  %1318 = fcmp oeq <8 x float> %1311, %15
  %1319 = select <8 x i1> %1318, <8 x float> %1317, <8 x float> %1314
  br label %1330

1320:                                             ; preds = %1307
  %1321 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1311)
  %1322 = bitcast <8 x float> %1311 to <8 x i32>
  %1323 = or <8 x i32> %1322, %883
  %1324 = bitcast <8 x i32> %1323 to <8 x float>
  %1325 = fcmp oeq <8 x float> %1311, %16
  %1326 = select <8 x i1> %1325, <8 x float> %1324, <8 x float> %1321
  br label %1330

1327:                                             ; preds = %1307
  %1328 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1312, <8 x i1> %619, <8 x float> zeroinitializer)
  %1329 = fadd <8 x float> %1311, %1328
  br label %1330

1330:                                             ; preds = %1327, %1320, %1313
  %1331 = phi <8 x float> [ %1329, %1327 ], [ %1326, %1320 ], [ %1319, %1313 ]
  %1332 = lshr i64 %14, 2
  %1333 = and i64 %1332, 3
  switch i64 %1333, label %241 [
    i64 1, label %1348
    i64 2, label %1341
    i64 3, label %1334
    i64 0, label %1372
  ]

1334:                                             ; preds = %1330
  %1335 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1331)
  %1336 = bitcast <8 x float> %1331 to <8 x i32>
  %1337 = and <8 x i32> %1336, %882
  %1338 = bitcast <8 x i32> %1337 to <8 x float>
  %1339 = fcmp oeq <8 x float> %1331, %15
  %1340 = select <8 x i1> %1339, <8 x float> %1338, <8 x float> %1335
  br label %1351

1341:                                             ; preds = %1330
  %1342 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1331)
  %1343 = bitcast <8 x float> %1331 to <8 x i32>
  %1344 = or <8 x i32> %1343, %883
  %1345 = bitcast <8 x i32> %1344 to <8 x float>
  %1346 = fcmp oeq <8 x float> %1331, %16
  %1347 = select <8 x i1> %1346, <8 x float> %1345, <8 x float> %1342
  br label %1351

1348:                                             ; preds = %1330
  %1349 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1312, <8 x i1> %619, <8 x float> zeroinitializer)
  %1350 = fadd <8 x float> %1331, %1349
  br label %1351

1351:                                             ; preds = %1348, %1341, %1334
  %1352 = phi <8 x float> [ %1350, %1348 ], [ %1347, %1341 ], [ %1340, %1334 ]
  %1353 = lshr i64 %14, 4
  %1354 = and i64 %1353, 3
  switch i64 %1354, label %241 [
    i64 1, label %1369
    i64 2, label %1362
    i64 3, label %1355
    i64 0, label %1372
  ]

1355:                                             ; preds = %1351
  %1356 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1352)
  %1357 = bitcast <8 x float> %1352 to <8 x i32>
  %1358 = and <8 x i32> %1357, %882
  %1359 = bitcast <8 x i32> %1358 to <8 x float>
  %1360 = fcmp oeq <8 x float> %1352, %15
  %1361 = select <8 x i1> %1360, <8 x float> %1359, <8 x float> %1356
  br label %1372

1362:                                             ; preds = %1351
  %1363 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1352)
  %1364 = bitcast <8 x float> %1352 to <8 x i32>
  %1365 = or <8 x i32> %1364, %883
  %1366 = bitcast <8 x i32> %1365 to <8 x float>
  %1367 = fcmp oeq <8 x float> %1352, %16
  %1368 = select <8 x i1> %1367, <8 x float> %1366, <8 x float> %1363
  br label %1372

1369:                                             ; preds = %1351
  %1370 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1312, <8 x i1> %619, <8 x float> zeroinitializer)
  %1371 = fadd <8 x float> %1352, %1370
  br label %1372

1372:                                             ; preds = %1355, %1362, %1369, %1351, %1330
  %1373 = phi <8 x float> [ %1368, %1362 ], [ %1361, %1355 ], [ %1331, %1330 ], [ %1352, %1351 ], [ %1371, %1369 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1373, ptr align 1 %1310, <8 x i1> %619)
  %1374 = add nsw i64 %1309, 8
  %1375 = getelementptr inbounds float, ptr %3, i64 %1374
  %1376 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1375, <8 x i1> %627, <8 x float> zeroinitializer)
  %1377 = getelementptr inbounds float, ptr %4, i64 %1374
  switch i64 %888, label %241 [
    i64 1, label %1392
    i64 2, label %1385
    i64 3, label %1378
  ]

1378:                                             ; preds = %1372
  %1379 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1376)
  %1380 = bitcast <8 x float> %1376 to <8 x i32>
  %1381 = and <8 x i32> %1380, %882
  %1382 = bitcast <8 x i32> %1381 to <8 x float>
  %1383 = fcmp oeq <8 x float> %1376, %15
  %1384 = select <8 x i1> %1383, <8 x float> %1382, <8 x float> %1379
  br label %1395

1385:                                             ; preds = %1372
  %1386 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1376)
  %1387 = bitcast <8 x float> %1376 to <8 x i32>
  %1388 = or <8 x i32> %1387, %883
  %1389 = bitcast <8 x i32> %1388 to <8 x float>
  %1390 = fcmp oeq <8 x float> %1376, %16
  %1391 = select <8 x i1> %1390, <8 x float> %1389, <8 x float> %1386
  br label %1395

1392:                                             ; preds = %1372
  %1393 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1377, <8 x i1> %627, <8 x float> zeroinitializer)
  %1394 = fadd <8 x float> %1376, %1393
  br label %1395

1395:                                             ; preds = %1392, %1385, %1378
  %1396 = phi <8 x float> [ %1394, %1392 ], [ %1391, %1385 ], [ %1384, %1378 ]
  %1397 = lshr i64 %14, 2
  %1398 = and i64 %1397, 3
  switch i64 %1398, label %241 [
    i64 1, label %1413
    i64 2, label %1406
    i64 3, label %1399
    i64 0, label %1437
  ]

1399:                                             ; preds = %1395
  %1400 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1396)
  %1401 = bitcast <8 x float> %1396 to <8 x i32>
  %1402 = and <8 x i32> %1401, %882
  %1403 = bitcast <8 x i32> %1402 to <8 x float>
  %1404 = fcmp oeq <8 x float> %1396, %15
  %1405 = select <8 x i1> %1404, <8 x float> %1403, <8 x float> %1400
  br label %1416

1406:                                             ; preds = %1395
  %1407 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1396)
  %1408 = bitcast <8 x float> %1396 to <8 x i32>
  %1409 = or <8 x i32> %1408, %883
  %1410 = bitcast <8 x i32> %1409 to <8 x float>
  %1411 = fcmp oeq <8 x float> %1396, %16
  %1412 = select <8 x i1> %1411, <8 x float> %1410, <8 x float> %1407
  br label %1416

1413:                                             ; preds = %1395
  %1414 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1377, <8 x i1> %627, <8 x float> zeroinitializer)
  %1415 = fadd <8 x float> %1396, %1414
  br label %1416

1416:                                             ; preds = %1413, %1406, %1399
  %1417 = phi <8 x float> [ %1415, %1413 ], [ %1412, %1406 ], [ %1405, %1399 ]
  %1418 = lshr i64 %14, 4
  %1419 = and i64 %1418, 3
  switch i64 %1419, label %241 [
    i64 1, label %1434
    i64 2, label %1427
    i64 3, label %1420
    i64 0, label %1437
  ]

1420:                                             ; preds = %1416
  %1421 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1417)
  %1422 = bitcast <8 x float> %1417 to <8 x i32>
  %1423 = and <8 x i32> %1422, %882
  %1424 = bitcast <8 x i32> %1423 to <8 x float>
  %1425 = fcmp oeq <8 x float> %1417, %15
  %1426 = select <8 x i1> %1425, <8 x float> %1424, <8 x float> %1421
  br label %1437

1427:                                             ; preds = %1416
  %1428 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1417)
  %1429 = bitcast <8 x float> %1417 to <8 x i32>
  %1430 = or <8 x i32> %1429, %883
  %1431 = bitcast <8 x i32> %1430 to <8 x float>
  %1432 = fcmp oeq <8 x float> %1417, %16
  %1433 = select <8 x i1> %1432, <8 x float> %1431, <8 x float> %1428
  br label %1437

1434:                                             ; preds = %1416
  %1435 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1377, <8 x i1> %627, <8 x float> zeroinitializer)
  %1436 = fadd <8 x float> %1417, %1435
  br label %1437

1437:                                             ; preds = %1420, %1427, %1434, %1416, %1395
  %1438 = phi <8 x float> [ %1433, %1427 ], [ %1426, %1420 ], [ %1396, %1395 ], [ %1417, %1416 ], [ %1436, %1434 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1438, ptr align 1 %1375, <8 x i1> %627)
  %1439 = add nsw i64 %812, %12
  %1440 = getelementptr inbounds float, ptr %3, i64 %1439
  %1441 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1440, <8 x i1> %619, <8 x float> zeroinitializer)
  %1442 = getelementptr inbounds float, ptr %4, i64 %1439
  switch i64 %888, label %241 [
    i64 1, label %1457
    i64 2, label %1450
    i64 3, label %1443
  ]

1443:                                             ; preds = %1437
  %1444 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1441)
  %1445 = bitcast <8 x float> %1441 to <8 x i32>
  %1446 = and <8 x i32> %1445, %882
  %1447 = bitcast <8 x i32> %1446 to <8 x float>
  %1448 = fcmp oeq <8 x float> %1441, %15
  %1449 = select <8 x i1> %1448, <8 x float> %1447, <8 x float> %1444
  br label %1460

1450:                                             ; preds = %1437
  %1451 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1441)
  %1452 = bitcast <8 x float> %1441 to <8 x i32>
  %1453 = or <8 x i32> %1452, %883
  %1454 = bitcast <8 x i32> %1453 to <8 x float>
  %1455 = fcmp oeq <8 x float> %1441, %16
  %1456 = select <8 x i1> %1455, <8 x float> %1454, <8 x float> %1451
  br label %1460

1457:                                             ; preds = %1437
  %1458 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1442, <8 x i1> %619, <8 x float> zeroinitializer)
  %1459 = fadd <8 x float> %1441, %1458
  br label %1460

1460:                                             ; preds = %1457, %1450, %1443
  %1461 = phi <8 x float> [ %1459, %1457 ], [ %1456, %1450 ], [ %1449, %1443 ]
  %1462 = lshr i64 %14, 2
  %1463 = and i64 %1462, 3
  switch i64 %1463, label %241 [
    i64 1, label %1478
    i64 2, label %1471
    i64 3, label %1464
    i64 0, label %1502
  ]

1464:                                             ; preds = %1460
  %1465 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1461)
  %1466 = bitcast <8 x float> %1461 to <8 x i32>
  %1467 = and <8 x i32> %1466, %882
  %1468 = bitcast <8 x i32> %1467 to <8 x float>
  %1469 = fcmp oeq <8 x float> %1461, %15
  %1470 = select <8 x i1> %1469, <8 x float> %1468, <8 x float> %1465
  br label %1481

1471:                                             ; preds = %1460
  %1472 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1461)
  %1473 = bitcast <8 x float> %1461 to <8 x i32>
  %1474 = or <8 x i32> %1473, %883
  %1475 = bitcast <8 x i32> %1474 to <8 x float>
  %1476 = fcmp oeq <8 x float> %1461, %16
  %1477 = select <8 x i1> %1476, <8 x float> %1475, <8 x float> %1472
  br label %1481

1478:                                             ; preds = %1460
  %1479 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1442, <8 x i1> %619, <8 x float> zeroinitializer)
  %1480 = fadd <8 x float> %1461, %1479
  br label %1481

1481:                                             ; preds = %1478, %1471, %1464
  %1482 = phi <8 x float> [ %1480, %1478 ], [ %1477, %1471 ], [ %1470, %1464 ]
  %1483 = lshr i64 %14, 4
  %1484 = and i64 %1483, 3
  switch i64 %1484, label %241 [
    i64 1, label %1499
    i64 2, label %1492
    i64 3, label %1485
    i64 0, label %1502
  ]

1485:                                             ; preds = %1481
  %1486 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1482)
  %1487 = bitcast <8 x float> %1482 to <8 x i32>
  %1488 = and <8 x i32> %1487, %882
  %1489 = bitcast <8 x i32> %1488 to <8 x float>
  %1490 = fcmp oeq <8 x float> %1482, %15
  %1491 = select <8 x i1> %1490, <8 x float> %1489, <8 x float> %1486
  br label %1502

1492:                                             ; preds = %1481
  %1493 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1482)
  %1494 = bitcast <8 x float> %1482 to <8 x i32>
  %1495 = or <8 x i32> %1494, %883
  %1496 = bitcast <8 x i32> %1495 to <8 x float>
  %1497 = fcmp oeq <8 x float> %1482, %16
  %1498 = select <8 x i1> %1497, <8 x float> %1496, <8 x float> %1493
  br label %1502

1499:                                             ; preds = %1481
  %1500 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1442, <8 x i1> %619, <8 x float> zeroinitializer)
  %1501 = fadd <8 x float> %1482, %1500
  br label %1502

1502:                                             ; preds = %1485, %1492, %1499, %1481, %1460
  %1503 = phi <8 x float> [ %1498, %1492 ], [ %1491, %1485 ], [ %1461, %1460 ], [ %1482, %1481 ], [ %1501, %1499 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1503, ptr align 1 %1440, <8 x i1> %619)
  %1504 = add nsw i64 %1439, 8
  %1505 = getelementptr inbounds float, ptr %3, i64 %1504
  %1506 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1505, <8 x i1> %627, <8 x float> zeroinitializer)
  %1507 = getelementptr inbounds float, ptr %4, i64 %1504
  switch i64 %888, label %241 [
    i64 1, label %1522
    i64 2, label %1515
    i64 3, label %1508
  ]

1508:                                             ; preds = %1502
  %1509 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1506)
  %1510 = bitcast <8 x float> %1506 to <8 x i32>
  %1511 = and <8 x i32> %1510, %882
  %1512 = bitcast <8 x i32> %1511 to <8 x float>
  %1513 = fcmp oeq <8 x float> %1506, %15
  %1514 = select <8 x i1> %1513, <8 x float> %1512, <8 x float> %1509
  br label %1525

1515:                                             ; preds = %1502
  %1516 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1506)
  %1517 = bitcast <8 x float> %1506 to <8 x i32>
  %1518 = or <8 x i32> %1517, %883
  %1519 = bitcast <8 x i32> %1518 to <8 x float>
  %1520 = fcmp oeq <8 x float> %1506, %16
  %1521 = select <8 x i1> %1520, <8 x float> %1519, <8 x float> %1516
  br label %1525

1522:                                             ; preds = %1502
  %1523 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1507, <8 x i1> %627, <8 x float> zeroinitializer)
  %1524 = fadd <8 x float> %1506, %1523
  br label %1525

1525:                                             ; preds = %1522, %1515, %1508
  %1526 = phi <8 x float> [ %1524, %1522 ], [ %1521, %1515 ], [ %1514, %1508 ]
  %1527 = lshr i64 %14, 2
  %1528 = and i64 %1527, 3
  switch i64 %1528, label %241 [
    i64 1, label %1543
    i64 2, label %1536
    i64 3, label %1529
    i64 0, label %1567
  ]

1529:                                             ; preds = %1525
  %1530 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1526)
  %1531 = bitcast <8 x float> %1526 to <8 x i32>
  %1532 = and <8 x i32> %1531, %882
  %1533 = bitcast <8 x i32> %1532 to <8 x float>
  %1534 = fcmp oeq <8 x float> %1526, %15
  %1535 = select <8 x i1> %1534, <8 x float> %1533, <8 x float> %1530
  br label %1546

1536:                                             ; preds = %1525
  %1537 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1526)
  %1538 = bitcast <8 x float> %1526 to <8 x i32>
  %1539 = or <8 x i32> %1538, %883
  %1540 = bitcast <8 x i32> %1539 to <8 x float>
  %1541 = fcmp oeq <8 x float> %1526, %16
  %1542 = select <8 x i1> %1541, <8 x float> %1540, <8 x float> %1537
  br label %1546

1543:                                             ; preds = %1525
  %1544 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1507, <8 x i1> %627, <8 x float> zeroinitializer)
  %1545 = fadd <8 x float> %1526, %1544
  br label %1546

1546:                                             ; preds = %1543, %1536, %1529
  %1547 = phi <8 x float> [ %1545, %1543 ], [ %1542, %1536 ], [ %1535, %1529 ]
  %1548 = lshr i64 %14, 4
  %1549 = and i64 %1548, 3
  switch i64 %1549, label %241 [
    i64 1, label %1564
    i64 2, label %1557
    i64 3, label %1550
    i64 0, label %1567
  ]

1550:                                             ; preds = %1546
  %1551 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1547)
  %1552 = bitcast <8 x float> %1547 to <8 x i32>
  %1553 = and <8 x i32> %1552, %882
  %1554 = bitcast <8 x i32> %1553 to <8 x float>
  %1555 = fcmp oeq <8 x float> %1547, %15
  %1556 = select <8 x i1> %1555, <8 x float> %1554, <8 x float> %1551
  br label %1567

1557:                                             ; preds = %1546
  %1558 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1547)
  %1559 = bitcast <8 x float> %1547 to <8 x i32>
  %1560 = or <8 x i32> %1559, %883
  %1561 = bitcast <8 x i32> %1560 to <8 x float>
  %1562 = fcmp oeq <8 x float> %1547, %16
  %1563 = select <8 x i1> %1562, <8 x float> %1561, <8 x float> %1558
  br label %1567

1564:                                             ; preds = %1546
  %1565 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1507, <8 x i1> %627, <8 x float> zeroinitializer)
  %1566 = fadd <8 x float> %1547, %1565
  br label %1567

1567:                                             ; preds = %1550, %1557, %1564, %1546, %1525
  %1568 = phi <8 x float> [ %1563, %1557 ], [ %1556, %1550 ], [ %1526, %1525 ], [ %1547, %1546 ], [ %1566, %1564 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1568, ptr align 1 %1505, <8 x i1> %627)
  %1569 = add nsw i64 %816, %12
  %1570 = getelementptr inbounds float, ptr %3, i64 %1569
  %1571 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1570, <8 x i1> %619, <8 x float> zeroinitializer)
  %1572 = getelementptr inbounds float, ptr %4, i64 %1569
  switch i64 %888, label %241 [
    i64 1, label %1587
    i64 2, label %1580
    i64 3, label %1573
  ]

1573:                                             ; preds = %1567
  %1574 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1571)
  %1575 = bitcast <8 x float> %1571 to <8 x i32>
  %1576 = and <8 x i32> %1575, %882
  %1577 = bitcast <8 x i32> %1576 to <8 x float>
  %1578 = fcmp oeq <8 x float> %1571, %15
  %1579 = select <8 x i1> %1578, <8 x float> %1577, <8 x float> %1574
  br label %1590

1580:                                             ; preds = %1567
  %1581 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1571)
  %1582 = bitcast <8 x float> %1571 to <8 x i32>
  %1583 = or <8 x i32> %1582, %883
  %1584 = bitcast <8 x i32> %1583 to <8 x float>
  %1585 = fcmp oeq <8 x float> %1571, %16
  %1586 = select <8 x i1> %1585, <8 x float> %1584, <8 x float> %1581
  br label %1590

1587:                                             ; preds = %1567
  %1588 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1572, <8 x i1> %619, <8 x float> zeroinitializer)
  %1589 = fadd <8 x float> %1571, %1588
  br label %1590

1590:                                             ; preds = %1587, %1580, %1573
  %1591 = phi <8 x float> [ %1589, %1587 ], [ %1586, %1580 ], [ %1579, %1573 ]
  %1592 = lshr i64 %14, 2
  %1593 = and i64 %1592, 3
  switch i64 %1593, label %241 [
    i64 1, label %1608
    i64 2, label %1601
    i64 3, label %1594
    i64 0, label %1632
  ]

1594:                                             ; preds = %1590
  %1595 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1591)
  %1596 = bitcast <8 x float> %1591 to <8 x i32>
  %1597 = and <8 x i32> %1596, %882
  %1598 = bitcast <8 x i32> %1597 to <8 x float>
  %1599 = fcmp oeq <8 x float> %1591, %15
  %1600 = select <8 x i1> %1599, <8 x float> %1598, <8 x float> %1595
  br label %1611

1601:                                             ; preds = %1590
  %1602 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1591)
  %1603 = bitcast <8 x float> %1591 to <8 x i32>
  %1604 = or <8 x i32> %1603, %883
  %1605 = bitcast <8 x i32> %1604 to <8 x float>
  %1606 = fcmp oeq <8 x float> %1591, %16
  %1607 = select <8 x i1> %1606, <8 x float> %1605, <8 x float> %1602
  br label %1611

1608:                                             ; preds = %1590
  %1609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1572, <8 x i1> %619, <8 x float> zeroinitializer)
  %1610 = fadd <8 x float> %1591, %1609
  br label %1611

1611:                                             ; preds = %1608, %1601, %1594
  %1612 = phi <8 x float> [ %1610, %1608 ], [ %1607, %1601 ], [ %1600, %1594 ]
  %1613 = lshr i64 %14, 4
  %1614 = and i64 %1613, 3
  switch i64 %1614, label %241 [
    i64 1, label %1629
    i64 2, label %1622
    i64 3, label %1615
    i64 0, label %1632
  ]

1615:                                             ; preds = %1611
  %1616 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1612)
  %1617 = bitcast <8 x float> %1612 to <8 x i32>
  %1618 = and <8 x i32> %1617, %882
  %1619 = bitcast <8 x i32> %1618 to <8 x float>
  %1620 = fcmp oeq <8 x float> %1612, %15
  %1621 = select <8 x i1> %1620, <8 x float> %1619, <8 x float> %1616
  br label %1632

1622:                                             ; preds = %1611
  %1623 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1612)
  %1624 = bitcast <8 x float> %1612 to <8 x i32>
  %1625 = or <8 x i32> %1624, %883
  %1626 = bitcast <8 x i32> %1625 to <8 x float>
  %1627 = fcmp oeq <8 x float> %1612, %16
  %1628 = select <8 x i1> %1627, <8 x float> %1626, <8 x float> %1623
  br label %1632

1629:                                             ; preds = %1611
  %1630 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1572, <8 x i1> %619, <8 x float> zeroinitializer)
  %1631 = fadd <8 x float> %1612, %1630
  br label %1632

1632:                                             ; preds = %1615, %1622, %1629, %1611, %1590
  %1633 = phi <8 x float> [ %1628, %1622 ], [ %1621, %1615 ], [ %1591, %1590 ], [ %1612, %1611 ], [ %1631, %1629 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1633, ptr align 1 %1570, <8 x i1> %619)
  %1634 = add nsw i64 %1569, 8
  %1635 = getelementptr inbounds float, ptr %3, i64 %1634
  %1636 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1635, <8 x i1> %627, <8 x float> zeroinitializer)
  %1637 = getelementptr inbounds float, ptr %4, i64 %1634
  switch i64 %888, label %241 [
    i64 1, label %1652
    i64 2, label %1645
    i64 3, label %1638
  ]

1638:                                             ; preds = %1632
  %1639 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1636)
  %1640 = bitcast <8 x float> %1636 to <8 x i32>
  %1641 = and <8 x i32> %1640, %882
  %1642 = bitcast <8 x i32> %1641 to <8 x float>
  %1643 = fcmp oeq <8 x float> %1636, %15
  %1644 = select <8 x i1> %1643, <8 x float> %1642, <8 x float> %1639
  br label %1655

1645:                                             ; preds = %1632
  %1646 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1636)
  %1647 = bitcast <8 x float> %1636 to <8 x i32>
  %1648 = or <8 x i32> %1647, %883
  %1649 = bitcast <8 x i32> %1648 to <8 x float>
  %1650 = fcmp oeq <8 x float> %1636, %16
  %1651 = select <8 x i1> %1650, <8 x float> %1649, <8 x float> %1646
  br label %1655

1652:                                             ; preds = %1632
  %1653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1637, <8 x i1> %627, <8 x float> zeroinitializer)
  %1654 = fadd <8 x float> %1636, %1653
  br label %1655

1655:                                             ; preds = %1652, %1645, %1638
  %1656 = phi <8 x float> [ %1654, %1652 ], [ %1651, %1645 ], [ %1644, %1638 ]
  %1657 = lshr i64 %14, 2
  %1658 = and i64 %1657, 3
  switch i64 %1658, label %241 [
    i64 1, label %1673
    i64 2, label %1666
    i64 3, label %1659
    i64 0, label %1697
  ]

1659:                                             ; preds = %1655
  %1660 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1656)
  %1661 = bitcast <8 x float> %1656 to <8 x i32>
  %1662 = and <8 x i32> %1661, %882
  %1663 = bitcast <8 x i32> %1662 to <8 x float>
  %1664 = fcmp oeq <8 x float> %1656, %15
  %1665 = select <8 x i1> %1664, <8 x float> %1663, <8 x float> %1660
  br label %1676

1666:                                             ; preds = %1655
  %1667 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1656)
  %1668 = bitcast <8 x float> %1656 to <8 x i32>
  %1669 = or <8 x i32> %1668, %883
  %1670 = bitcast <8 x i32> %1669 to <8 x float>
  %1671 = fcmp oeq <8 x float> %1656, %16
  %1672 = select <8 x i1> %1671, <8 x float> %1670, <8 x float> %1667
  br label %1676

1673:                                             ; preds = %1655
  %1674 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1637, <8 x i1> %627, <8 x float> zeroinitializer)
  %1675 = fadd <8 x float> %1656, %1674
  br label %1676

1676:                                             ; preds = %1673, %1666, %1659
  %1677 = phi <8 x float> [ %1675, %1673 ], [ %1672, %1666 ], [ %1665, %1659 ]
  %1678 = lshr i64 %14, 4
  %1679 = and i64 %1678, 3
  switch i64 %1679, label %241 [
    i64 1, label %1694
    i64 2, label %1687
    i64 3, label %1680
    i64 0, label %1697
  ]

1680:                                             ; preds = %1676
  %1681 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1677)
  %1682 = bitcast <8 x float> %1677 to <8 x i32>
  %1683 = and <8 x i32> %1682, %882
  %1684 = bitcast <8 x i32> %1683 to <8 x float>
  %1685 = fcmp oeq <8 x float> %1677, %15
  %1686 = select <8 x i1> %1685, <8 x float> %1684, <8 x float> %1681
  br label %1697

1687:                                             ; preds = %1676
  %1688 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1677)
  %1689 = bitcast <8 x float> %1677 to <8 x i32>
  %1690 = or <8 x i32> %1689, %883
  %1691 = bitcast <8 x i32> %1690 to <8 x float>
  %1692 = fcmp oeq <8 x float> %1677, %16
  %1693 = select <8 x i1> %1692, <8 x float> %1691, <8 x float> %1688
  br label %1697

1694:                                             ; preds = %1676
  %1695 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1637, <8 x i1> %627, <8 x float> zeroinitializer)
  %1696 = fadd <8 x float> %1677, %1695
  br label %1697

1697:                                             ; preds = %1680, %1687, %1694, %889, %1676, %1655
  %1698 = phi ptr [ %921, %889 ], [ %1635, %1680 ], [ %1635, %1655 ], [ %1635, %1676 ], [ %1635, %1694 ], [ %1635, %1687 ]
  %1699 = phi <8 x float> [ %922, %889 ], [ %1686, %1680 ], [ %1656, %1655 ], [ %1677, %1676 ], [ %1696, %1694 ], [ %1693, %1687 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1699, ptr align 1 %1698, <8 x i1> %627)
  br label %7848

1700:                                             ; preds = %19, %17
  %1701 = shl nsw i32 %6, 3
  %1702 = add nsw i32 %1701, %7
  switch i32 %1702, label %7848 [
    i32 9, label %1703
    i32 10, label %1850
    i32 17, label %2098
    i32 18, label %2352
    i32 25, label %2734
    i32 26, label %3093
    i32 33, label %3650
    i32 34, label %4050
    i32 41, label %4781
    i32 42, label %5274
    i32 49, label %6181
    i32 50, label %6767
  ]

1703:                                             ; preds = %1700
  %1704 = sub i64 %11, %12
  %1705 = icmp sgt i64 %1704, 7
  %1706 = trunc i64 %1704 to i32
  %1707 = select i1 %1705, i32 8, i32 %1706
  %1708 = insertelement <8 x i32> poison, i32 %1707, i64 0
  %1709 = shufflevector <8 x i32> %1708, <8 x i32> poison, <8 x i32> zeroinitializer
  %1710 = icmp sgt <8 x i32> %1709, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1711 = getelementptr float, ptr %2, i64 %12
  %1712 = getelementptr float, ptr %3, i64 %12
  %1713 = icmp sgt i64 %9, 0
  %1714 = getelementptr inbounds float, ptr %5, i64 %13
  %1715 = mul nsw i64 %13, %11
  %1716 = getelementptr float, ptr %1711, i64 %1715
  %1717 = getelementptr float, ptr %1712, i64 %1715
  br i1 %1713, label %1718, label %1720

1718:                                             ; preds = %1703
  %1719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1717, <8 x i1> %1710, <8 x float> zeroinitializer)
  br label %1728

1720:                                             ; preds = %1703
  %1721 = icmp eq ptr %5, null
  br i1 %1721, label %1726, label %1722

1722:                                             ; preds = %1720
  %1723 = load float, ptr %1714, align 1
  %1724 = insertelement <8 x float> poison, float %1723, i64 0
  %1725 = shufflevector <8 x float> %1724, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1728

1726:                                             ; preds = %1720
  %1727 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1716, <8 x i1> %1710, <8 x float> zeroinitializer)
  br label %1728

1728:                                             ; preds = %1726, %1722, %1718
  %1729 = phi <8 x float> [ %1719, %1718 ], [ %1727, %1726 ], [ %1725, %1722 ]
  %1730 = getelementptr inbounds float, ptr %0, i64 %12
  %1731 = mul nsw i64 %13, %8
  %1732 = getelementptr inbounds float, ptr %1, i64 %1731
  %1733 = icmp slt i64 %9, %10
  br i1 %1733, label %1734, label %1754

1734:                                             ; preds = %1728
  %1735 = sub i64 %10, %9
  %1736 = add nsw i64 %9, 1
  %1737 = and i64 %1735, 1
  %1738 = icmp eq i64 %1737, 0
  br i1 %1738, label %1749, label %1739

1739:                                             ; preds = %1734
  %1740 = mul nsw i64 %9, %11
  %1741 = getelementptr inbounds float, ptr %1730, i64 %1740
  %1742 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1741, <8 x i1> %1710, <8 x float> zeroinitializer)
  %1743 = getelementptr float, ptr %1732, i64 %9
  %1744 = load float, ptr %1743, align 1
  %1745 = insertelement <8 x float> poison, float %1744, i64 0
  %1746 = shufflevector <8 x float> %1745, <8 x float> poison, <8 x i32> zeroinitializer
  %1747 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1742, <8 x float> %1746, <8 x float> %1729)
  %1748 = add nsw i64 %9, 1
  br label %1749

1749:                                             ; preds = %1739, %1734
  %1750 = phi <8 x float> [ poison, %1734 ], [ %1747, %1739 ]
  %1751 = phi <8 x float> [ %1729, %1734 ], [ %1747, %1739 ]
  %1752 = phi i64 [ %9, %1734 ], [ %1748, %1739 ]
  %1753 = icmp eq i64 %10, %1736
  br i1 %1753, label %1754, label %1759

1754:                                             ; preds = %1749, %1759, %1728
  %1755 = phi <8 x float> [ %1729, %1728 ], [ %1750, %1749 ], [ %1778, %1759 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1755, ptr align 1 %1717, <8 x i1> %1710)
  %1756 = icmp eq i64 %14, 0
  %1757 = icmp slt i64 %10, %8
  %1758 = or i1 %1757, %1756
  br i1 %1758, label %7848, label %1781

1759:                                             ; preds = %1749, %1759
  %1760 = phi <8 x float> [ %1778, %1759 ], [ %1751, %1749 ]
  %1761 = phi i64 [ %1779, %1759 ], [ %1752, %1749 ]
  %1762 = mul nsw i64 %1761, %11
  %1763 = getelementptr inbounds float, ptr %1730, i64 %1762
  %1764 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1763, <8 x i1> %1710, <8 x float> zeroinitializer)
  %1765 = getelementptr float, ptr %1732, i64 %1761
  %1766 = load float, ptr %1765, align 1
  %1767 = insertelement <8 x float> poison, float %1766, i64 0
  %1768 = shufflevector <8 x float> %1767, <8 x float> poison, <8 x i32> zeroinitializer
  %1769 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1764, <8 x float> %1768, <8 x float> %1760)
  %1770 = add nsw i64 %1761, 1
  %1771 = mul nsw i64 %1770, %11
  %1772 = getelementptr inbounds float, ptr %1730, i64 %1771
  %1773 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1772, <8 x i1> %1710, <8 x float> zeroinitializer)
  %1774 = getelementptr float, ptr %1732, i64 %1770
  %1775 = load float, ptr %1774, align 1
  %1776 = insertelement <8 x float> poison, float %1775, i64 0
  %1777 = shufflevector <8 x float> %1776, <8 x float> poison, <8 x i32> zeroinitializer
  %1778 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1773, <8 x float> %1777, <8 x float> %1769)
  %1779 = add nsw i64 %1761, 2
  %1780 = icmp eq i64 %1779, %10
  br i1 %1780, label %1754, label %1759

1781:                                             ; preds = %1754
  %1782 = add nsw i64 %1715, %12
  %1783 = getelementptr inbounds float, ptr %3, i64 %1782
  %1784 = getelementptr inbounds float, ptr %4, i64 %1782
  %1785 = bitcast <8 x float> %15 to <8 x i32>
  %1786 = bitcast <8 x float> %16 to <8 x i32>
  %1787 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1783, <8 x i1> %1710, <8 x float> zeroinitializer)
  %1788 = and i64 %14, 3
  switch i64 %1788, label %241 [
    i64 1, label %1789
    i64 2, label %1792
    i64 3, label %1799
    i64 0, label %1848
  ]

1789:                                             ; preds = %1781
  %1790 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1784, <8 x i1> %1710, <8 x float> zeroinitializer)
  %1791 = fadd <8 x float> %1787, %1790
  br label %1806

1792:                                             ; preds = %1781
  %1793 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1787)
  %1794 = bitcast <8 x float> %1787 to <8 x i32>
  %1795 = or <8 x i32> %1794, %1786
  %1796 = bitcast <8 x i32> %1795 to <8 x float>
  %1797 = fcmp oeq <8 x float> %1787, %16
  %1798 = select <8 x i1> %1797, <8 x float> %1796, <8 x float> %1793
  br label %1806

1799:                                             ; preds = %1781
  %1800 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1787)
  %1801 = bitcast <8 x float> %1787 to <8 x i32>
  %1802 = and <8 x i32> %1801, %1785
  %1803 = bitcast <8 x i32> %1802 to <8 x float>
  %1804 = fcmp oeq <8 x float> %1787, %15
  %1805 = select <8 x i1> %1804, <8 x float> %1803, <8 x float> %1800
  br label %1806

1806:                                             ; preds = %1799, %1792, %1789
  %1807 = phi <8 x float> [ %1791, %1789 ], [ %1798, %1792 ], [ %1805, %1799 ]
  %1808 = lshr i64 %14, 2
  %1809 = and i64 %1808, 3
  switch i64 %1809, label %241 [
    i64 1, label %1824
    i64 2, label %1817
    i64 3, label %1810
    i64 0, label %1848
  ]

1810:                                             ; preds = %1806
  %1811 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1807)
  %1812 = bitcast <8 x float> %1807 to <8 x i32>
  %1813 = and <8 x i32> %1812, %1785
  %1814 = bitcast <8 x i32> %1813 to <8 x float>
  %1815 = fcmp oeq <8 x float> %1807, %15
  %1816 = select <8 x i1> %1815, <8 x float> %1814, <8 x float> %1811
  br label %1827

1817:                                             ; preds = %1806
  %1818 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1807)
  %1819 = bitcast <8 x float> %1807 to <8 x i32>
  %1820 = or <8 x i32> %1819, %1786
  %1821 = bitcast <8 x i32> %1820 to <8 x float>
  %1822 = fcmp oeq <8 x float> %1807, %16
  %1823 = select <8 x i1> %1822, <8 x float> %1821, <8 x float> %1818
  br label %1827

1824:                                             ; preds = %1806
  %1825 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1784, <8 x i1> %1710, <8 x float> zeroinitializer)
  %1826 = fadd <8 x float> %1807, %1825
  br label %1827

1827:                                             ; preds = %1824, %1817, %1810
  %1828 = phi <8 x float> [ %1826, %1824 ], [ %1823, %1817 ], [ %1816, %1810 ]
  %1829 = lshr i64 %14, 4
  %1830 = and i64 %1829, 3
  switch i64 %1830, label %241 [
    i64 1, label %1845
    i64 2, label %1838
    i64 3, label %1831
    i64 0, label %1848
  ]

1831:                                             ; preds = %1827
  %1832 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1828)
  %1833 = bitcast <8 x float> %1828 to <8 x i32>
  %1834 = and <8 x i32> %1833, %1785
  %1835 = bitcast <8 x i32> %1834 to <8 x float>
  %1836 = fcmp oeq <8 x float> %1828, %15
  %1837 = select <8 x i1> %1836, <8 x float> %1835, <8 x float> %1832
  br label %1848

1838:                                             ; preds = %1827
  %1839 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1828)
  %1840 = bitcast <8 x float> %1828 to <8 x i32>
  %1841 = or <8 x i32> %1840, %1786
  %1842 = bitcast <8 x i32> %1841 to <8 x float>
  %1843 = fcmp oeq <8 x float> %1828, %16
  %1844 = select <8 x i1> %1843, <8 x float> %1842, <8 x float> %1839
  br label %1848

1845:                                             ; preds = %1827
  %1846 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1784, <8 x i1> %1710, <8 x float> zeroinitializer)
  %1847 = fadd <8 x float> %1828, %1846
  br label %1848

1848:                                             ; preds = %1831, %1838, %1845, %1827, %1806, %1781
  %1849 = phi <8 x float> [ %1828, %1827 ], [ %1787, %1781 ], [ %1807, %1806 ], [ %1847, %1845 ], [ %1844, %1838 ], [ %1837, %1831 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1849, ptr align 1 %1783, <8 x i1> %1710)
  br label %7848

1850:                                             ; preds = %1700
  %1851 = sub i64 %11, %12
  %1852 = icmp sgt i64 %1851, 7
  %1853 = trunc i64 %1851 to i32
  %1854 = select i1 %1852, i32 8, i32 %1853
  %1855 = insertelement <8 x i32> poison, i32 %1854, i64 0
  %1856 = shufflevector <8 x i32> %1855, <8 x i32> poison, <8 x i32> zeroinitializer
  %1857 = icmp sgt <8 x i32> %1856, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1858 = add i64 %12, 8
  %1859 = sub i64 %11, %1858
  %1860 = icmp sgt i64 %1859, 7
  %1861 = trunc i64 %1859 to i32
  %1862 = select i1 %1860, i32 8, i32 %1861
  %1863 = insertelement <8 x i32> poison, i32 %1862, i64 0
  %1864 = shufflevector <8 x i32> %1863, <8 x i32> poison, <8 x i32> zeroinitializer
  %1865 = icmp sgt <8 x i32> %1864, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1866 = icmp sgt i64 %9, 0
  %1867 = getelementptr float, ptr %2, i64 %12
  %1868 = getelementptr inbounds float, ptr %5, i64 %13
  %1869 = mul nsw i64 %13, %11
  %1870 = getelementptr float, ptr %1867, i64 %1869
  br i1 %1866, label %1883, label %1871

1871:                                             ; preds = %1850
  %1872 = icmp eq ptr %5, null
  br i1 %1872, label %1879, label %1873

1873:                                             ; preds = %1871
  %1874 = load float, ptr %1868, align 1
  %1875 = insertelement <8 x float> poison, float %1874, i64 0
  %1876 = shufflevector <8 x float> %1875, <8 x float> poison, <8 x i32> zeroinitializer
  %1877 = insertelement <8 x float> poison, float %1874, i64 0
  %1878 = shufflevector <8 x float> %1877, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1889

1879:                                             ; preds = %1871
  %1880 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1870, <8 x i1> %1857, <8 x float> zeroinitializer)
  %1881 = getelementptr inbounds nuw i8, ptr %1870, i64 32
  %1882 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1881, <8 x i1> %1865, <8 x float> zeroinitializer)
  br label %1889

1883:                                             ; preds = %1850
  %1884 = getelementptr float, ptr %3, i64 %12
  %1885 = getelementptr float, ptr %1884, i64 %1869
  %1886 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1885, <8 x i1> %1857, <8 x float> zeroinitializer)
  %1887 = getelementptr inbounds nuw i8, ptr %1885, i64 32
  %1888 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1887, <8 x i1> %1865, <8 x float> zeroinitializer)
  br label %1889

1889:                                             ; preds = %1883, %1879, %1873
  %1890 = phi <8 x float> [ %1886, %1883 ], [ %1880, %1879 ], [ %1876, %1873 ]
  %1891 = phi <8 x float> [ %1888, %1883 ], [ %1882, %1879 ], [ %1878, %1873 ]
  %1892 = getelementptr inbounds float, ptr %0, i64 %12
  %1893 = mul nsw i64 %13, %8
  %1894 = getelementptr inbounds float, ptr %1, i64 %1893
  %1895 = icmp slt i64 %9, %10
  br i1 %1895, label %1896, label %1921

1896:                                             ; preds = %1889
  %1897 = sub i64 %10, %9
  %1898 = add nsw i64 %9, 1
  %1899 = and i64 %1897, 1
  %1900 = icmp eq i64 %1899, 0
  br i1 %1900, label %1914, label %1901

1901:                                             ; preds = %1896
  %1902 = mul nsw i64 %9, %11
  %1903 = getelementptr inbounds float, ptr %1892, i64 %1902
  %1904 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1903, <8 x i1> %1857, <8 x float> zeroinitializer)
  %1905 = getelementptr inbounds nuw i8, ptr %1903, i64 32
  %1906 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1905, <8 x i1> %1865, <8 x float> zeroinitializer)
  %1907 = getelementptr float, ptr %1894, i64 %9
  %1908 = load float, ptr %1907, align 1
  %1909 = insertelement <8 x float> poison, float %1908, i64 0
  %1910 = shufflevector <8 x float> %1909, <8 x float> poison, <8 x i32> zeroinitializer
  %1911 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1904, <8 x float> %1910, <8 x float> %1890)
  %1912 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1906, <8 x float> %1910, <8 x float> %1891)
  %1913 = add nsw i64 %9, 1
  br label %1914

1914:                                             ; preds = %1901, %1896
  %1915 = phi <8 x float> [ poison, %1896 ], [ %1911, %1901 ]
  %1916 = phi <8 x float> [ poison, %1896 ], [ %1912, %1901 ]
  %1917 = phi <8 x float> [ %1890, %1896 ], [ %1911, %1901 ]
  %1918 = phi <8 x float> [ %1891, %1896 ], [ %1912, %1901 ]
  %1919 = phi i64 [ %9, %1896 ], [ %1913, %1901 ]
  %1920 = icmp eq i64 %10, %1898
  br i1 %1920, label %1921, label %1930

1921:                                             ; preds = %1914, %1930, %1889
  %1922 = phi <8 x float> [ %1890, %1889 ], [ %1915, %1914 ], [ %1955, %1930 ]
  %1923 = phi <8 x float> [ %1891, %1889 ], [ %1916, %1914 ], [ %1956, %1930 ]
  %1924 = getelementptr inbounds float, ptr %3, i64 %1869
  %1925 = getelementptr inbounds float, ptr %1924, i64 %12
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1922, ptr align 1 %1925, <8 x i1> %1857)
  %1926 = getelementptr inbounds nuw i8, ptr %1925, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1923, ptr nonnull align 1 %1926, <8 x i1> %1865)
  %1927 = icmp eq i64 %14, 0
  %1928 = icmp slt i64 %10, %8
  %1929 = or i1 %1928, %1927
  br i1 %1929, label %7848, label %1959

1930:                                             ; preds = %1914, %1930
  %1931 = phi <8 x float> [ %1955, %1930 ], [ %1917, %1914 ]
  %1932 = phi <8 x float> [ %1956, %1930 ], [ %1918, %1914 ]
  %1933 = phi i64 [ %1957, %1930 ], [ %1919, %1914 ]
  %1934 = mul nsw i64 %1933, %11
  %1935 = getelementptr inbounds float, ptr %1892, i64 %1934
  %1936 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1935, <8 x i1> %1857, <8 x float> zeroinitializer)
  %1937 = getelementptr inbounds nuw i8, ptr %1935, i64 32
  %1938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1937, <8 x i1> %1865, <8 x float> zeroinitializer)
  %1939 = getelementptr float, ptr %1894, i64 %1933
  %1940 = load float, ptr %1939, align 1
  %1941 = insertelement <8 x float> poison, float %1940, i64 0
  %1942 = shufflevector <8 x float> %1941, <8 x float> poison, <8 x i32> zeroinitializer
  %1943 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1936, <8 x float> %1942, <8 x float> %1931)
  %1944 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1938, <8 x float> %1942, <8 x float> %1932)
  %1945 = add nsw i64 %1933, 1
  %1946 = mul nsw i64 %1945, %11
  %1947 = getelementptr inbounds float, ptr %1892, i64 %1946
  %1948 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1947, <8 x i1> %1857, <8 x float> zeroinitializer)
  %1949 = getelementptr inbounds nuw i8, ptr %1947, i64 32
  %1950 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1949, <8 x i1> %1865, <8 x float> zeroinitializer)
  %1951 = getelementptr float, ptr %1894, i64 %1945
  %1952 = load float, ptr %1951, align 1
  %1953 = insertelement <8 x float> poison, float %1952, i64 0
  %1954 = shufflevector <8 x float> %1953, <8 x float> poison, <8 x i32> zeroinitializer
  %1955 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1948, <8 x float> %1954, <8 x float> %1943)
  %1956 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1950, <8 x float> %1954, <8 x float> %1944)
  %1957 = add nsw i64 %1933, 2
  %1958 = icmp eq i64 %1957, %10
  br i1 %1958, label %1921, label %1930

1959:                                             ; preds = %1921
  %1960 = add nsw i64 %1869, %12
  %1961 = bitcast <8 x float> %15 to <8 x i32>
  %1962 = bitcast <8 x float> %16 to <8 x i32>
  %1963 = getelementptr inbounds float, ptr %3, i64 %1960
  %1964 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1963, <8 x i1> %1857, <8 x float> zeroinitializer)
  %1965 = getelementptr inbounds float, ptr %4, i64 %1960
  %1966 = and i64 %14, 3
  switch i64 %1966, label %241 [
    i64 1, label %1971
    i64 2, label %1974
    i64 3, label %1981
    i64 0, label %1967
  ]

1967:                                             ; preds = %1959
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1964, ptr align 1 %1963, <8 x i1> %1857)
  %1968 = getelementptr float, ptr %3, i64 %1960
  %1969 = getelementptr i8, ptr %1968, i64 32
  %1970 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1969, <8 x i1> %1865, <8 x float> zeroinitializer)
  br label %2095

1971:                                             ; preds = %1959
  %1972 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1965, <8 x i1> %1857, <8 x float> zeroinitializer)
  %1973 = fadd <8 x float> %1964, %1972
  br label %1988

1974:                                             ; preds = %1959
  %1975 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1964)
  %1976 = bitcast <8 x float> %1964 to <8 x i32>
  %1977 = or <8 x i32> %1976, %1962
  %1978 = bitcast <8 x i32> %1977 to <8 x float>
  %1979 = fcmp oeq <8 x float> %1964, %16
  %1980 = select <8 x i1> %1979, <8 x float> %1978, <8 x float> %1975
  br label %1988

1981:                                             ; preds = %1959
  %1982 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1964)
  %1983 = bitcast <8 x float> %1964 to <8 x i32>
  %1984 = and <8 x i32> %1983, %1961
  %1985 = bitcast <8 x i32> %1984 to <8 x float>
  %1986 = fcmp oeq <8 x float> %1964, %15
  %1987 = select <8 x i1> %1986, <8 x float> %1985, <8 x float> %1982
  br label %1988

1988:                                             ; preds = %1981, %1974, %1971
  %1989 = phi <8 x float> [ %1973, %1971 ], [ %1980, %1974 ], [ %1987, %1981 ]
  %1990 = lshr i64 %14, 2
  %1991 = and i64 %1990, 3
  switch i64 %1991, label %241 [
    i64 1, label %2006
    i64 2, label %1999
    i64 3, label %1992
    i64 0, label %2030
  ]

1992:                                             ; preds = %1988
  %1993 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %1989)
  %1994 = bitcast <8 x float> %1989 to <8 x i32>
  %1995 = and <8 x i32> %1994, %1961
  %1996 = bitcast <8 x i32> %1995 to <8 x float>
  %1997 = fcmp oeq <8 x float> %1989, %15
  %1998 = select <8 x i1> %1997, <8 x float> %1996, <8 x float> %1993
  br label %2009

1999:                                             ; preds = %1988
  %2000 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %1989)
  %2001 = bitcast <8 x float> %1989 to <8 x i32>
  %2002 = or <8 x i32> %2001, %1962
  %2003 = bitcast <8 x i32> %2002 to <8 x float>
  %2004 = fcmp oeq <8 x float> %1989, %16
  %2005 = select <8 x i1> %2004, <8 x float> %2003, <8 x float> %2000
  br label %2009

2006:                                             ; preds = %1988
  %2007 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1965, <8 x i1> %1857, <8 x float> zeroinitializer)
  %2008 = fadd <8 x float> %1989, %2007
  br label %2009

2009:                                             ; preds = %2006, %1999, %1992
  %2010 = phi <8 x float> [ %2008, %2006 ], [ %2005, %1999 ], [ %1998, %1992 ]
  %2011 = lshr i64 %14, 4
  %2012 = and i64 %2011, 3
  switch i64 %2012, label %241 [
    i64 1, label %2027
    i64 2, label %2020
    i64 3, label %2013
    i64 0, label %2030
  ]

2013:                                             ; preds = %2009
  %2014 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2010)
  %2015 = bitcast <8 x float> %2010 to <8 x i32>
  %2016 = and <8 x i32> %2015, %1961
  %2017 = bitcast <8 x i32> %2016 to <8 x float>
  %2018 = fcmp oeq <8 x float> %2010, %15
  %2019 = select <8 x i1> %2018, <8 x float> %2017, <8 x float> %2014
  br label %2030

2020:                                             ; preds = %2009
  %2021 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2010)
  %2022 = bitcast <8 x float> %2010 to <8 x i32>
  %2023 = or <8 x i32> %2022, %1962
  %2024 = bitcast <8 x i32> %2023 to <8 x float>
  %2025 = fcmp oeq <8 x float> %2010, %16
  %2026 = select <8 x i1> %2025, <8 x float> %2024, <8 x float> %2021
  br label %2030

2027:                                             ; preds = %2009
  %2028 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1965, <8 x i1> %1857, <8 x float> zeroinitializer)
  %2029 = fadd <8 x float> %2010, %2028
  br label %2030

2030:                                             ; preds = %2013, %2020, %2027, %2009, %1988
  %2031 = phi <8 x float> [ %2010, %2009 ], [ %2019, %2013 ], [ %1989, %1988 ], [ %2029, %2027 ], [ %2026, %2020 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2031, ptr align 1 %1963, <8 x i1> %1857)
  %2032 = add nsw i64 %1960, 8
  %2033 = getelementptr inbounds float, ptr %3, i64 %2032
  %2034 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2033, <8 x i1> %1865, <8 x float> zeroinitializer)
  %2035 = getelementptr inbounds float, ptr %4, i64 %2032
  switch i64 %1966, label %241 [
    i64 1, label %2050
    i64 2, label %2043
    i64 3, label %2036
  ]

2036:                                             ; preds = %2030
  %2037 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2034)
  %2038 = bitcast <8 x float> %2034 to <8 x i32>
  %2039 = and <8 x i32> %2038, %1961
  %2040 = bitcast <8 x i32> %2039 to <8 x float>
  %2041 = fcmp oeq <8 x float> %2034, %15
  %2042 = select <8 x i1> %2041, <8 x float> %2040, <8 x float> %2037
  br label %2053

2043:                                             ; preds = %2030
  %2044 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2034)
  %2045 = bitcast <8 x float> %2034 to <8 x i32>
  %2046 = or <8 x i32> %2045, %1962
  %2047 = bitcast <8 x i32> %2046 to <8 x float>
  %2048 = fcmp oeq <8 x float> %2034, %16
  %2049 = select <8 x i1> %2048, <8 x float> %2047, <8 x float> %2044
  br label %2053

2050:                                             ; preds = %2030
  %2051 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2035, <8 x i1> %1865, <8 x float> zeroinitializer)
  %2052 = fadd <8 x float> %2034, %2051
  br label %2053

2053:                                             ; preds = %2050, %2043, %2036
  %2054 = phi <8 x float> [ %2052, %2050 ], [ %2049, %2043 ], [ %2042, %2036 ]
  %2055 = lshr i64 %14, 2
  %2056 = and i64 %2055, 3
  switch i64 %2056, label %241 [
    i64 1, label %2071
    i64 2, label %2064
    i64 3, label %2057
    i64 0, label %2095
  ]

2057:                                             ; preds = %2053
  %2058 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2054)
  %2059 = bitcast <8 x float> %2054 to <8 x i32>
  %2060 = and <8 x i32> %2059, %1961
  %2061 = bitcast <8 x i32> %2060 to <8 x float>
  %2062 = fcmp oeq <8 x float> %2054, %15
  %2063 = select <8 x i1> %2062, <8 x float> %2061, <8 x float> %2058
  br label %2074

2064:                                             ; preds = %2053
  %2065 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2054)
  %2066 = bitcast <8 x float> %2054 to <8 x i32>
  %2067 = or <8 x i32> %2066, %1962
  %2068 = bitcast <8 x i32> %2067 to <8 x float>
  %2069 = fcmp oeq <8 x float> %2054, %16
  %2070 = select <8 x i1> %2069, <8 x float> %2068, <8 x float> %2065
  br label %2074

2071:                                             ; preds = %2053
  %2072 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2035, <8 x i1> %1865, <8 x float> zeroinitializer)
  %2073 = fadd <8 x float> %2054, %2072
  br label %2074

2074:                                             ; preds = %2071, %2064, %2057
  %2075 = phi <8 x float> [ %2073, %2071 ], [ %2070, %2064 ], [ %2063, %2057 ]
  %2076 = lshr i64 %14, 4
  %2077 = and i64 %2076, 3
  switch i64 %2077, label %241 [
    i64 1, label %2092
    i64 2, label %2085
    i64 3, label %2078
    i64 0, label %2095
  ]

2078:                                             ; preds = %2074
  %2079 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2075)
  %2080 = bitcast <8 x float> %2075 to <8 x i32>
  %2081 = and <8 x i32> %2080, %1961
  %2082 = bitcast <8 x i32> %2081 to <8 x float>
  %2083 = fcmp oeq <8 x float> %2075, %15
  %2084 = select <8 x i1> %2083, <8 x float> %2082, <8 x float> %2079
  br label %2095

2085:                                             ; preds = %2074
  %2086 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2075)
  %2087 = bitcast <8 x float> %2075 to <8 x i32>
  %2088 = or <8 x i32> %2087, %1962
  %2089 = bitcast <8 x i32> %2088 to <8 x float>
  %2090 = fcmp oeq <8 x float> %2075, %16
  %2091 = select <8 x i1> %2090, <8 x float> %2089, <8 x float> %2086
  br label %2095

2092:                                             ; preds = %2074
  %2093 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2035, <8 x i1> %1865, <8 x float> zeroinitializer)
  %2094 = fadd <8 x float> %2075, %2093
  br label %2095

2095:                                             ; preds = %2078, %2085, %2092, %1967, %2074, %2053
  %2096 = phi ptr [ %1969, %1967 ], [ %2033, %2078 ], [ %2033, %2053 ], [ %2033, %2074 ], [ %2033, %2092 ], [ %2033, %2085 ]
  %2097 = phi <8 x float> [ %1970, %1967 ], [ %2084, %2078 ], [ %2054, %2053 ], [ %2075, %2074 ], [ %2094, %2092 ], [ %2091, %2085 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2097, ptr align 1 %2096, <8 x i1> %1865)
  br label %7848

2098:                                             ; preds = %1700
  %2099 = sub i64 %11, %12
  %2100 = icmp sgt i64 %2099, 7
  %2101 = trunc i64 %2099 to i32
  %2102 = select i1 %2100, i32 8, i32 %2101
  %2103 = insertelement <8 x i32> poison, i32 %2102, i64 0
  %2104 = shufflevector <8 x i32> %2103, <8 x i32> poison, <8 x i32> zeroinitializer
  %2105 = icmp sgt <8 x i32> %2104, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2106 = getelementptr float, ptr %2, i64 %12
  %2107 = getelementptr float, ptr %3, i64 %12
  %2108 = icmp sgt i64 %9, 0
  %2109 = getelementptr inbounds float, ptr %5, i64 %13
  %2110 = mul nsw i64 %13, %11
  %2111 = getelementptr float, ptr %2106, i64 %2110
  br i1 %2108, label %2130, label %2112

2112:                                             ; preds = %2098
  %2113 = icmp eq ptr %5, null
  br i1 %2113, label %2124, label %2114

2114:                                             ; preds = %2112
  %2115 = load float, ptr %2109, align 1
  %2116 = insertelement <8 x float> poison, float %2115, i64 0
  %2117 = shufflevector <8 x float> %2116, <8 x float> poison, <8 x i32> zeroinitializer
  %2118 = getelementptr inbounds nuw i8, ptr %2109, i64 4
  %2119 = add nsw i64 %13, 1
  %2120 = mul nsw i64 %2119, %11
  %2121 = load float, ptr %2118, align 1
  %2122 = insertelement <8 x float> poison, float %2121, i64 0
  %2123 = shufflevector <8 x float> %2122, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2137

2124:                                             ; preds = %2112
  %2125 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2111, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2126 = add nsw i64 %13, 1
  %2127 = mul nsw i64 %2126, %11
  %2128 = getelementptr float, ptr %2106, i64 %2127
  %2129 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2128, <8 x i1> %2105, <8 x float> zeroinitializer)
  br label %2137

2130:                                             ; preds = %2098
  %2131 = getelementptr float, ptr %2107, i64 %2110
  %2132 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2131, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2133 = add nsw i64 %13, 1
  %2134 = mul nsw i64 %2133, %11
  %2135 = getelementptr float, ptr %2107, i64 %2134
  %2136 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2135, <8 x i1> %2105, <8 x float> zeroinitializer)
  br label %2137

2137:                                             ; preds = %2130, %2124, %2114
  %2138 = phi i64 [ %2134, %2130 ], [ %2127, %2124 ], [ %2120, %2114 ]
  %2139 = phi <8 x float> [ %2132, %2130 ], [ %2125, %2124 ], [ %2117, %2114 ]
  %2140 = phi <8 x float> [ %2136, %2130 ], [ %2129, %2124 ], [ %2123, %2114 ]
  %2141 = getelementptr inbounds float, ptr %0, i64 %12
  %2142 = mul nsw i64 %13, %8
  %2143 = getelementptr inbounds float, ptr %1, i64 %2142
  %2144 = icmp slt i64 %9, %10
  br i1 %2144, label %2145, label %2172

2145:                                             ; preds = %2137
  %2146 = sub i64 %10, %9
  %2147 = add nsw i64 %9, 1
  %2148 = and i64 %2146, 1
  %2149 = icmp eq i64 %2148, 0
  br i1 %2149, label %2165, label %2150

2150:                                             ; preds = %2145
  %2151 = mul nsw i64 %9, %11
  %2152 = getelementptr inbounds float, ptr %2141, i64 %2151
  %2153 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2152, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2154 = getelementptr float, ptr %2143, i64 %9
  %2155 = load float, ptr %2154, align 1
  %2156 = insertelement <8 x float> poison, float %2155, i64 0
  %2157 = shufflevector <8 x float> %2156, <8 x float> poison, <8 x i32> zeroinitializer
  %2158 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2153, <8 x float> %2157, <8 x float> %2139)
  %2159 = getelementptr float, ptr %2154, i64 %8
  %2160 = load float, ptr %2159, align 1
  %2161 = insertelement <8 x float> poison, float %2160, i64 0
  %2162 = shufflevector <8 x float> %2161, <8 x float> poison, <8 x i32> zeroinitializer
  %2163 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2153, <8 x float> %2162, <8 x float> %2140)
  %2164 = add nsw i64 %9, 1
  br label %2165

2165:                                             ; preds = %2150, %2145
  %2166 = phi <8 x float> [ poison, %2145 ], [ %2158, %2150 ]
  %2167 = phi <8 x float> [ poison, %2145 ], [ %2163, %2150 ]
  %2168 = phi <8 x float> [ %2139, %2145 ], [ %2158, %2150 ]
  %2169 = phi <8 x float> [ %2140, %2145 ], [ %2163, %2150 ]
  %2170 = phi i64 [ %9, %2145 ], [ %2164, %2150 ]
  %2171 = icmp eq i64 %10, %2147
  br i1 %2171, label %2172, label %2180

2172:                                             ; preds = %2165, %2180, %2137
  %2173 = phi <8 x float> [ %2139, %2137 ], [ %2166, %2165 ], [ %2205, %2180 ]
  %2174 = phi <8 x float> [ %2140, %2137 ], [ %2167, %2165 ], [ %2210, %2180 ]
  %2175 = getelementptr float, ptr %2107, i64 %2110
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2173, ptr align 1 %2175, <8 x i1> %2105)
  %2176 = getelementptr float, ptr %2107, i64 %2138
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2174, ptr align 1 %2176, <8 x i1> %2105)
  %2177 = icmp eq i64 %14, 0
  %2178 = icmp slt i64 %10, %8
  %2179 = or i1 %2178, %2177
  br i1 %2179, label %7848, label %2213

2180:                                             ; preds = %2165, %2180
  %2181 = phi <8 x float> [ %2205, %2180 ], [ %2168, %2165 ]
  %2182 = phi <8 x float> [ %2210, %2180 ], [ %2169, %2165 ]
  %2183 = phi i64 [ %2211, %2180 ], [ %2170, %2165 ]
  %2184 = mul nsw i64 %2183, %11
  %2185 = getelementptr inbounds float, ptr %2141, i64 %2184
  %2186 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2185, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2187 = getelementptr float, ptr %2143, i64 %2183
  %2188 = load float, ptr %2187, align 1
  %2189 = insertelement <8 x float> poison, float %2188, i64 0
  %2190 = shufflevector <8 x float> %2189, <8 x float> poison, <8 x i32> zeroinitializer
  %2191 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2190, <8 x float> %2181)
  %2192 = getelementptr float, ptr %2187, i64 %8
  %2193 = load float, ptr %2192, align 1
  %2194 = insertelement <8 x float> poison, float %2193, i64 0
  %2195 = shufflevector <8 x float> %2194, <8 x float> poison, <8 x i32> zeroinitializer
  %2196 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2195, <8 x float> %2182)
  %2197 = add nsw i64 %2183, 1
  %2198 = mul nsw i64 %2197, %11
  %2199 = getelementptr inbounds float, ptr %2141, i64 %2198
  %2200 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2199, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2201 = getelementptr float, ptr %2143, i64 %2197
  %2202 = load float, ptr %2201, align 1
  %2203 = insertelement <8 x float> poison, float %2202, i64 0
  %2204 = shufflevector <8 x float> %2203, <8 x float> poison, <8 x i32> zeroinitializer
  %2205 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2200, <8 x float> %2204, <8 x float> %2191)
  %2206 = getelementptr float, ptr %2201, i64 %8
  %2207 = load float, ptr %2206, align 1
  %2208 = insertelement <8 x float> poison, float %2207, i64 0
  %2209 = shufflevector <8 x float> %2208, <8 x float> poison, <8 x i32> zeroinitializer
  %2210 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2200, <8 x float> %2209, <8 x float> %2196)
  %2211 = add nsw i64 %2183, 2
  %2212 = icmp eq i64 %2211, %10
  br i1 %2212, label %2172, label %2180

2213:                                             ; preds = %2172
  %2214 = bitcast <8 x float> %15 to <8 x i32>
  %2215 = bitcast <8 x float> %16 to <8 x i32>
  %2216 = add nsw i64 %2110, %12
  %2217 = getelementptr inbounds float, ptr %3, i64 %2216
  %2218 = getelementptr inbounds float, ptr %4, i64 %2216
  %2219 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2217, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2220 = and i64 %14, 3
  switch i64 %2220, label %241 [
    i64 1, label %2225
    i64 2, label %2228
    i64 3, label %2235
    i64 0, label %2221
  ]

2221:                                             ; preds = %2213
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2219, ptr align 1 %2217, <8 x i1> %2105)
  %2222 = getelementptr float, ptr %3, i64 %2138
  %2223 = getelementptr float, ptr %2222, i64 %12
  %2224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2223, <8 x i1> %2105, <8 x float> zeroinitializer)
  br label %2349

2225:                                             ; preds = %2213
  %2226 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2218, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2227 = fadd <8 x float> %2219, %2226
  br label %2242

2228:                                             ; preds = %2213
  %2229 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2219)
  %2230 = bitcast <8 x float> %2219 to <8 x i32>
  %2231 = or <8 x i32> %2230, %2215
  %2232 = bitcast <8 x i32> %2231 to <8 x float>
  %2233 = fcmp oeq <8 x float> %2219, %16
  %2234 = select <8 x i1> %2233, <8 x float> %2232, <8 x float> %2229
  br label %2242

2235:                                             ; preds = %2213
  %2236 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2219)
  %2237 = bitcast <8 x float> %2219 to <8 x i32>
  %2238 = and <8 x i32> %2237, %2214
  %2239 = bitcast <8 x i32> %2238 to <8 x float>
  %2240 = fcmp oeq <8 x float> %2219, %15
  %2241 = select <8 x i1> %2240, <8 x float> %2239, <8 x float> %2236
  br label %2242

2242:                                             ; preds = %2235, %2228, %2225
  %2243 = phi <8 x float> [ %2227, %2225 ], [ %2234, %2228 ], [ %2241, %2235 ]
  %2244 = lshr i64 %14, 2
  %2245 = and i64 %2244, 3
  switch i64 %2245, label %241 [
    i64 1, label %2260
    i64 2, label %2253
    i64 3, label %2246
    i64 0, label %2284
  ]

2246:                                             ; preds = %2242
  %2247 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2243)
  %2248 = bitcast <8 x float> %2243 to <8 x i32>
  %2249 = and <8 x i32> %2248, %2214
  %2250 = bitcast <8 x i32> %2249 to <8 x float>
  %2251 = fcmp oeq <8 x float> %2243, %15
  %2252 = select <8 x i1> %2251, <8 x float> %2250, <8 x float> %2247
  br label %2263

2253:                                             ; preds = %2242
  %2254 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2243)
  %2255 = bitcast <8 x float> %2243 to <8 x i32>
  %2256 = or <8 x i32> %2255, %2215
  %2257 = bitcast <8 x i32> %2256 to <8 x float>
  %2258 = fcmp oeq <8 x float> %2243, %16
  %2259 = select <8 x i1> %2258, <8 x float> %2257, <8 x float> %2254
  br label %2263

2260:                                             ; preds = %2242
  %2261 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2218, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2262 = fadd <8 x float> %2243, %2261
  br label %2263

2263:                                             ; preds = %2260, %2253, %2246
  %2264 = phi <8 x float> [ %2262, %2260 ], [ %2259, %2253 ], [ %2252, %2246 ]
  %2265 = lshr i64 %14, 4
  %2266 = and i64 %2265, 3
  switch i64 %2266, label %241 [
    i64 1, label %2281
    i64 2, label %2274
    i64 3, label %2267
    i64 0, label %2284
  ]

2267:                                             ; preds = %2263
  %2268 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2264)
  %2269 = bitcast <8 x float> %2264 to <8 x i32>
  %2270 = and <8 x i32> %2269, %2214
  %2271 = bitcast <8 x i32> %2270 to <8 x float>
  %2272 = fcmp oeq <8 x float> %2264, %15
  %2273 = select <8 x i1> %2272, <8 x float> %2271, <8 x float> %2268
  br label %2284

2274:                                             ; preds = %2263
  %2275 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2264)
  %2276 = bitcast <8 x float> %2264 to <8 x i32>
  %2277 = or <8 x i32> %2276, %2215
  %2278 = bitcast <8 x i32> %2277 to <8 x float>
  %2279 = fcmp oeq <8 x float> %2264, %16
  %2280 = select <8 x i1> %2279, <8 x float> %2278, <8 x float> %2275
  br label %2284

2281:                                             ; preds = %2263
  %2282 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2218, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2283 = fadd <8 x float> %2264, %2282
  br label %2284

2284:                                             ; preds = %2267, %2274, %2281, %2263, %2242
  %2285 = phi <8 x float> [ %2264, %2263 ], [ %2273, %2267 ], [ %2243, %2242 ], [ %2283, %2281 ], [ %2280, %2274 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2285, ptr align 1 %2217, <8 x i1> %2105)
  %2286 = add nsw i64 %2138, %12
  %2287 = getelementptr inbounds float, ptr %3, i64 %2286
  %2288 = getelementptr inbounds float, ptr %4, i64 %2286
  %2289 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2287, <8 x i1> %2105, <8 x float> zeroinitializer)
  switch i64 %2220, label %241 [
    i64 1, label %2304
    i64 2, label %2297
    i64 3, label %2290
  ]

2290:                                             ; preds = %2284
  %2291 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2289)
  %2292 = bitcast <8 x float> %2289 to <8 x i32>
  %2293 = and <8 x i32> %2292, %2214
  %2294 = bitcast <8 x i32> %2293 to <8 x float>
  %2295 = fcmp oeq <8 x float> %2289, %15
  %2296 = select <8 x i1> %2295, <8 x float> %2294, <8 x float> %2291
  br label %2307

2297:                                             ; preds = %2284
  %2298 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2289)
  %2299 = bitcast <8 x float> %2289 to <8 x i32>
  %2300 = or <8 x i32> %2299, %2215
  %2301 = bitcast <8 x i32> %2300 to <8 x float>
  %2302 = fcmp oeq <8 x float> %2289, %16
  %2303 = select <8 x i1> %2302, <8 x float> %2301, <8 x float> %2298
  br label %2307

2304:                                             ; preds = %2284
  %2305 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2288, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2306 = fadd <8 x float> %2289, %2305
  br label %2307

2307:                                             ; preds = %2304, %2297, %2290
  %2308 = phi <8 x float> [ %2306, %2304 ], [ %2303, %2297 ], [ %2296, %2290 ]
  %2309 = lshr i64 %14, 2
  %2310 = and i64 %2309, 3
  switch i64 %2310, label %241 [
    i64 1, label %2325
    i64 2, label %2318
    i64 3, label %2311
    i64 0, label %2349
  ]

2311:                                             ; preds = %2307
  %2312 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2308)
  %2313 = bitcast <8 x float> %2308 to <8 x i32>
  %2314 = and <8 x i32> %2313, %2214
  %2315 = bitcast <8 x i32> %2314 to <8 x float>
  %2316 = fcmp oeq <8 x float> %2308, %15
  %2317 = select <8 x i1> %2316, <8 x float> %2315, <8 x float> %2312
  br label %2328

2318:                                             ; preds = %2307
  %2319 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2308)
  %2320 = bitcast <8 x float> %2308 to <8 x i32>
  %2321 = or <8 x i32> %2320, %2215
  %2322 = bitcast <8 x i32> %2321 to <8 x float>
  %2323 = fcmp oeq <8 x float> %2308, %16
  %2324 = select <8 x i1> %2323, <8 x float> %2322, <8 x float> %2319
  br label %2328

2325:                                             ; preds = %2307
  %2326 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2288, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2327 = fadd <8 x float> %2308, %2326
  br label %2328

2328:                                             ; preds = %2325, %2318, %2311
  %2329 = phi <8 x float> [ %2327, %2325 ], [ %2324, %2318 ], [ %2317, %2311 ]
  %2330 = lshr i64 %14, 4
  %2331 = and i64 %2330, 3
  switch i64 %2331, label %241 [
    i64 1, label %2346
    i64 2, label %2339
    i64 3, label %2332
    i64 0, label %2349
  ]

2332:                                             ; preds = %2328
  %2333 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2329)
  %2334 = bitcast <8 x float> %2329 to <8 x i32>
  %2335 = and <8 x i32> %2334, %2214
  %2336 = bitcast <8 x i32> %2335 to <8 x float>
  %2337 = fcmp oeq <8 x float> %2329, %15
  %2338 = select <8 x i1> %2337, <8 x float> %2336, <8 x float> %2333
  br label %2349

2339:                                             ; preds = %2328
  %2340 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2329)
  %2341 = bitcast <8 x float> %2329 to <8 x i32>
  %2342 = or <8 x i32> %2341, %2215
  %2343 = bitcast <8 x i32> %2342 to <8 x float>
  %2344 = fcmp oeq <8 x float> %2329, %16
  %2345 = select <8 x i1> %2344, <8 x float> %2343, <8 x float> %2340
  br label %2349

2346:                                             ; preds = %2328
  %2347 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2288, <8 x i1> %2105, <8 x float> zeroinitializer)
  %2348 = fadd <8 x float> %2329, %2347
  br label %2349

2349:                                             ; preds = %2332, %2339, %2346, %2221, %2328, %2307
  %2350 = phi ptr [ %2223, %2221 ], [ %2287, %2332 ], [ %2287, %2307 ], [ %2287, %2328 ], [ %2287, %2346 ], [ %2287, %2339 ]
  %2351 = phi <8 x float> [ %2224, %2221 ], [ %2338, %2332 ], [ %2308, %2307 ], [ %2329, %2328 ], [ %2348, %2346 ], [ %2345, %2339 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2351, ptr align 1 %2350, <8 x i1> %2105)
  br label %7848

2352:                                             ; preds = %1700
  %2353 = sub i64 %11, %12
  %2354 = icmp sgt i64 %2353, 7
  %2355 = trunc i64 %2353 to i32
  %2356 = select i1 %2354, i32 8, i32 %2355
  %2357 = insertelement <8 x i32> poison, i32 %2356, i64 0
  %2358 = shufflevector <8 x i32> %2357, <8 x i32> poison, <8 x i32> zeroinitializer
  %2359 = icmp sgt <8 x i32> %2358, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2360 = add i64 %12, 8
  %2361 = sub i64 %11, %2360
  %2362 = icmp sgt i64 %2361, 7
  %2363 = trunc i64 %2361 to i32
  %2364 = select i1 %2362, i32 8, i32 %2363
  %2365 = insertelement <8 x i32> poison, i32 %2364, i64 0
  %2366 = shufflevector <8 x i32> %2365, <8 x i32> poison, <8 x i32> zeroinitializer
  %2367 = icmp sgt <8 x i32> %2366, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2368 = icmp sgt i64 %9, 0
  %2369 = getelementptr float, ptr %2, i64 %12
  %2370 = getelementptr float, ptr %3, i64 %12
  %2371 = getelementptr inbounds float, ptr %5, i64 %13
  %2372 = mul nsw i64 %13, %11
  %2373 = getelementptr float, ptr %2369, i64 %2372
  %2374 = getelementptr float, ptr %2370, i64 %2372
  br i1 %2368, label %2403, label %2375

2375:                                             ; preds = %2352
  %2376 = icmp eq ptr %5, null
  br i1 %2376, label %2392, label %2377

2377:                                             ; preds = %2375
  %2378 = load float, ptr %2371, align 1
  %2379 = insertelement <8 x float> poison, float %2378, i64 0
  %2380 = shufflevector <8 x float> %2379, <8 x float> poison, <8 x i32> zeroinitializer
  %2381 = insertelement <8 x float> poison, float %2378, i64 0
  %2382 = shufflevector <8 x float> %2381, <8 x float> poison, <8 x i32> zeroinitializer
  %2383 = getelementptr inbounds nuw i8, ptr %2371, i64 4
  %2384 = add nsw i64 %13, 1
  %2385 = mul nsw i64 %2384, %11
  %2386 = getelementptr float, ptr %2370, i64 %2385
  %2387 = load float, ptr %2383, align 1
  %2388 = insertelement <8 x float> poison, float %2387, i64 0
  %2389 = shufflevector <8 x float> %2388, <8 x float> poison, <8 x i32> zeroinitializer
  %2390 = insertelement <8 x float> poison, float %2387, i64 0
  %2391 = shufflevector <8 x float> %2390, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2413

2392:                                             ; preds = %2375
  %2393 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2373, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2394 = getelementptr inbounds nuw i8, ptr %2373, i64 32
  %2395 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2394, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2396 = add nsw i64 %13, 1
  %2397 = mul nsw i64 %2396, %11
  %2398 = getelementptr float, ptr %2369, i64 %2397
  %2399 = getelementptr float, ptr %2370, i64 %2397
  %2400 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2398, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2401 = getelementptr inbounds nuw i8, ptr %2398, i64 32
  %2402 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2401, <8 x i1> %2367, <8 x float> zeroinitializer)
  br label %2413

2403:                                             ; preds = %2352
  %2404 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2374, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2405 = getelementptr inbounds nuw i8, ptr %2374, i64 32
  %2406 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2405, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2407 = add nsw i64 %13, 1
  %2408 = mul nsw i64 %2407, %11
  %2409 = getelementptr float, ptr %2370, i64 %2408
  %2410 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2409, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2411 = getelementptr inbounds nuw i8, ptr %2409, i64 32
  %2412 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2411, <8 x i1> %2367, <8 x float> zeroinitializer)
  br label %2413

2413:                                             ; preds = %2403, %2392, %2377
  %2414 = phi <8 x float> [ %2410, %2403 ], [ %2400, %2392 ], [ %2389, %2377 ]
  %2415 = phi <8 x float> [ %2404, %2403 ], [ %2393, %2392 ], [ %2380, %2377 ]
  %2416 = phi <8 x float> [ %2406, %2403 ], [ %2395, %2392 ], [ %2382, %2377 ]
  %2417 = phi i64 [ %2408, %2403 ], [ %2397, %2392 ], [ %2385, %2377 ]
  %2418 = phi ptr [ %2409, %2403 ], [ %2399, %2392 ], [ %2386, %2377 ]
  %2419 = phi <8 x float> [ %2412, %2403 ], [ %2402, %2392 ], [ %2391, %2377 ]
  %2420 = getelementptr inbounds float, ptr %0, i64 %12
  %2421 = mul nsw i64 %13, %8
  %2422 = getelementptr inbounds float, ptr %1, i64 %2421
  %2423 = icmp slt i64 %9, %10
  br i1 %2423, label %2434, label %2424

2424:                                             ; preds = %2434, %2413
  %2425 = phi <8 x float> [ %2415, %2413 ], [ %2449, %2434 ]
  %2426 = phi <8 x float> [ %2416, %2413 ], [ %2450, %2434 ]
  %2427 = phi <8 x float> [ %2414, %2413 ], [ %2455, %2434 ]
  %2428 = phi <8 x float> [ %2419, %2413 ], [ %2456, %2434 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2425, ptr align 1 %2374, <8 x i1> %2359)
  %2429 = getelementptr inbounds nuw i8, ptr %2374, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2426, ptr nonnull align 1 %2429, <8 x i1> %2367)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2427, ptr align 1 %2418, <8 x i1> %2359)
  %2430 = getelementptr inbounds nuw i8, ptr %2418, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2428, ptr nonnull align 1 %2430, <8 x i1> %2367)
  %2431 = icmp eq i64 %14, 0
  %2432 = icmp slt i64 %10, %8
  %2433 = or i1 %2432, %2431
  br i1 %2433, label %7848, label %2459

2434:                                             ; preds = %2413, %2434
  %2435 = phi <8 x float> [ %2449, %2434 ], [ %2415, %2413 ]
  %2436 = phi <8 x float> [ %2450, %2434 ], [ %2416, %2413 ]
  %2437 = phi <8 x float> [ %2455, %2434 ], [ %2414, %2413 ]
  %2438 = phi <8 x float> [ %2456, %2434 ], [ %2419, %2413 ]
  %2439 = phi i64 [ %2457, %2434 ], [ %9, %2413 ]
  %2440 = mul nsw i64 %2439, %11
  %2441 = getelementptr inbounds float, ptr %2420, i64 %2440
  %2442 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2441, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2443 = getelementptr inbounds nuw i8, ptr %2441, i64 32
  %2444 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2443, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2445 = getelementptr float, ptr %2422, i64 %2439
  %2446 = load float, ptr %2445, align 1
  %2447 = insertelement <8 x float> poison, float %2446, i64 0
  %2448 = shufflevector <8 x float> %2447, <8 x float> poison, <8 x i32> zeroinitializer
  %2449 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2442, <8 x float> %2448, <8 x float> %2435)
  %2450 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2444, <8 x float> %2448, <8 x float> %2436)
  %2451 = getelementptr float, ptr %2445, i64 %8
  %2452 = load float, ptr %2451, align 1
  %2453 = insertelement <8 x float> poison, float %2452, i64 0
  %2454 = shufflevector <8 x float> %2453, <8 x float> poison, <8 x i32> zeroinitializer
  %2455 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2442, <8 x float> %2454, <8 x float> %2437)
  %2456 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2444, <8 x float> %2454, <8 x float> %2438)
  %2457 = add nsw i64 %2439, 1
  %2458 = icmp eq i64 %2457, %10
  br i1 %2458, label %2424, label %2434

2459:                                             ; preds = %2424
  %2460 = bitcast <8 x float> %15 to <8 x i32>
  %2461 = bitcast <8 x float> %16 to <8 x i32>
  %2462 = add nsw i64 %2372, %12
  %2463 = getelementptr inbounds float, ptr %3, i64 %2462
  %2464 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2463, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2465 = getelementptr inbounds float, ptr %4, i64 %2462
  %2466 = and i64 %14, 3
  switch i64 %2466, label %241 [
    i64 1, label %2477
    i64 2, label %2480
    i64 3, label %2487
    i64 0, label %2467
  ]

2467:                                             ; preds = %2459
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2464, ptr align 1 %2463, <8 x i1> %2359)
  %2468 = getelementptr float, ptr %3, i64 %2462
  %2469 = getelementptr i8, ptr %2468, i64 32
  %2470 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2469, <8 x i1> %2367, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2470, ptr align 1 %2469, <8 x i1> %2367)
  %2471 = add nsw i64 %2417, %12
  %2472 = getelementptr inbounds float, ptr %3, i64 %2471
  %2473 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2472, <8 x i1> %2359, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2473, ptr align 1 %2472, <8 x i1> %2359)
  %2474 = getelementptr float, ptr %3, i64 %2471
  %2475 = getelementptr i8, ptr %2474, i64 32
  %2476 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2475, <8 x i1> %2367, <8 x float> zeroinitializer)
  br label %2731

2477:                                             ; preds = %2459
  %2478 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2465, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2479 = fadd <8 x float> %2464, %2478
  br label %2494

2480:                                             ; preds = %2459
  %2481 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2464)
  %2482 = bitcast <8 x float> %2464 to <8 x i32>
  %2483 = or <8 x i32> %2482, %2461
  %2484 = bitcast <8 x i32> %2483 to <8 x float>
  %2485 = fcmp oeq <8 x float> %2464, %16
  %2486 = select <8 x i1> %2485, <8 x float> %2484, <8 x float> %2481
  br label %2494

2487:                                             ; preds = %2459
  %2488 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2464)
  %2489 = bitcast <8 x float> %2464 to <8 x i32>
  %2490 = and <8 x i32> %2489, %2460
  %2491 = bitcast <8 x i32> %2490 to <8 x float>
  %2492 = fcmp oeq <8 x float> %2464, %15
  %2493 = select <8 x i1> %2492, <8 x float> %2491, <8 x float> %2488
  br label %2494

2494:                                             ; preds = %2487, %2480, %2477
  %2495 = phi <8 x float> [ %2479, %2477 ], [ %2486, %2480 ], [ %2493, %2487 ]
  %2496 = lshr i64 %14, 2
  %2497 = and i64 %2496, 3
  switch i64 %2497, label %241 [
    i64 1, label %2512
    i64 2, label %2505
    i64 3, label %2498
    i64 0, label %2536
  ]

2498:                                             ; preds = %2494
  %2499 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2495)
  %2500 = bitcast <8 x float> %2495 to <8 x i32>
  %2501 = and <8 x i32> %2500, %2460
  %2502 = bitcast <8 x i32> %2501 to <8 x float>
  %2503 = fcmp oeq <8 x float> %2495, %15
  %2504 = select <8 x i1> %2503, <8 x float> %2502, <8 x float> %2499
  br label %2515

2505:                                             ; preds = %2494
  %2506 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2495)
  %2507 = bitcast <8 x float> %2495 to <8 x i32>
  %2508 = or <8 x i32> %2507, %2461
  %2509 = bitcast <8 x i32> %2508 to <8 x float>
  %2510 = fcmp oeq <8 x float> %2495, %16
  %2511 = select <8 x i1> %2510, <8 x float> %2509, <8 x float> %2506
  br label %2515

2512:                                             ; preds = %2494
  %2513 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2465, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2514 = fadd <8 x float> %2495, %2513
  br label %2515

2515:                                             ; preds = %2512, %2505, %2498
  %2516 = phi <8 x float> [ %2514, %2512 ], [ %2511, %2505 ], [ %2504, %2498 ]
  %2517 = lshr i64 %14, 4
  %2518 = and i64 %2517, 3
  switch i64 %2518, label %241 [
    i64 1, label %2533
    i64 2, label %2526
    i64 3, label %2519
    i64 0, label %2536
  ]

2519:                                             ; preds = %2515
  %2520 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2516)
  %2521 = bitcast <8 x float> %2516 to <8 x i32>
  %2522 = and <8 x i32> %2521, %2460
  %2523 = bitcast <8 x i32> %2522 to <8 x float>
  %2524 = fcmp oeq <8 x float> %2516, %15
  %2525 = select <8 x i1> %2524, <8 x float> %2523, <8 x float> %2520
  br label %2536

2526:                                             ; preds = %2515
  %2527 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2516)
  %2528 = bitcast <8 x float> %2516 to <8 x i32>
  %2529 = or <8 x i32> %2528, %2461
  %2530 = bitcast <8 x i32> %2529 to <8 x float>
  %2531 = fcmp oeq <8 x float> %2516, %16
  %2532 = select <8 x i1> %2531, <8 x float> %2530, <8 x float> %2527
  br label %2536

2533:                                             ; preds = %2515
  %2534 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2465, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2535 = fadd <8 x float> %2516, %2534
  br label %2536

2536:                                             ; preds = %2519, %2526, %2533, %2515, %2494
  %2537 = phi <8 x float> [ %2516, %2515 ], [ %2525, %2519 ], [ %2495, %2494 ], [ %2535, %2533 ], [ %2532, %2526 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2537, ptr align 1 %2463, <8 x i1> %2359)
  %2538 = add nsw i64 %2462, 8
  %2539 = getelementptr inbounds float, ptr %3, i64 %2538
  %2540 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2539, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2541 = getelementptr inbounds float, ptr %4, i64 %2538
  switch i64 %2466, label %241 [
    i64 1, label %2556
    i64 2, label %2549
    i64 3, label %2542
  ]

2542:                                             ; preds = %2536
  %2543 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2540)
  %2544 = bitcast <8 x float> %2540 to <8 x i32>
  %2545 = and <8 x i32> %2544, %2460
  %2546 = bitcast <8 x i32> %2545 to <8 x float>
  %2547 = fcmp oeq <8 x float> %2540, %15
  %2548 = select <8 x i1> %2547, <8 x float> %2546, <8 x float> %2543
  br label %2559

2549:                                             ; preds = %2536
  %2550 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2540)
  %2551 = bitcast <8 x float> %2540 to <8 x i32>
  %2552 = or <8 x i32> %2551, %2461
  %2553 = bitcast <8 x i32> %2552 to <8 x float>
  %2554 = fcmp oeq <8 x float> %2540, %16
  %2555 = select <8 x i1> %2554, <8 x float> %2553, <8 x float> %2550
  br label %2559

2556:                                             ; preds = %2536
  %2557 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2541, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2558 = fadd <8 x float> %2540, %2557
  br label %2559

2559:                                             ; preds = %2556, %2549, %2542
  %2560 = phi <8 x float> [ %2558, %2556 ], [ %2555, %2549 ], [ %2548, %2542 ]
  %2561 = lshr i64 %14, 2
  %2562 = and i64 %2561, 3
  switch i64 %2562, label %241 [
    i64 1, label %2577
    i64 2, label %2570
    i64 3, label %2563
    i64 0, label %2601
  ]

2563:                                             ; preds = %2559
  %2564 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2560)
  %2565 = bitcast <8 x float> %2560 to <8 x i32>
  %2566 = and <8 x i32> %2565, %2460
  %2567 = bitcast <8 x i32> %2566 to <8 x float>
  %2568 = fcmp oeq <8 x float> %2560, %15
  %2569 = select <8 x i1> %2568, <8 x float> %2567, <8 x float> %2564
  br label %2580

2570:                                             ; preds = %2559
  %2571 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2560)
  %2572 = bitcast <8 x float> %2560 to <8 x i32>
  %2573 = or <8 x i32> %2572, %2461
  %2574 = bitcast <8 x i32> %2573 to <8 x float>
  %2575 = fcmp oeq <8 x float> %2560, %16
  %2576 = select <8 x i1> %2575, <8 x float> %2574, <8 x float> %2571
  br label %2580

2577:                                             ; preds = %2559
  %2578 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2541, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2579 = fadd <8 x float> %2560, %2578
  br label %2580

2580:                                             ; preds = %2577, %2570, %2563
  %2581 = phi <8 x float> [ %2579, %2577 ], [ %2576, %2570 ], [ %2569, %2563 ]
  %2582 = lshr i64 %14, 4
  %2583 = and i64 %2582, 3
  switch i64 %2583, label %241 [
    i64 1, label %2598
    i64 2, label %2591
    i64 3, label %2584
    i64 0, label %2601
  ]

2584:                                             ; preds = %2580
  %2585 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2581)
  %2586 = bitcast <8 x float> %2581 to <8 x i32>
  %2587 = and <8 x i32> %2586, %2460
  %2588 = bitcast <8 x i32> %2587 to <8 x float>
  %2589 = fcmp oeq <8 x float> %2581, %15
  %2590 = select <8 x i1> %2589, <8 x float> %2588, <8 x float> %2585
  br label %2601

2591:                                             ; preds = %2580
  %2592 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2581)
  %2593 = bitcast <8 x float> %2581 to <8 x i32>
  %2594 = or <8 x i32> %2593, %2461
  %2595 = bitcast <8 x i32> %2594 to <8 x float>
  %2596 = fcmp oeq <8 x float> %2581, %16
  %2597 = select <8 x i1> %2596, <8 x float> %2595, <8 x float> %2592
  br label %2601

2598:                                             ; preds = %2580
  %2599 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2541, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2600 = fadd <8 x float> %2581, %2599
  br label %2601

2601:                                             ; preds = %2584, %2591, %2598, %2580, %2559
  %2602 = phi <8 x float> [ %2597, %2591 ], [ %2590, %2584 ], [ %2560, %2559 ], [ %2581, %2580 ], [ %2600, %2598 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2602, ptr align 1 %2539, <8 x i1> %2367)
  %2603 = add nsw i64 %2417, %12
  %2604 = getelementptr inbounds float, ptr %3, i64 %2603
  %2605 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2604, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2606 = getelementptr inbounds float, ptr %4, i64 %2603
  switch i64 %2466, label %241 [
    i64 1, label %2621
    i64 2, label %2614
    i64 3, label %2607
  ]

2607:                                             ; preds = %2601
  %2608 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2605)
  %2609 = bitcast <8 x float> %2605 to <8 x i32>
  %2610 = and <8 x i32> %2609, %2460
  %2611 = bitcast <8 x i32> %2610 to <8 x float>
  %2612 = fcmp oeq <8 x float> %2605, %15
  %2613 = select <8 x i1> %2612, <8 x float> %2611, <8 x float> %2608
  br label %2624

2614:                                             ; preds = %2601
  %2615 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2605)
  %2616 = bitcast <8 x float> %2605 to <8 x i32>
  %2617 = or <8 x i32> %2616, %2461
  %2618 = bitcast <8 x i32> %2617 to <8 x float>
  %2619 = fcmp oeq <8 x float> %2605, %16
  %2620 = select <8 x i1> %2619, <8 x float> %2618, <8 x float> %2615
  br label %2624

2621:                                             ; preds = %2601
  %2622 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2606, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2623 = fadd <8 x float> %2605, %2622
  br label %2624

2624:                                             ; preds = %2621, %2614, %2607
  %2625 = phi <8 x float> [ %2623, %2621 ], [ %2620, %2614 ], [ %2613, %2607 ]
  %2626 = lshr i64 %14, 2
  %2627 = and i64 %2626, 3
  switch i64 %2627, label %241 [
    i64 1, label %2642
    i64 2, label %2635
    i64 3, label %2628
    i64 0, label %2666
  ]

2628:                                             ; preds = %2624
  %2629 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2625)
  %2630 = bitcast <8 x float> %2625 to <8 x i32>
  %2631 = and <8 x i32> %2630, %2460
  %2632 = bitcast <8 x i32> %2631 to <8 x float>
  %2633 = fcmp oeq <8 x float> %2625, %15
  %2634 = select <8 x i1> %2633, <8 x float> %2632, <8 x float> %2629
  br label %2645

2635:                                             ; preds = %2624
  %2636 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2625)
  %2637 = bitcast <8 x float> %2625 to <8 x i32>
  %2638 = or <8 x i32> %2637, %2461
  %2639 = bitcast <8 x i32> %2638 to <8 x float>
  %2640 = fcmp oeq <8 x float> %2625, %16
  %2641 = select <8 x i1> %2640, <8 x float> %2639, <8 x float> %2636
  br label %2645

2642:                                             ; preds = %2624
  %2643 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2606, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2644 = fadd <8 x float> %2625, %2643
  br label %2645

2645:                                             ; preds = %2642, %2635, %2628
  %2646 = phi <8 x float> [ %2644, %2642 ], [ %2641, %2635 ], [ %2634, %2628 ]
  %2647 = lshr i64 %14, 4
  %2648 = and i64 %2647, 3
  switch i64 %2648, label %241 [
    i64 1, label %2663
    i64 2, label %2656
    i64 3, label %2649
    i64 0, label %2666
  ]

2649:                                             ; preds = %2645
  %2650 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2646)
  %2651 = bitcast <8 x float> %2646 to <8 x i32>
  %2652 = and <8 x i32> %2651, %2460
  %2653 = bitcast <8 x i32> %2652 to <8 x float>
  %2654 = fcmp oeq <8 x float> %2646, %15
  %2655 = select <8 x i1> %2654, <8 x float> %2653, <8 x float> %2650
  br label %2666

2656:                                             ; preds = %2645
  %2657 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2646)
  %2658 = bitcast <8 x float> %2646 to <8 x i32>
  %2659 = or <8 x i32> %2658, %2461
  %2660 = bitcast <8 x i32> %2659 to <8 x float>
  %2661 = fcmp oeq <8 x float> %2646, %16
  %2662 = select <8 x i1> %2661, <8 x float> %2660, <8 x float> %2657
  br label %2666

2663:                                             ; preds = %2645
  %2664 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2606, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2665 = fadd <8 x float> %2646, %2664
  br label %2666

2666:                                             ; preds = %2649, %2656, %2663, %2645, %2624
  %2667 = phi <8 x float> [ %2662, %2656 ], [ %2655, %2649 ], [ %2625, %2624 ], [ %2646, %2645 ], [ %2665, %2663 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2667, ptr align 1 %2604, <8 x i1> %2359)
  %2668 = add nsw i64 %2603, 8
  %2669 = getelementptr inbounds float, ptr %3, i64 %2668
  %2670 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2669, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2671 = getelementptr inbounds float, ptr %4, i64 %2668
  switch i64 %2466, label %241 [
    i64 1, label %2686
    i64 2, label %2679
    i64 3, label %2672
  ]

2672:                                             ; preds = %2666
  %2673 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2670)
  %2674 = bitcast <8 x float> %2670 to <8 x i32>
  %2675 = and <8 x i32> %2674, %2460
  %2676 = bitcast <8 x i32> %2675 to <8 x float>
  %2677 = fcmp oeq <8 x float> %2670, %15
  %2678 = select <8 x i1> %2677, <8 x float> %2676, <8 x float> %2673
  br label %2689

2679:                                             ; preds = %2666
  %2680 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2670)
  %2681 = bitcast <8 x float> %2670 to <8 x i32>
  %2682 = or <8 x i32> %2681, %2461
  %2683 = bitcast <8 x i32> %2682 to <8 x float>
  %2684 = fcmp oeq <8 x float> %2670, %16
  %2685 = select <8 x i1> %2684, <8 x float> %2683, <8 x float> %2680
  br label %2689

2686:                                             ; preds = %2666
  %2687 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2671, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2688 = fadd <8 x float> %2670, %2687
  br label %2689

2689:                                             ; preds = %2686, %2679, %2672
  %2690 = phi <8 x float> [ %2688, %2686 ], [ %2685, %2679 ], [ %2678, %2672 ]
  %2691 = lshr i64 %14, 2
  %2692 = and i64 %2691, 3
  switch i64 %2692, label %241 [
    i64 1, label %2707
    i64 2, label %2700
    i64 3, label %2693
    i64 0, label %2731
  ]

2693:                                             ; preds = %2689
  %2694 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2690)
  %2695 = bitcast <8 x float> %2690 to <8 x i32>
  %2696 = and <8 x i32> %2695, %2460
  %2697 = bitcast <8 x i32> %2696 to <8 x float>
  %2698 = fcmp oeq <8 x float> %2690, %15
  %2699 = select <8 x i1> %2698, <8 x float> %2697, <8 x float> %2694
  br label %2710

2700:                                             ; preds = %2689
  %2701 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2690)
  %2702 = bitcast <8 x float> %2690 to <8 x i32>
  %2703 = or <8 x i32> %2702, %2461
  %2704 = bitcast <8 x i32> %2703 to <8 x float>
  %2705 = fcmp oeq <8 x float> %2690, %16
  %2706 = select <8 x i1> %2705, <8 x float> %2704, <8 x float> %2701
  br label %2710

2707:                                             ; preds = %2689
  %2708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2671, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2709 = fadd <8 x float> %2690, %2708
  br label %2710

2710:                                             ; preds = %2707, %2700, %2693
  %2711 = phi <8 x float> [ %2709, %2707 ], [ %2706, %2700 ], [ %2699, %2693 ]
  %2712 = lshr i64 %14, 4
  %2713 = and i64 %2712, 3
  switch i64 %2713, label %241 [
    i64 1, label %2728
    i64 2, label %2721
    i64 3, label %2714
    i64 0, label %2731
  ]

2714:                                             ; preds = %2710
  %2715 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2711)
  %2716 = bitcast <8 x float> %2711 to <8 x i32>
  %2717 = and <8 x i32> %2716, %2460
  %2718 = bitcast <8 x i32> %2717 to <8 x float>
  %2719 = fcmp oeq <8 x float> %2711, %15
  %2720 = select <8 x i1> %2719, <8 x float> %2718, <8 x float> %2715
  br label %2731

2721:                                             ; preds = %2710
  %2722 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2711)
  %2723 = bitcast <8 x float> %2711 to <8 x i32>
  %2724 = or <8 x i32> %2723, %2461
  %2725 = bitcast <8 x i32> %2724 to <8 x float>
  %2726 = fcmp oeq <8 x float> %2711, %16
  %2727 = select <8 x i1> %2726, <8 x float> %2725, <8 x float> %2722
  br label %2731

2728:                                             ; preds = %2710
  %2729 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2671, <8 x i1> %2367, <8 x float> zeroinitializer)
  %2730 = fadd <8 x float> %2711, %2729
  br label %2731

2731:                                             ; preds = %2714, %2721, %2728, %2467, %2710, %2689
  %2732 = phi ptr [ %2475, %2467 ], [ %2669, %2714 ], [ %2669, %2689 ], [ %2669, %2710 ], [ %2669, %2728 ], [ %2669, %2721 ]
  %2733 = phi <8 x float> [ %2476, %2467 ], [ %2720, %2714 ], [ %2690, %2689 ], [ %2711, %2710 ], [ %2730, %2728 ], [ %2727, %2721 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2733, ptr align 1 %2732, <8 x i1> %2367)
  br label %7848

2734:                                             ; preds = %1700
  %2735 = sub i64 %11, %12
  %2736 = icmp sgt i64 %2735, 7
  %2737 = trunc i64 %2735 to i32
  %2738 = select i1 %2736, i32 8, i32 %2737
  %2739 = insertelement <8 x i32> poison, i32 %2738, i64 0
  %2740 = shufflevector <8 x i32> %2739, <8 x i32> poison, <8 x i32> zeroinitializer
  %2741 = icmp sgt <8 x i32> %2740, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2742 = getelementptr float, ptr %2, i64 %12
  %2743 = getelementptr float, ptr %3, i64 %12
  %2744 = icmp sgt i64 %9, 0
  %2745 = getelementptr inbounds float, ptr %5, i64 %13
  %2746 = mul nsw i64 %13, %11
  %2747 = getelementptr float, ptr %2742, i64 %2746
  br i1 %2744, label %2811, label %2783

2748:                                             ; preds = %2822
  %2749 = shl i64 %8, 3
  %2750 = sub i64 %10, %9
  %2751 = add nsw i64 %9, 1
  %2752 = and i64 %2750, 1
  %2753 = icmp eq i64 %2752, 0
  br i1 %2753, label %2774, label %2754

2754:                                             ; preds = %2748
  %2755 = mul nsw i64 %9, %11
  %2756 = getelementptr inbounds float, ptr %2828, i64 %2755
  %2757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2756, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2758 = getelementptr float, ptr %2830, i64 %9
  %2759 = load float, ptr %2758, align 1
  %2760 = insertelement <8 x float> poison, float %2759, i64 0
  %2761 = shufflevector <8 x float> %2760, <8 x float> poison, <8 x i32> zeroinitializer
  %2762 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2757, <8 x float> %2761, <8 x float> %2825)
  %2763 = getelementptr float, ptr %2758, i64 %8
  %2764 = load float, ptr %2763, align 1
  %2765 = insertelement <8 x float> poison, float %2764, i64 0
  %2766 = shufflevector <8 x float> %2765, <8 x float> poison, <8 x i32> zeroinitializer
  %2767 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2757, <8 x float> %2766, <8 x float> %2824)
  %2768 = getelementptr i8, ptr %2758, i64 %2749
  %2769 = load float, ptr %2768, align 1
  %2770 = insertelement <8 x float> poison, float %2769, i64 0
  %2771 = shufflevector <8 x float> %2770, <8 x float> poison, <8 x i32> zeroinitializer
  %2772 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2757, <8 x float> %2771, <8 x float> %2827)
  %2773 = add nsw i64 %9, 1
  br label %2774

2774:                                             ; preds = %2754, %2748
  %2775 = phi <8 x float> [ poison, %2748 ], [ %2762, %2754 ]
  %2776 = phi <8 x float> [ poison, %2748 ], [ %2767, %2754 ]
  %2777 = phi <8 x float> [ poison, %2748 ], [ %2772, %2754 ]
  %2778 = phi <8 x float> [ %2825, %2748 ], [ %2762, %2754 ]
  %2779 = phi <8 x float> [ %2824, %2748 ], [ %2767, %2754 ]
  %2780 = phi <8 x float> [ %2827, %2748 ], [ %2772, %2754 ]
  %2781 = phi i64 [ %9, %2748 ], [ %2773, %2754 ]
  %2782 = icmp eq i64 %10, %2751
  br i1 %2782, label %2832, label %2842

2783:                                             ; preds = %2734
  %2784 = icmp eq ptr %5, null
  br i1 %2784, label %2801, label %2785

2785:                                             ; preds = %2783
  %2786 = load float, ptr %2745, align 1
  %2787 = insertelement <8 x float> poison, float %2786, i64 0
  %2788 = shufflevector <8 x float> %2787, <8 x float> poison, <8 x i32> zeroinitializer
  %2789 = getelementptr inbounds nuw i8, ptr %2745, i64 4
  %2790 = add nsw i64 %13, 1
  %2791 = mul nsw i64 %2790, %11
  %2792 = load float, ptr %2789, align 1
  %2793 = insertelement <8 x float> poison, float %2792, i64 0
  %2794 = shufflevector <8 x float> %2793, <8 x float> poison, <8 x i32> zeroinitializer
  %2795 = getelementptr inbounds nuw i8, ptr %2745, i64 8
  %2796 = add nsw i64 %13, 2
  %2797 = mul nsw i64 %2796, %11
  %2798 = load float, ptr %2795, align 1
  %2799 = insertelement <8 x float> poison, float %2798, i64 0
  %2800 = shufflevector <8 x float> %2799, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2822

2801:                                             ; preds = %2783
  %2802 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2747, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2803 = add nsw i64 %13, 1
  %2804 = mul nsw i64 %2803, %11
  %2805 = getelementptr float, ptr %2742, i64 %2804
  %2806 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2805, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2807 = add nsw i64 %13, 2
  %2808 = mul nsw i64 %2807, %11
  %2809 = getelementptr float, ptr %2742, i64 %2808
  %2810 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2809, <8 x i1> %2741, <8 x float> zeroinitializer)
  br label %2822

2811:                                             ; preds = %2734
  %2812 = getelementptr float, ptr %2743, i64 %2746
  %2813 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2812, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2814 = add nsw i64 %13, 1
  %2815 = mul nsw i64 %2814, %11
  %2816 = getelementptr float, ptr %2743, i64 %2815
  %2817 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2816, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2818 = add nsw i64 %13, 2
  %2819 = mul nsw i64 %2818, %11
  %2820 = getelementptr float, ptr %2743, i64 %2819
  %2821 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2820, <8 x i1> %2741, <8 x float> zeroinitializer)
  br label %2822

2822:                                             ; preds = %2811, %2801, %2785
  %2823 = phi i64 [ %2819, %2811 ], [ %2808, %2801 ], [ %2797, %2785 ]
  %2824 = phi <8 x float> [ %2817, %2811 ], [ %2806, %2801 ], [ %2794, %2785 ]
  %2825 = phi <8 x float> [ %2813, %2811 ], [ %2802, %2801 ], [ %2788, %2785 ]
  %2826 = phi i64 [ %2815, %2811 ], [ %2804, %2801 ], [ %2791, %2785 ]
  %2827 = phi <8 x float> [ %2821, %2811 ], [ %2810, %2801 ], [ %2800, %2785 ]
  %2828 = getelementptr inbounds float, ptr %0, i64 %12
  %2829 = mul nsw i64 %13, %8
  %2830 = getelementptr inbounds float, ptr %1, i64 %2829
  %2831 = icmp slt i64 %9, %10
  br i1 %2831, label %2748, label %2832

2832:                                             ; preds = %2774, %2842, %2822
  %2833 = phi <8 x float> [ %2825, %2822 ], [ %2775, %2774 ], [ %2873, %2842 ]
  %2834 = phi <8 x float> [ %2824, %2822 ], [ %2776, %2774 ], [ %2878, %2842 ]
  %2835 = phi <8 x float> [ %2827, %2822 ], [ %2777, %2774 ], [ %2883, %2842 ]
  %2836 = getelementptr float, ptr %2743, i64 %2746
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2833, ptr align 1 %2836, <8 x i1> %2741)
  %2837 = getelementptr float, ptr %2743, i64 %2826
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2834, ptr align 1 %2837, <8 x i1> %2741)
  %2838 = getelementptr float, ptr %2743, i64 %2823
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2835, ptr align 1 %2838, <8 x i1> %2741)
  %2839 = icmp eq i64 %14, 0
  %2840 = icmp slt i64 %10, %8
  %2841 = or i1 %2840, %2839
  br i1 %2841, label %7848, label %2886

2842:                                             ; preds = %2774, %2842
  %2843 = phi <8 x float> [ %2873, %2842 ], [ %2778, %2774 ]
  %2844 = phi <8 x float> [ %2878, %2842 ], [ %2779, %2774 ]
  %2845 = phi <8 x float> [ %2883, %2842 ], [ %2780, %2774 ]
  %2846 = phi i64 [ %2884, %2842 ], [ %2781, %2774 ]
  %2847 = mul nsw i64 %2846, %11
  %2848 = getelementptr inbounds float, ptr %2828, i64 %2847
  %2849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2848, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2850 = getelementptr float, ptr %2830, i64 %2846
  %2851 = load float, ptr %2850, align 1
  %2852 = insertelement <8 x float> poison, float %2851, i64 0
  %2853 = shufflevector <8 x float> %2852, <8 x float> poison, <8 x i32> zeroinitializer
  %2854 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2849, <8 x float> %2853, <8 x float> %2843)
  %2855 = getelementptr float, ptr %2850, i64 %8
  %2856 = load float, ptr %2855, align 1
  %2857 = insertelement <8 x float> poison, float %2856, i64 0
  %2858 = shufflevector <8 x float> %2857, <8 x float> poison, <8 x i32> zeroinitializer
  %2859 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2849, <8 x float> %2858, <8 x float> %2844)
  %2860 = getelementptr i8, ptr %2850, i64 %2749
  %2861 = load float, ptr %2860, align 1
  %2862 = insertelement <8 x float> poison, float %2861, i64 0
  %2863 = shufflevector <8 x float> %2862, <8 x float> poison, <8 x i32> zeroinitializer
  %2864 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2849, <8 x float> %2863, <8 x float> %2845)
  %2865 = add nsw i64 %2846, 1
  %2866 = mul nsw i64 %2865, %11
  %2867 = getelementptr inbounds float, ptr %2828, i64 %2866
  %2868 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2867, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2869 = getelementptr float, ptr %2830, i64 %2865
  %2870 = load float, ptr %2869, align 1
  %2871 = insertelement <8 x float> poison, float %2870, i64 0
  %2872 = shufflevector <8 x float> %2871, <8 x float> poison, <8 x i32> zeroinitializer
  %2873 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2868, <8 x float> %2872, <8 x float> %2854)
  %2874 = getelementptr float, ptr %2869, i64 %8
  %2875 = load float, ptr %2874, align 1
  %2876 = insertelement <8 x float> poison, float %2875, i64 0
  %2877 = shufflevector <8 x float> %2876, <8 x float> poison, <8 x i32> zeroinitializer
  %2878 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2868, <8 x float> %2877, <8 x float> %2859)
  %2879 = getelementptr i8, ptr %2869, i64 %2749
  %2880 = load float, ptr %2879, align 1
  %2881 = insertelement <8 x float> poison, float %2880, i64 0
  %2882 = shufflevector <8 x float> %2881, <8 x float> poison, <8 x i32> zeroinitializer
  %2883 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2868, <8 x float> %2882, <8 x float> %2864)
  %2884 = add nsw i64 %2846, 2
  %2885 = icmp eq i64 %2884, %10
  br i1 %2885, label %2832, label %2842

2886:                                             ; preds = %2832
  %2887 = bitcast <8 x float> %15 to <8 x i32>
  %2888 = bitcast <8 x float> %16 to <8 x i32>
  %2889 = add nsw i64 %2746, %12
  %2890 = getelementptr inbounds float, ptr %3, i64 %2889
  %2891 = getelementptr inbounds float, ptr %4, i64 %2889
  %2892 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2890, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2893 = and i64 %14, 3
  switch i64 %2893, label %241 [
    i64 1, label %2901
    i64 2, label %2904
    i64 3, label %2911
    i64 0, label %2894
  ]

2894:                                             ; preds = %2886
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2892, ptr align 1 %2890, <8 x i1> %2741)
  %2895 = getelementptr float, ptr %3, i64 %2826
  %2896 = getelementptr float, ptr %2895, i64 %12
  %2897 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2896, <8 x i1> %2741, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2897, ptr align 1 %2896, <8 x i1> %2741)
  %2898 = getelementptr float, ptr %3, i64 %2823
  %2899 = getelementptr float, ptr %2898, i64 %12
  %2900 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2899, <8 x i1> %2741, <8 x float> zeroinitializer)
  br label %3090

2901:                                             ; preds = %2886
  %2902 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2891, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2903 = fadd <8 x float> %2892, %2902
  br label %2918

2904:                                             ; preds = %2886
  %2905 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2892)
  %2906 = bitcast <8 x float> %2892 to <8 x i32>
  %2907 = or <8 x i32> %2906, %2888
  %2908 = bitcast <8 x i32> %2907 to <8 x float>
  %2909 = fcmp oeq <8 x float> %2892, %16
  %2910 = select <8 x i1> %2909, <8 x float> %2908, <8 x float> %2905
  br label %2918

2911:                                             ; preds = %2886
  %2912 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2892)
  %2913 = bitcast <8 x float> %2892 to <8 x i32>
  %2914 = and <8 x i32> %2913, %2887
  %2915 = bitcast <8 x i32> %2914 to <8 x float>
  %2916 = fcmp oeq <8 x float> %2892, %15
  %2917 = select <8 x i1> %2916, <8 x float> %2915, <8 x float> %2912
  br label %2918

2918:                                             ; preds = %2911, %2904, %2901
  %2919 = phi <8 x float> [ %2903, %2901 ], [ %2910, %2904 ], [ %2917, %2911 ]
  %2920 = lshr i64 %14, 2
  %2921 = and i64 %2920, 3
  switch i64 %2921, label %241 [
    i64 1, label %2936
    i64 2, label %2929
    i64 3, label %2922
    i64 0, label %2960
  ]

2922:                                             ; preds = %2918
  %2923 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2919)
  %2924 = bitcast <8 x float> %2919 to <8 x i32>
  %2925 = and <8 x i32> %2924, %2887
  %2926 = bitcast <8 x i32> %2925 to <8 x float>
  %2927 = fcmp oeq <8 x float> %2919, %15
  %2928 = select <8 x i1> %2927, <8 x float> %2926, <8 x float> %2923
  br label %2939

2929:                                             ; preds = %2918
  %2930 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2919)
  %2931 = bitcast <8 x float> %2919 to <8 x i32>
  %2932 = or <8 x i32> %2931, %2888
  %2933 = bitcast <8 x i32> %2932 to <8 x float>
  %2934 = fcmp oeq <8 x float> %2919, %16
  %2935 = select <8 x i1> %2934, <8 x float> %2933, <8 x float> %2930
  br label %2939

2936:                                             ; preds = %2918
  %2937 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2891, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2938 = fadd <8 x float> %2919, %2937
  br label %2939

2939:                                             ; preds = %2936, %2929, %2922
  %2940 = phi <8 x float> [ %2938, %2936 ], [ %2935, %2929 ], [ %2928, %2922 ]
  %2941 = lshr i64 %14, 4
  %2942 = and i64 %2941, 3
  switch i64 %2942, label %241 [
    i64 1, label %2957
    i64 2, label %2950
    i64 3, label %2943
    i64 0, label %2960
  ]

2943:                                             ; preds = %2939
  %2944 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2940)
  %2945 = bitcast <8 x float> %2940 to <8 x i32>
  %2946 = and <8 x i32> %2945, %2887
  %2947 = bitcast <8 x i32> %2946 to <8 x float>
  %2948 = fcmp oeq <8 x float> %2940, %15
  %2949 = select <8 x i1> %2948, <8 x float> %2947, <8 x float> %2944
  br label %2960

2950:                                             ; preds = %2939
  %2951 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2940)
  %2952 = bitcast <8 x float> %2940 to <8 x i32>
  %2953 = or <8 x i32> %2952, %2888
  %2954 = bitcast <8 x i32> %2953 to <8 x float>
  %2955 = fcmp oeq <8 x float> %2940, %16
  %2956 = select <8 x i1> %2955, <8 x float> %2954, <8 x float> %2951
  br label %2960

2957:                                             ; preds = %2939
  %2958 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2891, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2959 = fadd <8 x float> %2940, %2958
  br label %2960

2960:                                             ; preds = %2943, %2950, %2957, %2939, %2918
  %2961 = phi <8 x float> [ %2940, %2939 ], [ %2949, %2943 ], [ %2919, %2918 ], [ %2959, %2957 ], [ %2956, %2950 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2961, ptr align 1 %2890, <8 x i1> %2741)
  %2962 = add nsw i64 %2826, %12
  %2963 = getelementptr inbounds float, ptr %3, i64 %2962
  %2964 = getelementptr inbounds float, ptr %4, i64 %2962
  %2965 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2963, <8 x i1> %2741, <8 x float> zeroinitializer)
  switch i64 %2893, label %241 [
    i64 1, label %2980
    i64 2, label %2973
    i64 3, label %2966
  ]

2966:                                             ; preds = %2960
  %2967 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2965)
  %2968 = bitcast <8 x float> %2965 to <8 x i32>
  %2969 = and <8 x i32> %2968, %2887
  %2970 = bitcast <8 x i32> %2969 to <8 x float>
  %2971 = fcmp oeq <8 x float> %2965, %15
  %2972 = select <8 x i1> %2971, <8 x float> %2970, <8 x float> %2967
  br label %2983

2973:                                             ; preds = %2960
  %2974 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2965)
  %2975 = bitcast <8 x float> %2965 to <8 x i32>
  %2976 = or <8 x i32> %2975, %2888
  %2977 = bitcast <8 x i32> %2976 to <8 x float>
  %2978 = fcmp oeq <8 x float> %2965, %16
  %2979 = select <8 x i1> %2978, <8 x float> %2977, <8 x float> %2974
  br label %2983

2980:                                             ; preds = %2960
  %2981 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2964, <8 x i1> %2741, <8 x float> zeroinitializer)
  %2982 = fadd <8 x float> %2965, %2981
  br label %2983

2983:                                             ; preds = %2980, %2973, %2966
  %2984 = phi <8 x float> [ %2982, %2980 ], [ %2979, %2973 ], [ %2972, %2966 ]
  %2985 = lshr i64 %14, 2
  %2986 = and i64 %2985, 3
  switch i64 %2986, label %241 [
    i64 1, label %3001
    i64 2, label %2994
    i64 3, label %2987
    i64 0, label %3025
  ]

2987:                                             ; preds = %2983
  %2988 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %2984)
  %2989 = bitcast <8 x float> %2984 to <8 x i32>
  %2990 = and <8 x i32> %2989, %2887
  %2991 = bitcast <8 x i32> %2990 to <8 x float>
  %2992 = fcmp oeq <8 x float> %2984, %15
  %2993 = select <8 x i1> %2992, <8 x float> %2991, <8 x float> %2988
  br label %3004

2994:                                             ; preds = %2983
  %2995 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %2984)
  %2996 = bitcast <8 x float> %2984 to <8 x i32>
  %2997 = or <8 x i32> %2996, %2888
  %2998 = bitcast <8 x i32> %2997 to <8 x float>
  %2999 = fcmp oeq <8 x float> %2984, %16
  %3000 = select <8 x i1> %2999, <8 x float> %2998, <8 x float> %2995
  br label %3004

3001:                                             ; preds = %2983
  %3002 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2964, <8 x i1> %2741, <8 x float> zeroinitializer)
  %3003 = fadd <8 x float> %2984, %3002
  br label %3004

3004:                                             ; preds = %3001, %2994, %2987
  %3005 = phi <8 x float> [ %3003, %3001 ], [ %3000, %2994 ], [ %2993, %2987 ]
  %3006 = lshr i64 %14, 4
  %3007 = and i64 %3006, 3
  switch i64 %3007, label %241 [
    i64 1, label %3022
    i64 2, label %3015
    i64 3, label %3008
    i64 0, label %3025
  ]

3008:                                             ; preds = %3004
  %3009 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3005)
  %3010 = bitcast <8 x float> %3005 to <8 x i32>
  %3011 = and <8 x i32> %3010, %2887
  %3012 = bitcast <8 x i32> %3011 to <8 x float>
  %3013 = fcmp oeq <8 x float> %3005, %15
  %3014 = select <8 x i1> %3013, <8 x float> %3012, <8 x float> %3009
  br label %3025

3015:                                             ; preds = %3004
  %3016 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3005)
  %3017 = bitcast <8 x float> %3005 to <8 x i32>
  %3018 = or <8 x i32> %3017, %2888
  %3019 = bitcast <8 x i32> %3018 to <8 x float>
  %3020 = fcmp oeq <8 x float> %3005, %16
  %3021 = select <8 x i1> %3020, <8 x float> %3019, <8 x float> %3016
  br label %3025

3022:                                             ; preds = %3004
  %3023 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2964, <8 x i1> %2741, <8 x float> zeroinitializer)
  %3024 = fadd <8 x float> %3005, %3023
  br label %3025

3025:                                             ; preds = %3008, %3015, %3022, %3004, %2983
  %3026 = phi <8 x float> [ %3021, %3015 ], [ %3014, %3008 ], [ %2984, %2983 ], [ %3005, %3004 ], [ %3024, %3022 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3026, ptr align 1 %2963, <8 x i1> %2741)
  %3027 = add nsw i64 %2823, %12
  %3028 = getelementptr inbounds float, ptr %3, i64 %3027
  %3029 = getelementptr inbounds float, ptr %4, i64 %3027
  %3030 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3028, <8 x i1> %2741, <8 x float> zeroinitializer)
  switch i64 %2893, label %241 [
    i64 1, label %3045
    i64 2, label %3038
    i64 3, label %3031
  ]

3031:                                             ; preds = %3025
  %3032 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3030)
  %3033 = bitcast <8 x float> %3030 to <8 x i32>
  %3034 = and <8 x i32> %3033, %2887
  %3035 = bitcast <8 x i32> %3034 to <8 x float>
  %3036 = fcmp oeq <8 x float> %3030, %15
  %3037 = select <8 x i1> %3036, <8 x float> %3035, <8 x float> %3032
  br label %3048

3038:                                             ; preds = %3025
  %3039 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3030)
  %3040 = bitcast <8 x float> %3030 to <8 x i32>
  %3041 = or <8 x i32> %3040, %2888
  %3042 = bitcast <8 x i32> %3041 to <8 x float>
  %3043 = fcmp oeq <8 x float> %3030, %16
  %3044 = select <8 x i1> %3043, <8 x float> %3042, <8 x float> %3039
  br label %3048

3045:                                             ; preds = %3025
  %3046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3029, <8 x i1> %2741, <8 x float> zeroinitializer)
  %3047 = fadd <8 x float> %3030, %3046
  br label %3048

3048:                                             ; preds = %3045, %3038, %3031
  %3049 = phi <8 x float> [ %3047, %3045 ], [ %3044, %3038 ], [ %3037, %3031 ]
  %3050 = lshr i64 %14, 2
  %3051 = and i64 %3050, 3
  switch i64 %3051, label %241 [
    i64 1, label %3066
    i64 2, label %3059
    i64 3, label %3052
    i64 0, label %3090
  ]

3052:                                             ; preds = %3048
  %3053 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3049)
  %3054 = bitcast <8 x float> %3049 to <8 x i32>
  %3055 = and <8 x i32> %3054, %2887
  %3056 = bitcast <8 x i32> %3055 to <8 x float>
  %3057 = fcmp oeq <8 x float> %3049, %15
  %3058 = select <8 x i1> %3057, <8 x float> %3056, <8 x float> %3053
  br label %3069

3059:                                             ; preds = %3048
  %3060 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3049)
  %3061 = bitcast <8 x float> %3049 to <8 x i32>
  %3062 = or <8 x i32> %3061, %2888
  %3063 = bitcast <8 x i32> %3062 to <8 x float>
  %3064 = fcmp oeq <8 x float> %3049, %16
  %3065 = select <8 x i1> %3064, <8 x float> %3063, <8 x float> %3060
  br label %3069

3066:                                             ; preds = %3048
  %3067 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3029, <8 x i1> %2741, <8 x float> zeroinitializer)
  %3068 = fadd <8 x float> %3049, %3067
  br label %3069

3069:                                             ; preds = %3066, %3059, %3052
  %3070 = phi <8 x float> [ %3068, %3066 ], [ %3065, %3059 ], [ %3058, %3052 ]
  %3071 = lshr i64 %14, 4
  %3072 = and i64 %3071, 3
  switch i64 %3072, label %241 [
    i64 1, label %3087
    i64 2, label %3080
    i64 3, label %3073
    i64 0, label %3090
  ]

3073:                                             ; preds = %3069
  %3074 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3070)
  %3075 = bitcast <8 x float> %3070 to <8 x i32>
  %3076 = and <8 x i32> %3075, %2887
  %3077 = bitcast <8 x i32> %3076 to <8 x float>
  %3078 = fcmp oeq <8 x float> %3070, %15
  %3079 = select <8 x i1> %3078, <8 x float> %3077, <8 x float> %3074
  br label %3090

3080:                                             ; preds = %3069
  %3081 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3070)
  %3082 = bitcast <8 x float> %3070 to <8 x i32>
  %3083 = or <8 x i32> %3082, %2888
  %3084 = bitcast <8 x i32> %3083 to <8 x float>
  %3085 = fcmp oeq <8 x float> %3070, %16
  %3086 = select <8 x i1> %3085, <8 x float> %3084, <8 x float> %3081
  br label %3090

3087:                                             ; preds = %3069
  %3088 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3029, <8 x i1> %2741, <8 x float> zeroinitializer)
  %3089 = fadd <8 x float> %3070, %3088
  br label %3090

3090:                                             ; preds = %3073, %3080, %3087, %2894, %3069, %3048
  %3091 = phi ptr [ %2899, %2894 ], [ %3028, %3073 ], [ %3028, %3048 ], [ %3028, %3069 ], [ %3028, %3087 ], [ %3028, %3080 ]
  %3092 = phi <8 x float> [ %2900, %2894 ], [ %3079, %3073 ], [ %3049, %3048 ], [ %3070, %3069 ], [ %3089, %3087 ], [ %3086, %3080 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3092, ptr align 1 %3091, <8 x i1> %2741)
  br label %7848

3093:                                             ; preds = %1700
  %3094 = sub i64 %11, %12
  %3095 = icmp sgt i64 %3094, 7
  %3096 = trunc i64 %3094 to i32
  %3097 = select i1 %3095, i32 8, i32 %3096
  %3098 = insertelement <8 x i32> poison, i32 %3097, i64 0
  %3099 = shufflevector <8 x i32> %3098, <8 x i32> poison, <8 x i32> zeroinitializer
  %3100 = icmp sgt <8 x i32> %3099, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3101 = add i64 %12, 8
  %3102 = sub i64 %11, %3101
  %3103 = icmp sgt i64 %3102, 7
  %3104 = trunc i64 %3102 to i32
  %3105 = select i1 %3103, i32 8, i32 %3104
  %3106 = insertelement <8 x i32> poison, i32 %3105, i64 0
  %3107 = shufflevector <8 x i32> %3106, <8 x i32> poison, <8 x i32> zeroinitializer
  %3108 = icmp sgt <8 x i32> %3107, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3109 = icmp sgt i64 %9, 0
  %3110 = getelementptr float, ptr %2, i64 %12
  %3111 = getelementptr float, ptr %3, i64 %12
  %3112 = getelementptr inbounds float, ptr %5, i64 %13
  %3113 = mul nsw i64 %13, %11
  %3114 = getelementptr float, ptr %3110, i64 %3113
  %3115 = getelementptr float, ptr %3111, i64 %3113
  br i1 %3109, label %3162, label %3118

3116:                                             ; preds = %3178
  %3117 = shl i64 %8, 3
  br label %3206

3118:                                             ; preds = %3093
  %3119 = icmp eq ptr %5, null
  br i1 %3119, label %3144, label %3120

3120:                                             ; preds = %3118
  %3121 = load float, ptr %3112, align 1
  %3122 = insertelement <8 x float> poison, float %3121, i64 0
  %3123 = shufflevector <8 x float> %3122, <8 x float> poison, <8 x i32> zeroinitializer
  %3124 = insertelement <8 x float> poison, float %3121, i64 0
  %3125 = shufflevector <8 x float> %3124, <8 x float> poison, <8 x i32> zeroinitializer
  %3126 = getelementptr inbounds nuw i8, ptr %3112, i64 4
  %3127 = add nsw i64 %13, 1
  %3128 = mul nsw i64 %3127, %11
  %3129 = getelementptr float, ptr %3111, i64 %3128
  %3130 = load float, ptr %3126, align 1
  %3131 = insertelement <8 x float> poison, float %3130, i64 0
  %3132 = shufflevector <8 x float> %3131, <8 x float> poison, <8 x i32> zeroinitializer
  %3133 = insertelement <8 x float> poison, float %3130, i64 0
  %3134 = shufflevector <8 x float> %3133, <8 x float> poison, <8 x i32> zeroinitializer
  %3135 = getelementptr inbounds nuw i8, ptr %3112, i64 8
  %3136 = add nsw i64 %13, 2
  %3137 = mul nsw i64 %3136, %11
  %3138 = getelementptr float, ptr %3111, i64 %3137
  %3139 = load float, ptr %3135, align 1
  %3140 = insertelement <8 x float> poison, float %3139, i64 0
  %3141 = shufflevector <8 x float> %3140, <8 x float> poison, <8 x i32> zeroinitializer
  %3142 = insertelement <8 x float> poison, float %3139, i64 0
  %3143 = shufflevector <8 x float> %3142, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3178

3144:                                             ; preds = %3118
  %3145 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3114, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3146 = getelementptr inbounds nuw i8, ptr %3114, i64 32
  %3147 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3146, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3148 = add nsw i64 %13, 1
  %3149 = mul nsw i64 %3148, %11
  %3150 = getelementptr float, ptr %3110, i64 %3149
  %3151 = getelementptr float, ptr %3111, i64 %3149
  %3152 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3150, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3153 = getelementptr inbounds nuw i8, ptr %3150, i64 32
  %3154 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3153, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3155 = add nsw i64 %13, 2
  %3156 = mul nsw i64 %3155, %11
  %3157 = getelementptr float, ptr %3110, i64 %3156
  %3158 = getelementptr float, ptr %3111, i64 %3156
  %3159 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3157, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3160 = getelementptr inbounds nuw i8, ptr %3157, i64 32
  %3161 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3160, <8 x i1> %3108, <8 x float> zeroinitializer)
  br label %3178

3162:                                             ; preds = %3093
  %3163 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3115, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3164 = getelementptr inbounds nuw i8, ptr %3115, i64 32
  %3165 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3164, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3166 = add nsw i64 %13, 1
  %3167 = mul nsw i64 %3166, %11
  %3168 = getelementptr float, ptr %3111, i64 %3167
  %3169 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3168, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3170 = getelementptr inbounds nuw i8, ptr %3168, i64 32
  %3171 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3170, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3172 = add nsw i64 %13, 2
  %3173 = mul nsw i64 %3172, %11
  %3174 = getelementptr float, ptr %3111, i64 %3173
  %3175 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3174, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3176 = getelementptr inbounds nuw i8, ptr %3174, i64 32
  %3177 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3176, <8 x i1> %3108, <8 x float> zeroinitializer)
  br label %3178

3178:                                             ; preds = %3162, %3144, %3120
  %3179 = phi <8 x float> [ %3175, %3162 ], [ %3159, %3144 ], [ %3141, %3120 ]
  %3180 = phi <8 x float> [ %3169, %3162 ], [ %3152, %3144 ], [ %3132, %3120 ]
  %3181 = phi <8 x float> [ %3163, %3162 ], [ %3145, %3144 ], [ %3123, %3120 ]
  %3182 = phi <8 x float> [ %3165, %3162 ], [ %3147, %3144 ], [ %3125, %3120 ]
  %3183 = phi i64 [ %3167, %3162 ], [ %3149, %3144 ], [ %3128, %3120 ]
  %3184 = phi ptr [ %3168, %3162 ], [ %3151, %3144 ], [ %3129, %3120 ]
  %3185 = phi <8 x float> [ %3171, %3162 ], [ %3154, %3144 ], [ %3134, %3120 ]
  %3186 = phi i64 [ %3173, %3162 ], [ %3156, %3144 ], [ %3137, %3120 ]
  %3187 = phi ptr [ %3174, %3162 ], [ %3158, %3144 ], [ %3138, %3120 ]
  %3188 = phi <8 x float> [ %3177, %3162 ], [ %3161, %3144 ], [ %3143, %3120 ]
  %3189 = getelementptr inbounds float, ptr %0, i64 %12
  %3190 = mul nsw i64 %13, %8
  %3191 = getelementptr inbounds float, ptr %1, i64 %3190
  %3192 = icmp slt i64 %9, %10
  br i1 %3192, label %3116, label %3193

3193:                                             ; preds = %3206, %3178
  %3194 = phi <8 x float> [ %3181, %3178 ], [ %3223, %3206 ]
  %3195 = phi <8 x float> [ %3182, %3178 ], [ %3224, %3206 ]
  %3196 = phi <8 x float> [ %3180, %3178 ], [ %3229, %3206 ]
  %3197 = phi <8 x float> [ %3185, %3178 ], [ %3230, %3206 ]
  %3198 = phi <8 x float> [ %3179, %3178 ], [ %3235, %3206 ]
  %3199 = phi <8 x float> [ %3188, %3178 ], [ %3236, %3206 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3194, ptr align 1 %3115, <8 x i1> %3100)
  %3200 = getelementptr inbounds nuw i8, ptr %3115, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3195, ptr nonnull align 1 %3200, <8 x i1> %3108)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3196, ptr align 1 %3184, <8 x i1> %3100)
  %3201 = getelementptr inbounds nuw i8, ptr %3184, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3197, ptr nonnull align 1 %3201, <8 x i1> %3108)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3198, ptr align 1 %3187, <8 x i1> %3100)
  %3202 = getelementptr inbounds nuw i8, ptr %3187, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3199, ptr nonnull align 1 %3202, <8 x i1> %3108)
  %3203 = icmp eq i64 %14, 0
  %3204 = icmp slt i64 %10, %8
  %3205 = or i1 %3204, %3203
  br i1 %3205, label %7848, label %3239

3206:                                             ; preds = %3116, %3206
  %3207 = phi <8 x float> [ %3181, %3116 ], [ %3223, %3206 ]
  %3208 = phi <8 x float> [ %3182, %3116 ], [ %3224, %3206 ]
  %3209 = phi <8 x float> [ %3180, %3116 ], [ %3229, %3206 ]
  %3210 = phi <8 x float> [ %3185, %3116 ], [ %3230, %3206 ]
  %3211 = phi <8 x float> [ %3179, %3116 ], [ %3235, %3206 ]
  %3212 = phi <8 x float> [ %3188, %3116 ], [ %3236, %3206 ]
  %3213 = phi i64 [ %9, %3116 ], [ %3237, %3206 ]
  %3214 = mul nsw i64 %3213, %11
  %3215 = getelementptr inbounds float, ptr %3189, i64 %3214
  %3216 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3215, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3217 = getelementptr inbounds nuw i8, ptr %3215, i64 32
  %3218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3217, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3219 = getelementptr float, ptr %3191, i64 %3213
  %3220 = load float, ptr %3219, align 1
  %3221 = insertelement <8 x float> poison, float %3220, i64 0
  %3222 = shufflevector <8 x float> %3221, <8 x float> poison, <8 x i32> zeroinitializer
  %3223 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3216, <8 x float> %3222, <8 x float> %3207)
  %3224 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3218, <8 x float> %3222, <8 x float> %3208)
  %3225 = getelementptr float, ptr %3219, i64 %8
  %3226 = load float, ptr %3225, align 1
  %3227 = insertelement <8 x float> poison, float %3226, i64 0
  %3228 = shufflevector <8 x float> %3227, <8 x float> poison, <8 x i32> zeroinitializer
  %3229 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3216, <8 x float> %3228, <8 x float> %3209)
  %3230 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3218, <8 x float> %3228, <8 x float> %3210)
  %3231 = getelementptr i8, ptr %3219, i64 %3117
  %3232 = load float, ptr %3231, align 1
  %3233 = insertelement <8 x float> poison, float %3232, i64 0
  %3234 = shufflevector <8 x float> %3233, <8 x float> poison, <8 x i32> zeroinitializer
  %3235 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3216, <8 x float> %3234, <8 x float> %3211)
  %3236 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3218, <8 x float> %3234, <8 x float> %3212)
  %3237 = add nsw i64 %3213, 1
  %3238 = icmp eq i64 %3237, %10
  br i1 %3238, label %3193, label %3206

3239:                                             ; preds = %3193
  %3240 = bitcast <8 x float> %15 to <8 x i32>
  %3241 = bitcast <8 x float> %16 to <8 x i32>
  %3242 = add nsw i64 %3113, %12
  %3243 = getelementptr inbounds float, ptr %3, i64 %3242
  %3244 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3243, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3245 = getelementptr inbounds float, ptr %4, i64 %3242
  %3246 = and i64 %14, 3
  switch i64 %3246, label %241 [
    i64 1, label %3263
    i64 2, label %3266
    i64 3, label %3273
    i64 0, label %3247
  ]

3247:                                             ; preds = %3239
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3244, ptr align 1 %3243, <8 x i1> %3100)
  %3248 = getelementptr float, ptr %3, i64 %3242
  %3249 = getelementptr i8, ptr %3248, i64 32
  %3250 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3249, <8 x i1> %3108, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3250, ptr align 1 %3249, <8 x i1> %3108)
  %3251 = add nsw i64 %3183, %12
  %3252 = getelementptr inbounds float, ptr %3, i64 %3251
  %3253 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3252, <8 x i1> %3100, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3253, ptr align 1 %3252, <8 x i1> %3100)
  %3254 = getelementptr float, ptr %3, i64 %3251
  %3255 = getelementptr i8, ptr %3254, i64 32
  %3256 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3255, <8 x i1> %3108, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3256, ptr align 1 %3255, <8 x i1> %3108)
  %3257 = add nsw i64 %3186, %12
  %3258 = getelementptr inbounds float, ptr %3, i64 %3257
  %3259 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3258, <8 x i1> %3100, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3259, ptr align 1 %3258, <8 x i1> %3100)
  %3260 = getelementptr float, ptr %3, i64 %3257
  %3261 = getelementptr i8, ptr %3260, i64 32
  %3262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3261, <8 x i1> %3108, <8 x float> zeroinitializer)
  br label %3647

3263:                                             ; preds = %3239
  %3264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3245, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3265 = fadd <8 x float> %3244, %3264
  br label %3280

3266:                                             ; preds = %3239
  %3267 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3244)
  %3268 = bitcast <8 x float> %3244 to <8 x i32>
  %3269 = or <8 x i32> %3268, %3241
  %3270 = bitcast <8 x i32> %3269 to <8 x float>
  %3271 = fcmp oeq <8 x float> %3244, %16
  %3272 = select <8 x i1> %3271, <8 x float> %3270, <8 x float> %3267
  br label %3280

3273:                                             ; preds = %3239
  %3274 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3244)
  %3275 = bitcast <8 x float> %3244 to <8 x i32>
  %3276 = and <8 x i32> %3275, %3240
  %3277 = bitcast <8 x i32> %3276 to <8 x float>
  %3278 = fcmp oeq <8 x float> %3244, %15
  %3279 = select <8 x i1> %3278, <8 x float> %3277, <8 x float> %3274
  br label %3280

3280:                                             ; preds = %3273, %3266, %3263
  %3281 = phi <8 x float> [ %3265, %3263 ], [ %3272, %3266 ], [ %3279, %3273 ]
  %3282 = lshr i64 %14, 2
  %3283 = and i64 %3282, 3
  switch i64 %3283, label %241 [
    i64 1, label %3298
    i64 2, label %3291
    i64 3, label %3284
    i64 0, label %3322
  ]

3284:                                             ; preds = %3280
  %3285 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3281)
  %3286 = bitcast <8 x float> %3281 to <8 x i32>
  %3287 = and <8 x i32> %3286, %3240
  %3288 = bitcast <8 x i32> %3287 to <8 x float>
  %3289 = fcmp oeq <8 x float> %3281, %15
  %3290 = select <8 x i1> %3289, <8 x float> %3288, <8 x float> %3285
  br label %3301

3291:                                             ; preds = %3280
  %3292 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3281)
  %3293 = bitcast <8 x float> %3281 to <8 x i32>
  %3294 = or <8 x i32> %3293, %3241
  %3295 = bitcast <8 x i32> %3294 to <8 x float>
  %3296 = fcmp oeq <8 x float> %3281, %16
  %3297 = select <8 x i1> %3296, <8 x float> %3295, <8 x float> %3292
  br label %3301

3298:                                             ; preds = %3280
  %3299 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3245, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3300 = fadd <8 x float> %3281, %3299
  br label %3301

3301:                                             ; preds = %3298, %3291, %3284
  %3302 = phi <8 x float> [ %3300, %3298 ], [ %3297, %3291 ], [ %3290, %3284 ]
  %3303 = lshr i64 %14, 4
  %3304 = and i64 %3303, 3
  switch i64 %3304, label %241 [
    i64 1, label %3319
    i64 2, label %3312
    i64 3, label %3305
    i64 0, label %3322
  ]

3305:                                             ; preds = %3301
  %3306 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3302)
  %3307 = bitcast <8 x float> %3302 to <8 x i32>
  %3308 = and <8 x i32> %3307, %3240
  %3309 = bitcast <8 x i32> %3308 to <8 x float>
  %3310 = fcmp oeq <8 x float> %3302, %15
  %3311 = select <8 x i1> %3310, <8 x float> %3309, <8 x float> %3306
  br label %3322

3312:                                             ; preds = %3301
  %3313 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3302)
  %3314 = bitcast <8 x float> %3302 to <8 x i32>
  %3315 = or <8 x i32> %3314, %3241
  %3316 = bitcast <8 x i32> %3315 to <8 x float>
  %3317 = fcmp oeq <8 x float> %3302, %16
  %3318 = select <8 x i1> %3317, <8 x float> %3316, <8 x float> %3313
  br label %3322

3319:                                             ; preds = %3301
  %3320 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3245, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3321 = fadd <8 x float> %3302, %3320
  br label %3322

3322:                                             ; preds = %3305, %3312, %3319, %3301, %3280
  %3323 = phi <8 x float> [ %3302, %3301 ], [ %3311, %3305 ], [ %3281, %3280 ], [ %3321, %3319 ], [ %3318, %3312 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3323, ptr align 1 %3243, <8 x i1> %3100)
  %3324 = add nsw i64 %3242, 8
  %3325 = getelementptr inbounds float, ptr %3, i64 %3324
  %3326 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3325, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3327 = getelementptr inbounds float, ptr %4, i64 %3324
  switch i64 %3246, label %241 [
    i64 1, label %3342
    i64 2, label %3335
    i64 3, label %3328
  ]

3328:                                             ; preds = %3322
  %3329 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3326)
  %3330 = bitcast <8 x float> %3326 to <8 x i32>
  %3331 = and <8 x i32> %3330, %3240
  %3332 = bitcast <8 x i32> %3331 to <8 x float>
  %3333 = fcmp oeq <8 x float> %3326, %15
  %3334 = select <8 x i1> %3333, <8 x float> %3332, <8 x float> %3329
  br label %3345

3335:                                             ; preds = %3322
  %3336 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3326)
  %3337 = bitcast <8 x float> %3326 to <8 x i32>
  %3338 = or <8 x i32> %3337, %3241
  %3339 = bitcast <8 x i32> %3338 to <8 x float>
  %3340 = fcmp oeq <8 x float> %3326, %16
  %3341 = select <8 x i1> %3340, <8 x float> %3339, <8 x float> %3336
  br label %3345

3342:                                             ; preds = %3322
  %3343 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3327, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3344 = fadd <8 x float> %3326, %3343
  br label %3345

3345:                                             ; preds = %3342, %3335, %3328
  %3346 = phi <8 x float> [ %3344, %3342 ], [ %3341, %3335 ], [ %3334, %3328 ]
  %3347 = lshr i64 %14, 2
  %3348 = and i64 %3347, 3
  switch i64 %3348, label %241 [
    i64 1, label %3363
    i64 2, label %3356
    i64 3, label %3349
    i64 0, label %3387
  ]

3349:                                             ; preds = %3345
  %3350 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3346)
  %3351 = bitcast <8 x float> %3346 to <8 x i32>
  %3352 = and <8 x i32> %3351, %3240
  %3353 = bitcast <8 x i32> %3352 to <8 x float>
  %3354 = fcmp oeq <8 x float> %3346, %15
  %3355 = select <8 x i1> %3354, <8 x float> %3353, <8 x float> %3350
  br label %3366

3356:                                             ; preds = %3345
  %3357 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3346)
  %3358 = bitcast <8 x float> %3346 to <8 x i32>
  %3359 = or <8 x i32> %3358, %3241
  %3360 = bitcast <8 x i32> %3359 to <8 x float>
  %3361 = fcmp oeq <8 x float> %3346, %16
  %3362 = select <8 x i1> %3361, <8 x float> %3360, <8 x float> %3357
  br label %3366

3363:                                             ; preds = %3345
  %3364 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3327, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3365 = fadd <8 x float> %3346, %3364
  br label %3366

3366:                                             ; preds = %3363, %3356, %3349
  %3367 = phi <8 x float> [ %3365, %3363 ], [ %3362, %3356 ], [ %3355, %3349 ]
  %3368 = lshr i64 %14, 4
  %3369 = and i64 %3368, 3
  switch i64 %3369, label %241 [
    i64 1, label %3384
    i64 2, label %3377
    i64 3, label %3370
    i64 0, label %3387
  ]

3370:                                             ; preds = %3366
  %3371 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3367)
  %3372 = bitcast <8 x float> %3367 to <8 x i32>
  %3373 = and <8 x i32> %3372, %3240
  %3374 = bitcast <8 x i32> %3373 to <8 x float>
  %3375 = fcmp oeq <8 x float> %3367, %15
  %3376 = select <8 x i1> %3375, <8 x float> %3374, <8 x float> %3371
  br label %3387

3377:                                             ; preds = %3366
  %3378 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3367)
  %3379 = bitcast <8 x float> %3367 to <8 x i32>
  %3380 = or <8 x i32> %3379, %3241
  %3381 = bitcast <8 x i32> %3380 to <8 x float>
  %3382 = fcmp oeq <8 x float> %3367, %16
  %3383 = select <8 x i1> %3382, <8 x float> %3381, <8 x float> %3378
  br label %3387

3384:                                             ; preds = %3366
  %3385 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3327, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3386 = fadd <8 x float> %3367, %3385
  br label %3387

3387:                                             ; preds = %3370, %3377, %3384, %3366, %3345
  %3388 = phi <8 x float> [ %3383, %3377 ], [ %3376, %3370 ], [ %3346, %3345 ], [ %3367, %3366 ], [ %3386, %3384 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3388, ptr align 1 %3325, <8 x i1> %3108)
  %3389 = add nsw i64 %3183, %12
  %3390 = getelementptr inbounds float, ptr %3, i64 %3389
  %3391 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3390, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3392 = getelementptr inbounds float, ptr %4, i64 %3389
  switch i64 %3246, label %241 [
    i64 1, label %3407
    i64 2, label %3400
    i64 3, label %3393
  ]

3393:                                             ; preds = %3387
  %3394 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3391)
  %3395 = bitcast <8 x float> %3391 to <8 x i32>
  %3396 = and <8 x i32> %3395, %3240
  %3397 = bitcast <8 x i32> %3396 to <8 x float>
  %3398 = fcmp oeq <8 x float> %3391, %15
  %3399 = select <8 x i1> %3398, <8 x float> %3397, <8 x float> %3394
  br label %3410

3400:                                             ; preds = %3387
  %3401 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3391)
  %3402 = bitcast <8 x float> %3391 to <8 x i32>
  %3403 = or <8 x i32> %3402, %3241
  %3404 = bitcast <8 x i32> %3403 to <8 x float>
  %3405 = fcmp oeq <8 x float> %3391, %16
  %3406 = select <8 x i1> %3405, <8 x float> %3404, <8 x float> %3401
  br label %3410

3407:                                             ; preds = %3387
  %3408 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3392, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3409 = fadd <8 x float> %3391, %3408
  br label %3410

3410:                                             ; preds = %3407, %3400, %3393
  %3411 = phi <8 x float> [ %3409, %3407 ], [ %3406, %3400 ], [ %3399, %3393 ]
  %3412 = lshr i64 %14, 2
  %3413 = and i64 %3412, 3
  switch i64 %3413, label %241 [
    i64 1, label %3428
    i64 2, label %3421
    i64 3, label %3414
    i64 0, label %3452
  ]

3414:                                             ; preds = %3410
  %3415 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3411)
  %3416 = bitcast <8 x float> %3411 to <8 x i32>
  %3417 = and <8 x i32> %3416, %3240
  %3418 = bitcast <8 x i32> %3417 to <8 x float>
  %3419 = fcmp oeq <8 x float> %3411, %15
  %3420 = select <8 x i1> %3419, <8 x float> %3418, <8 x float> %3415
  br label %3431

3421:                                             ; preds = %3410
  %3422 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3411)
  %3423 = bitcast <8 x float> %3411 to <8 x i32>
  %3424 = or <8 x i32> %3423, %3241
  %3425 = bitcast <8 x i32> %3424 to <8 x float>
  %3426 = fcmp oeq <8 x float> %3411, %16
  %3427 = select <8 x i1> %3426, <8 x float> %3425, <8 x float> %3422
  br label %3431

3428:                                             ; preds = %3410
  %3429 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3392, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3430 = fadd <8 x float> %3411, %3429
  br label %3431

3431:                                             ; preds = %3428, %3421, %3414
  %3432 = phi <8 x float> [ %3430, %3428 ], [ %3427, %3421 ], [ %3420, %3414 ]
  %3433 = lshr i64 %14, 4
  %3434 = and i64 %3433, 3
  switch i64 %3434, label %241 [
    i64 1, label %3449
    i64 2, label %3442
    i64 3, label %3435
    i64 0, label %3452
  ]

3435:                                             ; preds = %3431
  %3436 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3432)
  %3437 = bitcast <8 x float> %3432 to <8 x i32>
  %3438 = and <8 x i32> %3437, %3240
  %3439 = bitcast <8 x i32> %3438 to <8 x float>
  %3440 = fcmp oeq <8 x float> %3432, %15
  %3441 = select <8 x i1> %3440, <8 x float> %3439, <8 x float> %3436
  br label %3452

3442:                                             ; preds = %3431
  %3443 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3432)
  %3444 = bitcast <8 x float> %3432 to <8 x i32>
  %3445 = or <8 x i32> %3444, %3241
  %3446 = bitcast <8 x i32> %3445 to <8 x float>
  %3447 = fcmp oeq <8 x float> %3432, %16
  %3448 = select <8 x i1> %3447, <8 x float> %3446, <8 x float> %3443
  br label %3452

3449:                                             ; preds = %3431
  %3450 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3392, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3451 = fadd <8 x float> %3432, %3450
  br label %3452

3452:                                             ; preds = %3435, %3442, %3449, %3431, %3410
  %3453 = phi <8 x float> [ %3448, %3442 ], [ %3441, %3435 ], [ %3411, %3410 ], [ %3432, %3431 ], [ %3451, %3449 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3453, ptr align 1 %3390, <8 x i1> %3100)
  %3454 = add nsw i64 %3389, 8
  %3455 = getelementptr inbounds float, ptr %3, i64 %3454
  %3456 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3455, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3457 = getelementptr inbounds float, ptr %4, i64 %3454
  switch i64 %3246, label %241 [
    i64 1, label %3472
    i64 2, label %3465
    i64 3, label %3458
  ]

3458:                                             ; preds = %3452
  %3459 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3456)
  %3460 = bitcast <8 x float> %3456 to <8 x i32>
  %3461 = and <8 x i32> %3460, %3240
  %3462 = bitcast <8 x i32> %3461 to <8 x float>
  %3463 = fcmp oeq <8 x float> %3456, %15
  %3464 = select <8 x i1> %3463, <8 x float> %3462, <8 x float> %3459
  br label %3475

3465:                                             ; preds = %3452
  %3466 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3456)
  %3467 = bitcast <8 x float> %3456 to <8 x i32>
  %3468 = or <8 x i32> %3467, %3241
  %3469 = bitcast <8 x i32> %3468 to <8 x float>
  %3470 = fcmp oeq <8 x float> %3456, %16
  %3471 = select <8 x i1> %3470, <8 x float> %3469, <8 x float> %3466
  br label %3475

3472:                                             ; preds = %3452
  %3473 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3457, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3474 = fadd <8 x float> %3456, %3473
  br label %3475

3475:                                             ; preds = %3472, %3465, %3458
  %3476 = phi <8 x float> [ %3474, %3472 ], [ %3471, %3465 ], [ %3464, %3458 ]
  %3477 = lshr i64 %14, 2
  %3478 = and i64 %3477, 3
  switch i64 %3478, label %241 [
    i64 1, label %3493
    i64 2, label %3486
    i64 3, label %3479
    i64 0, label %3517
  ]

3479:                                             ; preds = %3475
  %3480 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3476)
  %3481 = bitcast <8 x float> %3476 to <8 x i32>
  %3482 = and <8 x i32> %3481, %3240
  %3483 = bitcast <8 x i32> %3482 to <8 x float>
  %3484 = fcmp oeq <8 x float> %3476, %15
  %3485 = select <8 x i1> %3484, <8 x float> %3483, <8 x float> %3480
  br label %3496

3486:                                             ; preds = %3475
  %3487 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3476)
  %3488 = bitcast <8 x float> %3476 to <8 x i32>
  %3489 = or <8 x i32> %3488, %3241
  %3490 = bitcast <8 x i32> %3489 to <8 x float>
  %3491 = fcmp oeq <8 x float> %3476, %16
  %3492 = select <8 x i1> %3491, <8 x float> %3490, <8 x float> %3487
  br label %3496

3493:                                             ; preds = %3475
  %3494 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3457, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3495 = fadd <8 x float> %3476, %3494
  br label %3496

3496:                                             ; preds = %3493, %3486, %3479
  %3497 = phi <8 x float> [ %3495, %3493 ], [ %3492, %3486 ], [ %3485, %3479 ]
  %3498 = lshr i64 %14, 4
  %3499 = and i64 %3498, 3
  switch i64 %3499, label %241 [
    i64 1, label %3514
    i64 2, label %3507
    i64 3, label %3500
    i64 0, label %3517
  ]

3500:                                             ; preds = %3496
  %3501 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3497)
  %3502 = bitcast <8 x float> %3497 to <8 x i32>
  %3503 = and <8 x i32> %3502, %3240
  %3504 = bitcast <8 x i32> %3503 to <8 x float>
  %3505 = fcmp oeq <8 x float> %3497, %15
  %3506 = select <8 x i1> %3505, <8 x float> %3504, <8 x float> %3501
  br label %3517

3507:                                             ; preds = %3496
  %3508 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3497)
  %3509 = bitcast <8 x float> %3497 to <8 x i32>
  %3510 = or <8 x i32> %3509, %3241
  %3511 = bitcast <8 x i32> %3510 to <8 x float>
  %3512 = fcmp oeq <8 x float> %3497, %16
  %3513 = select <8 x i1> %3512, <8 x float> %3511, <8 x float> %3508
  br label %3517

3514:                                             ; preds = %3496
  %3515 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3457, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3516 = fadd <8 x float> %3497, %3515
  br label %3517

3517:                                             ; preds = %3500, %3507, %3514, %3496, %3475
  %3518 = phi <8 x float> [ %3513, %3507 ], [ %3506, %3500 ], [ %3476, %3475 ], [ %3497, %3496 ], [ %3516, %3514 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3518, ptr align 1 %3455, <8 x i1> %3108)
  %3519 = add nsw i64 %3186, %12
  %3520 = getelementptr inbounds float, ptr %3, i64 %3519
  %3521 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3520, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3522 = getelementptr inbounds float, ptr %4, i64 %3519
  switch i64 %3246, label %241 [
    i64 1, label %3537
    i64 2, label %3530
    i64 3, label %3523
  ]

3523:                                             ; preds = %3517
  %3524 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3521)
  %3525 = bitcast <8 x float> %3521 to <8 x i32>
  %3526 = and <8 x i32> %3525, %3240
  %3527 = bitcast <8 x i32> %3526 to <8 x float>
  %3528 = fcmp oeq <8 x float> %3521, %15
  %3529 = select <8 x i1> %3528, <8 x float> %3527, <8 x float> %3524
  br label %3540

3530:                                             ; preds = %3517
  %3531 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3521)
  %3532 = bitcast <8 x float> %3521 to <8 x i32>
  %3533 = or <8 x i32> %3532, %3241
  %3534 = bitcast <8 x i32> %3533 to <8 x float>
  %3535 = fcmp oeq <8 x float> %3521, %16
  %3536 = select <8 x i1> %3535, <8 x float> %3534, <8 x float> %3531
  br label %3540

3537:                                             ; preds = %3517
  %3538 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3522, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3539 = fadd <8 x float> %3521, %3538
  br label %3540

3540:                                             ; preds = %3537, %3530, %3523
  %3541 = phi <8 x float> [ %3539, %3537 ], [ %3536, %3530 ], [ %3529, %3523 ]
  %3542 = lshr i64 %14, 2
  %3543 = and i64 %3542, 3
  switch i64 %3543, label %241 [
    i64 1, label %3558
    i64 2, label %3551
    i64 3, label %3544
    i64 0, label %3582
  ]

3544:                                             ; preds = %3540
  %3545 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3541)
  %3546 = bitcast <8 x float> %3541 to <8 x i32>
  %3547 = and <8 x i32> %3546, %3240
  %3548 = bitcast <8 x i32> %3547 to <8 x float>
  %3549 = fcmp oeq <8 x float> %3541, %15
  %3550 = select <8 x i1> %3549, <8 x float> %3548, <8 x float> %3545
  br label %3561

3551:                                             ; preds = %3540
  %3552 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3541)
  %3553 = bitcast <8 x float> %3541 to <8 x i32>
  %3554 = or <8 x i32> %3553, %3241
  %3555 = bitcast <8 x i32> %3554 to <8 x float>
  %3556 = fcmp oeq <8 x float> %3541, %16
  %3557 = select <8 x i1> %3556, <8 x float> %3555, <8 x float> %3552
  br label %3561

3558:                                             ; preds = %3540
  %3559 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3522, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3560 = fadd <8 x float> %3541, %3559
  br label %3561

3561:                                             ; preds = %3558, %3551, %3544
  %3562 = phi <8 x float> [ %3560, %3558 ], [ %3557, %3551 ], [ %3550, %3544 ]
  %3563 = lshr i64 %14, 4
  %3564 = and i64 %3563, 3
  switch i64 %3564, label %241 [
    i64 1, label %3579
    i64 2, label %3572
    i64 3, label %3565
    i64 0, label %3582
  ]

3565:                                             ; preds = %3561
  %3566 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3562)
  %3567 = bitcast <8 x float> %3562 to <8 x i32>
  %3568 = and <8 x i32> %3567, %3240
  %3569 = bitcast <8 x i32> %3568 to <8 x float>
  %3570 = fcmp oeq <8 x float> %3562, %15
  %3571 = select <8 x i1> %3570, <8 x float> %3569, <8 x float> %3566
  br label %3582

3572:                                             ; preds = %3561
  %3573 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3562)
  %3574 = bitcast <8 x float> %3562 to <8 x i32>
  %3575 = or <8 x i32> %3574, %3241
  %3576 = bitcast <8 x i32> %3575 to <8 x float>
  %3577 = fcmp oeq <8 x float> %3562, %16
  %3578 = select <8 x i1> %3577, <8 x float> %3576, <8 x float> %3573
  br label %3582

3579:                                             ; preds = %3561
  %3580 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3522, <8 x i1> %3100, <8 x float> zeroinitializer)
  %3581 = fadd <8 x float> %3562, %3580
  br label %3582

3582:                                             ; preds = %3565, %3572, %3579, %3561, %3540
  %3583 = phi <8 x float> [ %3578, %3572 ], [ %3571, %3565 ], [ %3541, %3540 ], [ %3562, %3561 ], [ %3581, %3579 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3583, ptr align 1 %3520, <8 x i1> %3100)
  %3584 = add nsw i64 %3519, 8
  %3585 = getelementptr inbounds float, ptr %3, i64 %3584
  %3586 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3585, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3587 = getelementptr inbounds float, ptr %4, i64 %3584
  switch i64 %3246, label %241 [
    i64 1, label %3602
    i64 2, label %3595
    i64 3, label %3588
  ]

3588:                                             ; preds = %3582
  %3589 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3586)
  %3590 = bitcast <8 x float> %3586 to <8 x i32>
  %3591 = and <8 x i32> %3590, %3240
  %3592 = bitcast <8 x i32> %3591 to <8 x float>
  %3593 = fcmp oeq <8 x float> %3586, %15
  %3594 = select <8 x i1> %3593, <8 x float> %3592, <8 x float> %3589
  br label %3605

3595:                                             ; preds = %3582
  %3596 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3586)
  %3597 = bitcast <8 x float> %3586 to <8 x i32>
  %3598 = or <8 x i32> %3597, %3241
  %3599 = bitcast <8 x i32> %3598 to <8 x float>
  %3600 = fcmp oeq <8 x float> %3586, %16
  %3601 = select <8 x i1> %3600, <8 x float> %3599, <8 x float> %3596
  br label %3605

3602:                                             ; preds = %3582
  %3603 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3587, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3604 = fadd <8 x float> %3586, %3603
  br label %3605

3605:                                             ; preds = %3602, %3595, %3588
  %3606 = phi <8 x float> [ %3604, %3602 ], [ %3601, %3595 ], [ %3594, %3588 ]
  %3607 = lshr i64 %14, 2
  %3608 = and i64 %3607, 3
  switch i64 %3608, label %241 [
    i64 1, label %3623
    i64 2, label %3616
    i64 3, label %3609
    i64 0, label %3647
  ]

3609:                                             ; preds = %3605
  %3610 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3606)
  %3611 = bitcast <8 x float> %3606 to <8 x i32>
  %3612 = and <8 x i32> %3611, %3240
  %3613 = bitcast <8 x i32> %3612 to <8 x float>
  %3614 = fcmp oeq <8 x float> %3606, %15
  %3615 = select <8 x i1> %3614, <8 x float> %3613, <8 x float> %3610
  br label %3626

3616:                                             ; preds = %3605
  %3617 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3606)
  %3618 = bitcast <8 x float> %3606 to <8 x i32>
  %3619 = or <8 x i32> %3618, %3241
  %3620 = bitcast <8 x i32> %3619 to <8 x float>
  %3621 = fcmp oeq <8 x float> %3606, %16
  %3622 = select <8 x i1> %3621, <8 x float> %3620, <8 x float> %3617
  br label %3626

3623:                                             ; preds = %3605
  %3624 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3587, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3625 = fadd <8 x float> %3606, %3624
  br label %3626

3626:                                             ; preds = %3623, %3616, %3609
  %3627 = phi <8 x float> [ %3625, %3623 ], [ %3622, %3616 ], [ %3615, %3609 ]
  %3628 = lshr i64 %14, 4
  %3629 = and i64 %3628, 3
  switch i64 %3629, label %241 [
    i64 1, label %3644
    i64 2, label %3637
    i64 3, label %3630
    i64 0, label %3647
  ]

3630:                                             ; preds = %3626
  %3631 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3627)
  %3632 = bitcast <8 x float> %3627 to <8 x i32>
  %3633 = and <8 x i32> %3632, %3240
  %3634 = bitcast <8 x i32> %3633 to <8 x float>
  %3635 = fcmp oeq <8 x float> %3627, %15
  %3636 = select <8 x i1> %3635, <8 x float> %3634, <8 x float> %3631
  br label %3647

3637:                                             ; preds = %3626
  %3638 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3627)
  %3639 = bitcast <8 x float> %3627 to <8 x i32>
  %3640 = or <8 x i32> %3639, %3241
  %3641 = bitcast <8 x i32> %3640 to <8 x float>
  %3642 = fcmp oeq <8 x float> %3627, %16
  %3643 = select <8 x i1> %3642, <8 x float> %3641, <8 x float> %3638
  br label %3647

3644:                                             ; preds = %3626
  %3645 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3587, <8 x i1> %3108, <8 x float> zeroinitializer)
  %3646 = fadd <8 x float> %3627, %3645
  br label %3647

3647:                                             ; preds = %3630, %3637, %3644, %3247, %3626, %3605
  %3648 = phi ptr [ %3261, %3247 ], [ %3585, %3630 ], [ %3585, %3605 ], [ %3585, %3626 ], [ %3585, %3644 ], [ %3585, %3637 ]
  %3649 = phi <8 x float> [ %3262, %3247 ], [ %3636, %3630 ], [ %3606, %3605 ], [ %3627, %3626 ], [ %3646, %3644 ], [ %3643, %3637 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3649, ptr align 1 %3648, <8 x i1> %3108)
  br label %7848

3650:                                             ; preds = %1700
  %3651 = sub i64 %11, %12
  %3652 = icmp sgt i64 %3651, 7
  %3653 = trunc i64 %3651 to i32
  %3654 = select i1 %3652, i32 8, i32 %3653
  %3655 = insertelement <8 x i32> poison, i32 %3654, i64 0
  %3656 = shufflevector <8 x i32> %3655, <8 x i32> poison, <8 x i32> zeroinitializer
  %3657 = icmp sgt <8 x i32> %3656, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3658 = getelementptr float, ptr %2, i64 %12
  %3659 = getelementptr float, ptr %3, i64 %12
  %3660 = icmp sgt i64 %9, 0
  %3661 = getelementptr inbounds float, ptr %5, i64 %13
  %3662 = mul nsw i64 %13, %11
  %3663 = getelementptr float, ptr %3658, i64 %3662
  br i1 %3660, label %3705, label %3667

3664:                                             ; preds = %3720
  %3665 = shl i64 %8, 3
  %3666 = mul i64 %8, 12
  br label %3744

3667:                                             ; preds = %3650
  %3668 = icmp eq ptr %5, null
  br i1 %3668, label %3691, label %3669

3669:                                             ; preds = %3667
  %3670 = load float, ptr %3661, align 1
  %3671 = insertelement <8 x float> poison, float %3670, i64 0
  %3672 = shufflevector <8 x float> %3671, <8 x float> poison, <8 x i32> zeroinitializer
  %3673 = getelementptr inbounds nuw i8, ptr %3661, i64 4
  %3674 = add nsw i64 %13, 1
  %3675 = mul nsw i64 %3674, %11
  %3676 = load float, ptr %3673, align 1
  %3677 = insertelement <8 x float> poison, float %3676, i64 0
  %3678 = shufflevector <8 x float> %3677, <8 x float> poison, <8 x i32> zeroinitializer
  %3679 = getelementptr inbounds nuw i8, ptr %3661, i64 8
  %3680 = add nsw i64 %13, 2
  %3681 = mul nsw i64 %3680, %11
  %3682 = load float, ptr %3679, align 1
  %3683 = insertelement <8 x float> poison, float %3682, i64 0
  %3684 = shufflevector <8 x float> %3683, <8 x float> poison, <8 x i32> zeroinitializer
  %3685 = getelementptr inbounds nuw i8, ptr %3661, i64 12
  %3686 = add nsw i64 %13, 3
  %3687 = mul nsw i64 %3686, %11
  %3688 = load float, ptr %3685, align 1
  %3689 = insertelement <8 x float> poison, float %3688, i64 0
  %3690 = shufflevector <8 x float> %3689, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3720

3691:                                             ; preds = %3667
  %3692 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3663, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3693 = add nsw i64 %13, 1
  %3694 = mul nsw i64 %3693, %11
  %3695 = getelementptr float, ptr %3658, i64 %3694
  %3696 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3695, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3697 = add nsw i64 %13, 2
  %3698 = mul nsw i64 %3697, %11
  %3699 = getelementptr float, ptr %3658, i64 %3698
  %3700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3699, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3701 = add nsw i64 %13, 3
  %3702 = mul nsw i64 %3701, %11
  %3703 = getelementptr float, ptr %3658, i64 %3702
  %3704 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3703, <8 x i1> %3657, <8 x float> zeroinitializer)
  br label %3720

3705:                                             ; preds = %3650
  %3706 = getelementptr float, ptr %3659, i64 %3662
  %3707 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3706, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3708 = add nsw i64 %13, 1
  %3709 = mul nsw i64 %3708, %11
  %3710 = getelementptr float, ptr %3659, i64 %3709
  %3711 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3710, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3712 = add nsw i64 %13, 2
  %3713 = mul nsw i64 %3712, %11
  %3714 = getelementptr float, ptr %3659, i64 %3713
  %3715 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3714, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3716 = add nsw i64 %13, 3
  %3717 = mul nsw i64 %3716, %11
  %3718 = getelementptr float, ptr %3659, i64 %3717
  %3719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3718, <8 x i1> %3657, <8 x float> zeroinitializer)
  br label %3720

3720:                                             ; preds = %3705, %3691, %3669
  %3721 = phi i64 [ %3717, %3705 ], [ %3702, %3691 ], [ %3687, %3669 ]
  %3722 = phi <8 x float> [ %3715, %3705 ], [ %3700, %3691 ], [ %3684, %3669 ]
  %3723 = phi i64 [ %3709, %3705 ], [ %3694, %3691 ], [ %3675, %3669 ]
  %3724 = phi <8 x float> [ %3707, %3705 ], [ %3692, %3691 ], [ %3672, %3669 ]
  %3725 = phi <8 x float> [ %3711, %3705 ], [ %3696, %3691 ], [ %3678, %3669 ]
  %3726 = phi i64 [ %3713, %3705 ], [ %3698, %3691 ], [ %3681, %3669 ]
  %3727 = phi <8 x float> [ %3719, %3705 ], [ %3704, %3691 ], [ %3690, %3669 ]
  %3728 = getelementptr inbounds float, ptr %0, i64 %12
  %3729 = mul nsw i64 %13, %8
  %3730 = getelementptr inbounds float, ptr %1, i64 %3729
  %3731 = icmp slt i64 %9, %10
  br i1 %3731, label %3664, label %3732

3732:                                             ; preds = %3744, %3720
  %3733 = phi <8 x float> [ %3724, %3720 ], [ %3757, %3744 ]
  %3734 = phi <8 x float> [ %3725, %3720 ], [ %3762, %3744 ]
  %3735 = phi <8 x float> [ %3722, %3720 ], [ %3767, %3744 ]
  %3736 = phi <8 x float> [ %3727, %3720 ], [ %3772, %3744 ]
  %3737 = getelementptr float, ptr %3659, i64 %3662
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3733, ptr align 1 %3737, <8 x i1> %3657)
  %3738 = getelementptr float, ptr %3659, i64 %3723
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3734, ptr align 1 %3738, <8 x i1> %3657)
  %3739 = getelementptr float, ptr %3659, i64 %3726
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3735, ptr align 1 %3739, <8 x i1> %3657)
  %3740 = getelementptr float, ptr %3659, i64 %3721
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3736, ptr align 1 %3740, <8 x i1> %3657)
  %3741 = icmp eq i64 %14, 0
  %3742 = icmp slt i64 %10, %8
  %3743 = or i1 %3742, %3741
  br i1 %3743, label %7848, label %3775

3744:                                             ; preds = %3664, %3744
  %3745 = phi <8 x float> [ %3724, %3664 ], [ %3757, %3744 ]
  %3746 = phi <8 x float> [ %3725, %3664 ], [ %3762, %3744 ]
  %3747 = phi <8 x float> [ %3722, %3664 ], [ %3767, %3744 ]
  %3748 = phi <8 x float> [ %3727, %3664 ], [ %3772, %3744 ]
  %3749 = phi i64 [ %9, %3664 ], [ %3773, %3744 ]
  %3750 = mul nsw i64 %3749, %11
  %3751 = getelementptr inbounds float, ptr %3728, i64 %3750
  %3752 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3751, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3753 = getelementptr float, ptr %3730, i64 %3749
  %3754 = load float, ptr %3753, align 1
  %3755 = insertelement <8 x float> poison, float %3754, i64 0
  %3756 = shufflevector <8 x float> %3755, <8 x float> poison, <8 x i32> zeroinitializer
  %3757 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3752, <8 x float> %3756, <8 x float> %3745)
  %3758 = getelementptr float, ptr %3753, i64 %8
  %3759 = load float, ptr %3758, align 1
  %3760 = insertelement <8 x float> poison, float %3759, i64 0
  %3761 = shufflevector <8 x float> %3760, <8 x float> poison, <8 x i32> zeroinitializer
  %3762 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3752, <8 x float> %3761, <8 x float> %3746)
  %3763 = getelementptr i8, ptr %3753, i64 %3665
  %3764 = load float, ptr %3763, align 1
  %3765 = insertelement <8 x float> poison, float %3764, i64 0
  %3766 = shufflevector <8 x float> %3765, <8 x float> poison, <8 x i32> zeroinitializer
  %3767 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3752, <8 x float> %3766, <8 x float> %3747)
  %3768 = getelementptr i8, ptr %3753, i64 %3666
  %3769 = load float, ptr %3768, align 1
  %3770 = insertelement <8 x float> poison, float %3769, i64 0
  %3771 = shufflevector <8 x float> %3770, <8 x float> poison, <8 x i32> zeroinitializer
  %3772 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3752, <8 x float> %3771, <8 x float> %3748)
  %3773 = add nsw i64 %3749, 1
  %3774 = icmp eq i64 %3773, %10
  br i1 %3774, label %3732, label %3744

3775:                                             ; preds = %3732
  %3776 = bitcast <8 x float> %15 to <8 x i32>
  %3777 = bitcast <8 x float> %16 to <8 x i32>
  %3778 = add nsw i64 %3662, %12
  %3779 = getelementptr inbounds float, ptr %3, i64 %3778
  %3780 = getelementptr inbounds float, ptr %4, i64 %3778
  %3781 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3779, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3782 = and i64 %14, 3
  switch i64 %3782, label %241 [
    i64 1, label %3793
    i64 2, label %3796
    i64 3, label %3803
    i64 0, label %3783
  ]

3783:                                             ; preds = %3775
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3781, ptr align 1 %3779, <8 x i1> %3657)
  %3784 = getelementptr float, ptr %3, i64 %3723
  %3785 = getelementptr float, ptr %3784, i64 %12
  %3786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3785, <8 x i1> %3657, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3786, ptr align 1 %3785, <8 x i1> %3657)
  %3787 = getelementptr float, ptr %3, i64 %3726
  %3788 = getelementptr float, ptr %3787, i64 %12
  %3789 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3788, <8 x i1> %3657, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3789, ptr align 1 %3788, <8 x i1> %3657)
  %3790 = getelementptr float, ptr %3, i64 %3721
  %3791 = getelementptr float, ptr %3790, i64 %12
  %3792 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3791, <8 x i1> %3657, <8 x float> zeroinitializer)
  br label %4047

3793:                                             ; preds = %3775
  %3794 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3780, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3795 = fadd <8 x float> %3781, %3794
  br label %3810

3796:                                             ; preds = %3775
  %3797 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3781)
  %3798 = bitcast <8 x float> %3781 to <8 x i32>
  %3799 = or <8 x i32> %3798, %3777
  %3800 = bitcast <8 x i32> %3799 to <8 x float>
  %3801 = fcmp oeq <8 x float> %3781, %16
  %3802 = select <8 x i1> %3801, <8 x float> %3800, <8 x float> %3797
  br label %3810

3803:                                             ; preds = %3775
  %3804 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3781)
  %3805 = bitcast <8 x float> %3781 to <8 x i32>
  %3806 = and <8 x i32> %3805, %3776
  %3807 = bitcast <8 x i32> %3806 to <8 x float>
  %3808 = fcmp oeq <8 x float> %3781, %15
  %3809 = select <8 x i1> %3808, <8 x float> %3807, <8 x float> %3804
  br label %3810

3810:                                             ; preds = %3803, %3796, %3793
  %3811 = phi <8 x float> [ %3795, %3793 ], [ %3802, %3796 ], [ %3809, %3803 ]
  %3812 = lshr i64 %14, 2
  %3813 = and i64 %3812, 3
  switch i64 %3813, label %241 [
    i64 1, label %3828
    i64 2, label %3821
    i64 3, label %3814
    i64 0, label %3852
  ]

3814:                                             ; preds = %3810
  %3815 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3811)
  %3816 = bitcast <8 x float> %3811 to <8 x i32>
  %3817 = and <8 x i32> %3816, %3776
  %3818 = bitcast <8 x i32> %3817 to <8 x float>
  %3819 = fcmp oeq <8 x float> %3811, %15
  %3820 = select <8 x i1> %3819, <8 x float> %3818, <8 x float> %3815
  br label %3831

3821:                                             ; preds = %3810
  %3822 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3811)
  %3823 = bitcast <8 x float> %3811 to <8 x i32>
  %3824 = or <8 x i32> %3823, %3777
  %3825 = bitcast <8 x i32> %3824 to <8 x float>
  %3826 = fcmp oeq <8 x float> %3811, %16
  %3827 = select <8 x i1> %3826, <8 x float> %3825, <8 x float> %3822
  br label %3831

3828:                                             ; preds = %3810
  %3829 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3780, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3830 = fadd <8 x float> %3811, %3829
  br label %3831

3831:                                             ; preds = %3828, %3821, %3814
  %3832 = phi <8 x float> [ %3830, %3828 ], [ %3827, %3821 ], [ %3820, %3814 ]
  %3833 = lshr i64 %14, 4
  %3834 = and i64 %3833, 3
  switch i64 %3834, label %241 [
    i64 1, label %3849
    i64 2, label %3842
    i64 3, label %3835
    i64 0, label %3852
  ]

3835:                                             ; preds = %3831
  %3836 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3832)
  %3837 = bitcast <8 x float> %3832 to <8 x i32>
  %3838 = and <8 x i32> %3837, %3776
  %3839 = bitcast <8 x i32> %3838 to <8 x float>
  %3840 = fcmp oeq <8 x float> %3832, %15
  %3841 = select <8 x i1> %3840, <8 x float> %3839, <8 x float> %3836
  br label %3852

3842:                                             ; preds = %3831
  %3843 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3832)
  %3844 = bitcast <8 x float> %3832 to <8 x i32>
  %3845 = or <8 x i32> %3844, %3777
  %3846 = bitcast <8 x i32> %3845 to <8 x float>
  %3847 = fcmp oeq <8 x float> %3832, %16
  %3848 = select <8 x i1> %3847, <8 x float> %3846, <8 x float> %3843
  br label %3852

3849:                                             ; preds = %3831
  %3850 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3780, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3851 = fadd <8 x float> %3832, %3850
  br label %3852

3852:                                             ; preds = %3835, %3842, %3849, %3831, %3810
  %3853 = phi <8 x float> [ %3832, %3831 ], [ %3841, %3835 ], [ %3811, %3810 ], [ %3851, %3849 ], [ %3848, %3842 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3853, ptr align 1 %3779, <8 x i1> %3657)
  %3854 = add nsw i64 %3723, %12
  %3855 = getelementptr inbounds float, ptr %3, i64 %3854
  %3856 = getelementptr inbounds float, ptr %4, i64 %3854
  %3857 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3855, <8 x i1> %3657, <8 x float> zeroinitializer)
  switch i64 %3782, label %241 [
    i64 1, label %3872
    i64 2, label %3865
    i64 3, label %3858
  ]

3858:                                             ; preds = %3852
  %3859 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3857)
  %3860 = bitcast <8 x float> %3857 to <8 x i32>
  %3861 = and <8 x i32> %3860, %3776
  %3862 = bitcast <8 x i32> %3861 to <8 x float>
  %3863 = fcmp oeq <8 x float> %3857, %15
  %3864 = select <8 x i1> %3863, <8 x float> %3862, <8 x float> %3859
  br label %3875

3865:                                             ; preds = %3852
  %3866 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3857)
  %3867 = bitcast <8 x float> %3857 to <8 x i32>
  %3868 = or <8 x i32> %3867, %3777
  %3869 = bitcast <8 x i32> %3868 to <8 x float>
  %3870 = fcmp oeq <8 x float> %3857, %16
  %3871 = select <8 x i1> %3870, <8 x float> %3869, <8 x float> %3866
  br label %3875

3872:                                             ; preds = %3852
  %3873 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3856, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3874 = fadd <8 x float> %3857, %3873
  br label %3875

3875:                                             ; preds = %3872, %3865, %3858
  %3876 = phi <8 x float> [ %3874, %3872 ], [ %3871, %3865 ], [ %3864, %3858 ]
  %3877 = lshr i64 %14, 2
  %3878 = and i64 %3877, 3
  switch i64 %3878, label %241 [
    i64 1, label %3893
    i64 2, label %3886
    i64 3, label %3879
    i64 0, label %3917
  ]

3879:                                             ; preds = %3875
  %3880 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3876)
  %3881 = bitcast <8 x float> %3876 to <8 x i32>
  %3882 = and <8 x i32> %3881, %3776
  %3883 = bitcast <8 x i32> %3882 to <8 x float>
  %3884 = fcmp oeq <8 x float> %3876, %15
  %3885 = select <8 x i1> %3884, <8 x float> %3883, <8 x float> %3880
  br label %3896

3886:                                             ; preds = %3875
  %3887 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3876)
  %3888 = bitcast <8 x float> %3876 to <8 x i32>
  %3889 = or <8 x i32> %3888, %3777
  %3890 = bitcast <8 x i32> %3889 to <8 x float>
  %3891 = fcmp oeq <8 x float> %3876, %16
  %3892 = select <8 x i1> %3891, <8 x float> %3890, <8 x float> %3887
  br label %3896

3893:                                             ; preds = %3875
  %3894 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3856, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3895 = fadd <8 x float> %3876, %3894
  br label %3896

3896:                                             ; preds = %3893, %3886, %3879
  %3897 = phi <8 x float> [ %3895, %3893 ], [ %3892, %3886 ], [ %3885, %3879 ]
  %3898 = lshr i64 %14, 4
  %3899 = and i64 %3898, 3
  switch i64 %3899, label %241 [
    i64 1, label %3914
    i64 2, label %3907
    i64 3, label %3900
    i64 0, label %3917
  ]

3900:                                             ; preds = %3896
  %3901 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3897)
  %3902 = bitcast <8 x float> %3897 to <8 x i32>
  %3903 = and <8 x i32> %3902, %3776
  %3904 = bitcast <8 x i32> %3903 to <8 x float>
  %3905 = fcmp oeq <8 x float> %3897, %15
  %3906 = select <8 x i1> %3905, <8 x float> %3904, <8 x float> %3901
  br label %3917

3907:                                             ; preds = %3896
  %3908 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3897)
  %3909 = bitcast <8 x float> %3897 to <8 x i32>
  %3910 = or <8 x i32> %3909, %3777
  %3911 = bitcast <8 x i32> %3910 to <8 x float>
  %3912 = fcmp oeq <8 x float> %3897, %16
  %3913 = select <8 x i1> %3912, <8 x float> %3911, <8 x float> %3908
  br label %3917

3914:                                             ; preds = %3896
  %3915 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3856, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3916 = fadd <8 x float> %3897, %3915
  br label %3917

3917:                                             ; preds = %3900, %3907, %3914, %3896, %3875
  %3918 = phi <8 x float> [ %3913, %3907 ], [ %3906, %3900 ], [ %3876, %3875 ], [ %3897, %3896 ], [ %3916, %3914 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3918, ptr align 1 %3855, <8 x i1> %3657)
  %3919 = add nsw i64 %3726, %12
  %3920 = getelementptr inbounds float, ptr %3, i64 %3919
  %3921 = getelementptr inbounds float, ptr %4, i64 %3919
  %3922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3920, <8 x i1> %3657, <8 x float> zeroinitializer)
  switch i64 %3782, label %241 [
    i64 1, label %3937
    i64 2, label %3930
    i64 3, label %3923
  ]

3923:                                             ; preds = %3917
  %3924 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3922)
  %3925 = bitcast <8 x float> %3922 to <8 x i32>
  %3926 = and <8 x i32> %3925, %3776
  %3927 = bitcast <8 x i32> %3926 to <8 x float>
  %3928 = fcmp oeq <8 x float> %3922, %15
  %3929 = select <8 x i1> %3928, <8 x float> %3927, <8 x float> %3924
  br label %3940

3930:                                             ; preds = %3917
  %3931 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3922)
  %3932 = bitcast <8 x float> %3922 to <8 x i32>
  %3933 = or <8 x i32> %3932, %3777
  %3934 = bitcast <8 x i32> %3933 to <8 x float>
  %3935 = fcmp oeq <8 x float> %3922, %16
  %3936 = select <8 x i1> %3935, <8 x float> %3934, <8 x float> %3931
  br label %3940

3937:                                             ; preds = %3917
  %3938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3921, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3939 = fadd <8 x float> %3922, %3938
  br label %3940

3940:                                             ; preds = %3937, %3930, %3923
  %3941 = phi <8 x float> [ %3939, %3937 ], [ %3936, %3930 ], [ %3929, %3923 ]
  %3942 = lshr i64 %14, 2
  %3943 = and i64 %3942, 3
  switch i64 %3943, label %241 [
    i64 1, label %3958
    i64 2, label %3951
    i64 3, label %3944
    i64 0, label %3982
  ]

3944:                                             ; preds = %3940
  %3945 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3941)
  %3946 = bitcast <8 x float> %3941 to <8 x i32>
  %3947 = and <8 x i32> %3946, %3776
  %3948 = bitcast <8 x i32> %3947 to <8 x float>
  %3949 = fcmp oeq <8 x float> %3941, %15
  %3950 = select <8 x i1> %3949, <8 x float> %3948, <8 x float> %3945
  br label %3961

3951:                                             ; preds = %3940
  %3952 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3941)
  %3953 = bitcast <8 x float> %3941 to <8 x i32>
  %3954 = or <8 x i32> %3953, %3777
  %3955 = bitcast <8 x i32> %3954 to <8 x float>
  %3956 = fcmp oeq <8 x float> %3941, %16
  %3957 = select <8 x i1> %3956, <8 x float> %3955, <8 x float> %3952
  br label %3961

3958:                                             ; preds = %3940
  %3959 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3921, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3960 = fadd <8 x float> %3941, %3959
  br label %3961

3961:                                             ; preds = %3958, %3951, %3944
  %3962 = phi <8 x float> [ %3960, %3958 ], [ %3957, %3951 ], [ %3950, %3944 ]
  %3963 = lshr i64 %14, 4
  %3964 = and i64 %3963, 3
  switch i64 %3964, label %241 [
    i64 1, label %3979
    i64 2, label %3972
    i64 3, label %3965
    i64 0, label %3982
  ]

3965:                                             ; preds = %3961
  %3966 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3962)
  %3967 = bitcast <8 x float> %3962 to <8 x i32>
  %3968 = and <8 x i32> %3967, %3776
  %3969 = bitcast <8 x i32> %3968 to <8 x float>
  %3970 = fcmp oeq <8 x float> %3962, %15
  %3971 = select <8 x i1> %3970, <8 x float> %3969, <8 x float> %3966
  br label %3982

3972:                                             ; preds = %3961
  %3973 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3962)
  %3974 = bitcast <8 x float> %3962 to <8 x i32>
  %3975 = or <8 x i32> %3974, %3777
  %3976 = bitcast <8 x i32> %3975 to <8 x float>
  %3977 = fcmp oeq <8 x float> %3962, %16
  %3978 = select <8 x i1> %3977, <8 x float> %3976, <8 x float> %3973
  br label %3982

3979:                                             ; preds = %3961
  %3980 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3921, <8 x i1> %3657, <8 x float> zeroinitializer)
  %3981 = fadd <8 x float> %3962, %3980
  br label %3982

3982:                                             ; preds = %3965, %3972, %3979, %3961, %3940
  %3983 = phi <8 x float> [ %3978, %3972 ], [ %3971, %3965 ], [ %3941, %3940 ], [ %3962, %3961 ], [ %3981, %3979 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3983, ptr align 1 %3920, <8 x i1> %3657)
  %3984 = add nsw i64 %3721, %12
  %3985 = getelementptr inbounds float, ptr %3, i64 %3984
  %3986 = getelementptr inbounds float, ptr %4, i64 %3984
  %3987 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3985, <8 x i1> %3657, <8 x float> zeroinitializer)
  switch i64 %3782, label %241 [
    i64 1, label %4002
    i64 2, label %3995
    i64 3, label %3988
  ]

3988:                                             ; preds = %3982
  %3989 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %3987)
  %3990 = bitcast <8 x float> %3987 to <8 x i32>
  %3991 = and <8 x i32> %3990, %3776
  %3992 = bitcast <8 x i32> %3991 to <8 x float>
  %3993 = fcmp oeq <8 x float> %3987, %15
  %3994 = select <8 x i1> %3993, <8 x float> %3992, <8 x float> %3989
  br label %4005

3995:                                             ; preds = %3982
  %3996 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %3987)
  %3997 = bitcast <8 x float> %3987 to <8 x i32>
  %3998 = or <8 x i32> %3997, %3777
  %3999 = bitcast <8 x i32> %3998 to <8 x float>
  %4000 = fcmp oeq <8 x float> %3987, %16
  %4001 = select <8 x i1> %4000, <8 x float> %3999, <8 x float> %3996
  br label %4005

4002:                                             ; preds = %3982
  %4003 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3986, <8 x i1> %3657, <8 x float> zeroinitializer)
  %4004 = fadd <8 x float> %3987, %4003
  br label %4005

4005:                                             ; preds = %4002, %3995, %3988
  %4006 = phi <8 x float> [ %4004, %4002 ], [ %4001, %3995 ], [ %3994, %3988 ]
  %4007 = lshr i64 %14, 2
  %4008 = and i64 %4007, 3
  switch i64 %4008, label %241 [
    i64 1, label %4023
    i64 2, label %4016
    i64 3, label %4009
    i64 0, label %4047
  ]

4009:                                             ; preds = %4005
  %4010 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4006)
  %4011 = bitcast <8 x float> %4006 to <8 x i32>
  %4012 = and <8 x i32> %4011, %3776
  %4013 = bitcast <8 x i32> %4012 to <8 x float>
  %4014 = fcmp oeq <8 x float> %4006, %15
  %4015 = select <8 x i1> %4014, <8 x float> %4013, <8 x float> %4010
  br label %4026

4016:                                             ; preds = %4005
  %4017 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4006)
  %4018 = bitcast <8 x float> %4006 to <8 x i32>
  %4019 = or <8 x i32> %4018, %3777
  %4020 = bitcast <8 x i32> %4019 to <8 x float>
  %4021 = fcmp oeq <8 x float> %4006, %16
  %4022 = select <8 x i1> %4021, <8 x float> %4020, <8 x float> %4017
  br label %4026

4023:                                             ; preds = %4005
  %4024 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3986, <8 x i1> %3657, <8 x float> zeroinitializer)
  %4025 = fadd <8 x float> %4006, %4024
  br label %4026

4026:                                             ; preds = %4023, %4016, %4009
  %4027 = phi <8 x float> [ %4025, %4023 ], [ %4022, %4016 ], [ %4015, %4009 ]
  %4028 = lshr i64 %14, 4
  %4029 = and i64 %4028, 3
  switch i64 %4029, label %241 [
    i64 1, label %4044
    i64 2, label %4037
    i64 3, label %4030
    i64 0, label %4047
  ]

4030:                                             ; preds = %4026
  %4031 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4027)
  %4032 = bitcast <8 x float> %4027 to <8 x i32>
  %4033 = and <8 x i32> %4032, %3776
  %4034 = bitcast <8 x i32> %4033 to <8 x float>
  %4035 = fcmp oeq <8 x float> %4027, %15
  %4036 = select <8 x i1> %4035, <8 x float> %4034, <8 x float> %4031
  br label %4047

4037:                                             ; preds = %4026
  %4038 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4027)
  %4039 = bitcast <8 x float> %4027 to <8 x i32>
  %4040 = or <8 x i32> %4039, %3777
  %4041 = bitcast <8 x i32> %4040 to <8 x float>
  %4042 = fcmp oeq <8 x float> %4027, %16
  %4043 = select <8 x i1> %4042, <8 x float> %4041, <8 x float> %4038
  br label %4047

4044:                                             ; preds = %4026
  %4045 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3986, <8 x i1> %3657, <8 x float> zeroinitializer)
  %4046 = fadd <8 x float> %4027, %4045
  br label %4047

4047:                                             ; preds = %4030, %4037, %4044, %3783, %4026, %4005
  %4048 = phi ptr [ %3791, %3783 ], [ %3985, %4030 ], [ %3985, %4005 ], [ %3985, %4026 ], [ %3985, %4044 ], [ %3985, %4037 ]
  %4049 = phi <8 x float> [ %3792, %3783 ], [ %4036, %4030 ], [ %4006, %4005 ], [ %4027, %4026 ], [ %4046, %4044 ], [ %4043, %4037 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4049, ptr align 1 %4048, <8 x i1> %3657)
  br label %7848

4050:                                             ; preds = %1700
  %4051 = sub i64 %11, %12
  %4052 = icmp sgt i64 %4051, 7
  %4053 = trunc i64 %4051 to i32
  %4054 = select i1 %4052, i32 8, i32 %4053
  %4055 = insertelement <8 x i32> poison, i32 %4054, i64 0
  %4056 = shufflevector <8 x i32> %4055, <8 x i32> poison, <8 x i32> zeroinitializer
  %4057 = icmp sgt <8 x i32> %4056, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4058 = add i64 %12, 8
  %4059 = sub i64 %11, %4058
  %4060 = icmp sgt i64 %4059, 7
  %4061 = trunc i64 %4059 to i32
  %4062 = select i1 %4060, i32 8, i32 %4061
  %4063 = insertelement <8 x i32> poison, i32 %4062, i64 0
  %4064 = shufflevector <8 x i32> %4063, <8 x i32> poison, <8 x i32> zeroinitializer
  %4065 = icmp sgt <8 x i32> %4064, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4066 = icmp sgt i64 %9, 0
  %4067 = getelementptr float, ptr %2, i64 %12
  %4068 = getelementptr float, ptr %3, i64 %12
  %4069 = getelementptr inbounds float, ptr %5, i64 %13
  %4070 = mul nsw i64 %13, %11
  %4071 = getelementptr float, ptr %4067, i64 %4070
  %4072 = getelementptr float, ptr %4068, i64 %4070
  br i1 %4066, label %4136, label %4076

4073:                                             ; preds = %4158
  %4074 = shl i64 %8, 3
  %4075 = mul i64 %8, 12
  br label %4193

4076:                                             ; preds = %4050
  %4077 = icmp eq ptr %5, null
  br i1 %4077, label %4111, label %4078

4078:                                             ; preds = %4076
  %4079 = load float, ptr %4069, align 1
  %4080 = insertelement <8 x float> poison, float %4079, i64 0
  %4081 = shufflevector <8 x float> %4080, <8 x float> poison, <8 x i32> zeroinitializer
  %4082 = insertelement <8 x float> poison, float %4079, i64 0
  %4083 = shufflevector <8 x float> %4082, <8 x float> poison, <8 x i32> zeroinitializer
  %4084 = getelementptr inbounds nuw i8, ptr %4069, i64 4
  %4085 = add nsw i64 %13, 1
  %4086 = mul nsw i64 %4085, %11
  %4087 = getelementptr float, ptr %4068, i64 %4086
  %4088 = load float, ptr %4084, align 1
  %4089 = insertelement <8 x float> poison, float %4088, i64 0
  %4090 = shufflevector <8 x float> %4089, <8 x float> poison, <8 x i32> zeroinitializer
  %4091 = insertelement <8 x float> poison, float %4088, i64 0
  %4092 = shufflevector <8 x float> %4091, <8 x float> poison, <8 x i32> zeroinitializer
  %4093 = getelementptr inbounds nuw i8, ptr %4069, i64 8
  %4094 = add nsw i64 %13, 2
  %4095 = mul nsw i64 %4094, %11
  %4096 = getelementptr float, ptr %4068, i64 %4095
  %4097 = load float, ptr %4093, align 1
  %4098 = insertelement <8 x float> poison, float %4097, i64 0
  %4099 = shufflevector <8 x float> %4098, <8 x float> poison, <8 x i32> zeroinitializer
  %4100 = insertelement <8 x float> poison, float %4097, i64 0
  %4101 = shufflevector <8 x float> %4100, <8 x float> poison, <8 x i32> zeroinitializer
  %4102 = getelementptr inbounds nuw i8, ptr %4069, i64 12
  %4103 = add nsw i64 %13, 3
  %4104 = mul nsw i64 %4103, %11
  %4105 = getelementptr float, ptr %4068, i64 %4104
  %4106 = load float, ptr %4102, align 1
  %4107 = insertelement <8 x float> poison, float %4106, i64 0
  %4108 = shufflevector <8 x float> %4107, <8 x float> poison, <8 x i32> zeroinitializer
  %4109 = insertelement <8 x float> poison, float %4106, i64 0
  %4110 = shufflevector <8 x float> %4109, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4158

4111:                                             ; preds = %4076
  %4112 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4071, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4113 = getelementptr inbounds nuw i8, ptr %4071, i64 32
  %4114 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4113, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4115 = add nsw i64 %13, 1
  %4116 = mul nsw i64 %4115, %11
  %4117 = getelementptr float, ptr %4067, i64 %4116
  %4118 = getelementptr float, ptr %4068, i64 %4116
  %4119 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4117, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4120 = getelementptr inbounds nuw i8, ptr %4117, i64 32
  %4121 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4120, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4122 = add nsw i64 %13, 2
  %4123 = mul nsw i64 %4122, %11
  %4124 = getelementptr float, ptr %4067, i64 %4123
  %4125 = getelementptr float, ptr %4068, i64 %4123
  %4126 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4124, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4127 = getelementptr inbounds nuw i8, ptr %4124, i64 32
  %4128 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4127, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4129 = add nsw i64 %13, 3
  %4130 = mul nsw i64 %4129, %11
  %4131 = getelementptr float, ptr %4067, i64 %4130
  %4132 = getelementptr float, ptr %4068, i64 %4130
  %4133 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4131, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4134 = getelementptr inbounds nuw i8, ptr %4131, i64 32
  %4135 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4134, <8 x i1> %4065, <8 x float> zeroinitializer)
  br label %4158

4136:                                             ; preds = %4050
  %4137 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4072, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4138 = getelementptr inbounds nuw i8, ptr %4072, i64 32
  %4139 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4138, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4140 = add nsw i64 %13, 1
  %4141 = mul nsw i64 %4140, %11
  %4142 = getelementptr float, ptr %4068, i64 %4141
  %4143 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4142, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4144 = getelementptr inbounds nuw i8, ptr %4142, i64 32
  %4145 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4144, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4146 = add nsw i64 %13, 2
  %4147 = mul nsw i64 %4146, %11
  %4148 = getelementptr float, ptr %4068, i64 %4147
  %4149 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4148, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4150 = getelementptr inbounds nuw i8, ptr %4148, i64 32
  %4151 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4150, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4152 = add nsw i64 %13, 3
  %4153 = mul nsw i64 %4152, %11
  %4154 = getelementptr float, ptr %4068, i64 %4153
  %4155 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4154, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4156 = getelementptr inbounds nuw i8, ptr %4154, i64 32
  %4157 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4156, <8 x i1> %4065, <8 x float> zeroinitializer)
  br label %4158

4158:                                             ; preds = %4136, %4111, %4078
  %4159 = phi <8 x float> [ %4155, %4136 ], [ %4133, %4111 ], [ %4108, %4078 ]
  %4160 = phi <8 x float> [ %4149, %4136 ], [ %4126, %4111 ], [ %4099, %4078 ]
  %4161 = phi <8 x float> [ %4143, %4136 ], [ %4119, %4111 ], [ %4090, %4078 ]
  %4162 = phi <8 x float> [ %4137, %4136 ], [ %4112, %4111 ], [ %4081, %4078 ]
  %4163 = phi <8 x float> [ %4139, %4136 ], [ %4114, %4111 ], [ %4083, %4078 ]
  %4164 = phi i64 [ %4141, %4136 ], [ %4116, %4111 ], [ %4086, %4078 ]
  %4165 = phi ptr [ %4142, %4136 ], [ %4118, %4111 ], [ %4087, %4078 ]
  %4166 = phi <8 x float> [ %4145, %4136 ], [ %4121, %4111 ], [ %4092, %4078 ]
  %4167 = phi i64 [ %4147, %4136 ], [ %4123, %4111 ], [ %4095, %4078 ]
  %4168 = phi ptr [ %4148, %4136 ], [ %4125, %4111 ], [ %4096, %4078 ]
  %4169 = phi <8 x float> [ %4151, %4136 ], [ %4128, %4111 ], [ %4101, %4078 ]
  %4170 = phi i64 [ %4153, %4136 ], [ %4130, %4111 ], [ %4104, %4078 ]
  %4171 = phi ptr [ %4154, %4136 ], [ %4132, %4111 ], [ %4105, %4078 ]
  %4172 = phi <8 x float> [ %4157, %4136 ], [ %4135, %4111 ], [ %4110, %4078 ]
  %4173 = getelementptr inbounds float, ptr %0, i64 %12
  %4174 = mul nsw i64 %13, %8
  %4175 = getelementptr inbounds float, ptr %1, i64 %4174
  %4176 = icmp slt i64 %9, %10
  br i1 %4176, label %4073, label %4177

4177:                                             ; preds = %4193, %4158
  %4178 = phi <8 x float> [ %4160, %4158 ], [ %4224, %4193 ]
  %4179 = phi <8 x float> [ %4166, %4158 ], [ %4219, %4193 ]
  %4180 = phi <8 x float> [ %4161, %4158 ], [ %4218, %4193 ]
  %4181 = phi <8 x float> [ %4163, %4158 ], [ %4213, %4193 ]
  %4182 = phi <8 x float> [ %4162, %4158 ], [ %4212, %4193 ]
  %4183 = phi <8 x float> [ %4169, %4158 ], [ %4225, %4193 ]
  %4184 = phi <8 x float> [ %4159, %4158 ], [ %4230, %4193 ]
  %4185 = phi <8 x float> [ %4172, %4158 ], [ %4231, %4193 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4182, ptr align 1 %4072, <8 x i1> %4057)
  %4186 = getelementptr inbounds nuw i8, ptr %4072, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4181, ptr nonnull align 1 %4186, <8 x i1> %4065)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4180, ptr align 1 %4165, <8 x i1> %4057)
  %4187 = getelementptr inbounds nuw i8, ptr %4165, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4179, ptr nonnull align 1 %4187, <8 x i1> %4065)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4178, ptr align 1 %4168, <8 x i1> %4057)
  %4188 = getelementptr inbounds nuw i8, ptr %4168, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4183, ptr nonnull align 1 %4188, <8 x i1> %4065)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4184, ptr align 1 %4171, <8 x i1> %4057)
  %4189 = getelementptr inbounds nuw i8, ptr %4171, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4185, ptr nonnull align 1 %4189, <8 x i1> %4065)
  %4190 = icmp eq i64 %14, 0
  %4191 = icmp slt i64 %10, %8
  %4192 = or i1 %4191, %4190
  br i1 %4192, label %7848, label %4234

4193:                                             ; preds = %4073, %4193
  %4194 = phi <8 x float> [ %4160, %4073 ], [ %4224, %4193 ]
  %4195 = phi <8 x float> [ %4166, %4073 ], [ %4219, %4193 ]
  %4196 = phi <8 x float> [ %4161, %4073 ], [ %4218, %4193 ]
  %4197 = phi <8 x float> [ %4163, %4073 ], [ %4213, %4193 ]
  %4198 = phi <8 x float> [ %4162, %4073 ], [ %4212, %4193 ]
  %4199 = phi <8 x float> [ %4169, %4073 ], [ %4225, %4193 ]
  %4200 = phi <8 x float> [ %4159, %4073 ], [ %4230, %4193 ]
  %4201 = phi <8 x float> [ %4172, %4073 ], [ %4231, %4193 ]
  %4202 = phi i64 [ %9, %4073 ], [ %4232, %4193 ]
  %4203 = mul nsw i64 %4202, %11
  %4204 = getelementptr inbounds float, ptr %4173, i64 %4203
  %4205 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4204, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4206 = getelementptr inbounds nuw i8, ptr %4204, i64 32
  %4207 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4206, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4208 = getelementptr float, ptr %4175, i64 %4202
  %4209 = load float, ptr %4208, align 1
  %4210 = insertelement <8 x float> poison, float %4209, i64 0
  %4211 = shufflevector <8 x float> %4210, <8 x float> poison, <8 x i32> zeroinitializer
  %4212 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4205, <8 x float> %4211, <8 x float> %4198)
  %4213 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4207, <8 x float> %4211, <8 x float> %4197)
  %4214 = getelementptr float, ptr %4208, i64 %8
  %4215 = load float, ptr %4214, align 1
  %4216 = insertelement <8 x float> poison, float %4215, i64 0
  %4217 = shufflevector <8 x float> %4216, <8 x float> poison, <8 x i32> zeroinitializer
  %4218 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4205, <8 x float> %4217, <8 x float> %4196)
  %4219 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4207, <8 x float> %4217, <8 x float> %4195)
  %4220 = getelementptr i8, ptr %4208, i64 %4074
  %4221 = load float, ptr %4220, align 1
  %4222 = insertelement <8 x float> poison, float %4221, i64 0
  %4223 = shufflevector <8 x float> %4222, <8 x float> poison, <8 x i32> zeroinitializer
  %4224 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4205, <8 x float> %4223, <8 x float> %4194)
  %4225 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4207, <8 x float> %4223, <8 x float> %4199)
  %4226 = getelementptr i8, ptr %4208, i64 %4075
  %4227 = load float, ptr %4226, align 1
  %4228 = insertelement <8 x float> poison, float %4227, i64 0
  %4229 = shufflevector <8 x float> %4228, <8 x float> poison, <8 x i32> zeroinitializer
  %4230 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4205, <8 x float> %4229, <8 x float> %4200)
  %4231 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4207, <8 x float> %4229, <8 x float> %4201)
  %4232 = add nsw i64 %4202, 1
  %4233 = icmp eq i64 %4232, %10
  br i1 %4233, label %4177, label %4193

4234:                                             ; preds = %4177
  %4235 = bitcast <8 x float> %15 to <8 x i32>
  %4236 = bitcast <8 x float> %16 to <8 x i32>
  %4237 = add nsw i64 %4070, %12
  %4238 = getelementptr inbounds float, ptr %3, i64 %4237
  %4239 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4238, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4240 = getelementptr inbounds float, ptr %4, i64 %4237
  %4241 = and i64 %14, 3
  switch i64 %4241, label %241 [
    i64 1, label %4264
    i64 2, label %4267
    i64 3, label %4274
    i64 0, label %4242
  ]

4242:                                             ; preds = %4234
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4239, ptr align 1 %4238, <8 x i1> %4057)
  %4243 = getelementptr float, ptr %3, i64 %4237
  %4244 = getelementptr i8, ptr %4243, i64 32
  %4245 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4244, <8 x i1> %4065, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4245, ptr align 1 %4244, <8 x i1> %4065)
  %4246 = add nsw i64 %4164, %12
  %4247 = getelementptr inbounds float, ptr %3, i64 %4246
  %4248 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4247, <8 x i1> %4057, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4248, ptr align 1 %4247, <8 x i1> %4057)
  %4249 = getelementptr float, ptr %3, i64 %4246
  %4250 = getelementptr i8, ptr %4249, i64 32
  %4251 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4250, <8 x i1> %4065, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4251, ptr align 1 %4250, <8 x i1> %4065)
  %4252 = add nsw i64 %4167, %12
  %4253 = getelementptr inbounds float, ptr %3, i64 %4252
  %4254 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4253, <8 x i1> %4057, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4254, ptr align 1 %4253, <8 x i1> %4057)
  %4255 = getelementptr float, ptr %3, i64 %4252
  %4256 = getelementptr i8, ptr %4255, i64 32
  %4257 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4256, <8 x i1> %4065, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4257, ptr align 1 %4256, <8 x i1> %4065)
  %4258 = add nsw i64 %4170, %12
  %4259 = getelementptr inbounds float, ptr %3, i64 %4258
  %4260 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4259, <8 x i1> %4057, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4260, ptr align 1 %4259, <8 x i1> %4057)
  %4261 = getelementptr float, ptr %3, i64 %4258
  %4262 = getelementptr i8, ptr %4261, i64 32
  %4263 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4262, <8 x i1> %4065, <8 x float> zeroinitializer)
  br label %4778

4264:                                             ; preds = %4234
  %4265 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4240, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4266 = fadd <8 x float> %4239, %4265
  br label %4281

4267:                                             ; preds = %4234
  %4268 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4239)
  %4269 = bitcast <8 x float> %4239 to <8 x i32>
  %4270 = or <8 x i32> %4269, %4236
  %4271 = bitcast <8 x i32> %4270 to <8 x float>
  %4272 = fcmp oeq <8 x float> %4239, %16
  %4273 = select <8 x i1> %4272, <8 x float> %4271, <8 x float> %4268
  br label %4281

4274:                                             ; preds = %4234
  %4275 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4239)
  %4276 = bitcast <8 x float> %4239 to <8 x i32>
  %4277 = and <8 x i32> %4276, %4235
  %4278 = bitcast <8 x i32> %4277 to <8 x float>
  %4279 = fcmp oeq <8 x float> %4239, %15
  %4280 = select <8 x i1> %4279, <8 x float> %4278, <8 x float> %4275
  br label %4281

4281:                                             ; preds = %4274, %4267, %4264
  %4282 = phi <8 x float> [ %4266, %4264 ], [ %4273, %4267 ], [ %4280, %4274 ]
  %4283 = lshr i64 %14, 2
  %4284 = and i64 %4283, 3
  switch i64 %4284, label %241 [
    i64 1, label %4299
    i64 2, label %4292
    i64 3, label %4285
    i64 0, label %4323
  ]

4285:                                             ; preds = %4281
  %4286 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4282)
  %4287 = bitcast <8 x float> %4282 to <8 x i32>
  %4288 = and <8 x i32> %4287, %4235
  %4289 = bitcast <8 x i32> %4288 to <8 x float>
  %4290 = fcmp oeq <8 x float> %4282, %15
  %4291 = select <8 x i1> %4290, <8 x float> %4289, <8 x float> %4286
  br label %4302

4292:                                             ; preds = %4281
  %4293 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4282)
  %4294 = bitcast <8 x float> %4282 to <8 x i32>
  %4295 = or <8 x i32> %4294, %4236
  %4296 = bitcast <8 x i32> %4295 to <8 x float>
  %4297 = fcmp oeq <8 x float> %4282, %16
  %4298 = select <8 x i1> %4297, <8 x float> %4296, <8 x float> %4293
  br label %4302

4299:                                             ; preds = %4281
  %4300 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4240, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4301 = fadd <8 x float> %4282, %4300
  br label %4302

4302:                                             ; preds = %4299, %4292, %4285
  %4303 = phi <8 x float> [ %4301, %4299 ], [ %4298, %4292 ], [ %4291, %4285 ]
  %4304 = lshr i64 %14, 4
  %4305 = and i64 %4304, 3
  switch i64 %4305, label %241 [
    i64 1, label %4320
    i64 2, label %4313
    i64 3, label %4306
    i64 0, label %4323
  ]

4306:                                             ; preds = %4302
  %4307 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4303)
  %4308 = bitcast <8 x float> %4303 to <8 x i32>
  %4309 = and <8 x i32> %4308, %4235
  %4310 = bitcast <8 x i32> %4309 to <8 x float>
  %4311 = fcmp oeq <8 x float> %4303, %15
  %4312 = select <8 x i1> %4311, <8 x float> %4310, <8 x float> %4307
  br label %4323

4313:                                             ; preds = %4302
  %4314 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4303)
  %4315 = bitcast <8 x float> %4303 to <8 x i32>
  %4316 = or <8 x i32> %4315, %4236
  %4317 = bitcast <8 x i32> %4316 to <8 x float>
  %4318 = fcmp oeq <8 x float> %4303, %16
  %4319 = select <8 x i1> %4318, <8 x float> %4317, <8 x float> %4314
  br label %4323

4320:                                             ; preds = %4302
  %4321 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4240, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4322 = fadd <8 x float> %4303, %4321
  br label %4323

4323:                                             ; preds = %4306, %4313, %4320, %4302, %4281
  %4324 = phi <8 x float> [ %4303, %4302 ], [ %4312, %4306 ], [ %4282, %4281 ], [ %4322, %4320 ], [ %4319, %4313 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4324, ptr align 1 %4238, <8 x i1> %4057)
  %4325 = add nsw i64 %4237, 8
  %4326 = getelementptr inbounds float, ptr %3, i64 %4325
  %4327 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4326, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4328 = getelementptr inbounds float, ptr %4, i64 %4325
  switch i64 %4241, label %241 [
    i64 1, label %4343
    i64 2, label %4336
    i64 3, label %4329
  ]

4329:                                             ; preds = %4323
  %4330 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4327)
  %4331 = bitcast <8 x float> %4327 to <8 x i32>
  %4332 = and <8 x i32> %4331, %4235
  %4333 = bitcast <8 x i32> %4332 to <8 x float>
  %4334 = fcmp oeq <8 x float> %4327, %15
  %4335 = select <8 x i1> %4334, <8 x float> %4333, <8 x float> %4330
  br label %4346

4336:                                             ; preds = %4323
  %4337 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4327)
  %4338 = bitcast <8 x float> %4327 to <8 x i32>
  %4339 = or <8 x i32> %4338, %4236
  %4340 = bitcast <8 x i32> %4339 to <8 x float>
  %4341 = fcmp oeq <8 x float> %4327, %16
  %4342 = select <8 x i1> %4341, <8 x float> %4340, <8 x float> %4337
  br label %4346

4343:                                             ; preds = %4323
  %4344 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4328, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4345 = fadd <8 x float> %4327, %4344
  br label %4346

4346:                                             ; preds = %4343, %4336, %4329
  %4347 = phi <8 x float> [ %4345, %4343 ], [ %4342, %4336 ], [ %4335, %4329 ]
  %4348 = lshr i64 %14, 2
  %4349 = and i64 %4348, 3
  switch i64 %4349, label %241 [
    i64 1, label %4364
    i64 2, label %4357
    i64 3, label %4350
    i64 0, label %4388
  ]

4350:                                             ; preds = %4346
  %4351 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4347)
  %4352 = bitcast <8 x float> %4347 to <8 x i32>
  %4353 = and <8 x i32> %4352, %4235
  %4354 = bitcast <8 x i32> %4353 to <8 x float>
  %4355 = fcmp oeq <8 x float> %4347, %15
  %4356 = select <8 x i1> %4355, <8 x float> %4354, <8 x float> %4351
  br label %4367

4357:                                             ; preds = %4346
  %4358 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4347)
  %4359 = bitcast <8 x float> %4347 to <8 x i32>
  %4360 = or <8 x i32> %4359, %4236
  %4361 = bitcast <8 x i32> %4360 to <8 x float>
  %4362 = fcmp oeq <8 x float> %4347, %16
  %4363 = select <8 x i1> %4362, <8 x float> %4361, <8 x float> %4358
  br label %4367

4364:                                             ; preds = %4346
  %4365 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4328, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4366 = fadd <8 x float> %4347, %4365
  br label %4367

4367:                                             ; preds = %4364, %4357, %4350
  %4368 = phi <8 x float> [ %4366, %4364 ], [ %4363, %4357 ], [ %4356, %4350 ]
  %4369 = lshr i64 %14, 4
  %4370 = and i64 %4369, 3
  switch i64 %4370, label %241 [
    i64 1, label %4385
    i64 2, label %4378
    i64 3, label %4371
    i64 0, label %4388
  ]

4371:                                             ; preds = %4367
  %4372 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4368)
  %4373 = bitcast <8 x float> %4368 to <8 x i32>
  %4374 = and <8 x i32> %4373, %4235
  %4375 = bitcast <8 x i32> %4374 to <8 x float>
  %4376 = fcmp oeq <8 x float> %4368, %15
  %4377 = select <8 x i1> %4376, <8 x float> %4375, <8 x float> %4372
  br label %4388

4378:                                             ; preds = %4367
  %4379 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4368)
  %4380 = bitcast <8 x float> %4368 to <8 x i32>
  %4381 = or <8 x i32> %4380, %4236
  %4382 = bitcast <8 x i32> %4381 to <8 x float>
  %4383 = fcmp oeq <8 x float> %4368, %16
  %4384 = select <8 x i1> %4383, <8 x float> %4382, <8 x float> %4379
  br label %4388

4385:                                             ; preds = %4367
  %4386 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4328, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4387 = fadd <8 x float> %4368, %4386
  br label %4388

4388:                                             ; preds = %4371, %4378, %4385, %4367, %4346
  %4389 = phi <8 x float> [ %4384, %4378 ], [ %4377, %4371 ], [ %4347, %4346 ], [ %4368, %4367 ], [ %4387, %4385 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4389, ptr align 1 %4326, <8 x i1> %4065)
  %4390 = add nsw i64 %4164, %12
  %4391 = getelementptr inbounds float, ptr %3, i64 %4390
  %4392 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4391, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4393 = getelementptr inbounds float, ptr %4, i64 %4390
  switch i64 %4241, label %241 [
    i64 1, label %4408
    i64 2, label %4401
    i64 3, label %4394
  ]

4394:                                             ; preds = %4388
  %4395 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4392)
  %4396 = bitcast <8 x float> %4392 to <8 x i32>
  %4397 = and <8 x i32> %4396, %4235
  %4398 = bitcast <8 x i32> %4397 to <8 x float>
  %4399 = fcmp oeq <8 x float> %4392, %15
  %4400 = select <8 x i1> %4399, <8 x float> %4398, <8 x float> %4395
  br label %4411

4401:                                             ; preds = %4388
  %4402 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4392)
  %4403 = bitcast <8 x float> %4392 to <8 x i32>
  %4404 = or <8 x i32> %4403, %4236
  %4405 = bitcast <8 x i32> %4404 to <8 x float>
  %4406 = fcmp oeq <8 x float> %4392, %16
  %4407 = select <8 x i1> %4406, <8 x float> %4405, <8 x float> %4402
  br label %4411

4408:                                             ; preds = %4388
  %4409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4393, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4410 = fadd <8 x float> %4392, %4409
  br label %4411

4411:                                             ; preds = %4408, %4401, %4394
  %4412 = phi <8 x float> [ %4410, %4408 ], [ %4407, %4401 ], [ %4400, %4394 ]
  %4413 = lshr i64 %14, 2
  %4414 = and i64 %4413, 3
  switch i64 %4414, label %241 [
    i64 1, label %4429
    i64 2, label %4422
    i64 3, label %4415
    i64 0, label %4453
  ]

4415:                                             ; preds = %4411
  %4416 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4412)
  %4417 = bitcast <8 x float> %4412 to <8 x i32>
  %4418 = and <8 x i32> %4417, %4235
  %4419 = bitcast <8 x i32> %4418 to <8 x float>
  %4420 = fcmp oeq <8 x float> %4412, %15
  %4421 = select <8 x i1> %4420, <8 x float> %4419, <8 x float> %4416
  br label %4432

4422:                                             ; preds = %4411
  %4423 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4412)
  %4424 = bitcast <8 x float> %4412 to <8 x i32>
  %4425 = or <8 x i32> %4424, %4236
  %4426 = bitcast <8 x i32> %4425 to <8 x float>
  %4427 = fcmp oeq <8 x float> %4412, %16
  %4428 = select <8 x i1> %4427, <8 x float> %4426, <8 x float> %4423
  br label %4432

4429:                                             ; preds = %4411
  %4430 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4393, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4431 = fadd <8 x float> %4412, %4430
  br label %4432

4432:                                             ; preds = %4429, %4422, %4415
  %4433 = phi <8 x float> [ %4431, %4429 ], [ %4428, %4422 ], [ %4421, %4415 ]
  %4434 = lshr i64 %14, 4
  %4435 = and i64 %4434, 3
  switch i64 %4435, label %241 [
    i64 1, label %4450
    i64 2, label %4443
    i64 3, label %4436
    i64 0, label %4453
  ]

4436:                                             ; preds = %4432
  %4437 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4433)
  %4438 = bitcast <8 x float> %4433 to <8 x i32>
  %4439 = and <8 x i32> %4438, %4235
  %4440 = bitcast <8 x i32> %4439 to <8 x float>
  %4441 = fcmp oeq <8 x float> %4433, %15
  %4442 = select <8 x i1> %4441, <8 x float> %4440, <8 x float> %4437
  br label %4453

4443:                                             ; preds = %4432
  %4444 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4433)
  %4445 = bitcast <8 x float> %4433 to <8 x i32>
  %4446 = or <8 x i32> %4445, %4236
  %4447 = bitcast <8 x i32> %4446 to <8 x float>
  %4448 = fcmp oeq <8 x float> %4433, %16
  %4449 = select <8 x i1> %4448, <8 x float> %4447, <8 x float> %4444
  br label %4453

4450:                                             ; preds = %4432
  %4451 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4393, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4452 = fadd <8 x float> %4433, %4451
  br label %4453

4453:                                             ; preds = %4436, %4443, %4450, %4432, %4411
  %4454 = phi <8 x float> [ %4449, %4443 ], [ %4442, %4436 ], [ %4412, %4411 ], [ %4433, %4432 ], [ %4452, %4450 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4454, ptr align 1 %4391, <8 x i1> %4057)
  %4455 = add nsw i64 %4390, 8
  %4456 = getelementptr inbounds float, ptr %3, i64 %4455
  %4457 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4456, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4458 = getelementptr inbounds float, ptr %4, i64 %4455
  switch i64 %4241, label %241 [
    i64 1, label %4473
    i64 2, label %4466
    i64 3, label %4459
  ]

4459:                                             ; preds = %4453
  %4460 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4457)
  %4461 = bitcast <8 x float> %4457 to <8 x i32>
  %4462 = and <8 x i32> %4461, %4235
  %4463 = bitcast <8 x i32> %4462 to <8 x float>
  %4464 = fcmp oeq <8 x float> %4457, %15
  %4465 = select <8 x i1> %4464, <8 x float> %4463, <8 x float> %4460
  br label %4476

4466:                                             ; preds = %4453
  %4467 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4457)
  %4468 = bitcast <8 x float> %4457 to <8 x i32>
  %4469 = or <8 x i32> %4468, %4236
  %4470 = bitcast <8 x i32> %4469 to <8 x float>
  %4471 = fcmp oeq <8 x float> %4457, %16
  %4472 = select <8 x i1> %4471, <8 x float> %4470, <8 x float> %4467
  br label %4476

4473:                                             ; preds = %4453
  %4474 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4458, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4475 = fadd <8 x float> %4457, %4474
  br label %4476

4476:                                             ; preds = %4473, %4466, %4459
  %4477 = phi <8 x float> [ %4475, %4473 ], [ %4472, %4466 ], [ %4465, %4459 ]
  %4478 = lshr i64 %14, 2
  %4479 = and i64 %4478, 3
  switch i64 %4479, label %241 [
    i64 1, label %4494
    i64 2, label %4487
    i64 3, label %4480
    i64 0, label %4518
  ]

4480:                                             ; preds = %4476
  %4481 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4477)
  %4482 = bitcast <8 x float> %4477 to <8 x i32>
  %4483 = and <8 x i32> %4482, %4235
  %4484 = bitcast <8 x i32> %4483 to <8 x float>
  %4485 = fcmp oeq <8 x float> %4477, %15
  %4486 = select <8 x i1> %4485, <8 x float> %4484, <8 x float> %4481
  br label %4497

4487:                                             ; preds = %4476
  %4488 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4477)
  %4489 = bitcast <8 x float> %4477 to <8 x i32>
  %4490 = or <8 x i32> %4489, %4236
  %4491 = bitcast <8 x i32> %4490 to <8 x float>
  %4492 = fcmp oeq <8 x float> %4477, %16
  %4493 = select <8 x i1> %4492, <8 x float> %4491, <8 x float> %4488
  br label %4497

4494:                                             ; preds = %4476
  %4495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4458, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4496 = fadd <8 x float> %4477, %4495
  br label %4497

4497:                                             ; preds = %4494, %4487, %4480
  %4498 = phi <8 x float> [ %4496, %4494 ], [ %4493, %4487 ], [ %4486, %4480 ]
  %4499 = lshr i64 %14, 4
  %4500 = and i64 %4499, 3
  switch i64 %4500, label %241 [
    i64 1, label %4515
    i64 2, label %4508
    i64 3, label %4501
    i64 0, label %4518
  ]

4501:                                             ; preds = %4497
  %4502 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4498)
  %4503 = bitcast <8 x float> %4498 to <8 x i32>
  %4504 = and <8 x i32> %4503, %4235
  %4505 = bitcast <8 x i32> %4504 to <8 x float>
  %4506 = fcmp oeq <8 x float> %4498, %15
  %4507 = select <8 x i1> %4506, <8 x float> %4505, <8 x float> %4502
  br label %4518

4508:                                             ; preds = %4497
  %4509 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4498)
  %4510 = bitcast <8 x float> %4498 to <8 x i32>
  %4511 = or <8 x i32> %4510, %4236
  %4512 = bitcast <8 x i32> %4511 to <8 x float>
  %4513 = fcmp oeq <8 x float> %4498, %16
  %4514 = select <8 x i1> %4513, <8 x float> %4512, <8 x float> %4509
  br label %4518

4515:                                             ; preds = %4497
  %4516 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4458, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4517 = fadd <8 x float> %4498, %4516
  br label %4518

4518:                                             ; preds = %4501, %4508, %4515, %4497, %4476
  %4519 = phi <8 x float> [ %4514, %4508 ], [ %4507, %4501 ], [ %4477, %4476 ], [ %4498, %4497 ], [ %4517, %4515 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4519, ptr align 1 %4456, <8 x i1> %4065)
  %4520 = add nsw i64 %4167, %12
  %4521 = getelementptr inbounds float, ptr %3, i64 %4520
  %4522 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4521, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4523 = getelementptr inbounds float, ptr %4, i64 %4520
  switch i64 %4241, label %241 [
    i64 1, label %4538
    i64 2, label %4531
    i64 3, label %4524
  ]

4524:                                             ; preds = %4518
  %4525 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4522)
  %4526 = bitcast <8 x float> %4522 to <8 x i32>
  %4527 = and <8 x i32> %4526, %4235
  %4528 = bitcast <8 x i32> %4527 to <8 x float>
  %4529 = fcmp oeq <8 x float> %4522, %15
  %4530 = select <8 x i1> %4529, <8 x float> %4528, <8 x float> %4525
  br label %4541

4531:                                             ; preds = %4518
  %4532 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4522)
  %4533 = bitcast <8 x float> %4522 to <8 x i32>
  %4534 = or <8 x i32> %4533, %4236
  %4535 = bitcast <8 x i32> %4534 to <8 x float>
  %4536 = fcmp oeq <8 x float> %4522, %16
  %4537 = select <8 x i1> %4536, <8 x float> %4535, <8 x float> %4532
  br label %4541

4538:                                             ; preds = %4518
  %4539 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4523, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4540 = fadd <8 x float> %4522, %4539
  br label %4541

4541:                                             ; preds = %4538, %4531, %4524
  %4542 = phi <8 x float> [ %4540, %4538 ], [ %4537, %4531 ], [ %4530, %4524 ]
  %4543 = lshr i64 %14, 2
  %4544 = and i64 %4543, 3
  switch i64 %4544, label %241 [
    i64 1, label %4559
    i64 2, label %4552
    i64 3, label %4545
    i64 0, label %4583
  ]

4545:                                             ; preds = %4541
  %4546 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4542)
  %4547 = bitcast <8 x float> %4542 to <8 x i32>
  %4548 = and <8 x i32> %4547, %4235
  %4549 = bitcast <8 x i32> %4548 to <8 x float>
  %4550 = fcmp oeq <8 x float> %4542, %15
  %4551 = select <8 x i1> %4550, <8 x float> %4549, <8 x float> %4546
  br label %4562

4552:                                             ; preds = %4541
  %4553 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4542)
  %4554 = bitcast <8 x float> %4542 to <8 x i32>
  %4555 = or <8 x i32> %4554, %4236
  %4556 = bitcast <8 x i32> %4555 to <8 x float>
  %4557 = fcmp oeq <8 x float> %4542, %16
  %4558 = select <8 x i1> %4557, <8 x float> %4556, <8 x float> %4553
  br label %4562

4559:                                             ; preds = %4541
  %4560 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4523, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4561 = fadd <8 x float> %4542, %4560
  br label %4562

4562:                                             ; preds = %4559, %4552, %4545
  %4563 = phi <8 x float> [ %4561, %4559 ], [ %4558, %4552 ], [ %4551, %4545 ]
  %4564 = lshr i64 %14, 4
  %4565 = and i64 %4564, 3
  switch i64 %4565, label %241 [
    i64 1, label %4580
    i64 2, label %4573
    i64 3, label %4566
    i64 0, label %4583
  ]

4566:                                             ; preds = %4562
  %4567 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4563)
  %4568 = bitcast <8 x float> %4563 to <8 x i32>
  %4569 = and <8 x i32> %4568, %4235
  %4570 = bitcast <8 x i32> %4569 to <8 x float>
  %4571 = fcmp oeq <8 x float> %4563, %15
  %4572 = select <8 x i1> %4571, <8 x float> %4570, <8 x float> %4567
  br label %4583

4573:                                             ; preds = %4562
  %4574 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4563)
  %4575 = bitcast <8 x float> %4563 to <8 x i32>
  %4576 = or <8 x i32> %4575, %4236
  %4577 = bitcast <8 x i32> %4576 to <8 x float>
  %4578 = fcmp oeq <8 x float> %4563, %16
  %4579 = select <8 x i1> %4578, <8 x float> %4577, <8 x float> %4574
  br label %4583

4580:                                             ; preds = %4562
  %4581 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4523, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4582 = fadd <8 x float> %4563, %4581
  br label %4583

4583:                                             ; preds = %4566, %4573, %4580, %4562, %4541
  %4584 = phi <8 x float> [ %4579, %4573 ], [ %4572, %4566 ], [ %4542, %4541 ], [ %4563, %4562 ], [ %4582, %4580 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4584, ptr align 1 %4521, <8 x i1> %4057)
  %4585 = add nsw i64 %4520, 8
  %4586 = getelementptr inbounds float, ptr %3, i64 %4585
  %4587 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4586, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4588 = getelementptr inbounds float, ptr %4, i64 %4585
  switch i64 %4241, label %241 [
    i64 1, label %4603
    i64 2, label %4596
    i64 3, label %4589
  ]

4589:                                             ; preds = %4583
  %4590 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4587)
  %4591 = bitcast <8 x float> %4587 to <8 x i32>
  %4592 = and <8 x i32> %4591, %4235
  %4593 = bitcast <8 x i32> %4592 to <8 x float>
  %4594 = fcmp oeq <8 x float> %4587, %15
  %4595 = select <8 x i1> %4594, <8 x float> %4593, <8 x float> %4590
  br label %4606

4596:                                             ; preds = %4583
  %4597 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4587)
  %4598 = bitcast <8 x float> %4587 to <8 x i32>
  %4599 = or <8 x i32> %4598, %4236
  %4600 = bitcast <8 x i32> %4599 to <8 x float>
  %4601 = fcmp oeq <8 x float> %4587, %16
  %4602 = select <8 x i1> %4601, <8 x float> %4600, <8 x float> %4597
  br label %4606

4603:                                             ; preds = %4583
  %4604 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4588, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4605 = fadd <8 x float> %4587, %4604
  br label %4606

4606:                                             ; preds = %4603, %4596, %4589
  %4607 = phi <8 x float> [ %4605, %4603 ], [ %4602, %4596 ], [ %4595, %4589 ]
  %4608 = lshr i64 %14, 2
  %4609 = and i64 %4608, 3
  switch i64 %4609, label %241 [
    i64 1, label %4624
    i64 2, label %4617
    i64 3, label %4610
    i64 0, label %4648
  ]

4610:                                             ; preds = %4606
  %4611 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4607)
  %4612 = bitcast <8 x float> %4607 to <8 x i32>
  %4613 = and <8 x i32> %4612, %4235
  %4614 = bitcast <8 x i32> %4613 to <8 x float>
  %4615 = fcmp oeq <8 x float> %4607, %15
  %4616 = select <8 x i1> %4615, <8 x float> %4614, <8 x float> %4611
  br label %4627

4617:                                             ; preds = %4606
  %4618 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4607)
  %4619 = bitcast <8 x float> %4607 to <8 x i32>
  %4620 = or <8 x i32> %4619, %4236
  %4621 = bitcast <8 x i32> %4620 to <8 x float>
  %4622 = fcmp oeq <8 x float> %4607, %16
  %4623 = select <8 x i1> %4622, <8 x float> %4621, <8 x float> %4618
  br label %4627

4624:                                             ; preds = %4606
  %4625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4588, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4626 = fadd <8 x float> %4607, %4625
  br label %4627

4627:                                             ; preds = %4624, %4617, %4610
  %4628 = phi <8 x float> [ %4626, %4624 ], [ %4623, %4617 ], [ %4616, %4610 ]
  %4629 = lshr i64 %14, 4
  %4630 = and i64 %4629, 3
  switch i64 %4630, label %241 [
    i64 1, label %4645
    i64 2, label %4638
    i64 3, label %4631
    i64 0, label %4648
  ]

4631:                                             ; preds = %4627
  %4632 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4628)
  %4633 = bitcast <8 x float> %4628 to <8 x i32>
  %4634 = and <8 x i32> %4633, %4235
  %4635 = bitcast <8 x i32> %4634 to <8 x float>
  %4636 = fcmp oeq <8 x float> %4628, %15
  %4637 = select <8 x i1> %4636, <8 x float> %4635, <8 x float> %4632
  br label %4648

4638:                                             ; preds = %4627
  %4639 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4628)
  %4640 = bitcast <8 x float> %4628 to <8 x i32>
  %4641 = or <8 x i32> %4640, %4236
  %4642 = bitcast <8 x i32> %4641 to <8 x float>
  %4643 = fcmp oeq <8 x float> %4628, %16
  %4644 = select <8 x i1> %4643, <8 x float> %4642, <8 x float> %4639
  br label %4648

4645:                                             ; preds = %4627
  %4646 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4588, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4647 = fadd <8 x float> %4628, %4646
  br label %4648

4648:                                             ; preds = %4631, %4638, %4645, %4627, %4606
  %4649 = phi <8 x float> [ %4644, %4638 ], [ %4637, %4631 ], [ %4607, %4606 ], [ %4628, %4627 ], [ %4647, %4645 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4649, ptr align 1 %4586, <8 x i1> %4065)
  %4650 = add nsw i64 %4170, %12
  %4651 = getelementptr inbounds float, ptr %3, i64 %4650
  %4652 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4651, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4653 = getelementptr inbounds float, ptr %4, i64 %4650
  switch i64 %4241, label %241 [
    i64 1, label %4668
    i64 2, label %4661
    i64 3, label %4654
  ]

4654:                                             ; preds = %4648
  %4655 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4652)
  %4656 = bitcast <8 x float> %4652 to <8 x i32>
  %4657 = and <8 x i32> %4656, %4235
  %4658 = bitcast <8 x i32> %4657 to <8 x float>
  %4659 = fcmp oeq <8 x float> %4652, %15
  %4660 = select <8 x i1> %4659, <8 x float> %4658, <8 x float> %4655
  br label %4671

4661:                                             ; preds = %4648
  %4662 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4652)
  %4663 = bitcast <8 x float> %4652 to <8 x i32>
  %4664 = or <8 x i32> %4663, %4236
  %4665 = bitcast <8 x i32> %4664 to <8 x float>
  %4666 = fcmp oeq <8 x float> %4652, %16
  %4667 = select <8 x i1> %4666, <8 x float> %4665, <8 x float> %4662
  br label %4671

4668:                                             ; preds = %4648
  %4669 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4653, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4670 = fadd <8 x float> %4652, %4669
  br label %4671

4671:                                             ; preds = %4668, %4661, %4654
  %4672 = phi <8 x float> [ %4670, %4668 ], [ %4667, %4661 ], [ %4660, %4654 ]
  %4673 = lshr i64 %14, 2
  %4674 = and i64 %4673, 3
  switch i64 %4674, label %241 [
    i64 1, label %4689
    i64 2, label %4682
    i64 3, label %4675
    i64 0, label %4713
  ]

4675:                                             ; preds = %4671
  %4676 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4672)
  %4677 = bitcast <8 x float> %4672 to <8 x i32>
  %4678 = and <8 x i32> %4677, %4235
  %4679 = bitcast <8 x i32> %4678 to <8 x float>
  %4680 = fcmp oeq <8 x float> %4672, %15
  %4681 = select <8 x i1> %4680, <8 x float> %4679, <8 x float> %4676
  br label %4692

4682:                                             ; preds = %4671
  %4683 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4672)
  %4684 = bitcast <8 x float> %4672 to <8 x i32>
  %4685 = or <8 x i32> %4684, %4236
  %4686 = bitcast <8 x i32> %4685 to <8 x float>
  %4687 = fcmp oeq <8 x float> %4672, %16
  %4688 = select <8 x i1> %4687, <8 x float> %4686, <8 x float> %4683
  br label %4692

4689:                                             ; preds = %4671
  %4690 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4653, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4691 = fadd <8 x float> %4672, %4690
  br label %4692

4692:                                             ; preds = %4689, %4682, %4675
  %4693 = phi <8 x float> [ %4691, %4689 ], [ %4688, %4682 ], [ %4681, %4675 ]
  %4694 = lshr i64 %14, 4
  %4695 = and i64 %4694, 3
  switch i64 %4695, label %241 [
    i64 1, label %4710
    i64 2, label %4703
    i64 3, label %4696
    i64 0, label %4713
  ]

4696:                                             ; preds = %4692
  %4697 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4693)
  %4698 = bitcast <8 x float> %4693 to <8 x i32>
  %4699 = and <8 x i32> %4698, %4235
  %4700 = bitcast <8 x i32> %4699 to <8 x float>
  %4701 = fcmp oeq <8 x float> %4693, %15
  %4702 = select <8 x i1> %4701, <8 x float> %4700, <8 x float> %4697
  br label %4713

4703:                                             ; preds = %4692
  %4704 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4693)
  %4705 = bitcast <8 x float> %4693 to <8 x i32>
  %4706 = or <8 x i32> %4705, %4236
  %4707 = bitcast <8 x i32> %4706 to <8 x float>
  %4708 = fcmp oeq <8 x float> %4693, %16
  %4709 = select <8 x i1> %4708, <8 x float> %4707, <8 x float> %4704
  br label %4713

4710:                                             ; preds = %4692
  %4711 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4653, <8 x i1> %4057, <8 x float> zeroinitializer)
  %4712 = fadd <8 x float> %4693, %4711
  br label %4713

4713:                                             ; preds = %4696, %4703, %4710, %4692, %4671
  %4714 = phi <8 x float> [ %4709, %4703 ], [ %4702, %4696 ], [ %4672, %4671 ], [ %4693, %4692 ], [ %4712, %4710 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4714, ptr align 1 %4651, <8 x i1> %4057)
  %4715 = add nsw i64 %4650, 8
  %4716 = getelementptr inbounds float, ptr %3, i64 %4715
  %4717 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4716, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4718 = getelementptr inbounds float, ptr %4, i64 %4715
  switch i64 %4241, label %241 [
    i64 1, label %4733
    i64 2, label %4726
    i64 3, label %4719
  ]

4719:                                             ; preds = %4713
  %4720 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4717)
  %4721 = bitcast <8 x float> %4717 to <8 x i32>
  %4722 = and <8 x i32> %4721, %4235
  %4723 = bitcast <8 x i32> %4722 to <8 x float>
  %4724 = fcmp oeq <8 x float> %4717, %15
  %4725 = select <8 x i1> %4724, <8 x float> %4723, <8 x float> %4720
  br label %4736

4726:                                             ; preds = %4713
  %4727 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4717)
  %4728 = bitcast <8 x float> %4717 to <8 x i32>
  %4729 = or <8 x i32> %4728, %4236
  %4730 = bitcast <8 x i32> %4729 to <8 x float>
  %4731 = fcmp oeq <8 x float> %4717, %16
  %4732 = select <8 x i1> %4731, <8 x float> %4730, <8 x float> %4727
  br label %4736

4733:                                             ; preds = %4713
  %4734 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4718, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4735 = fadd <8 x float> %4717, %4734
  br label %4736

4736:                                             ; preds = %4733, %4726, %4719
  %4737 = phi <8 x float> [ %4735, %4733 ], [ %4732, %4726 ], [ %4725, %4719 ]
  %4738 = lshr i64 %14, 2
  %4739 = and i64 %4738, 3
  switch i64 %4739, label %241 [
    i64 1, label %4754
    i64 2, label %4747
    i64 3, label %4740
    i64 0, label %4778
  ]

4740:                                             ; preds = %4736
  %4741 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4737)
  %4742 = bitcast <8 x float> %4737 to <8 x i32>
  %4743 = and <8 x i32> %4742, %4235
  %4744 = bitcast <8 x i32> %4743 to <8 x float>
  %4745 = fcmp oeq <8 x float> %4737, %15
  %4746 = select <8 x i1> %4745, <8 x float> %4744, <8 x float> %4741
  br label %4757

4747:                                             ; preds = %4736
  %4748 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4737)
  %4749 = bitcast <8 x float> %4737 to <8 x i32>
  %4750 = or <8 x i32> %4749, %4236
  %4751 = bitcast <8 x i32> %4750 to <8 x float>
  %4752 = fcmp oeq <8 x float> %4737, %16
  %4753 = select <8 x i1> %4752, <8 x float> %4751, <8 x float> %4748
  br label %4757

4754:                                             ; preds = %4736
  %4755 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4718, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4756 = fadd <8 x float> %4737, %4755
  br label %4757

4757:                                             ; preds = %4754, %4747, %4740
  %4758 = phi <8 x float> [ %4756, %4754 ], [ %4753, %4747 ], [ %4746, %4740 ]
  %4759 = lshr i64 %14, 4
  %4760 = and i64 %4759, 3
  switch i64 %4760, label %241 [
    i64 1, label %4775
    i64 2, label %4768
    i64 3, label %4761
    i64 0, label %4778
  ]

4761:                                             ; preds = %4757
  %4762 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4758)
  %4763 = bitcast <8 x float> %4758 to <8 x i32>
  %4764 = and <8 x i32> %4763, %4235
  %4765 = bitcast <8 x i32> %4764 to <8 x float>
  %4766 = fcmp oeq <8 x float> %4758, %15
  %4767 = select <8 x i1> %4766, <8 x float> %4765, <8 x float> %4762
  br label %4778

4768:                                             ; preds = %4757
  %4769 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4758)
  %4770 = bitcast <8 x float> %4758 to <8 x i32>
  %4771 = or <8 x i32> %4770, %4236
  %4772 = bitcast <8 x i32> %4771 to <8 x float>
  %4773 = fcmp oeq <8 x float> %4758, %16
  %4774 = select <8 x i1> %4773, <8 x float> %4772, <8 x float> %4769
  br label %4778

4775:                                             ; preds = %4757
  %4776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4718, <8 x i1> %4065, <8 x float> zeroinitializer)
  %4777 = fadd <8 x float> %4758, %4776
  br label %4778

4778:                                             ; preds = %4761, %4768, %4775, %4242, %4757, %4736
  %4779 = phi ptr [ %4262, %4242 ], [ %4716, %4761 ], [ %4716, %4736 ], [ %4716, %4757 ], [ %4716, %4775 ], [ %4716, %4768 ]
  %4780 = phi <8 x float> [ %4263, %4242 ], [ %4767, %4761 ], [ %4737, %4736 ], [ %4758, %4757 ], [ %4777, %4775 ], [ %4774, %4768 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4780, ptr align 1 %4779, <8 x i1> %4065)
  br label %7848

4781:                                             ; preds = %1700
  %4782 = sub i64 %11, %12
  %4783 = icmp sgt i64 %4782, 7
  %4784 = trunc i64 %4782 to i32
  %4785 = select i1 %4783, i32 8, i32 %4784
  %4786 = insertelement <8 x i32> poison, i32 %4785, i64 0
  %4787 = shufflevector <8 x i32> %4786, <8 x i32> poison, <8 x i32> zeroinitializer
  %4788 = icmp sgt <8 x i32> %4787, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4789 = getelementptr float, ptr %2, i64 %12
  %4790 = getelementptr float, ptr %3, i64 %12
  %4791 = icmp sgt i64 %9, 0
  %4792 = getelementptr inbounds float, ptr %5, i64 %13
  %4793 = mul nsw i64 %13, %11
  %4794 = getelementptr float, ptr %4789, i64 %4793
  br i1 %4791, label %4847, label %4799

4795:                                             ; preds = %4866
  %4796 = shl i64 %8, 3
  %4797 = mul i64 %8, 12
  %4798 = shl i64 %8, 4
  br label %4894

4799:                                             ; preds = %4781
  %4800 = icmp eq ptr %5, null
  br i1 %4800, label %4829, label %4801

4801:                                             ; preds = %4799
  %4802 = load float, ptr %4792, align 1
  %4803 = insertelement <8 x float> poison, float %4802, i64 0
  %4804 = shufflevector <8 x float> %4803, <8 x float> poison, <8 x i32> zeroinitializer
  %4805 = getelementptr inbounds nuw i8, ptr %4792, i64 4
  %4806 = add nsw i64 %13, 1
  %4807 = mul nsw i64 %4806, %11
  %4808 = load float, ptr %4805, align 1
  %4809 = insertelement <8 x float> poison, float %4808, i64 0
  %4810 = shufflevector <8 x float> %4809, <8 x float> poison, <8 x i32> zeroinitializer
  %4811 = getelementptr inbounds nuw i8, ptr %4792, i64 8
  %4812 = add nsw i64 %13, 2
  %4813 = mul nsw i64 %4812, %11
  %4814 = load float, ptr %4811, align 1
  %4815 = insertelement <8 x float> poison, float %4814, i64 0
  %4816 = shufflevector <8 x float> %4815, <8 x float> poison, <8 x i32> zeroinitializer
  %4817 = getelementptr inbounds nuw i8, ptr %4792, i64 12
  %4818 = add nsw i64 %13, 3
  %4819 = mul nsw i64 %4818, %11
  %4820 = load float, ptr %4817, align 1
  %4821 = insertelement <8 x float> poison, float %4820, i64 0
  %4822 = shufflevector <8 x float> %4821, <8 x float> poison, <8 x i32> zeroinitializer
  %4823 = getelementptr inbounds nuw i8, ptr %4792, i64 16
  %4824 = add nsw i64 %13, 4
  %4825 = mul nsw i64 %4824, %11
  %4826 = load float, ptr %4823, align 1
  %4827 = insertelement <8 x float> poison, float %4826, i64 0
  %4828 = shufflevector <8 x float> %4827, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4866

4829:                                             ; preds = %4799
  %4830 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4794, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4831 = add nsw i64 %13, 1
  %4832 = mul nsw i64 %4831, %11
  %4833 = getelementptr float, ptr %4789, i64 %4832
  %4834 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4833, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4835 = add nsw i64 %13, 2
  %4836 = mul nsw i64 %4835, %11
  %4837 = getelementptr float, ptr %4789, i64 %4836
  %4838 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4837, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4839 = add nsw i64 %13, 3
  %4840 = mul nsw i64 %4839, %11
  %4841 = getelementptr float, ptr %4789, i64 %4840
  %4842 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4841, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4843 = add nsw i64 %13, 4
  %4844 = mul nsw i64 %4843, %11
  %4845 = getelementptr float, ptr %4789, i64 %4844
  %4846 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4845, <8 x i1> %4788, <8 x float> zeroinitializer)
  br label %4866

4847:                                             ; preds = %4781
  %4848 = getelementptr float, ptr %4790, i64 %4793
  %4849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4848, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4850 = add nsw i64 %13, 1
  %4851 = mul nsw i64 %4850, %11
  %4852 = getelementptr float, ptr %4790, i64 %4851
  %4853 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4852, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4854 = add nsw i64 %13, 2
  %4855 = mul nsw i64 %4854, %11
  %4856 = getelementptr float, ptr %4790, i64 %4855
  %4857 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4856, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4858 = add nsw i64 %13, 3
  %4859 = mul nsw i64 %4858, %11
  %4860 = getelementptr float, ptr %4790, i64 %4859
  %4861 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4860, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4862 = add nsw i64 %13, 4
  %4863 = mul nsw i64 %4862, %11
  %4864 = getelementptr float, ptr %4790, i64 %4863
  %4865 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4864, <8 x i1> %4788, <8 x float> zeroinitializer)
  br label %4866

4866:                                             ; preds = %4847, %4829, %4801
  %4867 = phi i64 [ %4863, %4847 ], [ %4844, %4829 ], [ %4825, %4801 ]
  %4868 = phi <8 x float> [ %4861, %4847 ], [ %4842, %4829 ], [ %4822, %4801 ]
  %4869 = phi i64 [ %4855, %4847 ], [ %4836, %4829 ], [ %4813, %4801 ]
  %4870 = phi <8 x float> [ %4853, %4847 ], [ %4834, %4829 ], [ %4810, %4801 ]
  %4871 = phi <8 x float> [ %4849, %4847 ], [ %4830, %4829 ], [ %4804, %4801 ]
  %4872 = phi i64 [ %4851, %4847 ], [ %4832, %4829 ], [ %4807, %4801 ]
  %4873 = phi <8 x float> [ %4857, %4847 ], [ %4838, %4829 ], [ %4816, %4801 ]
  %4874 = phi i64 [ %4859, %4847 ], [ %4840, %4829 ], [ %4819, %4801 ]
  %4875 = phi <8 x float> [ %4865, %4847 ], [ %4846, %4829 ], [ %4828, %4801 ]
  %4876 = getelementptr inbounds float, ptr %0, i64 %12
  %4877 = mul nsw i64 %13, %8
  %4878 = getelementptr inbounds float, ptr %1, i64 %4877
  %4879 = icmp slt i64 %9, %10
  br i1 %4879, label %4795, label %4880

4880:                                             ; preds = %4894, %4866
  %4881 = phi <8 x float> [ %4875, %4866 ], [ %4928, %4894 ]
  %4882 = phi <8 x float> [ %4868, %4866 ], [ %4923, %4894 ]
  %4883 = phi <8 x float> [ %4873, %4866 ], [ %4918, %4894 ]
  %4884 = phi <8 x float> [ %4870, %4866 ], [ %4913, %4894 ]
  %4885 = phi <8 x float> [ %4871, %4866 ], [ %4908, %4894 ]
  %4886 = getelementptr float, ptr %4790, i64 %4793
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4885, ptr align 1 %4886, <8 x i1> %4788)
  %4887 = getelementptr float, ptr %4790, i64 %4872
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4884, ptr align 1 %4887, <8 x i1> %4788)
  %4888 = getelementptr float, ptr %4790, i64 %4869
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4883, ptr align 1 %4888, <8 x i1> %4788)
  %4889 = getelementptr float, ptr %4790, i64 %4874
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4882, ptr align 1 %4889, <8 x i1> %4788)
  %4890 = getelementptr float, ptr %4790, i64 %4867
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4881, ptr align 1 %4890, <8 x i1> %4788)
  %4891 = icmp eq i64 %14, 0
  %4892 = icmp slt i64 %10, %8
  %4893 = or i1 %4892, %4891
  br i1 %4893, label %7848, label %4931

4894:                                             ; preds = %4795, %4894
  %4895 = phi <8 x float> [ %4875, %4795 ], [ %4928, %4894 ]
  %4896 = phi <8 x float> [ %4868, %4795 ], [ %4923, %4894 ]
  %4897 = phi <8 x float> [ %4873, %4795 ], [ %4918, %4894 ]
  %4898 = phi <8 x float> [ %4870, %4795 ], [ %4913, %4894 ]
  %4899 = phi <8 x float> [ %4871, %4795 ], [ %4908, %4894 ]
  %4900 = phi i64 [ %9, %4795 ], [ %4929, %4894 ]
  %4901 = mul nsw i64 %4900, %11
  %4902 = getelementptr inbounds float, ptr %4876, i64 %4901
  %4903 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4902, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4904 = getelementptr float, ptr %4878, i64 %4900
  %4905 = load float, ptr %4904, align 1
  %4906 = insertelement <8 x float> poison, float %4905, i64 0
  %4907 = shufflevector <8 x float> %4906, <8 x float> poison, <8 x i32> zeroinitializer
  %4908 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4903, <8 x float> %4907, <8 x float> %4899)
  %4909 = getelementptr float, ptr %4904, i64 %8
  %4910 = load float, ptr %4909, align 1
  %4911 = insertelement <8 x float> poison, float %4910, i64 0
  %4912 = shufflevector <8 x float> %4911, <8 x float> poison, <8 x i32> zeroinitializer
  %4913 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4903, <8 x float> %4912, <8 x float> %4898)
  %4914 = getelementptr i8, ptr %4904, i64 %4796
  %4915 = load float, ptr %4914, align 1
  %4916 = insertelement <8 x float> poison, float %4915, i64 0
  %4917 = shufflevector <8 x float> %4916, <8 x float> poison, <8 x i32> zeroinitializer
  %4918 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4903, <8 x float> %4917, <8 x float> %4897)
  %4919 = getelementptr i8, ptr %4904, i64 %4797
  %4920 = load float, ptr %4919, align 1
  %4921 = insertelement <8 x float> poison, float %4920, i64 0
  %4922 = shufflevector <8 x float> %4921, <8 x float> poison, <8 x i32> zeroinitializer
  %4923 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4903, <8 x float> %4922, <8 x float> %4896)
  %4924 = getelementptr i8, ptr %4904, i64 %4798
  %4925 = load float, ptr %4924, align 1
  %4926 = insertelement <8 x float> poison, float %4925, i64 0
  %4927 = shufflevector <8 x float> %4926, <8 x float> poison, <8 x i32> zeroinitializer
  %4928 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4903, <8 x float> %4927, <8 x float> %4895)
  %4929 = add nsw i64 %4900, 1
  %4930 = icmp eq i64 %4929, %10
  br i1 %4930, label %4880, label %4894

4931:                                             ; preds = %4880
  %4932 = bitcast <8 x float> %15 to <8 x i32>
  %4933 = bitcast <8 x float> %16 to <8 x i32>
  %4934 = add nsw i64 %4793, %12
  %4935 = getelementptr inbounds float, ptr %3, i64 %4934
  %4936 = getelementptr inbounds float, ptr %4, i64 %4934
  %4937 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4935, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4938 = and i64 %14, 3
  switch i64 %4938, label %241 [
    i64 1, label %4952
    i64 2, label %4955
    i64 3, label %4962
    i64 0, label %4939
  ]

4939:                                             ; preds = %4931
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4937, ptr align 1 %4935, <8 x i1> %4788)
  %4940 = getelementptr float, ptr %3, i64 %4872
  %4941 = getelementptr float, ptr %4940, i64 %12
  %4942 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4941, <8 x i1> %4788, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4942, ptr align 1 %4941, <8 x i1> %4788)
  %4943 = getelementptr float, ptr %3, i64 %4869
  %4944 = getelementptr float, ptr %4943, i64 %12
  %4945 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4944, <8 x i1> %4788, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4945, ptr align 1 %4944, <8 x i1> %4788)
  %4946 = getelementptr float, ptr %3, i64 %4874
  %4947 = getelementptr float, ptr %4946, i64 %12
  %4948 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4947, <8 x i1> %4788, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4948, ptr align 1 %4947, <8 x i1> %4788)
  %4949 = getelementptr float, ptr %3, i64 %4867
  %4950 = getelementptr float, ptr %4949, i64 %12
  %4951 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4950, <8 x i1> %4788, <8 x float> zeroinitializer)
  br label %5271

4952:                                             ; preds = %4931
  %4953 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4936, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4954 = fadd <8 x float> %4937, %4953
  br label %4969

4955:                                             ; preds = %4931
  %4956 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4937)
  %4957 = bitcast <8 x float> %4937 to <8 x i32>
  %4958 = or <8 x i32> %4957, %4933
  %4959 = bitcast <8 x i32> %4958 to <8 x float>
  %4960 = fcmp oeq <8 x float> %4937, %16
  %4961 = select <8 x i1> %4960, <8 x float> %4959, <8 x float> %4956
  br label %4969

4962:                                             ; preds = %4931
  %4963 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4937)
  %4964 = bitcast <8 x float> %4937 to <8 x i32>
  %4965 = and <8 x i32> %4964, %4932
  %4966 = bitcast <8 x i32> %4965 to <8 x float>
  %4967 = fcmp oeq <8 x float> %4937, %15
  %4968 = select <8 x i1> %4967, <8 x float> %4966, <8 x float> %4963
  br label %4969

4969:                                             ; preds = %4962, %4955, %4952
  %4970 = phi <8 x float> [ %4954, %4952 ], [ %4961, %4955 ], [ %4968, %4962 ]
  %4971 = lshr i64 %14, 2
  %4972 = and i64 %4971, 3
  switch i64 %4972, label %241 [
    i64 1, label %4987
    i64 2, label %4980
    i64 3, label %4973
    i64 0, label %5011
  ]

4973:                                             ; preds = %4969
  %4974 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4970)
  %4975 = bitcast <8 x float> %4970 to <8 x i32>
  %4976 = and <8 x i32> %4975, %4932
  %4977 = bitcast <8 x i32> %4976 to <8 x float>
  %4978 = fcmp oeq <8 x float> %4970, %15
  %4979 = select <8 x i1> %4978, <8 x float> %4977, <8 x float> %4974
  br label %4990

4980:                                             ; preds = %4969
  %4981 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4970)
  %4982 = bitcast <8 x float> %4970 to <8 x i32>
  %4983 = or <8 x i32> %4982, %4933
  %4984 = bitcast <8 x i32> %4983 to <8 x float>
  %4985 = fcmp oeq <8 x float> %4970, %16
  %4986 = select <8 x i1> %4985, <8 x float> %4984, <8 x float> %4981
  br label %4990

4987:                                             ; preds = %4969
  %4988 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4936, <8 x i1> %4788, <8 x float> zeroinitializer)
  %4989 = fadd <8 x float> %4970, %4988
  br label %4990

4990:                                             ; preds = %4987, %4980, %4973
  %4991 = phi <8 x float> [ %4989, %4987 ], [ %4986, %4980 ], [ %4979, %4973 ]
  %4992 = lshr i64 %14, 4
  %4993 = and i64 %4992, 3
  switch i64 %4993, label %241 [
    i64 1, label %5008
    i64 2, label %5001
    i64 3, label %4994
    i64 0, label %5011
  ]

4994:                                             ; preds = %4990
  %4995 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %4991)
  %4996 = bitcast <8 x float> %4991 to <8 x i32>
  %4997 = and <8 x i32> %4996, %4932
  %4998 = bitcast <8 x i32> %4997 to <8 x float>
  %4999 = fcmp oeq <8 x float> %4991, %15
  %5000 = select <8 x i1> %4999, <8 x float> %4998, <8 x float> %4995
  br label %5011

5001:                                             ; preds = %4990
  %5002 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %4991)
  %5003 = bitcast <8 x float> %4991 to <8 x i32>
  %5004 = or <8 x i32> %5003, %4933
  %5005 = bitcast <8 x i32> %5004 to <8 x float>
  %5006 = fcmp oeq <8 x float> %4991, %16
  %5007 = select <8 x i1> %5006, <8 x float> %5005, <8 x float> %5002
  br label %5011

5008:                                             ; preds = %4990
  %5009 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4936, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5010 = fadd <8 x float> %4991, %5009
  br label %5011

5011:                                             ; preds = %4994, %5001, %5008, %4990, %4969
  %5012 = phi <8 x float> [ %4991, %4990 ], [ %5000, %4994 ], [ %4970, %4969 ], [ %5010, %5008 ], [ %5007, %5001 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5012, ptr align 1 %4935, <8 x i1> %4788)
  %5013 = add nsw i64 %4872, %12
  %5014 = getelementptr inbounds float, ptr %3, i64 %5013
  %5015 = getelementptr inbounds float, ptr %4, i64 %5013
  %5016 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5014, <8 x i1> %4788, <8 x float> zeroinitializer)
  switch i64 %4938, label %241 [
    i64 1, label %5031
    i64 2, label %5024
    i64 3, label %5017
  ]

5017:                                             ; preds = %5011
  %5018 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5016)
  %5019 = bitcast <8 x float> %5016 to <8 x i32>
  %5020 = and <8 x i32> %5019, %4932
  %5021 = bitcast <8 x i32> %5020 to <8 x float>
  %5022 = fcmp oeq <8 x float> %5016, %15
  %5023 = select <8 x i1> %5022, <8 x float> %5021, <8 x float> %5018
  br label %5034

5024:                                             ; preds = %5011
  %5025 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5016)
  %5026 = bitcast <8 x float> %5016 to <8 x i32>
  %5027 = or <8 x i32> %5026, %4933
  %5028 = bitcast <8 x i32> %5027 to <8 x float>
  %5029 = fcmp oeq <8 x float> %5016, %16
  %5030 = select <8 x i1> %5029, <8 x float> %5028, <8 x float> %5025
  br label %5034

5031:                                             ; preds = %5011
  %5032 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5015, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5033 = fadd <8 x float> %5016, %5032
  br label %5034

5034:                                             ; preds = %5031, %5024, %5017
  %5035 = phi <8 x float> [ %5033, %5031 ], [ %5030, %5024 ], [ %5023, %5017 ]
  %5036 = lshr i64 %14, 2
  %5037 = and i64 %5036, 3
  switch i64 %5037, label %241 [
    i64 1, label %5052
    i64 2, label %5045
    i64 3, label %5038
    i64 0, label %5076
  ]

5038:                                             ; preds = %5034
  %5039 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5035)
  %5040 = bitcast <8 x float> %5035 to <8 x i32>
  %5041 = and <8 x i32> %5040, %4932
  %5042 = bitcast <8 x i32> %5041 to <8 x float>
  %5043 = fcmp oeq <8 x float> %5035, %15
  %5044 = select <8 x i1> %5043, <8 x float> %5042, <8 x float> %5039
  br label %5055

5045:                                             ; preds = %5034
  %5046 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5035)
  %5047 = bitcast <8 x float> %5035 to <8 x i32>
  %5048 = or <8 x i32> %5047, %4933
  %5049 = bitcast <8 x i32> %5048 to <8 x float>
  %5050 = fcmp oeq <8 x float> %5035, %16
  %5051 = select <8 x i1> %5050, <8 x float> %5049, <8 x float> %5046
  br label %5055

5052:                                             ; preds = %5034
  %5053 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5015, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5054 = fadd <8 x float> %5035, %5053
  br label %5055

5055:                                             ; preds = %5052, %5045, %5038
  %5056 = phi <8 x float> [ %5054, %5052 ], [ %5051, %5045 ], [ %5044, %5038 ]
  %5057 = lshr i64 %14, 4
  %5058 = and i64 %5057, 3
  switch i64 %5058, label %241 [
    i64 1, label %5073
    i64 2, label %5066
    i64 3, label %5059
    i64 0, label %5076
  ]

5059:                                             ; preds = %5055
  %5060 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5056)
  %5061 = bitcast <8 x float> %5056 to <8 x i32>
  %5062 = and <8 x i32> %5061, %4932
  %5063 = bitcast <8 x i32> %5062 to <8 x float>
  %5064 = fcmp oeq <8 x float> %5056, %15
  %5065 = select <8 x i1> %5064, <8 x float> %5063, <8 x float> %5060
  br label %5076

5066:                                             ; preds = %5055
  %5067 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5056)
  %5068 = bitcast <8 x float> %5056 to <8 x i32>
  %5069 = or <8 x i32> %5068, %4933
  %5070 = bitcast <8 x i32> %5069 to <8 x float>
  %5071 = fcmp oeq <8 x float> %5056, %16
  %5072 = select <8 x i1> %5071, <8 x float> %5070, <8 x float> %5067
  br label %5076

5073:                                             ; preds = %5055
  %5074 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5015, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5075 = fadd <8 x float> %5056, %5074
  br label %5076

5076:                                             ; preds = %5059, %5066, %5073, %5055, %5034
  %5077 = phi <8 x float> [ %5072, %5066 ], [ %5065, %5059 ], [ %5035, %5034 ], [ %5056, %5055 ], [ %5075, %5073 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5077, ptr align 1 %5014, <8 x i1> %4788)
  %5078 = add nsw i64 %4869, %12
  %5079 = getelementptr inbounds float, ptr %3, i64 %5078
  %5080 = getelementptr inbounds float, ptr %4, i64 %5078
  %5081 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5079, <8 x i1> %4788, <8 x float> zeroinitializer)
  switch i64 %4938, label %241 [
    i64 1, label %5096
    i64 2, label %5089
    i64 3, label %5082
  ]

5082:                                             ; preds = %5076
  %5083 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5081)
  %5084 = bitcast <8 x float> %5081 to <8 x i32>
  %5085 = and <8 x i32> %5084, %4932
  %5086 = bitcast <8 x i32> %5085 to <8 x float>
  %5087 = fcmp oeq <8 x float> %5081, %15
  %5088 = select <8 x i1> %5087, <8 x float> %5086, <8 x float> %5083
  br label %5099

5089:                                             ; preds = %5076
  %5090 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5081)
  %5091 = bitcast <8 x float> %5081 to <8 x i32>
  %5092 = or <8 x i32> %5091, %4933
  %5093 = bitcast <8 x i32> %5092 to <8 x float>
  %5094 = fcmp oeq <8 x float> %5081, %16
  %5095 = select <8 x i1> %5094, <8 x float> %5093, <8 x float> %5090
  br label %5099

5096:                                             ; preds = %5076
  %5097 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5080, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5098 = fadd <8 x float> %5081, %5097
  br label %5099

5099:                                             ; preds = %5096, %5089, %5082
  %5100 = phi <8 x float> [ %5098, %5096 ], [ %5095, %5089 ], [ %5088, %5082 ]
  %5101 = lshr i64 %14, 2
  %5102 = and i64 %5101, 3
  switch i64 %5102, label %241 [
    i64 1, label %5117
    i64 2, label %5110
    i64 3, label %5103
    i64 0, label %5141
  ]

5103:                                             ; preds = %5099
  %5104 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5100)
  %5105 = bitcast <8 x float> %5100 to <8 x i32>
  %5106 = and <8 x i32> %5105, %4932
  %5107 = bitcast <8 x i32> %5106 to <8 x float>
  %5108 = fcmp oeq <8 x float> %5100, %15
  %5109 = select <8 x i1> %5108, <8 x float> %5107, <8 x float> %5104
  br label %5120

5110:                                             ; preds = %5099
  %5111 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5100)
  %5112 = bitcast <8 x float> %5100 to <8 x i32>
  %5113 = or <8 x i32> %5112, %4933
  %5114 = bitcast <8 x i32> %5113 to <8 x float>
  %5115 = fcmp oeq <8 x float> %5100, %16
  %5116 = select <8 x i1> %5115, <8 x float> %5114, <8 x float> %5111
  br label %5120

5117:                                             ; preds = %5099
  %5118 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5080, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5119 = fadd <8 x float> %5100, %5118
  br label %5120

5120:                                             ; preds = %5117, %5110, %5103
  %5121 = phi <8 x float> [ %5119, %5117 ], [ %5116, %5110 ], [ %5109, %5103 ]
  %5122 = lshr i64 %14, 4
  %5123 = and i64 %5122, 3
  switch i64 %5123, label %241 [
    i64 1, label %5138
    i64 2, label %5131
    i64 3, label %5124
    i64 0, label %5141
  ]

5124:                                             ; preds = %5120
  %5125 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5121)
  %5126 = bitcast <8 x float> %5121 to <8 x i32>
  %5127 = and <8 x i32> %5126, %4932
  %5128 = bitcast <8 x i32> %5127 to <8 x float>
  %5129 = fcmp oeq <8 x float> %5121, %15
  %5130 = select <8 x i1> %5129, <8 x float> %5128, <8 x float> %5125
  br label %5141

5131:                                             ; preds = %5120
  %5132 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5121)
  %5133 = bitcast <8 x float> %5121 to <8 x i32>
  %5134 = or <8 x i32> %5133, %4933
  %5135 = bitcast <8 x i32> %5134 to <8 x float>
  %5136 = fcmp oeq <8 x float> %5121, %16
  %5137 = select <8 x i1> %5136, <8 x float> %5135, <8 x float> %5132
  br label %5141

5138:                                             ; preds = %5120
  %5139 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5080, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5140 = fadd <8 x float> %5121, %5139
  br label %5141

5141:                                             ; preds = %5124, %5131, %5138, %5120, %5099
  %5142 = phi <8 x float> [ %5137, %5131 ], [ %5130, %5124 ], [ %5100, %5099 ], [ %5121, %5120 ], [ %5140, %5138 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5142, ptr align 1 %5079, <8 x i1> %4788)
  %5143 = add nsw i64 %4874, %12
  %5144 = getelementptr inbounds float, ptr %3, i64 %5143
  %5145 = getelementptr inbounds float, ptr %4, i64 %5143
  %5146 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5144, <8 x i1> %4788, <8 x float> zeroinitializer)
  switch i64 %4938, label %241 [
    i64 1, label %5161
    i64 2, label %5154
    i64 3, label %5147
  ]

5147:                                             ; preds = %5141
  %5148 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5146)
  %5149 = bitcast <8 x float> %5146 to <8 x i32>
  %5150 = and <8 x i32> %5149, %4932
  %5151 = bitcast <8 x i32> %5150 to <8 x float>
  %5152 = fcmp oeq <8 x float> %5146, %15
  %5153 = select <8 x i1> %5152, <8 x float> %5151, <8 x float> %5148
  br label %5164

5154:                                             ; preds = %5141
  %5155 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5146)
  %5156 = bitcast <8 x float> %5146 to <8 x i32>
  %5157 = or <8 x i32> %5156, %4933
  %5158 = bitcast <8 x i32> %5157 to <8 x float>
  %5159 = fcmp oeq <8 x float> %5146, %16
  %5160 = select <8 x i1> %5159, <8 x float> %5158, <8 x float> %5155
  br label %5164

5161:                                             ; preds = %5141
  %5162 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5145, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5163 = fadd <8 x float> %5146, %5162
  br label %5164

5164:                                             ; preds = %5161, %5154, %5147
  %5165 = phi <8 x float> [ %5163, %5161 ], [ %5160, %5154 ], [ %5153, %5147 ]
  %5166 = lshr i64 %14, 2
  %5167 = and i64 %5166, 3
  switch i64 %5167, label %241 [
    i64 1, label %5182
    i64 2, label %5175
    i64 3, label %5168
    i64 0, label %5206
  ]

5168:                                             ; preds = %5164
  %5169 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5165)
  %5170 = bitcast <8 x float> %5165 to <8 x i32>
  %5171 = and <8 x i32> %5170, %4932
  %5172 = bitcast <8 x i32> %5171 to <8 x float>
  %5173 = fcmp oeq <8 x float> %5165, %15
  %5174 = select <8 x i1> %5173, <8 x float> %5172, <8 x float> %5169
  br label %5185

5175:                                             ; preds = %5164
  %5176 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5165)
  %5177 = bitcast <8 x float> %5165 to <8 x i32>
  %5178 = or <8 x i32> %5177, %4933
  %5179 = bitcast <8 x i32> %5178 to <8 x float>
  %5180 = fcmp oeq <8 x float> %5165, %16
  %5181 = select <8 x i1> %5180, <8 x float> %5179, <8 x float> %5176
  br label %5185

5182:                                             ; preds = %5164
  %5183 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5145, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5184 = fadd <8 x float> %5165, %5183
  br label %5185

5185:                                             ; preds = %5182, %5175, %5168
  %5186 = phi <8 x float> [ %5184, %5182 ], [ %5181, %5175 ], [ %5174, %5168 ]
  %5187 = lshr i64 %14, 4
  %5188 = and i64 %5187, 3
  switch i64 %5188, label %241 [
    i64 1, label %5203
    i64 2, label %5196
    i64 3, label %5189
    i64 0, label %5206
  ]

5189:                                             ; preds = %5185
  %5190 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5186)
  %5191 = bitcast <8 x float> %5186 to <8 x i32>
  %5192 = and <8 x i32> %5191, %4932
  %5193 = bitcast <8 x i32> %5192 to <8 x float>
  %5194 = fcmp oeq <8 x float> %5186, %15
  %5195 = select <8 x i1> %5194, <8 x float> %5193, <8 x float> %5190
  br label %5206

5196:                                             ; preds = %5185
  %5197 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5186)
  %5198 = bitcast <8 x float> %5186 to <8 x i32>
  %5199 = or <8 x i32> %5198, %4933
  %5200 = bitcast <8 x i32> %5199 to <8 x float>
  %5201 = fcmp oeq <8 x float> %5186, %16
  %5202 = select <8 x i1> %5201, <8 x float> %5200, <8 x float> %5197
  br label %5206

5203:                                             ; preds = %5185
  %5204 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5145, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5205 = fadd <8 x float> %5186, %5204
  br label %5206

5206:                                             ; preds = %5189, %5196, %5203, %5185, %5164
  %5207 = phi <8 x float> [ %5202, %5196 ], [ %5195, %5189 ], [ %5165, %5164 ], [ %5186, %5185 ], [ %5205, %5203 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5207, ptr align 1 %5144, <8 x i1> %4788)
  %5208 = add nsw i64 %4867, %12
  %5209 = getelementptr inbounds float, ptr %3, i64 %5208
  %5210 = getelementptr inbounds float, ptr %4, i64 %5208
  %5211 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5209, <8 x i1> %4788, <8 x float> zeroinitializer)
  switch i64 %4938, label %241 [
    i64 1, label %5226
    i64 2, label %5219
    i64 3, label %5212
  ]

5212:                                             ; preds = %5206
  %5213 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5211)
  %5214 = bitcast <8 x float> %5211 to <8 x i32>
  %5215 = and <8 x i32> %5214, %4932
  %5216 = bitcast <8 x i32> %5215 to <8 x float>
  %5217 = fcmp oeq <8 x float> %5211, %15
  %5218 = select <8 x i1> %5217, <8 x float> %5216, <8 x float> %5213
  br label %5229

5219:                                             ; preds = %5206
  %5220 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5211)
  %5221 = bitcast <8 x float> %5211 to <8 x i32>
  %5222 = or <8 x i32> %5221, %4933
  %5223 = bitcast <8 x i32> %5222 to <8 x float>
  %5224 = fcmp oeq <8 x float> %5211, %16
  %5225 = select <8 x i1> %5224, <8 x float> %5223, <8 x float> %5220
  br label %5229

5226:                                             ; preds = %5206
  %5227 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5210, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5228 = fadd <8 x float> %5211, %5227
  br label %5229

5229:                                             ; preds = %5226, %5219, %5212
  %5230 = phi <8 x float> [ %5228, %5226 ], [ %5225, %5219 ], [ %5218, %5212 ]
  %5231 = lshr i64 %14, 2
  %5232 = and i64 %5231, 3
  switch i64 %5232, label %241 [
    i64 1, label %5247
    i64 2, label %5240
    i64 3, label %5233
    i64 0, label %5271
  ]

5233:                                             ; preds = %5229
  %5234 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5230)
  %5235 = bitcast <8 x float> %5230 to <8 x i32>
  %5236 = and <8 x i32> %5235, %4932
  %5237 = bitcast <8 x i32> %5236 to <8 x float>
  %5238 = fcmp oeq <8 x float> %5230, %15
  %5239 = select <8 x i1> %5238, <8 x float> %5237, <8 x float> %5234
  br label %5250

5240:                                             ; preds = %5229
  %5241 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5230)
  %5242 = bitcast <8 x float> %5230 to <8 x i32>
  %5243 = or <8 x i32> %5242, %4933
  %5244 = bitcast <8 x i32> %5243 to <8 x float>
  %5245 = fcmp oeq <8 x float> %5230, %16
  %5246 = select <8 x i1> %5245, <8 x float> %5244, <8 x float> %5241
  br label %5250

5247:                                             ; preds = %5229
  %5248 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5210, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5249 = fadd <8 x float> %5230, %5248
  br label %5250

5250:                                             ; preds = %5247, %5240, %5233
  %5251 = phi <8 x float> [ %5249, %5247 ], [ %5246, %5240 ], [ %5239, %5233 ]
  %5252 = lshr i64 %14, 4
  %5253 = and i64 %5252, 3
  switch i64 %5253, label %241 [
    i64 1, label %5268
    i64 2, label %5261
    i64 3, label %5254
    i64 0, label %5271
  ]

5254:                                             ; preds = %5250
  %5255 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5251)
  %5256 = bitcast <8 x float> %5251 to <8 x i32>
  %5257 = and <8 x i32> %5256, %4932
  %5258 = bitcast <8 x i32> %5257 to <8 x float>
  %5259 = fcmp oeq <8 x float> %5251, %15
  %5260 = select <8 x i1> %5259, <8 x float> %5258, <8 x float> %5255
  br label %5271

5261:                                             ; preds = %5250
  %5262 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5251)
  %5263 = bitcast <8 x float> %5251 to <8 x i32>
  %5264 = or <8 x i32> %5263, %4933
  %5265 = bitcast <8 x i32> %5264 to <8 x float>
  %5266 = fcmp oeq <8 x float> %5251, %16
  %5267 = select <8 x i1> %5266, <8 x float> %5265, <8 x float> %5262
  br label %5271

5268:                                             ; preds = %5250
  %5269 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5210, <8 x i1> %4788, <8 x float> zeroinitializer)
  %5270 = fadd <8 x float> %5251, %5269
  br label %5271

5271:                                             ; preds = %5254, %5261, %5268, %4939, %5250, %5229
  %5272 = phi ptr [ %4950, %4939 ], [ %5209, %5254 ], [ %5209, %5229 ], [ %5209, %5250 ], [ %5209, %5268 ], [ %5209, %5261 ]
  %5273 = phi <8 x float> [ %4951, %4939 ], [ %5260, %5254 ], [ %5230, %5229 ], [ %5251, %5250 ], [ %5270, %5268 ], [ %5267, %5261 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5273, ptr align 1 %5272, <8 x i1> %4788)
  br label %7848

5274:                                             ; preds = %1700
  %5275 = sub i64 %11, %12
  %5276 = icmp sgt i64 %5275, 7
  %5277 = trunc i64 %5275 to i32
  %5278 = select i1 %5276, i32 8, i32 %5277
  %5279 = insertelement <8 x i32> poison, i32 %5278, i64 0
  %5280 = shufflevector <8 x i32> %5279, <8 x i32> poison, <8 x i32> zeroinitializer
  %5281 = icmp sgt <8 x i32> %5280, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5282 = add i64 %12, 8
  %5283 = sub i64 %11, %5282
  %5284 = icmp sgt i64 %5283, 7
  %5285 = trunc i64 %5283 to i32
  %5286 = select i1 %5284, i32 8, i32 %5285
  %5287 = insertelement <8 x i32> poison, i32 %5286, i64 0
  %5288 = shufflevector <8 x i32> %5287, <8 x i32> poison, <8 x i32> zeroinitializer
  %5289 = icmp sgt <8 x i32> %5288, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5290 = icmp sgt i64 %9, 0
  %5291 = getelementptr float, ptr %2, i64 %12
  %5292 = getelementptr float, ptr %3, i64 %12
  %5293 = icmp eq ptr %5, null
  %5294 = getelementptr inbounds float, ptr %5, i64 %13
  %5295 = mul nsw i64 %13, %11
  %5296 = getelementptr float, ptr %5291, i64 %5295
  br i1 %5290, label %5312, label %5301

5297:                                             ; preds = %5409
  %5298 = shl i64 %8, 3
  %5299 = mul i64 %8, 12
  %5300 = shl i64 %8, 4
  br label %5449

5301:                                             ; preds = %5274
  br i1 %5293, label %5308, label %5302

5302:                                             ; preds = %5301
  %5303 = load float, ptr %5294, align 1
  %5304 = insertelement <8 x float> poison, float %5303, i64 0
  %5305 = shufflevector <8 x float> %5304, <8 x float> poison, <8 x i32> zeroinitializer
  %5306 = insertelement <8 x float> poison, float %5303, i64 0
  %5307 = shufflevector <8 x float> %5306, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5317

5308:                                             ; preds = %5301
  %5309 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5296, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5310 = getelementptr inbounds nuw i8, ptr %5296, i64 32
  %5311 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5310, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5317

5312:                                             ; preds = %5274
  %5313 = getelementptr float, ptr %5292, i64 %5295
  %5314 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5313, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5315 = getelementptr inbounds nuw i8, ptr %5313, i64 32
  %5316 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5315, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5317

5317:                                             ; preds = %5312, %5308, %5302
  %5318 = phi <8 x float> [ %5314, %5312 ], [ %5309, %5308 ], [ %5305, %5302 ]
  %5319 = phi <8 x float> [ %5316, %5312 ], [ %5311, %5308 ], [ %5307, %5302 ]
  %5320 = getelementptr inbounds nuw i8, ptr %5294, i64 4
  %5321 = add nsw i64 %13, 1
  %5322 = mul nsw i64 %5321, %11
  %5323 = getelementptr float, ptr %5291, i64 %5322
  br i1 %5290, label %5335, label %5324

5324:                                             ; preds = %5317
  br i1 %5293, label %5331, label %5325

5325:                                             ; preds = %5324
  %5326 = load float, ptr %5320, align 1
  %5327 = insertelement <8 x float> poison, float %5326, i64 0
  %5328 = shufflevector <8 x float> %5327, <8 x float> poison, <8 x i32> zeroinitializer
  %5329 = insertelement <8 x float> poison, float %5326, i64 0
  %5330 = shufflevector <8 x float> %5329, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5340

5331:                                             ; preds = %5324
  %5332 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5323, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5333 = getelementptr inbounds nuw i8, ptr %5323, i64 32
  %5334 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5333, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5340

5335:                                             ; preds = %5317
  %5336 = getelementptr float, ptr %5292, i64 %5322
  %5337 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5336, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5338 = getelementptr inbounds nuw i8, ptr %5336, i64 32
  %5339 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5338, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5340

5340:                                             ; preds = %5335, %5331, %5325
  %5341 = phi <8 x float> [ %5337, %5335 ], [ %5332, %5331 ], [ %5328, %5325 ]
  %5342 = phi <8 x float> [ %5339, %5335 ], [ %5334, %5331 ], [ %5330, %5325 ]
  %5343 = getelementptr inbounds nuw i8, ptr %5294, i64 8
  %5344 = add nsw i64 %13, 2
  %5345 = mul nsw i64 %5344, %11
  %5346 = getelementptr float, ptr %5291, i64 %5345
  br i1 %5290, label %5358, label %5347

5347:                                             ; preds = %5340
  br i1 %5293, label %5354, label %5348

5348:                                             ; preds = %5347
  %5349 = load float, ptr %5343, align 1
  %5350 = insertelement <8 x float> poison, float %5349, i64 0
  %5351 = shufflevector <8 x float> %5350, <8 x float> poison, <8 x i32> zeroinitializer
  %5352 = insertelement <8 x float> poison, float %5349, i64 0
  %5353 = shufflevector <8 x float> %5352, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5363

5354:                                             ; preds = %5347
  %5355 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5346, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5356 = getelementptr inbounds nuw i8, ptr %5346, i64 32
  %5357 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5356, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5363

5358:                                             ; preds = %5340
  %5359 = getelementptr float, ptr %5292, i64 %5345
  %5360 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5359, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5361 = getelementptr inbounds nuw i8, ptr %5359, i64 32
  %5362 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5361, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5363

5363:                                             ; preds = %5358, %5354, %5348
  %5364 = phi <8 x float> [ %5360, %5358 ], [ %5355, %5354 ], [ %5351, %5348 ]
  %5365 = phi <8 x float> [ %5362, %5358 ], [ %5357, %5354 ], [ %5353, %5348 ]
  %5366 = getelementptr inbounds nuw i8, ptr %5294, i64 12
  %5367 = add nsw i64 %13, 3
  %5368 = mul nsw i64 %5367, %11
  %5369 = getelementptr float, ptr %5291, i64 %5368
  br i1 %5290, label %5381, label %5370

5370:                                             ; preds = %5363
  br i1 %5293, label %5377, label %5371

5371:                                             ; preds = %5370
  %5372 = load float, ptr %5366, align 1
  %5373 = insertelement <8 x float> poison, float %5372, i64 0
  %5374 = shufflevector <8 x float> %5373, <8 x float> poison, <8 x i32> zeroinitializer
  %5375 = insertelement <8 x float> poison, float %5372, i64 0
  %5376 = shufflevector <8 x float> %5375, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5386

5377:                                             ; preds = %5370
  %5378 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5369, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5379 = getelementptr inbounds nuw i8, ptr %5369, i64 32
  %5380 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5379, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5386

5381:                                             ; preds = %5363
  %5382 = getelementptr float, ptr %5292, i64 %5368
  %5383 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5382, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5384 = getelementptr inbounds nuw i8, ptr %5382, i64 32
  %5385 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5384, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5386

5386:                                             ; preds = %5381, %5377, %5371
  %5387 = phi <8 x float> [ %5383, %5381 ], [ %5378, %5377 ], [ %5374, %5371 ]
  %5388 = phi <8 x float> [ %5385, %5381 ], [ %5380, %5377 ], [ %5376, %5371 ]
  %5389 = getelementptr inbounds nuw i8, ptr %5294, i64 16
  %5390 = add nsw i64 %13, 4
  %5391 = mul nsw i64 %5390, %11
  %5392 = getelementptr float, ptr %5291, i64 %5391
  br i1 %5290, label %5404, label %5393

5393:                                             ; preds = %5386
  br i1 %5293, label %5400, label %5394

5394:                                             ; preds = %5393
  %5395 = load float, ptr %5389, align 1
  %5396 = insertelement <8 x float> poison, float %5395, i64 0
  %5397 = shufflevector <8 x float> %5396, <8 x float> poison, <8 x i32> zeroinitializer
  %5398 = insertelement <8 x float> poison, float %5395, i64 0
  %5399 = shufflevector <8 x float> %5398, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5409

5400:                                             ; preds = %5393
  %5401 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5392, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5402 = getelementptr inbounds nuw i8, ptr %5392, i64 32
  %5403 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5402, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5409

5404:                                             ; preds = %5386
  %5405 = getelementptr float, ptr %5292, i64 %5391
  %5406 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5405, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5407 = getelementptr inbounds nuw i8, ptr %5405, i64 32
  %5408 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5407, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %5409

5409:                                             ; preds = %5404, %5400, %5394
  %5410 = phi <8 x float> [ %5406, %5404 ], [ %5401, %5400 ], [ %5397, %5394 ]
  %5411 = phi <8 x float> [ %5408, %5404 ], [ %5403, %5400 ], [ %5399, %5394 ]
  %5412 = getelementptr inbounds float, ptr %0, i64 %12
  %5413 = mul nsw i64 %13, %8
  %5414 = getelementptr inbounds float, ptr %1, i64 %5413
  %5415 = icmp slt i64 %9, %10
  br i1 %5415, label %5297, label %5416

5416:                                             ; preds = %5449, %5409
  %5417 = phi <8 x float> [ %5411, %5409 ], [ %5495, %5449 ]
  %5418 = phi <8 x float> [ %5410, %5409 ], [ %5494, %5449 ]
  %5419 = phi <8 x float> [ %5388, %5409 ], [ %5489, %5449 ]
  %5420 = phi <8 x float> [ %5387, %5409 ], [ %5488, %5449 ]
  %5421 = phi <8 x float> [ %5365, %5409 ], [ %5483, %5449 ]
  %5422 = phi <8 x float> [ %5364, %5409 ], [ %5482, %5449 ]
  %5423 = phi <8 x float> [ %5342, %5409 ], [ %5477, %5449 ]
  %5424 = phi <8 x float> [ %5341, %5409 ], [ %5476, %5449 ]
  %5425 = phi <8 x float> [ %5319, %5409 ], [ %5471, %5449 ]
  %5426 = phi <8 x float> [ %5318, %5409 ], [ %5470, %5449 ]
  %5427 = mul nsw i64 %13, %11
  %5428 = getelementptr float, ptr %5292, i64 %5427
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5426, ptr align 1 %5428, <8 x i1> %5281)
  %5429 = getelementptr inbounds nuw i8, ptr %5428, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5425, ptr nonnull align 1 %5429, <8 x i1> %5289)
  %5430 = add nsw i64 %13, 1
  %5431 = mul nsw i64 %5430, %11
  %5432 = getelementptr float, ptr %5292, i64 %5431
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5424, ptr align 1 %5432, <8 x i1> %5281)
  %5433 = getelementptr inbounds nuw i8, ptr %5432, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5423, ptr nonnull align 1 %5433, <8 x i1> %5289)
  %5434 = add nsw i64 %13, 2
  %5435 = mul nsw i64 %5434, %11
  %5436 = getelementptr float, ptr %5292, i64 %5435
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5422, ptr align 1 %5436, <8 x i1> %5281)
  %5437 = getelementptr inbounds nuw i8, ptr %5436, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5421, ptr nonnull align 1 %5437, <8 x i1> %5289)
  %5438 = add nsw i64 %13, 3
  %5439 = mul nsw i64 %5438, %11
  %5440 = getelementptr float, ptr %5292, i64 %5439
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5420, ptr align 1 %5440, <8 x i1> %5281)
  %5441 = getelementptr inbounds nuw i8, ptr %5440, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5419, ptr nonnull align 1 %5441, <8 x i1> %5289)
  %5442 = add nsw i64 %13, 4
  %5443 = mul nsw i64 %5442, %11
  %5444 = getelementptr float, ptr %5292, i64 %5443
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5418, ptr align 1 %5444, <8 x i1> %5281)
  %5445 = getelementptr inbounds nuw i8, ptr %5444, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5417, ptr nonnull align 1 %5445, <8 x i1> %5289)
  %5446 = icmp eq i64 %14, 0
  %5447 = icmp slt i64 %10, %8
  %5448 = or i1 %5447, %5446
  br i1 %5448, label %7848, label %5498

5449:                                             ; preds = %5297, %5449
  %5450 = phi <8 x float> [ %5495, %5449 ], [ %5411, %5297 ]
  %5451 = phi <8 x float> [ %5494, %5449 ], [ %5410, %5297 ]
  %5452 = phi <8 x float> [ %5489, %5449 ], [ %5388, %5297 ]
  %5453 = phi <8 x float> [ %5488, %5449 ], [ %5387, %5297 ]
  %5454 = phi <8 x float> [ %5483, %5449 ], [ %5365, %5297 ]
  %5455 = phi <8 x float> [ %5482, %5449 ], [ %5364, %5297 ]
  %5456 = phi <8 x float> [ %5477, %5449 ], [ %5342, %5297 ]
  %5457 = phi <8 x float> [ %5476, %5449 ], [ %5341, %5297 ]
  %5458 = phi <8 x float> [ %5471, %5449 ], [ %5319, %5297 ]
  %5459 = phi <8 x float> [ %5470, %5449 ], [ %5318, %5297 ]
  %5460 = phi i64 [ %5496, %5449 ], [ %9, %5297 ]
  %5461 = mul nsw i64 %5460, %11
  %5462 = getelementptr inbounds float, ptr %5412, i64 %5461
  %5463 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5462, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5464 = getelementptr inbounds nuw i8, ptr %5462, i64 32
  %5465 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5464, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5466 = getelementptr float, ptr %5414, i64 %5460
  %5467 = load float, ptr %5466, align 1
  %5468 = insertelement <8 x float> poison, float %5467, i64 0
  %5469 = shufflevector <8 x float> %5468, <8 x float> poison, <8 x i32> zeroinitializer
  %5470 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5463, <8 x float> %5469, <8 x float> %5459)
  %5471 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5465, <8 x float> %5469, <8 x float> %5458)
  %5472 = getelementptr float, ptr %5466, i64 %8
  %5473 = load float, ptr %5472, align 1
  %5474 = insertelement <8 x float> poison, float %5473, i64 0
  %5475 = shufflevector <8 x float> %5474, <8 x float> poison, <8 x i32> zeroinitializer
  %5476 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5463, <8 x float> %5475, <8 x float> %5457)
  %5477 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5465, <8 x float> %5475, <8 x float> %5456)
  %5478 = getelementptr i8, ptr %5466, i64 %5298
  %5479 = load float, ptr %5478, align 1
  %5480 = insertelement <8 x float> poison, float %5479, i64 0
  %5481 = shufflevector <8 x float> %5480, <8 x float> poison, <8 x i32> zeroinitializer
  %5482 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5463, <8 x float> %5481, <8 x float> %5455)
  %5483 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5465, <8 x float> %5481, <8 x float> %5454)
  %5484 = getelementptr i8, ptr %5466, i64 %5299
  %5485 = load float, ptr %5484, align 1
  %5486 = insertelement <8 x float> poison, float %5485, i64 0
  %5487 = shufflevector <8 x float> %5486, <8 x float> poison, <8 x i32> zeroinitializer
  %5488 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5463, <8 x float> %5487, <8 x float> %5453)
  %5489 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5465, <8 x float> %5487, <8 x float> %5452)
  %5490 = getelementptr i8, ptr %5466, i64 %5300
  %5491 = load float, ptr %5490, align 1
  %5492 = insertelement <8 x float> poison, float %5491, i64 0
  %5493 = shufflevector <8 x float> %5492, <8 x float> poison, <8 x i32> zeroinitializer
  %5494 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5463, <8 x float> %5493, <8 x float> %5451)
  %5495 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5465, <8 x float> %5493, <8 x float> %5450)
  %5496 = add nsw i64 %5460, 1
  %5497 = icmp eq i64 %5496, %10
  br i1 %5497, label %5416, label %5449

5498:                                             ; preds = %5416
  %5499 = bitcast <8 x float> %15 to <8 x i32>
  %5500 = bitcast <8 x float> %16 to <8 x i32>
  %5501 = add nsw i64 %5427, %12
  %5502 = getelementptr inbounds float, ptr %3, i64 %5501
  %5503 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5502, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5504 = getelementptr inbounds float, ptr %4, i64 %5501
  %5505 = and i64 %14, 3
  switch i64 %5505, label %241 [
    i64 1, label %5534
    i64 2, label %5537
    i64 3, label %5544
    i64 0, label %5506
  ]

5506:                                             ; preds = %5498
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5503, ptr align 1 %5502, <8 x i1> %5281)
  %5507 = getelementptr float, ptr %3, i64 %5501
  %5508 = getelementptr i8, ptr %5507, i64 32
  %5509 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5508, <8 x i1> %5289, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5509, ptr align 1 %5508, <8 x i1> %5289)
  %5510 = add nsw i64 %5431, %12
  %5511 = getelementptr inbounds float, ptr %3, i64 %5510
  %5512 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5511, <8 x i1> %5281, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5512, ptr align 1 %5511, <8 x i1> %5281)
  %5513 = getelementptr float, ptr %3, i64 %5510
  %5514 = getelementptr i8, ptr %5513, i64 32
  %5515 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5514, <8 x i1> %5289, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5515, ptr align 1 %5514, <8 x i1> %5289)
  %5516 = add nsw i64 %5435, %12
  %5517 = getelementptr inbounds float, ptr %3, i64 %5516
  %5518 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5517, <8 x i1> %5281, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5518, ptr align 1 %5517, <8 x i1> %5281)
  %5519 = getelementptr float, ptr %3, i64 %5516
  %5520 = getelementptr i8, ptr %5519, i64 32
  %5521 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5520, <8 x i1> %5289, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5521, ptr align 1 %5520, <8 x i1> %5289)
  %5522 = add nsw i64 %5439, %12
  %5523 = getelementptr inbounds float, ptr %3, i64 %5522
  %5524 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5523, <8 x i1> %5281, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5524, ptr align 1 %5523, <8 x i1> %5281)
  %5525 = getelementptr float, ptr %3, i64 %5522
  %5526 = getelementptr i8, ptr %5525, i64 32
  %5527 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5526, <8 x i1> %5289, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5527, ptr align 1 %5526, <8 x i1> %5289)
  %5528 = add nsw i64 %5443, %12
  %5529 = getelementptr inbounds float, ptr %3, i64 %5528
  %5530 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5529, <8 x i1> %5281, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5530, ptr align 1 %5529, <8 x i1> %5281)
  %5531 = getelementptr float, ptr %3, i64 %5528
  %5532 = getelementptr i8, ptr %5531, i64 32
  %5533 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5532, <8 x i1> %5289, <8 x float> zeroinitializer)
  br label %6178

5534:                                             ; preds = %5498
  %5535 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5504, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5536 = fadd <8 x float> %5503, %5535
  br label %5551

5537:                                             ; preds = %5498
  %5538 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5503)
  %5539 = bitcast <8 x float> %5503 to <8 x i32>
  %5540 = or <8 x i32> %5539, %5500
  %5541 = bitcast <8 x i32> %5540 to <8 x float>
  %5542 = fcmp oeq <8 x float> %5503, %16
  %5543 = select <8 x i1> %5542, <8 x float> %5541, <8 x float> %5538
  br label %5551

5544:                                             ; preds = %5498
  %5545 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5503)
  %5546 = bitcast <8 x float> %5503 to <8 x i32>
  %5547 = and <8 x i32> %5546, %5499
  %5548 = bitcast <8 x i32> %5547 to <8 x float>
  %5549 = fcmp oeq <8 x float> %5503, %15
  %5550 = select <8 x i1> %5549, <8 x float> %5548, <8 x float> %5545
  br label %5551

5551:                                             ; preds = %5544, %5537, %5534
  %5552 = phi <8 x float> [ %5536, %5534 ], [ %5543, %5537 ], [ %5550, %5544 ]
  %5553 = lshr i64 %14, 2
  %5554 = and i64 %5553, 3
  switch i64 %5554, label %241 [
    i64 1, label %5569
    i64 2, label %5562
    i64 3, label %5555
    i64 0, label %5593
  ]

5555:                                             ; preds = %5551
  %5556 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5552)
  %5557 = bitcast <8 x float> %5552 to <8 x i32>
  %5558 = and <8 x i32> %5557, %5499
  %5559 = bitcast <8 x i32> %5558 to <8 x float>
  %5560 = fcmp oeq <8 x float> %5552, %15
  %5561 = select <8 x i1> %5560, <8 x float> %5559, <8 x float> %5556
  br label %5572

5562:                                             ; preds = %5551
  %5563 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5552)
  %5564 = bitcast <8 x float> %5552 to <8 x i32>
  %5565 = or <8 x i32> %5564, %5500
  %5566 = bitcast <8 x i32> %5565 to <8 x float>
  %5567 = fcmp oeq <8 x float> %5552, %16
  %5568 = select <8 x i1> %5567, <8 x float> %5566, <8 x float> %5563
  br label %5572

5569:                                             ; preds = %5551
  %5570 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5504, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5571 = fadd <8 x float> %5552, %5570
  br label %5572

5572:                                             ; preds = %5569, %5562, %5555
  %5573 = phi <8 x float> [ %5571, %5569 ], [ %5568, %5562 ], [ %5561, %5555 ]
  %5574 = lshr i64 %14, 4
  %5575 = and i64 %5574, 3
  switch i64 %5575, label %241 [
    i64 1, label %5590
    i64 2, label %5583
    i64 3, label %5576
    i64 0, label %5593
  ]

5576:                                             ; preds = %5572
  %5577 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5573)
  %5578 = bitcast <8 x float> %5573 to <8 x i32>
  %5579 = and <8 x i32> %5578, %5499
  %5580 = bitcast <8 x i32> %5579 to <8 x float>
  %5581 = fcmp oeq <8 x float> %5573, %15
  %5582 = select <8 x i1> %5581, <8 x float> %5580, <8 x float> %5577
  br label %5593

5583:                                             ; preds = %5572
  %5584 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5573)
  %5585 = bitcast <8 x float> %5573 to <8 x i32>
  %5586 = or <8 x i32> %5585, %5500
  %5587 = bitcast <8 x i32> %5586 to <8 x float>
  %5588 = fcmp oeq <8 x float> %5573, %16
  %5589 = select <8 x i1> %5588, <8 x float> %5587, <8 x float> %5584
  br label %5593

5590:                                             ; preds = %5572
  %5591 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5504, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5592 = fadd <8 x float> %5573, %5591
  br label %5593

5593:                                             ; preds = %5576, %5583, %5590, %5572, %5551
  %5594 = phi <8 x float> [ %5573, %5572 ], [ %5582, %5576 ], [ %5552, %5551 ], [ %5592, %5590 ], [ %5589, %5583 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5594, ptr align 1 %5502, <8 x i1> %5281)
  %5595 = add nsw i64 %5501, 8
  %5596 = getelementptr inbounds float, ptr %3, i64 %5595
  %5597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5596, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5598 = getelementptr inbounds float, ptr %4, i64 %5595
  switch i64 %5505, label %241 [
    i64 1, label %5613
    i64 2, label %5606
    i64 3, label %5599
  ]

5599:                                             ; preds = %5593
  %5600 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5597)
  %5601 = bitcast <8 x float> %5597 to <8 x i32>
  %5602 = and <8 x i32> %5601, %5499
  %5603 = bitcast <8 x i32> %5602 to <8 x float>
  %5604 = fcmp oeq <8 x float> %5597, %15
  %5605 = select <8 x i1> %5604, <8 x float> %5603, <8 x float> %5600
  br label %5616

5606:                                             ; preds = %5593
  %5607 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5597)
  %5608 = bitcast <8 x float> %5597 to <8 x i32>
  %5609 = or <8 x i32> %5608, %5500
  %5610 = bitcast <8 x i32> %5609 to <8 x float>
  %5611 = fcmp oeq <8 x float> %5597, %16
  %5612 = select <8 x i1> %5611, <8 x float> %5610, <8 x float> %5607
  br label %5616

5613:                                             ; preds = %5593
  %5614 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5598, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5615 = fadd <8 x float> %5597, %5614
  br label %5616

5616:                                             ; preds = %5613, %5606, %5599
  %5617 = phi <8 x float> [ %5615, %5613 ], [ %5612, %5606 ], [ %5605, %5599 ]
  %5618 = lshr i64 %14, 2
  %5619 = and i64 %5618, 3
  switch i64 %5619, label %241 [
    i64 1, label %5634
    i64 2, label %5627
    i64 3, label %5620
    i64 0, label %5658
  ]

5620:                                             ; preds = %5616
  %5621 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5617)
  %5622 = bitcast <8 x float> %5617 to <8 x i32>
  %5623 = and <8 x i32> %5622, %5499
  %5624 = bitcast <8 x i32> %5623 to <8 x float>
  %5625 = fcmp oeq <8 x float> %5617, %15
  %5626 = select <8 x i1> %5625, <8 x float> %5624, <8 x float> %5621
  br label %5637

5627:                                             ; preds = %5616
  %5628 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5617)
  %5629 = bitcast <8 x float> %5617 to <8 x i32>
  %5630 = or <8 x i32> %5629, %5500
  %5631 = bitcast <8 x i32> %5630 to <8 x float>
  %5632 = fcmp oeq <8 x float> %5617, %16
  %5633 = select <8 x i1> %5632, <8 x float> %5631, <8 x float> %5628
  br label %5637

5634:                                             ; preds = %5616
  %5635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5598, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5636 = fadd <8 x float> %5617, %5635
  br label %5637

5637:                                             ; preds = %5634, %5627, %5620
  %5638 = phi <8 x float> [ %5636, %5634 ], [ %5633, %5627 ], [ %5626, %5620 ]
  %5639 = lshr i64 %14, 4
  %5640 = and i64 %5639, 3
  switch i64 %5640, label %241 [
    i64 1, label %5655
    i64 2, label %5648
    i64 3, label %5641
    i64 0, label %5658
  ]

5641:                                             ; preds = %5637
  %5642 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5638)
  %5643 = bitcast <8 x float> %5638 to <8 x i32>
  %5644 = and <8 x i32> %5643, %5499
  %5645 = bitcast <8 x i32> %5644 to <8 x float>
  %5646 = fcmp oeq <8 x float> %5638, %15
  %5647 = select <8 x i1> %5646, <8 x float> %5645, <8 x float> %5642
  br label %5658

5648:                                             ; preds = %5637
  %5649 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5638)
  %5650 = bitcast <8 x float> %5638 to <8 x i32>
  %5651 = or <8 x i32> %5650, %5500
  %5652 = bitcast <8 x i32> %5651 to <8 x float>
  %5653 = fcmp oeq <8 x float> %5638, %16
  %5654 = select <8 x i1> %5653, <8 x float> %5652, <8 x float> %5649
  br label %5658

5655:                                             ; preds = %5637
  %5656 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5598, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5657 = fadd <8 x float> %5638, %5656
  br label %5658

5658:                                             ; preds = %5641, %5648, %5655, %5637, %5616
  %5659 = phi <8 x float> [ %5654, %5648 ], [ %5647, %5641 ], [ %5617, %5616 ], [ %5638, %5637 ], [ %5657, %5655 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5659, ptr align 1 %5596, <8 x i1> %5289)
  %5660 = add nsw i64 %5431, %12
  %5661 = getelementptr inbounds float, ptr %3, i64 %5660
  %5662 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5661, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5663 = getelementptr inbounds float, ptr %4, i64 %5660
  switch i64 %5505, label %241 [
    i64 1, label %5678
    i64 2, label %5671
    i64 3, label %5664
  ]

5664:                                             ; preds = %5658
  %5665 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5662)
  %5666 = bitcast <8 x float> %5662 to <8 x i32>
  %5667 = and <8 x i32> %5666, %5499
  %5668 = bitcast <8 x i32> %5667 to <8 x float>
  %5669 = fcmp oeq <8 x float> %5662, %15
  %5670 = select <8 x i1> %5669, <8 x float> %5668, <8 x float> %5665
  br label %5681

5671:                                             ; preds = %5658
  %5672 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5662)
  %5673 = bitcast <8 x float> %5662 to <8 x i32>
  %5674 = or <8 x i32> %5673, %5500
  %5675 = bitcast <8 x i32> %5674 to <8 x float>
  %5676 = fcmp oeq <8 x float> %5662, %16
  %5677 = select <8 x i1> %5676, <8 x float> %5675, <8 x float> %5672
  br label %5681

5678:                                             ; preds = %5658
  %5679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5663, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5680 = fadd <8 x float> %5662, %5679
  br label %5681

5681:                                             ; preds = %5678, %5671, %5664
  %5682 = phi <8 x float> [ %5680, %5678 ], [ %5677, %5671 ], [ %5670, %5664 ]
  %5683 = lshr i64 %14, 2
  %5684 = and i64 %5683, 3
  switch i64 %5684, label %241 [
    i64 1, label %5699
    i64 2, label %5692
    i64 3, label %5685
    i64 0, label %5723
  ]

5685:                                             ; preds = %5681
  %5686 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5682)
  %5687 = bitcast <8 x float> %5682 to <8 x i32>
  %5688 = and <8 x i32> %5687, %5499
  %5689 = bitcast <8 x i32> %5688 to <8 x float>
  %5690 = fcmp oeq <8 x float> %5682, %15
  %5691 = select <8 x i1> %5690, <8 x float> %5689, <8 x float> %5686
  br label %5702

5692:                                             ; preds = %5681
  %5693 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5682)
  %5694 = bitcast <8 x float> %5682 to <8 x i32>
  %5695 = or <8 x i32> %5694, %5500
  %5696 = bitcast <8 x i32> %5695 to <8 x float>
  %5697 = fcmp oeq <8 x float> %5682, %16
  %5698 = select <8 x i1> %5697, <8 x float> %5696, <8 x float> %5693
  br label %5702

5699:                                             ; preds = %5681
  %5700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5663, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5701 = fadd <8 x float> %5682, %5700
  br label %5702

5702:                                             ; preds = %5699, %5692, %5685
  %5703 = phi <8 x float> [ %5701, %5699 ], [ %5698, %5692 ], [ %5691, %5685 ]
  %5704 = lshr i64 %14, 4
  %5705 = and i64 %5704, 3
  switch i64 %5705, label %241 [
    i64 1, label %5720
    i64 2, label %5713
    i64 3, label %5706
    i64 0, label %5723
  ]

5706:                                             ; preds = %5702
  %5707 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5703)
  %5708 = bitcast <8 x float> %5703 to <8 x i32>
  %5709 = and <8 x i32> %5708, %5499
  %5710 = bitcast <8 x i32> %5709 to <8 x float>
  %5711 = fcmp oeq <8 x float> %5703, %15
  %5712 = select <8 x i1> %5711, <8 x float> %5710, <8 x float> %5707
  br label %5723

5713:                                             ; preds = %5702
  %5714 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5703)
  %5715 = bitcast <8 x float> %5703 to <8 x i32>
  %5716 = or <8 x i32> %5715, %5500
  %5717 = bitcast <8 x i32> %5716 to <8 x float>
  %5718 = fcmp oeq <8 x float> %5703, %16
  %5719 = select <8 x i1> %5718, <8 x float> %5717, <8 x float> %5714
  br label %5723

5720:                                             ; preds = %5702
  %5721 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5663, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5722 = fadd <8 x float> %5703, %5721
  br label %5723

5723:                                             ; preds = %5706, %5713, %5720, %5702, %5681
  %5724 = phi <8 x float> [ %5719, %5713 ], [ %5712, %5706 ], [ %5682, %5681 ], [ %5703, %5702 ], [ %5722, %5720 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5724, ptr align 1 %5661, <8 x i1> %5281)
  %5725 = add nsw i64 %5660, 8
  %5726 = getelementptr inbounds float, ptr %3, i64 %5725
  %5727 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5726, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5728 = getelementptr inbounds float, ptr %4, i64 %5725
  switch i64 %5505, label %241 [
    i64 1, label %5743
    i64 2, label %5736
    i64 3, label %5729
  ]

5729:                                             ; preds = %5723
  %5730 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5727)
  %5731 = bitcast <8 x float> %5727 to <8 x i32>
  %5732 = and <8 x i32> %5731, %5499
  %5733 = bitcast <8 x i32> %5732 to <8 x float>
  %5734 = fcmp oeq <8 x float> %5727, %15
  %5735 = select <8 x i1> %5734, <8 x float> %5733, <8 x float> %5730
  br label %5746

5736:                                             ; preds = %5723
  %5737 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5727)
  %5738 = bitcast <8 x float> %5727 to <8 x i32>
  %5739 = or <8 x i32> %5738, %5500
  %5740 = bitcast <8 x i32> %5739 to <8 x float>
  %5741 = fcmp oeq <8 x float> %5727, %16
  %5742 = select <8 x i1> %5741, <8 x float> %5740, <8 x float> %5737
  br label %5746

5743:                                             ; preds = %5723
  %5744 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5728, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5745 = fadd <8 x float> %5727, %5744
  br label %5746

5746:                                             ; preds = %5743, %5736, %5729
  %5747 = phi <8 x float> [ %5745, %5743 ], [ %5742, %5736 ], [ %5735, %5729 ]
  %5748 = lshr i64 %14, 2
  %5749 = and i64 %5748, 3
  switch i64 %5749, label %241 [
    i64 1, label %5764
    i64 2, label %5757
    i64 3, label %5750
    i64 0, label %5788
  ]

5750:                                             ; preds = %5746
  %5751 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5747)
  %5752 = bitcast <8 x float> %5747 to <8 x i32>
  %5753 = and <8 x i32> %5752, %5499
  %5754 = bitcast <8 x i32> %5753 to <8 x float>
  %5755 = fcmp oeq <8 x float> %5747, %15
  %5756 = select <8 x i1> %5755, <8 x float> %5754, <8 x float> %5751
  br label %5767

5757:                                             ; preds = %5746
  %5758 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5747)
  %5759 = bitcast <8 x float> %5747 to <8 x i32>
  %5760 = or <8 x i32> %5759, %5500
  %5761 = bitcast <8 x i32> %5760 to <8 x float>
  %5762 = fcmp oeq <8 x float> %5747, %16
  %5763 = select <8 x i1> %5762, <8 x float> %5761, <8 x float> %5758
  br label %5767

5764:                                             ; preds = %5746
  %5765 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5728, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5766 = fadd <8 x float> %5747, %5765
  br label %5767

5767:                                             ; preds = %5764, %5757, %5750
  %5768 = phi <8 x float> [ %5766, %5764 ], [ %5763, %5757 ], [ %5756, %5750 ]
  %5769 = lshr i64 %14, 4
  %5770 = and i64 %5769, 3
  switch i64 %5770, label %241 [
    i64 1, label %5785
    i64 2, label %5778
    i64 3, label %5771
    i64 0, label %5788
  ]

5771:                                             ; preds = %5767
  %5772 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5768)
  %5773 = bitcast <8 x float> %5768 to <8 x i32>
  %5774 = and <8 x i32> %5773, %5499
  %5775 = bitcast <8 x i32> %5774 to <8 x float>
  %5776 = fcmp oeq <8 x float> %5768, %15
  %5777 = select <8 x i1> %5776, <8 x float> %5775, <8 x float> %5772
  br label %5788

5778:                                             ; preds = %5767
  %5779 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5768)
  %5780 = bitcast <8 x float> %5768 to <8 x i32>
  %5781 = or <8 x i32> %5780, %5500
  %5782 = bitcast <8 x i32> %5781 to <8 x float>
  %5783 = fcmp oeq <8 x float> %5768, %16
  %5784 = select <8 x i1> %5783, <8 x float> %5782, <8 x float> %5779
  br label %5788

5785:                                             ; preds = %5767
  %5786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5728, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5787 = fadd <8 x float> %5768, %5786
  br label %5788

5788:                                             ; preds = %5771, %5778, %5785, %5767, %5746
  %5789 = phi <8 x float> [ %5784, %5778 ], [ %5777, %5771 ], [ %5747, %5746 ], [ %5768, %5767 ], [ %5787, %5785 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5789, ptr align 1 %5726, <8 x i1> %5289)
  %5790 = add nsw i64 %5435, %12
  %5791 = getelementptr inbounds float, ptr %3, i64 %5790
  %5792 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5791, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5793 = getelementptr inbounds float, ptr %4, i64 %5790
  switch i64 %5505, label %241 [
    i64 1, label %5808
    i64 2, label %5801
    i64 3, label %5794
  ]

5794:                                             ; preds = %5788
  %5795 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5792)
  %5796 = bitcast <8 x float> %5792 to <8 x i32>
  %5797 = and <8 x i32> %5796, %5499
  %5798 = bitcast <8 x i32> %5797 to <8 x float>
  %5799 = fcmp oeq <8 x float> %5792, %15
  %5800 = select <8 x i1> %5799, <8 x float> %5798, <8 x float> %5795
  br label %5811

5801:                                             ; preds = %5788
  %5802 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5792)
  %5803 = bitcast <8 x float> %5792 to <8 x i32>
  %5804 = or <8 x i32> %5803, %5500
  %5805 = bitcast <8 x i32> %5804 to <8 x float>
  %5806 = fcmp oeq <8 x float> %5792, %16
  %5807 = select <8 x i1> %5806, <8 x float> %5805, <8 x float> %5802
  br label %5811

5808:                                             ; preds = %5788
  %5809 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5793, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5810 = fadd <8 x float> %5792, %5809
  br label %5811

5811:                                             ; preds = %5808, %5801, %5794
  %5812 = phi <8 x float> [ %5810, %5808 ], [ %5807, %5801 ], [ %5800, %5794 ]
  %5813 = lshr i64 %14, 2
  %5814 = and i64 %5813, 3
  switch i64 %5814, label %241 [
    i64 1, label %5829
    i64 2, label %5822
    i64 3, label %5815
    i64 0, label %5853
  ]

5815:                                             ; preds = %5811
  %5816 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5812)
  %5817 = bitcast <8 x float> %5812 to <8 x i32>
  %5818 = and <8 x i32> %5817, %5499
  %5819 = bitcast <8 x i32> %5818 to <8 x float>
  %5820 = fcmp oeq <8 x float> %5812, %15
  %5821 = select <8 x i1> %5820, <8 x float> %5819, <8 x float> %5816
  br label %5832

5822:                                             ; preds = %5811
  %5823 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5812)
  %5824 = bitcast <8 x float> %5812 to <8 x i32>
  %5825 = or <8 x i32> %5824, %5500
  %5826 = bitcast <8 x i32> %5825 to <8 x float>
  %5827 = fcmp oeq <8 x float> %5812, %16
  %5828 = select <8 x i1> %5827, <8 x float> %5826, <8 x float> %5823
  br label %5832

5829:                                             ; preds = %5811
  %5830 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5793, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5831 = fadd <8 x float> %5812, %5830
  br label %5832

5832:                                             ; preds = %5829, %5822, %5815
  %5833 = phi <8 x float> [ %5831, %5829 ], [ %5828, %5822 ], [ %5821, %5815 ]
  %5834 = lshr i64 %14, 4
  %5835 = and i64 %5834, 3
  switch i64 %5835, label %241 [
    i64 1, label %5850
    i64 2, label %5843
    i64 3, label %5836
    i64 0, label %5853
  ]

5836:                                             ; preds = %5832
  %5837 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5833)
  %5838 = bitcast <8 x float> %5833 to <8 x i32>
  %5839 = and <8 x i32> %5838, %5499
  %5840 = bitcast <8 x i32> %5839 to <8 x float>
  %5841 = fcmp oeq <8 x float> %5833, %15
  %5842 = select <8 x i1> %5841, <8 x float> %5840, <8 x float> %5837
  br label %5853

5843:                                             ; preds = %5832
  %5844 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5833)
  %5845 = bitcast <8 x float> %5833 to <8 x i32>
  %5846 = or <8 x i32> %5845, %5500
  %5847 = bitcast <8 x i32> %5846 to <8 x float>
  %5848 = fcmp oeq <8 x float> %5833, %16
  %5849 = select <8 x i1> %5848, <8 x float> %5847, <8 x float> %5844
  br label %5853

5850:                                             ; preds = %5832
  %5851 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5793, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5852 = fadd <8 x float> %5833, %5851
  br label %5853

5853:                                             ; preds = %5836, %5843, %5850, %5832, %5811
  %5854 = phi <8 x float> [ %5849, %5843 ], [ %5842, %5836 ], [ %5812, %5811 ], [ %5833, %5832 ], [ %5852, %5850 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5854, ptr align 1 %5791, <8 x i1> %5281)
  %5855 = add nsw i64 %5790, 8
  %5856 = getelementptr inbounds float, ptr %3, i64 %5855
  %5857 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5856, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5858 = getelementptr inbounds float, ptr %4, i64 %5855
  switch i64 %5505, label %241 [
    i64 1, label %5873
    i64 2, label %5866
    i64 3, label %5859
  ]

5859:                                             ; preds = %5853
  %5860 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5857)
  %5861 = bitcast <8 x float> %5857 to <8 x i32>
  %5862 = and <8 x i32> %5861, %5499
  %5863 = bitcast <8 x i32> %5862 to <8 x float>
  %5864 = fcmp oeq <8 x float> %5857, %15
  %5865 = select <8 x i1> %5864, <8 x float> %5863, <8 x float> %5860
  br label %5876

5866:                                             ; preds = %5853
  %5867 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5857)
  %5868 = bitcast <8 x float> %5857 to <8 x i32>
  %5869 = or <8 x i32> %5868, %5500
  %5870 = bitcast <8 x i32> %5869 to <8 x float>
  %5871 = fcmp oeq <8 x float> %5857, %16
  %5872 = select <8 x i1> %5871, <8 x float> %5870, <8 x float> %5867
  br label %5876

5873:                                             ; preds = %5853
  %5874 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5858, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5875 = fadd <8 x float> %5857, %5874
  br label %5876

5876:                                             ; preds = %5873, %5866, %5859
  %5877 = phi <8 x float> [ %5875, %5873 ], [ %5872, %5866 ], [ %5865, %5859 ]
  %5878 = lshr i64 %14, 2
  %5879 = and i64 %5878, 3
  switch i64 %5879, label %241 [
    i64 1, label %5894
    i64 2, label %5887
    i64 3, label %5880
    i64 0, label %5918
  ]

5880:                                             ; preds = %5876
  %5881 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5877)
  %5882 = bitcast <8 x float> %5877 to <8 x i32>
  %5883 = and <8 x i32> %5882, %5499
  %5884 = bitcast <8 x i32> %5883 to <8 x float>
  %5885 = fcmp oeq <8 x float> %5877, %15
  %5886 = select <8 x i1> %5885, <8 x float> %5884, <8 x float> %5881
  br label %5897

5887:                                             ; preds = %5876
  %5888 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5877)
  %5889 = bitcast <8 x float> %5877 to <8 x i32>
  %5890 = or <8 x i32> %5889, %5500
  %5891 = bitcast <8 x i32> %5890 to <8 x float>
  %5892 = fcmp oeq <8 x float> %5877, %16
  %5893 = select <8 x i1> %5892, <8 x float> %5891, <8 x float> %5888
  br label %5897

5894:                                             ; preds = %5876
  %5895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5858, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5896 = fadd <8 x float> %5877, %5895
  br label %5897

5897:                                             ; preds = %5894, %5887, %5880
  %5898 = phi <8 x float> [ %5896, %5894 ], [ %5893, %5887 ], [ %5886, %5880 ]
  %5899 = lshr i64 %14, 4
  %5900 = and i64 %5899, 3
  switch i64 %5900, label %241 [
    i64 1, label %5915
    i64 2, label %5908
    i64 3, label %5901
    i64 0, label %5918
  ]

5901:                                             ; preds = %5897
  %5902 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5898)
  %5903 = bitcast <8 x float> %5898 to <8 x i32>
  %5904 = and <8 x i32> %5903, %5499
  %5905 = bitcast <8 x i32> %5904 to <8 x float>
  %5906 = fcmp oeq <8 x float> %5898, %15
  %5907 = select <8 x i1> %5906, <8 x float> %5905, <8 x float> %5902
  br label %5918

5908:                                             ; preds = %5897
  %5909 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5898)
  %5910 = bitcast <8 x float> %5898 to <8 x i32>
  %5911 = or <8 x i32> %5910, %5500
  %5912 = bitcast <8 x i32> %5911 to <8 x float>
  %5913 = fcmp oeq <8 x float> %5898, %16
  %5914 = select <8 x i1> %5913, <8 x float> %5912, <8 x float> %5909
  br label %5918

5915:                                             ; preds = %5897
  %5916 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5858, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5917 = fadd <8 x float> %5898, %5916
  br label %5918

5918:                                             ; preds = %5901, %5908, %5915, %5897, %5876
  %5919 = phi <8 x float> [ %5914, %5908 ], [ %5907, %5901 ], [ %5877, %5876 ], [ %5898, %5897 ], [ %5917, %5915 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5919, ptr align 1 %5856, <8 x i1> %5289)
  %5920 = add nsw i64 %5439, %12
  %5921 = getelementptr inbounds float, ptr %3, i64 %5920
  %5922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5921, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5923 = getelementptr inbounds float, ptr %4, i64 %5920
  switch i64 %5505, label %241 [
    i64 1, label %5938
    i64 2, label %5931
    i64 3, label %5924
  ]

5924:                                             ; preds = %5918
  %5925 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5922)
  %5926 = bitcast <8 x float> %5922 to <8 x i32>
  %5927 = and <8 x i32> %5926, %5499
  %5928 = bitcast <8 x i32> %5927 to <8 x float>
  %5929 = fcmp oeq <8 x float> %5922, %15
  %5930 = select <8 x i1> %5929, <8 x float> %5928, <8 x float> %5925
  br label %5941

5931:                                             ; preds = %5918
  %5932 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5922)
  %5933 = bitcast <8 x float> %5922 to <8 x i32>
  %5934 = or <8 x i32> %5933, %5500
  %5935 = bitcast <8 x i32> %5934 to <8 x float>
  %5936 = fcmp oeq <8 x float> %5922, %16
  %5937 = select <8 x i1> %5936, <8 x float> %5935, <8 x float> %5932
  br label %5941

5938:                                             ; preds = %5918
  %5939 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5923, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5940 = fadd <8 x float> %5922, %5939
  br label %5941

5941:                                             ; preds = %5938, %5931, %5924
  %5942 = phi <8 x float> [ %5940, %5938 ], [ %5937, %5931 ], [ %5930, %5924 ]
  %5943 = lshr i64 %14, 2
  %5944 = and i64 %5943, 3
  switch i64 %5944, label %241 [
    i64 1, label %5959
    i64 2, label %5952
    i64 3, label %5945
    i64 0, label %5983
  ]

5945:                                             ; preds = %5941
  %5946 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5942)
  %5947 = bitcast <8 x float> %5942 to <8 x i32>
  %5948 = and <8 x i32> %5947, %5499
  %5949 = bitcast <8 x i32> %5948 to <8 x float>
  %5950 = fcmp oeq <8 x float> %5942, %15
  %5951 = select <8 x i1> %5950, <8 x float> %5949, <8 x float> %5946
  br label %5962

5952:                                             ; preds = %5941
  %5953 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5942)
  %5954 = bitcast <8 x float> %5942 to <8 x i32>
  %5955 = or <8 x i32> %5954, %5500
  %5956 = bitcast <8 x i32> %5955 to <8 x float>
  %5957 = fcmp oeq <8 x float> %5942, %16
  %5958 = select <8 x i1> %5957, <8 x float> %5956, <8 x float> %5953
  br label %5962

5959:                                             ; preds = %5941
  %5960 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5923, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5961 = fadd <8 x float> %5942, %5960
  br label %5962

5962:                                             ; preds = %5959, %5952, %5945
  %5963 = phi <8 x float> [ %5961, %5959 ], [ %5958, %5952 ], [ %5951, %5945 ]
  %5964 = lshr i64 %14, 4
  %5965 = and i64 %5964, 3
  switch i64 %5965, label %241 [
    i64 1, label %5980
    i64 2, label %5973
    i64 3, label %5966
    i64 0, label %5983
  ]

5966:                                             ; preds = %5962
  %5967 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5963)
  %5968 = bitcast <8 x float> %5963 to <8 x i32>
  %5969 = and <8 x i32> %5968, %5499
  %5970 = bitcast <8 x i32> %5969 to <8 x float>
  %5971 = fcmp oeq <8 x float> %5963, %15
  %5972 = select <8 x i1> %5971, <8 x float> %5970, <8 x float> %5967
  br label %5983

5973:                                             ; preds = %5962
  %5974 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5963)
  %5975 = bitcast <8 x float> %5963 to <8 x i32>
  %5976 = or <8 x i32> %5975, %5500
  %5977 = bitcast <8 x i32> %5976 to <8 x float>
  %5978 = fcmp oeq <8 x float> %5963, %16
  %5979 = select <8 x i1> %5978, <8 x float> %5977, <8 x float> %5974
  br label %5983

5980:                                             ; preds = %5962
  %5981 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5923, <8 x i1> %5281, <8 x float> zeroinitializer)
  %5982 = fadd <8 x float> %5963, %5981
  br label %5983

5983:                                             ; preds = %5966, %5973, %5980, %5962, %5941
  %5984 = phi <8 x float> [ %5979, %5973 ], [ %5972, %5966 ], [ %5942, %5941 ], [ %5963, %5962 ], [ %5982, %5980 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5984, ptr align 1 %5921, <8 x i1> %5281)
  %5985 = add nsw i64 %5920, 8
  %5986 = getelementptr inbounds float, ptr %3, i64 %5985
  %5987 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5986, <8 x i1> %5289, <8 x float> zeroinitializer)
  %5988 = getelementptr inbounds float, ptr %4, i64 %5985
  switch i64 %5505, label %241 [
    i64 1, label %6003
    i64 2, label %5996
    i64 3, label %5989
  ]

5989:                                             ; preds = %5983
  %5990 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %5987)
  %5991 = bitcast <8 x float> %5987 to <8 x i32>
  %5992 = and <8 x i32> %5991, %5499
  %5993 = bitcast <8 x i32> %5992 to <8 x float>
  %5994 = fcmp oeq <8 x float> %5987, %15
  %5995 = select <8 x i1> %5994, <8 x float> %5993, <8 x float> %5990
  br label %6006

5996:                                             ; preds = %5983
  %5997 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %5987)
  %5998 = bitcast <8 x float> %5987 to <8 x i32>
  %5999 = or <8 x i32> %5998, %5500
  %6000 = bitcast <8 x i32> %5999 to <8 x float>
  %6001 = fcmp oeq <8 x float> %5987, %16
  %6002 = select <8 x i1> %6001, <8 x float> %6000, <8 x float> %5997
  br label %6006

6003:                                             ; preds = %5983
  %6004 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5988, <8 x i1> %5289, <8 x float> zeroinitializer)
  %6005 = fadd <8 x float> %5987, %6004
  br label %6006

6006:                                             ; preds = %6003, %5996, %5989
  %6007 = phi <8 x float> [ %6005, %6003 ], [ %6002, %5996 ], [ %5995, %5989 ]
  %6008 = lshr i64 %14, 2
  %6009 = and i64 %6008, 3
  switch i64 %6009, label %241 [
    i64 1, label %6024
    i64 2, label %6017
    i64 3, label %6010
    i64 0, label %6048
  ]

6010:                                             ; preds = %6006
  %6011 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6007)
  %6012 = bitcast <8 x float> %6007 to <8 x i32>
  %6013 = and <8 x i32> %6012, %5499
  %6014 = bitcast <8 x i32> %6013 to <8 x float>
  %6015 = fcmp oeq <8 x float> %6007, %15
  %6016 = select <8 x i1> %6015, <8 x float> %6014, <8 x float> %6011
  br label %6027

6017:                                             ; preds = %6006
  %6018 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6007)
  %6019 = bitcast <8 x float> %6007 to <8 x i32>
  %6020 = or <8 x i32> %6019, %5500
  %6021 = bitcast <8 x i32> %6020 to <8 x float>
  %6022 = fcmp oeq <8 x float> %6007, %16
  %6023 = select <8 x i1> %6022, <8 x float> %6021, <8 x float> %6018
  br label %6027

6024:                                             ; preds = %6006
  %6025 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5988, <8 x i1> %5289, <8 x float> zeroinitializer)
  %6026 = fadd <8 x float> %6007, %6025
  br label %6027

6027:                                             ; preds = %6024, %6017, %6010
  %6028 = phi <8 x float> [ %6026, %6024 ], [ %6023, %6017 ], [ %6016, %6010 ]
  %6029 = lshr i64 %14, 4
  %6030 = and i64 %6029, 3
  switch i64 %6030, label %241 [
    i64 1, label %6045
    i64 2, label %6038
    i64 3, label %6031
    i64 0, label %6048
  ]

6031:                                             ; preds = %6027
  %6032 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6028)
  %6033 = bitcast <8 x float> %6028 to <8 x i32>
  %6034 = and <8 x i32> %6033, %5499
  %6035 = bitcast <8 x i32> %6034 to <8 x float>
  %6036 = fcmp oeq <8 x float> %6028, %15
  %6037 = select <8 x i1> %6036, <8 x float> %6035, <8 x float> %6032
  br label %6048

6038:                                             ; preds = %6027
  %6039 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6028)
  %6040 = bitcast <8 x float> %6028 to <8 x i32>
  %6041 = or <8 x i32> %6040, %5500
  %6042 = bitcast <8 x i32> %6041 to <8 x float>
  %6043 = fcmp oeq <8 x float> %6028, %16
  %6044 = select <8 x i1> %6043, <8 x float> %6042, <8 x float> %6039
  br label %6048

6045:                                             ; preds = %6027
  %6046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5988, <8 x i1> %5289, <8 x float> zeroinitializer)
  %6047 = fadd <8 x float> %6028, %6046
  br label %6048

6048:                                             ; preds = %6031, %6038, %6045, %6027, %6006
  %6049 = phi <8 x float> [ %6044, %6038 ], [ %6037, %6031 ], [ %6007, %6006 ], [ %6028, %6027 ], [ %6047, %6045 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6049, ptr align 1 %5986, <8 x i1> %5289)
  %6050 = add nsw i64 %5443, %12
  %6051 = getelementptr inbounds float, ptr %3, i64 %6050
  %6052 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6051, <8 x i1> %5281, <8 x float> zeroinitializer)
  %6053 = getelementptr inbounds float, ptr %4, i64 %6050
  switch i64 %5505, label %241 [
    i64 1, label %6068
    i64 2, label %6061
    i64 3, label %6054
  ]

6054:                                             ; preds = %6048
  %6055 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6052)
  %6056 = bitcast <8 x float> %6052 to <8 x i32>
  %6057 = and <8 x i32> %6056, %5499
  %6058 = bitcast <8 x i32> %6057 to <8 x float>
  %6059 = fcmp oeq <8 x float> %6052, %15
  %6060 = select <8 x i1> %6059, <8 x float> %6058, <8 x float> %6055
  br label %6071

6061:                                             ; preds = %6048
  %6062 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6052)
  %6063 = bitcast <8 x float> %6052 to <8 x i32>
  %6064 = or <8 x i32> %6063, %5500
  %6065 = bitcast <8 x i32> %6064 to <8 x float>
  %6066 = fcmp oeq <8 x float> %6052, %16
  %6067 = select <8 x i1> %6066, <8 x float> %6065, <8 x float> %6062
  br label %6071

6068:                                             ; preds = %6048
  %6069 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6053, <8 x i1> %5281, <8 x float> zeroinitializer)
  %6070 = fadd <8 x float> %6052, %6069
  br label %6071

6071:                                             ; preds = %6068, %6061, %6054
  %6072 = phi <8 x float> [ %6070, %6068 ], [ %6067, %6061 ], [ %6060, %6054 ]
  %6073 = lshr i64 %14, 2
  %6074 = and i64 %6073, 3
  switch i64 %6074, label %241 [
    i64 1, label %6089
    i64 2, label %6082
    i64 3, label %6075
    i64 0, label %6113
  ]

6075:                                             ; preds = %6071
  %6076 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6072)
  %6077 = bitcast <8 x float> %6072 to <8 x i32>
  %6078 = and <8 x i32> %6077, %5499
  %6079 = bitcast <8 x i32> %6078 to <8 x float>
  %6080 = fcmp oeq <8 x float> %6072, %15
  %6081 = select <8 x i1> %6080, <8 x float> %6079, <8 x float> %6076
  br label %6092

6082:                                             ; preds = %6071
  %6083 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6072)
  %6084 = bitcast <8 x float> %6072 to <8 x i32>
  %6085 = or <8 x i32> %6084, %5500
  %6086 = bitcast <8 x i32> %6085 to <8 x float>
  %6087 = fcmp oeq <8 x float> %6072, %16
  %6088 = select <8 x i1> %6087, <8 x float> %6086, <8 x float> %6083
  br label %6092

6089:                                             ; preds = %6071
  %6090 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6053, <8 x i1> %5281, <8 x float> zeroinitializer)
  %6091 = fadd <8 x float> %6072, %6090
  br label %6092

6092:                                             ; preds = %6089, %6082, %6075
  %6093 = phi <8 x float> [ %6091, %6089 ], [ %6088, %6082 ], [ %6081, %6075 ]
  %6094 = lshr i64 %14, 4
  %6095 = and i64 %6094, 3
  switch i64 %6095, label %241 [
    i64 1, label %6110
    i64 2, label %6103
    i64 3, label %6096
    i64 0, label %6113
  ]

6096:                                             ; preds = %6092
  %6097 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6093)
  %6098 = bitcast <8 x float> %6093 to <8 x i32>
  %6099 = and <8 x i32> %6098, %5499
  %6100 = bitcast <8 x i32> %6099 to <8 x float>
  %6101 = fcmp oeq <8 x float> %6093, %15
  %6102 = select <8 x i1> %6101, <8 x float> %6100, <8 x float> %6097
  br label %6113

6103:                                             ; preds = %6092
  %6104 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6093)
  %6105 = bitcast <8 x float> %6093 to <8 x i32>
  %6106 = or <8 x i32> %6105, %5500
  %6107 = bitcast <8 x i32> %6106 to <8 x float>
  %6108 = fcmp oeq <8 x float> %6093, %16
  %6109 = select <8 x i1> %6108, <8 x float> %6107, <8 x float> %6104
  br label %6113

6110:                                             ; preds = %6092
  %6111 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6053, <8 x i1> %5281, <8 x float> zeroinitializer)
  %6112 = fadd <8 x float> %6093, %6111
  br label %6113

6113:                                             ; preds = %6096, %6103, %6110, %6092, %6071
  %6114 = phi <8 x float> [ %6109, %6103 ], [ %6102, %6096 ], [ %6072, %6071 ], [ %6093, %6092 ], [ %6112, %6110 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6114, ptr align 1 %6051, <8 x i1> %5281)
  %6115 = add nsw i64 %6050, 8
  %6116 = getelementptr inbounds float, ptr %3, i64 %6115
  %6117 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6116, <8 x i1> %5289, <8 x float> zeroinitializer)
  %6118 = getelementptr inbounds float, ptr %4, i64 %6115
  switch i64 %5505, label %241 [
    i64 1, label %6133
    i64 2, label %6126
    i64 3, label %6119
  ]

6119:                                             ; preds = %6113
  %6120 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6117)
  %6121 = bitcast <8 x float> %6117 to <8 x i32>
  %6122 = and <8 x i32> %6121, %5499
  %6123 = bitcast <8 x i32> %6122 to <8 x float>
  %6124 = fcmp oeq <8 x float> %6117, %15
  %6125 = select <8 x i1> %6124, <8 x float> %6123, <8 x float> %6120
  br label %6136

6126:                                             ; preds = %6113
  %6127 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6117)
  %6128 = bitcast <8 x float> %6117 to <8 x i32>
  %6129 = or <8 x i32> %6128, %5500
  %6130 = bitcast <8 x i32> %6129 to <8 x float>
  %6131 = fcmp oeq <8 x float> %6117, %16
  %6132 = select <8 x i1> %6131, <8 x float> %6130, <8 x float> %6127
  br label %6136

6133:                                             ; preds = %6113
  %6134 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6118, <8 x i1> %5289, <8 x float> zeroinitializer)
  %6135 = fadd <8 x float> %6117, %6134
  br label %6136

6136:                                             ; preds = %6133, %6126, %6119
  %6137 = phi <8 x float> [ %6135, %6133 ], [ %6132, %6126 ], [ %6125, %6119 ]
  %6138 = lshr i64 %14, 2
  %6139 = and i64 %6138, 3
  switch i64 %6139, label %241 [
    i64 1, label %6154
    i64 2, label %6147
    i64 3, label %6140
    i64 0, label %6178
  ]

6140:                                             ; preds = %6136
  %6141 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6137)
  %6142 = bitcast <8 x float> %6137 to <8 x i32>
  %6143 = and <8 x i32> %6142, %5499
  %6144 = bitcast <8 x i32> %6143 to <8 x float>
  %6145 = fcmp oeq <8 x float> %6137, %15
  %6146 = select <8 x i1> %6145, <8 x float> %6144, <8 x float> %6141
  br label %6157

6147:                                             ; preds = %6136
  %6148 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6137)
  %6149 = bitcast <8 x float> %6137 to <8 x i32>
  %6150 = or <8 x i32> %6149, %5500
  %6151 = bitcast <8 x i32> %6150 to <8 x float>
  %6152 = fcmp oeq <8 x float> %6137, %16
  %6153 = select <8 x i1> %6152, <8 x float> %6151, <8 x float> %6148
  br label %6157

6154:                                             ; preds = %6136
  %6155 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6118, <8 x i1> %5289, <8 x float> zeroinitializer)
  %6156 = fadd <8 x float> %6137, %6155
  br label %6157

6157:                                             ; preds = %6154, %6147, %6140
  %6158 = phi <8 x float> [ %6156, %6154 ], [ %6153, %6147 ], [ %6146, %6140 ]
  %6159 = lshr i64 %14, 4
  %6160 = and i64 %6159, 3
  switch i64 %6160, label %241 [
    i64 1, label %6175
    i64 2, label %6168
    i64 3, label %6161
    i64 0, label %6178
  ]

6161:                                             ; preds = %6157
  %6162 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6158)
  %6163 = bitcast <8 x float> %6158 to <8 x i32>
  %6164 = and <8 x i32> %6163, %5499
  %6165 = bitcast <8 x i32> %6164 to <8 x float>
  %6166 = fcmp oeq <8 x float> %6158, %15
  %6167 = select <8 x i1> %6166, <8 x float> %6165, <8 x float> %6162
  br label %6178

6168:                                             ; preds = %6157
  %6169 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6158)
  %6170 = bitcast <8 x float> %6158 to <8 x i32>
  %6171 = or <8 x i32> %6170, %5500
  %6172 = bitcast <8 x i32> %6171 to <8 x float>
  %6173 = fcmp oeq <8 x float> %6158, %16
  %6174 = select <8 x i1> %6173, <8 x float> %6172, <8 x float> %6169
  br label %6178

6175:                                             ; preds = %6157
  %6176 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6118, <8 x i1> %5289, <8 x float> zeroinitializer)
  %6177 = fadd <8 x float> %6158, %6176
  br label %6178

6178:                                             ; preds = %6161, %6168, %6175, %5506, %6157, %6136
  %6179 = phi ptr [ %5532, %5506 ], [ %6116, %6161 ], [ %6116, %6136 ], [ %6116, %6157 ], [ %6116, %6175 ], [ %6116, %6168 ]
  %6180 = phi <8 x float> [ %5533, %5506 ], [ %6167, %6161 ], [ %6137, %6136 ], [ %6158, %6157 ], [ %6177, %6175 ], [ %6174, %6168 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6180, ptr align 1 %6179, <8 x i1> %5289)
  br label %7848

6181:                                             ; preds = %1700
  %6182 = sub i64 %11, %12
  %6183 = icmp sgt i64 %6182, 7
  %6184 = trunc i64 %6182 to i32
  %6185 = select i1 %6183, i32 8, i32 %6184
  %6186 = insertelement <8 x i32> poison, i32 %6185, i64 0
  %6187 = shufflevector <8 x i32> %6186, <8 x i32> poison, <8 x i32> zeroinitializer
  %6188 = icmp sgt <8 x i32> %6187, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6189 = getelementptr float, ptr %2, i64 %12
  %6190 = getelementptr float, ptr %3, i64 %12
  %6191 = icmp sgt i64 %9, 0
  %6192 = getelementptr inbounds float, ptr %5, i64 %13
  %6193 = mul nsw i64 %13, %11
  %6194 = getelementptr float, ptr %6189, i64 %6193
  br i1 %6191, label %6258, label %6200

6195:                                             ; preds = %6281
  %6196 = shl i64 %8, 3
  %6197 = mul i64 %8, 12
  %6198 = shl i64 %8, 4
  %6199 = mul i64 %8, 20
  br label %6313

6200:                                             ; preds = %6181
  %6201 = icmp eq ptr %5, null
  br i1 %6201, label %6236, label %6202

6202:                                             ; preds = %6200
  %6203 = load float, ptr %6192, align 1
  %6204 = insertelement <8 x float> poison, float %6203, i64 0
  %6205 = shufflevector <8 x float> %6204, <8 x float> poison, <8 x i32> zeroinitializer
  %6206 = getelementptr inbounds nuw i8, ptr %6192, i64 4
  %6207 = add nsw i64 %13, 1
  %6208 = mul nsw i64 %6207, %11
  %6209 = load float, ptr %6206, align 1
  %6210 = insertelement <8 x float> poison, float %6209, i64 0
  %6211 = shufflevector <8 x float> %6210, <8 x float> poison, <8 x i32> zeroinitializer
  %6212 = getelementptr inbounds nuw i8, ptr %6192, i64 8
  %6213 = add nsw i64 %13, 2
  %6214 = mul nsw i64 %6213, %11
  %6215 = load float, ptr %6212, align 1
  %6216 = insertelement <8 x float> poison, float %6215, i64 0
  %6217 = shufflevector <8 x float> %6216, <8 x float> poison, <8 x i32> zeroinitializer
  %6218 = getelementptr inbounds nuw i8, ptr %6192, i64 12
  %6219 = add nsw i64 %13, 3
  %6220 = mul nsw i64 %6219, %11
  %6221 = load float, ptr %6218, align 1
  %6222 = insertelement <8 x float> poison, float %6221, i64 0
  %6223 = shufflevector <8 x float> %6222, <8 x float> poison, <8 x i32> zeroinitializer
  %6224 = getelementptr inbounds nuw i8, ptr %6192, i64 16
  %6225 = add nsw i64 %13, 4
  %6226 = mul nsw i64 %6225, %11
  %6227 = load float, ptr %6224, align 1
  %6228 = insertelement <8 x float> poison, float %6227, i64 0
  %6229 = shufflevector <8 x float> %6228, <8 x float> poison, <8 x i32> zeroinitializer
  %6230 = getelementptr inbounds nuw i8, ptr %6192, i64 20
  %6231 = add nsw i64 %13, 5
  %6232 = mul nsw i64 %6231, %11
  %6233 = load float, ptr %6230, align 1
  %6234 = insertelement <8 x float> poison, float %6233, i64 0
  %6235 = shufflevector <8 x float> %6234, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6281

6236:                                             ; preds = %6200
  %6237 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6194, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6238 = add nsw i64 %13, 1
  %6239 = mul nsw i64 %6238, %11
  %6240 = getelementptr float, ptr %6189, i64 %6239
  %6241 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6240, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6242 = add nsw i64 %13, 2
  %6243 = mul nsw i64 %6242, %11
  %6244 = getelementptr float, ptr %6189, i64 %6243
  %6245 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6244, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6246 = add nsw i64 %13, 3
  %6247 = mul nsw i64 %6246, %11
  %6248 = getelementptr float, ptr %6189, i64 %6247
  %6249 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6248, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6250 = add nsw i64 %13, 4
  %6251 = mul nsw i64 %6250, %11
  %6252 = getelementptr float, ptr %6189, i64 %6251
  %6253 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6252, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6254 = add nsw i64 %13, 5
  %6255 = mul nsw i64 %6254, %11
  %6256 = getelementptr float, ptr %6189, i64 %6255
  %6257 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6256, <8 x i1> %6188, <8 x float> zeroinitializer)
  br label %6281

6258:                                             ; preds = %6181
  %6259 = getelementptr float, ptr %6190, i64 %6193
  %6260 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6259, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6261 = add nsw i64 %13, 1
  %6262 = mul nsw i64 %6261, %11
  %6263 = getelementptr float, ptr %6190, i64 %6262
  %6264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6263, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6265 = add nsw i64 %13, 2
  %6266 = mul nsw i64 %6265, %11
  %6267 = getelementptr float, ptr %6190, i64 %6266
  %6268 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6267, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6269 = add nsw i64 %13, 3
  %6270 = mul nsw i64 %6269, %11
  %6271 = getelementptr float, ptr %6190, i64 %6270
  %6272 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6271, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6273 = add nsw i64 %13, 4
  %6274 = mul nsw i64 %6273, %11
  %6275 = getelementptr float, ptr %6190, i64 %6274
  %6276 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6275, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6277 = add nsw i64 %13, 5
  %6278 = mul nsw i64 %6277, %11
  %6279 = getelementptr float, ptr %6190, i64 %6278
  %6280 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6279, <8 x i1> %6188, <8 x float> zeroinitializer)
  br label %6281

6281:                                             ; preds = %6258, %6236, %6202
  %6282 = phi i64 [ %6278, %6258 ], [ %6255, %6236 ], [ %6232, %6202 ]
  %6283 = phi <8 x float> [ %6276, %6258 ], [ %6253, %6236 ], [ %6229, %6202 ]
  %6284 = phi i64 [ %6270, %6258 ], [ %6247, %6236 ], [ %6220, %6202 ]
  %6285 = phi <8 x float> [ %6268, %6258 ], [ %6245, %6236 ], [ %6217, %6202 ]
  %6286 = phi i64 [ %6262, %6258 ], [ %6239, %6236 ], [ %6208, %6202 ]
  %6287 = phi <8 x float> [ %6260, %6258 ], [ %6237, %6236 ], [ %6205, %6202 ]
  %6288 = phi <8 x float> [ %6264, %6258 ], [ %6241, %6236 ], [ %6211, %6202 ]
  %6289 = phi i64 [ %6266, %6258 ], [ %6243, %6236 ], [ %6214, %6202 ]
  %6290 = phi <8 x float> [ %6272, %6258 ], [ %6249, %6236 ], [ %6223, %6202 ]
  %6291 = phi i64 [ %6274, %6258 ], [ %6251, %6236 ], [ %6226, %6202 ]
  %6292 = phi <8 x float> [ %6280, %6258 ], [ %6257, %6236 ], [ %6235, %6202 ]
  %6293 = getelementptr inbounds float, ptr %0, i64 %12
  %6294 = mul nsw i64 %13, %8
  %6295 = getelementptr inbounds float, ptr %1, i64 %6294
  %6296 = icmp slt i64 %9, %10
  br i1 %6296, label %6195, label %6297

6297:                                             ; preds = %6313, %6281
  %6298 = phi <8 x float> [ %6292, %6281 ], [ %6353, %6313 ]
  %6299 = phi <8 x float> [ %6283, %6281 ], [ %6348, %6313 ]
  %6300 = phi <8 x float> [ %6290, %6281 ], [ %6343, %6313 ]
  %6301 = phi <8 x float> [ %6285, %6281 ], [ %6338, %6313 ]
  %6302 = phi <8 x float> [ %6288, %6281 ], [ %6333, %6313 ]
  %6303 = phi <8 x float> [ %6287, %6281 ], [ %6328, %6313 ]
  %6304 = getelementptr float, ptr %6190, i64 %6193
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6303, ptr align 1 %6304, <8 x i1> %6188)
  %6305 = getelementptr float, ptr %6190, i64 %6286
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6302, ptr align 1 %6305, <8 x i1> %6188)
  %6306 = getelementptr float, ptr %6190, i64 %6289
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6301, ptr align 1 %6306, <8 x i1> %6188)
  %6307 = getelementptr float, ptr %6190, i64 %6284
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6300, ptr align 1 %6307, <8 x i1> %6188)
  %6308 = getelementptr float, ptr %6190, i64 %6291
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6299, ptr align 1 %6308, <8 x i1> %6188)
  %6309 = getelementptr float, ptr %6190, i64 %6282
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6298, ptr align 1 %6309, <8 x i1> %6188)
  %6310 = icmp eq i64 %14, 0
  %6311 = icmp slt i64 %10, %8
  %6312 = or i1 %6311, %6310
  br i1 %6312, label %7848, label %6356

6313:                                             ; preds = %6195, %6313
  %6314 = phi <8 x float> [ %6292, %6195 ], [ %6353, %6313 ]
  %6315 = phi <8 x float> [ %6283, %6195 ], [ %6348, %6313 ]
  %6316 = phi <8 x float> [ %6290, %6195 ], [ %6343, %6313 ]
  %6317 = phi <8 x float> [ %6285, %6195 ], [ %6338, %6313 ]
  %6318 = phi <8 x float> [ %6288, %6195 ], [ %6333, %6313 ]
  %6319 = phi <8 x float> [ %6287, %6195 ], [ %6328, %6313 ]
  %6320 = phi i64 [ %9, %6195 ], [ %6354, %6313 ]
  %6321 = mul nsw i64 %6320, %11
  %6322 = getelementptr inbounds float, ptr %6293, i64 %6321
  %6323 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6322, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6324 = getelementptr float, ptr %6295, i64 %6320
  %6325 = load float, ptr %6324, align 1
  %6326 = insertelement <8 x float> poison, float %6325, i64 0
  %6327 = shufflevector <8 x float> %6326, <8 x float> poison, <8 x i32> zeroinitializer
  %6328 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6323, <8 x float> %6327, <8 x float> %6319)
  %6329 = getelementptr float, ptr %6324, i64 %8
  %6330 = load float, ptr %6329, align 1
  %6331 = insertelement <8 x float> poison, float %6330, i64 0
  %6332 = shufflevector <8 x float> %6331, <8 x float> poison, <8 x i32> zeroinitializer
  %6333 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6323, <8 x float> %6332, <8 x float> %6318)
  %6334 = getelementptr i8, ptr %6324, i64 %6196
  %6335 = load float, ptr %6334, align 1
  %6336 = insertelement <8 x float> poison, float %6335, i64 0
  %6337 = shufflevector <8 x float> %6336, <8 x float> poison, <8 x i32> zeroinitializer
  %6338 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6323, <8 x float> %6337, <8 x float> %6317)
  %6339 = getelementptr i8, ptr %6324, i64 %6197
  %6340 = load float, ptr %6339, align 1
  %6341 = insertelement <8 x float> poison, float %6340, i64 0
  %6342 = shufflevector <8 x float> %6341, <8 x float> poison, <8 x i32> zeroinitializer
  %6343 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6323, <8 x float> %6342, <8 x float> %6316)
  %6344 = getelementptr i8, ptr %6324, i64 %6198
  %6345 = load float, ptr %6344, align 1
  %6346 = insertelement <8 x float> poison, float %6345, i64 0
  %6347 = shufflevector <8 x float> %6346, <8 x float> poison, <8 x i32> zeroinitializer
  %6348 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6323, <8 x float> %6347, <8 x float> %6315)
  %6349 = getelementptr i8, ptr %6324, i64 %6199
  %6350 = load float, ptr %6349, align 1
  %6351 = insertelement <8 x float> poison, float %6350, i64 0
  %6352 = shufflevector <8 x float> %6351, <8 x float> poison, <8 x i32> zeroinitializer
  %6353 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6323, <8 x float> %6352, <8 x float> %6314)
  %6354 = add nsw i64 %6320, 1
  %6355 = icmp eq i64 %6354, %10
  br i1 %6355, label %6297, label %6313

6356:                                             ; preds = %6297
  %6357 = bitcast <8 x float> %15 to <8 x i32>
  %6358 = bitcast <8 x float> %16 to <8 x i32>
  %6359 = add nsw i64 %6193, %12
  %6360 = getelementptr inbounds float, ptr %3, i64 %6359
  %6361 = getelementptr inbounds float, ptr %4, i64 %6359
  %6362 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6360, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6363 = and i64 %14, 3
  switch i64 %6363, label %241 [
    i64 1, label %6380
    i64 2, label %6383
    i64 3, label %6390
    i64 0, label %6364
  ]

6364:                                             ; preds = %6356
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6362, ptr align 1 %6360, <8 x i1> %6188)
  %6365 = getelementptr float, ptr %3, i64 %6286
  %6366 = getelementptr float, ptr %6365, i64 %12
  %6367 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6366, <8 x i1> %6188, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6367, ptr align 1 %6366, <8 x i1> %6188)
  %6368 = getelementptr float, ptr %3, i64 %6289
  %6369 = getelementptr float, ptr %6368, i64 %12
  %6370 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6369, <8 x i1> %6188, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6370, ptr align 1 %6369, <8 x i1> %6188)
  %6371 = getelementptr float, ptr %3, i64 %6284
  %6372 = getelementptr float, ptr %6371, i64 %12
  %6373 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6372, <8 x i1> %6188, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6373, ptr align 1 %6372, <8 x i1> %6188)
  %6374 = getelementptr float, ptr %3, i64 %6291
  %6375 = getelementptr float, ptr %6374, i64 %12
  %6376 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6375, <8 x i1> %6188, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6376, ptr align 1 %6375, <8 x i1> %6188)
  %6377 = getelementptr float, ptr %3, i64 %6282
  %6378 = getelementptr float, ptr %6377, i64 %12
  %6379 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6378, <8 x i1> %6188, <8 x float> zeroinitializer)
  br label %6764

6380:                                             ; preds = %6356
  %6381 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6361, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6382 = fadd <8 x float> %6362, %6381
  br label %6397

6383:                                             ; preds = %6356
  %6384 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6362)
  %6385 = bitcast <8 x float> %6362 to <8 x i32>
  %6386 = or <8 x i32> %6385, %6358
  %6387 = bitcast <8 x i32> %6386 to <8 x float>
  %6388 = fcmp oeq <8 x float> %6362, %16
  %6389 = select <8 x i1> %6388, <8 x float> %6387, <8 x float> %6384
  br label %6397

6390:                                             ; preds = %6356
  %6391 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6362)
  %6392 = bitcast <8 x float> %6362 to <8 x i32>
  %6393 = and <8 x i32> %6392, %6357
  %6394 = bitcast <8 x i32> %6393 to <8 x float>
  %6395 = fcmp oeq <8 x float> %6362, %15
  %6396 = select <8 x i1> %6395, <8 x float> %6394, <8 x float> %6391
  br label %6397

6397:                                             ; preds = %6390, %6383, %6380
  %6398 = phi <8 x float> [ %6382, %6380 ], [ %6389, %6383 ], [ %6396, %6390 ]
  %6399 = lshr i64 %14, 2
  %6400 = and i64 %6399, 3
  switch i64 %6400, label %241 [
    i64 1, label %6415
    i64 2, label %6408
    i64 3, label %6401
    i64 0, label %6439
  ]

6401:                                             ; preds = %6397
  %6402 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6398)
  %6403 = bitcast <8 x float> %6398 to <8 x i32>
  %6404 = and <8 x i32> %6403, %6357
  %6405 = bitcast <8 x i32> %6404 to <8 x float>
  %6406 = fcmp oeq <8 x float> %6398, %15
  %6407 = select <8 x i1> %6406, <8 x float> %6405, <8 x float> %6402
  br label %6418

6408:                                             ; preds = %6397
  %6409 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6398)
  %6410 = bitcast <8 x float> %6398 to <8 x i32>
  %6411 = or <8 x i32> %6410, %6358
  %6412 = bitcast <8 x i32> %6411 to <8 x float>
  %6413 = fcmp oeq <8 x float> %6398, %16
  %6414 = select <8 x i1> %6413, <8 x float> %6412, <8 x float> %6409
  br label %6418

6415:                                             ; preds = %6397
  %6416 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6361, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6417 = fadd <8 x float> %6398, %6416
  br label %6418

6418:                                             ; preds = %6415, %6408, %6401
  %6419 = phi <8 x float> [ %6417, %6415 ], [ %6414, %6408 ], [ %6407, %6401 ]
  %6420 = lshr i64 %14, 4
  %6421 = and i64 %6420, 3
  switch i64 %6421, label %241 [
    i64 1, label %6436
    i64 2, label %6429
    i64 3, label %6422
    i64 0, label %6439
  ]

6422:                                             ; preds = %6418
  %6423 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6419)
  %6424 = bitcast <8 x float> %6419 to <8 x i32>
  %6425 = and <8 x i32> %6424, %6357
  %6426 = bitcast <8 x i32> %6425 to <8 x float>
  %6427 = fcmp oeq <8 x float> %6419, %15
  %6428 = select <8 x i1> %6427, <8 x float> %6426, <8 x float> %6423
  br label %6439

6429:                                             ; preds = %6418
  %6430 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6419)
  %6431 = bitcast <8 x float> %6419 to <8 x i32>
  %6432 = or <8 x i32> %6431, %6358
  %6433 = bitcast <8 x i32> %6432 to <8 x float>
  %6434 = fcmp oeq <8 x float> %6419, %16
  %6435 = select <8 x i1> %6434, <8 x float> %6433, <8 x float> %6430
  br label %6439

6436:                                             ; preds = %6418
  %6437 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6361, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6438 = fadd <8 x float> %6419, %6437
  br label %6439

6439:                                             ; preds = %6422, %6429, %6436, %6418, %6397
  %6440 = phi <8 x float> [ %6419, %6418 ], [ %6428, %6422 ], [ %6398, %6397 ], [ %6438, %6436 ], [ %6435, %6429 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6440, ptr align 1 %6360, <8 x i1> %6188)
  %6441 = add nsw i64 %6286, %12
  %6442 = getelementptr inbounds float, ptr %3, i64 %6441
  %6443 = getelementptr inbounds float, ptr %4, i64 %6441
  %6444 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6442, <8 x i1> %6188, <8 x float> zeroinitializer)
  switch i64 %6363, label %241 [
    i64 1, label %6459
    i64 2, label %6452
    i64 3, label %6445
  ]

6445:                                             ; preds = %6439
  %6446 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6444)
  %6447 = bitcast <8 x float> %6444 to <8 x i32>
  %6448 = and <8 x i32> %6447, %6357
  %6449 = bitcast <8 x i32> %6448 to <8 x float>
  %6450 = fcmp oeq <8 x float> %6444, %15
  %6451 = select <8 x i1> %6450, <8 x float> %6449, <8 x float> %6446
  br label %6462

6452:                                             ; preds = %6439
  %6453 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6444)
  %6454 = bitcast <8 x float> %6444 to <8 x i32>
  %6455 = or <8 x i32> %6454, %6358
  %6456 = bitcast <8 x i32> %6455 to <8 x float>
  %6457 = fcmp oeq <8 x float> %6444, %16
  %6458 = select <8 x i1> %6457, <8 x float> %6456, <8 x float> %6453
  br label %6462

6459:                                             ; preds = %6439
  %6460 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6443, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6461 = fadd <8 x float> %6444, %6460
  br label %6462

6462:                                             ; preds = %6459, %6452, %6445
  %6463 = phi <8 x float> [ %6461, %6459 ], [ %6458, %6452 ], [ %6451, %6445 ]
  %6464 = lshr i64 %14, 2
  %6465 = and i64 %6464, 3
  switch i64 %6465, label %241 [
    i64 1, label %6480
    i64 2, label %6473
    i64 3, label %6466
    i64 0, label %6504
  ]

6466:                                             ; preds = %6462
  %6467 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6463)
  %6468 = bitcast <8 x float> %6463 to <8 x i32>
  %6469 = and <8 x i32> %6468, %6357
  %6470 = bitcast <8 x i32> %6469 to <8 x float>
  %6471 = fcmp oeq <8 x float> %6463, %15
  %6472 = select <8 x i1> %6471, <8 x float> %6470, <8 x float> %6467
  br label %6483

6473:                                             ; preds = %6462
  %6474 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6463)
  %6475 = bitcast <8 x float> %6463 to <8 x i32>
  %6476 = or <8 x i32> %6475, %6358
  %6477 = bitcast <8 x i32> %6476 to <8 x float>
  %6478 = fcmp oeq <8 x float> %6463, %16
  %6479 = select <8 x i1> %6478, <8 x float> %6477, <8 x float> %6474
  br label %6483

6480:                                             ; preds = %6462
  %6481 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6443, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6482 = fadd <8 x float> %6463, %6481
  br label %6483

6483:                                             ; preds = %6480, %6473, %6466
  %6484 = phi <8 x float> [ %6482, %6480 ], [ %6479, %6473 ], [ %6472, %6466 ]
  %6485 = lshr i64 %14, 4
  %6486 = and i64 %6485, 3
  switch i64 %6486, label %241 [
    i64 1, label %6501
    i64 2, label %6494
    i64 3, label %6487
    i64 0, label %6504
  ]

6487:                                             ; preds = %6483
  %6488 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6484)
  %6489 = bitcast <8 x float> %6484 to <8 x i32>
  %6490 = and <8 x i32> %6489, %6357
  %6491 = bitcast <8 x i32> %6490 to <8 x float>
  %6492 = fcmp oeq <8 x float> %6484, %15
  %6493 = select <8 x i1> %6492, <8 x float> %6491, <8 x float> %6488
  br label %6504

6494:                                             ; preds = %6483
  %6495 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6484)
  %6496 = bitcast <8 x float> %6484 to <8 x i32>
  %6497 = or <8 x i32> %6496, %6358
  %6498 = bitcast <8 x i32> %6497 to <8 x float>
  %6499 = fcmp oeq <8 x float> %6484, %16
  %6500 = select <8 x i1> %6499, <8 x float> %6498, <8 x float> %6495
  br label %6504

6501:                                             ; preds = %6483
  %6502 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6443, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6503 = fadd <8 x float> %6484, %6502
  br label %6504

6504:                                             ; preds = %6487, %6494, %6501, %6483, %6462
  %6505 = phi <8 x float> [ %6500, %6494 ], [ %6493, %6487 ], [ %6463, %6462 ], [ %6484, %6483 ], [ %6503, %6501 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6505, ptr align 1 %6442, <8 x i1> %6188)
  %6506 = add nsw i64 %6289, %12
  %6507 = getelementptr inbounds float, ptr %3, i64 %6506
  %6508 = getelementptr inbounds float, ptr %4, i64 %6506
  %6509 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6507, <8 x i1> %6188, <8 x float> zeroinitializer)
  switch i64 %6363, label %241 [
    i64 1, label %6524
    i64 2, label %6517
    i64 3, label %6510
  ]

6510:                                             ; preds = %6504
  %6511 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6509)
  %6512 = bitcast <8 x float> %6509 to <8 x i32>
  %6513 = and <8 x i32> %6512, %6357
  %6514 = bitcast <8 x i32> %6513 to <8 x float>
  %6515 = fcmp oeq <8 x float> %6509, %15
  %6516 = select <8 x i1> %6515, <8 x float> %6514, <8 x float> %6511
  br label %6527

6517:                                             ; preds = %6504
  %6518 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6509)
  %6519 = bitcast <8 x float> %6509 to <8 x i32>
  %6520 = or <8 x i32> %6519, %6358
  %6521 = bitcast <8 x i32> %6520 to <8 x float>
  %6522 = fcmp oeq <8 x float> %6509, %16
  %6523 = select <8 x i1> %6522, <8 x float> %6521, <8 x float> %6518
  br label %6527

6524:                                             ; preds = %6504
  %6525 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6508, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6526 = fadd <8 x float> %6509, %6525
  br label %6527

6527:                                             ; preds = %6524, %6517, %6510
  %6528 = phi <8 x float> [ %6526, %6524 ], [ %6523, %6517 ], [ %6516, %6510 ]
  %6529 = lshr i64 %14, 2
  %6530 = and i64 %6529, 3
  switch i64 %6530, label %241 [
    i64 1, label %6545
    i64 2, label %6538
    i64 3, label %6531
    i64 0, label %6569
  ]

6531:                                             ; preds = %6527
  %6532 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6528)
  %6533 = bitcast <8 x float> %6528 to <8 x i32>
  %6534 = and <8 x i32> %6533, %6357
  %6535 = bitcast <8 x i32> %6534 to <8 x float>
  %6536 = fcmp oeq <8 x float> %6528, %15
  %6537 = select <8 x i1> %6536, <8 x float> %6535, <8 x float> %6532
  br label %6548

6538:                                             ; preds = %6527
  %6539 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6528)
  %6540 = bitcast <8 x float> %6528 to <8 x i32>
  %6541 = or <8 x i32> %6540, %6358
  %6542 = bitcast <8 x i32> %6541 to <8 x float>
  %6543 = fcmp oeq <8 x float> %6528, %16
  %6544 = select <8 x i1> %6543, <8 x float> %6542, <8 x float> %6539
  br label %6548

6545:                                             ; preds = %6527
  %6546 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6508, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6547 = fadd <8 x float> %6528, %6546
  br label %6548

6548:                                             ; preds = %6545, %6538, %6531
  %6549 = phi <8 x float> [ %6547, %6545 ], [ %6544, %6538 ], [ %6537, %6531 ]
  %6550 = lshr i64 %14, 4
  %6551 = and i64 %6550, 3
  switch i64 %6551, label %241 [
    i64 1, label %6566
    i64 2, label %6559
    i64 3, label %6552
    i64 0, label %6569
  ]

6552:                                             ; preds = %6548
  %6553 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6549)
  %6554 = bitcast <8 x float> %6549 to <8 x i32>
  %6555 = and <8 x i32> %6554, %6357
  %6556 = bitcast <8 x i32> %6555 to <8 x float>
  %6557 = fcmp oeq <8 x float> %6549, %15
  %6558 = select <8 x i1> %6557, <8 x float> %6556, <8 x float> %6553
  br label %6569

6559:                                             ; preds = %6548
  %6560 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6549)
  %6561 = bitcast <8 x float> %6549 to <8 x i32>
  %6562 = or <8 x i32> %6561, %6358
  %6563 = bitcast <8 x i32> %6562 to <8 x float>
  %6564 = fcmp oeq <8 x float> %6549, %16
  %6565 = select <8 x i1> %6564, <8 x float> %6563, <8 x float> %6560
  br label %6569

6566:                                             ; preds = %6548
  %6567 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6508, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6568 = fadd <8 x float> %6549, %6567
  br label %6569

6569:                                             ; preds = %6552, %6559, %6566, %6548, %6527
  %6570 = phi <8 x float> [ %6565, %6559 ], [ %6558, %6552 ], [ %6528, %6527 ], [ %6549, %6548 ], [ %6568, %6566 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6570, ptr align 1 %6507, <8 x i1> %6188)
  %6571 = add nsw i64 %6284, %12
  %6572 = getelementptr inbounds float, ptr %3, i64 %6571
  %6573 = getelementptr inbounds float, ptr %4, i64 %6571
  %6574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6572, <8 x i1> %6188, <8 x float> zeroinitializer)
  switch i64 %6363, label %241 [
    i64 1, label %6589
    i64 2, label %6582
    i64 3, label %6575
  ]

6575:                                             ; preds = %6569
  %6576 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6574)
  %6577 = bitcast <8 x float> %6574 to <8 x i32>
  %6578 = and <8 x i32> %6577, %6357
  %6579 = bitcast <8 x i32> %6578 to <8 x float>
  %6580 = fcmp oeq <8 x float> %6574, %15
  %6581 = select <8 x i1> %6580, <8 x float> %6579, <8 x float> %6576
  br label %6592

6582:                                             ; preds = %6569
  %6583 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6574)
  %6584 = bitcast <8 x float> %6574 to <8 x i32>
  %6585 = or <8 x i32> %6584, %6358
  %6586 = bitcast <8 x i32> %6585 to <8 x float>
  %6587 = fcmp oeq <8 x float> %6574, %16
  %6588 = select <8 x i1> %6587, <8 x float> %6586, <8 x float> %6583
  br label %6592

6589:                                             ; preds = %6569
  %6590 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6573, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6591 = fadd <8 x float> %6574, %6590
  br label %6592

6592:                                             ; preds = %6589, %6582, %6575
  %6593 = phi <8 x float> [ %6591, %6589 ], [ %6588, %6582 ], [ %6581, %6575 ]
  %6594 = lshr i64 %14, 2
  %6595 = and i64 %6594, 3
  switch i64 %6595, label %241 [
    i64 1, label %6610
    i64 2, label %6603
    i64 3, label %6596
    i64 0, label %6634
  ]

6596:                                             ; preds = %6592
  %6597 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6593)
  %6598 = bitcast <8 x float> %6593 to <8 x i32>
  %6599 = and <8 x i32> %6598, %6357
  %6600 = bitcast <8 x i32> %6599 to <8 x float>
  %6601 = fcmp oeq <8 x float> %6593, %15
  %6602 = select <8 x i1> %6601, <8 x float> %6600, <8 x float> %6597
  br label %6613

6603:                                             ; preds = %6592
  %6604 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6593)
  %6605 = bitcast <8 x float> %6593 to <8 x i32>
  %6606 = or <8 x i32> %6605, %6358
  %6607 = bitcast <8 x i32> %6606 to <8 x float>
  %6608 = fcmp oeq <8 x float> %6593, %16
  %6609 = select <8 x i1> %6608, <8 x float> %6607, <8 x float> %6604
  br label %6613

6610:                                             ; preds = %6592
  %6611 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6573, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6612 = fadd <8 x float> %6593, %6611
  br label %6613

6613:                                             ; preds = %6610, %6603, %6596
  %6614 = phi <8 x float> [ %6612, %6610 ], [ %6609, %6603 ], [ %6602, %6596 ]
  %6615 = lshr i64 %14, 4
  %6616 = and i64 %6615, 3
  switch i64 %6616, label %241 [
    i64 1, label %6631
    i64 2, label %6624
    i64 3, label %6617
    i64 0, label %6634
  ]

6617:                                             ; preds = %6613
  %6618 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6614)
  %6619 = bitcast <8 x float> %6614 to <8 x i32>
  %6620 = and <8 x i32> %6619, %6357
  %6621 = bitcast <8 x i32> %6620 to <8 x float>
  %6622 = fcmp oeq <8 x float> %6614, %15
  %6623 = select <8 x i1> %6622, <8 x float> %6621, <8 x float> %6618
  br label %6634

6624:                                             ; preds = %6613
  %6625 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6614)
  %6626 = bitcast <8 x float> %6614 to <8 x i32>
  %6627 = or <8 x i32> %6626, %6358
  %6628 = bitcast <8 x i32> %6627 to <8 x float>
  %6629 = fcmp oeq <8 x float> %6614, %16
  %6630 = select <8 x i1> %6629, <8 x float> %6628, <8 x float> %6625
  br label %6634

6631:                                             ; preds = %6613
  %6632 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6573, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6633 = fadd <8 x float> %6614, %6632
  br label %6634

6634:                                             ; preds = %6617, %6624, %6631, %6613, %6592
  %6635 = phi <8 x float> [ %6630, %6624 ], [ %6623, %6617 ], [ %6593, %6592 ], [ %6614, %6613 ], [ %6633, %6631 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6635, ptr align 1 %6572, <8 x i1> %6188)
  %6636 = add nsw i64 %6291, %12
  %6637 = getelementptr inbounds float, ptr %3, i64 %6636
  %6638 = getelementptr inbounds float, ptr %4, i64 %6636
  %6639 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6637, <8 x i1> %6188, <8 x float> zeroinitializer)
  switch i64 %6363, label %241 [
    i64 1, label %6654
    i64 2, label %6647
    i64 3, label %6640
  ]

6640:                                             ; preds = %6634
  %6641 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6639)
  %6642 = bitcast <8 x float> %6639 to <8 x i32>
  %6643 = and <8 x i32> %6642, %6357
  %6644 = bitcast <8 x i32> %6643 to <8 x float>
  %6645 = fcmp oeq <8 x float> %6639, %15
  %6646 = select <8 x i1> %6645, <8 x float> %6644, <8 x float> %6641
  br label %6657

6647:                                             ; preds = %6634
  %6648 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6639)
  %6649 = bitcast <8 x float> %6639 to <8 x i32>
  %6650 = or <8 x i32> %6649, %6358
  %6651 = bitcast <8 x i32> %6650 to <8 x float>
  %6652 = fcmp oeq <8 x float> %6639, %16
  %6653 = select <8 x i1> %6652, <8 x float> %6651, <8 x float> %6648
  br label %6657

6654:                                             ; preds = %6634
  %6655 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6638, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6656 = fadd <8 x float> %6639, %6655
  br label %6657

6657:                                             ; preds = %6654, %6647, %6640
  %6658 = phi <8 x float> [ %6656, %6654 ], [ %6653, %6647 ], [ %6646, %6640 ]
  %6659 = lshr i64 %14, 2
  %6660 = and i64 %6659, 3
  switch i64 %6660, label %241 [
    i64 1, label %6675
    i64 2, label %6668
    i64 3, label %6661
    i64 0, label %6699
  ]

6661:                                             ; preds = %6657
  %6662 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6658)
  %6663 = bitcast <8 x float> %6658 to <8 x i32>
  %6664 = and <8 x i32> %6663, %6357
  %6665 = bitcast <8 x i32> %6664 to <8 x float>
  %6666 = fcmp oeq <8 x float> %6658, %15
  %6667 = select <8 x i1> %6666, <8 x float> %6665, <8 x float> %6662
  br label %6678

6668:                                             ; preds = %6657
  %6669 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6658)
  %6670 = bitcast <8 x float> %6658 to <8 x i32>
  %6671 = or <8 x i32> %6670, %6358
  %6672 = bitcast <8 x i32> %6671 to <8 x float>
  %6673 = fcmp oeq <8 x float> %6658, %16
  %6674 = select <8 x i1> %6673, <8 x float> %6672, <8 x float> %6669
  br label %6678

6675:                                             ; preds = %6657
  %6676 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6638, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6677 = fadd <8 x float> %6658, %6676
  br label %6678

6678:                                             ; preds = %6675, %6668, %6661
  %6679 = phi <8 x float> [ %6677, %6675 ], [ %6674, %6668 ], [ %6667, %6661 ]
  %6680 = lshr i64 %14, 4
  %6681 = and i64 %6680, 3
  switch i64 %6681, label %241 [
    i64 1, label %6696
    i64 2, label %6689
    i64 3, label %6682
    i64 0, label %6699
  ]

6682:                                             ; preds = %6678
  %6683 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6679)
  %6684 = bitcast <8 x float> %6679 to <8 x i32>
  %6685 = and <8 x i32> %6684, %6357
  %6686 = bitcast <8 x i32> %6685 to <8 x float>
  %6687 = fcmp oeq <8 x float> %6679, %15
  %6688 = select <8 x i1> %6687, <8 x float> %6686, <8 x float> %6683
  br label %6699

6689:                                             ; preds = %6678
  %6690 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6679)
  %6691 = bitcast <8 x float> %6679 to <8 x i32>
  %6692 = or <8 x i32> %6691, %6358
  %6693 = bitcast <8 x i32> %6692 to <8 x float>
  %6694 = fcmp oeq <8 x float> %6679, %16
  %6695 = select <8 x i1> %6694, <8 x float> %6693, <8 x float> %6690
  br label %6699

6696:                                             ; preds = %6678
  %6697 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6638, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6698 = fadd <8 x float> %6679, %6697
  br label %6699

6699:                                             ; preds = %6682, %6689, %6696, %6678, %6657
  %6700 = phi <8 x float> [ %6695, %6689 ], [ %6688, %6682 ], [ %6658, %6657 ], [ %6679, %6678 ], [ %6698, %6696 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6700, ptr align 1 %6637, <8 x i1> %6188)
  %6701 = add nsw i64 %6282, %12
  %6702 = getelementptr inbounds float, ptr %3, i64 %6701
  %6703 = getelementptr inbounds float, ptr %4, i64 %6701
  %6704 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6702, <8 x i1> %6188, <8 x float> zeroinitializer)
  switch i64 %6363, label %241 [
    i64 1, label %6719
    i64 2, label %6712
    i64 3, label %6705
  ]

6705:                                             ; preds = %6699
  %6706 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6704)
  %6707 = bitcast <8 x float> %6704 to <8 x i32>
  %6708 = and <8 x i32> %6707, %6357
  %6709 = bitcast <8 x i32> %6708 to <8 x float>
  %6710 = fcmp oeq <8 x float> %6704, %15
  %6711 = select <8 x i1> %6710, <8 x float> %6709, <8 x float> %6706
  br label %6722

6712:                                             ; preds = %6699
  %6713 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6704)
  %6714 = bitcast <8 x float> %6704 to <8 x i32>
  %6715 = or <8 x i32> %6714, %6358
  %6716 = bitcast <8 x i32> %6715 to <8 x float>
  %6717 = fcmp oeq <8 x float> %6704, %16
  %6718 = select <8 x i1> %6717, <8 x float> %6716, <8 x float> %6713
  br label %6722

6719:                                             ; preds = %6699
  %6720 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6703, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6721 = fadd <8 x float> %6704, %6720
  br label %6722

6722:                                             ; preds = %6719, %6712, %6705
  %6723 = phi <8 x float> [ %6721, %6719 ], [ %6718, %6712 ], [ %6711, %6705 ]
  %6724 = lshr i64 %14, 2
  %6725 = and i64 %6724, 3
  switch i64 %6725, label %241 [
    i64 1, label %6740
    i64 2, label %6733
    i64 3, label %6726
    i64 0, label %6764
  ]

6726:                                             ; preds = %6722
  %6727 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6723)
  %6728 = bitcast <8 x float> %6723 to <8 x i32>
  %6729 = and <8 x i32> %6728, %6357
  %6730 = bitcast <8 x i32> %6729 to <8 x float>
  %6731 = fcmp oeq <8 x float> %6723, %15
  %6732 = select <8 x i1> %6731, <8 x float> %6730, <8 x float> %6727
  br label %6743

6733:                                             ; preds = %6722
  %6734 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6723)
  %6735 = bitcast <8 x float> %6723 to <8 x i32>
  %6736 = or <8 x i32> %6735, %6358
  %6737 = bitcast <8 x i32> %6736 to <8 x float>
  %6738 = fcmp oeq <8 x float> %6723, %16
  %6739 = select <8 x i1> %6738, <8 x float> %6737, <8 x float> %6734
  br label %6743

6740:                                             ; preds = %6722
  %6741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6703, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6742 = fadd <8 x float> %6723, %6741
  br label %6743

6743:                                             ; preds = %6740, %6733, %6726
  %6744 = phi <8 x float> [ %6742, %6740 ], [ %6739, %6733 ], [ %6732, %6726 ]
  %6745 = lshr i64 %14, 4
  %6746 = and i64 %6745, 3
  switch i64 %6746, label %241 [
    i64 1, label %6761
    i64 2, label %6754
    i64 3, label %6747
    i64 0, label %6764
  ]

6747:                                             ; preds = %6743
  %6748 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %6744)
  %6749 = bitcast <8 x float> %6744 to <8 x i32>
  %6750 = and <8 x i32> %6749, %6357
  %6751 = bitcast <8 x i32> %6750 to <8 x float>
  %6752 = fcmp oeq <8 x float> %6744, %15
  %6753 = select <8 x i1> %6752, <8 x float> %6751, <8 x float> %6748
  br label %6764

6754:                                             ; preds = %6743
  %6755 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %6744)
  %6756 = bitcast <8 x float> %6744 to <8 x i32>
  %6757 = or <8 x i32> %6756, %6358
  %6758 = bitcast <8 x i32> %6757 to <8 x float>
  %6759 = fcmp oeq <8 x float> %6744, %16
  %6760 = select <8 x i1> %6759, <8 x float> %6758, <8 x float> %6755
  br label %6764

6761:                                             ; preds = %6743
  %6762 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6703, <8 x i1> %6188, <8 x float> zeroinitializer)
  %6763 = fadd <8 x float> %6744, %6762
  br label %6764

6764:                                             ; preds = %6747, %6754, %6761, %6364, %6743, %6722
  %6765 = phi ptr [ %6378, %6364 ], [ %6702, %6747 ], [ %6702, %6722 ], [ %6702, %6743 ], [ %6702, %6761 ], [ %6702, %6754 ]
  %6766 = phi <8 x float> [ %6379, %6364 ], [ %6753, %6747 ], [ %6723, %6722 ], [ %6744, %6743 ], [ %6763, %6761 ], [ %6760, %6754 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6766, ptr align 1 %6765, <8 x i1> %6188)
  br label %7848

6767:                                             ; preds = %1700
  %6768 = sub i64 %11, %12
  %6769 = icmp sgt i64 %6768, 7
  %6770 = trunc i64 %6768 to i32
  %6771 = select i1 %6769, i32 8, i32 %6770
  %6772 = insertelement <8 x i32> poison, i32 %6771, i64 0
  %6773 = shufflevector <8 x i32> %6772, <8 x i32> poison, <8 x i32> zeroinitializer
  %6774 = icmp sgt <8 x i32> %6773, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6775 = add i64 %12, 8
  %6776 = sub i64 %11, %6775
  %6777 = icmp sgt i64 %6776, 7
  %6778 = trunc i64 %6776 to i32
  %6779 = select i1 %6777, i32 8, i32 %6778
  %6780 = insertelement <8 x i32> poison, i32 %6779, i64 0
  %6781 = shufflevector <8 x i32> %6780, <8 x i32> poison, <8 x i32> zeroinitializer
  %6782 = icmp sgt <8 x i32> %6781, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6783 = icmp sgt i64 %9, 0
  %6784 = getelementptr float, ptr %2, i64 %12
  %6785 = getelementptr float, ptr %3, i64 %12
  %6786 = icmp eq ptr %5, null
  %6787 = getelementptr inbounds float, ptr %5, i64 %13
  %6788 = mul nsw i64 %13, %11
  %6789 = getelementptr float, ptr %6784, i64 %6788
  br i1 %6783, label %6806, label %6795

6790:                                             ; preds = %6926
  %6791 = shl i64 %8, 3
  %6792 = mul i64 %8, 12
  %6793 = shl i64 %8, 4
  %6794 = mul i64 %8, 20
  br label %6972

6795:                                             ; preds = %6767
  br i1 %6786, label %6802, label %6796

6796:                                             ; preds = %6795
  %6797 = load float, ptr %6787, align 1
  %6798 = insertelement <8 x float> poison, float %6797, i64 0
  %6799 = shufflevector <8 x float> %6798, <8 x float> poison, <8 x i32> zeroinitializer
  %6800 = insertelement <8 x float> poison, float %6797, i64 0
  %6801 = shufflevector <8 x float> %6800, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6811

6802:                                             ; preds = %6795
  %6803 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6789, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6804 = getelementptr inbounds nuw i8, ptr %6789, i64 32
  %6805 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6804, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6811

6806:                                             ; preds = %6767
  %6807 = getelementptr float, ptr %6785, i64 %6788
  %6808 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6807, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6809 = getelementptr inbounds nuw i8, ptr %6807, i64 32
  %6810 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6809, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6811

6811:                                             ; preds = %6806, %6802, %6796
  %6812 = phi <8 x float> [ %6808, %6806 ], [ %6803, %6802 ], [ %6799, %6796 ]
  %6813 = phi <8 x float> [ %6810, %6806 ], [ %6805, %6802 ], [ %6801, %6796 ]
  %6814 = getelementptr inbounds nuw i8, ptr %6787, i64 4
  %6815 = add nsw i64 %13, 1
  %6816 = mul nsw i64 %6815, %11
  %6817 = getelementptr float, ptr %6784, i64 %6816
  br i1 %6783, label %6829, label %6818

6818:                                             ; preds = %6811
  br i1 %6786, label %6825, label %6819

6819:                                             ; preds = %6818
  %6820 = load float, ptr %6814, align 1
  %6821 = insertelement <8 x float> poison, float %6820, i64 0
  %6822 = shufflevector <8 x float> %6821, <8 x float> poison, <8 x i32> zeroinitializer
  %6823 = insertelement <8 x float> poison, float %6820, i64 0
  %6824 = shufflevector <8 x float> %6823, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6834

6825:                                             ; preds = %6818
  %6826 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6817, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6827 = getelementptr inbounds nuw i8, ptr %6817, i64 32
  %6828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6827, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6834

6829:                                             ; preds = %6811
  %6830 = getelementptr float, ptr %6785, i64 %6816
  %6831 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6830, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6832 = getelementptr inbounds nuw i8, ptr %6830, i64 32
  %6833 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6832, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6834

6834:                                             ; preds = %6829, %6825, %6819
  %6835 = phi <8 x float> [ %6831, %6829 ], [ %6826, %6825 ], [ %6822, %6819 ]
  %6836 = phi <8 x float> [ %6833, %6829 ], [ %6828, %6825 ], [ %6824, %6819 ]
  %6837 = getelementptr inbounds nuw i8, ptr %6787, i64 8
  %6838 = add nsw i64 %13, 2
  %6839 = mul nsw i64 %6838, %11
  %6840 = getelementptr float, ptr %6784, i64 %6839
  br i1 %6783, label %6852, label %6841

6841:                                             ; preds = %6834
  br i1 %6786, label %6848, label %6842

6842:                                             ; preds = %6841
  %6843 = load float, ptr %6837, align 1
  %6844 = insertelement <8 x float> poison, float %6843, i64 0
  %6845 = shufflevector <8 x float> %6844, <8 x float> poison, <8 x i32> zeroinitializer
  %6846 = insertelement <8 x float> poison, float %6843, i64 0
  %6847 = shufflevector <8 x float> %6846, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6857

6848:                                             ; preds = %6841
  %6849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6840, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6850 = getelementptr inbounds nuw i8, ptr %6840, i64 32
  %6851 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6850, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6857

6852:                                             ; preds = %6834
  %6853 = getelementptr float, ptr %6785, i64 %6839
  %6854 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6853, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6855 = getelementptr inbounds nuw i8, ptr %6853, i64 32
  %6856 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6855, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6857

6857:                                             ; preds = %6852, %6848, %6842
  %6858 = phi <8 x float> [ %6854, %6852 ], [ %6849, %6848 ], [ %6845, %6842 ]
  %6859 = phi <8 x float> [ %6856, %6852 ], [ %6851, %6848 ], [ %6847, %6842 ]
  %6860 = getelementptr inbounds nuw i8, ptr %6787, i64 12
  %6861 = add nsw i64 %13, 3
  %6862 = mul nsw i64 %6861, %11
  %6863 = getelementptr float, ptr %6784, i64 %6862
  br i1 %6783, label %6875, label %6864

6864:                                             ; preds = %6857
  br i1 %6786, label %6871, label %6865

6865:                                             ; preds = %6864
  %6866 = load float, ptr %6860, align 1
  %6867 = insertelement <8 x float> poison, float %6866, i64 0
  %6868 = shufflevector <8 x float> %6867, <8 x float> poison, <8 x i32> zeroinitializer
  %6869 = insertelement <8 x float> poison, float %6866, i64 0
  %6870 = shufflevector <8 x float> %6869, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6880

6871:                                             ; preds = %6864
  %6872 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6863, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6873 = getelementptr inbounds nuw i8, ptr %6863, i64 32
  %6874 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6873, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6880

6875:                                             ; preds = %6857
  %6876 = getelementptr float, ptr %6785, i64 %6862
  %6877 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6876, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6878 = getelementptr inbounds nuw i8, ptr %6876, i64 32
  %6879 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6878, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6880

6880:                                             ; preds = %6875, %6871, %6865
  %6881 = phi <8 x float> [ %6877, %6875 ], [ %6872, %6871 ], [ %6868, %6865 ]
  %6882 = phi <8 x float> [ %6879, %6875 ], [ %6874, %6871 ], [ %6870, %6865 ]
  %6883 = getelementptr inbounds nuw i8, ptr %6787, i64 16
  %6884 = add nsw i64 %13, 4
  %6885 = mul nsw i64 %6884, %11
  %6886 = getelementptr float, ptr %6784, i64 %6885
  br i1 %6783, label %6898, label %6887

6887:                                             ; preds = %6880
  br i1 %6786, label %6894, label %6888

6888:                                             ; preds = %6887
  %6889 = load float, ptr %6883, align 1
  %6890 = insertelement <8 x float> poison, float %6889, i64 0
  %6891 = shufflevector <8 x float> %6890, <8 x float> poison, <8 x i32> zeroinitializer
  %6892 = insertelement <8 x float> poison, float %6889, i64 0
  %6893 = shufflevector <8 x float> %6892, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6903

6894:                                             ; preds = %6887
  %6895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6886, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6896 = getelementptr inbounds nuw i8, ptr %6886, i64 32
  %6897 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6896, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6903

6898:                                             ; preds = %6880
  %6899 = getelementptr float, ptr %6785, i64 %6885
  %6900 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6899, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6901 = getelementptr inbounds nuw i8, ptr %6899, i64 32
  %6902 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6901, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6903

6903:                                             ; preds = %6898, %6894, %6888
  %6904 = phi <8 x float> [ %6900, %6898 ], [ %6895, %6894 ], [ %6891, %6888 ]
  %6905 = phi <8 x float> [ %6902, %6898 ], [ %6897, %6894 ], [ %6893, %6888 ]
  %6906 = getelementptr inbounds nuw i8, ptr %6787, i64 20
  %6907 = add nsw i64 %13, 5
  %6908 = mul nsw i64 %6907, %11
  %6909 = getelementptr float, ptr %6784, i64 %6908
  br i1 %6783, label %6921, label %6910

6910:                                             ; preds = %6903
  br i1 %6786, label %6917, label %6911

6911:                                             ; preds = %6910
  %6912 = load float, ptr %6906, align 1
  %6913 = insertelement <8 x float> poison, float %6912, i64 0
  %6914 = shufflevector <8 x float> %6913, <8 x float> poison, <8 x i32> zeroinitializer
  %6915 = insertelement <8 x float> poison, float %6912, i64 0
  %6916 = shufflevector <8 x float> %6915, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6926

6917:                                             ; preds = %6910
  %6918 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6909, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6919 = getelementptr inbounds nuw i8, ptr %6909, i64 32
  %6920 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6919, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6926

6921:                                             ; preds = %6903
  %6922 = getelementptr float, ptr %6785, i64 %6908
  %6923 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6922, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6924 = getelementptr inbounds nuw i8, ptr %6922, i64 32
  %6925 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6924, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %6926

6926:                                             ; preds = %6921, %6917, %6911
  %6927 = phi <8 x float> [ %6923, %6921 ], [ %6918, %6917 ], [ %6914, %6911 ]
  %6928 = phi <8 x float> [ %6925, %6921 ], [ %6920, %6917 ], [ %6916, %6911 ]
  %6929 = getelementptr inbounds float, ptr %0, i64 %12
  %6930 = mul nsw i64 %13, %8
  %6931 = getelementptr inbounds float, ptr %1, i64 %6930
  %6932 = icmp slt i64 %9, %10
  br i1 %6932, label %6790, label %6933

6933:                                             ; preds = %6972, %6926
  %6934 = phi <8 x float> [ %6928, %6926 ], [ %7026, %6972 ]
  %6935 = phi <8 x float> [ %6927, %6926 ], [ %7025, %6972 ]
  %6936 = phi <8 x float> [ %6905, %6926 ], [ %7020, %6972 ]
  %6937 = phi <8 x float> [ %6904, %6926 ], [ %7019, %6972 ]
  %6938 = phi <8 x float> [ %6882, %6926 ], [ %7014, %6972 ]
  %6939 = phi <8 x float> [ %6881, %6926 ], [ %7013, %6972 ]
  %6940 = phi <8 x float> [ %6859, %6926 ], [ %7008, %6972 ]
  %6941 = phi <8 x float> [ %6858, %6926 ], [ %7007, %6972 ]
  %6942 = phi <8 x float> [ %6836, %6926 ], [ %7002, %6972 ]
  %6943 = phi <8 x float> [ %6835, %6926 ], [ %7001, %6972 ]
  %6944 = phi <8 x float> [ %6813, %6926 ], [ %6996, %6972 ]
  %6945 = phi <8 x float> [ %6812, %6926 ], [ %6995, %6972 ]
  %6946 = mul nsw i64 %13, %11
  %6947 = getelementptr float, ptr %6785, i64 %6946
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6945, ptr align 1 %6947, <8 x i1> %6774)
  %6948 = getelementptr inbounds nuw i8, ptr %6947, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6944, ptr nonnull align 1 %6948, <8 x i1> %6782)
  %6949 = add nsw i64 %13, 1
  %6950 = mul nsw i64 %6949, %11
  %6951 = getelementptr float, ptr %6785, i64 %6950
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6943, ptr align 1 %6951, <8 x i1> %6774)
  %6952 = getelementptr inbounds nuw i8, ptr %6951, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6942, ptr nonnull align 1 %6952, <8 x i1> %6782)
  %6953 = add nsw i64 %13, 2
  %6954 = mul nsw i64 %6953, %11
  %6955 = getelementptr float, ptr %6785, i64 %6954
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6941, ptr align 1 %6955, <8 x i1> %6774)
  %6956 = getelementptr inbounds nuw i8, ptr %6955, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6940, ptr nonnull align 1 %6956, <8 x i1> %6782)
  %6957 = add nsw i64 %13, 3
  %6958 = mul nsw i64 %6957, %11
  %6959 = getelementptr float, ptr %6785, i64 %6958
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6939, ptr align 1 %6959, <8 x i1> %6774)
  %6960 = getelementptr inbounds nuw i8, ptr %6959, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6938, ptr nonnull align 1 %6960, <8 x i1> %6782)
  %6961 = add nsw i64 %13, 4
  %6962 = mul nsw i64 %6961, %11
  %6963 = getelementptr float, ptr %6785, i64 %6962
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6937, ptr align 1 %6963, <8 x i1> %6774)
  %6964 = getelementptr inbounds nuw i8, ptr %6963, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6936, ptr nonnull align 1 %6964, <8 x i1> %6782)
  %6965 = add nsw i64 %13, 5
  %6966 = mul nsw i64 %6965, %11
  %6967 = getelementptr float, ptr %6785, i64 %6966
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6935, ptr align 1 %6967, <8 x i1> %6774)
  %6968 = getelementptr inbounds nuw i8, ptr %6967, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6934, ptr nonnull align 1 %6968, <8 x i1> %6782)
  %6969 = icmp eq i64 %14, 0
  %6970 = icmp slt i64 %10, %8
  %6971 = or i1 %6970, %6969
  br i1 %6971, label %7848, label %7029

6972:                                             ; preds = %6790, %6972
  %6973 = phi <8 x float> [ %7026, %6972 ], [ %6928, %6790 ]
  %6974 = phi <8 x float> [ %7025, %6972 ], [ %6927, %6790 ]
  %6975 = phi <8 x float> [ %7020, %6972 ], [ %6905, %6790 ]
  %6976 = phi <8 x float> [ %7019, %6972 ], [ %6904, %6790 ]
  %6977 = phi <8 x float> [ %7014, %6972 ], [ %6882, %6790 ]
  %6978 = phi <8 x float> [ %7013, %6972 ], [ %6881, %6790 ]
  %6979 = phi <8 x float> [ %7008, %6972 ], [ %6859, %6790 ]
  %6980 = phi <8 x float> [ %7007, %6972 ], [ %6858, %6790 ]
  %6981 = phi <8 x float> [ %7002, %6972 ], [ %6836, %6790 ]
  %6982 = phi <8 x float> [ %7001, %6972 ], [ %6835, %6790 ]
  %6983 = phi <8 x float> [ %6996, %6972 ], [ %6813, %6790 ]
  %6984 = phi <8 x float> [ %6995, %6972 ], [ %6812, %6790 ]
  %6985 = phi i64 [ %7027, %6972 ], [ %9, %6790 ]
  %6986 = mul nsw i64 %6985, %11
  %6987 = getelementptr inbounds float, ptr %6929, i64 %6986
  %6988 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6987, <8 x i1> %6774, <8 x float> zeroinitializer)
  %6989 = getelementptr inbounds nuw i8, ptr %6987, i64 32
  %6990 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6989, <8 x i1> %6782, <8 x float> zeroinitializer)
  %6991 = getelementptr float, ptr %6931, i64 %6985
  %6992 = load float, ptr %6991, align 1
  %6993 = insertelement <8 x float> poison, float %6992, i64 0
  %6994 = shufflevector <8 x float> %6993, <8 x float> poison, <8 x i32> zeroinitializer
  %6995 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6988, <8 x float> %6994, <8 x float> %6984)
  %6996 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6990, <8 x float> %6994, <8 x float> %6983)
  %6997 = getelementptr float, ptr %6991, i64 %8
  %6998 = load float, ptr %6997, align 1
  %6999 = insertelement <8 x float> poison, float %6998, i64 0
  %7000 = shufflevector <8 x float> %6999, <8 x float> poison, <8 x i32> zeroinitializer
  %7001 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6988, <8 x float> %7000, <8 x float> %6982)
  %7002 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6990, <8 x float> %7000, <8 x float> %6981)
  %7003 = getelementptr i8, ptr %6991, i64 %6791
  %7004 = load float, ptr %7003, align 1
  %7005 = insertelement <8 x float> poison, float %7004, i64 0
  %7006 = shufflevector <8 x float> %7005, <8 x float> poison, <8 x i32> zeroinitializer
  %7007 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6988, <8 x float> %7006, <8 x float> %6980)
  %7008 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6990, <8 x float> %7006, <8 x float> %6979)
  %7009 = getelementptr i8, ptr %6991, i64 %6792
  %7010 = load float, ptr %7009, align 1
  %7011 = insertelement <8 x float> poison, float %7010, i64 0
  %7012 = shufflevector <8 x float> %7011, <8 x float> poison, <8 x i32> zeroinitializer
  %7013 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6988, <8 x float> %7012, <8 x float> %6978)
  %7014 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6990, <8 x float> %7012, <8 x float> %6977)
  %7015 = getelementptr i8, ptr %6991, i64 %6793
  %7016 = load float, ptr %7015, align 1
  %7017 = insertelement <8 x float> poison, float %7016, i64 0
  %7018 = shufflevector <8 x float> %7017, <8 x float> poison, <8 x i32> zeroinitializer
  %7019 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6988, <8 x float> %7018, <8 x float> %6976)
  %7020 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6990, <8 x float> %7018, <8 x float> %6975)
  %7021 = getelementptr i8, ptr %6991, i64 %6794
  %7022 = load float, ptr %7021, align 1
  %7023 = insertelement <8 x float> poison, float %7022, i64 0
  %7024 = shufflevector <8 x float> %7023, <8 x float> poison, <8 x i32> zeroinitializer
  %7025 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6988, <8 x float> %7024, <8 x float> %6974)
  %7026 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6990, <8 x float> %7024, <8 x float> %6973)
  %7027 = add nsw i64 %6985, 1
  %7028 = icmp eq i64 %7027, %10
  br i1 %7028, label %6933, label %6972

7029:                                             ; preds = %6933
  %7030 = bitcast <8 x float> %15 to <8 x i32>
  %7031 = bitcast <8 x float> %16 to <8 x i32>
  %7032 = add nsw i64 %6946, %12
  %7033 = getelementptr inbounds float, ptr %3, i64 %7032
  %7034 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7033, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7035 = getelementptr inbounds float, ptr %4, i64 %7032
  %7036 = and i64 %14, 3
  switch i64 %7036, label %241 [
    i64 1, label %7071
    i64 2, label %7074
    i64 3, label %7081
    i64 0, label %7037
  ]

7037:                                             ; preds = %7029
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7034, ptr align 1 %7033, <8 x i1> %6774)
  %7038 = getelementptr float, ptr %3, i64 %7032
  %7039 = getelementptr i8, ptr %7038, i64 32
  %7040 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7039, <8 x i1> %6782, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7040, ptr align 1 %7039, <8 x i1> %6782)
  %7041 = add nsw i64 %6950, %12
  %7042 = getelementptr inbounds float, ptr %3, i64 %7041
  %7043 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7042, <8 x i1> %6774, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7043, ptr align 1 %7042, <8 x i1> %6774)
  %7044 = getelementptr float, ptr %3, i64 %7041
  %7045 = getelementptr i8, ptr %7044, i64 32
  %7046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7045, <8 x i1> %6782, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7046, ptr align 1 %7045, <8 x i1> %6782)
  %7047 = add nsw i64 %6954, %12
  %7048 = getelementptr inbounds float, ptr %3, i64 %7047
  %7049 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7048, <8 x i1> %6774, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7049, ptr align 1 %7048, <8 x i1> %6774)
  %7050 = getelementptr float, ptr %3, i64 %7047
  %7051 = getelementptr i8, ptr %7050, i64 32
  %7052 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7051, <8 x i1> %6782, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7052, ptr align 1 %7051, <8 x i1> %6782)
  %7053 = add nsw i64 %6958, %12
  %7054 = getelementptr inbounds float, ptr %3, i64 %7053
  %7055 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7054, <8 x i1> %6774, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7055, ptr align 1 %7054, <8 x i1> %6774)
  %7056 = getelementptr float, ptr %3, i64 %7053
  %7057 = getelementptr i8, ptr %7056, i64 32
  %7058 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7057, <8 x i1> %6782, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7058, ptr align 1 %7057, <8 x i1> %6782)
  %7059 = add nsw i64 %6962, %12
  %7060 = getelementptr inbounds float, ptr %3, i64 %7059
  %7061 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7060, <8 x i1> %6774, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7061, ptr align 1 %7060, <8 x i1> %6774)
  %7062 = getelementptr float, ptr %3, i64 %7059
  %7063 = getelementptr i8, ptr %7062, i64 32
  %7064 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7063, <8 x i1> %6782, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7064, ptr align 1 %7063, <8 x i1> %6782)
  %7065 = add nsw i64 %6966, %12
  %7066 = getelementptr inbounds float, ptr %3, i64 %7065
  %7067 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7066, <8 x i1> %6774, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7067, ptr align 1 %7066, <8 x i1> %6774)
  %7068 = getelementptr float, ptr %3, i64 %7065
  %7069 = getelementptr i8, ptr %7068, i64 32
  %7070 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7069, <8 x i1> %6782, <8 x float> zeroinitializer)
  br label %7845

7071:                                             ; preds = %7029
  %7072 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7035, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7073 = fadd <8 x float> %7034, %7072
  br label %7088

7074:                                             ; preds = %7029
  %7075 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7034)
  %7076 = bitcast <8 x float> %7034 to <8 x i32>
  %7077 = or <8 x i32> %7076, %7031
  %7078 = bitcast <8 x i32> %7077 to <8 x float>
  %7079 = fcmp oeq <8 x float> %7034, %16
  %7080 = select <8 x i1> %7079, <8 x float> %7078, <8 x float> %7075
  br label %7088

7081:                                             ; preds = %7029
  %7082 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7034)
  %7083 = bitcast <8 x float> %7034 to <8 x i32>
  %7084 = and <8 x i32> %7083, %7030
  %7085 = bitcast <8 x i32> %7084 to <8 x float>
  %7086 = fcmp oeq <8 x float> %7034, %15
  %7087 = select <8 x i1> %7086, <8 x float> %7085, <8 x float> %7082
  br label %7088

7088:                                             ; preds = %7081, %7074, %7071
  %7089 = phi <8 x float> [ %7073, %7071 ], [ %7080, %7074 ], [ %7087, %7081 ]
  %7090 = lshr i64 %14, 2
  %7091 = and i64 %7090, 3
  switch i64 %7091, label %241 [
    i64 1, label %7106
    i64 2, label %7099
    i64 3, label %7092
    i64 0, label %7130
  ]

7092:                                             ; preds = %7088
  %7093 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7089)
  %7094 = bitcast <8 x float> %7089 to <8 x i32>
  %7095 = and <8 x i32> %7094, %7030
  %7096 = bitcast <8 x i32> %7095 to <8 x float>
  %7097 = fcmp oeq <8 x float> %7089, %15
  %7098 = select <8 x i1> %7097, <8 x float> %7096, <8 x float> %7093
  br label %7109

7099:                                             ; preds = %7088
  %7100 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7089)
  %7101 = bitcast <8 x float> %7089 to <8 x i32>
  %7102 = or <8 x i32> %7101, %7031
  %7103 = bitcast <8 x i32> %7102 to <8 x float>
  %7104 = fcmp oeq <8 x float> %7089, %16
  %7105 = select <8 x i1> %7104, <8 x float> %7103, <8 x float> %7100
  br label %7109

7106:                                             ; preds = %7088
  %7107 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7035, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7108 = fadd <8 x float> %7089, %7107
  br label %7109

7109:                                             ; preds = %7106, %7099, %7092
  %7110 = phi <8 x float> [ %7108, %7106 ], [ %7105, %7099 ], [ %7098, %7092 ]
  %7111 = lshr i64 %14, 4
  %7112 = and i64 %7111, 3
  switch i64 %7112, label %241 [
    i64 1, label %7127
    i64 2, label %7120
    i64 3, label %7113
    i64 0, label %7130
  ]

7113:                                             ; preds = %7109
  %7114 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7110)
  %7115 = bitcast <8 x float> %7110 to <8 x i32>
  %7116 = and <8 x i32> %7115, %7030
  %7117 = bitcast <8 x i32> %7116 to <8 x float>
  %7118 = fcmp oeq <8 x float> %7110, %15
  %7119 = select <8 x i1> %7118, <8 x float> %7117, <8 x float> %7114
  br label %7130

7120:                                             ; preds = %7109
  %7121 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7110)
  %7122 = bitcast <8 x float> %7110 to <8 x i32>
  %7123 = or <8 x i32> %7122, %7031
  %7124 = bitcast <8 x i32> %7123 to <8 x float>
  %7125 = fcmp oeq <8 x float> %7110, %16
  %7126 = select <8 x i1> %7125, <8 x float> %7124, <8 x float> %7121
  br label %7130

7127:                                             ; preds = %7109
  %7128 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7035, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7129 = fadd <8 x float> %7110, %7128
  br label %7130

7130:                                             ; preds = %7113, %7120, %7127, %7109, %7088
  %7131 = phi <8 x float> [ %7110, %7109 ], [ %7119, %7113 ], [ %7089, %7088 ], [ %7129, %7127 ], [ %7126, %7120 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7131, ptr align 1 %7033, <8 x i1> %6774)
  %7132 = add nsw i64 %7032, 8
  %7133 = getelementptr inbounds float, ptr %3, i64 %7132
  %7134 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7133, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7135 = getelementptr inbounds float, ptr %4, i64 %7132
  switch i64 %7036, label %241 [
    i64 1, label %7150
    i64 2, label %7143
    i64 3, label %7136
  ]

7136:                                             ; preds = %7130
  %7137 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7134)
  %7138 = bitcast <8 x float> %7134 to <8 x i32>
  %7139 = and <8 x i32> %7138, %7030
  %7140 = bitcast <8 x i32> %7139 to <8 x float>
  %7141 = fcmp oeq <8 x float> %7134, %15
  %7142 = select <8 x i1> %7141, <8 x float> %7140, <8 x float> %7137
  br label %7153

7143:                                             ; preds = %7130
  %7144 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7134)
  %7145 = bitcast <8 x float> %7134 to <8 x i32>
  %7146 = or <8 x i32> %7145, %7031
  %7147 = bitcast <8 x i32> %7146 to <8 x float>
  %7148 = fcmp oeq <8 x float> %7134, %16
  %7149 = select <8 x i1> %7148, <8 x float> %7147, <8 x float> %7144
  br label %7153

7150:                                             ; preds = %7130
  %7151 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7135, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7152 = fadd <8 x float> %7134, %7151
  br label %7153

7153:                                             ; preds = %7150, %7143, %7136
  %7154 = phi <8 x float> [ %7152, %7150 ], [ %7149, %7143 ], [ %7142, %7136 ]
  %7155 = lshr i64 %14, 2
  %7156 = and i64 %7155, 3
  switch i64 %7156, label %241 [
    i64 1, label %7171
    i64 2, label %7164
    i64 3, label %7157
    i64 0, label %7195
  ]

7157:                                             ; preds = %7153
  %7158 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7154)
  %7159 = bitcast <8 x float> %7154 to <8 x i32>
  %7160 = and <8 x i32> %7159, %7030
  %7161 = bitcast <8 x i32> %7160 to <8 x float>
  %7162 = fcmp oeq <8 x float> %7154, %15
  %7163 = select <8 x i1> %7162, <8 x float> %7161, <8 x float> %7158
  br label %7174

7164:                                             ; preds = %7153
  %7165 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7154)
  %7166 = bitcast <8 x float> %7154 to <8 x i32>
  %7167 = or <8 x i32> %7166, %7031
  %7168 = bitcast <8 x i32> %7167 to <8 x float>
  %7169 = fcmp oeq <8 x float> %7154, %16
  %7170 = select <8 x i1> %7169, <8 x float> %7168, <8 x float> %7165
  br label %7174

7171:                                             ; preds = %7153
  %7172 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7135, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7173 = fadd <8 x float> %7154, %7172
  br label %7174

7174:                                             ; preds = %7171, %7164, %7157
  %7175 = phi <8 x float> [ %7173, %7171 ], [ %7170, %7164 ], [ %7163, %7157 ]
  %7176 = lshr i64 %14, 4
  %7177 = and i64 %7176, 3
  switch i64 %7177, label %241 [
    i64 1, label %7192
    i64 2, label %7185
    i64 3, label %7178
    i64 0, label %7195
  ]

7178:                                             ; preds = %7174
  %7179 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7175)
  %7180 = bitcast <8 x float> %7175 to <8 x i32>
  %7181 = and <8 x i32> %7180, %7030
  %7182 = bitcast <8 x i32> %7181 to <8 x float>
  %7183 = fcmp oeq <8 x float> %7175, %15
  %7184 = select <8 x i1> %7183, <8 x float> %7182, <8 x float> %7179
  br label %7195

7185:                                             ; preds = %7174
  %7186 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7175)
  %7187 = bitcast <8 x float> %7175 to <8 x i32>
  %7188 = or <8 x i32> %7187, %7031
  %7189 = bitcast <8 x i32> %7188 to <8 x float>
  %7190 = fcmp oeq <8 x float> %7175, %16
  %7191 = select <8 x i1> %7190, <8 x float> %7189, <8 x float> %7186
  br label %7195

7192:                                             ; preds = %7174
  %7193 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7135, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7194 = fadd <8 x float> %7175, %7193
  br label %7195

7195:                                             ; preds = %7178, %7185, %7192, %7174, %7153
  %7196 = phi <8 x float> [ %7191, %7185 ], [ %7184, %7178 ], [ %7154, %7153 ], [ %7175, %7174 ], [ %7194, %7192 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7196, ptr align 1 %7133, <8 x i1> %6782)
  %7197 = add nsw i64 %6950, %12
  %7198 = getelementptr inbounds float, ptr %3, i64 %7197
  %7199 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7198, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7200 = getelementptr inbounds float, ptr %4, i64 %7197
  switch i64 %7036, label %241 [
    i64 1, label %7215
    i64 2, label %7208
    i64 3, label %7201
  ]

7201:                                             ; preds = %7195
  %7202 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7199)
  %7203 = bitcast <8 x float> %7199 to <8 x i32>
  %7204 = and <8 x i32> %7203, %7030
  %7205 = bitcast <8 x i32> %7204 to <8 x float>
  %7206 = fcmp oeq <8 x float> %7199, %15
  %7207 = select <8 x i1> %7206, <8 x float> %7205, <8 x float> %7202
  br label %7218

7208:                                             ; preds = %7195
  %7209 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7199)
  %7210 = bitcast <8 x float> %7199 to <8 x i32>
  %7211 = or <8 x i32> %7210, %7031
  %7212 = bitcast <8 x i32> %7211 to <8 x float>
  %7213 = fcmp oeq <8 x float> %7199, %16
  %7214 = select <8 x i1> %7213, <8 x float> %7212, <8 x float> %7209
  br label %7218

7215:                                             ; preds = %7195
  %7216 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7200, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7217 = fadd <8 x float> %7199, %7216
  br label %7218

7218:                                             ; preds = %7215, %7208, %7201
  %7219 = phi <8 x float> [ %7217, %7215 ], [ %7214, %7208 ], [ %7207, %7201 ]
  %7220 = lshr i64 %14, 2
  %7221 = and i64 %7220, 3
  switch i64 %7221, label %241 [
    i64 1, label %7236
    i64 2, label %7229
    i64 3, label %7222
    i64 0, label %7260
  ]

7222:                                             ; preds = %7218
  %7223 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7219)
  %7224 = bitcast <8 x float> %7219 to <8 x i32>
  %7225 = and <8 x i32> %7224, %7030
  %7226 = bitcast <8 x i32> %7225 to <8 x float>
  %7227 = fcmp oeq <8 x float> %7219, %15
  %7228 = select <8 x i1> %7227, <8 x float> %7226, <8 x float> %7223
  br label %7239

7229:                                             ; preds = %7218
  %7230 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7219)
  %7231 = bitcast <8 x float> %7219 to <8 x i32>
  %7232 = or <8 x i32> %7231, %7031
  %7233 = bitcast <8 x i32> %7232 to <8 x float>
  %7234 = fcmp oeq <8 x float> %7219, %16
  %7235 = select <8 x i1> %7234, <8 x float> %7233, <8 x float> %7230
  br label %7239

7236:                                             ; preds = %7218
  %7237 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7200, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7238 = fadd <8 x float> %7219, %7237
  br label %7239

7239:                                             ; preds = %7236, %7229, %7222
  %7240 = phi <8 x float> [ %7238, %7236 ], [ %7235, %7229 ], [ %7228, %7222 ]
  %7241 = lshr i64 %14, 4
  %7242 = and i64 %7241, 3
  switch i64 %7242, label %241 [
    i64 1, label %7257
    i64 2, label %7250
    i64 3, label %7243
    i64 0, label %7260
  ]

7243:                                             ; preds = %7239
  %7244 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7240)
  %7245 = bitcast <8 x float> %7240 to <8 x i32>
  %7246 = and <8 x i32> %7245, %7030
  %7247 = bitcast <8 x i32> %7246 to <8 x float>
  %7248 = fcmp oeq <8 x float> %7240, %15
  %7249 = select <8 x i1> %7248, <8 x float> %7247, <8 x float> %7244
  br label %7260

7250:                                             ; preds = %7239
  %7251 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7240)
  %7252 = bitcast <8 x float> %7240 to <8 x i32>
  %7253 = or <8 x i32> %7252, %7031
  %7254 = bitcast <8 x i32> %7253 to <8 x float>
  %7255 = fcmp oeq <8 x float> %7240, %16
  %7256 = select <8 x i1> %7255, <8 x float> %7254, <8 x float> %7251
  br label %7260

7257:                                             ; preds = %7239
  %7258 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7200, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7259 = fadd <8 x float> %7240, %7258
  br label %7260

7260:                                             ; preds = %7243, %7250, %7257, %7239, %7218
  %7261 = phi <8 x float> [ %7256, %7250 ], [ %7249, %7243 ], [ %7219, %7218 ], [ %7240, %7239 ], [ %7259, %7257 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7261, ptr align 1 %7198, <8 x i1> %6774)
  %7262 = add nsw i64 %7197, 8
  %7263 = getelementptr inbounds float, ptr %3, i64 %7262
  %7264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7263, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7265 = getelementptr inbounds float, ptr %4, i64 %7262
  switch i64 %7036, label %241 [
    i64 1, label %7280
    i64 2, label %7273
    i64 3, label %7266
  ]

7266:                                             ; preds = %7260
  %7267 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7264)
  %7268 = bitcast <8 x float> %7264 to <8 x i32>
  %7269 = and <8 x i32> %7268, %7030
  %7270 = bitcast <8 x i32> %7269 to <8 x float>
  %7271 = fcmp oeq <8 x float> %7264, %15
  %7272 = select <8 x i1> %7271, <8 x float> %7270, <8 x float> %7267
  br label %7283

7273:                                             ; preds = %7260
  %7274 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7264)
  %7275 = bitcast <8 x float> %7264 to <8 x i32>
  %7276 = or <8 x i32> %7275, %7031
  %7277 = bitcast <8 x i32> %7276 to <8 x float>
  %7278 = fcmp oeq <8 x float> %7264, %16
  %7279 = select <8 x i1> %7278, <8 x float> %7277, <8 x float> %7274
  br label %7283

7280:                                             ; preds = %7260
  %7281 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7265, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7282 = fadd <8 x float> %7264, %7281
  br label %7283

7283:                                             ; preds = %7280, %7273, %7266
  %7284 = phi <8 x float> [ %7282, %7280 ], [ %7279, %7273 ], [ %7272, %7266 ]
  %7285 = lshr i64 %14, 2
  %7286 = and i64 %7285, 3
  switch i64 %7286, label %241 [
    i64 1, label %7301
    i64 2, label %7294
    i64 3, label %7287
    i64 0, label %7325
  ]

7287:                                             ; preds = %7283
  %7288 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7284)
  %7289 = bitcast <8 x float> %7284 to <8 x i32>
  %7290 = and <8 x i32> %7289, %7030
  %7291 = bitcast <8 x i32> %7290 to <8 x float>
  %7292 = fcmp oeq <8 x float> %7284, %15
  %7293 = select <8 x i1> %7292, <8 x float> %7291, <8 x float> %7288
  br label %7304

7294:                                             ; preds = %7283
  %7295 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7284)
  %7296 = bitcast <8 x float> %7284 to <8 x i32>
  %7297 = or <8 x i32> %7296, %7031
  %7298 = bitcast <8 x i32> %7297 to <8 x float>
  %7299 = fcmp oeq <8 x float> %7284, %16
  %7300 = select <8 x i1> %7299, <8 x float> %7298, <8 x float> %7295
  br label %7304

7301:                                             ; preds = %7283
  %7302 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7265, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7303 = fadd <8 x float> %7284, %7302
  br label %7304

7304:                                             ; preds = %7301, %7294, %7287
  %7305 = phi <8 x float> [ %7303, %7301 ], [ %7300, %7294 ], [ %7293, %7287 ]
  %7306 = lshr i64 %14, 4
  %7307 = and i64 %7306, 3
  switch i64 %7307, label %241 [
    i64 1, label %7322
    i64 2, label %7315
    i64 3, label %7308
    i64 0, label %7325
  ]

7308:                                             ; preds = %7304
  %7309 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7305)
  %7310 = bitcast <8 x float> %7305 to <8 x i32>
  %7311 = and <8 x i32> %7310, %7030
  %7312 = bitcast <8 x i32> %7311 to <8 x float>
  %7313 = fcmp oeq <8 x float> %7305, %15
  %7314 = select <8 x i1> %7313, <8 x float> %7312, <8 x float> %7309
  br label %7325

7315:                                             ; preds = %7304
  %7316 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7305)
  %7317 = bitcast <8 x float> %7305 to <8 x i32>
  %7318 = or <8 x i32> %7317, %7031
  %7319 = bitcast <8 x i32> %7318 to <8 x float>
  %7320 = fcmp oeq <8 x float> %7305, %16
  %7321 = select <8 x i1> %7320, <8 x float> %7319, <8 x float> %7316
  br label %7325

7322:                                             ; preds = %7304
  %7323 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7265, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7324 = fadd <8 x float> %7305, %7323
  br label %7325

7325:                                             ; preds = %7308, %7315, %7322, %7304, %7283
  %7326 = phi <8 x float> [ %7321, %7315 ], [ %7314, %7308 ], [ %7284, %7283 ], [ %7305, %7304 ], [ %7324, %7322 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7326, ptr align 1 %7263, <8 x i1> %6782)
  %7327 = add nsw i64 %6954, %12
  %7328 = getelementptr inbounds float, ptr %3, i64 %7327
  %7329 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7328, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7330 = getelementptr inbounds float, ptr %4, i64 %7327
  switch i64 %7036, label %241 [
    i64 1, label %7345
    i64 2, label %7338
    i64 3, label %7331
  ]

7331:                                             ; preds = %7325
  %7332 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7329)
  %7333 = bitcast <8 x float> %7329 to <8 x i32>
  %7334 = and <8 x i32> %7333, %7030
  %7335 = bitcast <8 x i32> %7334 to <8 x float>
  %7336 = fcmp oeq <8 x float> %7329, %15
  %7337 = select <8 x i1> %7336, <8 x float> %7335, <8 x float> %7332
  br label %7348

7338:                                             ; preds = %7325
  %7339 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7329)
  %7340 = bitcast <8 x float> %7329 to <8 x i32>
  %7341 = or <8 x i32> %7340, %7031
  %7342 = bitcast <8 x i32> %7341 to <8 x float>
  %7343 = fcmp oeq <8 x float> %7329, %16
  %7344 = select <8 x i1> %7343, <8 x float> %7342, <8 x float> %7339
  br label %7348

7345:                                             ; preds = %7325
  %7346 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7330, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7347 = fadd <8 x float> %7329, %7346
  br label %7348

7348:                                             ; preds = %7345, %7338, %7331
  %7349 = phi <8 x float> [ %7347, %7345 ], [ %7344, %7338 ], [ %7337, %7331 ]
  %7350 = lshr i64 %14, 2
  %7351 = and i64 %7350, 3
  switch i64 %7351, label %241 [
    i64 1, label %7366
    i64 2, label %7359
    i64 3, label %7352
    i64 0, label %7390
  ]

7352:                                             ; preds = %7348
  %7353 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7349)
  %7354 = bitcast <8 x float> %7349 to <8 x i32>
  %7355 = and <8 x i32> %7354, %7030
  %7356 = bitcast <8 x i32> %7355 to <8 x float>
  %7357 = fcmp oeq <8 x float> %7349, %15
  %7358 = select <8 x i1> %7357, <8 x float> %7356, <8 x float> %7353
  br label %7369

7359:                                             ; preds = %7348
  %7360 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7349)
  %7361 = bitcast <8 x float> %7349 to <8 x i32>
  %7362 = or <8 x i32> %7361, %7031
  %7363 = bitcast <8 x i32> %7362 to <8 x float>
  %7364 = fcmp oeq <8 x float> %7349, %16
  %7365 = select <8 x i1> %7364, <8 x float> %7363, <8 x float> %7360
  br label %7369

7366:                                             ; preds = %7348
  %7367 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7330, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7368 = fadd <8 x float> %7349, %7367
  br label %7369

7369:                                             ; preds = %7366, %7359, %7352
  %7370 = phi <8 x float> [ %7368, %7366 ], [ %7365, %7359 ], [ %7358, %7352 ]
  %7371 = lshr i64 %14, 4
  %7372 = and i64 %7371, 3
  switch i64 %7372, label %241 [
    i64 1, label %7387
    i64 2, label %7380
    i64 3, label %7373
    i64 0, label %7390
  ]

7373:                                             ; preds = %7369
  %7374 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7370)
  %7375 = bitcast <8 x float> %7370 to <8 x i32>
  %7376 = and <8 x i32> %7375, %7030
  %7377 = bitcast <8 x i32> %7376 to <8 x float>
  %7378 = fcmp oeq <8 x float> %7370, %15
  %7379 = select <8 x i1> %7378, <8 x float> %7377, <8 x float> %7374
  br label %7390

7380:                                             ; preds = %7369
  %7381 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7370)
  %7382 = bitcast <8 x float> %7370 to <8 x i32>
  %7383 = or <8 x i32> %7382, %7031
  %7384 = bitcast <8 x i32> %7383 to <8 x float>
  %7385 = fcmp oeq <8 x float> %7370, %16
  %7386 = select <8 x i1> %7385, <8 x float> %7384, <8 x float> %7381
  br label %7390

7387:                                             ; preds = %7369
  %7388 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7330, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7389 = fadd <8 x float> %7370, %7388
  br label %7390

7390:                                             ; preds = %7373, %7380, %7387, %7369, %7348
  %7391 = phi <8 x float> [ %7386, %7380 ], [ %7379, %7373 ], [ %7349, %7348 ], [ %7370, %7369 ], [ %7389, %7387 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7391, ptr align 1 %7328, <8 x i1> %6774)
  %7392 = add nsw i64 %7327, 8
  %7393 = getelementptr inbounds float, ptr %3, i64 %7392
  %7394 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7393, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7395 = getelementptr inbounds float, ptr %4, i64 %7392
  switch i64 %7036, label %241 [
    i64 1, label %7410
    i64 2, label %7403
    i64 3, label %7396
  ]

7396:                                             ; preds = %7390
  %7397 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7394)
  %7398 = bitcast <8 x float> %7394 to <8 x i32>
  %7399 = and <8 x i32> %7398, %7030
  %7400 = bitcast <8 x i32> %7399 to <8 x float>
  %7401 = fcmp oeq <8 x float> %7394, %15
  %7402 = select <8 x i1> %7401, <8 x float> %7400, <8 x float> %7397
  br label %7413

7403:                                             ; preds = %7390
  %7404 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7394)
  %7405 = bitcast <8 x float> %7394 to <8 x i32>
  %7406 = or <8 x i32> %7405, %7031
  %7407 = bitcast <8 x i32> %7406 to <8 x float>
  %7408 = fcmp oeq <8 x float> %7394, %16
  %7409 = select <8 x i1> %7408, <8 x float> %7407, <8 x float> %7404
  br label %7413

7410:                                             ; preds = %7390
  %7411 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7395, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7412 = fadd <8 x float> %7394, %7411
  br label %7413

7413:                                             ; preds = %7410, %7403, %7396
  %7414 = phi <8 x float> [ %7412, %7410 ], [ %7409, %7403 ], [ %7402, %7396 ]
  %7415 = lshr i64 %14, 2
  %7416 = and i64 %7415, 3
  switch i64 %7416, label %241 [
    i64 1, label %7431
    i64 2, label %7424
    i64 3, label %7417
    i64 0, label %7455
  ]

7417:                                             ; preds = %7413
  %7418 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7414)
  %7419 = bitcast <8 x float> %7414 to <8 x i32>
  %7420 = and <8 x i32> %7419, %7030
  %7421 = bitcast <8 x i32> %7420 to <8 x float>
  %7422 = fcmp oeq <8 x float> %7414, %15
  %7423 = select <8 x i1> %7422, <8 x float> %7421, <8 x float> %7418
  br label %7434

7424:                                             ; preds = %7413
  %7425 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7414)
  %7426 = bitcast <8 x float> %7414 to <8 x i32>
  %7427 = or <8 x i32> %7426, %7031
  %7428 = bitcast <8 x i32> %7427 to <8 x float>
  %7429 = fcmp oeq <8 x float> %7414, %16
  %7430 = select <8 x i1> %7429, <8 x float> %7428, <8 x float> %7425
  br label %7434

7431:                                             ; preds = %7413
  %7432 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7395, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7433 = fadd <8 x float> %7414, %7432
  br label %7434

7434:                                             ; preds = %7431, %7424, %7417
  %7435 = phi <8 x float> [ %7433, %7431 ], [ %7430, %7424 ], [ %7423, %7417 ]
  %7436 = lshr i64 %14, 4
  %7437 = and i64 %7436, 3
  switch i64 %7437, label %241 [
    i64 1, label %7452
    i64 2, label %7445
    i64 3, label %7438
    i64 0, label %7455
  ]

7438:                                             ; preds = %7434
  %7439 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7435)
  %7440 = bitcast <8 x float> %7435 to <8 x i32>
  %7441 = and <8 x i32> %7440, %7030
  %7442 = bitcast <8 x i32> %7441 to <8 x float>
  %7443 = fcmp oeq <8 x float> %7435, %15
  %7444 = select <8 x i1> %7443, <8 x float> %7442, <8 x float> %7439
  br label %7455

7445:                                             ; preds = %7434
  %7446 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7435)
  %7447 = bitcast <8 x float> %7435 to <8 x i32>
  %7448 = or <8 x i32> %7447, %7031
  %7449 = bitcast <8 x i32> %7448 to <8 x float>
  %7450 = fcmp oeq <8 x float> %7435, %16
  %7451 = select <8 x i1> %7450, <8 x float> %7449, <8 x float> %7446
  br label %7455

7452:                                             ; preds = %7434
  %7453 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7395, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7454 = fadd <8 x float> %7435, %7453
  br label %7455

7455:                                             ; preds = %7438, %7445, %7452, %7434, %7413
  %7456 = phi <8 x float> [ %7451, %7445 ], [ %7444, %7438 ], [ %7414, %7413 ], [ %7435, %7434 ], [ %7454, %7452 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7456, ptr align 1 %7393, <8 x i1> %6782)
  %7457 = add nsw i64 %6958, %12
  %7458 = getelementptr inbounds float, ptr %3, i64 %7457
  %7459 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7458, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7460 = getelementptr inbounds float, ptr %4, i64 %7457
  switch i64 %7036, label %241 [
    i64 1, label %7475
    i64 2, label %7468
    i64 3, label %7461
  ]

7461:                                             ; preds = %7455
  %7462 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7459)
  %7463 = bitcast <8 x float> %7459 to <8 x i32>
  %7464 = and <8 x i32> %7463, %7030
  %7465 = bitcast <8 x i32> %7464 to <8 x float>
  %7466 = fcmp oeq <8 x float> %7459, %15
  %7467 = select <8 x i1> %7466, <8 x float> %7465, <8 x float> %7462
  br label %7478

7468:                                             ; preds = %7455
  %7469 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7459)
  %7470 = bitcast <8 x float> %7459 to <8 x i32>
  %7471 = or <8 x i32> %7470, %7031
  %7472 = bitcast <8 x i32> %7471 to <8 x float>
  %7473 = fcmp oeq <8 x float> %7459, %16
  %7474 = select <8 x i1> %7473, <8 x float> %7472, <8 x float> %7469
  br label %7478

7475:                                             ; preds = %7455
  %7476 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7460, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7477 = fadd <8 x float> %7459, %7476
  br label %7478

7478:                                             ; preds = %7475, %7468, %7461
  %7479 = phi <8 x float> [ %7477, %7475 ], [ %7474, %7468 ], [ %7467, %7461 ]
  %7480 = lshr i64 %14, 2
  %7481 = and i64 %7480, 3
  switch i64 %7481, label %241 [
    i64 1, label %7496
    i64 2, label %7489
    i64 3, label %7482
    i64 0, label %7520
  ]

7482:                                             ; preds = %7478
  %7483 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7479)
  %7484 = bitcast <8 x float> %7479 to <8 x i32>
  %7485 = and <8 x i32> %7484, %7030
  %7486 = bitcast <8 x i32> %7485 to <8 x float>
  %7487 = fcmp oeq <8 x float> %7479, %15
  %7488 = select <8 x i1> %7487, <8 x float> %7486, <8 x float> %7483
  br label %7499

7489:                                             ; preds = %7478
  %7490 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7479)
  %7491 = bitcast <8 x float> %7479 to <8 x i32>
  %7492 = or <8 x i32> %7491, %7031
  %7493 = bitcast <8 x i32> %7492 to <8 x float>
  %7494 = fcmp oeq <8 x float> %7479, %16
  %7495 = select <8 x i1> %7494, <8 x float> %7493, <8 x float> %7490
  br label %7499

7496:                                             ; preds = %7478
  %7497 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7460, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7498 = fadd <8 x float> %7479, %7497
  br label %7499

7499:                                             ; preds = %7496, %7489, %7482
  %7500 = phi <8 x float> [ %7498, %7496 ], [ %7495, %7489 ], [ %7488, %7482 ]
  %7501 = lshr i64 %14, 4
  %7502 = and i64 %7501, 3
  switch i64 %7502, label %241 [
    i64 1, label %7517
    i64 2, label %7510
    i64 3, label %7503
    i64 0, label %7520
  ]

7503:                                             ; preds = %7499
  %7504 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7500)
  %7505 = bitcast <8 x float> %7500 to <8 x i32>
  %7506 = and <8 x i32> %7505, %7030
  %7507 = bitcast <8 x i32> %7506 to <8 x float>
  %7508 = fcmp oeq <8 x float> %7500, %15
  %7509 = select <8 x i1> %7508, <8 x float> %7507, <8 x float> %7504
  br label %7520

7510:                                             ; preds = %7499
  %7511 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7500)
  %7512 = bitcast <8 x float> %7500 to <8 x i32>
  %7513 = or <8 x i32> %7512, %7031
  %7514 = bitcast <8 x i32> %7513 to <8 x float>
  %7515 = fcmp oeq <8 x float> %7500, %16
  %7516 = select <8 x i1> %7515, <8 x float> %7514, <8 x float> %7511
  br label %7520

7517:                                             ; preds = %7499
  %7518 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7460, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7519 = fadd <8 x float> %7500, %7518
  br label %7520

7520:                                             ; preds = %7503, %7510, %7517, %7499, %7478
  %7521 = phi <8 x float> [ %7516, %7510 ], [ %7509, %7503 ], [ %7479, %7478 ], [ %7500, %7499 ], [ %7519, %7517 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7521, ptr align 1 %7458, <8 x i1> %6774)
  %7522 = add nsw i64 %7457, 8
  %7523 = getelementptr inbounds float, ptr %3, i64 %7522
  %7524 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7523, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7525 = getelementptr inbounds float, ptr %4, i64 %7522
  switch i64 %7036, label %241 [
    i64 1, label %7540
    i64 2, label %7533
    i64 3, label %7526
  ]

7526:                                             ; preds = %7520
  %7527 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7524)
  %7528 = bitcast <8 x float> %7524 to <8 x i32>
  %7529 = and <8 x i32> %7528, %7030
  %7530 = bitcast <8 x i32> %7529 to <8 x float>
  %7531 = fcmp oeq <8 x float> %7524, %15
  %7532 = select <8 x i1> %7531, <8 x float> %7530, <8 x float> %7527
  br label %7543

7533:                                             ; preds = %7520
  %7534 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7524)
  %7535 = bitcast <8 x float> %7524 to <8 x i32>
  %7536 = or <8 x i32> %7535, %7031
  %7537 = bitcast <8 x i32> %7536 to <8 x float>
  %7538 = fcmp oeq <8 x float> %7524, %16
  %7539 = select <8 x i1> %7538, <8 x float> %7537, <8 x float> %7534
  br label %7543

7540:                                             ; preds = %7520
  %7541 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7525, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7542 = fadd <8 x float> %7524, %7541
  br label %7543

7543:                                             ; preds = %7540, %7533, %7526
  %7544 = phi <8 x float> [ %7542, %7540 ], [ %7539, %7533 ], [ %7532, %7526 ]
  %7545 = lshr i64 %14, 2
  %7546 = and i64 %7545, 3
  switch i64 %7546, label %241 [
    i64 1, label %7561
    i64 2, label %7554
    i64 3, label %7547
    i64 0, label %7585
  ]

7547:                                             ; preds = %7543
  %7548 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7544)
  %7549 = bitcast <8 x float> %7544 to <8 x i32>
  %7550 = and <8 x i32> %7549, %7030
  %7551 = bitcast <8 x i32> %7550 to <8 x float>
  %7552 = fcmp oeq <8 x float> %7544, %15
  %7553 = select <8 x i1> %7552, <8 x float> %7551, <8 x float> %7548
  br label %7564

7554:                                             ; preds = %7543
  %7555 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7544)
  %7556 = bitcast <8 x float> %7544 to <8 x i32>
  %7557 = or <8 x i32> %7556, %7031
  %7558 = bitcast <8 x i32> %7557 to <8 x float>
  %7559 = fcmp oeq <8 x float> %7544, %16
  %7560 = select <8 x i1> %7559, <8 x float> %7558, <8 x float> %7555
  br label %7564

7561:                                             ; preds = %7543
  %7562 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7525, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7563 = fadd <8 x float> %7544, %7562
  br label %7564

7564:                                             ; preds = %7561, %7554, %7547
  %7565 = phi <8 x float> [ %7563, %7561 ], [ %7560, %7554 ], [ %7553, %7547 ]
  %7566 = lshr i64 %14, 4
  %7567 = and i64 %7566, 3
  switch i64 %7567, label %241 [
    i64 1, label %7582
    i64 2, label %7575
    i64 3, label %7568
    i64 0, label %7585
  ]

7568:                                             ; preds = %7564
  %7569 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7565)
  %7570 = bitcast <8 x float> %7565 to <8 x i32>
  %7571 = and <8 x i32> %7570, %7030
  %7572 = bitcast <8 x i32> %7571 to <8 x float>
  %7573 = fcmp oeq <8 x float> %7565, %15
  %7574 = select <8 x i1> %7573, <8 x float> %7572, <8 x float> %7569
  br label %7585

7575:                                             ; preds = %7564
  %7576 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7565)
  %7577 = bitcast <8 x float> %7565 to <8 x i32>
  %7578 = or <8 x i32> %7577, %7031
  %7579 = bitcast <8 x i32> %7578 to <8 x float>
  %7580 = fcmp oeq <8 x float> %7565, %16
  %7581 = select <8 x i1> %7580, <8 x float> %7579, <8 x float> %7576
  br label %7585

7582:                                             ; preds = %7564
  %7583 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7525, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7584 = fadd <8 x float> %7565, %7583
  br label %7585

7585:                                             ; preds = %7568, %7575, %7582, %7564, %7543
  %7586 = phi <8 x float> [ %7581, %7575 ], [ %7574, %7568 ], [ %7544, %7543 ], [ %7565, %7564 ], [ %7584, %7582 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7586, ptr align 1 %7523, <8 x i1> %6782)
  %7587 = add nsw i64 %6962, %12
  %7588 = getelementptr inbounds float, ptr %3, i64 %7587
  %7589 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7588, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7590 = getelementptr inbounds float, ptr %4, i64 %7587
  switch i64 %7036, label %241 [
    i64 1, label %7605
    i64 2, label %7598
    i64 3, label %7591
  ]

7591:                                             ; preds = %7585
  %7592 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7589)
  %7593 = bitcast <8 x float> %7589 to <8 x i32>
  %7594 = and <8 x i32> %7593, %7030
  %7595 = bitcast <8 x i32> %7594 to <8 x float>
  %7596 = fcmp oeq <8 x float> %7589, %15
  %7597 = select <8 x i1> %7596, <8 x float> %7595, <8 x float> %7592
  br label %7608

7598:                                             ; preds = %7585
  %7599 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7589)
  %7600 = bitcast <8 x float> %7589 to <8 x i32>
  %7601 = or <8 x i32> %7600, %7031
  %7602 = bitcast <8 x i32> %7601 to <8 x float>
  %7603 = fcmp oeq <8 x float> %7589, %16
  %7604 = select <8 x i1> %7603, <8 x float> %7602, <8 x float> %7599
  br label %7608

7605:                                             ; preds = %7585
  %7606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7590, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7607 = fadd <8 x float> %7589, %7606
  br label %7608

7608:                                             ; preds = %7605, %7598, %7591
  %7609 = phi <8 x float> [ %7607, %7605 ], [ %7604, %7598 ], [ %7597, %7591 ]
  %7610 = lshr i64 %14, 2
  %7611 = and i64 %7610, 3
  switch i64 %7611, label %241 [
    i64 1, label %7626
    i64 2, label %7619
    i64 3, label %7612
    i64 0, label %7650
  ]

7612:                                             ; preds = %7608
  %7613 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7609)
  %7614 = bitcast <8 x float> %7609 to <8 x i32>
  %7615 = and <8 x i32> %7614, %7030
  %7616 = bitcast <8 x i32> %7615 to <8 x float>
  %7617 = fcmp oeq <8 x float> %7609, %15
  %7618 = select <8 x i1> %7617, <8 x float> %7616, <8 x float> %7613
  br label %7629

7619:                                             ; preds = %7608
  %7620 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7609)
  %7621 = bitcast <8 x float> %7609 to <8 x i32>
  %7622 = or <8 x i32> %7621, %7031
  %7623 = bitcast <8 x i32> %7622 to <8 x float>
  %7624 = fcmp oeq <8 x float> %7609, %16
  %7625 = select <8 x i1> %7624, <8 x float> %7623, <8 x float> %7620
  br label %7629

7626:                                             ; preds = %7608
  %7627 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7590, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7628 = fadd <8 x float> %7609, %7627
  br label %7629

7629:                                             ; preds = %7626, %7619, %7612
  %7630 = phi <8 x float> [ %7628, %7626 ], [ %7625, %7619 ], [ %7618, %7612 ]
  %7631 = lshr i64 %14, 4
  %7632 = and i64 %7631, 3
  switch i64 %7632, label %241 [
    i64 1, label %7647
    i64 2, label %7640
    i64 3, label %7633
    i64 0, label %7650
  ]

7633:                                             ; preds = %7629
  %7634 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7630)
  %7635 = bitcast <8 x float> %7630 to <8 x i32>
  %7636 = and <8 x i32> %7635, %7030
  %7637 = bitcast <8 x i32> %7636 to <8 x float>
  %7638 = fcmp oeq <8 x float> %7630, %15
  %7639 = select <8 x i1> %7638, <8 x float> %7637, <8 x float> %7634
  br label %7650

7640:                                             ; preds = %7629
  %7641 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7630)
  %7642 = bitcast <8 x float> %7630 to <8 x i32>
  %7643 = or <8 x i32> %7642, %7031
  %7644 = bitcast <8 x i32> %7643 to <8 x float>
  %7645 = fcmp oeq <8 x float> %7630, %16
  %7646 = select <8 x i1> %7645, <8 x float> %7644, <8 x float> %7641
  br label %7650

7647:                                             ; preds = %7629
  %7648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7590, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7649 = fadd <8 x float> %7630, %7648
  br label %7650

7650:                                             ; preds = %7633, %7640, %7647, %7629, %7608
  %7651 = phi <8 x float> [ %7646, %7640 ], [ %7639, %7633 ], [ %7609, %7608 ], [ %7630, %7629 ], [ %7649, %7647 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7651, ptr align 1 %7588, <8 x i1> %6774)
  %7652 = add nsw i64 %7587, 8
  %7653 = getelementptr inbounds float, ptr %3, i64 %7652
  %7654 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7653, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7655 = getelementptr inbounds float, ptr %4, i64 %7652
  switch i64 %7036, label %241 [
    i64 1, label %7670
    i64 2, label %7663
    i64 3, label %7656
  ]

7656:                                             ; preds = %7650
  %7657 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7654)
  %7658 = bitcast <8 x float> %7654 to <8 x i32>
  %7659 = and <8 x i32> %7658, %7030
  %7660 = bitcast <8 x i32> %7659 to <8 x float>
  %7661 = fcmp oeq <8 x float> %7654, %15
  %7662 = select <8 x i1> %7661, <8 x float> %7660, <8 x float> %7657
  br label %7673

7663:                                             ; preds = %7650
  %7664 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7654)
  %7665 = bitcast <8 x float> %7654 to <8 x i32>
  %7666 = or <8 x i32> %7665, %7031
  %7667 = bitcast <8 x i32> %7666 to <8 x float>
  %7668 = fcmp oeq <8 x float> %7654, %16
  %7669 = select <8 x i1> %7668, <8 x float> %7667, <8 x float> %7664
  br label %7673

7670:                                             ; preds = %7650
  %7671 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7655, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7672 = fadd <8 x float> %7654, %7671
  br label %7673

7673:                                             ; preds = %7670, %7663, %7656
  %7674 = phi <8 x float> [ %7672, %7670 ], [ %7669, %7663 ], [ %7662, %7656 ]
  %7675 = lshr i64 %14, 2
  %7676 = and i64 %7675, 3
  switch i64 %7676, label %241 [
    i64 1, label %7691
    i64 2, label %7684
    i64 3, label %7677
    i64 0, label %7715
  ]

7677:                                             ; preds = %7673
  %7678 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7674)
  %7679 = bitcast <8 x float> %7674 to <8 x i32>
  %7680 = and <8 x i32> %7679, %7030
  %7681 = bitcast <8 x i32> %7680 to <8 x float>
  %7682 = fcmp oeq <8 x float> %7674, %15
  %7683 = select <8 x i1> %7682, <8 x float> %7681, <8 x float> %7678
  br label %7694

7684:                                             ; preds = %7673
  %7685 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7674)
  %7686 = bitcast <8 x float> %7674 to <8 x i32>
  %7687 = or <8 x i32> %7686, %7031
  %7688 = bitcast <8 x i32> %7687 to <8 x float>
  %7689 = fcmp oeq <8 x float> %7674, %16
  %7690 = select <8 x i1> %7689, <8 x float> %7688, <8 x float> %7685
  br label %7694

7691:                                             ; preds = %7673
  %7692 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7655, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7693 = fadd <8 x float> %7674, %7692
  br label %7694

7694:                                             ; preds = %7691, %7684, %7677
  %7695 = phi <8 x float> [ %7693, %7691 ], [ %7690, %7684 ], [ %7683, %7677 ]
  %7696 = lshr i64 %14, 4
  %7697 = and i64 %7696, 3
  switch i64 %7697, label %241 [
    i64 1, label %7712
    i64 2, label %7705
    i64 3, label %7698
    i64 0, label %7715
  ]

7698:                                             ; preds = %7694
  %7699 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7695)
  %7700 = bitcast <8 x float> %7695 to <8 x i32>
  %7701 = and <8 x i32> %7700, %7030
  %7702 = bitcast <8 x i32> %7701 to <8 x float>
  %7703 = fcmp oeq <8 x float> %7695, %15
  %7704 = select <8 x i1> %7703, <8 x float> %7702, <8 x float> %7699
  br label %7715

7705:                                             ; preds = %7694
  %7706 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7695)
  %7707 = bitcast <8 x float> %7695 to <8 x i32>
  %7708 = or <8 x i32> %7707, %7031
  %7709 = bitcast <8 x i32> %7708 to <8 x float>
  %7710 = fcmp oeq <8 x float> %7695, %16
  %7711 = select <8 x i1> %7710, <8 x float> %7709, <8 x float> %7706
  br label %7715

7712:                                             ; preds = %7694
  %7713 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7655, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7714 = fadd <8 x float> %7695, %7713
  br label %7715

7715:                                             ; preds = %7698, %7705, %7712, %7694, %7673
  %7716 = phi <8 x float> [ %7711, %7705 ], [ %7704, %7698 ], [ %7674, %7673 ], [ %7695, %7694 ], [ %7714, %7712 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7716, ptr align 1 %7653, <8 x i1> %6782)
  %7717 = add nsw i64 %6966, %12
  %7718 = getelementptr inbounds float, ptr %3, i64 %7717
  %7719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7718, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7720 = getelementptr inbounds float, ptr %4, i64 %7717
  switch i64 %7036, label %241 [
    i64 1, label %7735
    i64 2, label %7728
    i64 3, label %7721
  ]

7721:                                             ; preds = %7715
  %7722 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7719)
  %7723 = bitcast <8 x float> %7719 to <8 x i32>
  %7724 = and <8 x i32> %7723, %7030
  %7725 = bitcast <8 x i32> %7724 to <8 x float>
  %7726 = fcmp oeq <8 x float> %7719, %15
  %7727 = select <8 x i1> %7726, <8 x float> %7725, <8 x float> %7722
  br label %7738

7728:                                             ; preds = %7715
  %7729 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7719)
  %7730 = bitcast <8 x float> %7719 to <8 x i32>
  %7731 = or <8 x i32> %7730, %7031
  %7732 = bitcast <8 x i32> %7731 to <8 x float>
  %7733 = fcmp oeq <8 x float> %7719, %16
  %7734 = select <8 x i1> %7733, <8 x float> %7732, <8 x float> %7729
  br label %7738

7735:                                             ; preds = %7715
  %7736 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7720, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7737 = fadd <8 x float> %7719, %7736
  br label %7738

7738:                                             ; preds = %7735, %7728, %7721
  %7739 = phi <8 x float> [ %7737, %7735 ], [ %7734, %7728 ], [ %7727, %7721 ]
  %7740 = lshr i64 %14, 2
  %7741 = and i64 %7740, 3
  switch i64 %7741, label %241 [
    i64 1, label %7756
    i64 2, label %7749
    i64 3, label %7742
    i64 0, label %7780
  ]

7742:                                             ; preds = %7738
  %7743 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7739)
  %7744 = bitcast <8 x float> %7739 to <8 x i32>
  %7745 = and <8 x i32> %7744, %7030
  %7746 = bitcast <8 x i32> %7745 to <8 x float>
  %7747 = fcmp oeq <8 x float> %7739, %15
  %7748 = select <8 x i1> %7747, <8 x float> %7746, <8 x float> %7743
  br label %7759

7749:                                             ; preds = %7738
  %7750 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7739)
  %7751 = bitcast <8 x float> %7739 to <8 x i32>
  %7752 = or <8 x i32> %7751, %7031
  %7753 = bitcast <8 x i32> %7752 to <8 x float>
  %7754 = fcmp oeq <8 x float> %7739, %16
  %7755 = select <8 x i1> %7754, <8 x float> %7753, <8 x float> %7750
  br label %7759

7756:                                             ; preds = %7738
  %7757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7720, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7758 = fadd <8 x float> %7739, %7757
  br label %7759

7759:                                             ; preds = %7756, %7749, %7742
  %7760 = phi <8 x float> [ %7758, %7756 ], [ %7755, %7749 ], [ %7748, %7742 ]
  %7761 = lshr i64 %14, 4
  %7762 = and i64 %7761, 3
  switch i64 %7762, label %241 [
    i64 1, label %7777
    i64 2, label %7770
    i64 3, label %7763
    i64 0, label %7780
  ]

7763:                                             ; preds = %7759
  %7764 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7760)
  %7765 = bitcast <8 x float> %7760 to <8 x i32>
  %7766 = and <8 x i32> %7765, %7030
  %7767 = bitcast <8 x i32> %7766 to <8 x float>
  %7768 = fcmp oeq <8 x float> %7760, %15
  %7769 = select <8 x i1> %7768, <8 x float> %7767, <8 x float> %7764
  br label %7780

7770:                                             ; preds = %7759
  %7771 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7760)
  %7772 = bitcast <8 x float> %7760 to <8 x i32>
  %7773 = or <8 x i32> %7772, %7031
  %7774 = bitcast <8 x i32> %7773 to <8 x float>
  %7775 = fcmp oeq <8 x float> %7760, %16
  %7776 = select <8 x i1> %7775, <8 x float> %7774, <8 x float> %7771
  br label %7780

7777:                                             ; preds = %7759
  %7778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7720, <8 x i1> %6774, <8 x float> zeroinitializer)
  %7779 = fadd <8 x float> %7760, %7778
  br label %7780

7780:                                             ; preds = %7763, %7770, %7777, %7759, %7738
  %7781 = phi <8 x float> [ %7776, %7770 ], [ %7769, %7763 ], [ %7739, %7738 ], [ %7760, %7759 ], [ %7779, %7777 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7781, ptr align 1 %7718, <8 x i1> %6774)
  %7782 = add nsw i64 %7717, 8
  %7783 = getelementptr inbounds float, ptr %3, i64 %7782
  %7784 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7783, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7785 = getelementptr inbounds float, ptr %4, i64 %7782
  switch i64 %7036, label %241 [
    i64 1, label %7800
    i64 2, label %7793
    i64 3, label %7786
  ]

7786:                                             ; preds = %7780
  %7787 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7784)
  %7788 = bitcast <8 x float> %7784 to <8 x i32>
  %7789 = and <8 x i32> %7788, %7030
  %7790 = bitcast <8 x i32> %7789 to <8 x float>
  %7791 = fcmp oeq <8 x float> %7784, %15
  %7792 = select <8 x i1> %7791, <8 x float> %7790, <8 x float> %7787
  br label %7803

7793:                                             ; preds = %7780
  %7794 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7784)
  %7795 = bitcast <8 x float> %7784 to <8 x i32>
  %7796 = or <8 x i32> %7795, %7031
  %7797 = bitcast <8 x i32> %7796 to <8 x float>
  %7798 = fcmp oeq <8 x float> %7784, %16
  %7799 = select <8 x i1> %7798, <8 x float> %7797, <8 x float> %7794
  br label %7803

7800:                                             ; preds = %7780
  %7801 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7785, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7802 = fadd <8 x float> %7784, %7801
  br label %7803

7803:                                             ; preds = %7800, %7793, %7786
  %7804 = phi <8 x float> [ %7802, %7800 ], [ %7799, %7793 ], [ %7792, %7786 ]
  %7805 = lshr i64 %14, 2
  %7806 = and i64 %7805, 3
  switch i64 %7806, label %241 [
    i64 1, label %7821
    i64 2, label %7814
    i64 3, label %7807
    i64 0, label %7845
  ]

7807:                                             ; preds = %7803
  %7808 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7804)
  %7809 = bitcast <8 x float> %7804 to <8 x i32>
  %7810 = and <8 x i32> %7809, %7030
  %7811 = bitcast <8 x i32> %7810 to <8 x float>
  %7812 = fcmp oeq <8 x float> %7804, %15
  %7813 = select <8 x i1> %7812, <8 x float> %7811, <8 x float> %7808
  br label %7824

7814:                                             ; preds = %7803
  %7815 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7804)
  %7816 = bitcast <8 x float> %7804 to <8 x i32>
  %7817 = or <8 x i32> %7816, %7031
  %7818 = bitcast <8 x i32> %7817 to <8 x float>
  %7819 = fcmp oeq <8 x float> %7804, %16
  %7820 = select <8 x i1> %7819, <8 x float> %7818, <8 x float> %7815
  br label %7824

7821:                                             ; preds = %7803
  %7822 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7785, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7823 = fadd <8 x float> %7804, %7822
  br label %7824

7824:                                             ; preds = %7821, %7814, %7807
  %7825 = phi <8 x float> [ %7823, %7821 ], [ %7820, %7814 ], [ %7813, %7807 ]
  %7826 = lshr i64 %14, 4
  %7827 = and i64 %7826, 3
  switch i64 %7827, label %241 [
    i64 1, label %7842
    i64 2, label %7835
    i64 3, label %7828
    i64 0, label %7845
  ]

7828:                                             ; preds = %7824
  %7829 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %15, <8 x float> %7825)
  %7830 = bitcast <8 x float> %7825 to <8 x i32>
  %7831 = and <8 x i32> %7830, %7030
  %7832 = bitcast <8 x i32> %7831 to <8 x float>
  %7833 = fcmp oeq <8 x float> %7825, %15
  %7834 = select <8 x i1> %7833, <8 x float> %7832, <8 x float> %7829
  br label %7845

7835:                                             ; preds = %7824
  %7836 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %16, <8 x float> %7825)
  %7837 = bitcast <8 x float> %7825 to <8 x i32>
  %7838 = or <8 x i32> %7837, %7031
  %7839 = bitcast <8 x i32> %7838 to <8 x float>
  %7840 = fcmp oeq <8 x float> %7825, %16
  %7841 = select <8 x i1> %7840, <8 x float> %7839, <8 x float> %7836
  br label %7845

7842:                                             ; preds = %7824
  %7843 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7785, <8 x i1> %6782, <8 x float> zeroinitializer)
  %7844 = fadd <8 x float> %7825, %7843
  br label %7845

7845:                                             ; preds = %7828, %7835, %7842, %7037, %7824, %7803
  %7846 = phi ptr [ %7069, %7037 ], [ %7783, %7828 ], [ %7783, %7803 ], [ %7783, %7824 ], [ %7783, %7842 ], [ %7783, %7835 ]
  %7847 = phi <8 x float> [ %7070, %7037 ], [ %7834, %7828 ], [ %7804, %7803 ], [ %7825, %7824 ], [ %7844, %7842 ], [ %7841, %7835 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7847, ptr align 1 %7846, <8 x i1> %6782)
  br label %7848

7848:                                             ; preds = %6933, %7845, %5416, %6178, %783, %1697, %6297, %6764, %4880, %5271, %4177, %4778, %3732, %4047, %3193, %3647, %2832, %3090, %2424, %2731, %2172, %2349, %1921, %2095, %1754, %1848, %141, %609, %24, %1700
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.min.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)
