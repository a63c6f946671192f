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
  %126 = shl nsw i64 %120, 4
  %127 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
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
  %145 = sub nsw i64 %7, %126
  %146 = icmp sgt i64 %145, 15
  %147 = trunc i64 %145 to i32
  %148 = shl nsw i32 -1, %147
  %149 = trunc i32 %148 to i16
  %150 = xor i16 %149, -1
  %151 = select i1 %146, i16 -1, i16 %150
  %152 = getelementptr inbounds nuw i32, ptr %40, i64 %126
  %153 = load <16 x i32>, ptr %152, align 1
  %154 = getelementptr i32, ptr %96, i64 %126
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
  %187 = or disjoint i64 %126, 16
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
  %353 = xor <8 x i64> %127, %352
  %354 = bitcast <8 x i64> %353 to <64 x i8>
  %355 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %331, <64 x i8> %354, <64 x i8> %335)
  %356 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %354, <64 x i8> %337)
  %357 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %342, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %358 = bitcast <16 x i8> %357 to <4 x i32>
  %359 = shufflevector <4 x i32> %358, <4 x i32> poison, <16 x i32> zeroinitializer
  %360 = bitcast <16 x i32> %359 to <8 x i64>
  %361 = xor <8 x i64> %127, %360
  %362 = bitcast <8 x i64> %361 to <64 x i8>
  %363 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %362, <64 x i8> %335)
  %364 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %328, <64 x i8> %362, <64 x i8> %337)
  %365 = getelementptr i8, ptr %340, i64 %55
  %366 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %365, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %367 = bitcast <16 x i8> %366 to <4 x i32>
  %368 = shufflevector <4 x i32> %367, <4 x i32> poison, <16 x i32> zeroinitializer
  %369 = bitcast <16 x i32> %368 to <8 x i64>
  %370 = xor <8 x i64> %127, %369
  %371 = bitcast <8 x i64> %370 to <64 x i8>
  %372 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %327, <64 x i8> %371, <64 x i8> %335)
  %373 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %326, <64 x i8> %371, <64 x i8> %337)
  %374 = getelementptr i8, ptr %340, i64 %56
  %375 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %374, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %376 = bitcast <16 x i8> %375 to <4 x i32>
  %377 = shufflevector <4 x i32> %376, <4 x i32> poison, <16 x i32> zeroinitializer
  %378 = bitcast <16 x i32> %377 to <8 x i64>
  %379 = xor <8 x i64> %127, %378
  %380 = bitcast <8 x i64> %379 to <64 x i8>
  %381 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %325, <64 x i8> %380, <64 x i8> %335)
  %382 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %324, <64 x i8> %380, <64 x i8> %337)
  %383 = getelementptr i8, ptr %340, i64 %57
  %384 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %383, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %385 = bitcast <16 x i8> %384 to <4 x i32>
  %386 = shufflevector <4 x i32> %385, <4 x i32> poison, <16 x i32> zeroinitializer
  %387 = bitcast <16 x i32> %386 to <8 x i64>
  %388 = xor <8 x i64> %127, %387
  %389 = bitcast <8 x i64> %388 to <64 x i8>
  %390 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %323, <64 x i8> %389, <64 x i8> %335)
  %391 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %322, <64 x i8> %389, <64 x i8> %337)
  %392 = getelementptr i8, ptr %340, i64 %58
  %393 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %392, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %394 = bitcast <16 x i8> %393 to <4 x i32>
  %395 = shufflevector <4 x i32> %394, <4 x i32> poison, <16 x i32> zeroinitializer
  %396 = bitcast <16 x i32> %395 to <8 x i64>
  %397 = xor <8 x i64> %127, %396
  %398 = bitcast <8 x i64> %397 to <64 x i8>
  %399 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %321, <64 x i8> %398, <64 x i8> %335)
  %400 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %320, <64 x i8> %398, <64 x i8> %337)
  %401 = getelementptr i8, ptr %340, i64 %59
  %402 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %401, <16 x i1> %348, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %403 = bitcast <16 x i8> %402 to <4 x i32>
  %404 = shufflevector <4 x i32> %403, <4 x i32> poison, <16 x i32> zeroinitializer
  %405 = bitcast <16 x i32> %404 to <8 x i64>
  %406 = xor <8 x i64> %127, %405
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
  %419 = xor <8 x i64> %127, %418
  %420 = bitcast <8 x i64> %419 to <64 x i8>
  %421 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %331, <64 x i8> %420, <64 x i8> %335)
  %422 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %420, <64 x i8> %337)
  %423 = load i32, ptr %342, align 1
  %424 = insertelement <16 x i32> poison, i32 %423, i64 0
  %425 = shufflevector <16 x i32> %424, <16 x i32> poison, <16 x i32> zeroinitializer
  %426 = bitcast <16 x i32> %425 to <8 x i64>
  %427 = xor <8 x i64> %127, %426
  %428 = bitcast <8 x i64> %427 to <64 x i8>
  %429 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %428, <64 x i8> %335)
  %430 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %328, <64 x i8> %428, <64 x i8> %337)
  %431 = getelementptr i8, ptr %340, i64 %61
  %432 = load i32, ptr %431, align 1
  %433 = insertelement <16 x i32> poison, i32 %432, i64 0
  %434 = shufflevector <16 x i32> %433, <16 x i32> poison, <16 x i32> zeroinitializer
  %435 = bitcast <16 x i32> %434 to <8 x i64>
  %436 = xor <8 x i64> %127, %435
  %437 = bitcast <8 x i64> %436 to <64 x i8>
  %438 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %327, <64 x i8> %437, <64 x i8> %335)
  %439 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %326, <64 x i8> %437, <64 x i8> %337)
  %440 = getelementptr i8, ptr %340, i64 %62
  %441 = load i32, ptr %440, align 1
  %442 = insertelement <16 x i32> poison, i32 %441, i64 0
  %443 = shufflevector <16 x i32> %442, <16 x i32> poison, <16 x i32> zeroinitializer
  %444 = bitcast <16 x i32> %443 to <8 x i64>
  %445 = xor <8 x i64> %127, %444
  %446 = bitcast <8 x i64> %445 to <64 x i8>
  %447 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %325, <64 x i8> %446, <64 x i8> %335)
  %448 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %324, <64 x i8> %446, <64 x i8> %337)
  %449 = getelementptr i8, ptr %340, i64 %63
  %450 = load i32, ptr %449, align 1
  %451 = insertelement <16 x i32> poison, i32 %450, i64 0
  %452 = shufflevector <16 x i32> %451, <16 x i32> poison, <16 x i32> zeroinitializer
  %453 = bitcast <16 x i32> %452 to <8 x i64>
  %454 = xor <8 x i64> %127, %453
  %455 = bitcast <8 x i64> %454 to <64 x i8>
  %456 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %323, <64 x i8> %455, <64 x i8> %335)
  %457 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %322, <64 x i8> %455, <64 x i8> %337)
  %458 = getelementptr i8, ptr %340, i64 %64
  %459 = load i32, ptr %458, align 1
  %460 = insertelement <16 x i32> poison, i32 %459, i64 0
  %461 = shufflevector <16 x i32> %460, <16 x i32> poison, <16 x i32> zeroinitializer
  %462 = bitcast <16 x i32> %461 to <8 x i64>
  %463 = xor <8 x i64> %127, %462
  %464 = bitcast <8 x i64> %463 to <64 x i8>
  %465 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %321, <64 x i8> %464, <64 x i8> %335)
  %466 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %320, <64 x i8> %464, <64 x i8> %337)
  %467 = getelementptr i8, ptr %340, i64 %65
  %468 = load i32, ptr %467, align 1
  %469 = insertelement <16 x i32> poison, i32 %468, i64 0
  %470 = shufflevector <16 x i32> %469, <16 x i32> poison, <16 x i32> zeroinitializer
  %471 = bitcast <16 x i32> %470 to <8 x i64>
  %472 = xor <8 x i64> %127, %471
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
  %497 = xor <8 x i64> %127, %496
  %498 = bitcast <8 x i64> %497 to <64 x i8>
  %499 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %317, <64 x i8> %498, <64 x i8> %335)
  %500 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %316, <64 x i8> %498, <64 x i8> %337)
  %501 = add nuw nsw i64 %332, 1
  %502 = icmp eq i64 %501, %54
  br i1 %502, label %296, label %315

503:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %23, i8 0, i64 1024, i1 false)
  %504 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
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
define hidden void @mgxport_conv_s8_q_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29, i64 noundef %30) local_unnamed_addr {
  %32 = alloca [16 x [8 x i8]], align 16
  %33 = alloca [8 x [16 x i8]], align 16
  %34 = alloca [16 x [8 x i8]], align 16
  %35 = alloca [8 x [16 x i8]], align 16
  %36 = alloca [16 x [8 x i8]], align 16
  %37 = alloca [8 x [16 x i8]], align 16
  %38 = alloca [16 x [8 x i8]], align 16
  %39 = alloca [8 x [16 x i8]], align 16
  %40 = alloca [8 x [2 x <8 x i64>]], align 64
  %41 = alloca [16384 x i8], align 16
  %42 = inttoptr i64 %0 to ptr
  %43 = inttoptr i64 %2 to ptr
  %44 = add nsw i64 %6, 3
  %45 = sdiv i64 %44, 4
  %46 = add nsw i64 %7, 15
  %47 = sdiv i64 %46, 16
  %48 = shl i64 %8, 6
  %49 = mul i64 %48, %45
  %50 = mul i64 %49, %9
  %51 = add i64 %50, 64
  %52 = mul i64 %51, %47
  %53 = icmp eq i64 %52, %3
  br i1 %53, label %55, label %54

54:                                               ; preds = %31
  tail call void @llvm.trap()
  unreachable

55:                                               ; preds = %31
  %56 = inttoptr i64 %1 to ptr
  %57 = mul nsw i64 %50, %47
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  %59 = inttoptr i64 %23 to ptr
  %60 = inttoptr i64 %24 to ptr
  %61 = trunc i64 %26 to i32
  %62 = trunc i64 %27 to i32
  %63 = inttoptr i64 %25 to ptr
  %64 = insertelement <16 x i32> poison, i32 %61, i64 0
  %65 = bitcast <16 x i32> %64 to <16 x float>
  %66 = shufflevector <16 x float> %65, <16 x float> poison, <16 x i32> zeroinitializer
  %67 = insertelement <16 x i32> poison, i32 %62, i64 0
  %68 = bitcast <16 x i32> %67 to <16 x float>
  %69 = shufflevector <16 x float> %68, <16 x float> poison, <16 x i32> zeroinitializer
  %70 = trunc i64 %28 to i32
  %71 = insertelement <16 x i32> poison, i32 %70, i64 0
  %72 = shufflevector <16 x i32> %71, <16 x i32> poison, <16 x i32> zeroinitializer
  %73 = trunc i64 %29 to i32
  %74 = insertelement <16 x i32> poison, i32 %73, i64 0
  %75 = shufflevector <16 x i32> %74, <16 x i32> poison, <16 x i32> zeroinitializer
  %76 = trunc i64 %30 to i32
  %77 = insertelement <16 x i32> poison, i32 %76, i64 0
  %78 = shufflevector <16 x i32> %77, <16 x i32> poison, <16 x i32> zeroinitializer
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  %79 = icmp eq i64 %22, 1
  %80 = icmp slt i64 %11, 513
  %81 = and i1 %80, %79
  %82 = icmp slt i64 %4, %5
  br i1 %82, label %83, label %274

83:                                               ; preds = %55
  %84 = mul i64 %17, %12
  %85 = add nsw i64 %47, -1
  %86 = icmp sgt i64 %7, 0
  %87 = select i1 %81, i64 512, i64 %20
  %88 = icmp sgt i64 %11, 0
  %89 = mul i64 %18, %13
  %90 = mul i64 %17, %14
  %91 = icmp sgt i64 %8, 0
  %92 = icmp sgt i64 %9, 0
  %93 = mul i64 %18, %15
  %94 = shl i64 %45, 6
  %95 = icmp sgt i64 %6, 0
  %96 = icmp eq i64 %23, 0
  %97 = icmp eq i64 %24, 0
  %98 = icmp eq i64 %25, 0
  %99 = tail call i64 @llvm.smax.i64(i64 %45, i64 1)
  %100 = getelementptr inbounds nuw i8, ptr %40, i64 128
  %101 = getelementptr inbounds nuw i8, ptr %40, i64 256
  %102 = getelementptr inbounds nuw i8, ptr %40, i64 384
  %103 = getelementptr inbounds nuw i8, ptr %40, i64 512
  %104 = getelementptr inbounds nuw i8, ptr %40, i64 640
  %105 = getelementptr inbounds nuw i8, ptr %40, i64 768
  %106 = getelementptr inbounds nuw i8, ptr %40, i64 896
  %107 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %108 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %109 = getelementptr inbounds nuw i8, ptr %33, i64 48
  %110 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %111 = getelementptr inbounds nuw i8, ptr %33, i64 80
  %112 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %113 = getelementptr inbounds nuw i8, ptr %33, i64 112
  %114 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %115 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %116 = getelementptr inbounds nuw i8, ptr %32, i64 48
  %117 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %118 = getelementptr inbounds nuw i8, ptr %32, i64 80
  %119 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %120 = getelementptr inbounds nuw i8, ptr %32, i64 112
  %121 = shl nsw i64 %87, 1
  %122 = mul nsw i64 %87, 3
  %123 = shl nsw i64 %87, 2
  %124 = mul nsw i64 %87, 5
  %125 = mul nsw i64 %87, 6
  %126 = mul nsw i64 %87, 7
  %127 = shl nsw i64 %87, 3
  %128 = mul nsw i64 %87, 9
  %129 = mul nsw i64 %87, 10
  %130 = mul nsw i64 %87, 11
  %131 = mul nsw i64 %87, 12
  %132 = mul nsw i64 %87, 13
  %133 = mul nsw i64 %87, 14
  %134 = mul nsw i64 %87, 15
  %135 = getelementptr inbounds nuw i8, ptr %40, i64 64
  %136 = getelementptr inbounds nuw i8, ptr %40, i64 192
  %137 = getelementptr inbounds nuw i8, ptr %40, i64 320
  %138 = getelementptr inbounds nuw i8, ptr %40, i64 448
  %139 = getelementptr inbounds nuw i8, ptr %40, i64 576
  %140 = getelementptr inbounds nuw i8, ptr %40, i64 704
  %141 = getelementptr inbounds nuw i8, ptr %40, i64 832
  %142 = getelementptr inbounds nuw i8, ptr %40, i64 960
  %143 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %144 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %145 = getelementptr inbounds nuw i8, ptr %35, i64 48
  %146 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %147 = getelementptr inbounds nuw i8, ptr %35, i64 80
  %148 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %149 = getelementptr inbounds nuw i8, ptr %35, i64 112
  %150 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %151 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %152 = getelementptr inbounds nuw i8, ptr %34, i64 48
  %153 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %154 = getelementptr inbounds nuw i8, ptr %34, i64 80
  %155 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %156 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %157 = shl nsw i64 %87, 1
  %158 = mul nsw i64 %87, 3
  %159 = shl nsw i64 %87, 2
  %160 = mul nsw i64 %87, 5
  %161 = mul nsw i64 %87, 6
  %162 = mul nsw i64 %87, 7
  %163 = shl nsw i64 %87, 3
  %164 = mul nsw i64 %87, 9
  %165 = mul nsw i64 %87, 10
  %166 = mul nsw i64 %87, 11
  %167 = mul nsw i64 %87, 12
  %168 = mul nsw i64 %87, 13
  %169 = mul nsw i64 %87, 14
  %170 = mul nsw i64 %87, 15
  %171 = shl i64 %89, 1
  %172 = mul i64 %89, 3
  %173 = shl i64 %89, 2
  %174 = mul i64 %89, 5
  %175 = mul i64 %89, 6
  %176 = mul i64 %89, 7
  %177 = shl i64 %89, 1
  %178 = mul i64 %89, 3
  %179 = shl i64 %89, 2
  %180 = mul i64 %89, 5
  %181 = mul i64 %89, 6
  %182 = mul i64 %89, 7
  %183 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %184 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %185 = getelementptr inbounds nuw i8, ptr %37, i64 48
  %186 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %187 = getelementptr inbounds nuw i8, ptr %37, i64 80
  %188 = getelementptr inbounds nuw i8, ptr %37, i64 96
  %189 = getelementptr inbounds nuw i8, ptr %37, i64 112
  %190 = shl nsw i64 %22, 1
  %191 = mul nsw i64 %22, 3
  %192 = shl nsw i64 %22, 2
  %193 = mul nsw i64 %22, 5
  %194 = mul nsw i64 %22, 6
  %195 = mul nsw i64 %22, 7
  %196 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %197 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %198 = getelementptr inbounds nuw i8, ptr %36, i64 48
  %199 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %200 = getelementptr inbounds nuw i8, ptr %36, i64 80
  %201 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %202 = getelementptr inbounds nuw i8, ptr %36, i64 112
  %203 = shl nsw i64 %87, 1
  %204 = mul nsw i64 %87, 3
  %205 = shl nsw i64 %87, 2
  %206 = mul nsw i64 %87, 5
  %207 = mul nsw i64 %87, 6
  %208 = mul nsw i64 %87, 7
  %209 = shl nsw i64 %87, 3
  %210 = mul nsw i64 %87, 9
  %211 = mul nsw i64 %87, 10
  %212 = mul nsw i64 %87, 11
  %213 = mul nsw i64 %87, 12
  %214 = mul nsw i64 %87, 13
  %215 = mul nsw i64 %87, 14
  %216 = mul nsw i64 %87, 15
  %217 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %218 = getelementptr inbounds nuw i8, ptr %39, i64 32
  %219 = getelementptr inbounds nuw i8, ptr %39, i64 48
  %220 = getelementptr inbounds nuw i8, ptr %39, i64 64
  %221 = getelementptr inbounds nuw i8, ptr %39, i64 80
  %222 = getelementptr inbounds nuw i8, ptr %39, i64 96
  %223 = getelementptr inbounds nuw i8, ptr %39, i64 112
  %224 = shl nsw i64 %22, 1
  %225 = mul nsw i64 %22, 3
  %226 = shl nsw i64 %22, 2
  %227 = mul nsw i64 %22, 5
  %228 = mul nsw i64 %22, 6
  %229 = mul nsw i64 %22, 7
  %230 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %231 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %232 = getelementptr inbounds nuw i8, ptr %38, i64 48
  %233 = getelementptr inbounds nuw i8, ptr %38, i64 64
  %234 = getelementptr inbounds nuw i8, ptr %38, i64 80
  %235 = getelementptr inbounds nuw i8, ptr %38, i64 96
  %236 = getelementptr inbounds nuw i8, ptr %38, i64 112
  %237 = shl nsw i64 %87, 1
  %238 = mul nsw i64 %87, 3
  %239 = shl nsw i64 %87, 2
  %240 = mul nsw i64 %87, 5
  %241 = mul nsw i64 %87, 6
  %242 = mul nsw i64 %87, 7
  %243 = shl nsw i64 %87, 3
  %244 = mul nsw i64 %87, 9
  %245 = mul nsw i64 %87, 10
  %246 = mul nsw i64 %87, 11
  %247 = mul nsw i64 %87, 12
  %248 = mul nsw i64 %87, 13
  %249 = mul nsw i64 %87, 14
  %250 = mul nsw i64 %87, 15
  %251 = add i64 %7, -1
  %252 = add i64 %7, -16
  %253 = add i64 %7, -17
  %254 = add i64 %11, -1
  %255 = lshr i64 %254, 6
  %256 = add nuw nsw i64 %255, 1
  %257 = and i64 %7, 3
  %258 = icmp eq i64 %257, 0
  %259 = icmp ne i64 %257, 0
  %260 = and i64 %7, 3
  %261 = icmp eq i64 %260, 0
  %262 = icmp ne i64 %260, 0
  %263 = and i64 %7, 3
  %264 = icmp eq i64 %263, 0
  %265 = icmp ne i64 %263, 0
  %266 = and i64 %7, 3
  %267 = icmp eq i64 %266, 0
  %268 = icmp ne i64 %266, 0
  %269 = and i64 %256, 1
  %270 = icmp eq i64 %255, 0
  %271 = and i64 %256, 576460752303423486
  %272 = icmp eq i64 %269, 0
  %273 = icmp ne i64 %269, 0
  br label %275

274:                                              ; preds = %287, %55
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  ret void

275:                                              ; preds = %83, %287
  %276 = phi i64 [ %4, %83 ], [ %288, %287 ]
  %277 = sdiv i64 %276, %10
  %278 = srem i64 %276, %10
  %279 = mul nsw i64 %277, %16
  %280 = getelementptr inbounds i8, ptr %42, i64 %279
  %281 = mul i64 %84, %278
  %282 = getelementptr inbounds i8, ptr %280, i64 %281
  %283 = mul nsw i64 %277, %19
  %284 = getelementptr inbounds i8, ptr %43, i64 %283
  %285 = mul nsw i64 %278, %21
  %286 = getelementptr inbounds i8, ptr %284, i64 %285
  br i1 %86, label %290, label %287

287:                                              ; preds = %2000, %275
  %288 = add i64 %276, 1
  %289 = icmp eq i64 %288, %5
  br i1 %289, label %274, label %275

290:                                              ; preds = %275, %2000
  %291 = phi i64 [ %2004, %2000 ], [ 0, %275 ]
  %292 = phi i64 [ %2003, %2000 ], [ %7, %275 ]
  %293 = phi i64 [ %2001, %2000 ], [ 0, %275 ]
  %294 = mul nsw i64 %291, -32
  %295 = add i64 %252, %294
  %296 = add i64 %253, %294
  %297 = mul nsw i64 %291, -32
  %298 = add i64 %7, %297
  %299 = add i64 %251, %297
  %300 = mul nsw i64 %291, -32
  %301 = add i64 %252, %300
  %302 = add i64 %253, %300
  %303 = mul nsw i64 %291, -32
  %304 = add i64 %7, %303
  %305 = add i64 %251, %303
  %306 = tail call i64 @llvm.smax.i64(i64 %292, i64 1)
  %307 = tail call i64 @llvm.umin.i64(i64 %306, i64 32)
  %308 = mul nsw i64 %293, %50
  %309 = getelementptr inbounds i8, ptr %56, i64 %308
  %310 = icmp slt i64 %293, %85
  %311 = mul i64 %293, -8192
  %312 = getelementptr inbounds i8, ptr %41, i64 %311
  %313 = select i1 %81, ptr %312, ptr %286
  br i1 %88, label %314, label %353

314:                                              ; preds = %290
  %315 = shl nsw i64 %293, 4
  %316 = sub nsw i64 %7, %315
  %317 = icmp sgt i64 %316, 15
  %318 = select i1 %317, i64 16, i64 %316
  %319 = trunc i64 %318 to i32
  %320 = shl nsw i32 -1, %319
  %321 = trunc i32 %320 to i16
  %322 = xor i16 %321, -1
  %323 = getelementptr inbounds nuw i32, ptr %58, i64 %315
  %324 = bitcast i16 %322 to <16 x i1>
  %325 = getelementptr inbounds nuw i32, ptr %59, i64 %315
  %326 = getelementptr inbounds nuw i32, ptr %60, i64 %315
  %327 = getelementptr inbounds nuw float, ptr %63, i64 %315
  %328 = mul nsw i64 %315, %87
  %329 = icmp sgt i64 %318, 0
  %330 = or disjoint i64 %315, 16
  %331 = sub nsw i64 %7, %330
  %332 = icmp sgt i64 %331, 15
  %333 = select i1 %332, i64 16, i64 %331
  %334 = trunc i64 %333 to i32
  %335 = shl nsw i32 -1, %334
  %336 = trunc i32 %335 to i16
  %337 = xor i16 %336, -1
  %338 = getelementptr inbounds nuw i32, ptr %58, i64 %330
  %339 = bitcast i16 %337 to <16 x i1>
  %340 = getelementptr inbounds nuw i32, ptr %59, i64 %330
  %341 = getelementptr inbounds nuw i32, ptr %60, i64 %330
  %342 = getelementptr inbounds nuw float, ptr %63, i64 %330
  %343 = mul nsw i64 %330, %87
  %344 = icmp sgt i64 %333, 0
  %345 = icmp ult i64 %305, 3
  %346 = sub i64 %304, %257
  %347 = icmp ult i64 %302, 3
  %348 = sub i64 %301, %260
  %349 = icmp ult i64 %299, 3
  %350 = sub i64 %298, %263
  %351 = icmp ult i64 %296, 3
  %352 = sub i64 %295, %266
  br label %354

353:                                              ; preds = %1946, %290
  br i1 %81, label %1949, label %2000

354:                                              ; preds = %314, %1946
  %355 = phi i64 [ 0, %314 ], [ %1947, %1946 ]
  %356 = sub nsw i64 %11, %355
  %357 = icmp sgt i64 %356, 7
  %358 = trunc i64 %356 to i32
  %359 = select i1 %357, i32 8, i32 %358
  %360 = icmp eq i32 %359, 8
  %361 = select i1 %360, i1 %310, i1 false
  br i1 %361, label %362, label %1225

362:                                              ; preds = %354
  %363 = mul i64 %89, %355
  %364 = getelementptr inbounds i8, ptr %282, i64 %363
  %365 = mul nsw i64 %355, %22
  %366 = getelementptr inbounds i8, ptr %313, i64 %365
  %367 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
  br i1 %91, label %368, label %641

368:                                              ; preds = %362, %390
  %369 = phi <16 x i32> [ %391, %390 ], [ zeroinitializer, %362 ]
  %370 = phi <16 x i32> [ %392, %390 ], [ zeroinitializer, %362 ]
  %371 = phi <16 x i32> [ %393, %390 ], [ zeroinitializer, %362 ]
  %372 = phi <16 x i32> [ %394, %390 ], [ zeroinitializer, %362 ]
  %373 = phi <16 x i32> [ %395, %390 ], [ zeroinitializer, %362 ]
  %374 = phi <16 x i32> [ %396, %390 ], [ zeroinitializer, %362 ]
  %375 = phi <16 x i32> [ %397, %390 ], [ zeroinitializer, %362 ]
  %376 = phi <16 x i32> [ %398, %390 ], [ zeroinitializer, %362 ]
  %377 = phi <16 x i32> [ %399, %390 ], [ zeroinitializer, %362 ]
  %378 = phi <16 x i32> [ %400, %390 ], [ zeroinitializer, %362 ]
  %379 = phi <16 x i32> [ %401, %390 ], [ zeroinitializer, %362 ]
  %380 = phi <16 x i32> [ %402, %390 ], [ zeroinitializer, %362 ]
  %381 = phi <16 x i32> [ %403, %390 ], [ zeroinitializer, %362 ]
  %382 = phi <16 x i32> [ %404, %390 ], [ zeroinitializer, %362 ]
  %383 = phi <16 x i32> [ %405, %390 ], [ zeroinitializer, %362 ]
  %384 = phi <16 x i32> [ %406, %390 ], [ zeroinitializer, %362 ]
  %385 = phi i64 [ %407, %390 ], [ 0, %362 ]
  br i1 %92, label %386, label %390

386:                                              ; preds = %368
  %387 = mul i64 %90, %385
  %388 = getelementptr inbounds i8, ptr %364, i64 %387
  %389 = mul nuw nsw i64 %385, %9
  br label %409

390:                                              ; preds = %434, %368
  %391 = phi <16 x i32> [ %369, %368 ], [ %435, %434 ]
  %392 = phi <16 x i32> [ %370, %368 ], [ %436, %434 ]
  %393 = phi <16 x i32> [ %371, %368 ], [ %437, %434 ]
  %394 = phi <16 x i32> [ %372, %368 ], [ %438, %434 ]
  %395 = phi <16 x i32> [ %373, %368 ], [ %439, %434 ]
  %396 = phi <16 x i32> [ %374, %368 ], [ %440, %434 ]
  %397 = phi <16 x i32> [ %375, %368 ], [ %441, %434 ]
  %398 = phi <16 x i32> [ %376, %368 ], [ %442, %434 ]
  %399 = phi <16 x i32> [ %377, %368 ], [ %443, %434 ]
  %400 = phi <16 x i32> [ %378, %368 ], [ %444, %434 ]
  %401 = phi <16 x i32> [ %379, %368 ], [ %445, %434 ]
  %402 = phi <16 x i32> [ %380, %368 ], [ %446, %434 ]
  %403 = phi <16 x i32> [ %381, %368 ], [ %447, %434 ]
  %404 = phi <16 x i32> [ %382, %368 ], [ %448, %434 ]
  %405 = phi <16 x i32> [ %383, %368 ], [ %449, %434 ]
  %406 = phi <16 x i32> [ %384, %368 ], [ %450, %434 ]
  %407 = add nuw nsw i64 %385, 1
  %408 = icmp eq i64 %407, %8
  br i1 %408, label %641, label %368

409:                                              ; preds = %386, %434
  %410 = phi <16 x i32> [ %369, %386 ], [ %435, %434 ]
  %411 = phi <16 x i32> [ %370, %386 ], [ %436, %434 ]
  %412 = phi <16 x i32> [ %371, %386 ], [ %437, %434 ]
  %413 = phi <16 x i32> [ %372, %386 ], [ %438, %434 ]
  %414 = phi <16 x i32> [ %373, %386 ], [ %439, %434 ]
  %415 = phi <16 x i32> [ %374, %386 ], [ %440, %434 ]
  %416 = phi <16 x i32> [ %375, %386 ], [ %441, %434 ]
  %417 = phi <16 x i32> [ %376, %386 ], [ %442, %434 ]
  %418 = phi <16 x i32> [ %377, %386 ], [ %443, %434 ]
  %419 = phi <16 x i32> [ %378, %386 ], [ %444, %434 ]
  %420 = phi <16 x i32> [ %379, %386 ], [ %445, %434 ]
  %421 = phi <16 x i32> [ %380, %386 ], [ %446, %434 ]
  %422 = phi <16 x i32> [ %381, %386 ], [ %447, %434 ]
  %423 = phi <16 x i32> [ %382, %386 ], [ %448, %434 ]
  %424 = phi <16 x i32> [ %383, %386 ], [ %449, %434 ]
  %425 = phi <16 x i32> [ %384, %386 ], [ %450, %434 ]
  %426 = phi i64 [ 0, %386 ], [ %451, %434 ]
  %427 = mul i64 %93, %426
  %428 = getelementptr inbounds i8, ptr %388, i64 %427
  %429 = add nuw nsw i64 %426, %389
  %430 = mul i64 %94, %429
  %431 = getelementptr inbounds i8, ptr %309, i64 %430
  br i1 %95, label %432, label %434

432:                                              ; preds = %409
  %433 = getelementptr inbounds i8, ptr %431, i64 %50
  br label %453

434:                                              ; preds = %618, %409
  %435 = phi <16 x i32> [ %410, %409 ], [ %638, %618 ]
  %436 = phi <16 x i32> [ %411, %409 ], [ %637, %618 ]
  %437 = phi <16 x i32> [ %412, %409 ], [ %619, %618 ]
  %438 = phi <16 x i32> [ %413, %409 ], [ %620, %618 ]
  %439 = phi <16 x i32> [ %414, %409 ], [ %632, %618 ]
  %440 = phi <16 x i32> [ %415, %409 ], [ %631, %618 ]
  %441 = phi <16 x i32> [ %416, %409 ], [ %621, %618 ]
  %442 = phi <16 x i32> [ %417, %409 ], [ %622, %618 ]
  %443 = phi <16 x i32> [ %418, %409 ], [ %630, %618 ]
  %444 = phi <16 x i32> [ %419, %409 ], [ %629, %618 ]
  %445 = phi <16 x i32> [ %420, %409 ], [ %623, %618 ]
  %446 = phi <16 x i32> [ %421, %409 ], [ %624, %618 ]
  %447 = phi <16 x i32> [ %422, %409 ], [ %628, %618 ]
  %448 = phi <16 x i32> [ %423, %409 ], [ %627, %618 ]
  %449 = phi <16 x i32> [ %424, %409 ], [ %625, %618 ]
  %450 = phi <16 x i32> [ %425, %409 ], [ %626, %618 ]
  %451 = add nuw nsw i64 %426, 1
  %452 = icmp eq i64 %451, %9
  br i1 %452, label %390, label %409

453:                                              ; preds = %432, %618
  %454 = phi <16 x i32> [ %410, %432 ], [ %638, %618 ]
  %455 = phi <16 x i32> [ %411, %432 ], [ %637, %618 ]
  %456 = phi <16 x i32> [ %412, %432 ], [ %619, %618 ]
  %457 = phi <16 x i32> [ %413, %432 ], [ %620, %618 ]
  %458 = phi <16 x i32> [ %414, %432 ], [ %632, %618 ]
  %459 = phi <16 x i32> [ %415, %432 ], [ %631, %618 ]
  %460 = phi <16 x i32> [ %416, %432 ], [ %621, %618 ]
  %461 = phi <16 x i32> [ %417, %432 ], [ %622, %618 ]
  %462 = phi <16 x i32> [ %418, %432 ], [ %630, %618 ]
  %463 = phi <16 x i32> [ %419, %432 ], [ %629, %618 ]
  %464 = phi <16 x i32> [ %420, %432 ], [ %623, %618 ]
  %465 = phi <16 x i32> [ %421, %432 ], [ %624, %618 ]
  %466 = phi <16 x i32> [ %422, %432 ], [ %628, %618 ]
  %467 = phi <16 x i32> [ %423, %432 ], [ %627, %618 ]
  %468 = phi <16 x i32> [ %424, %432 ], [ %625, %618 ]
  %469 = phi <16 x i32> [ %425, %432 ], [ %626, %618 ]
  %470 = phi i64 [ 0, %432 ], [ %639, %618 ]
  %471 = shl nsw i64 %470, 6
  %472 = getelementptr inbounds nuw i8, ptr %431, i64 %471
  %473 = load <64 x i8>, ptr %472, align 64
  %474 = getelementptr inbounds nuw i8, ptr %433, i64 %471
  %475 = load <64 x i8>, ptr %474, align 64
  %476 = shl nsw i64 %470, 2
  %477 = sub nsw i64 %6, %476
  %478 = getelementptr i8, ptr %428, i64 %476
  %479 = icmp sgt i64 %477, 3
  %480 = getelementptr i8, ptr %478, i64 %89
  br i1 %479, label %552, label %481

481:                                              ; preds = %453
  %482 = trunc i64 %477 to i32
  %483 = shl nsw i32 -1, %482
  %484 = trunc i32 %483 to i16
  %485 = xor i16 %484, -1
  %486 = bitcast i16 %485 to <16 x i1>
  %487 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %478, <16 x i1> %486, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %488 = bitcast <16 x i8> %487 to <4 x i32>
  %489 = shufflevector <4 x i32> %488, <4 x i32> poison, <16 x i32> zeroinitializer
  %490 = bitcast <16 x i32> %489 to <8 x i64>
  %491 = xor <8 x i64> %367, %490
  %492 = bitcast <8 x i64> %491 to <64 x i8>
  %493 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %469, <64 x i8> %492, <64 x i8> %473)
  %494 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %468, <64 x i8> %492, <64 x i8> %475)
  %495 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %480, <16 x i1> %486, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %496 = bitcast <16 x i8> %495 to <4 x i32>
  %497 = shufflevector <4 x i32> %496, <4 x i32> poison, <16 x i32> zeroinitializer
  %498 = bitcast <16 x i32> %497 to <8 x i64>
  %499 = xor <8 x i64> %367, %498
  %500 = bitcast <8 x i64> %499 to <64 x i8>
  %501 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %467, <64 x i8> %500, <64 x i8> %473)
  %502 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %466, <64 x i8> %500, <64 x i8> %475)
  %503 = getelementptr i8, ptr %478, i64 %171
  %504 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %503, <16 x i1> %486, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %505 = bitcast <16 x i8> %504 to <4 x i32>
  %506 = shufflevector <4 x i32> %505, <4 x i32> poison, <16 x i32> zeroinitializer
  %507 = bitcast <16 x i32> %506 to <8 x i64>
  %508 = xor <8 x i64> %367, %507
  %509 = bitcast <8 x i64> %508 to <64 x i8>
  %510 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %465, <64 x i8> %509, <64 x i8> %473)
  %511 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %464, <64 x i8> %509, <64 x i8> %475)
  %512 = getelementptr i8, ptr %478, i64 %172
  %513 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %512, <16 x i1> %486, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %514 = bitcast <16 x i8> %513 to <4 x i32>
  %515 = shufflevector <4 x i32> %514, <4 x i32> poison, <16 x i32> zeroinitializer
  %516 = bitcast <16 x i32> %515 to <8 x i64>
  %517 = xor <8 x i64> %367, %516
  %518 = bitcast <8 x i64> %517 to <64 x i8>
  %519 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %463, <64 x i8> %518, <64 x i8> %473)
  %520 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %462, <64 x i8> %518, <64 x i8> %475)
  %521 = getelementptr i8, ptr %478, i64 %173
  %522 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %521, <16 x i1> %486, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %523 = bitcast <16 x i8> %522 to <4 x i32>
  %524 = shufflevector <4 x i32> %523, <4 x i32> poison, <16 x i32> zeroinitializer
  %525 = bitcast <16 x i32> %524 to <8 x i64>
  %526 = xor <8 x i64> %367, %525
  %527 = bitcast <8 x i64> %526 to <64 x i8>
  %528 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %461, <64 x i8> %527, <64 x i8> %473)
  %529 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %460, <64 x i8> %527, <64 x i8> %475)
  %530 = getelementptr i8, ptr %478, i64 %174
  %531 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %530, <16 x i1> %486, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %532 = bitcast <16 x i8> %531 to <4 x i32>
  %533 = shufflevector <4 x i32> %532, <4 x i32> poison, <16 x i32> zeroinitializer
  %534 = bitcast <16 x i32> %533 to <8 x i64>
  %535 = xor <8 x i64> %367, %534
  %536 = bitcast <8 x i64> %535 to <64 x i8>
  %537 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %459, <64 x i8> %536, <64 x i8> %473)
  %538 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %536, <64 x i8> %475)
  %539 = getelementptr i8, ptr %478, i64 %175
  %540 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %539, <16 x i1> %486, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %541 = bitcast <16 x i8> %540 to <4 x i32>
  %542 = shufflevector <4 x i32> %541, <4 x i32> poison, <16 x i32> zeroinitializer
  %543 = bitcast <16 x i32> %542 to <8 x i64>
  %544 = xor <8 x i64> %367, %543
  %545 = bitcast <8 x i64> %544 to <64 x i8>
  %546 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %545, <64 x i8> %473)
  %547 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %456, <64 x i8> %545, <64 x i8> %475)
  %548 = getelementptr i8, ptr %478, i64 %176
  %549 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %548, <16 x i1> %486, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %550 = bitcast <16 x i8> %549 to <4 x i32>
  %551 = shufflevector <4 x i32> %550, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %618

