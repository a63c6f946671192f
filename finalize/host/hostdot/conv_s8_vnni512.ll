; Function Attrs: nounwind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_pack_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8) local_unnamed_addr {
  %10 = inttoptr i64 %0 to ptr
  %11 = add nsw i64 %3, 3
  %12 = sdiv i64 %11, 4
  %13 = add nsw i64 %4, 15
  %14 = sdiv i64 %13, 16
  %15 = shl i64 %5, 6
  %16 = mul i64 %15, %12
  %17 = mul i64 %16, %6
  %18 = add i64 %17, 64
  %19 = mul i64 %18, %14
  %20 = icmp ne i64 %19, %2
  %21 = icmp slt i64 %7, 0
  %22 = or i1 %21, %20
  %23 = icmp sgt i64 %8, %14
  %24 = or i1 %23, %22
  %25 = icmp sgt i64 %7, %8
  %26 = or i1 %25, %24
  br i1 %26, label %27, label %28

27:                                               ; preds = %9
  tail call void @llvm.trap()
  unreachable

28:                                               ; preds = %9
  %29 = inttoptr i64 %1 to ptr
  %30 = mul nsw i64 %17, %14
  %31 = getelementptr inbounds i8, ptr %29, i64 %30
  %32 = mul nsw i64 %17, %7
  %33 = getelementptr inbounds i8, ptr %29, i64 %32
  %34 = sub nsw i64 %8, %7
  %35 = mul nsw i64 %34, %17
  tail call void @llvm.memset.p0.i64(ptr align 1 %33, i8 0, i64 %35, i1 false)
  %36 = shl nuw nsw i64 %7, 4
  %37 = getelementptr inbounds nuw i32, ptr %31, i64 %36
  %38 = shl nsw i64 %34, 6
  tail call void @llvm.memset.p0.i64(ptr align 4 %37, i8 0, i64 %38, i1 false)
  %39 = shl nuw nsw i64 %8, 4
  %40 = tail call i64 @llvm.smin.i64(i64 %39, i64 %4)
  %41 = icmp slt i64 %36, %40
  br i1 %41, label %42, label %61

42:                                               ; preds = %28
  %43 = icmp sgt i64 %5, 0
  %44 = icmp sgt i64 %6, 0
  %45 = icmp sgt i64 %3, 0
  %46 = and i64 %3, 1
  %47 = icmp eq i64 %3, 1
  %48 = and i64 %3, 9223372036854775806
  %49 = icmp eq i64 %46, 0
  %50 = icmp ne i64 %46, 0
  br label %51

51:                                               ; preds = %42, %71
  %52 = phi i64 [ %36, %42 ], [ %74, %71 ]
  br i1 %43, label %53, label %71

53:                                               ; preds = %51
  %54 = mul nuw nsw i64 %52, %5
  %55 = lshr i64 %52, 4
  %56 = mul nsw i64 %55, %17
  %57 = shl i64 %52, 2
  %58 = and i64 %57, 60
  %59 = getelementptr i8, ptr %29, i64 %56
  %60 = getelementptr i8, ptr %59, i64 %58
  br label %62

61:                                               ; preds = %71, %28
  ret void

62:                                               ; preds = %53, %85
  %63 = phi i64 [ 0, %53 ], [ %87, %85 ]
  %64 = phi i32 [ 0, %53 ], [ %86, %85 ]
  br i1 %44, label %65, label %85

65:                                               ; preds = %62
  %66 = add nuw nsw i64 %63, %54
  %67 = mul nuw nsw i64 %66, %6
  %68 = mul nuw nsw i64 %63, %6
  br label %76

69:                                               ; preds = %85
  %70 = shl nsw i32 %86, 7
  br label %71

71:                                               ; preds = %69, %51
  %72 = phi i32 [ 0, %51 ], [ %70, %69 ]
  %73 = getelementptr inbounds nuw i32, ptr %31, i64 %52
  store i32 %72, ptr %73, align 4
  %74 = add nuw nsw i64 %52, 1
  %75 = icmp eq i64 %74, %40
  br i1 %75, label %61, label %51

76:                                               ; preds = %65, %103
  %77 = phi i64 [ 0, %65 ], [ %105, %103 ]
  %78 = phi i32 [ %64, %65 ], [ %104, %103 ]
  br i1 %45, label %79, label %103

79:                                               ; preds = %76
  %80 = add nuw nsw i64 %77, %67
  %81 = mul nuw nsw i64 %80, %3
  %82 = getelementptr i8, ptr %10, i64 %81
  %83 = add nuw nsw i64 %77, %68
  %84 = mul nuw nsw i64 %83, %12
  br i1 %47, label %90, label %107

85:                                               ; preds = %103, %62
  %86 = phi i32 [ %64, %62 ], [ %104, %103 ]
  %87 = add nuw nsw i64 %63, 1
  %88 = icmp eq i64 %87, %5
  br i1 %88, label %69, label %62

89:                                               ; preds = %107
  br i1 %49, label %103, label %90

90:                                               ; preds = %89, %79
  %91 = phi i64 [ 0, %79 ], [ %132, %89 ]
  %92 = phi i32 [ %78, %79 ], [ %131, %89 ]
  tail call void @llvm.assume(i1 %50)
  %93 = getelementptr i8, ptr %82, i64 %91
  %94 = load i8, ptr %93, align 1
  %95 = lshr i64 %91, 2
  %96 = add nuw nsw i64 %95, %84
  %97 = shl nsw i64 %96, 6
  %98 = and i64 %91, 3
  %99 = getelementptr i8, ptr %60, i64 %97
  %100 = getelementptr i8, ptr %99, i64 %98
  store i8 %94, ptr %100, align 1
  %101 = sext i8 %94 to i32
  %102 = add nsw i32 %92, %101
  br label %103

103:                                              ; preds = %90, %89, %76
  %104 = phi i32 [ %78, %76 ], [ %131, %89 ], [ %102, %90 ]
  %105 = add nuw nsw i64 %77, 1
  %106 = icmp eq i64 %105, %6
  br i1 %106, label %85, label %76

107:                                              ; preds = %79, %107
  %108 = phi i64 [ %132, %107 ], [ 0, %79 ]
  %109 = phi i32 [ %131, %107 ], [ %78, %79 ]
  %110 = phi i64 [ %133, %107 ], [ 0, %79 ]
  %111 = getelementptr i8, ptr %82, i64 %108
  %112 = load i8, ptr %111, align 1
  %113 = lshr i64 %108, 2
  %114 = add nuw nsw i64 %113, %84
  %115 = shl nsw i64 %114, 6
  %116 = and i64 %108, 2
  %117 = getelementptr i8, ptr %60, i64 %115
  %118 = getelementptr i8, ptr %117, i64 %116
  store i8 %112, ptr %118, align 1
  %119 = sext i8 %112 to i32
  %120 = add nsw i32 %109, %119
  %121 = or disjoint i64 %108, 1
  %122 = getelementptr i8, ptr %82, i64 %121
  %123 = load i8, ptr %122, align 1
  %124 = lshr i64 %108, 2
  %125 = add nuw nsw i64 %124, %84
  %126 = shl nsw i64 %125, 6
  %127 = and i64 %121, 3
  %128 = getelementptr i8, ptr %60, i64 %126
  %129 = getelementptr i8, ptr %128, i64 %127
  store i8 %123, ptr %129, align 1
  %130 = sext i8 %123 to i32
  %131 = add nsw i32 %120, %130
  %132 = add nuw nsw i64 %108, 2
  %133 = add i64 %110, 2
  %134 = icmp eq i64 %133, %48
  br i1 %134, label %89, label %107
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
define hidden void @mgxport_conv_s8_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21) local_unnamed_addr {
  %23 = alloca [8 x [2 x <8 x i64>]], align 64
  %24 = inttoptr i64 %0 to ptr
  %25 = inttoptr i64 %2 to ptr
  %26 = add nsw i64 %6, 3
  %27 = sdiv i64 %26, 4
  %28 = add nsw i64 %7, 15
  %29 = sdiv i64 %28, 16
  %30 = shl i64 %8, 6
  %31 = mul i64 %30, %27
  %32 = mul i64 %31, %9
  %33 = add i64 %32, 64
  %34 = mul i64 %33, %29
  %35 = icmp eq i64 %34, %3
  br i1 %35, label %37, label %36

36:                                               ; preds = %22
  tail call void @llvm.trap()
  unreachable

37:                                               ; preds = %22
  %38 = inttoptr i64 %1 to ptr
  %39 = mul nsw i64 %32, %29
  %40 = getelementptr inbounds i8, ptr %38, i64 %39
  %41 = mul i64 %17, %12
  %42 = icmp slt i64 %4, %5
  br i1 %42, label %43, label %74

43:                                               ; preds = %37
  %44 = icmp sgt i64 %11, 0
  %45 = mul i64 %18, %13
  %46 = add nsw i64 %29, -1
  %47 = icmp sgt i64 %7, 0
  %48 = mul i64 %17, %14
  %49 = icmp sgt i64 %8, 0
  %50 = icmp sgt i64 %9, 0
  %51 = mul i64 %18, %15
  %52 = shl i64 %27, 6
  %53 = icmp sgt i64 %6, 0
  %54 = tail call i64 @llvm.smax.i64(i64 %27, i64 1)
  %55 = shl i64 %45, 1
  %56 = mul i64 %45, 3
  %57 = shl i64 %45, 2
  %58 = mul i64 %45, 5
  %59 = mul i64 %45, 6
  %60 = mul i64 %45, 7
  %61 = shl i64 %45, 1
  %62 = mul i64 %45, 3
  %63 = shl i64 %45, 2
  %64 = mul i64 %45, 5
  %65 = mul i64 %45, 6
  %66 = mul i64 %45, 7
  %67 = shl nsw i64 %21, 1
  %68 = mul nsw i64 %21, 3
  %69 = shl nsw i64 %21, 2
  %70 = mul nsw i64 %21, 5
  %71 = mul nsw i64 %21, 6
  %72 = mul nsw i64 %21, 7
  %73 = getelementptr inbounds nuw i8, ptr %23, i64 64
  br label %75

74:                                               ; preds = %88, %37
  ret void

75:                                               ; preds = %43, %88
  %76 = phi i64 [ %4, %43 ], [ %89, %88 ]
  br i1 %44, label %77, label %88

77:                                               ; preds = %75
  %78 = srem i64 %76, %10
  %79 = mul i64 %41, %78
  %80 = sdiv i64 %76, %10
  %81 = mul nsw i64 %80, %16
  %82 = getelementptr inbounds i8, ptr %24, i64 %81
  %83 = getelementptr inbounds i8, ptr %82, i64 %79
  %84 = mul nsw i64 %80, %19
  %85 = getelementptr inbounds i32, ptr %25, i64 %84
  %86 = mul nsw i64 %78, %20
  %87 = getelementptr inbounds i32, ptr %85, i64 %86
  br label %91

88:                                               ; preds = %116, %75
  %89 = add i64 %76, 1
  %90 = icmp eq i64 %89, %5
  br i1 %90, label %74, label %75

91:                                               ; preds = %77, %116
  %92 = phi i64 [ 0, %77 ], [ %117, %116 ]
  %93 = mul i64 %45, %92
  %94 = getelementptr inbounds i8, ptr %83, i64 %93
  %95 = mul nsw i64 %92, %21
  %96 = getelementptr inbounds i32, ptr %87, i64 %95
  br i1 %47, label %97, label %116

97:                                               ; preds = %91
  %98 = sub nsw i64 %11, %92
  %99 = icmp sgt i64 %98, 7
  %100 = trunc i64 %98 to i32
  %101 = select i1 %99, i32 8, i32 %100
  %102 = icmp eq i32 %101, 8
  %103 = icmp sgt i32 %101, 0
  %104 = zext i32 %101 to i64
  %105 = add nsw i64 %104, -1
  %106 = and i64 %104, 1
  %107 = icmp eq i64 %105, 0
  %108 = and i64 %104, 2147483646
  %109 = icmp eq i64 %106, 0
  %110 = icmp ne i64 %106, 0
  %111 = and i64 %104, 1
  %112 = icmp eq i64 %105, 0
  %113 = and i64 %104, 2147483646
  %114 = icmp eq i64 %111, 0
  %115 = icmp ne i64 %111, 0
  br label %119

116:                                              ; preds = %671, %91
  %117 = add nuw nsw i64 %92, 8
  %118 = icmp slt i64 %117, %11
  br i1 %118, label %91, label %88

119:                                              ; preds = %97, %671
  %120 = phi i64 [ 0, %97 ], [ %672, %671 ]
  %121 = mul nsw i64 %120, %32
  %122 = getelementptr inbounds i8, ptr %38, i64 %121
  %123 = icmp slt i64 %120, %46
  %124 = select i1 %102, i1 %123, i1 false
  br i1 %124, label %125, label %503

125:                                              ; preds = %119
  %126 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
  %127 = shl nsw i64 %120, 4
  br i1 %49, label %230, label %128

128:                                              ; preds = %252, %125
  %129 = phi <16 x i32> [ zeroinitializer, %125 ], [ %253, %252 ]
  %130 = phi <16 x i32> [ zeroinitializer, %125 ], [ %254, %252 ]
  %131 = phi <16 x i32> [ zeroinitializer, %125 ], [ %255, %252 ]
  %132 = phi <16 x i32> [ zeroinitializer, %125 ], [ %256, %252 ]
  %133 = phi <16 x i32> [ zeroinitializer, %125 ], [ %257, %252 ]
  %134 = phi <16 x i32> [ zeroinitializer, %125 ], [ %258, %252 ]
  %135 = phi <16 x i32> [ zeroinitializer, %125 ], [ %259, %252 ]
  %136 = phi <16 x i32> [ zeroinitializer, %125 ], [ %260, %252 ]
  %137 = phi <16 x i32> [ zeroinitializer, %125 ], [ %261, %252 ]
  %138 = phi <16 x i32> [ zeroinitializer, %125 ], [ %262, %252 ]
  %139 = phi <16 x i32> [ zeroinitializer, %125 ], [ %263, %252 ]
  %140 = phi <16 x i32> [ zeroinitializer, %125 ], [ %264, %252 ]
  %141 = phi <16 x i32> [ zeroinitializer, %125 ], [ %265, %252 ]
  %142 = phi <16 x i32> [ zeroinitializer, %125 ], [ %266, %252 ]
  %143 = phi <16 x i32> [ zeroinitializer, %125 ], [ %267, %252 ]
  %144 = phi <16 x i32> [ zeroinitializer, %125 ], [ %268, %252 ]
  %145 = sub nsw i64 %7, %127
  %146 = icmp sgt i64 %145, 15
  %147 = trunc i64 %145 to i32
  %148 = shl nsw i32 -1, %147
  %149 = trunc i32 %148 to i16
  %150 = xor i16 %149, -1
  %151 = select i1 %146, i16 -1, i16 %150
  %152 = getelementptr inbounds nuw i32, ptr %40, i64 %127
  %153 = load <16 x i32>, ptr %152, align 1
  %154 = getelementptr i32, ptr %96, i64 %127
  %155 = bitcast i16 %151 to <16 x i1>
  %156 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %154, <16 x i1> %155, <16 x i32> zeroinitializer)
  %157 = sub <16 x i32> %156, %153
  %158 = add <16 x i32> %157, %144
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %158, ptr align 1 %154, <16 x i1> %155)
  %159 = getelementptr i32, ptr %154, i64 %21
  %160 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %159, <16 x i1> %155, <16 x i32> zeroinitializer)
  %161 = sub <16 x i32> %160, %153
  %162 = add <16 x i32> %161, %142
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %162, ptr align 1 %159, <16 x i1> %155)
  %163 = getelementptr i32, ptr %154, i64 %67
  %164 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %163, <16 x i1> %155, <16 x i32> zeroinitializer)
  %165 = sub <16 x i32> %164, %153
  %166 = add <16 x i32> %165, %140
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %166, ptr align 1 %163, <16 x i1> %155)
  %167 = getelementptr i32, ptr %154, i64 %68
  %168 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %167, <16 x i1> %155, <16 x i32> zeroinitializer)
  %169 = sub <16 x i32> %168, %153
  %170 = add <16 x i32> %169, %138
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %170, ptr align 1 %167, <16 x i1> %155)
  %171 = getelementptr i32, ptr %154, i64 %69
  %172 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %171, <16 x i1> %155, <16 x i32> zeroinitializer)
  %173 = sub <16 x i32> %172, %153
  %174 = add <16 x i32> %173, %136
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %174, ptr align 1 %171, <16 x i1> %155)
  %175 = getelementptr i32, ptr %154, i64 %70
  %176 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %175, <16 x i1> %155, <16 x i32> zeroinitializer)
  %177 = sub <16 x i32> %176, %153
  %178 = add <16 x i32> %177, %134
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %178, ptr align 1 %175, <16 x i1> %155)
  %179 = getelementptr i32, ptr %154, i64 %71
  %180 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %179, <16 x i1> %155, <16 x i32> zeroinitializer)
  %181 = sub <16 x i32> %180, %153
  %182 = add <16 x i32> %181, %132
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %182, ptr align 1 %179, <16 x i1> %155)
  %183 = getelementptr i32, ptr %154, i64 %72
  %184 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %183, <16 x i1> %155, <16 x i32> zeroinitializer)
  %185 = sub <16 x i32> %184, %153
  %186 = add <16 x i32> %185, %130
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %186, ptr align 1 %183, <16 x i1> %155)
  %187 = or disjoint i64 %127, 16
  %188 = sub nsw i64 %7, %187
  %189 = icmp sgt i64 %188, 15
  %190 = trunc i64 %188 to i32
  %191 = shl nsw i32 -1, %190
  %192 = trunc i32 %191 to i16
  %193 = xor i16 %192, -1
  %194 = select i1 %189, i16 -1, i16 %193
  %195 = getelementptr inbounds nuw i32, ptr %40, i64 %187
  %196 = load <16 x i32>, ptr %195, align 1
  %197 = getelementptr i32, ptr %96, i64 %187
  %198 = bitcast i16 %194 to <16 x i1>
  %199 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %197, <16 x i1> %198, <16 x i32> zeroinitializer)
  %200 = sub <16 x i32> %199, %196
  %201 = add <16 x i32> %200, %143
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %201, ptr align 1 %197, <16 x i1> %198)
  %202 = getelementptr i32, ptr %197, i64 %21
  %203 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %202, <16 x i1> %198, <16 x i32> zeroinitializer)
  %204 = sub <16 x i32> %203, %196
  %205 = add <16 x i32> %204, %141
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %205, ptr align 1 %202, <16 x i1> %198)
  %206 = getelementptr i32, ptr %197, i64 %67
  %207 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %206, <16 x i1> %198, <16 x i32> zeroinitializer)
  %208 = sub <16 x i32> %207, %196
  %209 = add <16 x i32> %208, %139
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %209, ptr align 1 %206, <16 x i1> %198)
  %210 = getelementptr i32, ptr %197, i64 %68
  %211 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %210, <16 x i1> %198, <16 x i32> zeroinitializer)
  %212 = sub <16 x i32> %211, %196
  %213 = add <16 x i32> %212, %137
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %213, ptr align 1 %210, <16 x i1> %198)
  %214 = getelementptr i32, ptr %197, i64 %69
  %215 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %214, <16 x i1> %198, <16 x i32> zeroinitializer)
  %216 = sub <16 x i32> %215, %196
  %217 = add <16 x i32> %216, %135
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %217, ptr align 1 %214, <16 x i1> %198)
  %218 = getelementptr i32, ptr %197, i64 %70
  %219 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %218, <16 x i1> %198, <16 x i32> zeroinitializer)
  %220 = sub <16 x i32> %219, %196
  %221 = add <16 x i32> %220, %133
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %221, ptr align 1 %218, <16 x i1> %198)
  %222 = getelementptr i32, ptr %197, i64 %71
  %223 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %222, <16 x i1> %198, <16 x i32> zeroinitializer)
  %224 = sub <16 x i32> %223, %196
  %225 = add <16 x i32> %224, %131
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %225, ptr align 1 %222, <16 x i1> %198)
  %226 = getelementptr i32, ptr %197, i64 %72
  %227 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %226, <16 x i1> %198, <16 x i32> zeroinitializer)
  %228 = sub <16 x i32> %227, %196
  %229 = add <16 x i32> %228, %129
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %229, ptr align 1 %226, <16 x i1> %198)
  br label %671

230:                                              ; preds = %125, %252
  %231 = phi <16 x i32> [ %253, %252 ], [ zeroinitializer, %125 ]
  %232 = phi <16 x i32> [ %254, %252 ], [ zeroinitializer, %125 ]
  %233 = phi <16 x i32> [ %255, %252 ], [ zeroinitializer, %125 ]
  %234 = phi <16 x i32> [ %256, %252 ], [ zeroinitializer, %125 ]
  %235 = phi <16 x i32> [ %257, %252 ], [ zeroinitializer, %125 ]
  %236 = phi <16 x i32> [ %258, %252 ], [ zeroinitializer, %125 ]
  %237 = phi <16 x i32> [ %259, %252 ], [ zeroinitializer, %125 ]
  %238 = phi <16 x i32> [ %260, %252 ], [ zeroinitializer, %125 ]
  %239 = phi <16 x i32> [ %261, %252 ], [ zeroinitializer, %125 ]
  %240 = phi <16 x i32> [ %262, %252 ], [ zeroinitializer, %125 ]
  %241 = phi <16 x i32> [ %263, %252 ], [ zeroinitializer, %125 ]
  %242 = phi <16 x i32> [ %264, %252 ], [ zeroinitializer, %125 ]
  %243 = phi <16 x i32> [ %265, %252 ], [ zeroinitializer, %125 ]
  %244 = phi <16 x i32> [ %266, %252 ], [ zeroinitializer, %125 ]
  %245 = phi <16 x i32> [ %267, %252 ], [ zeroinitializer, %125 ]
  %246 = phi <16 x i32> [ %268, %252 ], [ zeroinitializer, %125 ]
  %247 = phi i64 [ %269, %252 ], [ 0, %125 ]
  br i1 %50, label %248, label %252

248:                                              ; preds = %230
  %249 = mul i64 %48, %247
  %250 = getelementptr inbounds i8, ptr %94, i64 %249
  %251 = mul nuw nsw i64 %247, %9
  br label %271

252:                                              ; preds = %296, %230
  %253 = phi <16 x i32> [ %231, %230 ], [ %297, %296 ]
  %254 = phi <16 x i32> [ %232, %230 ], [ %298, %296 ]
  %255 = phi <16 x i32> [ %233, %230 ], [ %299, %296 ]
  %256 = phi <16 x i32> [ %234, %230 ], [ %300, %296 ]
  %257 = phi <16 x i32> [ %235, %230 ], [ %301, %296 ]
  %258 = phi <16 x i32> [ %236, %230 ], [ %302, %296 ]
  %259 = phi <16 x i32> [ %237, %230 ], [ %303, %296 ]
  %260 = phi <16 x i32> [ %238, %230 ], [ %304, %296 ]
  %261 = phi <16 x i32> [ %239, %230 ], [ %305, %296 ]
  %262 = phi <16 x i32> [ %240, %230 ], [ %306, %296 ]
  %263 = phi <16 x i32> [ %241, %230 ], [ %307, %296 ]
  %264 = phi <16 x i32> [ %242, %230 ], [ %308, %296 ]
  %265 = phi <16 x i32> [ %243, %230 ], [ %309, %296 ]
  %266 = phi <16 x i32> [ %244, %230 ], [ %310, %296 ]
  %267 = phi <16 x i32> [ %245, %230 ], [ %311, %296 ]
  %268 = phi <16 x i32> [ %246, %230 ], [ %312, %296 ]
  %269 = add nuw nsw i64 %247, 1
  %270 = icmp eq i64 %269, %8
  br i1 %270, label %128, label %230

271:                                              ; preds = %248, %296
  %272 = phi <16 x i32> [ %231, %248 ], [ %297, %296 ]
  %273 = phi <16 x i32> [ %232, %248 ], [ %298, %296 ]
  %274 = phi <16 x i32> [ %233, %248 ], [ %299, %296 ]
  %275 = phi <16 x i32> [ %234, %248 ], [ %300, %296 ]
  %276 = phi <16 x i32> [ %235, %248 ], [ %301, %296 ]
  %277 = phi <16 x i32> [ %236, %248 ], [ %302, %296 ]
  %278 = phi <16 x i32> [ %237, %248 ], [ %303, %296 ]
  %279 = phi <16 x i32> [ %238, %248 ], [ %304, %296 ]
  %280 = phi <16 x i32> [ %239, %248 ], [ %305, %296 ]
  %281 = phi <16 x i32> [ %240, %248 ], [ %306, %296 ]
  %282 = phi <16 x i32> [ %241, %248 ], [ %307, %296 ]
  %283 = phi <16 x i32> [ %242, %248 ], [ %308, %296 ]
  %284 = phi <16 x i32> [ %243, %248 ], [ %309, %296 ]
  %285 = phi <16 x i32> [ %244, %248 ], [ %310, %296 ]
  %286 = phi <16 x i32> [ %245, %248 ], [ %311, %296 ]
  %287 = phi <16 x i32> [ %246, %248 ], [ %312, %296 ]
  %288 = phi i64 [ 0, %248 ], [ %313, %296 ]
  %289 = mul i64 %51, %288
  %290 = getelementptr inbounds i8, ptr %250, i64 %289
  %291 = add nuw nsw i64 %288, %251
  %292 = mul i64 %52, %291
  %293 = getelementptr inbounds i8, ptr %122, i64 %292
  br i1 %53, label %294, label %296

294:                                              ; preds = %271
  %295 = getelementptr inbounds i8, ptr %293, i64 %32
  br label %315

296:                                              ; preds = %480, %271
  %297 = phi <16 x i32> [ %272, %271 ], [ %500, %480 ]
  %298 = phi <16 x i32> [ %273, %271 ], [ %499, %480 ]
  %299 = phi <16 x i32> [ %274, %271 ], [ %481, %480 ]
  %300 = phi <16 x i32> [ %275, %271 ], [ %482, %480 ]
  %301 = phi <16 x i32> [ %276, %271 ], [ %494, %480 ]
  %302 = phi <16 x i32> [ %277, %271 ], [ %493, %480 ]
  %303 = phi <16 x i32> [ %278, %271 ], [ %483, %480 ]
  %304 = phi <16 x i32> [ %279, %271 ], [ %484, %480 ]
  %305 = phi <16 x i32> [ %280, %271 ], [ %492, %480 ]
  %306 = phi <16 x i32> [ %281, %271 ], [ %491, %480 ]
  %307 = phi <16 x i32> [ %282, %271 ], [ %485, %480 ]
  %308 = phi <16 x i32> [ %283, %271 ], [ %486, %480 ]
  %309 = phi <16 x i32> [ %284, %271 ], [ %490, %480 ]
  %310 = phi <16 x i32> [ %285, %271 ], [ %489, %480 ]
  %311 = phi <16 x i32> [ %286, %271 ], [ %487, %480 ]
  %312 = phi <16 x i32> [ %287, %271 ], [ %488, %480 ]
  %313 = add nuw nsw i64 %288, 1
  %314 = icmp eq i64 %313, %9
  br i1 %314, label %252, label %271