552:                                              ; preds = %453
  %553 = load i32, ptr %478, align 1
  %554 = insertelement <16 x i32> poison, i32 %553, i64 0
  %555 = shufflevector <16 x i32> %554, <16 x i32> poison, <16 x i32> zeroinitializer
  %556 = bitcast <16 x i32> %555 to <8 x i64>
  %557 = xor <8 x i64> %367, %556
  %558 = bitcast <8 x i64> %557 to <64 x i8>
  %559 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %469, <64 x i8> %558, <64 x i8> %473)
  %560 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %468, <64 x i8> %558, <64 x i8> %475)
  %561 = load i32, ptr %480, align 1
  %562 = insertelement <16 x i32> poison, i32 %561, i64 0
  %563 = shufflevector <16 x i32> %562, <16 x i32> poison, <16 x i32> zeroinitializer
  %564 = bitcast <16 x i32> %563 to <8 x i64>
  %565 = xor <8 x i64> %367, %564
  %566 = bitcast <8 x i64> %565 to <64 x i8>
  %567 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %467, <64 x i8> %566, <64 x i8> %473)
  %568 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %466, <64 x i8> %566, <64 x i8> %475)
  %569 = getelementptr i8, ptr %478, i64 %177
  %570 = load i32, ptr %569, align 1
  %571 = insertelement <16 x i32> poison, i32 %570, i64 0
  %572 = shufflevector <16 x i32> %571, <16 x i32> poison, <16 x i32> zeroinitializer
  %573 = bitcast <16 x i32> %572 to <8 x i64>
  %574 = xor <8 x i64> %367, %573
  %575 = bitcast <8 x i64> %574 to <64 x i8>
  %576 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %465, <64 x i8> %575, <64 x i8> %473)
  %577 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %464, <64 x i8> %575, <64 x i8> %475)
  %578 = getelementptr i8, ptr %478, i64 %178
  %579 = load i32, ptr %578, align 1
  %580 = insertelement <16 x i32> poison, i32 %579, i64 0
  %581 = shufflevector <16 x i32> %580, <16 x i32> poison, <16 x i32> zeroinitializer
  %582 = bitcast <16 x i32> %581 to <8 x i64>
  %583 = xor <8 x i64> %367, %582
  %584 = bitcast <8 x i64> %583 to <64 x i8>
  %585 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %463, <64 x i8> %584, <64 x i8> %473)
  %586 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %462, <64 x i8> %584, <64 x i8> %475)
  %587 = getelementptr i8, ptr %478, i64 %179
  %588 = load i32, ptr %587, align 1
  %589 = insertelement <16 x i32> poison, i32 %588, i64 0
  %590 = shufflevector <16 x i32> %589, <16 x i32> poison, <16 x i32> zeroinitializer
  %591 = bitcast <16 x i32> %590 to <8 x i64>
  %592 = xor <8 x i64> %367, %591
  %593 = bitcast <8 x i64> %592 to <64 x i8>
  %594 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %461, <64 x i8> %593, <64 x i8> %473)
  %595 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %460, <64 x i8> %593, <64 x i8> %475)
  %596 = getelementptr i8, ptr %478, i64 %180
  %597 = load i32, ptr %596, align 1
  %598 = insertelement <16 x i32> poison, i32 %597, i64 0
  %599 = shufflevector <16 x i32> %598, <16 x i32> poison, <16 x i32> zeroinitializer
  %600 = bitcast <16 x i32> %599 to <8 x i64>
  %601 = xor <8 x i64> %367, %600
  %602 = bitcast <8 x i64> %601 to <64 x i8>
  %603 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %459, <64 x i8> %602, <64 x i8> %473)
  %604 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %602, <64 x i8> %475)
  %605 = getelementptr i8, ptr %478, i64 %181
  %606 = load i32, ptr %605, align 1
  %607 = insertelement <16 x i32> poison, i32 %606, i64 0
  %608 = shufflevector <16 x i32> %607, <16 x i32> poison, <16 x i32> zeroinitializer
  %609 = bitcast <16 x i32> %608 to <8 x i64>
  %610 = xor <8 x i64> %367, %609
  %611 = bitcast <8 x i64> %610 to <64 x i8>
  %612 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %611, <64 x i8> %473)
  %613 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %456, <64 x i8> %611, <64 x i8> %475)
  %614 = getelementptr i8, ptr %478, i64 %182
  %615 = load i32, ptr %614, align 1
  %616 = insertelement <16 x i32> poison, i32 %615, i64 0
  %617 = shufflevector <16 x i32> %616, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %618

618:                                              ; preds = %552, %481
  %619 = phi <16 x i32> [ %613, %552 ], [ %547, %481 ]
  %620 = phi <16 x i32> [ %612, %552 ], [ %546, %481 ]
  %621 = phi <16 x i32> [ %595, %552 ], [ %529, %481 ]
  %622 = phi <16 x i32> [ %594, %552 ], [ %528, %481 ]
  %623 = phi <16 x i32> [ %577, %552 ], [ %511, %481 ]
  %624 = phi <16 x i32> [ %576, %552 ], [ %510, %481 ]
  %625 = phi <16 x i32> [ %560, %552 ], [ %494, %481 ]
  %626 = phi <16 x i32> [ %559, %552 ], [ %493, %481 ]
  %627 = phi <16 x i32> [ %567, %552 ], [ %501, %481 ]
  %628 = phi <16 x i32> [ %568, %552 ], [ %502, %481 ]
  %629 = phi <16 x i32> [ %585, %552 ], [ %519, %481 ]
  %630 = phi <16 x i32> [ %586, %552 ], [ %520, %481 ]
  %631 = phi <16 x i32> [ %603, %552 ], [ %537, %481 ]
  %632 = phi <16 x i32> [ %604, %552 ], [ %538, %481 ]
  %633 = phi <16 x i32> [ %617, %552 ], [ %551, %481 ]
  %634 = bitcast <16 x i32> %633 to <8 x i64>
  %635 = xor <8 x i64> %367, %634
  %636 = bitcast <8 x i64> %635 to <64 x i8>
  %637 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %455, <64 x i8> %636, <64 x i8> %473)
  %638 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %454, <64 x i8> %636, <64 x i8> %475)
  %639 = add nuw nsw i64 %470, 1
  %640 = icmp eq i64 %639, %99
  br i1 %640, label %434, label %453

641:                                              ; preds = %390, %362
  %642 = phi <16 x i32> [ zeroinitializer, %362 ], [ %391, %390 ]
  %643 = phi <16 x i32> [ zeroinitializer, %362 ], [ %392, %390 ]
  %644 = phi <16 x i32> [ zeroinitializer, %362 ], [ %393, %390 ]
  %645 = phi <16 x i32> [ zeroinitializer, %362 ], [ %394, %390 ]
  %646 = phi <16 x i32> [ zeroinitializer, %362 ], [ %395, %390 ]
  %647 = phi <16 x i32> [ zeroinitializer, %362 ], [ %396, %390 ]
  %648 = phi <16 x i32> [ zeroinitializer, %362 ], [ %397, %390 ]
  %649 = phi <16 x i32> [ zeroinitializer, %362 ], [ %398, %390 ]
  %650 = phi <16 x i32> [ zeroinitializer, %362 ], [ %399, %390 ]
  %651 = phi <16 x i32> [ zeroinitializer, %362 ], [ %400, %390 ]
  %652 = phi <16 x i32> [ zeroinitializer, %362 ], [ %401, %390 ]
  %653 = phi <16 x i32> [ zeroinitializer, %362 ], [ %402, %390 ]
  %654 = phi <16 x i32> [ zeroinitializer, %362 ], [ %403, %390 ]
  %655 = phi <16 x i32> [ zeroinitializer, %362 ], [ %404, %390 ]
  %656 = phi <16 x i32> [ zeroinitializer, %362 ], [ %405, %390 ]
  %657 = phi <16 x i32> [ zeroinitializer, %362 ], [ %406, %390 ]
  %658 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %323, <16 x i1> %324, <16 x i32> zeroinitializer)
  br i1 %96, label %661, label %659

659:                                              ; preds = %641
  %660 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %325, <16 x i1> %324, <16 x i32> zeroinitializer)
  br label %661

661:                                              ; preds = %659, %641
  %662 = phi <16 x i32> [ %660, %659 ], [ zeroinitializer, %641 ]
  %663 = sub <16 x i32> %662, %658
  br i1 %97, label %667, label %664

664:                                              ; preds = %661
  %665 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %326, <16 x i1> %324, <16 x i32> zeroinitializer)
  %666 = add <16 x i32> %665, %663
  br label %667

667:                                              ; preds = %664, %661
  %668 = phi <16 x i32> [ %666, %664 ], [ %663, %661 ]
  br i1 %98, label %672, label %669

669:                                              ; preds = %667
  %670 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %327, <16 x i1> %324, <16 x float> zeroinitializer)
  %671 = fmul <16 x float> %66, %670
  br label %672

672:                                              ; preds = %667, %669
  %673 = phi <16 x float> [ %671, %669 ], [ %66, %667 ]
  %674 = fmul <16 x float> %69, %673
  %675 = add <16 x i32> %657, %668
  %676 = sitofp <16 x i32> %675 to <16 x float>
  %677 = fmul <16 x float> %674, %676
  %678 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %677, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %679 = fcmp uge <16 x float> %678, splat (float 0x41E0000000000000)
  %680 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %678, i32 4)
  %681 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %680, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %682 = select <16 x i1> %679, <16 x i32> splat (i32 2147483647), <16 x i32> %681
  %683 = add <16 x i32> %682, %72
  %684 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %683, <16 x i32> %75)
  %685 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %684, <16 x i32> %78)
  %686 = add <16 x i32> %655, %668
  %687 = sitofp <16 x i32> %686 to <16 x float>
  %688 = fmul <16 x float> %674, %687
  %689 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %688, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %690 = fcmp uge <16 x float> %689, splat (float 0x41E0000000000000)
  %691 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %689, i32 4)
  %692 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %691, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %693 = select <16 x i1> %690, <16 x i32> splat (i32 2147483647), <16 x i32> %692
  %694 = add <16 x i32> %693, %72
  %695 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %694, <16 x i32> %75)
  %696 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %695, <16 x i32> %78)
  %697 = add <16 x i32> %653, %668
  %698 = sitofp <16 x i32> %697 to <16 x float>
  %699 = fmul <16 x float> %674, %698
  %700 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %699, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %701 = fcmp uge <16 x float> %700, splat (float 0x41E0000000000000)
  %702 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %700, i32 4)
  %703 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %702, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %704 = select <16 x i1> %701, <16 x i32> splat (i32 2147483647), <16 x i32> %703
  %705 = add <16 x i32> %704, %72
  %706 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %705, <16 x i32> %75)
  %707 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %706, <16 x i32> %78)
  %708 = add <16 x i32> %651, %668
  %709 = sitofp <16 x i32> %708 to <16 x float>
  %710 = fmul <16 x float> %674, %709
  %711 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %710, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %712 = fcmp uge <16 x float> %711, splat (float 0x41E0000000000000)
  %713 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %711, i32 4)
  %714 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %713, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %715 = select <16 x i1> %712, <16 x i32> splat (i32 2147483647), <16 x i32> %714
  %716 = add <16 x i32> %715, %72
  %717 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %716, <16 x i32> %75)
  %718 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %717, <16 x i32> %78)
  %719 = add <16 x i32> %649, %668
  %720 = sitofp <16 x i32> %719 to <16 x float>
  %721 = fmul <16 x float> %674, %720
  %722 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %721, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %723 = fcmp uge <16 x float> %722, splat (float 0x41E0000000000000)
  %724 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %722, i32 4)
  %725 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %724, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %726 = select <16 x i1> %723, <16 x i32> splat (i32 2147483647), <16 x i32> %725
  %727 = add <16 x i32> %726, %72
  %728 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %727, <16 x i32> %75)
  %729 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %728, <16 x i32> %78)
  %730 = add <16 x i32> %647, %668
  %731 = sitofp <16 x i32> %730 to <16 x float>
  %732 = fmul <16 x float> %674, %731
  %733 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %732, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %734 = fcmp uge <16 x float> %733, splat (float 0x41E0000000000000)
  %735 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %733, i32 4)
  %736 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %735, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %737 = select <16 x i1> %734, <16 x i32> splat (i32 2147483647), <16 x i32> %736
  %738 = add <16 x i32> %737, %72
  %739 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %738, <16 x i32> %75)
  %740 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %739, <16 x i32> %78)
  %741 = add <16 x i32> %645, %668
  %742 = sitofp <16 x i32> %741 to <16 x float>
  %743 = fmul <16 x float> %674, %742
  %744 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %743, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %745 = fcmp uge <16 x float> %744, splat (float 0x41E0000000000000)
  %746 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %744, i32 4)
  %747 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %746, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %748 = select <16 x i1> %745, <16 x i32> splat (i32 2147483647), <16 x i32> %747
  %749 = add <16 x i32> %748, %72
  %750 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %749, <16 x i32> %75)
  %751 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %750, <16 x i32> %78)
  %752 = add <16 x i32> %643, %668
  %753 = sitofp <16 x i32> %752 to <16 x float>
  %754 = fmul <16 x float> %674, %753
  %755 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %754, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %756 = fcmp uge <16 x float> %755, splat (float 0x41E0000000000000)
  %757 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %755, i32 4)
  %758 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %757, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %759 = select <16 x i1> %756, <16 x i32> splat (i32 2147483647), <16 x i32> %758
  %760 = add <16 x i32> %759, %72
  %761 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %760, <16 x i32> %75)
  %762 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %761, <16 x i32> %78)
  %763 = getelementptr inbounds i8, ptr %366, i64 %328
  br i1 %79, label %764, label %902

764:                                              ; preds = %672
  %765 = shufflevector <16 x i32> %685, <16 x i32> %696, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %766 = trunc <16 x i32> %765 to <16 x i8>
  %767 = shufflevector <16 x i32> %707, <16 x i32> %718, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %768 = trunc <16 x i32> %767 to <16 x i8>
  %769 = shufflevector <16 x i32> %729, <16 x i32> %740, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %770 = trunc <16 x i32> %769 to <16 x i8>
  %771 = shufflevector <16 x i32> %751, <16 x i32> %762, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %772 = trunc <16 x i32> %771 to <16 x i8>
  %773 = shufflevector <16 x i32> %685, <16 x i32> %696, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %774 = trunc <16 x i32> %773 to <16 x i8>
  %775 = shufflevector <16 x i32> %707, <16 x i32> %718, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %776 = trunc <16 x i32> %775 to <16 x i8>
  %777 = shufflevector <16 x i32> %729, <16 x i32> %740, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %778 = trunc <16 x i32> %777 to <16 x i8>
  %779 = shufflevector <16 x i32> %751, <16 x i32> %762, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %780 = trunc <16 x i32> %779 to <16 x i8>
  %781 = bitcast <16 x i8> %766 to <8 x i16>
  %782 = bitcast <16 x i8> %768 to <8 x i16>
  %783 = shufflevector <8 x i16> %781, <8 x i16> %782, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %784 = shufflevector <8 x i16> %781, <8 x i16> %782, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %785 = bitcast <16 x i8> %770 to <8 x i16>
  %786 = bitcast <16 x i8> %772 to <8 x i16>
  %787 = shufflevector <8 x i16> %785, <8 x i16> %786, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %788 = shufflevector <8 x i16> %785, <8 x i16> %786, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %789 = bitcast <8 x i16> %783 to <4 x i32>
  %790 = bitcast <8 x i16> %787 to <4 x i32>
  %791 = shufflevector <4 x i32> %789, <4 x i32> %790, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %792 = shufflevector <4 x i32> %789, <4 x i32> %790, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %793 = bitcast <8 x i16> %784 to <4 x i32>
  %794 = bitcast <8 x i16> %788 to <4 x i32>
  %795 = shufflevector <4 x i32> %793, <4 x i32> %794, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %796 = shufflevector <4 x i32> %793, <4 x i32> %794, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %797 = bitcast <16 x i8> %774 to <8 x i16>
  %798 = bitcast <16 x i8> %776 to <8 x i16>
  %799 = shufflevector <8 x i16> %797, <8 x i16> %798, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %800 = shufflevector <8 x i16> %797, <8 x i16> %798, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %801 = bitcast <16 x i8> %778 to <8 x i16>
  %802 = bitcast <16 x i8> %780 to <8 x i16>
  %803 = shufflevector <8 x i16> %801, <8 x i16> %802, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %804 = shufflevector <8 x i16> %801, <8 x i16> %802, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %805 = bitcast <8 x i16> %799 to <4 x i32>
  %806 = bitcast <8 x i16> %803 to <4 x i32>
  %807 = shufflevector <4 x i32> %805, <4 x i32> %806, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %808 = shufflevector <4 x i32> %805, <4 x i32> %806, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %809 = bitcast <8 x i16> %800 to <4 x i32>
  %810 = bitcast <8 x i16> %804 to <4 x i32>
  %811 = shufflevector <4 x i32> %809, <4 x i32> %810, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %812 = shufflevector <4 x i32> %809, <4 x i32> %810, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %317, label %813, label %861

813:                                              ; preds = %764
  %814 = bitcast <4 x i32> %812 to <2 x i64>
  %815 = bitcast <4 x i32> %811 to <2 x i64>
  %816 = bitcast <4 x i32> %808 to <2 x i64>
  %817 = bitcast <4 x i32> %807 to <2 x i64>
  %818 = bitcast <4 x i32> %796 to <2 x i64>
  %819 = bitcast <4 x i32> %795 to <2 x i64>
  %820 = bitcast <4 x i32> %792 to <2 x i64>
  %821 = bitcast <4 x i32> %791 to <2 x i64>
  %822 = extractelement <2 x i64> %821, i64 0
  store i64 %822, ptr %763, align 1
  %823 = getelementptr inbounds i8, ptr %763, i64 %87
  %824 = bitcast <4 x i32> %791 to <2 x double>
  %825 = extractelement <2 x double> %824, i64 1
  store double %825, ptr %823, align 1
  %826 = getelementptr inbounds i8, ptr %763, i64 %203
  %827 = extractelement <2 x i64> %820, i64 0
  store i64 %827, ptr %826, align 1
  %828 = getelementptr inbounds i8, ptr %763, i64 %204
  %829 = bitcast <4 x i32> %792 to <2 x double>
  %830 = extractelement <2 x double> %829, i64 1
  store double %830, ptr %828, align 1
  %831 = getelementptr inbounds i8, ptr %763, i64 %205
  %832 = extractelement <2 x i64> %819, i64 0
  store i64 %832, ptr %831, align 1
  %833 = getelementptr inbounds i8, ptr %763, i64 %206
  %834 = bitcast <4 x i32> %795 to <2 x double>
  %835 = extractelement <2 x double> %834, i64 1
  store double %835, ptr %833, align 1
  %836 = getelementptr inbounds i8, ptr %763, i64 %207
  %837 = extractelement <2 x i64> %818, i64 0
  store i64 %837, ptr %836, align 1
  %838 = getelementptr inbounds i8, ptr %763, i64 %208
  %839 = bitcast <4 x i32> %796 to <2 x double>
  %840 = extractelement <2 x double> %839, i64 1
  store double %840, ptr %838, align 1
  %841 = getelementptr inbounds i8, ptr %763, i64 %209
  %842 = extractelement <2 x i64> %817, i64 0
  store i64 %842, ptr %841, align 1
  %843 = getelementptr inbounds i8, ptr %763, i64 %210
  %844 = bitcast <4 x i32> %807 to <2 x double>
  %845 = extractelement <2 x double> %844, i64 1
  store double %845, ptr %843, align 1
  %846 = getelementptr inbounds i8, ptr %763, i64 %211
  %847 = extractelement <2 x i64> %816, i64 0
  store i64 %847, ptr %846, align 1
  %848 = getelementptr inbounds i8, ptr %763, i64 %212
  %849 = bitcast <4 x i32> %808 to <2 x double>
  %850 = extractelement <2 x double> %849, i64 1
  store double %850, ptr %848, align 1
  %851 = getelementptr inbounds i8, ptr %763, i64 %213
  %852 = extractelement <2 x i64> %815, i64 0
  store i64 %852, ptr %851, align 1
  %853 = getelementptr inbounds i8, ptr %763, i64 %214
  %854 = bitcast <4 x i32> %811 to <2 x double>
  %855 = extractelement <2 x double> %854, i64 1
  store double %855, ptr %853, align 1
  %856 = getelementptr inbounds i8, ptr %763, i64 %215
  %857 = extractelement <2 x i64> %814, i64 0
  store i64 %857, ptr %856, align 1
  %858 = getelementptr inbounds i8, ptr %763, i64 %216
  %859 = bitcast <4 x i32> %812 to <2 x double>
  %860 = extractelement <2 x double> %859, i64 1
  store double %860, ptr %858, align 1
  br label %941

861:                                              ; preds = %764
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store <4 x i32> %791, ptr %36, align 16
  store <4 x i32> %792, ptr %196, align 16
  store <4 x i32> %795, ptr %197, align 16
  store <4 x i32> %796, ptr %198, align 16
  store <4 x i32> %807, ptr %199, align 16
  store <4 x i32> %808, ptr %200, align 16
  store <4 x i32> %811, ptr %201, align 16
  store <4 x i32> %812, ptr %202, align 16
  br i1 %329, label %862, label %876

862:                                              ; preds = %861
  br i1 %349, label %864, label %877

863:                                              ; preds = %877
  br i1 %264, label %876, label %864

864:                                              ; preds = %863, %862
  %865 = phi i64 [ 0, %862 ], [ %899, %863 ]
  tail call void @llvm.assume(i1 %265)
  br label %866

866:                                              ; preds = %866, %864
  %867 = phi i64 [ %873, %866 ], [ %865, %864 ]
  %868 = phi i64 [ %874, %866 ], [ 0, %864 ]
  %869 = mul nsw i64 %867, %87
  %870 = getelementptr inbounds i8, ptr %763, i64 %869
  %871 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %867
  %872 = load i64, ptr %871, align 8
  store i64 %872, ptr %870, align 1
  %873 = add nuw nsw i64 %867, 1
  %874 = add i64 %868, 1
  %875 = icmp eq i64 %874, %263
  br i1 %875, label %876, label %866

876:                                              ; preds = %863, %866, %861
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %941

877:                                              ; preds = %862, %877
  %878 = phi i64 [ %899, %877 ], [ 0, %862 ]
  %879 = phi i64 [ %900, %877 ], [ 0, %862 ]
  %880 = mul nsw i64 %878, %87
  %881 = getelementptr inbounds i8, ptr %763, i64 %880
  %882 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %878
  %883 = load i64, ptr %882, align 16
  store i64 %883, ptr %881, align 1
  %884 = or disjoint i64 %878, 1
  %885 = mul nsw i64 %884, %87
  %886 = getelementptr inbounds i8, ptr %763, i64 %885
  %887 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %884
  %888 = load i64, ptr %887, align 8
  store i64 %888, ptr %886, align 1
  %889 = or disjoint i64 %878, 2
  %890 = mul nsw i64 %889, %87
  %891 = getelementptr inbounds i8, ptr %763, i64 %890
  %892 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %889
  %893 = load i64, ptr %892, align 16
  store i64 %893, ptr %891, align 1
  %894 = or disjoint i64 %878, 3
  %895 = mul nsw i64 %894, %87
  %896 = getelementptr inbounds i8, ptr %763, i64 %895
  %897 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %894
  %898 = load i64, ptr %897, align 8
  store i64 %898, ptr %896, align 1
  %899 = add nuw nsw i64 %878, 4
  %900 = add i64 %879, 4
  %901 = icmp eq i64 %900, %350
  br i1 %901, label %863, label %877

902:                                              ; preds = %672
  %903 = trunc <16 x i32> %762 to <16 x i8>
  %904 = trunc <16 x i32> %751 to <16 x i8>
  %905 = trunc <16 x i32> %740 to <16 x i8>
  %906 = trunc <16 x i32> %729 to <16 x i8>
  %907 = trunc <16 x i32> %718 to <16 x i8>
  %908 = trunc <16 x i32> %707 to <16 x i8>
  %909 = trunc <16 x i32> %696 to <16 x i8>
  %910 = trunc <16 x i32> %685 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store <16 x i8> %910, ptr %37, align 16
  store <16 x i8> %909, ptr %183, align 16
  store <16 x i8> %908, ptr %184, align 16
  store <16 x i8> %907, ptr %185, align 16
  store <16 x i8> %906, ptr %186, align 16
  store <16 x i8> %905, ptr %187, align 16
  store <16 x i8> %904, ptr %188, align 16
  store <16 x i8> %903, ptr %189, align 16
  br i1 %329, label %911, label %940

911:                                              ; preds = %902, %911
  %912 = phi i64 [ %938, %911 ], [ 0, %902 ]
  %913 = getelementptr inbounds nuw i8, ptr %37, i64 %912
  %914 = mul nsw i64 %912, %20
  %915 = getelementptr i8, ptr %763, i64 %914
  %916 = load i8, ptr %913, align 1
  store i8 %916, ptr %915, align 1
  %917 = getelementptr inbounds nuw i8, ptr %913, i64 16
  %918 = load i8, ptr %917, align 1
  %919 = getelementptr i8, ptr %915, i64 %22
  store i8 %918, ptr %919, align 1
  %920 = getelementptr inbounds nuw i8, ptr %913, i64 32
  %921 = load i8, ptr %920, align 1
  %922 = getelementptr i8, ptr %915, i64 %190
  store i8 %921, ptr %922, align 1
  %923 = getelementptr inbounds nuw i8, ptr %913, i64 48
  %924 = load i8, ptr %923, align 1
  %925 = getelementptr i8, ptr %915, i64 %191
  store i8 %924, ptr %925, align 1
  %926 = getelementptr inbounds nuw i8, ptr %913, i64 64
  %927 = load i8, ptr %926, align 1
  %928 = getelementptr i8, ptr %915, i64 %192
  store i8 %927, ptr %928, align 1
  %929 = getelementptr inbounds nuw i8, ptr %913, i64 80
  %930 = load i8, ptr %929, align 1
  %931 = getelementptr i8, ptr %915, i64 %193
  store i8 %930, ptr %931, align 1
  %932 = getelementptr inbounds nuw i8, ptr %913, i64 96
  %933 = load i8, ptr %932, align 1
  %934 = getelementptr i8, ptr %915, i64 %194
  store i8 %933, ptr %934, align 1
  %935 = getelementptr inbounds nuw i8, ptr %913, i64 112
  %936 = load i8, ptr %935, align 1
  %937 = getelementptr i8, ptr %915, i64 %195
  store i8 %936, ptr %937, align 1
  %938 = add nuw nsw i64 %912, 1
  %939 = icmp eq i64 %938, %318
  br i1 %939, label %940, label %911

940:                                              ; preds = %911, %902
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %941

941:                                              ; preds = %876, %813, %940
  %942 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %338, <16 x i1> %339, <16 x i32> zeroinitializer)
  br i1 %96, label %945, label %943

943:                                              ; preds = %941
  %944 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %340, <16 x i1> %339, <16 x i32> zeroinitializer)
  br label %945

945:                                              ; preds = %943, %941
  %946 = phi <16 x i32> [ %944, %943 ], [ zeroinitializer, %941 ]
  %947 = sub <16 x i32> %946, %942
  br i1 %97, label %951, label %948

948:                                              ; preds = %945
  %949 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %341, <16 x i1> %339, <16 x i32> zeroinitializer)
  %950 = add <16 x i32> %949, %947
  br label %951

951:                                              ; preds = %948, %945
  %952 = phi <16 x i32> [ %950, %948 ], [ %947, %945 ]
  br i1 %98, label %956, label %953

953:                                              ; preds = %951
  %954 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %342, <16 x i1> %339, <16 x float> zeroinitializer)
  %955 = fmul <16 x float> %66, %954
  br label %956

956:                                              ; preds = %951, %953
  %957 = phi <16 x float> [ %955, %953 ], [ %66, %951 ]
  %958 = fmul <16 x float> %69, %957
  %959 = add <16 x i32> %656, %952
  %960 = sitofp <16 x i32> %959 to <16 x float>
  %961 = fmul <16 x float> %958, %960
  %962 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %961, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %963 = fcmp uge <16 x float> %962, splat (float 0x41E0000000000000)
  %964 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %962, i32 4)
  %965 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %964, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %966 = select <16 x i1> %963, <16 x i32> splat (i32 2147483647), <16 x i32> %965
  %967 = add <16 x i32> %966, %72
  %968 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %967, <16 x i32> %75)
  %969 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %968, <16 x i32> %78)
  %970 = add <16 x i32> %654, %952
  %971 = sitofp <16 x i32> %970 to <16 x float>
  %972 = fmul <16 x float> %958, %971
  %973 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %972, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %974 = fcmp uge <16 x float> %973, splat (float 0x41E0000000000000)
  %975 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %973, i32 4)
  %976 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %975, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %977 = select <16 x i1> %974, <16 x i32> splat (i32 2147483647), <16 x i32> %976
  %978 = add <16 x i32> %977, %72
  %979 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %978, <16 x i32> %75)
  %980 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %979, <16 x i32> %78)
  %981 = add <16 x i32> %652, %952
  %982 = sitofp <16 x i32> %981 to <16 x float>
  %983 = fmul <16 x float> %958, %982
  %984 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %983, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %985 = fcmp uge <16 x float> %984, splat (float 0x41E0000000000000)
  %986 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %984, i32 4)
  %987 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %986, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %988 = select <16 x i1> %985, <16 x i32> splat (i32 2147483647), <16 x i32> %987
  %989 = add <16 x i32> %988, %72
  %990 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %989, <16 x i32> %75)
  %991 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %990, <16 x i32> %78)
  %992 = add <16 x i32> %650, %952
  %993 = sitofp <16 x i32> %992 to <16 x float>
  %994 = fmul <16 x float> %958, %993
  %995 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %994, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %996 = fcmp uge <16 x float> %995, splat (float 0x41E0000000000000)
  %997 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %995, i32 4)
  %998 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %997, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %999 = select <16 x i1> %996, <16 x i32> splat (i32 2147483647), <16 x i32> %998
  %1000 = add <16 x i32> %999, %72
  %1001 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1000, <16 x i32> %75)
  %1002 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1001, <16 x i32> %78)
  %1003 = add <16 x i32> %648, %952
  %1004 = sitofp <16 x i32> %1003 to <16 x float>
  %1005 = fmul <16 x float> %958, %1004
  %1006 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1005, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1007 = fcmp uge <16 x float> %1006, splat (float 0x41E0000000000000)
  %1008 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1006, i32 4)
  %1009 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1008, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1010 = select <16 x i1> %1007, <16 x i32> splat (i32 2147483647), <16 x i32> %1009
  %1011 = add <16 x i32> %1010, %72
  %1012 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1011, <16 x i32> %75)
  %1013 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1012, <16 x i32> %78)
  %1014 = add <16 x i32> %646, %952
  %1015 = sitofp <16 x i32> %1014 to <16 x float>
  %1016 = fmul <16 x float> %958, %1015
  %1017 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1016, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1018 = fcmp uge <16 x float> %1017, splat (float 0x41E0000000000000)
  %1019 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1017, i32 4)
  %1020 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1019, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1021 = select <16 x i1> %1018, <16 x i32> splat (i32 2147483647), <16 x i32> %1020
  %1022 = add <16 x i32> %1021, %72
  %1023 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1022, <16 x i32> %75)
  %1024 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1023, <16 x i32> %78)
  %1025 = add <16 x i32> %644, %952
  %1026 = sitofp <16 x i32> %1025 to <16 x float>
  %1027 = fmul <16 x float> %958, %1026
  %1028 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1027, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1029 = fcmp uge <16 x float> %1028, splat (float 0x41E0000000000000)
  %1030 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1028, i32 4)
  %1031 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1030, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1032 = select <16 x i1> %1029, <16 x i32> splat (i32 2147483647), <16 x i32> %1031
  %1033 = add <16 x i32> %1032, %72
  %1034 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1033, <16 x i32> %75)
  %1035 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1034, <16 x i32> %78)
  %1036 = add <16 x i32> %642, %952
  %1037 = sitofp <16 x i32> %1036 to <16 x float>
  %1038 = fmul <16 x float> %958, %1037
  %1039 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1038, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1040 = fcmp uge <16 x float> %1039, splat (float 0x41E0000000000000)
  %1041 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1039, i32 4)
  %1042 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1041, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1043 = select <16 x i1> %1040, <16 x i32> splat (i32 2147483647), <16 x i32> %1042
  %1044 = add <16 x i32> %1043, %72
  %1045 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1044, <16 x i32> %75)
  %1046 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1045, <16 x i32> %78)
  %1047 = getelementptr inbounds i8, ptr %366, i64 %343
  br i1 %79, label %1048, label %1186