315:                                              ; preds = %294, %480
  %316 = phi <16 x i32> [ %272, %294 ], [ %500, %480 ]
  %317 = phi <16 x i32> [ %273, %294 ], [ %499, %480 ]
  %318 = phi <16 x i32> [ %274, %294 ], [ %481, %480 ]
  %319 = phi <16 x i32> [ %275, %294 ], [ %482, %480 ]
  %320 = phi <16 x i32> [ %276, %294 ], [ %494, %480 ]
  %321 = phi <16 x i32> [ %277, %294 ], [ %493, %480 ]
  %322 = phi <16 x i32> [ %278, %294 ], [ %483, %480 ]
  %323 = phi <16 x i32> [ %279, %294 ], [ %484, %480 ]
  %324 = phi <16 x i32> [ %280, %294 ], [ %492, %480 ]
  %325 = phi <16 x i32> [ %281, %294 ], [ %491, %480 ]
  %326 = phi <16 x i32> [ %282, %294 ], [ %485, %480 ]
  %327 = phi <16 x i32> [ %283, %294 ], [ %486, %480 ]
  %328 = phi <16 x i32> [ %284, %294 ], [ %490, %480 ]
  %329 = phi <16 x i32> [ %285, %294 ], [ %489, %480 ]
  %330 = phi <16 x i32> [ %286, %294 ], [ %487, %480 ]
  %331 = phi <16 x i32> [ %287, %294 ], [ %488, %480 ]
  %332 = phi i64 [ 0, %294 ], [ %501, %480 ]
  %333 = shl nsw i64 %332, 6
  %334 = getelementptr inbounds nuw i8, ptr %293, i64 %333
  %335 = load <64 x i8>, ptr %334, align 64
  %336 = getelementptr inbounds nuw i8, ptr %295, i64 %333
  %337 = load <64 x i8>, ptr %336, align 64
  %338 = shl nsw i64 %332, 2
  %339 = sub nsw i64 %6, %338
  %340 = getelementptr i8, ptr %290, i64 %338
  %341 = icmp sgt i64 %339, 3
  %342 = getelementptr i8, ptr %340, i64 %45
  br i1 %341, label %414, label %343

343:                                              ; preds = %315
  %344 = trunc i64 %339 to i32
  %345 = shl nsw i32 -1, %344
  %346 = trunc i32 %345 to i16
  %347 = xor i16 %346, -1
  %348 = bitcast i16 %347 to <16 x i1>
  %349 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %340, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %350 = bitcast <16 x i8> %349 to <4 x i32>
  %351 = shufflevector <4 x i32> %350, <4 x i32> poison, <16 x i32> zeroinitializer
  %352 = bitcast <16 x i32> %351 to <8 x i64>
  %353 = xor <8 x i64> %126, %352
  %354 = bitcast <8 x i64> %353 to <64 x i8>
  %355 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %331, <64 x i8> %354, <64 x i8> %335)
  %356 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %354, <64 x i8> %337)
  %357 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %342, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %358 = bitcast <16 x i8> %357 to <4 x i32>
  %359 = shufflevector <4 x i32> %358, <4 x i32> poison, <16 x i32> zeroinitializer
  %360 = bitcast <16 x i32> %359 to <8 x i64>
  %361 = xor <8 x i64> %126, %360
  %362 = bitcast <8 x i64> %361 to <64 x i8>
  %363 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %362, <64 x i8> %335)
  %364 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %328, <64 x i8> %362, <64 x i8> %337)
  %365 = getelementptr i8, ptr %340, i64 %55
  %366 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %365, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %367 = bitcast <16 x i8> %366 to <4 x i32>
  %368 = shufflevector <4 x i32> %367, <4 x i32> poison, <16 x i32> zeroinitializer
  %369 = bitcast <16 x i32> %368 to <8 x i64>
  %370 = xor <8 x i64> %126, %369
  %371 = bitcast <8 x i64> %370 to <64 x i8>
  %372 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %327, <64 x i8> %371, <64 x i8> %335)
  %373 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %326, <64 x i8> %371, <64 x i8> %337)
  %374 = getelementptr i8, ptr %340, i64 %56
  %375 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %374, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %376 = bitcast <16 x i8> %375 to <4 x i32>
  %377 = shufflevector <4 x i32> %376, <4 x i32> poison, <16 x i32> zeroinitializer
  %378 = bitcast <16 x i32> %377 to <8 x i64>
  %379 = xor <8 x i64> %126, %378
  %380 = bitcast <8 x i64> %379 to <64 x i8>
  %381 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %325, <64 x i8> %380, <64 x i8> %335)
  %382 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %324, <64 x i8> %380, <64 x i8> %337)
  %383 = getelementptr i8, ptr %340, i64 %57
  %384 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %383, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %385 = bitcast <16 x i8> %384 to <4 x i32>
  %386 = shufflevector <4 x i32> %385, <4 x i32> poison, <16 x i32> zeroinitializer
  %387 = bitcast <16 x i32> %386 to <8 x i64>
  %388 = xor <8 x i64> %126, %387
  %389 = bitcast <8 x i64> %388 to <64 x i8>
  %390 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %323, <64 x i8> %389, <64 x i8> %335)
  %391 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %322, <64 x i8> %389, <64 x i8> %337)
  %392 = getelementptr i8, ptr %340, i64 %58
  %393 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %392, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %394 = bitcast <16 x i8> %393 to <4 x i32>
  %395 = shufflevector <4 x i32> %394, <4 x i32> poison, <16 x i32> zeroinitializer
  %396 = bitcast <16 x i32> %395 to <8 x i64>
  %397 = xor <8 x i64> %126, %396
  %398 = bitcast <8 x i64> %397 to <64 x i8>
  %399 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %321, <64 x i8> %398, <64 x i8> %335)
  %400 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %320, <64 x i8> %398, <64 x i8> %337)
  %401 = getelementptr i8, ptr %340, i64 %59
  %402 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %401, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %403 = bitcast <16 x i8> %402 to <4 x i32>
  %404 = shufflevector <4 x i32> %403, <4 x i32> poison, <16 x i32> zeroinitializer
  %405 = bitcast <16 x i32> %404 to <8 x i64>
  %406 = xor <8 x i64> %126, %405
  %407 = bitcast <8 x i64> %406 to <64 x i8>
  %408 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %319, <64 x i8> %407, <64 x i8> %335)
  %409 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %318, <64 x i8> %407, <64 x i8> %337)
  %410 = getelementptr i8, ptr %340, i64 %60
  %411 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %410, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %412 = bitcast <16 x i8> %411 to <4 x i32>
  %413 = shufflevector <4 x i32> %412, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %480

414:                                              ; preds = %315
  %415 = load i32, ptr %340, align 1
  %416 = insertelement <16 x i32> poison, i32 %415, i64 0
  %417 = shufflevector <16 x i32> %416, <16 x i32> poison, <16 x i32> zeroinitializer
  %418 = bitcast <16 x i32> %417 to <8 x i64>
  %419 = xor <8 x i64> %126, %418
  %420 = bitcast <8 x i64> %419 to <64 x i8>
  %421 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %331, <64 x i8> %420, <64 x i8> %335)
  %422 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %420, <64 x i8> %337)
  %423 = load i32, ptr %342, align 1
  %424 = insertelement <16 x i32> poison, i32 %423, i64 0
  %425 = shufflevector <16 x i32> %424, <16 x i32> poison, <16 x i32> zeroinitializer
  %426 = bitcast <16 x i32> %425 to <8 x i64>
  %427 = xor <8 x i64> %126, %426
  %428 = bitcast <8 x i64> %427 to <64 x i8>
  %429 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %428, <64 x i8> %335)
  %430 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %328, <64 x i8> %428, <64 x i8> %337)
  %431 = getelementptr i8, ptr %340, i64 %61
  %432 = load i32, ptr %431, align 1
  %433 = insertelement <16 x i32> poison, i32 %432, i64 0
  %434 = shufflevector <16 x i32> %433, <16 x i32> poison, <16 x i32> zeroinitializer
  %435 = bitcast <16 x i32> %434 to <8 x i64>
  %436 = xor <8 x i64> %126, %435
  %437 = bitcast <8 x i64> %436 to <64 x i8>
  %438 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %327, <64 x i8> %437, <64 x i8> %335)
  %439 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %326, <64 x i8> %437, <64 x i8> %337)
  %440 = getelementptr i8, ptr %340, i64 %62
  %441 = load i32, ptr %440, align 1
  %442 = insertelement <16 x i32> poison, i32 %441, i64 0
  %443 = shufflevector <16 x i32> %442, <16 x i32> poison, <16 x i32> zeroinitializer
  %444 = bitcast <16 x i32> %443 to <8 x i64>
  %445 = xor <8 x i64> %126, %444
  %446 = bitcast <8 x i64> %445 to <64 x i8>
  %447 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %325, <64 x i8> %446, <64 x i8> %335)
  %448 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %324, <64 x i8> %446, <64 x i8> %337)
  %449 = getelementptr i8, ptr %340, i64 %63
  %450 = load i32, ptr %449, align 1
  %451 = insertelement <16 x i32> poison, i32 %450, i64 0
  %452 = shufflevector <16 x i32> %451, <16 x i32> poison, <16 x i32> zeroinitializer
  %453 = bitcast <16 x i32> %452 to <8 x i64>
  %454 = xor <8 x i64> %126, %453
  %455 = bitcast <8 x i64> %454 to <64 x i8>
  %456 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %323, <64 x i8> %455, <64 x i8> %335)
  %457 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %322, <64 x i8> %455, <64 x i8> %337)
  %458 = getelementptr i8, ptr %340, i64 %64
  %459 = load i32, ptr %458, align 1
  %460 = insertelement <16 x i32> poison, i32 %459, i64 0
  %461 = shufflevector <16 x i32> %460, <16 x i32> poison, <16 x i32> zeroinitializer
  %462 = bitcast <16 x i32> %461 to <8 x i64>
  %463 = xor <8 x i64> %126, %462
  %464 = bitcast <8 x i64> %463 to <64 x i8>
  %465 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %321, <64 x i8> %464, <64 x i8> %335)
  %466 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %320, <64 x i8> %464, <64 x i8> %337)
  %467 = getelementptr i8, ptr %340, i64 %65
  %468 = load i32, ptr %467, align 1
  %469 = insertelement <16 x i32> poison, i32 %468, i64 0
  %470 = shufflevector <16 x i32> %469, <16 x i32> poison, <16 x i32> zeroinitializer
  %471 = bitcast <16 x i32> %470 to <8 x i64>
  %472 = xor <8 x i64> %126, %471
  %473 = bitcast <8 x i64> %472 to <64 x i8>
  %474 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %319, <64 x i8> %473, <64 x i8> %335)
  %475 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %318, <64 x i8> %473, <64 x i8> %337)
  %476 = getelementptr i8, ptr %340, i64 %66
  %477 = load i32, ptr %476, align 1
  %478 = insertelement <16 x i32> poison, i32 %477, i64 0
  %479 = shufflevector <16 x i32> %478, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %480

480:                                              ; preds = %414, %343
  %481 = phi <16 x i32> [ %475, %414 ], [ %409, %343 ]
  %482 = phi <16 x i32> [ %474, %414 ], [ %408, %343 ]
  %483 = phi <16 x i32> [ %457, %414 ], [ %391, %343 ]
  %484 = phi <16 x i32> [ %456, %414 ], [ %390, %343 ]
  %485 = phi <16 x i32> [ %439, %414 ], [ %373, %343 ]
  %486 = phi <16 x i32> [ %438, %414 ], [ %372, %343 ]
  %487 = phi <16 x i32> [ %422, %414 ], [ %356, %343 ]
  %488 = phi <16 x i32> [ %421, %414 ], [ %355, %343 ]
  %489 = phi <16 x i32> [ %429, %414 ], [ %363, %343 ]
  %490 = phi <16 x i32> [ %430, %414 ], [ %364, %343 ]
  %491 = phi <16 x i32> [ %447, %414 ], [ %381, %343 ]
  %492 = phi <16 x i32> [ %448, %414 ], [ %382, %343 ]
  %493 = phi <16 x i32> [ %465, %414 ], [ %399, %343 ]
  %494 = phi <16 x i32> [ %466, %414 ], [ %400, %343 ]
  %495 = phi <16 x i32> [ %479, %414 ], [ %413, %343 ]
  %496 = bitcast <16 x i32> %495 to <8 x i64>
  %497 = xor <8 x i64> %126, %496
  %498 = bitcast <8 x i64> %497 to <64 x i8>
  %499 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %317, <64 x i8> %498, <64 x i8> %335)
  %500 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %316, <64 x i8> %498, <64 x i8> %337)
  %501 = add nuw nsw i64 %332, 1
  %502 = icmp eq i64 %501, %54
  br i1 %502, label %296, label %315

503:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  %504 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %23, i8 0, i64 1024, i1 false)
  br i1 %49, label %505, label %578

505:                                              ; preds = %503, %511
  %506 = phi i64 [ %512, %511 ], [ 0, %503 ]
  br i1 %50, label %507, label %511

507:                                              ; preds = %505
  %508 = mul i64 %48, %506
  %509 = getelementptr inbounds i8, ptr %94, i64 %508
  %510 = mul nuw nsw i64 %506, %9
  br label %514

511:                                              ; preds = %523, %505
  %512 = add nuw nsw i64 %506, 1
  %513 = icmp eq i64 %512, %8
  br i1 %513, label %578, label %505

514:                                              ; preds = %507, %523
  %515 = phi i64 [ 0, %507 ], [ %524, %523 ]
  %516 = mul i64 %51, %515
  %517 = getelementptr inbounds i8, ptr %509, i64 %516
  %518 = add nuw nsw i64 %515, %510
  %519 = mul i64 %52, %518
  %520 = getelementptr inbounds i8, ptr %122, i64 %519
  br i1 %53, label %521, label %523

521:                                              ; preds = %514
  %522 = getelementptr inbounds i8, ptr %520, i64 %32
  br label %526

523:                                              ; preds = %548, %514
  %524 = add nuw nsw i64 %515, 1
  %525 = icmp eq i64 %524, %9
  br i1 %525, label %511, label %514

526:                                              ; preds = %521, %548
  %527 = phi i64 [ 0, %521 ], [ %549, %548 ]
  %528 = shl nsw i64 %527, 6
  %529 = getelementptr inbounds nuw i8, ptr %520, i64 %528
  %530 = load <8 x i64>, ptr %529, align 64
  br i1 %123, label %531, label %534

531:                                              ; preds = %526
  %532 = getelementptr inbounds nuw i8, ptr %522, i64 %528
  %533 = load <8 x i64>, ptr %532, align 64
  br label %534

534:                                              ; preds = %531, %526
  %535 = phi <8 x i64> [ %533, %531 ], [ %530, %526 ]
  %536 = shl nsw i64 %527, 2
  %537 = getelementptr i8, ptr %517, i64 %536
  br i1 %103, label %538, label %548

538:                                              ; preds = %534
  %539 = sub nsw i64 %6, %536
  %540 = icmp sgt i64 %539, 3
  %541 = trunc i64 %539 to i32
  %542 = shl nsw i32 -1, %541
  %543 = trunc i32 %542 to i16
  %544 = xor i16 %543, -1
  %545 = bitcast i16 %544 to <16 x i1>
  %546 = bitcast <8 x i64> %530 to <64 x i8>
  %547 = bitcast <8 x i64> %535 to <64 x i8>
  br label %551

548:                                              ; preds = %575, %534
  %549 = add nuw nsw i64 %527, 1
  %550 = icmp eq i64 %549, %54
  br i1 %550, label %523, label %526

551:                                              ; preds = %538, %575
  %552 = phi i64 [ 0, %538 ], [ %576, %575 ]
  %553 = mul i64 %45, %552
  %554 = getelementptr i8, ptr %537, i64 %553
  br i1 %540, label %555, label %559

555:                                              ; preds = %551
  %556 = load i32, ptr %554, align 1
  %557 = insertelement <16 x i32> poison, i32 %556, i64 0
  %558 = shufflevector <16 x i32> %557, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %563

559:                                              ; preds = %551
  %560 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %554, <16 x i1> %545, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %561 = bitcast <16 x i8> %560 to <4 x i32>
  %562 = shufflevector <4 x i32> %561, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %563

563:                                              ; preds = %555, %559
  %564 = phi <16 x i32> [ %558, %555 ], [ %562, %559 ]
  %565 = bitcast <16 x i32> %564 to <8 x i64>
  %566 = xor <8 x i64> %504, %565
  %567 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %552
  %568 = load <16 x i32>, ptr %567, align 64
  %569 = bitcast <8 x i64> %566 to <64 x i8>
  %570 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %568, <64 x i8> %569, <64 x i8> %546)
  store <16 x i32> %570, ptr %567, align 64
  br i1 %123, label %571, label %575

571:                                              ; preds = %563
  %572 = getelementptr inbounds nuw i8, ptr %567, i64 64
  %573 = load <16 x i32>, ptr %572, align 64
  %574 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %573, <64 x i8> %569, <64 x i8> %547)
  store <16 x i32> %574, ptr %572, align 64
  br label %575

575:                                              ; preds = %571, %563
  %576 = add nuw nsw i64 %552, 1
  %577 = icmp eq i64 %576, %104
  br i1 %577, label %548, label %551

578:                                              ; preds = %503, %511
  %579 = shl i64 %120, 4
  %580 = getelementptr i32, ptr %96, i64 %579
  br i1 %103, label %581, label %602

581:                                              ; preds = %578
  %582 = getelementptr inbounds nuw i32, ptr %40, i64 %579
  %583 = load <16 x i32>, ptr %582, align 1
  %584 = sub nsw i64 %7, %579
  %585 = icmp sgt i64 %584, 15
  %586 = trunc i64 %584 to i32
  %587 = shl nsw i32 -1, %586
  %588 = trunc i32 %587 to i16
  %589 = xor i16 %588, -1
  %590 = select i1 %585, i16 -1, i16 %589
  %591 = bitcast i16 %590 to <16 x i1>
  br i1 %107, label %593, label %649

592:                                              ; preds = %649
  br i1 %109, label %602, label %593

593:                                              ; preds = %592, %581
  %594 = phi i64 [ 0, %581 ], [ %667, %592 ]
  tail call void @llvm.assume(i1 %110)
  %595 = mul nsw i64 %21, %594
  %596 = getelementptr i32, ptr %580, i64 %595
  %597 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %596, <16 x i1> %591, <16 x i32> zeroinitializer)
  %598 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %594
  %599 = load <16 x i32>, ptr %598, align 64
  %600 = sub <16 x i32> %597, %583
  %601 = add <16 x i32> %600, %599
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %601, ptr align 1 %596, <16 x i1> %591)
  br label %602

602:                                              ; preds = %593, %592, %578
  br i1 %123, label %603, label %670

603:                                              ; preds = %602
  %604 = shl i64 %120, 4
  %605 = or disjoint i64 %604, 16
  %606 = getelementptr i32, ptr %96, i64 %605
  br i1 %103, label %607, label %670

607:                                              ; preds = %603
  %608 = getelementptr inbounds nuw i32, ptr %40, i64 %605
  %609 = load <16 x i32>, ptr %608, align 1
  %610 = sub nsw i64 %7, %605
  %611 = icmp sgt i64 %610, 15
  %612 = trunc i64 %610 to i32
  %613 = shl nsw i32 -1, %612
  %614 = trunc i32 %613 to i16
  %615 = xor i16 %614, -1
  %616 = select i1 %611, i16 -1, i16 %615
  %617 = bitcast i16 %616 to <16 x i1>
  br i1 %112, label %640, label %618

618:                                              ; preds = %607, %618
  %619 = phi i64 [ %636, %618 ], [ 0, %607 ]
  %620 = phi i64 [ %637, %618 ], [ 0, %607 ]
  %621 = mul nsw i64 %21, %619
  %622 = getelementptr i32, ptr %606, i64 %621
  %623 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %622, <16 x i1> %617, <16 x i32> zeroinitializer)
  %624 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %619
  %625 = load <16 x i32>, ptr %624, align 64
  %626 = sub <16 x i32> %623, %609
  %627 = add <16 x i32> %626, %625
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %627, ptr align 1 %622, <16 x i1> %617)
  %628 = or disjoint i64 %619, 1
  %629 = mul nsw i64 %21, %628
  %630 = getelementptr i32, ptr %606, i64 %629
  %631 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %630, <16 x i1> %617, <16 x i32> zeroinitializer)
  %632 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %628
  %633 = load <16 x i32>, ptr %632, align 64
  %634 = sub <16 x i32> %631, %609
  %635 = add <16 x i32> %634, %633
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %635, ptr align 1 %630, <16 x i1> %617)
  %636 = add nuw nsw i64 %619, 2
  %637 = add i64 %620, 2
  %638 = icmp eq i64 %637, %113
  br i1 %638, label %639, label %618

639:                                              ; preds = %618
  br i1 %114, label %670, label %640

640:                                              ; preds = %639, %607
  %641 = phi i64 [ 0, %607 ], [ %636, %639 ]
  tail call void @llvm.assume(i1 %115)
  %642 = mul nsw i64 %21, %641
  %643 = getelementptr i32, ptr %606, i64 %642
  %644 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %643, <16 x i1> %617, <16 x i32> zeroinitializer)
  %645 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %641
  %646 = load <16 x i32>, ptr %645, align 64
  %647 = sub <16 x i32> %644, %609
  %648 = add <16 x i32> %647, %646
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %648, ptr align 1 %643, <16 x i1> %617)
  br label %670

649:                                              ; preds = %581, %649
  %650 = phi i64 [ %667, %649 ], [ 0, %581 ]
  %651 = phi i64 [ %668, %649 ], [ 0, %581 ]
  %652 = mul nsw i64 %21, %650
  %653 = getelementptr i32, ptr %580, i64 %652
  %654 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %653, <16 x i1> %591, <16 x i32> zeroinitializer)
  %655 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %650
  %656 = load <16 x i32>, ptr %655, align 64
  %657 = sub <16 x i32> %654, %583
  %658 = add <16 x i32> %657, %656
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %658, ptr align 1 %653, <16 x i1> %591)
  %659 = or disjoint i64 %650, 1
  %660 = mul nsw i64 %21, %659
  %661 = getelementptr i32, ptr %580, i64 %660
  %662 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %661, <16 x i1> %591, <16 x i32> zeroinitializer)
  %663 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %659
  %664 = load <16 x i32>, ptr %663, align 64
  %665 = sub <16 x i32> %662, %583
  %666 = add <16 x i32> %665, %664
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %666, ptr align 1 %661, <16 x i1> %591)
  %667 = add nuw nsw i64 %650, 2
  %668 = add i64 %651, 2
  %669 = icmp eq i64 %668, %108
  br i1 %669, label %592, label %649

670:                                              ; preds = %603, %640, %639, %602
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %671

671:                                              ; preds = %670, %128
  %672 = add nuw nsw i64 %120, 2
  %673 = icmp slt i64 %672, %29
  br i1 %673, label %119, label %116
}

; Function Attrs: nounwind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_q_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29, i64 noundef %30, i64 noundef %31, i64 noundef %32) local_unnamed_addr {
  %34 = alloca [16 x [8 x i8]], align 16
  %35 = alloca [8 x [16 x i8]], align 16
  %36 = alloca [16 x [8 x i8]], align 16
  %37 = alloca [8 x [16 x i8]], align 16
  %38 = alloca [16 x [8 x i8]], align 16
  %39 = alloca [8 x [16 x i8]], align 16
  %40 = alloca [16 x [8 x i8]], align 16
  %41 = alloca [8 x [16 x i8]], align 16
  %42 = alloca [8 x [2 x <8 x i64>]], align 64
  %43 = alloca [16384 x i8], align 16
  %44 = inttoptr i64 %0 to ptr
  %45 = inttoptr i64 %2 to ptr
  %46 = icmp ne i64 %31, 0
  br i1 %46, label %47, label %49

47:                                               ; preds = %33
  %48 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
  br label %49

49:                                               ; preds = %33, %47
  %50 = phi <8 x i64> [ %48, %47 ], [ zeroinitializer, %33 ]
  %51 = add nsw i64 %6, 3
  %52 = sdiv i64 %51, 4
  %53 = add nsw i64 %7, 15
  %54 = sdiv i64 %53, 16
  %55 = shl i64 %8, 6
  %56 = mul i64 %55, %52
  %57 = mul i64 %56, %9
  %58 = add i64 %57, 64
  %59 = mul i64 %58, %54
  %60 = icmp eq i64 %59, %3
  br i1 %60, label %62, label %61

61:                                               ; preds = %49
  tail call void @llvm.trap()
  unreachable

62:                                               ; preds = %49
  %63 = inttoptr i64 %1 to ptr
  %64 = mul nsw i64 %57, %54
  %65 = getelementptr inbounds i8, ptr %63, i64 %64
  %66 = inttoptr i64 %23 to ptr
  %67 = inttoptr i64 %24 to ptr
  %68 = trunc i64 %26 to i32
  %69 = trunc i64 %27 to i32
  %70 = inttoptr i64 %25 to ptr
  %71 = insertelement <16 x i32> poison, i32 %68, i64 0
  %72 = bitcast <16 x i32> %71 to <16 x float>
  %73 = shufflevector <16 x float> %72, <16 x float> poison, <16 x i32> zeroinitializer
  %74 = insertelement <16 x i32> poison, i32 %69, i64 0
  %75 = bitcast <16 x i32> %74 to <16 x float>
  %76 = shufflevector <16 x float> %75, <16 x float> poison, <16 x i32> zeroinitializer
  %77 = trunc i64 %28 to i32
  %78 = insertelement <16 x i32> poison, i32 %77, i64 0
  %79 = shufflevector <16 x i32> %78, <16 x i32> poison, <16 x i32> zeroinitializer
  %80 = trunc i64 %29 to i32
  %81 = insertelement <16 x i32> poison, i32 %80, i64 0
  %82 = shufflevector <16 x i32> %81, <16 x i32> poison, <16 x i32> zeroinitializer
  %83 = trunc i64 %30 to i32
  %84 = insertelement <16 x i32> poison, i32 %83, i64 0
  %85 = shufflevector <16 x i32> %84, <16 x i32> poison, <16 x i32> zeroinitializer
  call void @llvm.lifetime.start.p0(ptr nonnull %43)
  %86 = icmp eq i64 %22, 1
  %87 = icmp slt i64 %11, 513
  %88 = and i1 %87, %86
  %89 = icmp slt i64 %4, %5
  br i1 %89, label %90, label %283

90:                                               ; preds = %62
  %91 = mul i64 %13, %18
  %92 = mul i64 %17, %12
  %93 = add nsw i64 %54, -2
  %94 = mul i64 %91, 7
  %95 = icmp sgt i64 %7, 0
  %96 = select i1 %88, i64 512, i64 %20
  %97 = mul i64 %15, %18
  %98 = icmp sgt i64 %11, 0
  %99 = add nsw i64 %8, -1
  %100 = mul i64 %17, %14
  %101 = mul i64 %100, %99
  %102 = add nsw i64 %9, -1
  %103 = mul i64 %97, %102
  %104 = shl nsw i64 %52, 2
  %105 = add i64 %103, %94
  %106 = add i64 %101, %104
  %107 = add i64 %106, %105
  %108 = icmp sgt i64 %8, 0
  %109 = icmp sgt i64 %9, 0
  %110 = shl i64 %52, 6
  %111 = icmp sgt i64 %6, 0
  %112 = icmp eq i64 %23, 0
  %113 = icmp eq i64 %24, 0
  %114 = icmp eq i64 %25, 0
  %115 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %116 = shl i64 %91, 1
  %117 = mul i64 %91, 3
  %118 = shl i64 %91, 2
  %119 = mul i64 %91, 5
  %120 = mul i64 %91, 6
  %121 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %122 = getelementptr inbounds nuw i8, ptr %39, i64 32
  %123 = getelementptr inbounds nuw i8, ptr %39, i64 48
  %124 = getelementptr inbounds nuw i8, ptr %39, i64 64
  %125 = getelementptr inbounds nuw i8, ptr %39, i64 80
  %126 = getelementptr inbounds nuw i8, ptr %39, i64 96
  %127 = getelementptr inbounds nuw i8, ptr %39, i64 112
  %128 = shl nsw i64 %22, 1
  %129 = mul nsw i64 %22, 3
  %130 = shl nsw i64 %22, 2
  %131 = mul nsw i64 %22, 5
  %132 = mul nsw i64 %22, 6
  %133 = mul nsw i64 %22, 7
  %134 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %135 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %136 = getelementptr inbounds nuw i8, ptr %38, i64 48
  %137 = getelementptr inbounds nuw i8, ptr %38, i64 64
  %138 = getelementptr inbounds nuw i8, ptr %38, i64 80
  %139 = getelementptr inbounds nuw i8, ptr %38, i64 96
  %140 = getelementptr inbounds nuw i8, ptr %38, i64 112
  %141 = shl nsw i64 %96, 1
  %142 = mul nsw i64 %96, 3
  %143 = shl nsw i64 %96, 2
  %144 = mul nsw i64 %96, 5
  %145 = mul nsw i64 %96, 6
  %146 = mul nsw i64 %96, 7
  %147 = shl nsw i64 %96, 3
  %148 = mul nsw i64 %96, 9
  %149 = mul nsw i64 %96, 10
  %150 = mul nsw i64 %96, 11
  %151 = mul nsw i64 %96, 12
  %152 = mul nsw i64 %96, 13
  %153 = mul nsw i64 %96, 14
  %154 = mul nsw i64 %96, 15
  %155 = getelementptr inbounds nuw i8, ptr %41, i64 16
  %156 = getelementptr inbounds nuw i8, ptr %41, i64 32
  %157 = getelementptr inbounds nuw i8, ptr %41, i64 48
  %158 = getelementptr inbounds nuw i8, ptr %41, i64 64
  %159 = getelementptr inbounds nuw i8, ptr %41, i64 80
  %160 = getelementptr inbounds nuw i8, ptr %41, i64 96
  %161 = getelementptr inbounds nuw i8, ptr %41, i64 112
  %162 = shl nsw i64 %22, 1
  %163 = mul nsw i64 %22, 3
  %164 = shl nsw i64 %22, 2
  %165 = mul nsw i64 %22, 5
  %166 = mul nsw i64 %22, 6
  %167 = mul nsw i64 %22, 7
  %168 = getelementptr inbounds nuw i8, ptr %40, i64 16
  %169 = getelementptr inbounds nuw i8, ptr %40, i64 32
  %170 = getelementptr inbounds nuw i8, ptr %40, i64 48
  %171 = getelementptr inbounds nuw i8, ptr %40, i64 64
  %172 = getelementptr inbounds nuw i8, ptr %40, i64 80
  %173 = getelementptr inbounds nuw i8, ptr %40, i64 96
  %174 = getelementptr inbounds nuw i8, ptr %40, i64 112
  %175 = shl nsw i64 %96, 1
  %176 = mul nsw i64 %96, 3
  %177 = shl nsw i64 %96, 2
  %178 = mul nsw i64 %96, 5
  %179 = mul nsw i64 %96, 6
  %180 = mul nsw i64 %96, 7
  %181 = shl nsw i64 %96, 3
  %182 = mul nsw i64 %96, 9
  %183 = mul nsw i64 %96, 10
  %184 = mul nsw i64 %96, 11
  %185 = mul nsw i64 %96, 12
  %186 = mul nsw i64 %96, 13
  %187 = mul nsw i64 %96, 14
  %188 = mul nsw i64 %96, 15
  %189 = getelementptr inbounds nuw i8, ptr %42, i64 128
  %190 = getelementptr inbounds nuw i8, ptr %42, i64 256
  %191 = getelementptr inbounds nuw i8, ptr %42, i64 384
  %192 = getelementptr inbounds nuw i8, ptr %42, i64 512
  %193 = getelementptr inbounds nuw i8, ptr %42, i64 640
  %194 = getelementptr inbounds nuw i8, ptr %42, i64 768
  %195 = getelementptr inbounds nuw i8, ptr %42, i64 896
  %196 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %197 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %198 = getelementptr inbounds nuw i8, ptr %35, i64 48
  %199 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %200 = getelementptr inbounds nuw i8, ptr %35, i64 80
  %201 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %202 = getelementptr inbounds nuw i8, ptr %35, i64 112
  %203 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %204 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %205 = getelementptr inbounds nuw i8, ptr %34, i64 48
  %206 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %207 = getelementptr inbounds nuw i8, ptr %34, i64 80
  %208 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %209 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %210 = shl nsw i64 %96, 1
  %211 = mul nsw i64 %96, 3
  %212 = shl nsw i64 %96, 2
  %213 = mul nsw i64 %96, 5
  %214 = mul nsw i64 %96, 6
  %215 = mul nsw i64 %96, 7
  %216 = shl nsw i64 %96, 3
  %217 = mul nsw i64 %96, 9
  %218 = mul nsw i64 %96, 10
  %219 = mul nsw i64 %96, 11
  %220 = mul nsw i64 %96, 12
  %221 = mul nsw i64 %96, 13
  %222 = mul nsw i64 %96, 14
  %223 = mul nsw i64 %96, 15
  %224 = getelementptr inbounds nuw i8, ptr %42, i64 64
  %225 = getelementptr inbounds nuw i8, ptr %42, i64 192
  %226 = getelementptr inbounds nuw i8, ptr %42, i64 320
  %227 = getelementptr inbounds nuw i8, ptr %42, i64 448
  %228 = getelementptr inbounds nuw i8, ptr %42, i64 576
  %229 = getelementptr inbounds nuw i8, ptr %42, i64 704
  %230 = getelementptr inbounds nuw i8, ptr %42, i64 832
  %231 = getelementptr inbounds nuw i8, ptr %42, i64 960
  %232 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %233 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %234 = getelementptr inbounds nuw i8, ptr %37, i64 48
  %235 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %236 = getelementptr inbounds nuw i8, ptr %37, i64 80
  %237 = getelementptr inbounds nuw i8, ptr %37, i64 96
  %238 = getelementptr inbounds nuw i8, ptr %37, i64 112
  %239 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %240 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %241 = getelementptr inbounds nuw i8, ptr %36, i64 48
  %242 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %243 = getelementptr inbounds nuw i8, ptr %36, i64 80
  %244 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %245 = getelementptr inbounds nuw i8, ptr %36, i64 112
  %246 = shl nsw i64 %96, 1
  %247 = mul nsw i64 %96, 3
  %248 = shl nsw i64 %96, 2
  %249 = mul nsw i64 %96, 5
  %250 = mul nsw i64 %96, 6
  %251 = mul nsw i64 %96, 7
  %252 = shl nsw i64 %96, 3
  %253 = mul nsw i64 %96, 9
  %254 = mul nsw i64 %96, 10
  %255 = mul nsw i64 %96, 11
  %256 = mul nsw i64 %96, 12
  %257 = mul nsw i64 %96, 13
  %258 = mul nsw i64 %96, 14
  %259 = mul nsw i64 %96, 15
  %260 = add i64 %7, -1
  %261 = add i64 %7, -16
  %262 = add i64 %7, -17
  %263 = add i64 %11, -1
  %264 = lshr i64 %263, 6
  %265 = add nuw nsw i64 %264, 1
  %266 = and i64 %7, 3
  %267 = icmp eq i64 %266, 0
  %268 = icmp ne i64 %266, 0
  %269 = and i64 %7, 3
  %270 = icmp eq i64 %269, 0
  %271 = icmp ne i64 %269, 0
  %272 = and i64 %7, 3
  %273 = icmp eq i64 %272, 0
  %274 = icmp ne i64 %272, 0
  %275 = and i64 %7, 3
  %276 = icmp eq i64 %275, 0
  %277 = icmp ne i64 %275, 0
  %278 = and i64 %265, 1
  %279 = icmp eq i64 %264, 0
  %280 = and i64 %265, 576460752303423486
  %281 = icmp eq i64 %278, 0
  %282 = icmp ne i64 %278, 0
  br label %284

283:                                              ; preds = %295, %62
  call void @llvm.lifetime.end.p0(ptr nonnull %43)
  ret void

284:                                              ; preds = %90, %295
  %285 = phi i64 [ %4, %90 ], [ %296, %295 ]
  %286 = sdiv i64 %285, %10
  %287 = srem i64 %285, %10
  %288 = mul nsw i64 %286, %16
  %289 = mul i64 %92, %287
  %290 = add nsw i64 %289, %288
  %291 = mul nsw i64 %286, %19
  %292 = getelementptr inbounds i8, ptr %45, i64 %291
  %293 = mul nsw i64 %287, %21
  %294 = getelementptr inbounds i8, ptr %292, i64 %293
  br i1 %95, label %298, label %295

295:                                              ; preds = %1904, %284
  %296 = add nsw i64 %285, 1
  %297 = icmp eq i64 %296, %5
  br i1 %297, label %283, label %284

298:                                              ; preds = %284, %1904
  %299 = phi i64 [ %1908, %1904 ], [ 0, %284 ]
  %300 = phi i64 [ %1907, %1904 ], [ %7, %284 ]
  %301 = phi i64 [ %1905, %1904 ], [ 0, %284 ]
  %302 = mul nsw i64 %299, -32
  %303 = add i64 %261, %302
  %304 = add i64 %262, %302
  %305 = mul nsw i64 %299, -32
  %306 = add i64 %7, %305
  %307 = add i64 %260, %305
  %308 = mul nsw i64 %299, -32
  %309 = add i64 %261, %308
  %310 = add i64 %262, %308
  %311 = mul nsw i64 %299, -32
  %312 = add i64 %7, %311
  %313 = add i64 %260, %311
  %314 = tail call i64 @llvm.smax.i64(i64 %300, i64 1)
  %315 = tail call i64 @llvm.umin.i64(i64 %314, i64 32)
  %316 = mul nsw i64 %301, %57
  %317 = getelementptr inbounds i8, ptr %63, i64 %316
  %318 = icmp sgt i64 %301, %93
  %319 = mul i64 %301, -8192
  %320 = getelementptr inbounds i8, ptr %43, i64 %319
  %321 = select i1 %88, ptr %320, ptr %294
  br i1 %98, label %322, label %361

322:                                              ; preds = %298
  %323 = shl nsw i64 %301, 4
  %324 = sub nsw i64 %7, %323
  %325 = icmp sgt i64 %324, 15
  %326 = select i1 %325, i64 16, i64 %324
  %327 = trunc i64 %326 to i32
  %328 = shl nsw i32 -1, %327
  %329 = trunc i32 %328 to i16
  %330 = xor i16 %329, -1
  %331 = getelementptr inbounds nuw i32, ptr %65, i64 %323
  %332 = bitcast i16 %330 to <16 x i1>
  %333 = getelementptr inbounds nuw i32, ptr %66, i64 %323
  %334 = getelementptr inbounds nuw i32, ptr %67, i64 %323
  %335 = getelementptr inbounds nuw float, ptr %70, i64 %323
  %336 = mul nsw i64 %323, %96
  %337 = icmp sgt i64 %326, 0
  %338 = or disjoint i64 %323, 16
  %339 = sub nsw i64 %7, %338
  %340 = icmp sgt i64 %339, 15
  %341 = select i1 %340, i64 16, i64 %339
  %342 = trunc i64 %341 to i32
  %343 = shl nsw i32 -1, %342
  %344 = trunc i32 %343 to i16
  %345 = xor i16 %344, -1
  %346 = getelementptr inbounds nuw i32, ptr %65, i64 %338
  %347 = bitcast i16 %345 to <16 x i1>
  %348 = getelementptr inbounds nuw i32, ptr %66, i64 %338
  %349 = getelementptr inbounds nuw i32, ptr %67, i64 %338
  %350 = getelementptr inbounds nuw float, ptr %70, i64 %338
  %351 = mul nsw i64 %338, %96
  %352 = icmp sgt i64 %341, 0
  %353 = icmp ult i64 %313, 3
  %354 = sub i64 %312, %266
  %355 = icmp ult i64 %310, 3
  %356 = sub i64 %309, %269
  %357 = icmp ult i64 %307, 3
  %358 = sub i64 %306, %272
  %359 = icmp ult i64 %304, 3
  %360 = sub i64 %303, %275
  br label %362

361:                                              ; preds = %1850, %298
  br i1 %88, label %1853, label %1904

362:                                              ; preds = %322, %1850
  %363 = phi i64 [ 0, %322 ], [ %1851, %1850 ]
  %364 = sub nsw i64 %11, %363
  %365 = icmp sgt i64 %364, 7
  %366 = trunc i64 %364 to i32
  %367 = select i1 %365, i32 8, i32 %366
  %368 = mul i64 %91, %363
  %369 = add nsw i64 %290, %368
  %370 = getelementptr inbounds i8, ptr %44, i64 %369
  %371 = add i64 %107, %369
  %372 = icmp sgt i64 %371, %32
  %373 = icmp ne i32 %367, 8
  %374 = select i1 %373, i1 true, i1 %318
  %375 = or i1 %46, %374
  %376 = select i1 %375, i1 true, i1 %372
  br i1 %376, label %1131, label %377

377:                                              ; preds = %362
  %378 = mul nsw i64 %363, %22
  %379 = getelementptr inbounds i8, ptr %321, i64 %378
  br i1 %108, label %380, label %547

380:                                              ; preds = %377, %402
  %381 = phi <16 x i32> [ %403, %402 ], [ zeroinitializer, %377 ]
  %382 = phi <16 x i32> [ %404, %402 ], [ zeroinitializer, %377 ]
  %383 = phi <16 x i32> [ %405, %402 ], [ zeroinitializer, %377 ]
  %384 = phi <16 x i32> [ %406, %402 ], [ zeroinitializer, %377 ]
  %385 = phi <16 x i32> [ %407, %402 ], [ zeroinitializer, %377 ]
  %386 = phi <16 x i32> [ %408, %402 ], [ zeroinitializer, %377 ]
  %387 = phi <16 x i32> [ %409, %402 ], [ zeroinitializer, %377 ]
  %388 = phi <16 x i32> [ %410, %402 ], [ zeroinitializer, %377 ]
  %389 = phi <16 x i32> [ %411, %402 ], [ zeroinitializer, %377 ]
  %390 = phi <16 x i32> [ %412, %402 ], [ zeroinitializer, %377 ]
  %391 = phi <16 x i32> [ %413, %402 ], [ zeroinitializer, %377 ]
  %392 = phi <16 x i32> [ %414, %402 ], [ zeroinitializer, %377 ]
  %393 = phi <16 x i32> [ %415, %402 ], [ zeroinitializer, %377 ]
  %394 = phi <16 x i32> [ %416, %402 ], [ zeroinitializer, %377 ]
  %395 = phi <16 x i32> [ %417, %402 ], [ zeroinitializer, %377 ]
  %396 = phi <16 x i32> [ %418, %402 ], [ zeroinitializer, %377 ]
  %397 = phi i64 [ %419, %402 ], [ 0, %377 ]
  br i1 %109, label %398, label %402

398:                                              ; preds = %380
  %399 = mul i64 %100, %397
  %400 = getelementptr inbounds i8, ptr %370, i64 %399
  %401 = mul nuw nsw i64 %397, %9
  br label %421

402:                                              ; preds = %446, %380
  %403 = phi <16 x i32> [ %381, %380 ], [ %447, %446 ]
  %404 = phi <16 x i32> [ %382, %380 ], [ %448, %446 ]
  %405 = phi <16 x i32> [ %383, %380 ], [ %449, %446 ]
  %406 = phi <16 x i32> [ %384, %380 ], [ %450, %446 ]
  %407 = phi <16 x i32> [ %385, %380 ], [ %451, %446 ]
  %408 = phi <16 x i32> [ %386, %380 ], [ %452, %446 ]
  %409 = phi <16 x i32> [ %387, %380 ], [ %453, %446 ]
  %410 = phi <16 x i32> [ %388, %380 ], [ %454, %446 ]
  %411 = phi <16 x i32> [ %389, %380 ], [ %455, %446 ]
  %412 = phi <16 x i32> [ %390, %380 ], [ %456, %446 ]
  %413 = phi <16 x i32> [ %391, %380 ], [ %457, %446 ]
  %414 = phi <16 x i32> [ %392, %380 ], [ %458, %446 ]
  %415 = phi <16 x i32> [ %393, %380 ], [ %459, %446 ]
  %416 = phi <16 x i32> [ %394, %380 ], [ %460, %446 ]
  %417 = phi <16 x i32> [ %395, %380 ], [ %461, %446 ]
  %418 = phi <16 x i32> [ %396, %380 ], [ %462, %446 ]
  %419 = add nuw nsw i64 %397, 1
  %420 = icmp eq i64 %419, %8
  br i1 %420, label %547, label %380

421:                                              ; preds = %398, %446
  %422 = phi <16 x i32> [ %381, %398 ], [ %447, %446 ]
  %423 = phi <16 x i32> [ %382, %398 ], [ %448, %446 ]
  %424 = phi <16 x i32> [ %383, %398 ], [ %449, %446 ]
  %425 = phi <16 x i32> [ %384, %398 ], [ %450, %446 ]
  %426 = phi <16 x i32> [ %385, %398 ], [ %451, %446 ]
  %427 = phi <16 x i32> [ %386, %398 ], [ %452, %446 ]
  %428 = phi <16 x i32> [ %387, %398 ], [ %453, %446 ]
  %429 = phi <16 x i32> [ %388, %398 ], [ %454, %446 ]
  %430 = phi <16 x i32> [ %389, %398 ], [ %455, %446 ]
  %431 = phi <16 x i32> [ %390, %398 ], [ %456, %446 ]
  %432 = phi <16 x i32> [ %391, %398 ], [ %457, %446 ]
  %433 = phi <16 x i32> [ %392, %398 ], [ %458, %446 ]
  %434 = phi <16 x i32> [ %393, %398 ], [ %459, %446 ]
  %435 = phi <16 x i32> [ %394, %398 ], [ %460, %446 ]
  %436 = phi <16 x i32> [ %395, %398 ], [ %461, %446 ]
  %437 = phi <16 x i32> [ %396, %398 ], [ %462, %446 ]
  %438 = phi i64 [ 0, %398 ], [ %463, %446 ]
  %439 = mul i64 %97, %438
  %440 = getelementptr inbounds i8, ptr %400, i64 %439
  %441 = add nuw nsw i64 %438, %401
  %442 = mul i64 %110, %441
  %443 = getelementptr inbounds i8, ptr %317, i64 %442
  br i1 %111, label %444, label %446

444:                                              ; preds = %421
  %445 = getelementptr inbounds i8, ptr %443, i64 %57
  br label %465

446:                                              ; preds = %465, %421
  %447 = phi <16 x i32> [ %422, %421 ], [ %544, %465 ]
  %448 = phi <16 x i32> [ %423, %421 ], [ %543, %465 ]
  %449 = phi <16 x i32> [ %424, %421 ], [ %537, %465 ]
  %450 = phi <16 x i32> [ %425, %421 ], [ %536, %465 ]
  %451 = phi <16 x i32> [ %426, %421 ], [ %530, %465 ]
  %452 = phi <16 x i32> [ %427, %421 ], [ %529, %465 ]
  %453 = phi <16 x i32> [ %428, %421 ], [ %523, %465 ]
  %454 = phi <16 x i32> [ %429, %421 ], [ %522, %465 ]
  %455 = phi <16 x i32> [ %430, %421 ], [ %516, %465 ]
  %456 = phi <16 x i32> [ %431, %421 ], [ %515, %465 ]
  %457 = phi <16 x i32> [ %432, %421 ], [ %509, %465 ]
  %458 = phi <16 x i32> [ %433, %421 ], [ %508, %465 ]
  %459 = phi <16 x i32> [ %434, %421 ], [ %502, %465 ]
  %460 = phi <16 x i32> [ %435, %421 ], [ %501, %465 ]
  %461 = phi <16 x i32> [ %436, %421 ], [ %495, %465 ]
  %462 = phi <16 x i32> [ %437, %421 ], [ %494, %465 ]
  %463 = add nuw nsw i64 %438, 1
  %464 = icmp eq i64 %463, %9
  br i1 %464, label %402, label %421

465:                                              ; preds = %444, %465
  %466 = phi <16 x i32> [ %422, %444 ], [ %544, %465 ]
  %467 = phi <16 x i32> [ %423, %444 ], [ %543, %465 ]
  %468 = phi <16 x i32> [ %424, %444 ], [ %537, %465 ]
  %469 = phi <16 x i32> [ %425, %444 ], [ %536, %465 ]
  %470 = phi <16 x i32> [ %426, %444 ], [ %530, %465 ]
  %471 = phi <16 x i32> [ %427, %444 ], [ %529, %465 ]
  %472 = phi <16 x i32> [ %428, %444 ], [ %523, %465 ]
  %473 = phi <16 x i32> [ %429, %444 ], [ %522, %465 ]
  %474 = phi <16 x i32> [ %430, %444 ], [ %516, %465 ]
  %475 = phi <16 x i32> [ %431, %444 ], [ %515, %465 ]
  %476 = phi <16 x i32> [ %432, %444 ], [ %509, %465 ]
  %477 = phi <16 x i32> [ %433, %444 ], [ %508, %465 ]
  %478 = phi <16 x i32> [ %434, %444 ], [ %502, %465 ]
  %479 = phi <16 x i32> [ %435, %444 ], [ %501, %465 ]
  %480 = phi <16 x i32> [ %436, %444 ], [ %495, %465 ]
  %481 = phi <16 x i32> [ %437, %444 ], [ %494, %465 ]
  %482 = phi i64 [ 0, %444 ], [ %545, %465 ]
  %483 = shl nsw i64 %482, 6
  %484 = getelementptr inbounds nuw i8, ptr %443, i64 %483
  %485 = load <64 x i8>, ptr %484, align 64
  %486 = getelementptr inbounds nuw i8, ptr %445, i64 %483
  %487 = load <64 x i8>, ptr %486, align 64
  %488 = shl nsw i64 %482, 2
  %489 = getelementptr i8, ptr %440, i64 %488
  %490 = load i32, ptr %489, align 1
  %491 = insertelement <16 x i32> poison, i32 %490, i64 0
  %492 = shufflevector <16 x i32> %491, <16 x i32> poison, <16 x i32> zeroinitializer
  %493 = bitcast <16 x i32> %492 to <64 x i8>
  %494 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %481, <64 x i8> %493, <64 x i8> %485)
  %495 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %480, <64 x i8> %493, <64 x i8> %487)
  %496 = getelementptr i8, ptr %489, i64 %91
  %497 = load i32, ptr %496, align 1
  %498 = insertelement <16 x i32> poison, i32 %497, i64 0
  %499 = shufflevector <16 x i32> %498, <16 x i32> poison, <16 x i32> zeroinitializer
  %500 = bitcast <16 x i32> %499 to <64 x i8>
  %501 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %479, <64 x i8> %500, <64 x i8> %485)
  %502 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %478, <64 x i8> %500, <64 x i8> %487)
  %503 = getelementptr i8, ptr %489, i64 %116
  %504 = load i32, ptr %503, align 1
  %505 = insertelement <16 x i32> poison, i32 %504, i64 0
  %506 = shufflevector <16 x i32> %505, <16 x i32> poison, <16 x i32> zeroinitializer
  %507 = bitcast <16 x i32> %506 to <64 x i8>
  %508 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %477, <64 x i8> %507, <64 x i8> %485)
  %509 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %476, <64 x i8> %507, <64 x i8> %487)
  %510 = getelementptr i8, ptr %489, i64 %117
  %511 = load i32, ptr %510, align 1
  %512 = insertelement <16 x i32> poison, i32 %511, i64 0
  %513 = shufflevector <16 x i32> %512, <16 x i32> poison, <16 x i32> zeroinitializer
  %514 = bitcast <16 x i32> %513 to <64 x i8>
  %515 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %475, <64 x i8> %514, <64 x i8> %485)
  %516 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %474, <64 x i8> %514, <64 x i8> %487)
  %517 = getelementptr i8, ptr %489, i64 %118
  %518 = load i32, ptr %517, align 1
  %519 = insertelement <16 x i32> poison, i32 %518, i64 0
  %520 = shufflevector <16 x i32> %519, <16 x i32> poison, <16 x i32> zeroinitializer
  %521 = bitcast <16 x i32> %520 to <64 x i8>
  %522 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %473, <64 x i8> %521, <64 x i8> %485)
  %523 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %472, <64 x i8> %521, <64 x i8> %487)
  %524 = getelementptr i8, ptr %489, i64 %119
  %525 = load i32, ptr %524, align 1
  %526 = insertelement <16 x i32> poison, i32 %525, i64 0
  %527 = shufflevector <16 x i32> %526, <16 x i32> poison, <16 x i32> zeroinitializer
  %528 = bitcast <16 x i32> %527 to <64 x i8>
  %529 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %471, <64 x i8> %528, <64 x i8> %485)
  %530 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %470, <64 x i8> %528, <64 x i8> %487)
  %531 = getelementptr i8, ptr %489, i64 %120
  %532 = load i32, ptr %531, align 1
  %533 = insertelement <16 x i32> poison, i32 %532, i64 0
  %534 = shufflevector <16 x i32> %533, <16 x i32> poison, <16 x i32> zeroinitializer
  %535 = bitcast <16 x i32> %534 to <64 x i8>
  %536 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %469, <64 x i8> %535, <64 x i8> %485)
  %537 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %468, <64 x i8> %535, <64 x i8> %487)
  %538 = getelementptr i8, ptr %489, i64 %94
  %539 = load i32, ptr %538, align 1
  %540 = insertelement <16 x i32> poison, i32 %539, i64 0
  %541 = shufflevector <16 x i32> %540, <16 x i32> poison, <16 x i32> zeroinitializer
  %542 = bitcast <16 x i32> %541 to <64 x i8>
  %543 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %467, <64 x i8> %542, <64 x i8> %485)
  %544 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %466, <64 x i8> %542, <64 x i8> %487)
  %545 = add nuw nsw i64 %482, 1
  %546 = icmp eq i64 %545, %115
  br i1 %546, label %446, label %465