1048:                                             ; preds = %956
  %1049 = shufflevector <16 x i32> %969, <16 x i32> %980, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1050 = trunc <16 x i32> %1049 to <16 x i8>
  %1051 = shufflevector <16 x i32> %991, <16 x i32> %1002, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1052 = trunc <16 x i32> %1051 to <16 x i8>
  %1053 = shufflevector <16 x i32> %1013, <16 x i32> %1024, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1054 = trunc <16 x i32> %1053 to <16 x i8>
  %1055 = shufflevector <16 x i32> %1035, <16 x i32> %1046, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1056 = trunc <16 x i32> %1055 to <16 x i8>
  %1057 = shufflevector <16 x i32> %969, <16 x i32> %980, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1058 = trunc <16 x i32> %1057 to <16 x i8>
  %1059 = shufflevector <16 x i32> %991, <16 x i32> %1002, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1060 = trunc <16 x i32> %1059 to <16 x i8>
  %1061 = shufflevector <16 x i32> %1013, <16 x i32> %1024, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1062 = trunc <16 x i32> %1061 to <16 x i8>
  %1063 = shufflevector <16 x i32> %1035, <16 x i32> %1046, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1064 = trunc <16 x i32> %1063 to <16 x i8>
  %1065 = bitcast <16 x i8> %1050 to <8 x i16>
  %1066 = bitcast <16 x i8> %1052 to <8 x i16>
  %1067 = shufflevector <8 x i16> %1065, <8 x i16> %1066, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1068 = shufflevector <8 x i16> %1065, <8 x i16> %1066, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1069 = bitcast <16 x i8> %1054 to <8 x i16>
  %1070 = bitcast <16 x i8> %1056 to <8 x i16>
  %1071 = shufflevector <8 x i16> %1069, <8 x i16> %1070, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1072 = shufflevector <8 x i16> %1069, <8 x i16> %1070, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1073 = bitcast <8 x i16> %1067 to <4 x i32>
  %1074 = bitcast <8 x i16> %1071 to <4 x i32>
  %1075 = shufflevector <4 x i32> %1073, <4 x i32> %1074, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1076 = shufflevector <4 x i32> %1073, <4 x i32> %1074, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1077 = bitcast <8 x i16> %1068 to <4 x i32>
  %1078 = bitcast <8 x i16> %1072 to <4 x i32>
  %1079 = shufflevector <4 x i32> %1077, <4 x i32> %1078, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1080 = shufflevector <4 x i32> %1077, <4 x i32> %1078, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1081 = bitcast <16 x i8> %1058 to <8 x i16>
  %1082 = bitcast <16 x i8> %1060 to <8 x i16>
  %1083 = shufflevector <8 x i16> %1081, <8 x i16> %1082, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1084 = shufflevector <8 x i16> %1081, <8 x i16> %1082, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1085 = bitcast <16 x i8> %1062 to <8 x i16>
  %1086 = bitcast <16 x i8> %1064 to <8 x i16>
  %1087 = shufflevector <8 x i16> %1085, <8 x i16> %1086, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1088 = shufflevector <8 x i16> %1085, <8 x i16> %1086, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1089 = bitcast <8 x i16> %1083 to <4 x i32>
  %1090 = bitcast <8 x i16> %1087 to <4 x i32>
  %1091 = shufflevector <4 x i32> %1089, <4 x i32> %1090, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1092 = shufflevector <4 x i32> %1089, <4 x i32> %1090, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1093 = bitcast <8 x i16> %1084 to <4 x i32>
  %1094 = bitcast <8 x i16> %1088 to <4 x i32>
  %1095 = shufflevector <4 x i32> %1093, <4 x i32> %1094, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1096 = shufflevector <4 x i32> %1093, <4 x i32> %1094, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %332, label %1097, label %1145

1097:                                             ; preds = %1048
  %1098 = bitcast <4 x i32> %1096 to <2 x i64>
  %1099 = bitcast <4 x i32> %1095 to <2 x i64>
  %1100 = bitcast <4 x i32> %1092 to <2 x i64>
  %1101 = bitcast <4 x i32> %1091 to <2 x i64>
  %1102 = bitcast <4 x i32> %1080 to <2 x i64>
  %1103 = bitcast <4 x i32> %1079 to <2 x i64>
  %1104 = bitcast <4 x i32> %1076 to <2 x i64>
  %1105 = bitcast <4 x i32> %1075 to <2 x i64>
  %1106 = extractelement <2 x i64> %1105, i64 0
  store i64 %1106, ptr %1047, align 1
  %1107 = getelementptr inbounds i8, ptr %1047, i64 %87
  %1108 = bitcast <4 x i32> %1075 to <2 x double>
  %1109 = extractelement <2 x double> %1108, i64 1
  store double %1109, ptr %1107, align 1
  %1110 = getelementptr inbounds i8, ptr %1047, i64 %237
  %1111 = extractelement <2 x i64> %1104, i64 0
  store i64 %1111, ptr %1110, align 1
  %1112 = getelementptr inbounds i8, ptr %1047, i64 %238
  %1113 = bitcast <4 x i32> %1076 to <2 x double>
  %1114 = extractelement <2 x double> %1113, i64 1
  store double %1114, ptr %1112, align 1
  %1115 = getelementptr inbounds i8, ptr %1047, i64 %239
  %1116 = extractelement <2 x i64> %1103, i64 0
  store i64 %1116, ptr %1115, align 1
  %1117 = getelementptr inbounds i8, ptr %1047, i64 %240
  %1118 = bitcast <4 x i32> %1079 to <2 x double>
  %1119 = extractelement <2 x double> %1118, i64 1
  store double %1119, ptr %1117, align 1
  %1120 = getelementptr inbounds i8, ptr %1047, i64 %241
  %1121 = extractelement <2 x i64> %1102, i64 0
  store i64 %1121, ptr %1120, align 1
  %1122 = getelementptr inbounds i8, ptr %1047, i64 %242
  %1123 = bitcast <4 x i32> %1080 to <2 x double>
  %1124 = extractelement <2 x double> %1123, i64 1
  store double %1124, ptr %1122, align 1
  %1125 = getelementptr inbounds i8, ptr %1047, i64 %243
  %1126 = extractelement <2 x i64> %1101, i64 0
  store i64 %1126, ptr %1125, align 1
  %1127 = getelementptr inbounds i8, ptr %1047, i64 %244
  %1128 = bitcast <4 x i32> %1091 to <2 x double>
  %1129 = extractelement <2 x double> %1128, i64 1
  store double %1129, ptr %1127, align 1
  %1130 = getelementptr inbounds i8, ptr %1047, i64 %245
  %1131 = extractelement <2 x i64> %1100, i64 0
  store i64 %1131, ptr %1130, align 1
  %1132 = getelementptr inbounds i8, ptr %1047, i64 %246
  %1133 = bitcast <4 x i32> %1092 to <2 x double>
  %1134 = extractelement <2 x double> %1133, i64 1
  store double %1134, ptr %1132, align 1
  %1135 = getelementptr inbounds i8, ptr %1047, i64 %247
  %1136 = extractelement <2 x i64> %1099, i64 0
  store i64 %1136, ptr %1135, align 1
  %1137 = getelementptr inbounds i8, ptr %1047, i64 %248
  %1138 = bitcast <4 x i32> %1095 to <2 x double>
  %1139 = extractelement <2 x double> %1138, i64 1
  store double %1139, ptr %1137, align 1
  %1140 = getelementptr inbounds i8, ptr %1047, i64 %249
  %1141 = extractelement <2 x i64> %1098, i64 0
  store i64 %1141, ptr %1140, align 1
  %1142 = getelementptr inbounds i8, ptr %1047, i64 %250
  %1143 = bitcast <4 x i32> %1096 to <2 x double>
  %1144 = extractelement <2 x double> %1143, i64 1
  store double %1144, ptr %1142, align 1
  br label %1946

1145:                                             ; preds = %1048
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  store <4 x i32> %1075, ptr %38, align 16
  store <4 x i32> %1076, ptr %230, align 16
  store <4 x i32> %1079, ptr %231, align 16
  store <4 x i32> %1080, ptr %232, align 16
  store <4 x i32> %1091, ptr %233, align 16
  store <4 x i32> %1092, ptr %234, align 16
  store <4 x i32> %1095, ptr %235, align 16
  store <4 x i32> %1096, ptr %236, align 16
  br i1 %344, label %1146, label %1160

1146:                                             ; preds = %1145
  br i1 %351, label %1148, label %1161

1147:                                             ; preds = %1161
  br i1 %267, label %1160, label %1148

1148:                                             ; preds = %1147, %1146
  %1149 = phi i64 [ 0, %1146 ], [ %1183, %1147 ]
  tail call void @llvm.assume(i1 %268)
  br label %1150

1150:                                             ; preds = %1150, %1148
  %1151 = phi i64 [ %1157, %1150 ], [ %1149, %1148 ]
  %1152 = phi i64 [ %1158, %1150 ], [ 0, %1148 ]
  %1153 = mul nsw i64 %1151, %87
  %1154 = getelementptr inbounds i8, ptr %1047, i64 %1153
  %1155 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1151
  %1156 = load i64, ptr %1155, align 8
  store i64 %1156, ptr %1154, align 1
  %1157 = add nuw nsw i64 %1151, 1
  %1158 = add i64 %1152, 1
  %1159 = icmp eq i64 %1158, %266
  br i1 %1159, label %1160, label %1150

1160:                                             ; preds = %1147, %1150, %1145
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %1946

1161:                                             ; preds = %1146, %1161
  %1162 = phi i64 [ %1183, %1161 ], [ 0, %1146 ]
  %1163 = phi i64 [ %1184, %1161 ], [ 0, %1146 ]
  %1164 = mul nsw i64 %1162, %87
  %1165 = getelementptr inbounds i8, ptr %1047, i64 %1164
  %1166 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1162
  %1167 = load i64, ptr %1166, align 16
  store i64 %1167, ptr %1165, align 1
  %1168 = or disjoint i64 %1162, 1
  %1169 = mul nsw i64 %1168, %87
  %1170 = getelementptr inbounds i8, ptr %1047, i64 %1169
  %1171 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1168
  %1172 = load i64, ptr %1171, align 8
  store i64 %1172, ptr %1170, align 1
  %1173 = or disjoint i64 %1162, 2
  %1174 = mul nsw i64 %1173, %87
  %1175 = getelementptr inbounds i8, ptr %1047, i64 %1174
  %1176 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1173
  %1177 = load i64, ptr %1176, align 16
  store i64 %1177, ptr %1175, align 1
  %1178 = or disjoint i64 %1162, 3
  %1179 = mul nsw i64 %1178, %87
  %1180 = getelementptr inbounds i8, ptr %1047, i64 %1179
  %1181 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1178
  %1182 = load i64, ptr %1181, align 8
  store i64 %1182, ptr %1180, align 1
  %1183 = add nuw nsw i64 %1162, 4
  %1184 = add i64 %1163, 4
  %1185 = icmp eq i64 %1184, %352
  br i1 %1185, label %1147, label %1161

1186:                                             ; preds = %956
  %1187 = trunc <16 x i32> %1046 to <16 x i8>
  %1188 = trunc <16 x i32> %1035 to <16 x i8>
  %1189 = trunc <16 x i32> %1024 to <16 x i8>
  %1190 = trunc <16 x i32> %1013 to <16 x i8>
  %1191 = trunc <16 x i32> %1002 to <16 x i8>
  %1192 = trunc <16 x i32> %991 to <16 x i8>
  %1193 = trunc <16 x i32> %980 to <16 x i8>
  %1194 = trunc <16 x i32> %969 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store <16 x i8> %1194, ptr %39, align 16
  store <16 x i8> %1193, ptr %217, align 16
  store <16 x i8> %1192, ptr %218, align 16
  store <16 x i8> %1191, ptr %219, align 16
  store <16 x i8> %1190, ptr %220, align 16
  store <16 x i8> %1189, ptr %221, align 16
  store <16 x i8> %1188, ptr %222, align 16
  store <16 x i8> %1187, ptr %223, align 16
  br i1 %344, label %1195, label %1224

1195:                                             ; preds = %1186, %1195
  %1196 = phi i64 [ %1222, %1195 ], [ 0, %1186 ]
  %1197 = getelementptr inbounds nuw i8, ptr %39, i64 %1196
  %1198 = mul nsw i64 %1196, %20
  %1199 = getelementptr i8, ptr %1047, i64 %1198
  %1200 = load i8, ptr %1197, align 1
  store i8 %1200, ptr %1199, align 1
  %1201 = getelementptr inbounds nuw i8, ptr %1197, i64 16
  %1202 = load i8, ptr %1201, align 1
  %1203 = getelementptr i8, ptr %1199, i64 %22
  store i8 %1202, ptr %1203, align 1
  %1204 = getelementptr inbounds nuw i8, ptr %1197, i64 32
  %1205 = load i8, ptr %1204, align 1
  %1206 = getelementptr i8, ptr %1199, i64 %224
  store i8 %1205, ptr %1206, align 1
  %1207 = getelementptr inbounds nuw i8, ptr %1197, i64 48
  %1208 = load i8, ptr %1207, align 1
  %1209 = getelementptr i8, ptr %1199, i64 %225
  store i8 %1208, ptr %1209, align 1
  %1210 = getelementptr inbounds nuw i8, ptr %1197, i64 64
  %1211 = load i8, ptr %1210, align 1
  %1212 = getelementptr i8, ptr %1199, i64 %226
  store i8 %1211, ptr %1212, align 1
  %1213 = getelementptr inbounds nuw i8, ptr %1197, i64 80
  %1214 = load i8, ptr %1213, align 1
  %1215 = getelementptr i8, ptr %1199, i64 %227
  store i8 %1214, ptr %1215, align 1
  %1216 = getelementptr inbounds nuw i8, ptr %1197, i64 96
  %1217 = load i8, ptr %1216, align 1
  %1218 = getelementptr i8, ptr %1199, i64 %228
  store i8 %1217, ptr %1218, align 1
  %1219 = getelementptr inbounds nuw i8, ptr %1197, i64 112
  %1220 = load i8, ptr %1219, align 1
  %1221 = getelementptr i8, ptr %1199, i64 %229
  store i8 %1220, ptr %1221, align 1
  %1222 = add nuw nsw i64 %1196, 1
  %1223 = icmp eq i64 %1222, %333
  br i1 %1223, label %1224, label %1195

1224:                                             ; preds = %1195, %1186
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %1946

1225:                                             ; preds = %354
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %40, i8 0, i64 1024, i1 false)
  %1226 = mul i64 %89, %355
  %1227 = getelementptr inbounds i8, ptr %282, i64 %1226
  %1228 = mul nsw i64 %355, %22
  %1229 = getelementptr inbounds i8, ptr %313, i64 %1228
  %1230 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
  br i1 %91, label %1231, label %1307

1231:                                             ; preds = %1225
  %1232 = icmp sgt i32 %359, 0
  %1233 = zext nneg i32 %359 to i64
  br label %1234

1234:                                             ; preds = %1231, %1240
  %1235 = phi i64 [ 0, %1231 ], [ %1241, %1240 ]
  br i1 %92, label %1236, label %1240

1236:                                             ; preds = %1234
  %1237 = mul i64 %90, %1235
  %1238 = getelementptr inbounds i8, ptr %1227, i64 %1237
  %1239 = mul nuw nsw i64 %1235, %9
  br label %1243

1240:                                             ; preds = %1252, %1234
  %1241 = add nuw nsw i64 %1235, 1
  %1242 = icmp eq i64 %1241, %8
  br i1 %1242, label %1307, label %1234

1243:                                             ; preds = %1236, %1252
  %1244 = phi i64 [ 0, %1236 ], [ %1253, %1252 ]
  %1245 = mul i64 %93, %1244
  %1246 = getelementptr inbounds i8, ptr %1238, i64 %1245
  %1247 = add nuw nsw i64 %1244, %1239
  %1248 = mul i64 %94, %1247
  %1249 = getelementptr inbounds i8, ptr %309, i64 %1248
  br i1 %95, label %1250, label %1252

1250:                                             ; preds = %1243
  %1251 = getelementptr inbounds i8, ptr %1249, i64 %50
  br label %1255

1252:                                             ; preds = %1277, %1243
  %1253 = add nuw nsw i64 %1244, 1
  %1254 = icmp eq i64 %1253, %9
  br i1 %1254, label %1240, label %1243

1255:                                             ; preds = %1250, %1277
  %1256 = phi i64 [ 0, %1250 ], [ %1278, %1277 ]
  %1257 = shl nsw i64 %1256, 6
  %1258 = getelementptr inbounds nuw i8, ptr %1249, i64 %1257
  %1259 = load <8 x i64>, ptr %1258, align 64
  br i1 %310, label %1260, label %1263