547:                                              ; preds = %402, %377
  %548 = phi <16 x i32> [ zeroinitializer, %377 ], [ %403, %402 ]
  %549 = phi <16 x i32> [ zeroinitializer, %377 ], [ %404, %402 ]
  %550 = phi <16 x i32> [ zeroinitializer, %377 ], [ %405, %402 ]
  %551 = phi <16 x i32> [ zeroinitializer, %377 ], [ %406, %402 ]
  %552 = phi <16 x i32> [ zeroinitializer, %377 ], [ %407, %402 ]
  %553 = phi <16 x i32> [ zeroinitializer, %377 ], [ %408, %402 ]
  %554 = phi <16 x i32> [ zeroinitializer, %377 ], [ %409, %402 ]
  %555 = phi <16 x i32> [ zeroinitializer, %377 ], [ %410, %402 ]
  %556 = phi <16 x i32> [ zeroinitializer, %377 ], [ %411, %402 ]
  %557 = phi <16 x i32> [ zeroinitializer, %377 ], [ %412, %402 ]
  %558 = phi <16 x i32> [ zeroinitializer, %377 ], [ %413, %402 ]
  %559 = phi <16 x i32> [ zeroinitializer, %377 ], [ %414, %402 ]
  %560 = phi <16 x i32> [ zeroinitializer, %377 ], [ %415, %402 ]
  %561 = phi <16 x i32> [ zeroinitializer, %377 ], [ %416, %402 ]
  %562 = phi <16 x i32> [ zeroinitializer, %377 ], [ %417, %402 ]
  %563 = phi <16 x i32> [ zeroinitializer, %377 ], [ %418, %402 ]
  %564 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %331, <16 x i1> %332, <16 x i32> zeroinitializer)
  br i1 %112, label %567, label %565

565:                                              ; preds = %547
  %566 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %333, <16 x i1> %332, <16 x i32> zeroinitializer)
  br label %567

567:                                              ; preds = %565, %547
  %568 = phi <16 x i32> [ %566, %565 ], [ zeroinitializer, %547 ]
  %569 = sub <16 x i32> %568, %564
  br i1 %113, label %573, label %570

570:                                              ; preds = %567
  %571 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %334, <16 x i1> %332, <16 x i32> zeroinitializer)
  %572 = add <16 x i32> %571, %569
  br label %573

573:                                              ; preds = %570, %567
  %574 = phi <16 x i32> [ %572, %570 ], [ %569, %567 ]
  br i1 %114, label %578, label %575

575:                                              ; preds = %573
  %576 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %335, <16 x i1> %332, <16 x float> zeroinitializer)
  %577 = fmul <16 x float> %73, %576
  br label %578

578:                                              ; preds = %573, %575
  %579 = phi <16 x float> [ %577, %575 ], [ %73, %573 ]
  %580 = fmul <16 x float> %76, %579
  %581 = add <16 x i32> %563, %574
  %582 = sitofp <16 x i32> %581 to <16 x float>
  %583 = fmul <16 x float> %580, %582
  %584 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %583, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %585 = fcmp uge <16 x float> %584, splat (float 0x41E0000000000000)
  %586 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %584, i32 4)
  %587 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %586, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %588 = select <16 x i1> %585, <16 x i32> splat (i32 2147483647), <16 x i32> %587
  %589 = add <16 x i32> %588, %79
  %590 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %589, <16 x i32> %82)
  %591 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %590, <16 x i32> %85)
  %592 = add <16 x i32> %561, %574
  %593 = sitofp <16 x i32> %592 to <16 x float>
  %594 = fmul <16 x float> %580, %593
  %595 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %594, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %596 = fcmp uge <16 x float> %595, splat (float 0x41E0000000000000)
  %597 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %595, i32 4)
  %598 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %597, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %599 = select <16 x i1> %596, <16 x i32> splat (i32 2147483647), <16 x i32> %598
  %600 = add <16 x i32> %599, %79
  %601 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %600, <16 x i32> %82)
  %602 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %601, <16 x i32> %85)
  %603 = add <16 x i32> %559, %574
  %604 = sitofp <16 x i32> %603 to <16 x float>
  %605 = fmul <16 x float> %580, %604
  %606 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %605, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %607 = fcmp uge <16 x float> %606, splat (float 0x41E0000000000000)
  %608 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %606, i32 4)
  %609 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %608, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %610 = select <16 x i1> %607, <16 x i32> splat (i32 2147483647), <16 x i32> %609
  %611 = add <16 x i32> %610, %79
  %612 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %611, <16 x i32> %82)
  %613 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %612, <16 x i32> %85)
  %614 = add <16 x i32> %557, %574
  %615 = sitofp <16 x i32> %614 to <16 x float>
  %616 = fmul <16 x float> %580, %615
  %617 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %616, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %618 = fcmp uge <16 x float> %617, splat (float 0x41E0000000000000)
  %619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %617, i32 4)
  %620 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %619, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %621 = select <16 x i1> %618, <16 x i32> splat (i32 2147483647), <16 x i32> %620
  %622 = add <16 x i32> %621, %79
  %623 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %622, <16 x i32> %82)
  %624 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %623, <16 x i32> %85)
  %625 = add <16 x i32> %555, %574
  %626 = sitofp <16 x i32> %625 to <16 x float>
  %627 = fmul <16 x float> %580, %626
  %628 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %627, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %629 = fcmp uge <16 x float> %628, splat (float 0x41E0000000000000)
  %630 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %628, i32 4)
  %631 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %630, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %632 = select <16 x i1> %629, <16 x i32> splat (i32 2147483647), <16 x i32> %631
  %633 = add <16 x i32> %632, %79
  %634 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %633, <16 x i32> %82)
  %635 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %634, <16 x i32> %85)
  %636 = add <16 x i32> %553, %574
  %637 = sitofp <16 x i32> %636 to <16 x float>
  %638 = fmul <16 x float> %580, %637
  %639 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %638, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %640 = fcmp uge <16 x float> %639, splat (float 0x41E0000000000000)
  %641 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %639, i32 4)
  %642 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %641, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %643 = select <16 x i1> %640, <16 x i32> splat (i32 2147483647), <16 x i32> %642
  %644 = add <16 x i32> %643, %79
  %645 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %644, <16 x i32> %82)
  %646 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %645, <16 x i32> %85)
  %647 = add <16 x i32> %551, %574
  %648 = sitofp <16 x i32> %647 to <16 x float>
  %649 = fmul <16 x float> %580, %648
  %650 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %649, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %651 = fcmp uge <16 x float> %650, splat (float 0x41E0000000000000)
  %652 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %650, i32 4)
  %653 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %652, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %654 = select <16 x i1> %651, <16 x i32> splat (i32 2147483647), <16 x i32> %653
  %655 = add <16 x i32> %654, %79
  %656 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %655, <16 x i32> %82)
  %657 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %656, <16 x i32> %85)
  %658 = add <16 x i32> %549, %574
  %659 = sitofp <16 x i32> %658 to <16 x float>
  %660 = fmul <16 x float> %580, %659
  %661 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %660, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %662 = fcmp uge <16 x float> %661, splat (float 0x41E0000000000000)
  %663 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %661, i32 4)
  %664 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %663, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %665 = select <16 x i1> %662, <16 x i32> splat (i32 2147483647), <16 x i32> %664
  %666 = add <16 x i32> %665, %79
  %667 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %666, <16 x i32> %82)
  %668 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %667, <16 x i32> %85)
  %669 = getelementptr inbounds i8, ptr %379, i64 %336
  br i1 %86, label %670, label %808

670:                                              ; preds = %578
  %671 = shufflevector <16 x i32> %591, <16 x i32> %602, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %672 = trunc <16 x i32> %671 to <16 x i8>
  %673 = shufflevector <16 x i32> %613, <16 x i32> %624, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %674 = trunc <16 x i32> %673 to <16 x i8>
  %675 = shufflevector <16 x i32> %635, <16 x i32> %646, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %676 = trunc <16 x i32> %675 to <16 x i8>
  %677 = shufflevector <16 x i32> %657, <16 x i32> %668, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %678 = trunc <16 x i32> %677 to <16 x i8>
  %679 = shufflevector <16 x i32> %591, <16 x i32> %602, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %680 = trunc <16 x i32> %679 to <16 x i8>
  %681 = shufflevector <16 x i32> %613, <16 x i32> %624, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %682 = trunc <16 x i32> %681 to <16 x i8>
  %683 = shufflevector <16 x i32> %635, <16 x i32> %646, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %684 = trunc <16 x i32> %683 to <16 x i8>
  %685 = shufflevector <16 x i32> %657, <16 x i32> %668, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %686 = trunc <16 x i32> %685 to <16 x i8>
  %687 = bitcast <16 x i8> %672 to <8 x i16>
  %688 = bitcast <16 x i8> %674 to <8 x i16>
  %689 = shufflevector <8 x i16> %687, <8 x i16> %688, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %690 = shufflevector <8 x i16> %687, <8 x i16> %688, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %691 = bitcast <16 x i8> %676 to <8 x i16>
  %692 = bitcast <16 x i8> %678 to <8 x i16>
  %693 = shufflevector <8 x i16> %691, <8 x i16> %692, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %694 = shufflevector <8 x i16> %691, <8 x i16> %692, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %695 = bitcast <8 x i16> %689 to <4 x i32>
  %696 = bitcast <8 x i16> %693 to <4 x i32>
  %697 = shufflevector <4 x i32> %695, <4 x i32> %696, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %698 = shufflevector <4 x i32> %695, <4 x i32> %696, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %699 = bitcast <8 x i16> %690 to <4 x i32>
  %700 = bitcast <8 x i16> %694 to <4 x i32>
  %701 = shufflevector <4 x i32> %699, <4 x i32> %700, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %702 = shufflevector <4 x i32> %699, <4 x i32> %700, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %703 = bitcast <16 x i8> %680 to <8 x i16>
  %704 = bitcast <16 x i8> %682 to <8 x i16>
  %705 = shufflevector <8 x i16> %703, <8 x i16> %704, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %706 = shufflevector <8 x i16> %703, <8 x i16> %704, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %707 = bitcast <16 x i8> %684 to <8 x i16>
  %708 = bitcast <16 x i8> %686 to <8 x i16>
  %709 = shufflevector <8 x i16> %707, <8 x i16> %708, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %710 = shufflevector <8 x i16> %707, <8 x i16> %708, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %711 = bitcast <8 x i16> %705 to <4 x i32>
  %712 = bitcast <8 x i16> %709 to <4 x i32>
  %713 = shufflevector <4 x i32> %711, <4 x i32> %712, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %714 = shufflevector <4 x i32> %711, <4 x i32> %712, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %715 = bitcast <8 x i16> %706 to <4 x i32>
  %716 = bitcast <8 x i16> %710 to <4 x i32>
  %717 = shufflevector <4 x i32> %715, <4 x i32> %716, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %718 = shufflevector <4 x i32> %715, <4 x i32> %716, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %325, label %719, label %767

719:                                              ; preds = %670
  %720 = bitcast <4 x i32> %718 to <2 x i64>
  %721 = bitcast <4 x i32> %717 to <2 x i64>
  %722 = bitcast <4 x i32> %714 to <2 x i64>
  %723 = bitcast <4 x i32> %713 to <2 x i64>
  %724 = bitcast <4 x i32> %702 to <2 x i64>
  %725 = bitcast <4 x i32> %701 to <2 x i64>
  %726 = bitcast <4 x i32> %698 to <2 x i64>
  %727 = bitcast <4 x i32> %697 to <2 x i64>
  %728 = extractelement <2 x i64> %727, i64 0
  store i64 %728, ptr %669, align 1
  %729 = getelementptr inbounds i8, ptr %669, i64 %96
  %730 = bitcast <4 x i32> %697 to <2 x double>
  %731 = extractelement <2 x double> %730, i64 1
  store double %731, ptr %729, align 1
  %732 = getelementptr inbounds i8, ptr %669, i64 %141
  %733 = extractelement <2 x i64> %726, i64 0
  store i64 %733, ptr %732, align 1
  %734 = getelementptr inbounds i8, ptr %669, i64 %142
  %735 = bitcast <4 x i32> %698 to <2 x double>
  %736 = extractelement <2 x double> %735, i64 1
  store double %736, ptr %734, align 1
  %737 = getelementptr inbounds i8, ptr %669, i64 %143
  %738 = extractelement <2 x i64> %725, i64 0
  store i64 %738, ptr %737, align 1
  %739 = getelementptr inbounds i8, ptr %669, i64 %144
  %740 = bitcast <4 x i32> %701 to <2 x double>
  %741 = extractelement <2 x double> %740, i64 1
  store double %741, ptr %739, align 1
  %742 = getelementptr inbounds i8, ptr %669, i64 %145
  %743 = extractelement <2 x i64> %724, i64 0
  store i64 %743, ptr %742, align 1
  %744 = getelementptr inbounds i8, ptr %669, i64 %146
  %745 = bitcast <4 x i32> %702 to <2 x double>
  %746 = extractelement <2 x double> %745, i64 1
  store double %746, ptr %744, align 1
  %747 = getelementptr inbounds i8, ptr %669, i64 %147
  %748 = extractelement <2 x i64> %723, i64 0
  store i64 %748, ptr %747, align 1
  %749 = getelementptr inbounds i8, ptr %669, i64 %148
  %750 = bitcast <4 x i32> %713 to <2 x double>
  %751 = extractelement <2 x double> %750, i64 1
  store double %751, ptr %749, align 1
  %752 = getelementptr inbounds i8, ptr %669, i64 %149
  %753 = extractelement <2 x i64> %722, i64 0
  store i64 %753, ptr %752, align 1
  %754 = getelementptr inbounds i8, ptr %669, i64 %150
  %755 = bitcast <4 x i32> %714 to <2 x double>
  %756 = extractelement <2 x double> %755, i64 1
  store double %756, ptr %754, align 1
  %757 = getelementptr inbounds i8, ptr %669, i64 %151
  %758 = extractelement <2 x i64> %721, i64 0
  store i64 %758, ptr %757, align 1
  %759 = getelementptr inbounds i8, ptr %669, i64 %152
  %760 = bitcast <4 x i32> %717 to <2 x double>
  %761 = extractelement <2 x double> %760, i64 1
  store double %761, ptr %759, align 1
  %762 = getelementptr inbounds i8, ptr %669, i64 %153
  %763 = extractelement <2 x i64> %720, i64 0
  store i64 %763, ptr %762, align 1
  %764 = getelementptr inbounds i8, ptr %669, i64 %154
  %765 = bitcast <4 x i32> %718 to <2 x double>
  %766 = extractelement <2 x double> %765, i64 1
  store double %766, ptr %764, align 1
  br label %847

767:                                              ; preds = %670
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  store <4 x i32> %697, ptr %38, align 16
  store <4 x i32> %698, ptr %134, align 16
  store <4 x i32> %701, ptr %135, align 16
  store <4 x i32> %702, ptr %136, align 16
  store <4 x i32> %713, ptr %137, align 16
  store <4 x i32> %714, ptr %138, align 16
  store <4 x i32> %717, ptr %139, align 16
  store <4 x i32> %718, ptr %140, align 16
  br i1 %337, label %768, label %782

768:                                              ; preds = %767
  br i1 %353, label %770, label %783

769:                                              ; preds = %783
  br i1 %267, label %782, label %770

770:                                              ; preds = %769, %768
  %771 = phi i64 [ 0, %768 ], [ %805, %769 ]
  tail call void @llvm.assume(i1 %268)
  br label %772

772:                                              ; preds = %772, %770
  %773 = phi i64 [ %779, %772 ], [ %771, %770 ]
  %774 = phi i64 [ %780, %772 ], [ 0, %770 ]
  %775 = mul nsw i64 %773, %96
  %776 = getelementptr inbounds i8, ptr %669, i64 %775
  %777 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %773
  %778 = load i64, ptr %777, align 8
  store i64 %778, ptr %776, align 1
  %779 = add nuw nsw i64 %773, 1
  %780 = add i64 %774, 1
  %781 = icmp eq i64 %780, %266
  br i1 %781, label %782, label %772

782:                                              ; preds = %769, %772, %767
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %847

783:                                              ; preds = %768, %783
  %784 = phi i64 [ %805, %783 ], [ 0, %768 ]
  %785 = phi i64 [ %806, %783 ], [ 0, %768 ]
  %786 = mul nsw i64 %784, %96
  %787 = getelementptr inbounds i8, ptr %669, i64 %786
  %788 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %784
  %789 = load i64, ptr %788, align 16
  store i64 %789, ptr %787, align 1
  %790 = or disjoint i64 %784, 1
  %791 = mul nsw i64 %790, %96
  %792 = getelementptr inbounds i8, ptr %669, i64 %791
  %793 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %790
  %794 = load i64, ptr %793, align 8
  store i64 %794, ptr %792, align 1
  %795 = or disjoint i64 %784, 2
  %796 = mul nsw i64 %795, %96
  %797 = getelementptr inbounds i8, ptr %669, i64 %796
  %798 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %795
  %799 = load i64, ptr %798, align 16
  store i64 %799, ptr %797, align 1
  %800 = or disjoint i64 %784, 3
  %801 = mul nsw i64 %800, %96
  %802 = getelementptr inbounds i8, ptr %669, i64 %801
  %803 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %800
  %804 = load i64, ptr %803, align 8
  store i64 %804, ptr %802, align 1
  %805 = add nuw nsw i64 %784, 4
  %806 = add i64 %785, 4
  %807 = icmp eq i64 %806, %354
  br i1 %807, label %769, label %783

808:                                              ; preds = %578
  %809 = trunc <16 x i32> %668 to <16 x i8>
  %810 = trunc <16 x i32> %657 to <16 x i8>
  %811 = trunc <16 x i32> %646 to <16 x i8>
  %812 = trunc <16 x i32> %635 to <16 x i8>
  %813 = trunc <16 x i32> %624 to <16 x i8>
  %814 = trunc <16 x i32> %613 to <16 x i8>
  %815 = trunc <16 x i32> %602 to <16 x i8>
  %816 = trunc <16 x i32> %591 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store <16 x i8> %816, ptr %39, align 16
  store <16 x i8> %815, ptr %121, align 16
  store <16 x i8> %814, ptr %122, align 16
  store <16 x i8> %813, ptr %123, align 16
  store <16 x i8> %812, ptr %124, align 16
  store <16 x i8> %811, ptr %125, align 16
  store <16 x i8> %810, ptr %126, align 16
  store <16 x i8> %809, ptr %127, align 16
  br i1 %337, label %817, label %846

817:                                              ; preds = %808, %817
  %818 = phi i64 [ %844, %817 ], [ 0, %808 ]
  %819 = getelementptr inbounds nuw i8, ptr %39, i64 %818
  %820 = mul nsw i64 %818, %20
  %821 = getelementptr i8, ptr %669, i64 %820
  %822 = load i8, ptr %819, align 1
  store i8 %822, ptr %821, align 1
  %823 = getelementptr inbounds nuw i8, ptr %819, i64 16
  %824 = load i8, ptr %823, align 1
  %825 = getelementptr i8, ptr %821, i64 %22
  store i8 %824, ptr %825, align 1
  %826 = getelementptr inbounds nuw i8, ptr %819, i64 32
  %827 = load i8, ptr %826, align 1
  %828 = getelementptr i8, ptr %821, i64 %128
  store i8 %827, ptr %828, align 1
  %829 = getelementptr inbounds nuw i8, ptr %819, i64 48
  %830 = load i8, ptr %829, align 1
  %831 = getelementptr i8, ptr %821, i64 %129
  store i8 %830, ptr %831, align 1
  %832 = getelementptr inbounds nuw i8, ptr %819, i64 64
  %833 = load i8, ptr %832, align 1
  %834 = getelementptr i8, ptr %821, i64 %130
  store i8 %833, ptr %834, align 1
  %835 = getelementptr inbounds nuw i8, ptr %819, i64 80
  %836 = load i8, ptr %835, align 1
  %837 = getelementptr i8, ptr %821, i64 %131
  store i8 %836, ptr %837, align 1
  %838 = getelementptr inbounds nuw i8, ptr %819, i64 96
  %839 = load i8, ptr %838, align 1
  %840 = getelementptr i8, ptr %821, i64 %132
  store i8 %839, ptr %840, align 1
  %841 = getelementptr inbounds nuw i8, ptr %819, i64 112
  %842 = load i8, ptr %841, align 1
  %843 = getelementptr i8, ptr %821, i64 %133
  store i8 %842, ptr %843, align 1
  %844 = add nuw nsw i64 %818, 1
  %845 = icmp eq i64 %844, %326
  br i1 %845, label %846, label %817

846:                                              ; preds = %817, %808
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %847

847:                                              ; preds = %782, %719, %846
  %848 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %346, <16 x i1> %347, <16 x i32> zeroinitializer)
  br i1 %112, label %851, label %849

849:                                              ; preds = %847
  %850 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %348, <16 x i1> %347, <16 x i32> zeroinitializer)
  br label %851

851:                                              ; preds = %849, %847
  %852 = phi <16 x i32> [ %850, %849 ], [ zeroinitializer, %847 ]
  %853 = sub <16 x i32> %852, %848
  br i1 %113, label %857, label %854

854:                                              ; preds = %851
  %855 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %349, <16 x i1> %347, <16 x i32> zeroinitializer)
  %856 = add <16 x i32> %855, %853
  br label %857

857:                                              ; preds = %854, %851
  %858 = phi <16 x i32> [ %856, %854 ], [ %853, %851 ]
  br i1 %114, label %862, label %859

859:                                              ; preds = %857
  %860 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %350, <16 x i1> %347, <16 x float> zeroinitializer)
  %861 = fmul <16 x float> %73, %860
  br label %862

862:                                              ; preds = %857, %859
  %863 = phi <16 x float> [ %861, %859 ], [ %73, %857 ]
  %864 = fmul <16 x float> %76, %863
  %865 = add <16 x i32> %562, %858
  %866 = sitofp <16 x i32> %865 to <16 x float>
  %867 = fmul <16 x float> %864, %866
  %868 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %867, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %869 = fcmp uge <16 x float> %868, splat (float 0x41E0000000000000)
  %870 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %868, i32 4)
  %871 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %870, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %872 = select <16 x i1> %869, <16 x i32> splat (i32 2147483647), <16 x i32> %871
  %873 = add <16 x i32> %872, %79
  %874 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %873, <16 x i32> %82)
  %875 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %874, <16 x i32> %85)
  %876 = add <16 x i32> %560, %858
  %877 = sitofp <16 x i32> %876 to <16 x float>
  %878 = fmul <16 x float> %864, %877
  %879 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %878, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %880 = fcmp uge <16 x float> %879, splat (float 0x41E0000000000000)
  %881 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %879, i32 4)
  %882 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %881, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %883 = select <16 x i1> %880, <16 x i32> splat (i32 2147483647), <16 x i32> %882
  %884 = add <16 x i32> %883, %79
  %885 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %884, <16 x i32> %82)
  %886 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %885, <16 x i32> %85)
  %887 = add <16 x i32> %558, %858
  %888 = sitofp <16 x i32> %887 to <16 x float>
  %889 = fmul <16 x float> %864, %888
  %890 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %889, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %891 = fcmp uge <16 x float> %890, splat (float 0x41E0000000000000)
  %892 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %890, i32 4)
  %893 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %892, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %894 = select <16 x i1> %891, <16 x i32> splat (i32 2147483647), <16 x i32> %893
  %895 = add <16 x i32> %894, %79
  %896 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %895, <16 x i32> %82)
  %897 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %896, <16 x i32> %85)
  %898 = add <16 x i32> %556, %858
  %899 = sitofp <16 x i32> %898 to <16 x float>
  %900 = fmul <16 x float> %864, %899
  %901 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %900, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %902 = fcmp uge <16 x float> %901, splat (float 0x41E0000000000000)
  %903 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %901, i32 4)
  %904 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %903, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %905 = select <16 x i1> %902, <16 x i32> splat (i32 2147483647), <16 x i32> %904
  %906 = add <16 x i32> %905, %79
  %907 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %906, <16 x i32> %82)
  %908 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %907, <16 x i32> %85)
  %909 = add <16 x i32> %554, %858
  %910 = sitofp <16 x i32> %909 to <16 x float>
  %911 = fmul <16 x float> %864, %910
  %912 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %911, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %913 = fcmp uge <16 x float> %912, splat (float 0x41E0000000000000)
  %914 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %912, i32 4)
  %915 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %914, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %916 = select <16 x i1> %913, <16 x i32> splat (i32 2147483647), <16 x i32> %915
  %917 = add <16 x i32> %916, %79
  %918 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %917, <16 x i32> %82)
  %919 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %918, <16 x i32> %85)
  %920 = add <16 x i32> %552, %858
  %921 = sitofp <16 x i32> %920 to <16 x float>
  %922 = fmul <16 x float> %864, %921
  %923 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %922, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %924 = fcmp uge <16 x float> %923, splat (float 0x41E0000000000000)
  %925 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %923, i32 4)
  %926 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %925, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %927 = select <16 x i1> %924, <16 x i32> splat (i32 2147483647), <16 x i32> %926
  %928 = add <16 x i32> %927, %79
  %929 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %928, <16 x i32> %82)
  %930 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %929, <16 x i32> %85)
  %931 = add <16 x i32> %550, %858
  %932 = sitofp <16 x i32> %931 to <16 x float>
  %933 = fmul <16 x float> %864, %932
  %934 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %933, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %935 = fcmp uge <16 x float> %934, splat (float 0x41E0000000000000)
  %936 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %934, i32 4)
  %937 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %936, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %938 = select <16 x i1> %935, <16 x i32> splat (i32 2147483647), <16 x i32> %937
  %939 = add <16 x i32> %938, %79
  %940 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %939, <16 x i32> %82)
  %941 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %940, <16 x i32> %85)
  %942 = add <16 x i32> %548, %858
  %943 = sitofp <16 x i32> %942 to <16 x float>
  %944 = fmul <16 x float> %864, %943
  %945 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %944, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %946 = fcmp uge <16 x float> %945, splat (float 0x41E0000000000000)
  %947 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %945, i32 4)
  %948 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %947, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %949 = select <16 x i1> %946, <16 x i32> splat (i32 2147483647), <16 x i32> %948
  %950 = add <16 x i32> %949, %79
  %951 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %950, <16 x i32> %82)
  %952 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %951, <16 x i32> %85)
  %953 = getelementptr inbounds i8, ptr %379, i64 %351
  br i1 %86, label %954, label %1092

954:                                              ; preds = %862
  %955 = shufflevector <16 x i32> %875, <16 x i32> %886, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %956 = trunc <16 x i32> %955 to <16 x i8>
  %957 = shufflevector <16 x i32> %897, <16 x i32> %908, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %958 = trunc <16 x i32> %957 to <16 x i8>
  %959 = shufflevector <16 x i32> %919, <16 x i32> %930, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %960 = trunc <16 x i32> %959 to <16 x i8>
  %961 = shufflevector <16 x i32> %941, <16 x i32> %952, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %962 = trunc <16 x i32> %961 to <16 x i8>
  %963 = shufflevector <16 x i32> %875, <16 x i32> %886, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %964 = trunc <16 x i32> %963 to <16 x i8>
  %965 = shufflevector <16 x i32> %897, <16 x i32> %908, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %966 = trunc <16 x i32> %965 to <16 x i8>
  %967 = shufflevector <16 x i32> %919, <16 x i32> %930, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %968 = trunc <16 x i32> %967 to <16 x i8>
  %969 = shufflevector <16 x i32> %941, <16 x i32> %952, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %970 = trunc <16 x i32> %969 to <16 x i8>
  %971 = bitcast <16 x i8> %956 to <8 x i16>
  %972 = bitcast <16 x i8> %958 to <8 x i16>
  %973 = shufflevector <8 x i16> %971, <8 x i16> %972, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %974 = shufflevector <8 x i16> %971, <8 x i16> %972, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %975 = bitcast <16 x i8> %960 to <8 x i16>
  %976 = bitcast <16 x i8> %962 to <8 x i16>
  %977 = shufflevector <8 x i16> %975, <8 x i16> %976, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %978 = shufflevector <8 x i16> %975, <8 x i16> %976, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %979 = bitcast <8 x i16> %973 to <4 x i32>
  %980 = bitcast <8 x i16> %977 to <4 x i32>
  %981 = shufflevector <4 x i32> %979, <4 x i32> %980, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %982 = shufflevector <4 x i32> %979, <4 x i32> %980, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %983 = bitcast <8 x i16> %974 to <4 x i32>
  %984 = bitcast <8 x i16> %978 to <4 x i32>
  %985 = shufflevector <4 x i32> %983, <4 x i32> %984, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %986 = shufflevector <4 x i32> %983, <4 x i32> %984, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %987 = bitcast <16 x i8> %964 to <8 x i16>
  %988 = bitcast <16 x i8> %966 to <8 x i16>
  %989 = shufflevector <8 x i16> %987, <8 x i16> %988, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %990 = shufflevector <8 x i16> %987, <8 x i16> %988, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %991 = bitcast <16 x i8> %968 to <8 x i16>
  %992 = bitcast <16 x i8> %970 to <8 x i16>
  %993 = shufflevector <8 x i16> %991, <8 x i16> %992, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %994 = shufflevector <8 x i16> %991, <8 x i16> %992, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %995 = bitcast <8 x i16> %989 to <4 x i32>
  %996 = bitcast <8 x i16> %993 to <4 x i32>
  %997 = shufflevector <4 x i32> %995, <4 x i32> %996, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %998 = shufflevector <4 x i32> %995, <4 x i32> %996, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %999 = bitcast <8 x i16> %990 to <4 x i32>
  %1000 = bitcast <8 x i16> %994 to <4 x i32>
  %1001 = shufflevector <4 x i32> %999, <4 x i32> %1000, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1002 = shufflevector <4 x i32> %999, <4 x i32> %1000, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %340, label %1003, label %1051

1003:                                             ; preds = %954
  %1004 = bitcast <4 x i32> %1002 to <2 x i64>
  %1005 = bitcast <4 x i32> %1001 to <2 x i64>
  %1006 = bitcast <4 x i32> %998 to <2 x i64>
  %1007 = bitcast <4 x i32> %997 to <2 x i64>
  %1008 = bitcast <4 x i32> %986 to <2 x i64>
  %1009 = bitcast <4 x i32> %985 to <2 x i64>
  %1010 = bitcast <4 x i32> %982 to <2 x i64>
  %1011 = bitcast <4 x i32> %981 to <2 x i64>
  %1012 = extractelement <2 x i64> %1011, i64 0
  store i64 %1012, ptr %953, align 1
  %1013 = getelementptr inbounds i8, ptr %953, i64 %96
  %1014 = bitcast <4 x i32> %981 to <2 x double>
  %1015 = extractelement <2 x double> %1014, i64 1
  store double %1015, ptr %1013, align 1
  %1016 = getelementptr inbounds i8, ptr %953, i64 %175
  %1017 = extractelement <2 x i64> %1010, i64 0
  store i64 %1017, ptr %1016, align 1
  %1018 = getelementptr inbounds i8, ptr %953, i64 %176
  %1019 = bitcast <4 x i32> %982 to <2 x double>
  %1020 = extractelement <2 x double> %1019, i64 1
  store double %1020, ptr %1018, align 1
  %1021 = getelementptr inbounds i8, ptr %953, i64 %177
  %1022 = extractelement <2 x i64> %1009, i64 0
  store i64 %1022, ptr %1021, align 1
  %1023 = getelementptr inbounds i8, ptr %953, i64 %178
  %1024 = bitcast <4 x i32> %985 to <2 x double>
  %1025 = extractelement <2 x double> %1024, i64 1
  store double %1025, ptr %1023, align 1
  %1026 = getelementptr inbounds i8, ptr %953, i64 %179
  %1027 = extractelement <2 x i64> %1008, i64 0
  store i64 %1027, ptr %1026, align 1
  %1028 = getelementptr inbounds i8, ptr %953, i64 %180
  %1029 = bitcast <4 x i32> %986 to <2 x double>
  %1030 = extractelement <2 x double> %1029, i64 1
  store double %1030, ptr %1028, align 1
  %1031 = getelementptr inbounds i8, ptr %953, i64 %181
  %1032 = extractelement <2 x i64> %1007, i64 0
  store i64 %1032, ptr %1031, align 1
  %1033 = getelementptr inbounds i8, ptr %953, i64 %182
  %1034 = bitcast <4 x i32> %997 to <2 x double>
  %1035 = extractelement <2 x double> %1034, i64 1
  store double %1035, ptr %1033, align 1
  %1036 = getelementptr inbounds i8, ptr %953, i64 %183
  %1037 = extractelement <2 x i64> %1006, i64 0
  store i64 %1037, ptr %1036, align 1
  %1038 = getelementptr inbounds i8, ptr %953, i64 %184
  %1039 = bitcast <4 x i32> %998 to <2 x double>
  %1040 = extractelement <2 x double> %1039, i64 1
  store double %1040, ptr %1038, align 1
  %1041 = getelementptr inbounds i8, ptr %953, i64 %185
  %1042 = extractelement <2 x i64> %1005, i64 0
  store i64 %1042, ptr %1041, align 1
  %1043 = getelementptr inbounds i8, ptr %953, i64 %186
  %1044 = bitcast <4 x i32> %1001 to <2 x double>
  %1045 = extractelement <2 x double> %1044, i64 1
  store double %1045, ptr %1043, align 1
  %1046 = getelementptr inbounds i8, ptr %953, i64 %187
  %1047 = extractelement <2 x i64> %1004, i64 0
  store i64 %1047, ptr %1046, align 1
  %1048 = getelementptr inbounds i8, ptr %953, i64 %188
  %1049 = bitcast <4 x i32> %1002 to <2 x double>
  %1050 = extractelement <2 x double> %1049, i64 1
  store double %1050, ptr %1048, align 1
  br label %1850

1051:                                             ; preds = %954
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  store <4 x i32> %981, ptr %40, align 16
  store <4 x i32> %982, ptr %168, align 16
  store <4 x i32> %985, ptr %169, align 16
  store <4 x i32> %986, ptr %170, align 16
  store <4 x i32> %997, ptr %171, align 16
  store <4 x i32> %998, ptr %172, align 16
  store <4 x i32> %1001, ptr %173, align 16
  store <4 x i32> %1002, ptr %174, align 16
  br i1 %352, label %1052, label %1066

1052:                                             ; preds = %1051
  br i1 %355, label %1054, label %1067

1053:                                             ; preds = %1067
  br i1 %270, label %1066, label %1054

1054:                                             ; preds = %1053, %1052
  %1055 = phi i64 [ 0, %1052 ], [ %1089, %1053 ]
  tail call void @llvm.assume(i1 %271)
  br label %1056

1056:                                             ; preds = %1056, %1054
  %1057 = phi i64 [ %1063, %1056 ], [ %1055, %1054 ]
  %1058 = phi i64 [ %1064, %1056 ], [ 0, %1054 ]
  %1059 = mul nsw i64 %1057, %96
  %1060 = getelementptr inbounds i8, ptr %953, i64 %1059
  %1061 = getelementptr inbounds nuw [8 x i8], ptr %40, i64 %1057
  %1062 = load i64, ptr %1061, align 8
  store i64 %1062, ptr %1060, align 1
  %1063 = add nuw nsw i64 %1057, 1
  %1064 = add i64 %1058, 1
  %1065 = icmp eq i64 %1064, %269
  br i1 %1065, label %1066, label %1056

1066:                                             ; preds = %1053, %1056, %1051
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %1850

1067:                                             ; preds = %1052, %1067
  %1068 = phi i64 [ %1089, %1067 ], [ 0, %1052 ]
  %1069 = phi i64 [ %1090, %1067 ], [ 0, %1052 ]
  %1070 = mul nsw i64 %1068, %96
  %1071 = getelementptr inbounds i8, ptr %953, i64 %1070
  %1072 = getelementptr inbounds nuw [8 x i8], ptr %40, i64 %1068
  %1073 = load i64, ptr %1072, align 16
  store i64 %1073, ptr %1071, align 1
  %1074 = or disjoint i64 %1068, 1
  %1075 = mul nsw i64 %1074, %96
  %1076 = getelementptr inbounds i8, ptr %953, i64 %1075
  %1077 = getelementptr inbounds nuw [8 x i8], ptr %40, i64 %1074
  %1078 = load i64, ptr %1077, align 8
  store i64 %1078, ptr %1076, align 1
  %1079 = or disjoint i64 %1068, 2
  %1080 = mul nsw i64 %1079, %96
  %1081 = getelementptr inbounds i8, ptr %953, i64 %1080
  %1082 = getelementptr inbounds nuw [8 x i8], ptr %40, i64 %1079
  %1083 = load i64, ptr %1082, align 16
  store i64 %1083, ptr %1081, align 1
  %1084 = or disjoint i64 %1068, 3
  %1085 = mul nsw i64 %1084, %96
  %1086 = getelementptr inbounds i8, ptr %953, i64 %1085
  %1087 = getelementptr inbounds nuw [8 x i8], ptr %40, i64 %1084
  %1088 = load i64, ptr %1087, align 8
  store i64 %1088, ptr %1086, align 1
  %1089 = add nuw nsw i64 %1068, 4
  %1090 = add i64 %1069, 4
  %1091 = icmp eq i64 %1090, %356
  br i1 %1091, label %1053, label %1067

1092:                                             ; preds = %862
  %1093 = trunc <16 x i32> %952 to <16 x i8>
  %1094 = trunc <16 x i32> %941 to <16 x i8>
  %1095 = trunc <16 x i32> %930 to <16 x i8>
  %1096 = trunc <16 x i32> %919 to <16 x i8>
  %1097 = trunc <16 x i32> %908 to <16 x i8>
  %1098 = trunc <16 x i32> %897 to <16 x i8>
  %1099 = trunc <16 x i32> %886 to <16 x i8>
  %1100 = trunc <16 x i32> %875 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  store <16 x i8> %1100, ptr %41, align 16
  store <16 x i8> %1099, ptr %155, align 16
  store <16 x i8> %1098, ptr %156, align 16
  store <16 x i8> %1097, ptr %157, align 16
  store <16 x i8> %1096, ptr %158, align 16
  store <16 x i8> %1095, ptr %159, align 16
  store <16 x i8> %1094, ptr %160, align 16
  store <16 x i8> %1093, ptr %161, align 16
  br i1 %352, label %1101, label %1130

1101:                                             ; preds = %1092, %1101
  %1102 = phi i64 [ %1128, %1101 ], [ 0, %1092 ]
  %1103 = getelementptr inbounds nuw i8, ptr %41, i64 %1102
  %1104 = mul nsw i64 %1102, %20
  %1105 = getelementptr i8, ptr %953, i64 %1104
  %1106 = load i8, ptr %1103, align 1
  store i8 %1106, ptr %1105, align 1
  %1107 = getelementptr inbounds nuw i8, ptr %1103, i64 16
  %1108 = load i8, ptr %1107, align 1
  %1109 = getelementptr i8, ptr %1105, i64 %22
  store i8 %1108, ptr %1109, align 1
  %1110 = getelementptr inbounds nuw i8, ptr %1103, i64 32
  %1111 = load i8, ptr %1110, align 1
  %1112 = getelementptr i8, ptr %1105, i64 %162
  store i8 %1111, ptr %1112, align 1
  %1113 = getelementptr inbounds nuw i8, ptr %1103, i64 48
  %1114 = load i8, ptr %1113, align 1
  %1115 = getelementptr i8, ptr %1105, i64 %163
  store i8 %1114, ptr %1115, align 1
  %1116 = getelementptr inbounds nuw i8, ptr %1103, i64 64
  %1117 = load i8, ptr %1116, align 1
  %1118 = getelementptr i8, ptr %1105, i64 %164
  store i8 %1117, ptr %1118, align 1
  %1119 = getelementptr inbounds nuw i8, ptr %1103, i64 80
  %1120 = load i8, ptr %1119, align 1
  %1121 = getelementptr i8, ptr %1105, i64 %165
  store i8 %1120, ptr %1121, align 1
  %1122 = getelementptr inbounds nuw i8, ptr %1103, i64 96
  %1123 = load i8, ptr %1122, align 1
  %1124 = getelementptr i8, ptr %1105, i64 %166
  store i8 %1123, ptr %1124, align 1
  %1125 = getelementptr inbounds nuw i8, ptr %1103, i64 112
  %1126 = load i8, ptr %1125, align 1
  %1127 = getelementptr i8, ptr %1105, i64 %167
  store i8 %1126, ptr %1127, align 1
  %1128 = add nuw nsw i64 %1102, 1
  %1129 = icmp eq i64 %1128, %341
  br i1 %1129, label %1130, label %1101

1130:                                             ; preds = %1101, %1092
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  br label %1850

1131:                                             ; preds = %362
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %42, i8 0, i64 1024, i1 false)
  %1132 = mul nsw i64 %363, %22
  %1133 = getelementptr inbounds i8, ptr %321, i64 %1132
  br i1 %108, label %1134, label %1210

1134:                                             ; preds = %1131
  %1135 = icmp sgt i32 %367, 0
  %1136 = zext nneg i32 %367 to i64
  br label %1137

1137:                                             ; preds = %1134, %1143
  %1138 = phi i64 [ 0, %1134 ], [ %1144, %1143 ]
  br i1 %109, label %1139, label %1143

1139:                                             ; preds = %1137
  %1140 = mul i64 %100, %1138
  %1141 = getelementptr inbounds i8, ptr %370, i64 %1140
  %1142 = mul nuw nsw i64 %1138, %9
  br label %1146

1143:                                             ; preds = %1155, %1137
  %1144 = add nuw nsw i64 %1138, 1
  %1145 = icmp eq i64 %1144, %8
  br i1 %1145, label %1210, label %1137

1146:                                             ; preds = %1139, %1155
  %1147 = phi i64 [ 0, %1139 ], [ %1156, %1155 ]
  %1148 = mul i64 %97, %1147
  %1149 = getelementptr inbounds i8, ptr %1141, i64 %1148
  %1150 = add nuw nsw i64 %1147, %1142
  %1151 = mul i64 %110, %1150
  %1152 = getelementptr inbounds i8, ptr %317, i64 %1151
  br i1 %111, label %1153, label %1155

1153:                                             ; preds = %1146
  %1154 = getelementptr inbounds i8, ptr %1152, i64 %57
  br label %1158

1155:                                             ; preds = %1180, %1146
  %1156 = add nuw nsw i64 %1147, 1
  %1157 = icmp eq i64 %1156, %9
  br i1 %1157, label %1143, label %1146

1158:                                             ; preds = %1153, %1180
  %1159 = phi i64 [ 0, %1153 ], [ %1181, %1180 ]
  %1160 = shl nsw i64 %1159, 6
  %1161 = getelementptr inbounds nuw i8, ptr %1152, i64 %1160
  %1162 = load <8 x i64>, ptr %1161, align 64
  br i1 %318, label %1166, label %1163

1163:                                             ; preds = %1158
  %1164 = getelementptr inbounds nuw i8, ptr %1154, i64 %1160
  %1165 = load <8 x i64>, ptr %1164, align 64
  br label %1166

1166:                                             ; preds = %1163, %1158
  %1167 = phi <8 x i64> [ %1165, %1163 ], [ %1162, %1158 ]
  %1168 = shl nsw i64 %1159, 2
  %1169 = getelementptr i8, ptr %1149, i64 %1168
  br i1 %1135, label %1170, label %1180

1170:                                             ; preds = %1166
  %1171 = sub nsw i64 %6, %1168
  %1172 = icmp sgt i64 %1171, 3
  %1173 = trunc i64 %1171 to i32
  %1174 = shl nsw i32 -1, %1173
  %1175 = trunc i32 %1174 to i16
  %1176 = xor i16 %1175, -1
  %1177 = bitcast i16 %1176 to <16 x i1>
  %1178 = bitcast <8 x i64> %1162 to <64 x i8>
  %1179 = bitcast <8 x i64> %1167 to <64 x i8>
  br label %1183

1180:                                             ; preds = %1207, %1166
  %1181 = add nuw nsw i64 %1159, 1
  %1182 = icmp eq i64 %1181, %115
  br i1 %1182, label %1155, label %1158

1183:                                             ; preds = %1170, %1207
  %1184 = phi i64 [ 0, %1170 ], [ %1208, %1207 ]
  %1185 = mul i64 %91, %1184
  %1186 = getelementptr i8, ptr %1169, i64 %1185
  br i1 %1172, label %1187, label %1191

1187:                                             ; preds = %1183
  %1188 = load i32, ptr %1186, align 1
  %1189 = insertelement <16 x i32> poison, i32 %1188, i64 0
  %1190 = shufflevector <16 x i32> %1189, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %1195

1191:                                             ; preds = %1183
  %1192 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1186, <16 x i1> %1177, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1193 = bitcast <16 x i8> %1192 to <4 x i32>
  %1194 = shufflevector <4 x i32> %1193, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %1195

1195:                                             ; preds = %1187, %1191
  %1196 = phi <16 x i32> [ %1190, %1187 ], [ %1194, %1191 ]
  %1197 = bitcast <16 x i32> %1196 to <8 x i64>
  %1198 = xor <8 x i64> %50, %1197
  %1199 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %42, i64 %1184
  %1200 = load <16 x i32>, ptr %1199, align 64
  %1201 = bitcast <8 x i64> %1198 to <64 x i8>
  %1202 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1200, <64 x i8> %1201, <64 x i8> %1178)
  store <16 x i32> %1202, ptr %1199, align 64
  br i1 %318, label %1207, label %1203

1203:                                             ; preds = %1195
  %1204 = getelementptr inbounds nuw i8, ptr %1199, i64 64
  %1205 = load <16 x i32>, ptr %1204, align 64
  %1206 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1205, <64 x i8> %1201, <64 x i8> %1179)
  store <16 x i32> %1206, ptr %1204, align 64
  br label %1207

1207:                                             ; preds = %1203, %1195
  %1208 = add nuw nsw i64 %1184, 1
  %1209 = icmp eq i64 %1208, %1136
  br i1 %1209, label %1180, label %1183

1210:                                             ; preds = %1143, %1131
  %1211 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %331, <16 x i1> %332, <16 x i32> zeroinitializer)
  br i1 %112, label %1214, label %1212

1212:                                             ; preds = %1210
  %1213 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %333, <16 x i1> %332, <16 x i32> zeroinitializer)
  br label %1214

1214:                                             ; preds = %1212, %1210
  %1215 = phi <16 x i32> [ %1213, %1212 ], [ zeroinitializer, %1210 ]
  %1216 = sub <16 x i32> %1215, %1211
  br i1 %113, label %1220, label %1217

1217:                                             ; preds = %1214
  %1218 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %334, <16 x i1> %332, <16 x i32> zeroinitializer)
  %1219 = add <16 x i32> %1218, %1216
  br label %1220

1220:                                             ; preds = %1217, %1214
  %1221 = phi <16 x i32> [ %1219, %1217 ], [ %1216, %1214 ]
  br i1 %114, label %1225, label %1222

1222:                                             ; preds = %1220
  %1223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %335, <16 x i1> %332, <16 x float> zeroinitializer)
  %1224 = fmul <16 x float> %73, %1223
  br label %1225

1225:                                             ; preds = %1220, %1222
  %1226 = phi <16 x float> [ %1224, %1222 ], [ %73, %1220 ]
  %1227 = fmul <16 x float> %76, %1226
  %1228 = load <16 x i32>, ptr %42, align 64
  %1229 = add <16 x i32> %1228, %1221
  %1230 = sitofp <16 x i32> %1229 to <16 x float>
  %1231 = fmul <16 x float> %1227, %1230
  %1232 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1231, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1233 = fcmp uge <16 x float> %1232, splat (float 0x41E0000000000000)
  %1234 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1232, i32 4)
  %1235 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1234, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1236 = select <16 x i1> %1233, <16 x i32> splat (i32 2147483647), <16 x i32> %1235
  %1237 = add <16 x i32> %1236, %79
  %1238 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1237, <16 x i32> %82)
  %1239 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1238, <16 x i32> %85)
  %1240 = load <16 x i32>, ptr %189, align 64
  %1241 = add <16 x i32> %1240, %1221
  %1242 = sitofp <16 x i32> %1241 to <16 x float>
  %1243 = fmul <16 x float> %1227, %1242
  %1244 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1243, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1245 = fcmp uge <16 x float> %1244, splat (float 0x41E0000000000000)
  %1246 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1244, i32 4)
  %1247 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1246, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1248 = select <16 x i1> %1245, <16 x i32> splat (i32 2147483647), <16 x i32> %1247
  %1249 = add <16 x i32> %1248, %79
  %1250 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1249, <16 x i32> %82)
  %1251 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1250, <16 x i32> %85)
  %1252 = load <16 x i32>, ptr %190, align 64
  %1253 = add <16 x i32> %1252, %1221
  %1254 = sitofp <16 x i32> %1253 to <16 x float>
  %1255 = fmul <16 x float> %1227, %1254
  %1256 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1255, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1257 = fcmp uge <16 x float> %1256, splat (float 0x41E0000000000000)
  %1258 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1256, i32 4)
  %1259 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1258, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1260 = select <16 x i1> %1257, <16 x i32> splat (i32 2147483647), <16 x i32> %1259
  %1261 = add <16 x i32> %1260, %79
  %1262 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1261, <16 x i32> %82)
  %1263 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1262, <16 x i32> %85)
  %1264 = load <16 x i32>, ptr %191, align 64
  %1265 = add <16 x i32> %1264, %1221
  %1266 = sitofp <16 x i32> %1265 to <16 x float>
  %1267 = fmul <16 x float> %1227, %1266
  %1268 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1267, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1269 = fcmp uge <16 x float> %1268, splat (float 0x41E0000000000000)
  %1270 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1268, i32 4)
  %1271 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1270, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1272 = select <16 x i1> %1269, <16 x i32> splat (i32 2147483647), <16 x i32> %1271
  %1273 = add <16 x i32> %1272, %79
  %1274 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1273, <16 x i32> %82)
  %1275 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1274, <16 x i32> %85)
  %1276 = load <16 x i32>, ptr %192, align 64
  %1277 = add <16 x i32> %1276, %1221
  %1278 = sitofp <16 x i32> %1277 to <16 x float>
  %1279 = fmul <16 x float> %1227, %1278
  %1280 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1279, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1281 = fcmp uge <16 x float> %1280, splat (float 0x41E0000000000000)
  %1282 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1280, i32 4)
  %1283 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1282, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1284 = select <16 x i1> %1281, <16 x i32> splat (i32 2147483647), <16 x i32> %1283
  %1285 = add <16 x i32> %1284, %79
  %1286 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1285, <16 x i32> %82)
  %1287 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1286, <16 x i32> %85)
  %1288 = load <16 x i32>, ptr %193, align 64
  %1289 = add <16 x i32> %1288, %1221
  %1290 = sitofp <16 x i32> %1289 to <16 x float>
  %1291 = fmul <16 x float> %1227, %1290
  %1292 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1291, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1293 = fcmp uge <16 x float> %1292, splat (float 0x41E0000000000000)
  %1294 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1292, i32 4)
  %1295 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1294, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1296 = select <16 x i1> %1293, <16 x i32> splat (i32 2147483647), <16 x i32> %1295
  %1297 = add <16 x i32> %1296, %79
  %1298 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1297, <16 x i32> %82)
  %1299 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1298, <16 x i32> %85)
  %1300 = load <16 x i32>, ptr %194, align 64
  %1301 = add <16 x i32> %1300, %1221
  %1302 = sitofp <16 x i32> %1301 to <16 x float>
  %1303 = fmul <16 x float> %1227, %1302
  %1304 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1303, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1305 = fcmp uge <16 x float> %1304, splat (float 0x41E0000000000000)
  %1306 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1304, i32 4)
  %1307 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1306, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1308 = select <16 x i1> %1305, <16 x i32> splat (i32 2147483647), <16 x i32> %1307
  %1309 = add <16 x i32> %1308, %79
  %1310 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1309, <16 x i32> %82)
  %1311 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1310, <16 x i32> %85)
  %1312 = load <16 x i32>, ptr %195, align 64
  %1313 = add <16 x i32> %1312, %1221
  %1314 = sitofp <16 x i32> %1313 to <16 x float>
  %1315 = fmul <16 x float> %1227, %1314
  %1316 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1315, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1317 = fcmp uge <16 x float> %1316, splat (float 0x41E0000000000000)
  %1318 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1316, i32 4)
  %1319 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1318, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1320 = select <16 x i1> %1317, <16 x i32> splat (i32 2147483647), <16 x i32> %1319
  %1321 = add <16 x i32> %1320, %79
  %1322 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1321, <16 x i32> %82)
  %1323 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1322, <16 x i32> %85)
  %1324 = getelementptr inbounds i8, ptr %1133, i64 %336
  %1325 = icmp eq i32 %367, 8
  %1326 = and i1 %86, %1325
  br i1 %1326, label %1327, label %1465