1260:                                             ; preds = %1255
  %1261 = getelementptr inbounds nuw i8, ptr %1251, i64 %1257
  %1262 = load <8 x i64>, ptr %1261, align 64
  br label %1263

1263:                                             ; preds = %1260, %1255
  %1264 = phi <8 x i64> [ %1262, %1260 ], [ %1259, %1255 ]
  %1265 = shl nsw i64 %1256, 2
  %1266 = getelementptr i8, ptr %1246, i64 %1265
  br i1 %1232, label %1267, label %1277

1267:                                             ; preds = %1263
  %1268 = sub nsw i64 %6, %1265
  %1269 = icmp sgt i64 %1268, 3
  %1270 = trunc i64 %1268 to i32
  %1271 = shl nsw i32 -1, %1270
  %1272 = trunc i32 %1271 to i16
  %1273 = xor i16 %1272, -1
  %1274 = bitcast i16 %1273 to <16 x i1>
  %1275 = bitcast <8 x i64> %1259 to <64 x i8>
  %1276 = bitcast <8 x i64> %1264 to <64 x i8>
  br label %1280

1277:                                             ; preds = %1304, %1263
  %1278 = add nuw nsw i64 %1256, 1
  %1279 = icmp eq i64 %1278, %99
  br i1 %1279, label %1252, label %1255

1280:                                             ; preds = %1267, %1304
  %1281 = phi i64 [ 0, %1267 ], [ %1305, %1304 ]
  %1282 = mul i64 %89, %1281
  %1283 = getelementptr i8, ptr %1266, i64 %1282
  br i1 %1269, label %1284, label %1288

1284:                                             ; preds = %1280
  %1285 = load i32, ptr %1283, align 1
  %1286 = insertelement <16 x i32> poison, i32 %1285, i64 0
  %1287 = shufflevector <16 x i32> %1286, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %1292

1288:                                             ; preds = %1280
  %1289 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1283, <16 x i1> %1274, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1290 = bitcast <16 x i8> %1289 to <4 x i32>
  %1291 = shufflevector <4 x i32> %1290, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %1292

1292:                                             ; preds = %1284, %1288
  %1293 = phi <16 x i32> [ %1287, %1284 ], [ %1291, %1288 ]
  %1294 = bitcast <16 x i32> %1293 to <8 x i64>
  %1295 = xor <8 x i64> %1230, %1294
  %1296 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %40, i64 %1281
  %1297 = load <16 x i32>, ptr %1296, align 64
  %1298 = bitcast <8 x i64> %1295 to <64 x i8>
  %1299 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1297, <64 x i8> %1298, <64 x i8> %1275)
  store <16 x i32> %1299, ptr %1296, align 64
  br i1 %310, label %1300, label %1304

1300:                                             ; preds = %1292
  %1301 = getelementptr inbounds nuw i8, ptr %1296, i64 64
  %1302 = load <16 x i32>, ptr %1301, align 64
  %1303 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1302, <64 x i8> %1298, <64 x i8> %1276)
  store <16 x i32> %1303, ptr %1301, align 64
  br label %1304

1304:                                             ; preds = %1300, %1292
  %1305 = add nuw nsw i64 %1281, 1
  %1306 = icmp eq i64 %1305, %1233
  br i1 %1306, label %1277, label %1280

1307:                                             ; preds = %1240, %1225
  %1308 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %323, <16 x i1> %324, <16 x i32> zeroinitializer)
  br i1 %96, label %1311, label %1309

1309:                                             ; preds = %1307
  %1310 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %325, <16 x i1> %324, <16 x i32> zeroinitializer)
  br label %1311

1311:                                             ; preds = %1309, %1307
  %1312 = phi <16 x i32> [ %1310, %1309 ], [ zeroinitializer, %1307 ]
  %1313 = sub <16 x i32> %1312, %1308
  br i1 %97, label %1317, label %1314

1314:                                             ; preds = %1311
  %1315 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %326, <16 x i1> %324, <16 x i32> zeroinitializer)
  %1316 = add <16 x i32> %1315, %1313
  br label %1317

1317:                                             ; preds = %1314, %1311
  %1318 = phi <16 x i32> [ %1316, %1314 ], [ %1313, %1311 ]
  br i1 %98, label %1322, label %1319

1319:                                             ; preds = %1317
  %1320 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %327, <16 x i1> %324, <16 x float> zeroinitializer)
  %1321 = fmul <16 x float> %66, %1320
  br label %1322

1322:                                             ; preds = %1317, %1319
  %1323 = phi <16 x float> [ %1321, %1319 ], [ %66, %1317 ]
  %1324 = fmul <16 x float> %69, %1323
  %1325 = load <16 x i32>, ptr %40, align 64
  %1326 = add <16 x i32> %1325, %1318
  %1327 = sitofp <16 x i32> %1326 to <16 x float>
  %1328 = fmul <16 x float> %1324, %1327
  %1329 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1328, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1330 = fcmp uge <16 x float> %1329, splat (float 0x41E0000000000000)
  %1331 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1329, i32 4)
  %1332 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1331, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1333 = select <16 x i1> %1330, <16 x i32> splat (i32 2147483647), <16 x i32> %1332
  %1334 = add <16 x i32> %1333, %72
  %1335 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1334, <16 x i32> %75)
  %1336 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1335, <16 x i32> %78)
  %1337 = load <16 x i32>, ptr %100, align 64
  %1338 = add <16 x i32> %1337, %1318
  %1339 = sitofp <16 x i32> %1338 to <16 x float>
  %1340 = fmul <16 x float> %1324, %1339
  %1341 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1340, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1342 = fcmp uge <16 x float> %1341, splat (float 0x41E0000000000000)
  %1343 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1341, i32 4)
  %1344 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1343, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1345 = select <16 x i1> %1342, <16 x i32> splat (i32 2147483647), <16 x i32> %1344
  %1346 = add <16 x i32> %1345, %72
  %1347 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1346, <16 x i32> %75)
  %1348 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1347, <16 x i32> %78)
  %1349 = load <16 x i32>, ptr %101, align 64
  %1350 = add <16 x i32> %1349, %1318
  %1351 = sitofp <16 x i32> %1350 to <16 x float>
  %1352 = fmul <16 x float> %1324, %1351
  %1353 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1352, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1354 = fcmp uge <16 x float> %1353, splat (float 0x41E0000000000000)
  %1355 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1353, i32 4)
  %1356 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1355, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1357 = select <16 x i1> %1354, <16 x i32> splat (i32 2147483647), <16 x i32> %1356
  %1358 = add <16 x i32> %1357, %72
  %1359 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1358, <16 x i32> %75)
  %1360 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1359, <16 x i32> %78)
  %1361 = load <16 x i32>, ptr %102, align 64
  %1362 = add <16 x i32> %1361, %1318
  %1363 = sitofp <16 x i32> %1362 to <16 x float>
  %1364 = fmul <16 x float> %1324, %1363
  %1365 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1364, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1366 = fcmp uge <16 x float> %1365, splat (float 0x41E0000000000000)
  %1367 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1365, i32 4)
  %1368 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1367, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1369 = select <16 x i1> %1366, <16 x i32> splat (i32 2147483647), <16 x i32> %1368
  %1370 = add <16 x i32> %1369, %72
  %1371 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1370, <16 x i32> %75)
  %1372 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1371, <16 x i32> %78)
  %1373 = load <16 x i32>, ptr %103, align 64
  %1374 = add <16 x i32> %1373, %1318
  %1375 = sitofp <16 x i32> %1374 to <16 x float>
  %1376 = fmul <16 x float> %1324, %1375
  %1377 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1376, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1378 = fcmp uge <16 x float> %1377, splat (float 0x41E0000000000000)
  %1379 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1377, i32 4)
  %1380 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1379, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1381 = select <16 x i1> %1378, <16 x i32> splat (i32 2147483647), <16 x i32> %1380
  %1382 = add <16 x i32> %1381, %72
  %1383 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1382, <16 x i32> %75)
  %1384 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1383, <16 x i32> %78)
  %1385 = load <16 x i32>, ptr %104, align 64
  %1386 = add <16 x i32> %1385, %1318
  %1387 = sitofp <16 x i32> %1386 to <16 x float>
  %1388 = fmul <16 x float> %1324, %1387
  %1389 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1388, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1390 = fcmp uge <16 x float> %1389, splat (float 0x41E0000000000000)
  %1391 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1389, i32 4)
  %1392 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1391, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1393 = select <16 x i1> %1390, <16 x i32> splat (i32 2147483647), <16 x i32> %1392
  %1394 = add <16 x i32> %1393, %72
  %1395 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1394, <16 x i32> %75)
  %1396 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1395, <16 x i32> %78)
  %1397 = load <16 x i32>, ptr %105, align 64
  %1398 = add <16 x i32> %1397, %1318
  %1399 = sitofp <16 x i32> %1398 to <16 x float>
  %1400 = fmul <16 x float> %1324, %1399
  %1401 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1400, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1402 = fcmp uge <16 x float> %1401, splat (float 0x41E0000000000000)
  %1403 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1401, i32 4)
  %1404 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1403, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1405 = select <16 x i1> %1402, <16 x i32> splat (i32 2147483647), <16 x i32> %1404
  %1406 = add <16 x i32> %1405, %72
  %1407 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1406, <16 x i32> %75)
  %1408 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1407, <16 x i32> %78)
  %1409 = load <16 x i32>, ptr %106, align 64
  %1410 = add <16 x i32> %1409, %1318
  %1411 = sitofp <16 x i32> %1410 to <16 x float>
  %1412 = fmul <16 x float> %1324, %1411
  %1413 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1412, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1414 = fcmp uge <16 x float> %1413, splat (float 0x41E0000000000000)
  %1415 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1413, i32 4)
  %1416 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1415, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1417 = select <16 x i1> %1414, <16 x i32> splat (i32 2147483647), <16 x i32> %1416
  %1418 = add <16 x i32> %1417, %72
  %1419 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1418, <16 x i32> %75)
  %1420 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1419, <16 x i32> %78)
  %1421 = getelementptr inbounds i8, ptr %1229, i64 %328
  %1422 = and i1 %79, %360
  br i1 %1422, label %1423, label %1561

1423:                                             ; preds = %1322
  %1424 = shufflevector <16 x i32> %1336, <16 x i32> %1348, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1425 = trunc <16 x i32> %1424 to <16 x i8>
  %1426 = shufflevector <16 x i32> %1360, <16 x i32> %1372, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1427 = trunc <16 x i32> %1426 to <16 x i8>
  %1428 = shufflevector <16 x i32> %1384, <16 x i32> %1396, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1429 = trunc <16 x i32> %1428 to <16 x i8>
  %1430 = shufflevector <16 x i32> %1408, <16 x i32> %1420, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1431 = trunc <16 x i32> %1430 to <16 x i8>
  %1432 = shufflevector <16 x i32> %1336, <16 x i32> %1348, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1433 = trunc <16 x i32> %1432 to <16 x i8>
  %1434 = shufflevector <16 x i32> %1360, <16 x i32> %1372, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1435 = trunc <16 x i32> %1434 to <16 x i8>
  %1436 = shufflevector <16 x i32> %1384, <16 x i32> %1396, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1437 = trunc <16 x i32> %1436 to <16 x i8>
  %1438 = shufflevector <16 x i32> %1408, <16 x i32> %1420, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1439 = trunc <16 x i32> %1438 to <16 x i8>
  %1440 = bitcast <16 x i8> %1425 to <8 x i16>
  %1441 = bitcast <16 x i8> %1427 to <8 x i16>
  %1442 = shufflevector <8 x i16> %1440, <8 x i16> %1441, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1443 = shufflevector <8 x i16> %1440, <8 x i16> %1441, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1444 = bitcast <16 x i8> %1429 to <8 x i16>
  %1445 = bitcast <16 x i8> %1431 to <8 x i16>
  %1446 = shufflevector <8 x i16> %1444, <8 x i16> %1445, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1447 = shufflevector <8 x i16> %1444, <8 x i16> %1445, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1448 = bitcast <8 x i16> %1442 to <4 x i32>
  %1449 = bitcast <8 x i16> %1446 to <4 x i32>
  %1450 = shufflevector <4 x i32> %1448, <4 x i32> %1449, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1451 = shufflevector <4 x i32> %1448, <4 x i32> %1449, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1452 = bitcast <8 x i16> %1443 to <4 x i32>
  %1453 = bitcast <8 x i16> %1447 to <4 x i32>
  %1454 = shufflevector <4 x i32> %1452, <4 x i32> %1453, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1455 = shufflevector <4 x i32> %1452, <4 x i32> %1453, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1456 = bitcast <16 x i8> %1433 to <8 x i16>
  %1457 = bitcast <16 x i8> %1435 to <8 x i16>
  %1458 = shufflevector <8 x i16> %1456, <8 x i16> %1457, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1459 = shufflevector <8 x i16> %1456, <8 x i16> %1457, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1460 = bitcast <16 x i8> %1437 to <8 x i16>
  %1461 = bitcast <16 x i8> %1439 to <8 x i16>
  %1462 = shufflevector <8 x i16> %1460, <8 x i16> %1461, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1463 = shufflevector <8 x i16> %1460, <8 x i16> %1461, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1464 = bitcast <8 x i16> %1458 to <4 x i32>
  %1465 = bitcast <8 x i16> %1462 to <4 x i32>
  %1466 = shufflevector <4 x i32> %1464, <4 x i32> %1465, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1467 = shufflevector <4 x i32> %1464, <4 x i32> %1465, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1468 = bitcast <8 x i16> %1459 to <4 x i32>
  %1469 = bitcast <8 x i16> %1463 to <4 x i32>
  %1470 = shufflevector <4 x i32> %1468, <4 x i32> %1469, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1471 = shufflevector <4 x i32> %1468, <4 x i32> %1469, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %317, label %1472, label %1520

1472:                                             ; preds = %1423
  %1473 = bitcast <4 x i32> %1471 to <2 x i64>
  %1474 = bitcast <4 x i32> %1470 to <2 x i64>
  %1475 = bitcast <4 x i32> %1467 to <2 x i64>
  %1476 = bitcast <4 x i32> %1466 to <2 x i64>
  %1477 = bitcast <4 x i32> %1455 to <2 x i64>
  %1478 = bitcast <4 x i32> %1454 to <2 x i64>
  %1479 = bitcast <4 x i32> %1451 to <2 x i64>
  %1480 = bitcast <4 x i32> %1450 to <2 x i64>
  %1481 = extractelement <2 x i64> %1480, i64 0
  store i64 %1481, ptr %1421, align 1
  %1482 = getelementptr inbounds i8, ptr %1421, i64 %87
  %1483 = bitcast <4 x i32> %1450 to <2 x double>
  %1484 = extractelement <2 x double> %1483, i64 1
  store double %1484, ptr %1482, align 1
  %1485 = getelementptr inbounds i8, ptr %1421, i64 %121
  %1486 = extractelement <2 x i64> %1479, i64 0
  store i64 %1486, ptr %1485, align 1
  %1487 = getelementptr inbounds i8, ptr %1421, i64 %122
  %1488 = bitcast <4 x i32> %1451 to <2 x double>
  %1489 = extractelement <2 x double> %1488, i64 1
  store double %1489, ptr %1487, align 1
  %1490 = getelementptr inbounds i8, ptr %1421, i64 %123
  %1491 = extractelement <2 x i64> %1478, i64 0
  store i64 %1491, ptr %1490, align 1
  %1492 = getelementptr inbounds i8, ptr %1421, i64 %124
  %1493 = bitcast <4 x i32> %1454 to <2 x double>
  %1494 = extractelement <2 x double> %1493, i64 1
  store double %1494, ptr %1492, align 1
  %1495 = getelementptr inbounds i8, ptr %1421, i64 %125
  %1496 = extractelement <2 x i64> %1477, i64 0
  store i64 %1496, ptr %1495, align 1
  %1497 = getelementptr inbounds i8, ptr %1421, i64 %126
  %1498 = bitcast <4 x i32> %1455 to <2 x double>
  %1499 = extractelement <2 x double> %1498, i64 1
  store double %1499, ptr %1497, align 1
  %1500 = getelementptr inbounds i8, ptr %1421, i64 %127
  %1501 = extractelement <2 x i64> %1476, i64 0
  store i64 %1501, ptr %1500, align 1
  %1502 = getelementptr inbounds i8, ptr %1421, i64 %128
  %1503 = bitcast <4 x i32> %1466 to <2 x double>
  %1504 = extractelement <2 x double> %1503, i64 1
  store double %1504, ptr %1502, align 1
  %1505 = getelementptr inbounds i8, ptr %1421, i64 %129
  %1506 = extractelement <2 x i64> %1475, i64 0
  store i64 %1506, ptr %1505, align 1
  %1507 = getelementptr inbounds i8, ptr %1421, i64 %130
  %1508 = bitcast <4 x i32> %1467 to <2 x double>
  %1509 = extractelement <2 x double> %1508, i64 1
  store double %1509, ptr %1507, align 1
  %1510 = getelementptr inbounds i8, ptr %1421, i64 %131
  %1511 = extractelement <2 x i64> %1474, i64 0
  store i64 %1511, ptr %1510, align 1
  %1512 = getelementptr inbounds i8, ptr %1421, i64 %132
  %1513 = bitcast <4 x i32> %1470 to <2 x double>
  %1514 = extractelement <2 x double> %1513, i64 1
  store double %1514, ptr %1512, align 1
  %1515 = getelementptr inbounds i8, ptr %1421, i64 %133
  %1516 = extractelement <2 x i64> %1473, i64 0
  store i64 %1516, ptr %1515, align 1
  %1517 = getelementptr inbounds i8, ptr %1421, i64 %134
  %1518 = bitcast <4 x i32> %1471 to <2 x double>
  %1519 = extractelement <2 x double> %1518, i64 1
  store double %1519, ptr %1517, align 1
  br label %1626