1327:                                             ; preds = %1225
  %1328 = shufflevector <16 x i32> %1239, <16 x i32> %1251, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1329 = trunc <16 x i32> %1328 to <16 x i8>
  %1330 = shufflevector <16 x i32> %1263, <16 x i32> %1275, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1331 = trunc <16 x i32> %1330 to <16 x i8>
  %1332 = shufflevector <16 x i32> %1287, <16 x i32> %1299, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1333 = trunc <16 x i32> %1332 to <16 x i8>
  %1334 = shufflevector <16 x i32> %1311, <16 x i32> %1323, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1335 = trunc <16 x i32> %1334 to <16 x i8>
  %1336 = shufflevector <16 x i32> %1239, <16 x i32> %1251, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1337 = trunc <16 x i32> %1336 to <16 x i8>
  %1338 = shufflevector <16 x i32> %1263, <16 x i32> %1275, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1339 = trunc <16 x i32> %1338 to <16 x i8>
  %1340 = shufflevector <16 x i32> %1287, <16 x i32> %1299, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1341 = trunc <16 x i32> %1340 to <16 x i8>
  %1342 = shufflevector <16 x i32> %1311, <16 x i32> %1323, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1343 = trunc <16 x i32> %1342 to <16 x i8>
  %1344 = bitcast <16 x i8> %1329 to <8 x i16>
  %1345 = bitcast <16 x i8> %1331 to <8 x i16>
  %1346 = shufflevector <8 x i16> %1344, <8 x i16> %1345, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1347 = shufflevector <8 x i16> %1344, <8 x i16> %1345, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1348 = bitcast <16 x i8> %1333 to <8 x i16>
  %1349 = bitcast <16 x i8> %1335 to <8 x i16>
  %1350 = shufflevector <8 x i16> %1348, <8 x i16> %1349, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1351 = shufflevector <8 x i16> %1348, <8 x i16> %1349, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1352 = bitcast <8 x i16> %1346 to <4 x i32>
  %1353 = bitcast <8 x i16> %1350 to <4 x i32>
  %1354 = shufflevector <4 x i32> %1352, <4 x i32> %1353, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1355 = shufflevector <4 x i32> %1352, <4 x i32> %1353, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1356 = bitcast <8 x i16> %1347 to <4 x i32>
  %1357 = bitcast <8 x i16> %1351 to <4 x i32>
  %1358 = shufflevector <4 x i32> %1356, <4 x i32> %1357, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1359 = shufflevector <4 x i32> %1356, <4 x i32> %1357, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1360 = bitcast <16 x i8> %1337 to <8 x i16>
  %1361 = bitcast <16 x i8> %1339 to <8 x i16>
  %1362 = shufflevector <8 x i16> %1360, <8 x i16> %1361, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1363 = shufflevector <8 x i16> %1360, <8 x i16> %1361, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1364 = bitcast <16 x i8> %1341 to <8 x i16>
  %1365 = bitcast <16 x i8> %1343 to <8 x i16>
  %1366 = shufflevector <8 x i16> %1364, <8 x i16> %1365, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1367 = shufflevector <8 x i16> %1364, <8 x i16> %1365, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1368 = bitcast <8 x i16> %1362 to <4 x i32>
  %1369 = bitcast <8 x i16> %1366 to <4 x i32>
  %1370 = shufflevector <4 x i32> %1368, <4 x i32> %1369, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1371 = shufflevector <4 x i32> %1368, <4 x i32> %1369, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1372 = bitcast <8 x i16> %1363 to <4 x i32>
  %1373 = bitcast <8 x i16> %1367 to <4 x i32>
  %1374 = shufflevector <4 x i32> %1372, <4 x i32> %1373, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1375 = shufflevector <4 x i32> %1372, <4 x i32> %1373, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %325, label %1376, label %1424

1376:                                             ; preds = %1327
  %1377 = bitcast <4 x i32> %1375 to <2 x i64>
  %1378 = bitcast <4 x i32> %1374 to <2 x i64>
  %1379 = bitcast <4 x i32> %1371 to <2 x i64>
  %1380 = bitcast <4 x i32> %1370 to <2 x i64>
  %1381 = bitcast <4 x i32> %1359 to <2 x i64>
  %1382 = bitcast <4 x i32> %1358 to <2 x i64>
  %1383 = bitcast <4 x i32> %1355 to <2 x i64>
  %1384 = bitcast <4 x i32> %1354 to <2 x i64>
  %1385 = extractelement <2 x i64> %1384, i64 0
  store i64 %1385, ptr %1324, align 1
  %1386 = getelementptr inbounds i8, ptr %1324, i64 %96
  %1387 = bitcast <4 x i32> %1354 to <2 x double>
  %1388 = extractelement <2 x double> %1387, i64 1
  store double %1388, ptr %1386, align 1
  %1389 = getelementptr inbounds i8, ptr %1324, i64 %210
  %1390 = extractelement <2 x i64> %1383, i64 0
  store i64 %1390, ptr %1389, align 1
  %1391 = getelementptr inbounds i8, ptr %1324, i64 %211
  %1392 = bitcast <4 x i32> %1355 to <2 x double>
  %1393 = extractelement <2 x double> %1392, i64 1
  store double %1393, ptr %1391, align 1
  %1394 = getelementptr inbounds i8, ptr %1324, i64 %212
  %1395 = extractelement <2 x i64> %1382, i64 0
  store i64 %1395, ptr %1394, align 1
  %1396 = getelementptr inbounds i8, ptr %1324, i64 %213
  %1397 = bitcast <4 x i32> %1358 to <2 x double>
  %1398 = extractelement <2 x double> %1397, i64 1
  store double %1398, ptr %1396, align 1
  %1399 = getelementptr inbounds i8, ptr %1324, i64 %214
  %1400 = extractelement <2 x i64> %1381, i64 0
  store i64 %1400, ptr %1399, align 1
  %1401 = getelementptr inbounds i8, ptr %1324, i64 %215
  %1402 = bitcast <4 x i32> %1359 to <2 x double>
  %1403 = extractelement <2 x double> %1402, i64 1
  store double %1403, ptr %1401, align 1
  %1404 = getelementptr inbounds i8, ptr %1324, i64 %216
  %1405 = extractelement <2 x i64> %1380, i64 0
  store i64 %1405, ptr %1404, align 1
  %1406 = getelementptr inbounds i8, ptr %1324, i64 %217
  %1407 = bitcast <4 x i32> %1370 to <2 x double>
  %1408 = extractelement <2 x double> %1407, i64 1
  store double %1408, ptr %1406, align 1
  %1409 = getelementptr inbounds i8, ptr %1324, i64 %218
  %1410 = extractelement <2 x i64> %1379, i64 0
  store i64 %1410, ptr %1409, align 1
  %1411 = getelementptr inbounds i8, ptr %1324, i64 %219
  %1412 = bitcast <4 x i32> %1371 to <2 x double>
  %1413 = extractelement <2 x double> %1412, i64 1
  store double %1413, ptr %1411, align 1
  %1414 = getelementptr inbounds i8, ptr %1324, i64 %220
  %1415 = extractelement <2 x i64> %1378, i64 0
  store i64 %1415, ptr %1414, align 1
  %1416 = getelementptr inbounds i8, ptr %1324, i64 %221
  %1417 = bitcast <4 x i32> %1374 to <2 x double>
  %1418 = extractelement <2 x double> %1417, i64 1
  store double %1418, ptr %1416, align 1
  %1419 = getelementptr inbounds i8, ptr %1324, i64 %222
  %1420 = extractelement <2 x i64> %1377, i64 0
  store i64 %1420, ptr %1419, align 1
  %1421 = getelementptr inbounds i8, ptr %1324, i64 %223
  %1422 = bitcast <4 x i32> %1375 to <2 x double>
  %1423 = extractelement <2 x double> %1422, i64 1
  store double %1423, ptr %1421, align 1
  br label %1530

1424:                                             ; preds = %1327
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store <4 x i32> %1354, ptr %34, align 16
  store <4 x i32> %1355, ptr %203, align 16
  store <4 x i32> %1358, ptr %204, align 16
  store <4 x i32> %1359, ptr %205, align 16
  store <4 x i32> %1370, ptr %206, align 16
  store <4 x i32> %1371, ptr %207, align 16
  store <4 x i32> %1374, ptr %208, align 16
  store <4 x i32> %1375, ptr %209, align 16
  br i1 %337, label %1425, label %1439

1425:                                             ; preds = %1424
  br i1 %357, label %1427, label %1440

1426:                                             ; preds = %1440
  br i1 %273, label %1439, label %1427

1427:                                             ; preds = %1426, %1425
  %1428 = phi i64 [ 0, %1425 ], [ %1462, %1426 ]
  tail call void @llvm.assume(i1 %274)
  br label %1429

1429:                                             ; preds = %1429, %1427
  %1430 = phi i64 [ %1436, %1429 ], [ %1428, %1427 ]
  %1431 = phi i64 [ %1437, %1429 ], [ 0, %1427 ]
  %1432 = mul nsw i64 %1430, %96
  %1433 = getelementptr inbounds i8, ptr %1324, i64 %1432
  %1434 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1430
  %1435 = load i64, ptr %1434, align 8
  store i64 %1435, ptr %1433, align 1
  %1436 = add nuw nsw i64 %1430, 1
  %1437 = add i64 %1431, 1
  %1438 = icmp eq i64 %1437, %272
  br i1 %1438, label %1439, label %1429

1439:                                             ; preds = %1426, %1429, %1424
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %1530

1440:                                             ; preds = %1425, %1440
  %1441 = phi i64 [ %1462, %1440 ], [ 0, %1425 ]
  %1442 = phi i64 [ %1463, %1440 ], [ 0, %1425 ]
  %1443 = mul nsw i64 %1441, %96
  %1444 = getelementptr inbounds i8, ptr %1324, i64 %1443
  %1445 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1441
  %1446 = load i64, ptr %1445, align 16
  store i64 %1446, ptr %1444, align 1
  %1447 = or disjoint i64 %1441, 1
  %1448 = mul nsw i64 %1447, %96
  %1449 = getelementptr inbounds i8, ptr %1324, i64 %1448
  %1450 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1447
  %1451 = load i64, ptr %1450, align 8
  store i64 %1451, ptr %1449, align 1
  %1452 = or disjoint i64 %1441, 2
  %1453 = mul nsw i64 %1452, %96
  %1454 = getelementptr inbounds i8, ptr %1324, i64 %1453
  %1455 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1452
  %1456 = load i64, ptr %1455, align 16
  store i64 %1456, ptr %1454, align 1
  %1457 = or disjoint i64 %1441, 3
  %1458 = mul nsw i64 %1457, %96
  %1459 = getelementptr inbounds i8, ptr %1324, i64 %1458
  %1460 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1457
  %1461 = load i64, ptr %1460, align 8
  store i64 %1461, ptr %1459, align 1
  %1462 = add nuw nsw i64 %1441, 4
  %1463 = add i64 %1442, 4
  %1464 = icmp eq i64 %1463, %358
  br i1 %1464, label %1426, label %1440

1465:                                             ; preds = %1225
  %1466 = trunc <16 x i32> %1323 to <16 x i8>
  %1467 = trunc <16 x i32> %1311 to <16 x i8>
  %1468 = trunc <16 x i32> %1299 to <16 x i8>
  %1469 = trunc <16 x i32> %1287 to <16 x i8>
  %1470 = trunc <16 x i32> %1275 to <16 x i8>
  %1471 = trunc <16 x i32> %1263 to <16 x i8>
  %1472 = trunc <16 x i32> %1251 to <16 x i8>
  %1473 = trunc <16 x i32> %1239 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store <16 x i8> %1473, ptr %35, align 16
  store <16 x i8> %1472, ptr %196, align 16
  store <16 x i8> %1471, ptr %197, align 16
  store <16 x i8> %1470, ptr %198, align 16
  store <16 x i8> %1469, ptr %199, align 16
  store <16 x i8> %1468, ptr %200, align 16
  store <16 x i8> %1467, ptr %201, align 16
  store <16 x i8> %1466, ptr %202, align 16
  br i1 %337, label %1474, label %1488

1474:                                             ; preds = %1465
  %1475 = icmp sgt i32 %367, 0
  %1476 = zext i32 %367 to i64
  %1477 = and i64 %1476, 3
  %1478 = icmp ult i32 %367, 4
  %1479 = and i64 %1476, 2147483644
  %1480 = icmp eq i64 %1477, 0
  %1481 = icmp ne i64 %1477, 0
  br label %1482

1482:                                             ; preds = %1474, %1502
  %1483 = phi i64 [ 0, %1474 ], [ %1503, %1502 ]
  %1484 = getelementptr inbounds nuw i8, ptr %35, i64 %1483
  br i1 %1475, label %1485, label %1502

1485:                                             ; preds = %1482
  %1486 = mul nsw i64 %1483, %96
  %1487 = getelementptr i8, ptr %1324, i64 %1486
  br i1 %1478, label %1490, label %1505

1488:                                             ; preds = %1502, %1465
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %1530

1489:                                             ; preds = %1505
  br i1 %1480, label %1502, label %1490

1490:                                             ; preds = %1489, %1485
  %1491 = phi i64 [ 0, %1485 ], [ %1527, %1489 ]
  tail call void @llvm.assume(i1 %1481)
  br label %1492

1492:                                             ; preds = %1492, %1490
  %1493 = phi i64 [ %1491, %1490 ], [ %1499, %1492 ]
  %1494 = phi i64 [ 0, %1490 ], [ %1500, %1492 ]
  %1495 = getelementptr inbounds nuw [16 x i8], ptr %1484, i64 %1493
  %1496 = load i8, ptr %1495, align 1
  %1497 = mul nsw i64 %22, %1493
  %1498 = getelementptr i8, ptr %1487, i64 %1497
  store i8 %1496, ptr %1498, align 1
  %1499 = add nuw nsw i64 %1493, 1
  %1500 = add i64 %1494, 1
  %1501 = icmp eq i64 %1500, %1477
  br i1 %1501, label %1502, label %1492

1502:                                             ; preds = %1489, %1492, %1482
  %1503 = add nuw nsw i64 %1483, 1
  %1504 = icmp eq i64 %1503, %326
  br i1 %1504, label %1488, label %1482

1505:                                             ; preds = %1485, %1505
  %1506 = phi i64 [ %1527, %1505 ], [ 0, %1485 ]
  %1507 = phi i64 [ %1528, %1505 ], [ 0, %1485 ]
  %1508 = getelementptr inbounds nuw [16 x i8], ptr %1484, i64 %1506
  %1509 = load i8, ptr %1508, align 1
  %1510 = mul nsw i64 %22, %1506
  %1511 = getelementptr i8, ptr %1487, i64 %1510
  store i8 %1509, ptr %1511, align 1
  %1512 = or disjoint i64 %1506, 1
  %1513 = getelementptr inbounds nuw [16 x i8], ptr %1484, i64 %1512
  %1514 = load i8, ptr %1513, align 1
  %1515 = mul nsw i64 %22, %1512
  %1516 = getelementptr i8, ptr %1487, i64 %1515
  store i8 %1514, ptr %1516, align 1
  %1517 = or disjoint i64 %1506, 2
  %1518 = getelementptr inbounds nuw [16 x i8], ptr %1484, i64 %1517
  %1519 = load i8, ptr %1518, align 1
  %1520 = mul nsw i64 %22, %1517
  %1521 = getelementptr i8, ptr %1487, i64 %1520
  store i8 %1519, ptr %1521, align 1
  %1522 = or disjoint i64 %1506, 3
  %1523 = getelementptr inbounds nuw [16 x i8], ptr %1484, i64 %1522
  %1524 = load i8, ptr %1523, align 1
  %1525 = mul nsw i64 %22, %1522
  %1526 = getelementptr i8, ptr %1487, i64 %1525
  store i8 %1524, ptr %1526, align 1
  %1527 = add nuw nsw i64 %1506, 4
  %1528 = add i64 %1507, 4
  %1529 = icmp eq i64 %1528, %1479
  br i1 %1529, label %1489, label %1505

1530:                                             ; preds = %1439, %1376, %1488
  br i1 %318, label %1849, label %1531

1531:                                             ; preds = %1530
  %1532 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %346, <16 x i1> %347, <16 x i32> zeroinitializer)
  br i1 %112, label %1535, label %1533

1533:                                             ; preds = %1531
  %1534 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %348, <16 x i1> %347, <16 x i32> zeroinitializer)
  br label %1535

1535:                                             ; preds = %1533, %1531
  %1536 = phi <16 x i32> [ %1534, %1533 ], [ zeroinitializer, %1531 ]
  %1537 = sub <16 x i32> %1536, %1532
  br i1 %113, label %1541, label %1538

1538:                                             ; preds = %1535
  %1539 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %349, <16 x i1> %347, <16 x i32> zeroinitializer)
  %1540 = add <16 x i32> %1539, %1537
  br label %1541

1541:                                             ; preds = %1538, %1535
  %1542 = phi <16 x i32> [ %1540, %1538 ], [ %1537, %1535 ]
  br i1 %114, label %1546, label %1543

1543:                                             ; preds = %1541
  %1544 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %350, <16 x i1> %347, <16 x float> zeroinitializer)
  %1545 = fmul <16 x float> %73, %1544
  br label %1546

1546:                                             ; preds = %1541, %1543
  %1547 = phi <16 x float> [ %1545, %1543 ], [ %73, %1541 ]
  %1548 = fmul <16 x float> %76, %1547
  %1549 = load <16 x i32>, ptr %224, align 64
  %1550 = add <16 x i32> %1549, %1542
  %1551 = sitofp <16 x i32> %1550 to <16 x float>
  %1552 = fmul <16 x float> %1548, %1551
  %1553 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1552, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1554 = fcmp uge <16 x float> %1553, splat (float 0x41E0000000000000)
  %1555 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1553, i32 4)
  %1556 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1555, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1557 = select <16 x i1> %1554, <16 x i32> splat (i32 2147483647), <16 x i32> %1556
  %1558 = add <16 x i32> %1557, %79
  %1559 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1558, <16 x i32> %82)
  %1560 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1559, <16 x i32> %85)
  %1561 = load <16 x i32>, ptr %225, align 64
  %1562 = add <16 x i32> %1561, %1542
  %1563 = sitofp <16 x i32> %1562 to <16 x float>
  %1564 = fmul <16 x float> %1548, %1563
  %1565 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1564, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1566 = fcmp uge <16 x float> %1565, splat (float 0x41E0000000000000)
  %1567 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1565, i32 4)
  %1568 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1567, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1569 = select <16 x i1> %1566, <16 x i32> splat (i32 2147483647), <16 x i32> %1568
  %1570 = add <16 x i32> %1569, %79
  %1571 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1570, <16 x i32> %82)
  %1572 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1571, <16 x i32> %85)
  %1573 = load <16 x i32>, ptr %226, align 64
  %1574 = add <16 x i32> %1573, %1542
  %1575 = sitofp <16 x i32> %1574 to <16 x float>
  %1576 = fmul <16 x float> %1548, %1575
  %1577 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1576, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1578 = fcmp uge <16 x float> %1577, splat (float 0x41E0000000000000)
  %1579 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1577, i32 4)
  %1580 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1579, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1581 = select <16 x i1> %1578, <16 x i32> splat (i32 2147483647), <16 x i32> %1580
  %1582 = add <16 x i32> %1581, %79
  %1583 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1582, <16 x i32> %82)
  %1584 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1583, <16 x i32> %85)
  %1585 = load <16 x i32>, ptr %227, align 64
  %1586 = add <16 x i32> %1585, %1542
  %1587 = sitofp <16 x i32> %1586 to <16 x float>
  %1588 = fmul <16 x float> %1548, %1587
  %1589 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1588, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1590 = fcmp uge <16 x float> %1589, splat (float 0x41E0000000000000)
  %1591 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1589, i32 4)
  %1592 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1591, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1593 = select <16 x i1> %1590, <16 x i32> splat (i32 2147483647), <16 x i32> %1592
  %1594 = add <16 x i32> %1593, %79
  %1595 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1594, <16 x i32> %82)
  %1596 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1595, <16 x i32> %85)
  %1597 = load <16 x i32>, ptr %228, align 64
  %1598 = add <16 x i32> %1597, %1542
  %1599 = sitofp <16 x i32> %1598 to <16 x float>
  %1600 = fmul <16 x float> %1548, %1599
  %1601 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1600, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1602 = fcmp uge <16 x float> %1601, splat (float 0x41E0000000000000)
  %1603 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1601, i32 4)
  %1604 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1603, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1605 = select <16 x i1> %1602, <16 x i32> splat (i32 2147483647), <16 x i32> %1604
  %1606 = add <16 x i32> %1605, %79
  %1607 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1606, <16 x i32> %82)
  %1608 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1607, <16 x i32> %85)
  %1609 = load <16 x i32>, ptr %229, align 64
  %1610 = add <16 x i32> %1609, %1542
  %1611 = sitofp <16 x i32> %1610 to <16 x float>
  %1612 = fmul <16 x float> %1548, %1611
  %1613 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1612, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1614 = fcmp uge <16 x float> %1613, splat (float 0x41E0000000000000)
  %1615 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1613, i32 4)
  %1616 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1615, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1617 = select <16 x i1> %1614, <16 x i32> splat (i32 2147483647), <16 x i32> %1616
  %1618 = add <16 x i32> %1617, %79
  %1619 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1618, <16 x i32> %82)
  %1620 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1619, <16 x i32> %85)
  %1621 = load <16 x i32>, ptr %230, align 64
  %1622 = add <16 x i32> %1621, %1542
  %1623 = sitofp <16 x i32> %1622 to <16 x float>
  %1624 = fmul <16 x float> %1548, %1623
  %1625 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1624, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1626 = fcmp uge <16 x float> %1625, splat (float 0x41E0000000000000)
  %1627 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1625, i32 4)
  %1628 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1627, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1629 = select <16 x i1> %1626, <16 x i32> splat (i32 2147483647), <16 x i32> %1628
  %1630 = add <16 x i32> %1629, %79
  %1631 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1630, <16 x i32> %82)
  %1632 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1631, <16 x i32> %85)
  %1633 = load <16 x i32>, ptr %231, align 64
  %1634 = add <16 x i32> %1633, %1542
  %1635 = sitofp <16 x i32> %1634 to <16 x float>
  %1636 = fmul <16 x float> %1548, %1635
  %1637 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1636, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1638 = fcmp uge <16 x float> %1637, splat (float 0x41E0000000000000)
  %1639 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1637, i32 4)
  %1640 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1639, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1641 = select <16 x i1> %1638, <16 x i32> splat (i32 2147483647), <16 x i32> %1640
  %1642 = add <16 x i32> %1641, %79
  %1643 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1642, <16 x i32> %82)
  %1644 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1643, <16 x i32> %85)
  %1645 = getelementptr inbounds i8, ptr %1133, i64 %351
  br i1 %1326, label %1646, label %1784

1646:                                             ; preds = %1546
  %1647 = shufflevector <16 x i32> %1560, <16 x i32> %1572, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1648 = trunc <16 x i32> %1647 to <16 x i8>
  %1649 = shufflevector <16 x i32> %1584, <16 x i32> %1596, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1650 = trunc <16 x i32> %1649 to <16 x i8>
  %1651 = shufflevector <16 x i32> %1608, <16 x i32> %1620, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1652 = trunc <16 x i32> %1651 to <16 x i8>
  %1653 = shufflevector <16 x i32> %1632, <16 x i32> %1644, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1654 = trunc <16 x i32> %1653 to <16 x i8>
  %1655 = shufflevector <16 x i32> %1560, <16 x i32> %1572, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1656 = trunc <16 x i32> %1655 to <16 x i8>
  %1657 = shufflevector <16 x i32> %1584, <16 x i32> %1596, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1658 = trunc <16 x i32> %1657 to <16 x i8>
  %1659 = shufflevector <16 x i32> %1608, <16 x i32> %1620, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1660 = trunc <16 x i32> %1659 to <16 x i8>
  %1661 = shufflevector <16 x i32> %1632, <16 x i32> %1644, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1662 = trunc <16 x i32> %1661 to <16 x i8>
  %1663 = bitcast <16 x i8> %1648 to <8 x i16>
  %1664 = bitcast <16 x i8> %1650 to <8 x i16>
  %1665 = shufflevector <8 x i16> %1663, <8 x i16> %1664, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1666 = shufflevector <8 x i16> %1663, <8 x i16> %1664, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1667 = bitcast <16 x i8> %1652 to <8 x i16>
  %1668 = bitcast <16 x i8> %1654 to <8 x i16>
  %1669 = shufflevector <8 x i16> %1667, <8 x i16> %1668, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1670 = shufflevector <8 x i16> %1667, <8 x i16> %1668, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1671 = bitcast <8 x i16> %1665 to <4 x i32>
  %1672 = bitcast <8 x i16> %1669 to <4 x i32>
  %1673 = shufflevector <4 x i32> %1671, <4 x i32> %1672, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1674 = shufflevector <4 x i32> %1671, <4 x i32> %1672, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1675 = bitcast <8 x i16> %1666 to <4 x i32>
  %1676 = bitcast <8 x i16> %1670 to <4 x i32>
  %1677 = shufflevector <4 x i32> %1675, <4 x i32> %1676, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1678 = shufflevector <4 x i32> %1675, <4 x i32> %1676, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1679 = bitcast <16 x i8> %1656 to <8 x i16>
  %1680 = bitcast <16 x i8> %1658 to <8 x i16>
  %1681 = shufflevector <8 x i16> %1679, <8 x i16> %1680, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1682 = shufflevector <8 x i16> %1679, <8 x i16> %1680, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1683 = bitcast <16 x i8> %1660 to <8 x i16>
  %1684 = bitcast <16 x i8> %1662 to <8 x i16>
  %1685 = shufflevector <8 x i16> %1683, <8 x i16> %1684, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1686 = shufflevector <8 x i16> %1683, <8 x i16> %1684, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1687 = bitcast <8 x i16> %1681 to <4 x i32>
  %1688 = bitcast <8 x i16> %1685 to <4 x i32>
  %1689 = shufflevector <4 x i32> %1687, <4 x i32> %1688, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1690 = shufflevector <4 x i32> %1687, <4 x i32> %1688, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1691 = bitcast <8 x i16> %1682 to <4 x i32>
  %1692 = bitcast <8 x i16> %1686 to <4 x i32>
  %1693 = shufflevector <4 x i32> %1691, <4 x i32> %1692, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1694 = shufflevector <4 x i32> %1691, <4 x i32> %1692, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %340, label %1695, label %1743

1695:                                             ; preds = %1646
  %1696 = bitcast <4 x i32> %1694 to <2 x i64>
  %1697 = bitcast <4 x i32> %1693 to <2 x i64>
  %1698 = bitcast <4 x i32> %1690 to <2 x i64>
  %1699 = bitcast <4 x i32> %1689 to <2 x i64>
  %1700 = bitcast <4 x i32> %1678 to <2 x i64>
  %1701 = bitcast <4 x i32> %1677 to <2 x i64>
  %1702 = bitcast <4 x i32> %1674 to <2 x i64>
  %1703 = bitcast <4 x i32> %1673 to <2 x i64>
  %1704 = extractelement <2 x i64> %1703, i64 0
  store i64 %1704, ptr %1645, align 1
  %1705 = getelementptr inbounds i8, ptr %1645, i64 %96
  %1706 = bitcast <4 x i32> %1673 to <2 x double>
  %1707 = extractelement <2 x double> %1706, i64 1
  store double %1707, ptr %1705, align 1
  %1708 = getelementptr inbounds i8, ptr %1645, i64 %246
  %1709 = extractelement <2 x i64> %1702, i64 0
  store i64 %1709, ptr %1708, align 1
  %1710 = getelementptr inbounds i8, ptr %1645, i64 %247
  %1711 = bitcast <4 x i32> %1674 to <2 x double>
  %1712 = extractelement <2 x double> %1711, i64 1
  store double %1712, ptr %1710, align 1
  %1713 = getelementptr inbounds i8, ptr %1645, i64 %248
  %1714 = extractelement <2 x i64> %1701, i64 0
  store i64 %1714, ptr %1713, align 1
  %1715 = getelementptr inbounds i8, ptr %1645, i64 %249
  %1716 = bitcast <4 x i32> %1677 to <2 x double>
  %1717 = extractelement <2 x double> %1716, i64 1
  store double %1717, ptr %1715, align 1
  %1718 = getelementptr inbounds i8, ptr %1645, i64 %250
  %1719 = extractelement <2 x i64> %1700, i64 0
  store i64 %1719, ptr %1718, align 1
  %1720 = getelementptr inbounds i8, ptr %1645, i64 %251
  %1721 = bitcast <4 x i32> %1678 to <2 x double>
  %1722 = extractelement <2 x double> %1721, i64 1
  store double %1722, ptr %1720, align 1
  %1723 = getelementptr inbounds i8, ptr %1645, i64 %252
  %1724 = extractelement <2 x i64> %1699, i64 0
  store i64 %1724, ptr %1723, align 1
  %1725 = getelementptr inbounds i8, ptr %1645, i64 %253
  %1726 = bitcast <4 x i32> %1689 to <2 x double>
  %1727 = extractelement <2 x double> %1726, i64 1
  store double %1727, ptr %1725, align 1
  %1728 = getelementptr inbounds i8, ptr %1645, i64 %254
  %1729 = extractelement <2 x i64> %1698, i64 0
  store i64 %1729, ptr %1728, align 1
  %1730 = getelementptr inbounds i8, ptr %1645, i64 %255
  %1731 = bitcast <4 x i32> %1690 to <2 x double>
  %1732 = extractelement <2 x double> %1731, i64 1
  store double %1732, ptr %1730, align 1
  %1733 = getelementptr inbounds i8, ptr %1645, i64 %256
  %1734 = extractelement <2 x i64> %1697, i64 0
  store i64 %1734, ptr %1733, align 1
  %1735 = getelementptr inbounds i8, ptr %1645, i64 %257
  %1736 = bitcast <4 x i32> %1693 to <2 x double>
  %1737 = extractelement <2 x double> %1736, i64 1
  store double %1737, ptr %1735, align 1
  %1738 = getelementptr inbounds i8, ptr %1645, i64 %258
  %1739 = extractelement <2 x i64> %1696, i64 0
  store i64 %1739, ptr %1738, align 1
  %1740 = getelementptr inbounds i8, ptr %1645, i64 %259
  %1741 = bitcast <4 x i32> %1694 to <2 x double>
  %1742 = extractelement <2 x double> %1741, i64 1
  store double %1742, ptr %1740, align 1
  br label %1849

1743:                                             ; preds = %1646
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store <4 x i32> %1673, ptr %36, align 16
  store <4 x i32> %1674, ptr %239, align 16
  store <4 x i32> %1677, ptr %240, align 16
  store <4 x i32> %1678, ptr %241, align 16
  store <4 x i32> %1689, ptr %242, align 16
  store <4 x i32> %1690, ptr %243, align 16
  store <4 x i32> %1693, ptr %244, align 16
  store <4 x i32> %1694, ptr %245, align 16
  br i1 %352, label %1744, label %1758

1744:                                             ; preds = %1743
  br i1 %359, label %1746, label %1759

1745:                                             ; preds = %1759
  br i1 %276, label %1758, label %1746

1746:                                             ; preds = %1745, %1744
  %1747 = phi i64 [ 0, %1744 ], [ %1781, %1745 ]
  tail call void @llvm.assume(i1 %277)
  br label %1748

1748:                                             ; preds = %1748, %1746
  %1749 = phi i64 [ %1755, %1748 ], [ %1747, %1746 ]
  %1750 = phi i64 [ %1756, %1748 ], [ 0, %1746 ]
  %1751 = mul nsw i64 %1749, %96
  %1752 = getelementptr inbounds i8, ptr %1645, i64 %1751
  %1753 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1749
  %1754 = load i64, ptr %1753, align 8
  store i64 %1754, ptr %1752, align 1
  %1755 = add nuw nsw i64 %1749, 1
  %1756 = add i64 %1750, 1
  %1757 = icmp eq i64 %1756, %275
  br i1 %1757, label %1758, label %1748

1758:                                             ; preds = %1745, %1748, %1743
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %1849

1759:                                             ; preds = %1744, %1759
  %1760 = phi i64 [ %1781, %1759 ], [ 0, %1744 ]
  %1761 = phi i64 [ %1782, %1759 ], [ 0, %1744 ]
  %1762 = mul nsw i64 %1760, %96
  %1763 = getelementptr inbounds i8, ptr %1645, i64 %1762
  %1764 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1760
  %1765 = load i64, ptr %1764, align 16
  store i64 %1765, ptr %1763, align 1
  %1766 = or disjoint i64 %1760, 1
  %1767 = mul nsw i64 %1766, %96
  %1768 = getelementptr inbounds i8, ptr %1645, i64 %1767
  %1769 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1766
  %1770 = load i64, ptr %1769, align 8
  store i64 %1770, ptr %1768, align 1
  %1771 = or disjoint i64 %1760, 2
  %1772 = mul nsw i64 %1771, %96
  %1773 = getelementptr inbounds i8, ptr %1645, i64 %1772
  %1774 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1771
  %1775 = load i64, ptr %1774, align 16
  store i64 %1775, ptr %1773, align 1
  %1776 = or disjoint i64 %1760, 3
  %1777 = mul nsw i64 %1776, %96
  %1778 = getelementptr inbounds i8, ptr %1645, i64 %1777
  %1779 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1776
  %1780 = load i64, ptr %1779, align 8
  store i64 %1780, ptr %1778, align 1
  %1781 = add nuw nsw i64 %1760, 4
  %1782 = add i64 %1761, 4
  %1783 = icmp eq i64 %1782, %360
  br i1 %1783, label %1745, label %1759

1784:                                             ; preds = %1546
  %1785 = trunc <16 x i32> %1644 to <16 x i8>
  %1786 = trunc <16 x i32> %1632 to <16 x i8>
  %1787 = trunc <16 x i32> %1620 to <16 x i8>
  %1788 = trunc <16 x i32> %1608 to <16 x i8>
  %1789 = trunc <16 x i32> %1596 to <16 x i8>
  %1790 = trunc <16 x i32> %1584 to <16 x i8>
  %1791 = trunc <16 x i32> %1572 to <16 x i8>
  %1792 = trunc <16 x i32> %1560 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store <16 x i8> %1792, ptr %37, align 16
  store <16 x i8> %1791, ptr %232, align 16
  store <16 x i8> %1790, ptr %233, align 16
  store <16 x i8> %1789, ptr %234, align 16
  store <16 x i8> %1788, ptr %235, align 16
  store <16 x i8> %1787, ptr %236, align 16
  store <16 x i8> %1786, ptr %237, align 16
  store <16 x i8> %1785, ptr %238, align 16
  br i1 %352, label %1793, label %1807

1793:                                             ; preds = %1784
  %1794 = icmp sgt i32 %367, 0
  %1795 = zext i32 %367 to i64
  %1796 = and i64 %1795, 3
  %1797 = icmp ult i32 %367, 4
  %1798 = and i64 %1795, 2147483644
  %1799 = icmp eq i64 %1796, 0
  %1800 = icmp ne i64 %1796, 0
  br label %1801

1801:                                             ; preds = %1793, %1821
  %1802 = phi i64 [ 0, %1793 ], [ %1822, %1821 ]
  %1803 = getelementptr inbounds nuw i8, ptr %37, i64 %1802
  br i1 %1794, label %1804, label %1821

1804:                                             ; preds = %1801
  %1805 = mul nsw i64 %1802, %96
  %1806 = getelementptr i8, ptr %1645, i64 %1805
  br i1 %1797, label %1809, label %1824

1807:                                             ; preds = %1821, %1784
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %1849

1808:                                             ; preds = %1824
  br i1 %1799, label %1821, label %1809

1809:                                             ; preds = %1808, %1804
  %1810 = phi i64 [ 0, %1804 ], [ %1846, %1808 ]
  tail call void @llvm.assume(i1 %1800)
  br label %1811

1811:                                             ; preds = %1811, %1809
  %1812 = phi i64 [ %1810, %1809 ], [ %1818, %1811 ]
  %1813 = phi i64 [ 0, %1809 ], [ %1819, %1811 ]
  %1814 = getelementptr inbounds nuw [16 x i8], ptr %1803, i64 %1812
  %1815 = load i8, ptr %1814, align 1
  %1816 = mul nsw i64 %22, %1812
  %1817 = getelementptr i8, ptr %1806, i64 %1816
  store i8 %1815, ptr %1817, align 1
  %1818 = add nuw nsw i64 %1812, 1
  %1819 = add i64 %1813, 1
  %1820 = icmp eq i64 %1819, %1796
  br i1 %1820, label %1821, label %1811

1821:                                             ; preds = %1808, %1811, %1801
  %1822 = add nuw nsw i64 %1802, 1
  %1823 = icmp eq i64 %1822, %341
  br i1 %1823, label %1807, label %1801

1824:                                             ; preds = %1804, %1824
  %1825 = phi i64 [ %1846, %1824 ], [ 0, %1804 ]
  %1826 = phi i64 [ %1847, %1824 ], [ 0, %1804 ]
  %1827 = getelementptr inbounds nuw [16 x i8], ptr %1803, i64 %1825
  %1828 = load i8, ptr %1827, align 1
  %1829 = mul nsw i64 %22, %1825
  %1830 = getelementptr i8, ptr %1806, i64 %1829
  store i8 %1828, ptr %1830, align 1
  %1831 = or disjoint i64 %1825, 1
  %1832 = getelementptr inbounds nuw [16 x i8], ptr %1803, i64 %1831
  %1833 = load i8, ptr %1832, align 1
  %1834 = mul nsw i64 %22, %1831
  %1835 = getelementptr i8, ptr %1806, i64 %1834
  store i8 %1833, ptr %1835, align 1
  %1836 = or disjoint i64 %1825, 2
  %1837 = getelementptr inbounds nuw [16 x i8], ptr %1803, i64 %1836
  %1838 = load i8, ptr %1837, align 1
  %1839 = mul nsw i64 %22, %1836
  %1840 = getelementptr i8, ptr %1806, i64 %1839
  store i8 %1838, ptr %1840, align 1
  %1841 = or disjoint i64 %1825, 3
  %1842 = getelementptr inbounds nuw [16 x i8], ptr %1803, i64 %1841
  %1843 = load i8, ptr %1842, align 1
  %1844 = mul nsw i64 %22, %1841
  %1845 = getelementptr i8, ptr %1806, i64 %1844
  store i8 %1843, ptr %1845, align 1
  %1846 = add nuw nsw i64 %1825, 4
  %1847 = add i64 %1826, 4
  %1848 = icmp eq i64 %1847, %1798
  br i1 %1848, label %1808, label %1824

1849:                                             ; preds = %1807, %1695, %1758, %1530
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  br label %1850

1850:                                             ; preds = %1130, %1003, %1066, %1849
  %1851 = add nuw nsw i64 %363, 8
  %1852 = icmp slt i64 %1851, %11
  br i1 %1852, label %362, label %361

1853:                                             ; preds = %361
  %1854 = shl nsw i64 %301, 4
  %1855 = icmp sgt i64 %7, %1854
  br i1 %1855, label %1856, label %1904

1856:                                             ; preds = %1853, %1876
  %1857 = phi i64 [ %1877, %1876 ], [ 0, %1853 ]
  %1858 = shl nsw i64 %1857, 9
  %1859 = getelementptr inbounds nuw i8, ptr %43, i64 %1858
  %1860 = add nuw nsw i64 %1857, %1854
  %1861 = mul nsw i64 %1860, %20
  %1862 = getelementptr inbounds i8, ptr %294, i64 %1861
  br i1 %98, label %1863, label %1876

1863:                                             ; preds = %1856
  br i1 %279, label %1865, label %1879

1864:                                             ; preds = %1879
  br i1 %281, label %1876, label %1865

1865:                                             ; preds = %1864, %1863
  %1866 = phi i64 [ 0, %1863 ], [ %1901, %1864 ]
  tail call void @llvm.assume(i1 %282)
  %1867 = sub nsw i64 %11, %1866
  %1868 = icmp sgt i64 %1867, 63
  %1869 = shl nsw i64 -1, %1867
  %1870 = xor i64 %1869, -1
  %1871 = select i1 %1868, i64 -1, i64 %1870
  %1872 = getelementptr inbounds nuw i8, ptr %1862, i64 %1866
  %1873 = getelementptr inbounds nuw i8, ptr %1859, i64 %1866
  %1874 = bitcast i64 %1871 to <64 x i1>
  %1875 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1873, <64 x i1> %1874, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1875, ptr align 1 %1872, <64 x i1> %1874)
  br label %1876

1876:                                             ; preds = %1865, %1864, %1856
  %1877 = add nuw nsw i64 %1857, 1
  %1878 = icmp eq i64 %1877, %315
  br i1 %1878, label %1904, label %1856

1879:                                             ; preds = %1863, %1879
  %1880 = phi i64 [ %1901, %1879 ], [ 0, %1863 ]
  %1881 = phi i64 [ %1902, %1879 ], [ 0, %1863 ]
  %1882 = sub nsw i64 %11, %1880
  %1883 = icmp sgt i64 %1882, 63
  %1884 = shl nsw i64 -1, %1882
  %1885 = xor i64 %1884, -1
  %1886 = select i1 %1883, i64 -1, i64 %1885
  %1887 = getelementptr inbounds nuw i8, ptr %1862, i64 %1880
  %1888 = getelementptr inbounds nuw i8, ptr %1859, i64 %1880
  %1889 = bitcast i64 %1886 to <64 x i1>
  %1890 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1888, <64 x i1> %1889, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1890, ptr align 1 %1887, <64 x i1> %1889)
  %1891 = or disjoint i64 %1880, 64
  %1892 = sub nsw i64 %11, %1891
  %1893 = icmp sgt i64 %1892, 63
  %1894 = shl nsw i64 -1, %1892
  %1895 = xor i64 %1894, -1
  %1896 = select i1 %1893, i64 -1, i64 %1895
  %1897 = getelementptr inbounds nuw i8, ptr %1862, i64 %1891
  %1898 = getelementptr inbounds nuw i8, ptr %1859, i64 %1891
  %1899 = bitcast i64 %1896 to <64 x i1>
  %1900 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1898, <64 x i1> %1899, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1900, ptr align 1 %1897, <64 x i1> %1899)
  %1901 = add nuw nsw i64 %1880, 128
  %1902 = add i64 %1881, 2
  %1903 = icmp eq i64 %1902, %280
  br i1 %1903, label %1864, label %1879

1904:                                             ; preds = %1876, %1853, %361
  %1905 = add nuw nsw i64 %301, 2
  %1906 = icmp slt i64 %1905, %54
  %1907 = add i64 %300, -32
  %1908 = add i64 %299, 1
  br i1 %1906, label %298, label %295
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)

; Function Attrs: nounwind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_xpack_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16) local_unnamed_addr {
  %18 = alloca [16 x <8 x i64>], align 64
  %19 = alloca [16 x <8 x i64>], align 64
  %20 = inttoptr i64 %0 to ptr
  %21 = inttoptr i64 %1 to ptr
  %22 = or i64 %10, %9
  %23 = icmp slt i64 %22, 0
  %24 = add nsw i64 %9, %5
  %25 = icmp sgt i64 %24, %7
  %26 = select i1 %23, i1 true, i1 %25
  br i1 %26, label %30, label %27

27:                                               ; preds = %17
  %28 = add nsw i64 %10, %6
  %29 = icmp sgt i64 %28, %8
  br i1 %29, label %30, label %31

30:                                               ; preds = %27, %17
  tail call void @llvm.trap()
  unreachable

31:                                               ; preds = %27
  %32 = trunc i64 %12 to i8
  %33 = insertelement <16 x i8> poison, i8 %32, i64 0
  %34 = shufflevector <16 x i8> %33, <16 x i8> poison, <16 x i32> zeroinitializer
  %35 = bitcast <16 x i8> %34 to <2 x i64>
  %36 = icmp slt i64 %2, %3
  br i1 %36, label %37, label %88

37:                                               ; preds = %31
  %38 = mul i64 %8, %4
  %39 = trunc i64 %11 to i8
  %40 = insertelement <64 x i8> poison, i8 %39, i64 0
  %41 = shufflevector <64 x i8> %40, <64 x i8> poison, <64 x i32> zeroinitializer
  %42 = icmp sgt i64 %38, 0
  %43 = mul i64 %10, %4
  %44 = icmp sgt i64 %43, 0
  %45 = mul nsw i64 %28, %4
  %46 = sub i64 %8, %28
  %47 = mul i64 %46, %4
  %48 = icmp sgt i64 %47, 0
  %49 = icmp eq i64 %16, 1
  %50 = icmp sgt i64 %6, 0
  %51 = icmp sgt i64 %4, 0
  %52 = icmp slt i64 %4, 5
  %53 = icmp samesign ugt i64 %4, 1
  %54 = icmp samesign ugt i64 %4, 2
  %55 = shl nsw i64 %14, 1
  %56 = icmp eq i64 %4, 4
  %57 = mul nsw i64 %14, 3
  %58 = add i64 %38, -1
  %59 = lshr i64 %58, 6
  %60 = add nuw nsw i64 %59, 1
  %61 = add i64 %43, -1
  %62 = lshr i64 %61, 6
  %63 = add nuw nsw i64 %62, 1
  %64 = add i64 %47, -1
  %65 = lshr i64 %64, 6
  %66 = add nuw nsw i64 %65, 1
  %67 = add i64 %4, -1
  %68 = and i64 %60, 1
  %69 = icmp eq i64 %59, 0
  %70 = and i64 %60, 576460752303423486
  %71 = icmp eq i64 %68, 0
  %72 = icmp ne i64 %68, 0
  %73 = and i64 %63, 1
  %74 = icmp eq i64 %62, 0
  %75 = and i64 %63, 576460752303423486
  %76 = icmp eq i64 %73, 0
  %77 = icmp ne i64 %73, 0
  %78 = and i64 %66, 1
  %79 = icmp eq i64 %65, 0
  %80 = and i64 %66, 576460752303423486
  %81 = icmp eq i64 %78, 0
  %82 = icmp ne i64 %78, 0
  %83 = and i64 %4, 3
  %84 = icmp ult i64 %67, 3
  %85 = and i64 %4, 9223372036854775804
  %86 = icmp eq i64 %83, 0
  %87 = icmp ne i64 %83, 0
  br label %89

88:                                               ; preds = %559, %31
  ret void

89:                                               ; preds = %37, %559
  %90 = phi i64 [ %2, %37 ], [ %560, %559 ]
  %91 = sdiv i64 %90, %7
  %92 = srem i64 %90, %7
  %93 = sub nsw i64 %92, %9
  %94 = mul i64 %38, %90
  %95 = getelementptr inbounds i8, ptr %21, i64 %94
  %96 = icmp sgt i64 %93, -1
  %97 = icmp slt i64 %93, %5
  %98 = and i1 %96, %97
  br i1 %98, label %122, label %99

99:                                               ; preds = %89
  br i1 %42, label %100, label %559

100:                                              ; preds = %99
  br i1 %69, label %550, label %101

101:                                              ; preds = %100, %101
  %102 = phi i64 [ %119, %101 ], [ 0, %100 ]
  %103 = phi i64 [ %120, %101 ], [ 0, %100 ]
  %104 = sub nsw i64 %38, %102
  %105 = icmp sgt i64 %104, 63
  %106 = shl nsw i64 -1, %104
  %107 = xor i64 %106, -1
  %108 = select i1 %105, i64 -1, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %95, i64 %102
  %110 = bitcast i64 %108 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %109, <64 x i1> %110)
  %111 = or disjoint i64 %102, 64
  %112 = sub nsw i64 %38, %111
  %113 = icmp sgt i64 %112, 63
  %114 = shl nsw i64 -1, %112
  %115 = xor i64 %114, -1
  %116 = select i1 %113, i64 -1, i64 %115
  %117 = getelementptr inbounds nuw i8, ptr %95, i64 %111
  %118 = bitcast i64 %116 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %117, <64 x i1> %118)
  %119 = add nuw nsw i64 %102, 128
  %120 = add i64 %103, 2
  %121 = icmp eq i64 %120, %70
  br i1 %121, label %549, label %101

122:                                              ; preds = %89
  br i1 %44, label %123, label %155

123:                                              ; preds = %122
  br i1 %74, label %146, label %124

124:                                              ; preds = %123, %124
  %125 = phi i64 [ %142, %124 ], [ 0, %123 ]
  %126 = phi i64 [ %143, %124 ], [ 0, %123 ]
  %127 = sub nsw i64 %43, %125
  %128 = icmp sgt i64 %127, 63
  %129 = shl nsw i64 -1, %127
  %130 = xor i64 %129, -1
  %131 = select i1 %128, i64 -1, i64 %130
  %132 = getelementptr inbounds nuw i8, ptr %95, i64 %125
  %133 = bitcast i64 %131 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %132, <64 x i1> %133)
  %134 = or disjoint i64 %125, 64
  %135 = sub nsw i64 %43, %134
  %136 = icmp sgt i64 %135, 63
  %137 = shl nsw i64 -1, %135
  %138 = xor i64 %137, -1
  %139 = select i1 %136, i64 -1, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %95, i64 %134
  %141 = bitcast i64 %139 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %140, <64 x i1> %141)
  %142 = add nuw nsw i64 %125, 128
  %143 = add i64 %126, 2
  %144 = icmp eq i64 %143, %75
  br i1 %144, label %145, label %124

145:                                              ; preds = %124
  br i1 %76, label %155, label %146

146:                                              ; preds = %145, %123
  %147 = phi i64 [ 0, %123 ], [ %142, %145 ]
  tail call void @llvm.assume(i1 %77)
  %148 = sub nsw i64 %43, %147
  %149 = icmp sgt i64 %148, 63
  %150 = shl nsw i64 -1, %148
  %151 = xor i64 %150, -1
  %152 = select i1 %149, i64 -1, i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %95, i64 %147
  %154 = bitcast i64 %152 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %153, <64 x i1> %154)
  br label %155

155:                                              ; preds = %146, %145, %122
  %156 = getelementptr inbounds i8, ptr %95, i64 %45
  br i1 %48, label %157, label %189

157:                                              ; preds = %155
  br i1 %79, label %180, label %158

158:                                              ; preds = %157, %158
  %159 = phi i64 [ %176, %158 ], [ 0, %157 ]
  %160 = phi i64 [ %177, %158 ], [ 0, %157 ]
  %161 = sub nsw i64 %47, %159
  %162 = icmp sgt i64 %161, 63
  %163 = shl nsw i64 -1, %161
  %164 = xor i64 %163, -1
  %165 = select i1 %162, i64 -1, i64 %164
  %166 = getelementptr inbounds nuw i8, ptr %156, i64 %159
  %167 = bitcast i64 %165 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %166, <64 x i1> %167)
  %168 = or disjoint i64 %159, 64
  %169 = sub nsw i64 %47, %168
  %170 = icmp sgt i64 %169, 63
  %171 = shl nsw i64 -1, %169
  %172 = xor i64 %171, -1
  %173 = select i1 %170, i64 -1, i64 %172
  %174 = getelementptr inbounds nuw i8, ptr %156, i64 %168
  %175 = bitcast i64 %173 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %174, <64 x i1> %175)
  %176 = add nuw nsw i64 %159, 128
  %177 = add i64 %160, 2
  %178 = icmp eq i64 %177, %80
  br i1 %178, label %179, label %158

179:                                              ; preds = %158
  br i1 %81, label %189, label %180

180:                                              ; preds = %179, %157
  %181 = phi i64 [ 0, %157 ], [ %176, %179 ]
  tail call void @llvm.assume(i1 %82)
  %182 = sub nsw i64 %47, %181
  %183 = icmp sgt i64 %182, 63
  %184 = shl nsw i64 -1, %182
  %185 = xor i64 %184, -1
  %186 = select i1 %183, i64 -1, i64 %185
  %187 = getelementptr inbounds nuw i8, ptr %156, i64 %181
  %188 = bitcast i64 %186 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %187, <64 x i1> %188)
  br label %189