1520:                                             ; preds = %1423
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <4 x i32> %1450, ptr %32, align 16
  store <4 x i32> %1451, ptr %114, align 16
  store <4 x i32> %1454, ptr %115, align 16
  store <4 x i32> %1455, ptr %116, align 16
  store <4 x i32> %1466, ptr %117, align 16
  store <4 x i32> %1467, ptr %118, align 16
  store <4 x i32> %1470, ptr %119, align 16
  store <4 x i32> %1471, ptr %120, align 16
  br i1 %329, label %1521, label %1535

1521:                                             ; preds = %1520
  br i1 %345, label %1523, label %1536

1522:                                             ; preds = %1536
  br i1 %258, label %1535, label %1523

1523:                                             ; preds = %1522, %1521
  %1524 = phi i64 [ 0, %1521 ], [ %1558, %1522 ]
  tail call void @llvm.assume(i1 %259)
  br label %1525

1525:                                             ; preds = %1525, %1523
  %1526 = phi i64 [ %1532, %1525 ], [ %1524, %1523 ]
  %1527 = phi i64 [ %1533, %1525 ], [ 0, %1523 ]
  %1528 = mul nsw i64 %1526, %87
  %1529 = getelementptr inbounds i8, ptr %1421, i64 %1528
  %1530 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1526
  %1531 = load i64, ptr %1530, align 8
  store i64 %1531, ptr %1529, align 1
  %1532 = add nuw nsw i64 %1526, 1
  %1533 = add i64 %1527, 1
  %1534 = icmp eq i64 %1533, %257
  br i1 %1534, label %1535, label %1525

1535:                                             ; preds = %1522, %1525, %1520
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %1626

1536:                                             ; preds = %1521, %1536
  %1537 = phi i64 [ %1558, %1536 ], [ 0, %1521 ]
  %1538 = phi i64 [ %1559, %1536 ], [ 0, %1521 ]
  %1539 = mul nsw i64 %1537, %87
  %1540 = getelementptr inbounds i8, ptr %1421, i64 %1539
  %1541 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1537
  %1542 = load i64, ptr %1541, align 16
  store i64 %1542, ptr %1540, align 1
  %1543 = or disjoint i64 %1537, 1
  %1544 = mul nsw i64 %1543, %87
  %1545 = getelementptr inbounds i8, ptr %1421, i64 %1544
  %1546 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1543
  %1547 = load i64, ptr %1546, align 8
  store i64 %1547, ptr %1545, align 1
  %1548 = or disjoint i64 %1537, 2
  %1549 = mul nsw i64 %1548, %87
  %1550 = getelementptr inbounds i8, ptr %1421, i64 %1549
  %1551 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1548
  %1552 = load i64, ptr %1551, align 16
  store i64 %1552, ptr %1550, align 1
  %1553 = or disjoint i64 %1537, 3
  %1554 = mul nsw i64 %1553, %87
  %1555 = getelementptr inbounds i8, ptr %1421, i64 %1554
  %1556 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1553
  %1557 = load i64, ptr %1556, align 8
  store i64 %1557, ptr %1555, align 1
  %1558 = add nuw nsw i64 %1537, 4
  %1559 = add i64 %1538, 4
  %1560 = icmp eq i64 %1559, %346
  br i1 %1560, label %1522, label %1536

1561:                                             ; preds = %1322
  %1562 = trunc <16 x i32> %1420 to <16 x i8>
  %1563 = trunc <16 x i32> %1408 to <16 x i8>
  %1564 = trunc <16 x i32> %1396 to <16 x i8>
  %1565 = trunc <16 x i32> %1384 to <16 x i8>
  %1566 = trunc <16 x i32> %1372 to <16 x i8>
  %1567 = trunc <16 x i32> %1360 to <16 x i8>
  %1568 = trunc <16 x i32> %1348 to <16 x i8>
  %1569 = trunc <16 x i32> %1336 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x i8> %1569, ptr %33, align 16
  store <16 x i8> %1568, ptr %107, align 16
  store <16 x i8> %1567, ptr %108, align 16
  store <16 x i8> %1566, ptr %109, align 16
  store <16 x i8> %1565, ptr %110, align 16
  store <16 x i8> %1564, ptr %111, align 16
  store <16 x i8> %1563, ptr %112, align 16
  store <16 x i8> %1562, ptr %113, align 16
  br i1 %329, label %1570, label %1584

1570:                                             ; preds = %1561
  %1571 = icmp sgt i32 %359, 0
  %1572 = zext i32 %359 to i64
  %1573 = and i64 %1572, 3
  %1574 = icmp ult i32 %359, 4
  %1575 = and i64 %1572, 2147483644
  %1576 = icmp eq i64 %1573, 0
  %1577 = icmp ne i64 %1573, 0
  br label %1578

1578:                                             ; preds = %1570, %1598
  %1579 = phi i64 [ 0, %1570 ], [ %1599, %1598 ]
  %1580 = getelementptr inbounds nuw i8, ptr %33, i64 %1579
  br i1 %1571, label %1581, label %1598

1581:                                             ; preds = %1578
  %1582 = mul nsw i64 %1579, %87
  %1583 = getelementptr i8, ptr %1421, i64 %1582
  br i1 %1574, label %1586, label %1601

1584:                                             ; preds = %1598, %1561
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %1626

1585:                                             ; preds = %1601
  br i1 %1576, label %1598, label %1586

1586:                                             ; preds = %1585, %1581
  %1587 = phi i64 [ 0, %1581 ], [ %1623, %1585 ]
  tail call void @llvm.assume(i1 %1577)
  br label %1588

1588:                                             ; preds = %1588, %1586
  %1589 = phi i64 [ %1587, %1586 ], [ %1595, %1588 ]
  %1590 = phi i64 [ 0, %1586 ], [ %1596, %1588 ]
  %1591 = getelementptr inbounds nuw [16 x i8], ptr %1580, i64 %1589
  %1592 = load i8, ptr %1591, align 1
  %1593 = mul nsw i64 %22, %1589
  %1594 = getelementptr i8, ptr %1583, i64 %1593
  store i8 %1592, ptr %1594, align 1
  %1595 = add nuw nsw i64 %1589, 1
  %1596 = add i64 %1590, 1
  %1597 = icmp eq i64 %1596, %1573
  br i1 %1597, label %1598, label %1588

1598:                                             ; preds = %1585, %1588, %1578
  %1599 = add nuw nsw i64 %1579, 1
  %1600 = icmp eq i64 %1599, %318
  br i1 %1600, label %1584, label %1578

1601:                                             ; preds = %1581, %1601
  %1602 = phi i64 [ %1623, %1601 ], [ 0, %1581 ]
  %1603 = phi i64 [ %1624, %1601 ], [ 0, %1581 ]
  %1604 = getelementptr inbounds nuw [16 x i8], ptr %1580, i64 %1602
  %1605 = load i8, ptr %1604, align 1
  %1606 = mul nsw i64 %22, %1602
  %1607 = getelementptr i8, ptr %1583, i64 %1606
  store i8 %1605, ptr %1607, align 1
  %1608 = or disjoint i64 %1602, 1
  %1609 = getelementptr inbounds nuw [16 x i8], ptr %1580, i64 %1608
  %1610 = load i8, ptr %1609, align 1
  %1611 = mul nsw i64 %22, %1608
  %1612 = getelementptr i8, ptr %1583, i64 %1611
  store i8 %1610, ptr %1612, align 1
  %1613 = or disjoint i64 %1602, 2
  %1614 = getelementptr inbounds nuw [16 x i8], ptr %1580, i64 %1613
  %1615 = load i8, ptr %1614, align 1
  %1616 = mul nsw i64 %22, %1613
  %1617 = getelementptr i8, ptr %1583, i64 %1616
  store i8 %1615, ptr %1617, align 1
  %1618 = or disjoint i64 %1602, 3
  %1619 = getelementptr inbounds nuw [16 x i8], ptr %1580, i64 %1618
  %1620 = load i8, ptr %1619, align 1
  %1621 = mul nsw i64 %22, %1618
  %1622 = getelementptr i8, ptr %1583, i64 %1621
  store i8 %1620, ptr %1622, align 1
  %1623 = add nuw nsw i64 %1602, 4
  %1624 = add i64 %1603, 4
  %1625 = icmp eq i64 %1624, %1575
  br i1 %1625, label %1585, label %1601

1626:                                             ; preds = %1535, %1472, %1584
  br i1 %310, label %1627, label %1945

1627:                                             ; preds = %1626
  %1628 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %338, <16 x i1> %339, <16 x i32> zeroinitializer)
  br i1 %96, label %1631, label %1629

1629:                                             ; preds = %1627
  %1630 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %340, <16 x i1> %339, <16 x i32> zeroinitializer)
  br label %1631

1631:                                             ; preds = %1629, %1627
  %1632 = phi <16 x i32> [ %1630, %1629 ], [ zeroinitializer, %1627 ]
  %1633 = sub <16 x i32> %1632, %1628
  br i1 %97, label %1637, label %1634

1634:                                             ; preds = %1631
  %1635 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %341, <16 x i1> %339, <16 x i32> zeroinitializer)
  %1636 = add <16 x i32> %1635, %1633
  br label %1637

1637:                                             ; preds = %1634, %1631
  %1638 = phi <16 x i32> [ %1636, %1634 ], [ %1633, %1631 ]
  br i1 %98, label %1642, label %1639

1639:                                             ; preds = %1637
  %1640 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %342, <16 x i1> %339, <16 x float> zeroinitializer)
  %1641 = fmul <16 x float> %66, %1640
  br label %1642

1642:                                             ; preds = %1637, %1639
  %1643 = phi <16 x float> [ %1641, %1639 ], [ %66, %1637 ]
  %1644 = fmul <16 x float> %69, %1643
  %1645 = load <16 x i32>, ptr %135, align 64
  %1646 = add <16 x i32> %1645, %1638
  %1647 = sitofp <16 x i32> %1646 to <16 x float>
  %1648 = fmul <16 x float> %1644, %1647
  %1649 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1648, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1650 = fcmp uge <16 x float> %1649, splat (float 0x41E0000000000000)
  %1651 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1649, i32 4)
  %1652 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1651, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1653 = select <16 x i1> %1650, <16 x i32> splat (i32 2147483647), <16 x i32> %1652
  %1654 = add <16 x i32> %1653, %72
  %1655 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1654, <16 x i32> %75)
  %1656 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1655, <16 x i32> %78)
  %1657 = load <16 x i32>, ptr %136, align 64
  %1658 = add <16 x i32> %1657, %1638
  %1659 = sitofp <16 x i32> %1658 to <16 x float>
  %1660 = fmul <16 x float> %1644, %1659
  %1661 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1660, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1662 = fcmp uge <16 x float> %1661, splat (float 0x41E0000000000000)
  %1663 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1661, i32 4)
  %1664 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1663, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1665 = select <16 x i1> %1662, <16 x i32> splat (i32 2147483647), <16 x i32> %1664
  %1666 = add <16 x i32> %1665, %72
  %1667 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1666, <16 x i32> %75)
  %1668 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1667, <16 x i32> %78)
  %1669 = load <16 x i32>, ptr %137, align 64
  %1670 = add <16 x i32> %1669, %1638
  %1671 = sitofp <16 x i32> %1670 to <16 x float>
  %1672 = fmul <16 x float> %1644, %1671
  %1673 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1672, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1674 = fcmp uge <16 x float> %1673, splat (float 0x41E0000000000000)
  %1675 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1673, i32 4)
  %1676 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1675, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1677 = select <16 x i1> %1674, <16 x i32> splat (i32 2147483647), <16 x i32> %1676
  %1678 = add <16 x i32> %1677, %72
  %1679 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1678, <16 x i32> %75)
  %1680 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1679, <16 x i32> %78)
  %1681 = load <16 x i32>, ptr %138, align 64
  %1682 = add <16 x i32> %1681, %1638
  %1683 = sitofp <16 x i32> %1682 to <16 x float>
  %1684 = fmul <16 x float> %1644, %1683
  %1685 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1684, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1686 = fcmp uge <16 x float> %1685, splat (float 0x41E0000000000000)
  %1687 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1685, i32 4)
  %1688 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1687, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1689 = select <16 x i1> %1686, <16 x i32> splat (i32 2147483647), <16 x i32> %1688
  %1690 = add <16 x i32> %1689, %72
  %1691 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1690, <16 x i32> %75)
  %1692 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1691, <16 x i32> %78)
  %1693 = load <16 x i32>, ptr %139, align 64
  %1694 = add <16 x i32> %1693, %1638
  %1695 = sitofp <16 x i32> %1694 to <16 x float>
  %1696 = fmul <16 x float> %1644, %1695
  %1697 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1696, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1698 = fcmp uge <16 x float> %1697, splat (float 0x41E0000000000000)
  %1699 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1697, i32 4)
  %1700 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1699, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1701 = select <16 x i1> %1698, <16 x i32> splat (i32 2147483647), <16 x i32> %1700
  %1702 = add <16 x i32> %1701, %72
  %1703 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1702, <16 x i32> %75)
  %1704 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1703, <16 x i32> %78)
  %1705 = load <16 x i32>, ptr %140, align 64
  %1706 = add <16 x i32> %1705, %1638
  %1707 = sitofp <16 x i32> %1706 to <16 x float>
  %1708 = fmul <16 x float> %1644, %1707
  %1709 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1708, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1710 = fcmp uge <16 x float> %1709, splat (float 0x41E0000000000000)
  %1711 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1709, i32 4)
  %1712 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1711, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1713 = select <16 x i1> %1710, <16 x i32> splat (i32 2147483647), <16 x i32> %1712
  %1714 = add <16 x i32> %1713, %72
  %1715 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1714, <16 x i32> %75)
  %1716 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1715, <16 x i32> %78)
  %1717 = load <16 x i32>, ptr %141, align 64
  %1718 = add <16 x i32> %1717, %1638
  %1719 = sitofp <16 x i32> %1718 to <16 x float>
  %1720 = fmul <16 x float> %1644, %1719
  %1721 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1720, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1722 = fcmp uge <16 x float> %1721, splat (float 0x41E0000000000000)
  %1723 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1721, i32 4)
  %1724 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1723, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1725 = select <16 x i1> %1722, <16 x i32> splat (i32 2147483647), <16 x i32> %1724
  %1726 = add <16 x i32> %1725, %72
  %1727 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1726, <16 x i32> %75)
  %1728 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1727, <16 x i32> %78)
  %1729 = load <16 x i32>, ptr %142, align 64
  %1730 = add <16 x i32> %1729, %1638
  %1731 = sitofp <16 x i32> %1730 to <16 x float>
  %1732 = fmul <16 x float> %1644, %1731
  %1733 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1732, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1734 = fcmp uge <16 x float> %1733, splat (float 0x41E0000000000000)
  %1735 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1733, i32 4)
  %1736 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1735, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1737 = select <16 x i1> %1734, <16 x i32> splat (i32 2147483647), <16 x i32> %1736
  %1738 = add <16 x i32> %1737, %72
  %1739 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1738, <16 x i32> %75)
  %1740 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1739, <16 x i32> %78)
  %1741 = getelementptr inbounds i8, ptr %1229, i64 %343
  br i1 %1422, label %1742, label %1880

1742:                                             ; preds = %1642
  %1743 = shufflevector <16 x i32> %1656, <16 x i32> %1668, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1744 = trunc <16 x i32> %1743 to <16 x i8>
  %1745 = shufflevector <16 x i32> %1680, <16 x i32> %1692, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1746 = trunc <16 x i32> %1745 to <16 x i8>
  %1747 = shufflevector <16 x i32> %1704, <16 x i32> %1716, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1748 = trunc <16 x i32> %1747 to <16 x i8>
  %1749 = shufflevector <16 x i32> %1728, <16 x i32> %1740, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1750 = trunc <16 x i32> %1749 to <16 x i8>
  %1751 = shufflevector <16 x i32> %1656, <16 x i32> %1668, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1752 = trunc <16 x i32> %1751 to <16 x i8>
  %1753 = shufflevector <16 x i32> %1680, <16 x i32> %1692, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1754 = trunc <16 x i32> %1753 to <16 x i8>
  %1755 = shufflevector <16 x i32> %1704, <16 x i32> %1716, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1756 = trunc <16 x i32> %1755 to <16 x i8>
  %1757 = shufflevector <16 x i32> %1728, <16 x i32> %1740, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1758 = trunc <16 x i32> %1757 to <16 x i8>
  %1759 = bitcast <16 x i8> %1744 to <8 x i16>
  %1760 = bitcast <16 x i8> %1746 to <8 x i16>
  %1761 = shufflevector <8 x i16> %1759, <8 x i16> %1760, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1762 = shufflevector <8 x i16> %1759, <8 x i16> %1760, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1763 = bitcast <16 x i8> %1748 to <8 x i16>
  %1764 = bitcast <16 x i8> %1750 to <8 x i16>
  %1765 = shufflevector <8 x i16> %1763, <8 x i16> %1764, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1766 = shufflevector <8 x i16> %1763, <8 x i16> %1764, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1767 = bitcast <8 x i16> %1761 to <4 x i32>
  %1768 = bitcast <8 x i16> %1765 to <4 x i32>
  %1769 = shufflevector <4 x i32> %1767, <4 x i32> %1768, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1770 = shufflevector <4 x i32> %1767, <4 x i32> %1768, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1771 = bitcast <8 x i16> %1762 to <4 x i32>
  %1772 = bitcast <8 x i16> %1766 to <4 x i32>
  %1773 = shufflevector <4 x i32> %1771, <4 x i32> %1772, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1774 = shufflevector <4 x i32> %1771, <4 x i32> %1772, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1775 = bitcast <16 x i8> %1752 to <8 x i16>
  %1776 = bitcast <16 x i8> %1754 to <8 x i16>
  %1777 = shufflevector <8 x i16> %1775, <8 x i16> %1776, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1778 = shufflevector <8 x i16> %1775, <8 x i16> %1776, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1779 = bitcast <16 x i8> %1756 to <8 x i16>
  %1780 = bitcast <16 x i8> %1758 to <8 x i16>
  %1781 = shufflevector <8 x i16> %1779, <8 x i16> %1780, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1782 = shufflevector <8 x i16> %1779, <8 x i16> %1780, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1783 = bitcast <8 x i16> %1777 to <4 x i32>
  %1784 = bitcast <8 x i16> %1781 to <4 x i32>
  %1785 = shufflevector <4 x i32> %1783, <4 x i32> %1784, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1786 = shufflevector <4 x i32> %1783, <4 x i32> %1784, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1787 = bitcast <8 x i16> %1778 to <4 x i32>
  %1788 = bitcast <8 x i16> %1782 to <4 x i32>
  %1789 = shufflevector <4 x i32> %1787, <4 x i32> %1788, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1790 = shufflevector <4 x i32> %1787, <4 x i32> %1788, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %332, label %1791, label %1839