189:                                              ; preds = %180, %179, %155
  %190 = mul nsw i64 %91, %13
  %191 = getelementptr inbounds i8, ptr %20, i64 %190
  %192 = mul nsw i64 %93, %15
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  %194 = getelementptr inbounds i8, ptr %95, i64 %43
  br i1 %49, label %249, label %195

195:                                              ; preds = %189
  br i1 %50, label %196, label %559

196:                                              ; preds = %195, %217
  %197 = phi i64 [ %218, %217 ], [ 0, %195 ]
  br i1 %51, label %198, label %217

198:                                              ; preds = %196
  %199 = mul nsw i64 %197, %16
  %200 = getelementptr i8, ptr %193, i64 %199
  %201 = mul nuw nsw i64 %197, %4
  %202 = getelementptr i8, ptr %194, i64 %201
  br i1 %84, label %204, label %220

203:                                              ; preds = %220
  br i1 %86, label %217, label %204

204:                                              ; preds = %203, %198
  %205 = phi i64 [ 0, %198 ], [ %246, %203 ]
  tail call void @llvm.assume(i1 %87)
  br label %206

206:                                              ; preds = %206, %204
  %207 = phi i64 [ %205, %204 ], [ %214, %206 ]
  %208 = phi i64 [ 0, %204 ], [ %215, %206 ]
  %209 = mul nsw i64 %207, %14
  %210 = getelementptr i8, ptr %200, i64 %209
  %211 = load i8, ptr %210, align 1
  %212 = xor i8 %211, %32
  %213 = getelementptr i8, ptr %202, i64 %207
  store i8 %212, ptr %213, align 1
  %214 = add nuw nsw i64 %207, 1
  %215 = add i64 %208, 1
  %216 = icmp eq i64 %215, %83
  br i1 %216, label %217, label %206

217:                                              ; preds = %203, %206, %196
  %218 = add nuw nsw i64 %197, 1
  %219 = icmp eq i64 %218, %6
  br i1 %219, label %559, label %196

220:                                              ; preds = %198, %220
  %221 = phi i64 [ %246, %220 ], [ 0, %198 ]
  %222 = phi i64 [ %247, %220 ], [ 0, %198 ]
  %223 = mul nsw i64 %221, %14
  %224 = getelementptr i8, ptr %200, i64 %223
  %225 = load i8, ptr %224, align 1
  %226 = xor i8 %225, %32
  %227 = getelementptr i8, ptr %202, i64 %221
  store i8 %226, ptr %227, align 1
  %228 = or disjoint i64 %221, 1
  %229 = mul nsw i64 %228, %14
  %230 = getelementptr i8, ptr %200, i64 %229
  %231 = load i8, ptr %230, align 1
  %232 = xor i8 %231, %32
  %233 = getelementptr i8, ptr %202, i64 %228
  store i8 %232, ptr %233, align 1
  %234 = or disjoint i64 %221, 2
  %235 = mul nsw i64 %234, %14
  %236 = getelementptr i8, ptr %200, i64 %235
  %237 = load i8, ptr %236, align 1
  %238 = xor i8 %237, %32
  %239 = getelementptr i8, ptr %202, i64 %234
  store i8 %238, ptr %239, align 1
  %240 = or disjoint i64 %221, 3
  %241 = mul nsw i64 %240, %14
  %242 = getelementptr i8, ptr %200, i64 %241
  %243 = load i8, ptr %242, align 1
  %244 = xor i8 %243, %32
  %245 = getelementptr i8, ptr %202, i64 %240
  store i8 %244, ptr %245, align 1
  %246 = add nuw nsw i64 %221, 4
  %247 = add i64 %222, 4
  %248 = icmp eq i64 %247, %85
  br i1 %248, label %203, label %220

249:                                              ; preds = %189
  br i1 %52, label %251, label %250

250:                                              ; preds = %249
  br i1 %50, label %364, label %559

251:                                              ; preds = %249
  switch i64 %4, label %254 [
    i64 4, label %255
    i64 3, label %252
    i64 2, label %253
  ]

252:                                              ; preds = %251
  br label %255

253:                                              ; preds = %251
  br label %255

254:                                              ; preds = %251
  br label %255

255:                                              ; preds = %251, %252, %254, %253
  %256 = phi <16 x i8> [ <i8 0, i8 4, i8 8, i8 12, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, %254 ], [ <i8 0, i8 1, i8 2, i8 4, i8 5, i8 6, i8 8, i8 9, i8 10, i8 12, i8 13, i8 14, i8 -1, i8 -1, i8 -1, i8 -1>, %252 ], [ <i8 0, i8 1, i8 4, i8 5, i8 8, i8 9, i8 12, i8 13, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, %253 ], [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %251 ]
  br i1 %50, label %257, label %559

257:                                              ; preds = %255, %361
  %258 = phi i64 [ %362, %361 ], [ 0, %255 ]
  %259 = sub nsw i64 %6, %258
  %260 = tail call i64 @llvm.smin.i64(i64 %259, i64 16)
  %261 = trunc nuw i64 %260 to i32
  %262 = shl nsw i32 -1, %261
  %263 = trunc i32 %262 to i16
  %264 = xor i16 %263, -1
  %265 = getelementptr i8, ptr %193, i64 %258
  %266 = bitcast i16 %264 to <16 x i1>
  br i1 %51, label %267, label %278

267:                                              ; preds = %257
  %268 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %265, <16 x i1> %266, <16 x i8> zeroinitializer)
  br i1 %53, label %269, label %278

269:                                              ; preds = %267
  %270 = getelementptr i8, ptr %265, i64 %14
  %271 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %270, <16 x i1> %266, <16 x i8> zeroinitializer)
  br i1 %54, label %272, label %278

272:                                              ; preds = %269
  %273 = getelementptr i8, ptr %265, i64 %55
  %274 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %273, <16 x i1> %266, <16 x i8> zeroinitializer)
  br i1 %56, label %275, label %278

275:                                              ; preds = %272
  %276 = getelementptr i8, ptr %265, i64 %57
  %277 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %276, <16 x i1> %266, <16 x i8> zeroinitializer)
  br label %278

278:                                              ; preds = %257, %267, %269, %275, %272
  %279 = phi <16 x i8> [ %274, %275 ], [ %274, %272 ], [ zeroinitializer, %269 ], [ zeroinitializer, %267 ], [ zeroinitializer, %257 ]
  %280 = phi <16 x i8> [ %268, %275 ], [ %268, %272 ], [ %268, %269 ], [ %268, %267 ], [ zeroinitializer, %257 ]
  %281 = phi <16 x i8> [ %271, %275 ], [ %271, %272 ], [ %271, %269 ], [ zeroinitializer, %267 ], [ zeroinitializer, %257 ]
  %282 = phi <16 x i8> [ %277, %275 ], [ zeroinitializer, %272 ], [ zeroinitializer, %269 ], [ zeroinitializer, %267 ], [ zeroinitializer, %257 ]
  %283 = shufflevector <16 x i8> %280, <16 x i8> %281, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %284 = shufflevector <16 x i8> %280, <16 x i8> %281, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %285 = shufflevector <16 x i8> %279, <16 x i8> %282, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %286 = shufflevector <16 x i8> %279, <16 x i8> %282, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %287 = bitcast <16 x i8> %283 to <8 x i16>
  %288 = bitcast <16 x i8> %285 to <8 x i16>
  %289 = shufflevector <8 x i16> %287, <8 x i16> %288, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %290 = bitcast <8 x i16> %289 to <2 x i64>
  %291 = bitcast <16 x i8> %284 to <8 x i16>
  %292 = bitcast <16 x i8> %286 to <8 x i16>
  %293 = shufflevector <8 x i16> %291, <8 x i16> %292, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %294 = bitcast <8 x i16> %293 to <2 x i64>
  %295 = shufflevector <8 x i16> %291, <8 x i16> %292, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %296 = bitcast <8 x i16> %295 to <2 x i64>
  %297 = icmp sgt i64 %259, 0
  br i1 %297, label %298, label %361

298:                                              ; preds = %278
  %299 = shufflevector <8 x i16> %287, <8 x i16> %288, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %300 = bitcast <8 x i16> %299 to <2 x i64>
  %301 = tail call i64 @llvm.umin.i64(i64 %260, i64 4)
  %302 = xor <2 x i64> %300, %35
  %303 = bitcast <2 x i64> %302 to <16 x i8>
  %304 = tail call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %303, <16 x i8> %256)
  %305 = mul nsw i64 %258, %4
  %306 = getelementptr inbounds i8, ptr %194, i64 %305
  %307 = mul nsw i64 %301, %4
  %308 = trunc i64 %307 to i32
  %309 = shl nsw i32 -1, %308
  %310 = trunc i32 %309 to i16
  %311 = xor i16 %310, -1
  %312 = bitcast i16 %311 to <16 x i1>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %304, ptr align 1 %306, <16 x i1> %312)
  %313 = icmp samesign ugt i64 %259, 4
  br i1 %313, label %314, label %361

314:                                              ; preds = %298
  %315 = add nsw i64 %260, -4
  %316 = tail call i64 @llvm.umin.i64(i64 %315, i64 4)
  %317 = xor <2 x i64> %290, %35
  %318 = bitcast <2 x i64> %317 to <16 x i8>
  %319 = tail call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %318, <16 x i8> %256)
  %320 = or disjoint i64 %258, 4
  %321 = mul nsw i64 %320, %4
  %322 = getelementptr inbounds i8, ptr %194, i64 %321
  %323 = mul nsw i64 %316, %4
  %324 = trunc i64 %323 to i32
  %325 = shl nsw i32 -1, %324
  %326 = trunc i32 %325 to i16
  %327 = xor i16 %326, -1
  %328 = bitcast i16 %327 to <16 x i1>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %319, ptr align 1 %322, <16 x i1> %328)
  %329 = icmp samesign ugt i64 %259, 8
  br i1 %329, label %330, label %361

330:                                              ; preds = %314
  %331 = add nsw i64 %260, -8
  %332 = tail call i64 @llvm.umin.i64(i64 %331, i64 4)
  %333 = xor <2 x i64> %294, %35
  %334 = bitcast <2 x i64> %333 to <16 x i8>
  %335 = tail call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %334, <16 x i8> %256)
  %336 = or disjoint i64 %258, 8
  %337 = mul nsw i64 %336, %4
  %338 = getelementptr inbounds i8, ptr %194, i64 %337
  %339 = mul nsw i64 %332, %4
  %340 = trunc i64 %339 to i32
  %341 = shl nsw i32 -1, %340
  %342 = trunc i32 %341 to i16
  %343 = xor i16 %342, -1
  %344 = bitcast i16 %343 to <16 x i1>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %335, ptr align 1 %338, <16 x i1> %344)
  %345 = icmp samesign ugt i64 %259, 12
  br i1 %345, label %346, label %361

346:                                              ; preds = %330
  %347 = add nsw i64 %260, -12
  %348 = tail call i64 @llvm.umin.i64(i64 %347, i64 4)
  %349 = xor <2 x i64> %296, %35
  %350 = bitcast <2 x i64> %349 to <16 x i8>
  %351 = tail call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %350, <16 x i8> %256)
  %352 = or disjoint i64 %258, 12
  %353 = mul nsw i64 %352, %4
  %354 = getelementptr inbounds i8, ptr %194, i64 %353
  %355 = mul nsw i64 %348, %4
  %356 = trunc i64 %355 to i32
  %357 = shl nsw i32 -1, %356
  %358 = trunc i32 %357 to i16
  %359 = xor i16 %358, -1
  %360 = bitcast i16 %359 to <16 x i1>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %351, ptr align 1 %354, <16 x i1> %360)
  br label %361

361:                                              ; preds = %346, %330, %314, %298, %278
  %362 = add nuw nsw i64 %258, 16
  %363 = icmp slt i64 %362, %6
  br i1 %363, label %257, label %559

364:                                              ; preds = %250, %375
  %365 = phi i64 [ %376, %375 ], [ 0, %250 ]
  %366 = sub nsw i64 %6, %365
  %367 = icmp sgt i64 %366, 63
  %368 = select i1 %367, i64 64, i64 %366
  br i1 %51, label %369, label %375

369:                                              ; preds = %364
  %370 = shl nsw i64 -1, %368
  %371 = xor i64 %370, -1
  %372 = select i1 %367, i64 -1, i64 %371
  %373 = getelementptr i8, ptr %193, i64 %365
  %374 = bitcast i64 %372 to <64 x i1>
  br label %378

375:                                              ; preds = %519, %364
  %376 = add nuw nsw i64 %365, 64
  %377 = icmp slt i64 %376, %6
  br i1 %377, label %364, label %559

378:                                              ; preds = %369, %519
  %379 = phi i64 [ 0, %369 ], [ %520, %519 ]
  %380 = sub nsw i64 %4, %379
  call void @llvm.lifetime.start.p0(ptr nonnull %18)
  call void @llvm.lifetime.start.p0(ptr nonnull %19)
  br label %381

381:                                              ; preds = %401, %378
  %382 = phi i64 [ 0, %378 ], [ %404, %401 ]
  %383 = icmp sgt i64 %380, %382
  br i1 %383, label %384, label %390

384:                                              ; preds = %381
  %385 = add nuw nsw i64 %379, %382
  %386 = mul nsw i64 %385, %14
  %387 = getelementptr i8, ptr %373, i64 %386
  %388 = tail call <64 x i8> @llvm.masked.load.v64i8.p0(ptr align 1 %387, <64 x i1> %374, <64 x i8> zeroinitializer)
  %389 = bitcast <64 x i8> %388 to <8 x i64>
  br label %390

390:                                              ; preds = %381, %384
  %391 = phi <8 x i64> [ %389, %384 ], [ zeroinitializer, %381 ]
  %392 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %382
  store <8 x i64> %391, ptr %392, align 64
  %393 = or disjoint i64 %382, 1
  %394 = icmp sgt i64 %380, %393
  br i1 %394, label %395, label %401

395:                                              ; preds = %390
  %396 = add nuw nsw i64 %379, %393
  %397 = mul nsw i64 %396, %14
  %398 = getelementptr i8, ptr %373, i64 %397
  %399 = tail call <64 x i8> @llvm.masked.load.v64i8.p0(ptr align 1 %398, <64 x i1> %374, <64 x i8> zeroinitializer)
  %400 = bitcast <64 x i8> %399 to <8 x i64>
  br label %401

401:                                              ; preds = %395, %390
  %402 = phi <8 x i64> [ %400, %395 ], [ zeroinitializer, %390 ]
  %403 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %393
  store <8 x i64> %402, ptr %403, align 64
  %404 = add nuw nsw i64 %382, 2
  %405 = icmp eq i64 %404, 16
  br i1 %405, label %414, label %381

406:                                              ; preds = %429
  %407 = tail call i64 @llvm.smin.i64(i64 %380, i64 16)
  %408 = trunc nuw i64 %407 to i32
  %409 = shl nsw i32 -1, %408
  %410 = trunc i32 %409 to i16
  %411 = xor i16 %410, -1
  %412 = getelementptr i8, ptr %194, i64 %379
  %413 = bitcast i16 %411 to <16 x i1>
  br label %522

414:                                              ; preds = %401, %429
  %415 = phi i32 [ %430, %429 ], [ 0, %401 ]
  br label %416

416:                                              ; preds = %414, %416
  %417 = phi i64 [ 0, %414 ], [ %427, %416 ]
  %418 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %417
  %419 = load <64 x i8>, ptr %418, align 64
  %420 = getelementptr inbounds nuw i8, ptr %418, i64 512
  %421 = load <64 x i8>, ptr %420, align 64
  %422 = shufflevector <64 x i8> %419, <64 x i8> %421, <64 x i32> <i32 0, i32 64, i32 1, i32 65, i32 2, i32 66, i32 3, i32 67, i32 4, i32 68, i32 5, i32 69, i32 6, i32 70, i32 7, i32 71, i32 16, i32 80, i32 17, i32 81, i32 18, i32 82, i32 19, i32 83, i32 20, i32 84, i32 21, i32 85, i32 22, i32 86, i32 23, i32 87, i32 32, i32 96, i32 33, i32 97, i32 34, i32 98, i32 35, i32 99, i32 36, i32 100, i32 37, i32 101, i32 38, i32 102, i32 39, i32 103, i32 48, i32 112, i32 49, i32 113, i32 50, i32 114, i32 51, i32 115, i32 52, i32 116, i32 53, i32 117, i32 54, i32 118, i32 55, i32 119>
  %423 = shl nuw nsw i64 %417, 7
  %424 = getelementptr inbounds nuw i8, ptr %19, i64 %423
  store <64 x i8> %422, ptr %424, align 64
  %425 = shufflevector <64 x i8> %419, <64 x i8> %421, <64 x i32> <i32 8, i32 72, i32 9, i32 73, i32 10, i32 74, i32 11, i32 75, i32 12, i32 76, i32 13, i32 77, i32 14, i32 78, i32 15, i32 79, i32 24, i32 88, i32 25, i32 89, i32 26, i32 90, i32 27, i32 91, i32 28, i32 92, i32 29, i32 93, i32 30, i32 94, i32 31, i32 95, i32 40, i32 104, i32 41, i32 105, i32 42, i32 106, i32 43, i32 107, i32 44, i32 108, i32 45, i32 109, i32 46, i32 110, i32 47, i32 111, i32 56, i32 120, i32 57, i32 121, i32 58, i32 122, i32 59, i32 123, i32 60, i32 124, i32 61, i32 125, i32 62, i32 126, i32 63, i32 127>
  %426 = getelementptr inbounds nuw i8, ptr %424, i64 64
  store <64 x i8> %425, ptr %426, align 64
  %427 = add nuw nsw i64 %417, 1
  %428 = icmp eq i64 %427, 8
  br i1 %428, label %429, label %416

429:                                              ; preds = %416
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %18, ptr noundef nonnull align 64 dereferenceable(1024) %19, i64 1024, i1 false)
  %430 = add nuw nsw i32 %415, 1
  %431 = icmp eq i32 %430, 4
  br i1 %431, label %406, label %414

432:                                              ; preds = %546, %458
  %433 = phi i64 [ %459, %458 ], [ 0, %546 ]
  %434 = add nuw nsw i64 %433, 16
  %435 = icmp sgt i64 %368, %434
  br i1 %435, label %436, label %445

436:                                              ; preds = %432
  %437 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %433
  %438 = load <4 x i64>, ptr %437, align 64
  %439 = shufflevector <4 x i64> %438, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %440 = xor <2 x i64> %439, %35
  %441 = add nuw nsw i64 %365, %434
  %442 = mul nuw nsw i64 %441, %4
  %443 = getelementptr i8, ptr %412, i64 %442
  %444 = bitcast <2 x i64> %440 to <16 x i8>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %444, ptr align 1 %443, <16 x i1> %413)
  br label %445

445:                                              ; preds = %436, %432
  %446 = add nuw nsw i64 %433, 17
  %447 = icmp sgt i64 %368, %446
  br i1 %447, label %448, label %458

448:                                              ; preds = %445
  %449 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %433
  %450 = getelementptr inbounds nuw i8, ptr %449, i64 64
  %451 = load <4 x i64>, ptr %450, align 64
  %452 = shufflevector <4 x i64> %451, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %453 = xor <2 x i64> %452, %35
  %454 = add nuw nsw i64 %365, %446
  %455 = mul nuw nsw i64 %454, %4
  %456 = getelementptr i8, ptr %412, i64 %455
  %457 = bitcast <2 x i64> %453 to <16 x i8>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %457, ptr align 1 %456, <16 x i1> %413)
  br label %458

458:                                              ; preds = %448, %445
  %459 = add nuw nsw i64 %433, 2
  %460 = icmp eq i64 %459, 16
  br i1 %460, label %461, label %432

461:                                              ; preds = %458, %487
  %462 = phi i64 [ %488, %487 ], [ 0, %458 ]
  %463 = add nuw nsw i64 %462, 32
  %464 = icmp sgt i64 %368, %463
  br i1 %464, label %465, label %474

465:                                              ; preds = %461
  %466 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %462
  %467 = load <6 x i64>, ptr %466, align 64
  %468 = shufflevector <6 x i64> %467, <6 x i64> poison, <2 x i32> <i32 4, i32 5>
  %469 = xor <2 x i64> %468, %35
  %470 = add nuw nsw i64 %365, %463
  %471 = mul nuw nsw i64 %470, %4
  %472 = getelementptr i8, ptr %412, i64 %471
  %473 = bitcast <2 x i64> %469 to <16 x i8>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %473, ptr align 1 %472, <16 x i1> %413)
  br label %474

474:                                              ; preds = %465, %461
  %475 = add nuw nsw i64 %462, 33
  %476 = icmp sgt i64 %368, %475
  br i1 %476, label %477, label %487

477:                                              ; preds = %474
  %478 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %462
  %479 = getelementptr inbounds nuw i8, ptr %478, i64 64
  %480 = load <6 x i64>, ptr %479, align 64
  %481 = shufflevector <6 x i64> %480, <6 x i64> poison, <2 x i32> <i32 4, i32 5>
  %482 = xor <2 x i64> %481, %35
  %483 = add nuw nsw i64 %365, %475
  %484 = mul nuw nsw i64 %483, %4
  %485 = getelementptr i8, ptr %412, i64 %484
  %486 = bitcast <2 x i64> %482 to <16 x i8>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %486, ptr align 1 %485, <16 x i1> %413)
  br label %487

487:                                              ; preds = %477, %474
  %488 = add nuw nsw i64 %462, 2
  %489 = icmp eq i64 %488, 16
  br i1 %489, label %490, label %461

490:                                              ; preds = %487, %516
  %491 = phi i64 [ %517, %516 ], [ 0, %487 ]
  %492 = add nuw nsw i64 %491, 48
  %493 = icmp sgt i64 %368, %492
  br i1 %493, label %494, label %503

494:                                              ; preds = %490
  %495 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %491
  %496 = load <8 x i64>, ptr %495, align 64
  %497 = shufflevector <8 x i64> %496, <8 x i64> poison, <2 x i32> <i32 6, i32 7>
  %498 = xor <2 x i64> %497, %35
  %499 = add nuw nsw i64 %365, %492
  %500 = mul nuw nsw i64 %499, %4
  %501 = getelementptr i8, ptr %412, i64 %500
  %502 = bitcast <2 x i64> %498 to <16 x i8>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %502, ptr align 1 %501, <16 x i1> %413)
  br label %503

503:                                              ; preds = %494, %490
  %504 = add nuw nsw i64 %491, 49
  %505 = icmp sgt i64 %368, %504
  br i1 %505, label %506, label %516

506:                                              ; preds = %503
  %507 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %491
  %508 = getelementptr inbounds nuw i8, ptr %507, i64 64
  %509 = load <8 x i64>, ptr %508, align 64
  %510 = shufflevector <8 x i64> %509, <8 x i64> poison, <2 x i32> <i32 6, i32 7>
  %511 = xor <2 x i64> %510, %35
  %512 = add nuw nsw i64 %365, %504
  %513 = mul nuw nsw i64 %512, %4
  %514 = getelementptr i8, ptr %412, i64 %513
  %515 = bitcast <2 x i64> %511 to <16 x i8>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %515, ptr align 1 %514, <16 x i1> %413)
  br label %516

516:                                              ; preds = %506, %503
  %517 = add nuw nsw i64 %491, 2
  %518 = icmp eq i64 %517, 16
  br i1 %518, label %519, label %490

519:                                              ; preds = %516
  call void @llvm.lifetime.end.p0(ptr nonnull %19)
  call void @llvm.lifetime.end.p0(ptr nonnull %18)
  %520 = add nuw nsw i64 %379, 16
  %521 = icmp slt i64 %520, %4
  br i1 %521, label %378, label %375

522:                                              ; preds = %546, %406
  %523 = phi i64 [ 0, %406 ], [ %547, %546 ]
  %524 = icmp sgt i64 %368, %523
  br i1 %524, label %525, label %534

525:                                              ; preds = %522
  %526 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %523
  %527 = load <8 x i64>, ptr %526, align 64
  %528 = shufflevector <8 x i64> %527, <8 x i64> poison, <2 x i32> <i32 0, i32 1>
  %529 = xor <2 x i64> %528, %35
  %530 = add nuw nsw i64 %365, %523
  %531 = mul nuw nsw i64 %530, %4
  %532 = getelementptr i8, ptr %412, i64 %531
  %533 = bitcast <2 x i64> %529 to <16 x i8>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %533, ptr align 1 %532, <16 x i1> %413)
  br label %534

534:                                              ; preds = %522, %525
  %535 = or disjoint i64 %523, 1
  %536 = icmp sgt i64 %368, %535
  br i1 %536, label %537, label %546

537:                                              ; preds = %534
  %538 = getelementptr inbounds nuw <8 x i64>, ptr %18, i64 %535
  %539 = load <8 x i64>, ptr %538, align 64
  %540 = shufflevector <8 x i64> %539, <8 x i64> poison, <2 x i32> <i32 0, i32 1>
  %541 = xor <2 x i64> %540, %35
  %542 = add nuw nsw i64 %365, %535
  %543 = mul nuw nsw i64 %542, %4
  %544 = getelementptr i8, ptr %412, i64 %543
  %545 = bitcast <2 x i64> %541 to <16 x i8>
  tail call void @llvm.masked.store.v16i8.p0(<16 x i8> %545, ptr align 1 %544, <16 x i1> %413)
  br label %546

546:                                              ; preds = %537, %534
  %547 = add nuw nsw i64 %523, 2
  %548 = icmp eq i64 %547, 16
  br i1 %548, label %432, label %522

549:                                              ; preds = %101
  br i1 %71, label %559, label %550

550:                                              ; preds = %549, %100
  %551 = phi i64 [ 0, %100 ], [ %119, %549 ]
  tail call void @llvm.assume(i1 %72)
  %552 = sub nsw i64 %38, %551
  %553 = icmp sgt i64 %552, 63
  %554 = shl nsw i64 -1, %552
  %555 = xor i64 %554, -1
  %556 = select i1 %553, i64 -1, i64 %555
  %557 = getelementptr inbounds nuw i8, ptr %95, i64 %551
  %558 = bitcast i64 %556 to <64 x i1>
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %41, ptr align 1 %557, <64 x i1> %558)
  br label %559

559:                                              ; preds = %550, %549, %217, %375, %361, %195, %250, %255, %99
  %560 = add nsw i64 %90, 1
  %561 = icmp eq i64 %560, %3
  br i1 %561, label %88, label %89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float>, i32 immarg, <16 x float>, i16, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float>, <16 x i32>, i16, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v64i8.p0(<64 x i8>, ptr captures(none), <64 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <64 x i8> @llvm.masked.load.v64i8.p0(ptr captures(none), <64 x i1>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i8.p0(<16 x i8>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