1791:                                             ; preds = %1742
  %1792 = bitcast <4 x i32> %1790 to <2 x i64>
  %1793 = bitcast <4 x i32> %1789 to <2 x i64>
  %1794 = bitcast <4 x i32> %1786 to <2 x i64>
  %1795 = bitcast <4 x i32> %1785 to <2 x i64>
  %1796 = bitcast <4 x i32> %1774 to <2 x i64>
  %1797 = bitcast <4 x i32> %1773 to <2 x i64>
  %1798 = bitcast <4 x i32> %1770 to <2 x i64>
  %1799 = bitcast <4 x i32> %1769 to <2 x i64>
  %1800 = extractelement <2 x i64> %1799, i64 0
  store i64 %1800, ptr %1741, align 1
  %1801 = getelementptr inbounds i8, ptr %1741, i64 %87
  %1802 = bitcast <4 x i32> %1769 to <2 x double>
  %1803 = extractelement <2 x double> %1802, i64 1
  store double %1803, ptr %1801, align 1
  %1804 = getelementptr inbounds i8, ptr %1741, i64 %157
  %1805 = extractelement <2 x i64> %1798, i64 0
  store i64 %1805, ptr %1804, align 1
  %1806 = getelementptr inbounds i8, ptr %1741, i64 %158
  %1807 = bitcast <4 x i32> %1770 to <2 x double>
  %1808 = extractelement <2 x double> %1807, i64 1
  store double %1808, ptr %1806, align 1
  %1809 = getelementptr inbounds i8, ptr %1741, i64 %159
  %1810 = extractelement <2 x i64> %1797, i64 0
  store i64 %1810, ptr %1809, align 1
  %1811 = getelementptr inbounds i8, ptr %1741, i64 %160
  %1812 = bitcast <4 x i32> %1773 to <2 x double>
  %1813 = extractelement <2 x double> %1812, i64 1
  store double %1813, ptr %1811, align 1
  %1814 = getelementptr inbounds i8, ptr %1741, i64 %161
  %1815 = extractelement <2 x i64> %1796, i64 0
  store i64 %1815, ptr %1814, align 1
  %1816 = getelementptr inbounds i8, ptr %1741, i64 %162
  %1817 = bitcast <4 x i32> %1774 to <2 x double>
  %1818 = extractelement <2 x double> %1817, i64 1
  store double %1818, ptr %1816, align 1
  %1819 = getelementptr inbounds i8, ptr %1741, i64 %163
  %1820 = extractelement <2 x i64> %1795, i64 0
  store i64 %1820, ptr %1819, align 1
  %1821 = getelementptr inbounds i8, ptr %1741, i64 %164
  %1822 = bitcast <4 x i32> %1785 to <2 x double>
  %1823 = extractelement <2 x double> %1822, i64 1
  store double %1823, ptr %1821, align 1
  %1824 = getelementptr inbounds i8, ptr %1741, i64 %165
  %1825 = extractelement <2 x i64> %1794, i64 0
  store i64 %1825, ptr %1824, align 1
  %1826 = getelementptr inbounds i8, ptr %1741, i64 %166
  %1827 = bitcast <4 x i32> %1786 to <2 x double>
  %1828 = extractelement <2 x double> %1827, i64 1
  store double %1828, ptr %1826, align 1
  %1829 = getelementptr inbounds i8, ptr %1741, i64 %167
  %1830 = extractelement <2 x i64> %1793, i64 0
  store i64 %1830, ptr %1829, align 1
  %1831 = getelementptr inbounds i8, ptr %1741, i64 %168
  %1832 = bitcast <4 x i32> %1789 to <2 x double>
  %1833 = extractelement <2 x double> %1832, i64 1
  store double %1833, ptr %1831, align 1
  %1834 = getelementptr inbounds i8, ptr %1741, i64 %169
  %1835 = extractelement <2 x i64> %1792, i64 0
  store i64 %1835, ptr %1834, align 1
  %1836 = getelementptr inbounds i8, ptr %1741, i64 %170
  %1837 = bitcast <4 x i32> %1790 to <2 x double>
  %1838 = extractelement <2 x double> %1837, i64 1
  store double %1838, ptr %1836, align 1
  br label %1945

1839:                                             ; preds = %1742
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store <4 x i32> %1769, ptr %34, align 16
  store <4 x i32> %1770, ptr %150, align 16
  store <4 x i32> %1773, ptr %151, align 16
  store <4 x i32> %1774, ptr %152, align 16
  store <4 x i32> %1785, ptr %153, align 16
  store <4 x i32> %1786, ptr %154, align 16
  store <4 x i32> %1789, ptr %155, align 16
  store <4 x i32> %1790, ptr %156, align 16
  br i1 %344, label %1840, label %1854

1840:                                             ; preds = %1839
  br i1 %347, label %1842, label %1855

1841:                                             ; preds = %1855
  br i1 %261, label %1854, label %1842

1842:                                             ; preds = %1841, %1840
  %1843 = phi i64 [ 0, %1840 ], [ %1877, %1841 ]
  tail call void @llvm.assume(i1 %262)
  br label %1844

1844:                                             ; preds = %1844, %1842
  %1845 = phi i64 [ %1851, %1844 ], [ %1843, %1842 ]
  %1846 = phi i64 [ %1852, %1844 ], [ 0, %1842 ]
  %1847 = mul nsw i64 %1845, %87
  %1848 = getelementptr inbounds i8, ptr %1741, i64 %1847
  %1849 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1845
  %1850 = load i64, ptr %1849, align 8
  store i64 %1850, ptr %1848, align 1
  %1851 = add nuw nsw i64 %1845, 1
  %1852 = add i64 %1846, 1
  %1853 = icmp eq i64 %1852, %260
  br i1 %1853, label %1854, label %1844

1854:                                             ; preds = %1841, %1844, %1839
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %1945

1855:                                             ; preds = %1840, %1855
  %1856 = phi i64 [ %1877, %1855 ], [ 0, %1840 ]
  %1857 = phi i64 [ %1878, %1855 ], [ 0, %1840 ]
  %1858 = mul nsw i64 %1856, %87
  %1859 = getelementptr inbounds i8, ptr %1741, i64 %1858
  %1860 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1856
  %1861 = load i64, ptr %1860, align 16
  store i64 %1861, ptr %1859, align 1
  %1862 = or disjoint i64 %1856, 1
  %1863 = mul nsw i64 %1862, %87
  %1864 = getelementptr inbounds i8, ptr %1741, i64 %1863
  %1865 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1862
  %1866 = load i64, ptr %1865, align 8
  store i64 %1866, ptr %1864, align 1
  %1867 = or disjoint i64 %1856, 2
  %1868 = mul nsw i64 %1867, %87
  %1869 = getelementptr inbounds i8, ptr %1741, i64 %1868
  %1870 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1867
  %1871 = load i64, ptr %1870, align 16
  store i64 %1871, ptr %1869, align 1
  %1872 = or disjoint i64 %1856, 3
  %1873 = mul nsw i64 %1872, %87
  %1874 = getelementptr inbounds i8, ptr %1741, i64 %1873
  %1875 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1872
  %1876 = load i64, ptr %1875, align 8
  store i64 %1876, ptr %1874, align 1
  %1877 = add nuw nsw i64 %1856, 4
  %1878 = add i64 %1857, 4
  %1879 = icmp eq i64 %1878, %348
  br i1 %1879, label %1841, label %1855

1880:                                             ; preds = %1642
  %1881 = trunc <16 x i32> %1740 to <16 x i8>
  %1882 = trunc <16 x i32> %1728 to <16 x i8>
  %1883 = trunc <16 x i32> %1716 to <16 x i8>
  %1884 = trunc <16 x i32> %1704 to <16 x i8>
  %1885 = trunc <16 x i32> %1692 to <16 x i8>
  %1886 = trunc <16 x i32> %1680 to <16 x i8>
  %1887 = trunc <16 x i32> %1668 to <16 x i8>
  %1888 = trunc <16 x i32> %1656 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store <16 x i8> %1888, ptr %35, align 16
  store <16 x i8> %1887, ptr %143, align 16
  store <16 x i8> %1886, ptr %144, align 16
  store <16 x i8> %1885, ptr %145, align 16
  store <16 x i8> %1884, ptr %146, align 16
  store <16 x i8> %1883, ptr %147, align 16
  store <16 x i8> %1882, ptr %148, align 16
  store <16 x i8> %1881, ptr %149, align 16
  br i1 %344, label %1889, label %1903

1889:                                             ; preds = %1880
  %1890 = icmp sgt i32 %359, 0
  %1891 = zext i32 %359 to i64
  %1892 = and i64 %1891, 3
  %1893 = icmp ult i32 %359, 4
  %1894 = and i64 %1891, 2147483644
  %1895 = icmp eq i64 %1892, 0
  %1896 = icmp ne i64 %1892, 0
  br label %1897

1897:                                             ; preds = %1889, %1917
  %1898 = phi i64 [ 0, %1889 ], [ %1918, %1917 ]
  %1899 = getelementptr inbounds nuw i8, ptr %35, i64 %1898
  br i1 %1890, label %1900, label %1917

1900:                                             ; preds = %1897
  %1901 = mul nsw i64 %1898, %87
  %1902 = getelementptr i8, ptr %1741, i64 %1901
  br i1 %1893, label %1905, label %1920

1903:                                             ; preds = %1917, %1880
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %1945

1904:                                             ; preds = %1920
  br i1 %1895, label %1917, label %1905

1905:                                             ; preds = %1904, %1900
  %1906 = phi i64 [ 0, %1900 ], [ %1942, %1904 ]
  tail call void @llvm.assume(i1 %1896)
  br label %1907

1907:                                             ; preds = %1907, %1905
  %1908 = phi i64 [ %1906, %1905 ], [ %1914, %1907 ]
  %1909 = phi i64 [ 0, %1905 ], [ %1915, %1907 ]
  %1910 = getelementptr inbounds nuw [16 x i8], ptr %1899, i64 %1908
  %1911 = load i8, ptr %1910, align 1
  %1912 = mul nsw i64 %22, %1908
  %1913 = getelementptr i8, ptr %1902, i64 %1912
  store i8 %1911, ptr %1913, align 1
  %1914 = add nuw nsw i64 %1908, 1
  %1915 = add i64 %1909, 1
  %1916 = icmp eq i64 %1915, %1892
  br i1 %1916, label %1917, label %1907

1917:                                             ; preds = %1904, %1907, %1897
  %1918 = add nuw nsw i64 %1898, 1
  %1919 = icmp eq i64 %1918, %333
  br i1 %1919, label %1903, label %1897

1920:                                             ; preds = %1900, %1920
  %1921 = phi i64 [ %1942, %1920 ], [ 0, %1900 ]
  %1922 = phi i64 [ %1943, %1920 ], [ 0, %1900 ]
  %1923 = getelementptr inbounds nuw [16 x i8], ptr %1899, i64 %1921
  %1924 = load i8, ptr %1923, align 1
  %1925 = mul nsw i64 %22, %1921
  %1926 = getelementptr i8, ptr %1902, i64 %1925
  store i8 %1924, ptr %1926, align 1
  %1927 = or disjoint i64 %1921, 1
  %1928 = getelementptr inbounds nuw [16 x i8], ptr %1899, i64 %1927
  %1929 = load i8, ptr %1928, align 1
  %1930 = mul nsw i64 %22, %1927
  %1931 = getelementptr i8, ptr %1902, i64 %1930
  store i8 %1929, ptr %1931, align 1
  %1932 = or disjoint i64 %1921, 2
  %1933 = getelementptr inbounds nuw [16 x i8], ptr %1899, i64 %1932
  %1934 = load i8, ptr %1933, align 1
  %1935 = mul nsw i64 %22, %1932
  %1936 = getelementptr i8, ptr %1902, i64 %1935
  store i8 %1934, ptr %1936, align 1
  %1937 = or disjoint i64 %1921, 3
  %1938 = getelementptr inbounds nuw [16 x i8], ptr %1899, i64 %1937
  %1939 = load i8, ptr %1938, align 1
  %1940 = mul nsw i64 %22, %1937
  %1941 = getelementptr i8, ptr %1902, i64 %1940
  store i8 %1939, ptr %1941, align 1
  %1942 = add nuw nsw i64 %1921, 4
  %1943 = add i64 %1922, 4
  %1944 = icmp eq i64 %1943, %1894
  br i1 %1944, label %1904, label %1920

1945:                                             ; preds = %1903, %1791, %1854, %1626
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %1946

1946:                                             ; preds = %1224, %1097, %1160, %1945
  %1947 = add nuw nsw i64 %355, 8
  %1948 = icmp slt i64 %1947, %11
  br i1 %1948, label %354, label %353

1949:                                             ; preds = %353
  %1950 = shl nsw i64 %293, 4
  %1951 = icmp sgt i64 %7, %1950
  br i1 %1951, label %1952, label %2000

1952:                                             ; preds = %1949, %1972
  %1953 = phi i64 [ %1973, %1972 ], [ 0, %1949 ]
  %1954 = shl nsw i64 %1953, 9
  %1955 = getelementptr inbounds nuw i8, ptr %41, i64 %1954
  %1956 = add nuw nsw i64 %1953, %1950
  %1957 = mul nsw i64 %1956, %20
  %1958 = getelementptr inbounds i8, ptr %286, i64 %1957
  br i1 %88, label %1959, label %1972

1959:                                             ; preds = %1952
  br i1 %270, label %1961, label %1975

1960:                                             ; preds = %1975
  br i1 %272, label %1972, label %1961

1961:                                             ; preds = %1960, %1959
  %1962 = phi i64 [ 0, %1959 ], [ %1997, %1960 ]
  tail call void @llvm.assume(i1 %273)
  %1963 = sub nsw i64 %11, %1962
  %1964 = icmp sgt i64 %1963, 63
  %1965 = shl nsw i64 -1, %1963
  %1966 = xor i64 %1965, -1
  %1967 = select i1 %1964, i64 -1, i64 %1966
  %1968 = getelementptr inbounds nuw i8, ptr %1958, i64 %1962
  %1969 = getelementptr inbounds nuw i8, ptr %1955, i64 %1962
  %1970 = bitcast i64 %1967 to <64 x i1>
  %1971 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1969, <64 x i1> %1970, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1971, ptr align 1 %1968, <64 x i1> %1970)
  br label %1972

1972:                                             ; preds = %1961, %1960, %1952
  %1973 = add nuw nsw i64 %1953, 1
  %1974 = icmp eq i64 %1973, %307
  br i1 %1974, label %2000, label %1952

1975:                                             ; preds = %1959, %1975
  %1976 = phi i64 [ %1997, %1975 ], [ 0, %1959 ]
  %1977 = phi i64 [ %1998, %1975 ], [ 0, %1959 ]
  %1978 = sub nsw i64 %11, %1976
  %1979 = icmp sgt i64 %1978, 63
  %1980 = shl nsw i64 -1, %1978
  %1981 = xor i64 %1980, -1
  %1982 = select i1 %1979, i64 -1, i64 %1981
  %1983 = getelementptr inbounds nuw i8, ptr %1958, i64 %1976
  %1984 = getelementptr inbounds nuw i8, ptr %1955, i64 %1976
  %1985 = bitcast i64 %1982 to <64 x i1>
  %1986 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1984, <64 x i1> %1985, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1986, ptr align 1 %1983, <64 x i1> %1985)
  %1987 = or disjoint i64 %1976, 64
  %1988 = sub nsw i64 %11, %1987
  %1989 = icmp sgt i64 %1988, 63
  %1990 = shl nsw i64 -1, %1988
  %1991 = xor i64 %1990, -1
  %1992 = select i1 %1989, i64 -1, i64 %1991
  %1993 = getelementptr inbounds nuw i8, ptr %1958, i64 %1987
  %1994 = getelementptr inbounds nuw i8, ptr %1955, i64 %1987
  %1995 = bitcast i64 %1992 to <64 x i1>
  %1996 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1994, <64 x i1> %1995, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1996, ptr align 1 %1993, <64 x i1> %1995)
  %1997 = add nuw nsw i64 %1976, 128
  %1998 = add i64 %1977, 2
  %1999 = icmp eq i64 %1998, %271
  br i1 %1999, label %1960, label %1975

2000:                                             ; preds = %1972, %1949, %353
  %2001 = add nuw nsw i64 %293, 2
  %2002 = icmp slt i64 %2001, %47
  %2003 = add i64 %292, -32
  %2004 = add i64 %291, 1
  br i1 %2002, label %290, label %287
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
