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
define hidden void @mgxport_conv_s8_q_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29, i64 noundef %30, i64 noundef %31) local_unnamed_addr {
  %33 = alloca [16 x [8 x i8]], align 16
  %34 = alloca [8 x [16 x i8]], align 16
  %35 = alloca [16 x [8 x i8]], align 16
  %36 = alloca [8 x [16 x i8]], align 16
  %37 = alloca [16 x [8 x i8]], align 16
  %38 = alloca [8 x [16 x i8]], align 16
  %39 = alloca [16 x [8 x i8]], align 16
  %40 = alloca [8 x [16 x i8]], align 16
  %41 = alloca [8 x [2 x <8 x i64>]], align 64
  %42 = alloca [16384 x i8], align 16
  %43 = inttoptr i64 %0 to ptr
  %44 = inttoptr i64 %2 to ptr
  %45 = icmp ne i64 %31, 0
  br i1 %45, label %46, label %48

46:                                               ; preds = %32
  %47 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
  br label %48

48:                                               ; preds = %32, %46
  %49 = phi <8 x i64> [ %47, %46 ], [ zeroinitializer, %32 ]
  %50 = add nsw i64 %6, 3
  %51 = sdiv i64 %50, 4
  %52 = add nsw i64 %7, 15
  %53 = sdiv i64 %52, 16
  %54 = shl i64 %8, 6
  %55 = mul i64 %54, %51
  %56 = mul i64 %55, %9
  %57 = add i64 %56, 64
  %58 = mul i64 %57, %53
  %59 = icmp eq i64 %58, %3
  br i1 %59, label %61, label %60

60:                                               ; preds = %48
  tail call void @llvm.trap()
  unreachable

61:                                               ; preds = %48
  %62 = inttoptr i64 %1 to ptr
  %63 = mul nsw i64 %56, %53
  %64 = getelementptr inbounds i8, ptr %62, i64 %63
  %65 = inttoptr i64 %23 to ptr
  %66 = inttoptr i64 %24 to ptr
  %67 = trunc i64 %26 to i32
  %68 = trunc i64 %27 to i32
  %69 = inttoptr i64 %25 to ptr
  %70 = insertelement <16 x i32> poison, i32 %67, i64 0
  %71 = bitcast <16 x i32> %70 to <16 x float>
  %72 = shufflevector <16 x float> %71, <16 x float> poison, <16 x i32> zeroinitializer
  %73 = insertelement <16 x i32> poison, i32 %68, i64 0
  %74 = bitcast <16 x i32> %73 to <16 x float>
  %75 = shufflevector <16 x float> %74, <16 x float> poison, <16 x i32> zeroinitializer
  %76 = trunc i64 %28 to i32
  %77 = insertelement <16 x i32> poison, i32 %76, i64 0
  %78 = shufflevector <16 x i32> %77, <16 x i32> poison, <16 x i32> zeroinitializer
  %79 = trunc i64 %29 to i32
  %80 = insertelement <16 x i32> poison, i32 %79, i64 0
  %81 = shufflevector <16 x i32> %80, <16 x i32> poison, <16 x i32> zeroinitializer
  %82 = trunc i64 %30 to i32
  %83 = insertelement <16 x i32> poison, i32 %82, i64 0
  %84 = shufflevector <16 x i32> %83, <16 x i32> poison, <16 x i32> zeroinitializer
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  %85 = icmp eq i64 %22, 1
  %86 = icmp slt i64 %11, 513
  %87 = and i1 %86, %85
  %88 = icmp slt i64 %4, %5
  br i1 %88, label %89, label %280

89:                                               ; preds = %61
  %90 = mul i64 %17, %12
  %91 = add nsw i64 %53, -2
  %92 = icmp sgt i64 %7, 0
  %93 = select i1 %87, i64 512, i64 %20
  %94 = icmp sgt i64 %11, 0
  %95 = mul i64 %18, %13
  %96 = mul i64 %17, %14
  %97 = icmp sgt i64 %8, 0
  %98 = icmp sgt i64 %9, 0
  %99 = mul i64 %18, %15
  %100 = shl i64 %51, 6
  %101 = icmp sgt i64 %6, 0
  %102 = icmp eq i64 %23, 0
  %103 = icmp eq i64 %24, 0
  %104 = icmp eq i64 %25, 0
  %105 = tail call i64 @llvm.smax.i64(i64 %51, i64 1)
  %106 = shl i64 %95, 1
  %107 = mul i64 %95, 3
  %108 = shl i64 %95, 2
  %109 = mul i64 %95, 5
  %110 = mul i64 %95, 6
  %111 = mul i64 %95, 7
  %112 = shl i64 %95, 1
  %113 = mul i64 %95, 3
  %114 = shl i64 %95, 2
  %115 = mul i64 %95, 5
  %116 = mul i64 %95, 6
  %117 = mul i64 %95, 7
  %118 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %119 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %120 = getelementptr inbounds nuw i8, ptr %38, i64 48
  %121 = getelementptr inbounds nuw i8, ptr %38, i64 64
  %122 = getelementptr inbounds nuw i8, ptr %38, i64 80
  %123 = getelementptr inbounds nuw i8, ptr %38, i64 96
  %124 = getelementptr inbounds nuw i8, ptr %38, i64 112
  %125 = shl nsw i64 %22, 1
  %126 = mul nsw i64 %22, 3
  %127 = shl nsw i64 %22, 2
  %128 = mul nsw i64 %22, 5
  %129 = mul nsw i64 %22, 6
  %130 = mul nsw i64 %22, 7
  %131 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %132 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %133 = getelementptr inbounds nuw i8, ptr %37, i64 48
  %134 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %135 = getelementptr inbounds nuw i8, ptr %37, i64 80
  %136 = getelementptr inbounds nuw i8, ptr %37, i64 96
  %137 = getelementptr inbounds nuw i8, ptr %37, i64 112
  %138 = shl nsw i64 %93, 1
  %139 = mul nsw i64 %93, 3
  %140 = shl nsw i64 %93, 2
  %141 = mul nsw i64 %93, 5
  %142 = mul nsw i64 %93, 6
  %143 = mul nsw i64 %93, 7
  %144 = shl nsw i64 %93, 3
  %145 = mul nsw i64 %93, 9
  %146 = mul nsw i64 %93, 10
  %147 = mul nsw i64 %93, 11
  %148 = mul nsw i64 %93, 12
  %149 = mul nsw i64 %93, 13
  %150 = mul nsw i64 %93, 14
  %151 = mul nsw i64 %93, 15
  %152 = getelementptr inbounds nuw i8, ptr %40, i64 16
  %153 = getelementptr inbounds nuw i8, ptr %40, i64 32
  %154 = getelementptr inbounds nuw i8, ptr %40, i64 48
  %155 = getelementptr inbounds nuw i8, ptr %40, i64 64
  %156 = getelementptr inbounds nuw i8, ptr %40, i64 80
  %157 = getelementptr inbounds nuw i8, ptr %40, i64 96
  %158 = getelementptr inbounds nuw i8, ptr %40, i64 112
  %159 = shl nsw i64 %22, 1
  %160 = mul nsw i64 %22, 3
  %161 = shl nsw i64 %22, 2
  %162 = mul nsw i64 %22, 5
  %163 = mul nsw i64 %22, 6
  %164 = mul nsw i64 %22, 7
  %165 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %166 = getelementptr inbounds nuw i8, ptr %39, i64 32
  %167 = getelementptr inbounds nuw i8, ptr %39, i64 48
  %168 = getelementptr inbounds nuw i8, ptr %39, i64 64
  %169 = getelementptr inbounds nuw i8, ptr %39, i64 80
  %170 = getelementptr inbounds nuw i8, ptr %39, i64 96
  %171 = getelementptr inbounds nuw i8, ptr %39, i64 112
  %172 = shl nsw i64 %93, 1
  %173 = mul nsw i64 %93, 3
  %174 = shl nsw i64 %93, 2
  %175 = mul nsw i64 %93, 5
  %176 = mul nsw i64 %93, 6
  %177 = mul nsw i64 %93, 7
  %178 = shl nsw i64 %93, 3
  %179 = mul nsw i64 %93, 9
  %180 = mul nsw i64 %93, 10
  %181 = mul nsw i64 %93, 11
  %182 = mul nsw i64 %93, 12
  %183 = mul nsw i64 %93, 13
  %184 = mul nsw i64 %93, 14
  %185 = mul nsw i64 %93, 15
  %186 = getelementptr inbounds nuw i8, ptr %41, i64 128
  %187 = getelementptr inbounds nuw i8, ptr %41, i64 256
  %188 = getelementptr inbounds nuw i8, ptr %41, i64 384
  %189 = getelementptr inbounds nuw i8, ptr %41, i64 512
  %190 = getelementptr inbounds nuw i8, ptr %41, i64 640
  %191 = getelementptr inbounds nuw i8, ptr %41, i64 768
  %192 = getelementptr inbounds nuw i8, ptr %41, i64 896
  %193 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %194 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %195 = getelementptr inbounds nuw i8, ptr %34, i64 48
  %196 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %197 = getelementptr inbounds nuw i8, ptr %34, i64 80
  %198 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %199 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %200 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %201 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %202 = getelementptr inbounds nuw i8, ptr %33, i64 48
  %203 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %204 = getelementptr inbounds nuw i8, ptr %33, i64 80
  %205 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %206 = getelementptr inbounds nuw i8, ptr %33, i64 112
  %207 = shl nsw i64 %93, 1
  %208 = mul nsw i64 %93, 3
  %209 = shl nsw i64 %93, 2
  %210 = mul nsw i64 %93, 5
  %211 = mul nsw i64 %93, 6
  %212 = mul nsw i64 %93, 7
  %213 = shl nsw i64 %93, 3
  %214 = mul nsw i64 %93, 9
  %215 = mul nsw i64 %93, 10
  %216 = mul nsw i64 %93, 11
  %217 = mul nsw i64 %93, 12
  %218 = mul nsw i64 %93, 13
  %219 = mul nsw i64 %93, 14
  %220 = mul nsw i64 %93, 15
  %221 = getelementptr inbounds nuw i8, ptr %41, i64 64
  %222 = getelementptr inbounds nuw i8, ptr %41, i64 192
  %223 = getelementptr inbounds nuw i8, ptr %41, i64 320
  %224 = getelementptr inbounds nuw i8, ptr %41, i64 448
  %225 = getelementptr inbounds nuw i8, ptr %41, i64 576
  %226 = getelementptr inbounds nuw i8, ptr %41, i64 704
  %227 = getelementptr inbounds nuw i8, ptr %41, i64 832
  %228 = getelementptr inbounds nuw i8, ptr %41, i64 960
  %229 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %230 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %231 = getelementptr inbounds nuw i8, ptr %36, i64 48
  %232 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %233 = getelementptr inbounds nuw i8, ptr %36, i64 80
  %234 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %235 = getelementptr inbounds nuw i8, ptr %36, i64 112
  %236 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %237 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %238 = getelementptr inbounds nuw i8, ptr %35, i64 48
  %239 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %240 = getelementptr inbounds nuw i8, ptr %35, i64 80
  %241 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %242 = getelementptr inbounds nuw i8, ptr %35, i64 112
  %243 = shl nsw i64 %93, 1
  %244 = mul nsw i64 %93, 3
  %245 = shl nsw i64 %93, 2
  %246 = mul nsw i64 %93, 5
  %247 = mul nsw i64 %93, 6
  %248 = mul nsw i64 %93, 7
  %249 = shl nsw i64 %93, 3
  %250 = mul nsw i64 %93, 9
  %251 = mul nsw i64 %93, 10
  %252 = mul nsw i64 %93, 11
  %253 = mul nsw i64 %93, 12
  %254 = mul nsw i64 %93, 13
  %255 = mul nsw i64 %93, 14
  %256 = mul nsw i64 %93, 15
  %257 = add i64 %7, -1
  %258 = add i64 %7, -16
  %259 = add i64 %7, -17
  %260 = add i64 %11, -1
  %261 = lshr i64 %260, 6
  %262 = add nuw nsw i64 %261, 1
  %263 = and i64 %7, 3
  %264 = icmp eq i64 %263, 0
  %265 = icmp ne i64 %263, 0
  %266 = and i64 %7, 3
  %267 = icmp eq i64 %266, 0
  %268 = icmp ne i64 %266, 0
  %269 = and i64 %7, 3
  %270 = icmp eq i64 %269, 0
  %271 = icmp ne i64 %269, 0
  %272 = and i64 %7, 3
  %273 = icmp eq i64 %272, 0
  %274 = icmp ne i64 %272, 0
  %275 = and i64 %262, 1
  %276 = icmp eq i64 %261, 0
  %277 = and i64 %262, 576460752303423486
  %278 = icmp eq i64 %275, 0
  %279 = icmp ne i64 %275, 0
  br label %281

280:                                              ; preds = %293, %61
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  ret void

281:                                              ; preds = %89, %293
  %282 = phi i64 [ %4, %89 ], [ %294, %293 ]
  %283 = sdiv i64 %282, %10
  %284 = srem i64 %282, %10
  %285 = mul nsw i64 %283, %16
  %286 = getelementptr inbounds i8, ptr %43, i64 %285
  %287 = mul i64 %90, %284
  %288 = getelementptr inbounds i8, ptr %286, i64 %287
  %289 = mul nsw i64 %283, %19
  %290 = getelementptr inbounds i8, ptr %44, i64 %289
  %291 = mul nsw i64 %284, %21
  %292 = getelementptr inbounds i8, ptr %290, i64 %291
  br i1 %92, label %296, label %293

293:                                              ; preds = %1962, %281
  %294 = add nsw i64 %282, 1
  %295 = icmp eq i64 %294, %5
  br i1 %295, label %280, label %281

296:                                              ; preds = %281, %1962
  %297 = phi i64 [ %1966, %1962 ], [ 0, %281 ]
  %298 = phi i64 [ %1965, %1962 ], [ %7, %281 ]
  %299 = phi i64 [ %1963, %1962 ], [ 0, %281 ]
  %300 = mul nsw i64 %297, -32
  %301 = add i64 %258, %300
  %302 = add i64 %259, %300
  %303 = mul nsw i64 %297, -32
  %304 = add i64 %7, %303
  %305 = add i64 %257, %303
  %306 = mul nsw i64 %297, -32
  %307 = add i64 %258, %306
  %308 = add i64 %259, %306
  %309 = mul nsw i64 %297, -32
  %310 = add i64 %7, %309
  %311 = add i64 %257, %309
  %312 = tail call i64 @llvm.smax.i64(i64 %298, i64 1)
  %313 = tail call i64 @llvm.umin.i64(i64 %312, i64 32)
  %314 = mul nsw i64 %299, %56
  %315 = getelementptr inbounds i8, ptr %62, i64 %314
  %316 = icmp sgt i64 %299, %91
  %317 = mul i64 %299, -8192
  %318 = getelementptr inbounds i8, ptr %42, i64 %317
  %319 = select i1 %87, ptr %318, ptr %292
  br i1 %94, label %320, label %359

320:                                              ; preds = %296
  %321 = shl nsw i64 %299, 4
  %322 = sub nsw i64 %7, %321
  %323 = icmp sgt i64 %322, 15
  %324 = select i1 %323, i64 16, i64 %322
  %325 = trunc i64 %324 to i32
  %326 = shl nsw i32 -1, %325
  %327 = trunc i32 %326 to i16
  %328 = xor i16 %327, -1
  %329 = getelementptr inbounds nuw i32, ptr %64, i64 %321
  %330 = bitcast i16 %328 to <16 x i1>
  %331 = getelementptr inbounds nuw i32, ptr %65, i64 %321
  %332 = getelementptr inbounds nuw i32, ptr %66, i64 %321
  %333 = getelementptr inbounds nuw float, ptr %69, i64 %321
  %334 = mul nsw i64 %321, %93
  %335 = icmp sgt i64 %324, 0
  %336 = or disjoint i64 %321, 16
  %337 = sub nsw i64 %7, %336
  %338 = icmp sgt i64 %337, 15
  %339 = select i1 %338, i64 16, i64 %337
  %340 = trunc i64 %339 to i32
  %341 = shl nsw i32 -1, %340
  %342 = trunc i32 %341 to i16
  %343 = xor i16 %342, -1
  %344 = getelementptr inbounds nuw i32, ptr %64, i64 %336
  %345 = bitcast i16 %343 to <16 x i1>
  %346 = getelementptr inbounds nuw i32, ptr %65, i64 %336
  %347 = getelementptr inbounds nuw i32, ptr %66, i64 %336
  %348 = getelementptr inbounds nuw float, ptr %69, i64 %336
  %349 = mul nsw i64 %336, %93
  %350 = icmp sgt i64 %339, 0
  %351 = icmp ult i64 %311, 3
  %352 = sub i64 %310, %263
  %353 = icmp ult i64 %308, 3
  %354 = sub i64 %307, %266
  %355 = icmp ult i64 %305, 3
  %356 = sub i64 %304, %269
  %357 = icmp ult i64 %302, 3
  %358 = sub i64 %301, %272
  br label %360

359:                                              ; preds = %1908, %296
  br i1 %87, label %1911, label %1962

360:                                              ; preds = %320, %1908
  %361 = phi i64 [ 0, %320 ], [ %1909, %1908 ]
  %362 = sub nsw i64 %11, %361
  %363 = icmp sgt i64 %362, 7
  %364 = trunc i64 %362 to i32
  %365 = select i1 %363, i32 8, i32 %364
  %366 = icmp ne i32 %365, 8
  %367 = select i1 %366, i1 true, i1 %316
  %368 = or i1 %45, %367
  br i1 %368, label %1187, label %369

369:                                              ; preds = %360
  %370 = mul i64 %95, %361
  %371 = getelementptr inbounds i8, ptr %288, i64 %370
  %372 = mul nsw i64 %361, %22
  %373 = getelementptr inbounds i8, ptr %319, i64 %372
  br i1 %97, label %374, label %603

374:                                              ; preds = %369, %396
  %375 = phi <16 x i32> [ %397, %396 ], [ zeroinitializer, %369 ]
  %376 = phi <16 x i32> [ %398, %396 ], [ zeroinitializer, %369 ]
  %377 = phi <16 x i32> [ %399, %396 ], [ zeroinitializer, %369 ]
  %378 = phi <16 x i32> [ %400, %396 ], [ zeroinitializer, %369 ]
  %379 = phi <16 x i32> [ %401, %396 ], [ zeroinitializer, %369 ]
  %380 = phi <16 x i32> [ %402, %396 ], [ zeroinitializer, %369 ]
  %381 = phi <16 x i32> [ %403, %396 ], [ zeroinitializer, %369 ]
  %382 = phi <16 x i32> [ %404, %396 ], [ zeroinitializer, %369 ]
  %383 = phi <16 x i32> [ %405, %396 ], [ zeroinitializer, %369 ]
  %384 = phi <16 x i32> [ %406, %396 ], [ zeroinitializer, %369 ]
  %385 = phi <16 x i32> [ %407, %396 ], [ zeroinitializer, %369 ]
  %386 = phi <16 x i32> [ %408, %396 ], [ zeroinitializer, %369 ]
  %387 = phi <16 x i32> [ %409, %396 ], [ zeroinitializer, %369 ]
  %388 = phi <16 x i32> [ %410, %396 ], [ zeroinitializer, %369 ]
  %389 = phi <16 x i32> [ %411, %396 ], [ zeroinitializer, %369 ]
  %390 = phi <16 x i32> [ %412, %396 ], [ zeroinitializer, %369 ]
  %391 = phi i64 [ %413, %396 ], [ 0, %369 ]
  br i1 %98, label %392, label %396

392:                                              ; preds = %374
  %393 = mul i64 %96, %391
  %394 = getelementptr inbounds i8, ptr %371, i64 %393
  %395 = mul nuw nsw i64 %391, %9
  br label %415

396:                                              ; preds = %440, %374
  %397 = phi <16 x i32> [ %375, %374 ], [ %441, %440 ]
  %398 = phi <16 x i32> [ %376, %374 ], [ %442, %440 ]
  %399 = phi <16 x i32> [ %377, %374 ], [ %443, %440 ]
  %400 = phi <16 x i32> [ %378, %374 ], [ %444, %440 ]
  %401 = phi <16 x i32> [ %379, %374 ], [ %445, %440 ]
  %402 = phi <16 x i32> [ %380, %374 ], [ %446, %440 ]
  %403 = phi <16 x i32> [ %381, %374 ], [ %447, %440 ]
  %404 = phi <16 x i32> [ %382, %374 ], [ %448, %440 ]
  %405 = phi <16 x i32> [ %383, %374 ], [ %449, %440 ]
  %406 = phi <16 x i32> [ %384, %374 ], [ %450, %440 ]
  %407 = phi <16 x i32> [ %385, %374 ], [ %451, %440 ]
  %408 = phi <16 x i32> [ %386, %374 ], [ %452, %440 ]
  %409 = phi <16 x i32> [ %387, %374 ], [ %453, %440 ]
  %410 = phi <16 x i32> [ %388, %374 ], [ %454, %440 ]
  %411 = phi <16 x i32> [ %389, %374 ], [ %455, %440 ]
  %412 = phi <16 x i32> [ %390, %374 ], [ %456, %440 ]
  %413 = add nuw nsw i64 %391, 1
  %414 = icmp eq i64 %413, %8
  br i1 %414, label %603, label %374

415:                                              ; preds = %392, %440
  %416 = phi <16 x i32> [ %375, %392 ], [ %441, %440 ]
  %417 = phi <16 x i32> [ %376, %392 ], [ %442, %440 ]
  %418 = phi <16 x i32> [ %377, %392 ], [ %443, %440 ]
  %419 = phi <16 x i32> [ %378, %392 ], [ %444, %440 ]
  %420 = phi <16 x i32> [ %379, %392 ], [ %445, %440 ]
  %421 = phi <16 x i32> [ %380, %392 ], [ %446, %440 ]
  %422 = phi <16 x i32> [ %381, %392 ], [ %447, %440 ]
  %423 = phi <16 x i32> [ %382, %392 ], [ %448, %440 ]
  %424 = phi <16 x i32> [ %383, %392 ], [ %449, %440 ]
  %425 = phi <16 x i32> [ %384, %392 ], [ %450, %440 ]
  %426 = phi <16 x i32> [ %385, %392 ], [ %451, %440 ]
  %427 = phi <16 x i32> [ %386, %392 ], [ %452, %440 ]
  %428 = phi <16 x i32> [ %387, %392 ], [ %453, %440 ]
  %429 = phi <16 x i32> [ %388, %392 ], [ %454, %440 ]
  %430 = phi <16 x i32> [ %389, %392 ], [ %455, %440 ]
  %431 = phi <16 x i32> [ %390, %392 ], [ %456, %440 ]
  %432 = phi i64 [ 0, %392 ], [ %457, %440 ]
  %433 = mul i64 %99, %432
  %434 = getelementptr inbounds i8, ptr %394, i64 %433
  %435 = add nuw nsw i64 %432, %395
  %436 = mul i64 %100, %435
  %437 = getelementptr inbounds i8, ptr %315, i64 %436
  br i1 %101, label %438, label %440

438:                                              ; preds = %415
  %439 = getelementptr inbounds i8, ptr %437, i64 %56
  br label %459

440:                                              ; preds = %582, %415
  %441 = phi <16 x i32> [ %416, %415 ], [ %600, %582 ]
  %442 = phi <16 x i32> [ %417, %415 ], [ %599, %582 ]
  %443 = phi <16 x i32> [ %418, %415 ], [ %583, %582 ]
  %444 = phi <16 x i32> [ %419, %415 ], [ %584, %582 ]
  %445 = phi <16 x i32> [ %420, %415 ], [ %596, %582 ]
  %446 = phi <16 x i32> [ %421, %415 ], [ %595, %582 ]
  %447 = phi <16 x i32> [ %422, %415 ], [ %585, %582 ]
  %448 = phi <16 x i32> [ %423, %415 ], [ %586, %582 ]
  %449 = phi <16 x i32> [ %424, %415 ], [ %594, %582 ]
  %450 = phi <16 x i32> [ %425, %415 ], [ %593, %582 ]
  %451 = phi <16 x i32> [ %426, %415 ], [ %587, %582 ]
  %452 = phi <16 x i32> [ %427, %415 ], [ %588, %582 ]
  %453 = phi <16 x i32> [ %428, %415 ], [ %592, %582 ]
  %454 = phi <16 x i32> [ %429, %415 ], [ %591, %582 ]
  %455 = phi <16 x i32> [ %430, %415 ], [ %589, %582 ]
  %456 = phi <16 x i32> [ %431, %415 ], [ %590, %582 ]
  %457 = add nuw nsw i64 %432, 1
  %458 = icmp eq i64 %457, %9
  br i1 %458, label %396, label %415

459:                                              ; preds = %438, %582
  %460 = phi <16 x i32> [ %416, %438 ], [ %600, %582 ]
  %461 = phi <16 x i32> [ %417, %438 ], [ %599, %582 ]
  %462 = phi <16 x i32> [ %418, %438 ], [ %583, %582 ]
  %463 = phi <16 x i32> [ %419, %438 ], [ %584, %582 ]
  %464 = phi <16 x i32> [ %420, %438 ], [ %596, %582 ]
  %465 = phi <16 x i32> [ %421, %438 ], [ %595, %582 ]
  %466 = phi <16 x i32> [ %422, %438 ], [ %585, %582 ]
  %467 = phi <16 x i32> [ %423, %438 ], [ %586, %582 ]
  %468 = phi <16 x i32> [ %424, %438 ], [ %594, %582 ]
  %469 = phi <16 x i32> [ %425, %438 ], [ %593, %582 ]
  %470 = phi <16 x i32> [ %426, %438 ], [ %587, %582 ]
  %471 = phi <16 x i32> [ %427, %438 ], [ %588, %582 ]
  %472 = phi <16 x i32> [ %428, %438 ], [ %592, %582 ]
  %473 = phi <16 x i32> [ %429, %438 ], [ %591, %582 ]
  %474 = phi <16 x i32> [ %430, %438 ], [ %589, %582 ]
  %475 = phi <16 x i32> [ %431, %438 ], [ %590, %582 ]
  %476 = phi i64 [ 0, %438 ], [ %601, %582 ]
  %477 = shl nsw i64 %476, 6
  %478 = getelementptr inbounds nuw i8, ptr %437, i64 %477
  %479 = load <64 x i8>, ptr %478, align 64
  %480 = getelementptr inbounds nuw i8, ptr %439, i64 %477
  %481 = load <64 x i8>, ptr %480, align 64
  %482 = shl nsw i64 %476, 2
  %483 = sub nsw i64 %6, %482
  %484 = getelementptr i8, ptr %434, i64 %482
  %485 = icmp sgt i64 %483, 3
  %486 = getelementptr i8, ptr %484, i64 %95
  br i1 %485, label %530, label %487

487:                                              ; preds = %459
  %488 = trunc i64 %483 to i32
  %489 = shl nsw i32 -1, %488
  %490 = trunc i32 %489 to i16
  %491 = xor i16 %490, -1
  %492 = bitcast i16 %491 to <16 x i1>
  %493 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %484, <16 x i1> %492, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %494 = shufflevector <16 x i8> %493, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %495 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %475, <64 x i8> %494, <64 x i8> %479)
  %496 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %474, <64 x i8> %494, <64 x i8> %481)
  %497 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %486, <16 x i1> %492, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %498 = shufflevector <16 x i8> %497, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %499 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %473, <64 x i8> %498, <64 x i8> %479)
  %500 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %472, <64 x i8> %498, <64 x i8> %481)
  %501 = getelementptr i8, ptr %484, i64 %106
  %502 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %501, <16 x i1> %492, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %503 = shufflevector <16 x i8> %502, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %504 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %471, <64 x i8> %503, <64 x i8> %479)
  %505 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %470, <64 x i8> %503, <64 x i8> %481)
  %506 = getelementptr i8, ptr %484, i64 %107
  %507 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %506, <16 x i1> %492, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %508 = shufflevector <16 x i8> %507, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %509 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %469, <64 x i8> %508, <64 x i8> %479)
  %510 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %468, <64 x i8> %508, <64 x i8> %481)
  %511 = getelementptr i8, ptr %484, i64 %108
  %512 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %511, <16 x i1> %492, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %513 = shufflevector <16 x i8> %512, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %514 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %467, <64 x i8> %513, <64 x i8> %479)
  %515 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %466, <64 x i8> %513, <64 x i8> %481)
  %516 = getelementptr i8, ptr %484, i64 %109
  %517 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %516, <16 x i1> %492, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %518 = shufflevector <16 x i8> %517, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %519 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %465, <64 x i8> %518, <64 x i8> %479)
  %520 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %464, <64 x i8> %518, <64 x i8> %481)
  %521 = getelementptr i8, ptr %484, i64 %110
  %522 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %521, <16 x i1> %492, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %523 = shufflevector <16 x i8> %522, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %524 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %463, <64 x i8> %523, <64 x i8> %479)
  %525 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %462, <64 x i8> %523, <64 x i8> %481)
  %526 = getelementptr i8, ptr %484, i64 %111
  %527 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %526, <16 x i1> %492, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %528 = bitcast <16 x i8> %527 to <4 x i32>
  %529 = shufflevector <4 x i32> %528, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %582

530:                                              ; preds = %459
  %531 = load i32, ptr %484, align 1
  %532 = insertelement <16 x i32> poison, i32 %531, i64 0
  %533 = shufflevector <16 x i32> %532, <16 x i32> poison, <16 x i32> zeroinitializer
  %534 = bitcast <16 x i32> %533 to <64 x i8>
  %535 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %475, <64 x i8> %534, <64 x i8> %479)
  %536 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %474, <64 x i8> %534, <64 x i8> %481)
  %537 = load i32, ptr %486, align 1
  %538 = insertelement <16 x i32> poison, i32 %537, i64 0
  %539 = shufflevector <16 x i32> %538, <16 x i32> poison, <16 x i32> zeroinitializer
  %540 = bitcast <16 x i32> %539 to <64 x i8>
  %541 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %473, <64 x i8> %540, <64 x i8> %479)
  %542 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %472, <64 x i8> %540, <64 x i8> %481)
  %543 = getelementptr i8, ptr %484, i64 %112
  %544 = load i32, ptr %543, align 1
  %545 = insertelement <16 x i32> poison, i32 %544, i64 0
  %546 = shufflevector <16 x i32> %545, <16 x i32> poison, <16 x i32> zeroinitializer
  %547 = bitcast <16 x i32> %546 to <64 x i8>
  %548 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %471, <64 x i8> %547, <64 x i8> %479)
  %549 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %470, <64 x i8> %547, <64 x i8> %481)
  %550 = getelementptr i8, ptr %484, i64 %113
  %551 = load i32, ptr %550, align 1
  %552 = insertelement <16 x i32> poison, i32 %551, i64 0
  %553 = shufflevector <16 x i32> %552, <16 x i32> poison, <16 x i32> zeroinitializer
  %554 = bitcast <16 x i32> %553 to <64 x i8>
  %555 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %469, <64 x i8> %554, <64 x i8> %479)
  %556 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %468, <64 x i8> %554, <64 x i8> %481)
  %557 = getelementptr i8, ptr %484, i64 %114
  %558 = load i32, ptr %557, align 1
  %559 = insertelement <16 x i32> poison, i32 %558, i64 0
  %560 = shufflevector <16 x i32> %559, <16 x i32> poison, <16 x i32> zeroinitializer
  %561 = bitcast <16 x i32> %560 to <64 x i8>
  %562 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %467, <64 x i8> %561, <64 x i8> %479)
  %563 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %466, <64 x i8> %561, <64 x i8> %481)
  %564 = getelementptr i8, ptr %484, i64 %115
  %565 = load i32, ptr %564, align 1
  %566 = insertelement <16 x i32> poison, i32 %565, i64 0
  %567 = shufflevector <16 x i32> %566, <16 x i32> poison, <16 x i32> zeroinitializer
  %568 = bitcast <16 x i32> %567 to <64 x i8>
  %569 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %465, <64 x i8> %568, <64 x i8> %479)
  %570 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %464, <64 x i8> %568, <64 x i8> %481)
  %571 = getelementptr i8, ptr %484, i64 %116
  %572 = load i32, ptr %571, align 1
  %573 = insertelement <16 x i32> poison, i32 %572, i64 0
  %574 = shufflevector <16 x i32> %573, <16 x i32> poison, <16 x i32> zeroinitializer
  %575 = bitcast <16 x i32> %574 to <64 x i8>
  %576 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %463, <64 x i8> %575, <64 x i8> %479)
  %577 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %462, <64 x i8> %575, <64 x i8> %481)
  %578 = getelementptr i8, ptr %484, i64 %117
  %579 = load i32, ptr %578, align 1
  %580 = insertelement <16 x i32> poison, i32 %579, i64 0
  %581 = shufflevector <16 x i32> %580, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %582

582:                                              ; preds = %530, %487
  %583 = phi <16 x i32> [ %577, %530 ], [ %525, %487 ]
  %584 = phi <16 x i32> [ %576, %530 ], [ %524, %487 ]
  %585 = phi <16 x i32> [ %563, %530 ], [ %515, %487 ]
  %586 = phi <16 x i32> [ %562, %530 ], [ %514, %487 ]
  %587 = phi <16 x i32> [ %549, %530 ], [ %505, %487 ]
  %588 = phi <16 x i32> [ %548, %530 ], [ %504, %487 ]
  %589 = phi <16 x i32> [ %536, %530 ], [ %496, %487 ]
  %590 = phi <16 x i32> [ %535, %530 ], [ %495, %487 ]
  %591 = phi <16 x i32> [ %541, %530 ], [ %499, %487 ]
  %592 = phi <16 x i32> [ %542, %530 ], [ %500, %487 ]
  %593 = phi <16 x i32> [ %555, %530 ], [ %509, %487 ]
  %594 = phi <16 x i32> [ %556, %530 ], [ %510, %487 ]
  %595 = phi <16 x i32> [ %569, %530 ], [ %519, %487 ]
  %596 = phi <16 x i32> [ %570, %530 ], [ %520, %487 ]
  %597 = phi <16 x i32> [ %581, %530 ], [ %529, %487 ]
  %598 = bitcast <16 x i32> %597 to <64 x i8>
  %599 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %461, <64 x i8> %598, <64 x i8> %479)
  %600 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %460, <64 x i8> %598, <64 x i8> %481)
  %601 = add nuw nsw i64 %476, 1
  %602 = icmp eq i64 %601, %105
  br i1 %602, label %440, label %459

603:                                              ; preds = %396, %369
  %604 = phi <16 x i32> [ zeroinitializer, %369 ], [ %397, %396 ]
  %605 = phi <16 x i32> [ zeroinitializer, %369 ], [ %398, %396 ]
  %606 = phi <16 x i32> [ zeroinitializer, %369 ], [ %399, %396 ]
  %607 = phi <16 x i32> [ zeroinitializer, %369 ], [ %400, %396 ]
  %608 = phi <16 x i32> [ zeroinitializer, %369 ], [ %401, %396 ]
  %609 = phi <16 x i32> [ zeroinitializer, %369 ], [ %402, %396 ]
  %610 = phi <16 x i32> [ zeroinitializer, %369 ], [ %403, %396 ]
  %611 = phi <16 x i32> [ zeroinitializer, %369 ], [ %404, %396 ]
  %612 = phi <16 x i32> [ zeroinitializer, %369 ], [ %405, %396 ]
  %613 = phi <16 x i32> [ zeroinitializer, %369 ], [ %406, %396 ]
  %614 = phi <16 x i32> [ zeroinitializer, %369 ], [ %407, %396 ]
  %615 = phi <16 x i32> [ zeroinitializer, %369 ], [ %408, %396 ]
  %616 = phi <16 x i32> [ zeroinitializer, %369 ], [ %409, %396 ]
  %617 = phi <16 x i32> [ zeroinitializer, %369 ], [ %410, %396 ]
  %618 = phi <16 x i32> [ zeroinitializer, %369 ], [ %411, %396 ]
  %619 = phi <16 x i32> [ zeroinitializer, %369 ], [ %412, %396 ]
  %620 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %329, <16 x i1> %330, <16 x i32> zeroinitializer)
  br i1 %102, label %623, label %621

621:                                              ; preds = %603
  %622 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %331, <16 x i1> %330, <16 x i32> zeroinitializer)
  br label %623

623:                                              ; preds = %621, %603
  %624 = phi <16 x i32> [ %622, %621 ], [ zeroinitializer, %603 ]
  %625 = sub <16 x i32> %624, %620
  br i1 %103, label %629, label %626

626:                                              ; preds = %623
  %627 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %332, <16 x i1> %330, <16 x i32> zeroinitializer)
  %628 = add <16 x i32> %627, %625
  br label %629

629:                                              ; preds = %626, %623
  %630 = phi <16 x i32> [ %628, %626 ], [ %625, %623 ]
  br i1 %104, label %634, label %631

631:                                              ; preds = %629
  %632 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %333, <16 x i1> %330, <16 x float> zeroinitializer)
  %633 = fmul <16 x float> %72, %632
  br label %634

634:                                              ; preds = %629, %631
  %635 = phi <16 x float> [ %633, %631 ], [ %72, %629 ]
  %636 = fmul <16 x float> %75, %635
  %637 = add <16 x i32> %619, %630
  %638 = sitofp <16 x i32> %637 to <16 x float>
  %639 = fmul <16 x float> %636, %638
  %640 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %639, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %641 = fcmp uge <16 x float> %640, splat (float 0x41E0000000000000)
  %642 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %640, i32 4)
  %643 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %642, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %644 = select <16 x i1> %641, <16 x i32> splat (i32 2147483647), <16 x i32> %643
  %645 = add <16 x i32> %644, %78
  %646 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %645, <16 x i32> %81)
  %647 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %646, <16 x i32> %84)
  %648 = add <16 x i32> %617, %630
  %649 = sitofp <16 x i32> %648 to <16 x float>
  %650 = fmul <16 x float> %636, %649
  %651 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %650, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %652 = fcmp uge <16 x float> %651, splat (float 0x41E0000000000000)
  %653 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %651, i32 4)
  %654 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %653, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %655 = select <16 x i1> %652, <16 x i32> splat (i32 2147483647), <16 x i32> %654
  %656 = add <16 x i32> %655, %78
  %657 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %656, <16 x i32> %81)
  %658 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %657, <16 x i32> %84)
  %659 = add <16 x i32> %615, %630
  %660 = sitofp <16 x i32> %659 to <16 x float>
  %661 = fmul <16 x float> %636, %660
  %662 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %661, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %663 = fcmp uge <16 x float> %662, splat (float 0x41E0000000000000)
  %664 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %662, i32 4)
  %665 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %664, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %666 = select <16 x i1> %663, <16 x i32> splat (i32 2147483647), <16 x i32> %665
  %667 = add <16 x i32> %666, %78
  %668 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %667, <16 x i32> %81)
  %669 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %668, <16 x i32> %84)
  %670 = add <16 x i32> %613, %630
  %671 = sitofp <16 x i32> %670 to <16 x float>
  %672 = fmul <16 x float> %636, %671
  %673 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %672, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %674 = fcmp uge <16 x float> %673, splat (float 0x41E0000000000000)
  %675 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %673, i32 4)
  %676 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %675, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %677 = select <16 x i1> %674, <16 x i32> splat (i32 2147483647), <16 x i32> %676
  %678 = add <16 x i32> %677, %78
  %679 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %678, <16 x i32> %81)
  %680 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %679, <16 x i32> %84)
  %681 = add <16 x i32> %611, %630
  %682 = sitofp <16 x i32> %681 to <16 x float>
  %683 = fmul <16 x float> %636, %682
  %684 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %683, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %685 = fcmp uge <16 x float> %684, splat (float 0x41E0000000000000)
  %686 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %684, i32 4)
  %687 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %686, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %688 = select <16 x i1> %685, <16 x i32> splat (i32 2147483647), <16 x i32> %687
  %689 = add <16 x i32> %688, %78
  %690 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %689, <16 x i32> %81)
  %691 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %690, <16 x i32> %84)
  %692 = add <16 x i32> %609, %630
  %693 = sitofp <16 x i32> %692 to <16 x float>
  %694 = fmul <16 x float> %636, %693
  %695 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %694, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %696 = fcmp uge <16 x float> %695, splat (float 0x41E0000000000000)
  %697 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %695, i32 4)
  %698 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %697, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %699 = select <16 x i1> %696, <16 x i32> splat (i32 2147483647), <16 x i32> %698
  %700 = add <16 x i32> %699, %78
  %701 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %700, <16 x i32> %81)
  %702 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %701, <16 x i32> %84)
  %703 = add <16 x i32> %607, %630
  %704 = sitofp <16 x i32> %703 to <16 x float>
  %705 = fmul <16 x float> %636, %704
  %706 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %705, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %707 = fcmp uge <16 x float> %706, splat (float 0x41E0000000000000)
  %708 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %706, i32 4)
  %709 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %708, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %710 = select <16 x i1> %707, <16 x i32> splat (i32 2147483647), <16 x i32> %709
  %711 = add <16 x i32> %710, %78
  %712 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %711, <16 x i32> %81)
  %713 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %712, <16 x i32> %84)
  %714 = add <16 x i32> %605, %630
  %715 = sitofp <16 x i32> %714 to <16 x float>
  %716 = fmul <16 x float> %636, %715
  %717 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %716, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %718 = fcmp uge <16 x float> %717, splat (float 0x41E0000000000000)
  %719 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %717, i32 4)
  %720 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %719, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %721 = select <16 x i1> %718, <16 x i32> splat (i32 2147483647), <16 x i32> %720
  %722 = add <16 x i32> %721, %78
  %723 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %722, <16 x i32> %81)
  %724 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %723, <16 x i32> %84)
  %725 = getelementptr inbounds i8, ptr %373, i64 %334
  br i1 %85, label %726, label %864

726:                                              ; preds = %634
  %727 = shufflevector <16 x i32> %647, <16 x i32> %658, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %728 = trunc <16 x i32> %727 to <16 x i8>
  %729 = shufflevector <16 x i32> %669, <16 x i32> %680, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %730 = trunc <16 x i32> %729 to <16 x i8>
  %731 = shufflevector <16 x i32> %691, <16 x i32> %702, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %732 = trunc <16 x i32> %731 to <16 x i8>
  %733 = shufflevector <16 x i32> %713, <16 x i32> %724, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %734 = trunc <16 x i32> %733 to <16 x i8>
  %735 = shufflevector <16 x i32> %647, <16 x i32> %658, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %736 = trunc <16 x i32> %735 to <16 x i8>
  %737 = shufflevector <16 x i32> %669, <16 x i32> %680, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %738 = trunc <16 x i32> %737 to <16 x i8>
  %739 = shufflevector <16 x i32> %691, <16 x i32> %702, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %740 = trunc <16 x i32> %739 to <16 x i8>
  %741 = shufflevector <16 x i32> %713, <16 x i32> %724, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %742 = trunc <16 x i32> %741 to <16 x i8>
  %743 = bitcast <16 x i8> %728 to <8 x i16>
  %744 = bitcast <16 x i8> %730 to <8 x i16>
  %745 = shufflevector <8 x i16> %743, <8 x i16> %744, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %746 = shufflevector <8 x i16> %743, <8 x i16> %744, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %747 = bitcast <16 x i8> %732 to <8 x i16>
  %748 = bitcast <16 x i8> %734 to <8 x i16>
  %749 = shufflevector <8 x i16> %747, <8 x i16> %748, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %750 = shufflevector <8 x i16> %747, <8 x i16> %748, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %751 = bitcast <8 x i16> %745 to <4 x i32>
  %752 = bitcast <8 x i16> %749 to <4 x i32>
  %753 = shufflevector <4 x i32> %751, <4 x i32> %752, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %754 = shufflevector <4 x i32> %751, <4 x i32> %752, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %755 = bitcast <8 x i16> %746 to <4 x i32>
  %756 = bitcast <8 x i16> %750 to <4 x i32>
  %757 = shufflevector <4 x i32> %755, <4 x i32> %756, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %758 = shufflevector <4 x i32> %755, <4 x i32> %756, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %759 = bitcast <16 x i8> %736 to <8 x i16>
  %760 = bitcast <16 x i8> %738 to <8 x i16>
  %761 = shufflevector <8 x i16> %759, <8 x i16> %760, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %762 = shufflevector <8 x i16> %759, <8 x i16> %760, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %763 = bitcast <16 x i8> %740 to <8 x i16>
  %764 = bitcast <16 x i8> %742 to <8 x i16>
  %765 = shufflevector <8 x i16> %763, <8 x i16> %764, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %766 = shufflevector <8 x i16> %763, <8 x i16> %764, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %767 = bitcast <8 x i16> %761 to <4 x i32>
  %768 = bitcast <8 x i16> %765 to <4 x i32>
  %769 = shufflevector <4 x i32> %767, <4 x i32> %768, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %770 = shufflevector <4 x i32> %767, <4 x i32> %768, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %771 = bitcast <8 x i16> %762 to <4 x i32>
  %772 = bitcast <8 x i16> %766 to <4 x i32>
  %773 = shufflevector <4 x i32> %771, <4 x i32> %772, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %774 = shufflevector <4 x i32> %771, <4 x i32> %772, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %323, label %775, label %823

775:                                              ; preds = %726
  %776 = bitcast <4 x i32> %774 to <2 x i64>
  %777 = bitcast <4 x i32> %773 to <2 x i64>
  %778 = bitcast <4 x i32> %770 to <2 x i64>
  %779 = bitcast <4 x i32> %769 to <2 x i64>
  %780 = bitcast <4 x i32> %758 to <2 x i64>
  %781 = bitcast <4 x i32> %757 to <2 x i64>
  %782 = bitcast <4 x i32> %754 to <2 x i64>
  %783 = bitcast <4 x i32> %753 to <2 x i64>
  %784 = extractelement <2 x i64> %783, i64 0
  store i64 %784, ptr %725, align 1
  %785 = getelementptr inbounds i8, ptr %725, i64 %93
  %786 = bitcast <4 x i32> %753 to <2 x double>
  %787 = extractelement <2 x double> %786, i64 1
  store double %787, ptr %785, align 1
  %788 = getelementptr inbounds i8, ptr %725, i64 %138
  %789 = extractelement <2 x i64> %782, i64 0
  store i64 %789, ptr %788, align 1
  %790 = getelementptr inbounds i8, ptr %725, i64 %139
  %791 = bitcast <4 x i32> %754 to <2 x double>
  %792 = extractelement <2 x double> %791, i64 1
  store double %792, ptr %790, align 1
  %793 = getelementptr inbounds i8, ptr %725, i64 %140
  %794 = extractelement <2 x i64> %781, i64 0
  store i64 %794, ptr %793, align 1
  %795 = getelementptr inbounds i8, ptr %725, i64 %141
  %796 = bitcast <4 x i32> %757 to <2 x double>
  %797 = extractelement <2 x double> %796, i64 1
  store double %797, ptr %795, align 1
  %798 = getelementptr inbounds i8, ptr %725, i64 %142
  %799 = extractelement <2 x i64> %780, i64 0
  store i64 %799, ptr %798, align 1
  %800 = getelementptr inbounds i8, ptr %725, i64 %143
  %801 = bitcast <4 x i32> %758 to <2 x double>
  %802 = extractelement <2 x double> %801, i64 1
  store double %802, ptr %800, align 1
  %803 = getelementptr inbounds i8, ptr %725, i64 %144
  %804 = extractelement <2 x i64> %779, i64 0
  store i64 %804, ptr %803, align 1
  %805 = getelementptr inbounds i8, ptr %725, i64 %145
  %806 = bitcast <4 x i32> %769 to <2 x double>
  %807 = extractelement <2 x double> %806, i64 1
  store double %807, ptr %805, align 1
  %808 = getelementptr inbounds i8, ptr %725, i64 %146
  %809 = extractelement <2 x i64> %778, i64 0
  store i64 %809, ptr %808, align 1
  %810 = getelementptr inbounds i8, ptr %725, i64 %147
  %811 = bitcast <4 x i32> %770 to <2 x double>
  %812 = extractelement <2 x double> %811, i64 1
  store double %812, ptr %810, align 1
  %813 = getelementptr inbounds i8, ptr %725, i64 %148
  %814 = extractelement <2 x i64> %777, i64 0
  store i64 %814, ptr %813, align 1
  %815 = getelementptr inbounds i8, ptr %725, i64 %149
  %816 = bitcast <4 x i32> %773 to <2 x double>
  %817 = extractelement <2 x double> %816, i64 1
  store double %817, ptr %815, align 1
  %818 = getelementptr inbounds i8, ptr %725, i64 %150
  %819 = extractelement <2 x i64> %776, i64 0
  store i64 %819, ptr %818, align 1
  %820 = getelementptr inbounds i8, ptr %725, i64 %151
  %821 = bitcast <4 x i32> %774 to <2 x double>
  %822 = extractelement <2 x double> %821, i64 1
  store double %822, ptr %820, align 1
  br label %903

823:                                              ; preds = %726
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store <4 x i32> %753, ptr %37, align 16
  store <4 x i32> %754, ptr %131, align 16
  store <4 x i32> %757, ptr %132, align 16
  store <4 x i32> %758, ptr %133, align 16
  store <4 x i32> %769, ptr %134, align 16
  store <4 x i32> %770, ptr %135, align 16
  store <4 x i32> %773, ptr %136, align 16
  store <4 x i32> %774, ptr %137, align 16
  br i1 %335, label %824, label %838

824:                                              ; preds = %823
  br i1 %351, label %826, label %839

825:                                              ; preds = %839
  br i1 %264, label %838, label %826

826:                                              ; preds = %825, %824
  %827 = phi i64 [ 0, %824 ], [ %861, %825 ]
  tail call void @llvm.assume(i1 %265)
  br label %828

828:                                              ; preds = %828, %826
  %829 = phi i64 [ %835, %828 ], [ %827, %826 ]
  %830 = phi i64 [ %836, %828 ], [ 0, %826 ]
  %831 = mul nsw i64 %829, %93
  %832 = getelementptr inbounds i8, ptr %725, i64 %831
  %833 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %829
  %834 = load i64, ptr %833, align 8
  store i64 %834, ptr %832, align 1
  %835 = add nuw nsw i64 %829, 1
  %836 = add i64 %830, 1
  %837 = icmp eq i64 %836, %263
  br i1 %837, label %838, label %828

838:                                              ; preds = %825, %828, %823
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %903

839:                                              ; preds = %824, %839
  %840 = phi i64 [ %861, %839 ], [ 0, %824 ]
  %841 = phi i64 [ %862, %839 ], [ 0, %824 ]
  %842 = mul nsw i64 %840, %93
  %843 = getelementptr inbounds i8, ptr %725, i64 %842
  %844 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %840
  %845 = load i64, ptr %844, align 16
  store i64 %845, ptr %843, align 1
  %846 = or disjoint i64 %840, 1
  %847 = mul nsw i64 %846, %93
  %848 = getelementptr inbounds i8, ptr %725, i64 %847
  %849 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %846
  %850 = load i64, ptr %849, align 8
  store i64 %850, ptr %848, align 1
  %851 = or disjoint i64 %840, 2
  %852 = mul nsw i64 %851, %93
  %853 = getelementptr inbounds i8, ptr %725, i64 %852
  %854 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %851
  %855 = load i64, ptr %854, align 16
  store i64 %855, ptr %853, align 1
  %856 = or disjoint i64 %840, 3
  %857 = mul nsw i64 %856, %93
  %858 = getelementptr inbounds i8, ptr %725, i64 %857
  %859 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %856
  %860 = load i64, ptr %859, align 8
  store i64 %860, ptr %858, align 1
  %861 = add nuw nsw i64 %840, 4
  %862 = add i64 %841, 4
  %863 = icmp eq i64 %862, %352
  br i1 %863, label %825, label %839

864:                                              ; preds = %634
  %865 = trunc <16 x i32> %724 to <16 x i8>
  %866 = trunc <16 x i32> %713 to <16 x i8>
  %867 = trunc <16 x i32> %702 to <16 x i8>
  %868 = trunc <16 x i32> %691 to <16 x i8>
  %869 = trunc <16 x i32> %680 to <16 x i8>
  %870 = trunc <16 x i32> %669 to <16 x i8>
  %871 = trunc <16 x i32> %658 to <16 x i8>
  %872 = trunc <16 x i32> %647 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  store <16 x i8> %872, ptr %38, align 16
  store <16 x i8> %871, ptr %118, align 16
  store <16 x i8> %870, ptr %119, align 16
  store <16 x i8> %869, ptr %120, align 16
  store <16 x i8> %868, ptr %121, align 16
  store <16 x i8> %867, ptr %122, align 16
  store <16 x i8> %866, ptr %123, align 16
  store <16 x i8> %865, ptr %124, align 16
  br i1 %335, label %873, label %902

873:                                              ; preds = %864, %873
  %874 = phi i64 [ %900, %873 ], [ 0, %864 ]
  %875 = getelementptr inbounds nuw i8, ptr %38, i64 %874
  %876 = mul nsw i64 %874, %20
  %877 = getelementptr i8, ptr %725, i64 %876
  %878 = load i8, ptr %875, align 1
  store i8 %878, ptr %877, align 1
  %879 = getelementptr inbounds nuw i8, ptr %875, i64 16
  %880 = load i8, ptr %879, align 1
  %881 = getelementptr i8, ptr %877, i64 %22
  store i8 %880, ptr %881, align 1
  %882 = getelementptr inbounds nuw i8, ptr %875, i64 32
  %883 = load i8, ptr %882, align 1
  %884 = getelementptr i8, ptr %877, i64 %125
  store i8 %883, ptr %884, align 1
  %885 = getelementptr inbounds nuw i8, ptr %875, i64 48
  %886 = load i8, ptr %885, align 1
  %887 = getelementptr i8, ptr %877, i64 %126
  store i8 %886, ptr %887, align 1
  %888 = getelementptr inbounds nuw i8, ptr %875, i64 64
  %889 = load i8, ptr %888, align 1
  %890 = getelementptr i8, ptr %877, i64 %127
  store i8 %889, ptr %890, align 1
  %891 = getelementptr inbounds nuw i8, ptr %875, i64 80
  %892 = load i8, ptr %891, align 1
  %893 = getelementptr i8, ptr %877, i64 %128
  store i8 %892, ptr %893, align 1
  %894 = getelementptr inbounds nuw i8, ptr %875, i64 96
  %895 = load i8, ptr %894, align 1
  %896 = getelementptr i8, ptr %877, i64 %129
  store i8 %895, ptr %896, align 1
  %897 = getelementptr inbounds nuw i8, ptr %875, i64 112
  %898 = load i8, ptr %897, align 1
  %899 = getelementptr i8, ptr %877, i64 %130
  store i8 %898, ptr %899, align 1
  %900 = add nuw nsw i64 %874, 1
  %901 = icmp eq i64 %900, %324
  br i1 %901, label %902, label %873

902:                                              ; preds = %873, %864
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %903

903:                                              ; preds = %838, %775, %902
  %904 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %344, <16 x i1> %345, <16 x i32> zeroinitializer)
  br i1 %102, label %907, label %905

905:                                              ; preds = %903
  %906 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %346, <16 x i1> %345, <16 x i32> zeroinitializer)
  br label %907

907:                                              ; preds = %905, %903
  %908 = phi <16 x i32> [ %906, %905 ], [ zeroinitializer, %903 ]
  %909 = sub <16 x i32> %908, %904
  br i1 %103, label %913, label %910

910:                                              ; preds = %907
  %911 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %347, <16 x i1> %345, <16 x i32> zeroinitializer)
  %912 = add <16 x i32> %911, %909
  br label %913

913:                                              ; preds = %910, %907
  %914 = phi <16 x i32> [ %912, %910 ], [ %909, %907 ]
  br i1 %104, label %918, label %915

915:                                              ; preds = %913
  %916 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %348, <16 x i1> %345, <16 x float> zeroinitializer)
  %917 = fmul <16 x float> %72, %916
  br label %918

918:                                              ; preds = %913, %915
  %919 = phi <16 x float> [ %917, %915 ], [ %72, %913 ]
  %920 = fmul <16 x float> %75, %919
  %921 = add <16 x i32> %618, %914
  %922 = sitofp <16 x i32> %921 to <16 x float>
  %923 = fmul <16 x float> %920, %922
  %924 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %923, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %925 = fcmp uge <16 x float> %924, splat (float 0x41E0000000000000)
  %926 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %924, i32 4)
  %927 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %926, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %928 = select <16 x i1> %925, <16 x i32> splat (i32 2147483647), <16 x i32> %927
  %929 = add <16 x i32> %928, %78
  %930 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %929, <16 x i32> %81)
  %931 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %930, <16 x i32> %84)
  %932 = add <16 x i32> %616, %914
  %933 = sitofp <16 x i32> %932 to <16 x float>
  %934 = fmul <16 x float> %920, %933
  %935 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %934, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %936 = fcmp uge <16 x float> %935, splat (float 0x41E0000000000000)
  %937 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %935, i32 4)
  %938 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %937, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %939 = select <16 x i1> %936, <16 x i32> splat (i32 2147483647), <16 x i32> %938
  %940 = add <16 x i32> %939, %78
  %941 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %940, <16 x i32> %81)
  %942 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %941, <16 x i32> %84)
  %943 = add <16 x i32> %614, %914
  %944 = sitofp <16 x i32> %943 to <16 x float>
  %945 = fmul <16 x float> %920, %944
  %946 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %945, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %947 = fcmp uge <16 x float> %946, splat (float 0x41E0000000000000)
  %948 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %946, i32 4)
  %949 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %948, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %950 = select <16 x i1> %947, <16 x i32> splat (i32 2147483647), <16 x i32> %949
  %951 = add <16 x i32> %950, %78
  %952 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %951, <16 x i32> %81)
  %953 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %952, <16 x i32> %84)
  %954 = add <16 x i32> %612, %914
  %955 = sitofp <16 x i32> %954 to <16 x float>
  %956 = fmul <16 x float> %920, %955
  %957 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %956, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %958 = fcmp uge <16 x float> %957, splat (float 0x41E0000000000000)
  %959 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %957, i32 4)
  %960 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %959, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %961 = select <16 x i1> %958, <16 x i32> splat (i32 2147483647), <16 x i32> %960
  %962 = add <16 x i32> %961, %78
  %963 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %962, <16 x i32> %81)
  %964 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %963, <16 x i32> %84)
  %965 = add <16 x i32> %610, %914
  %966 = sitofp <16 x i32> %965 to <16 x float>
  %967 = fmul <16 x float> %920, %966
  %968 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %967, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %969 = fcmp uge <16 x float> %968, splat (float 0x41E0000000000000)
  %970 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %968, i32 4)
  %971 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %970, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %972 = select <16 x i1> %969, <16 x i32> splat (i32 2147483647), <16 x i32> %971
  %973 = add <16 x i32> %972, %78
  %974 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %973, <16 x i32> %81)
  %975 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %974, <16 x i32> %84)
  %976 = add <16 x i32> %608, %914
  %977 = sitofp <16 x i32> %976 to <16 x float>
  %978 = fmul <16 x float> %920, %977
  %979 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %978, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %980 = fcmp uge <16 x float> %979, splat (float 0x41E0000000000000)
  %981 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %979, i32 4)
  %982 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %981, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %983 = select <16 x i1> %980, <16 x i32> splat (i32 2147483647), <16 x i32> %982
  %984 = add <16 x i32> %983, %78
  %985 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %984, <16 x i32> %81)
  %986 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %985, <16 x i32> %84)
  %987 = add <16 x i32> %606, %914
  %988 = sitofp <16 x i32> %987 to <16 x float>
  %989 = fmul <16 x float> %920, %988
  %990 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %989, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %991 = fcmp uge <16 x float> %990, splat (float 0x41E0000000000000)
  %992 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %990, i32 4)
  %993 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %992, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %994 = select <16 x i1> %991, <16 x i32> splat (i32 2147483647), <16 x i32> %993
  %995 = add <16 x i32> %994, %78
  %996 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %995, <16 x i32> %81)
  %997 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %996, <16 x i32> %84)
  %998 = add <16 x i32> %604, %914
  %999 = sitofp <16 x i32> %998 to <16 x float>
  %1000 = fmul <16 x float> %920, %999
  %1001 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1000, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1002 = fcmp uge <16 x float> %1001, splat (float 0x41E0000000000000)
  %1003 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1001, i32 4)
  %1004 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1003, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1005 = select <16 x i1> %1002, <16 x i32> splat (i32 2147483647), <16 x i32> %1004
  %1006 = add <16 x i32> %1005, %78
  %1007 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1006, <16 x i32> %81)
  %1008 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1007, <16 x i32> %84)
  %1009 = getelementptr inbounds i8, ptr %373, i64 %349
  br i1 %85, label %1010, label %1148

1010:                                             ; preds = %918
  %1011 = shufflevector <16 x i32> %931, <16 x i32> %942, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1012 = trunc <16 x i32> %1011 to <16 x i8>
  %1013 = shufflevector <16 x i32> %953, <16 x i32> %964, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1014 = trunc <16 x i32> %1013 to <16 x i8>
  %1015 = shufflevector <16 x i32> %975, <16 x i32> %986, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1016 = trunc <16 x i32> %1015 to <16 x i8>
  %1017 = shufflevector <16 x i32> %997, <16 x i32> %1008, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1018 = trunc <16 x i32> %1017 to <16 x i8>
  %1019 = shufflevector <16 x i32> %931, <16 x i32> %942, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1020 = trunc <16 x i32> %1019 to <16 x i8>
  %1021 = shufflevector <16 x i32> %953, <16 x i32> %964, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1022 = trunc <16 x i32> %1021 to <16 x i8>
  %1023 = shufflevector <16 x i32> %975, <16 x i32> %986, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1024 = trunc <16 x i32> %1023 to <16 x i8>
  %1025 = shufflevector <16 x i32> %997, <16 x i32> %1008, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1026 = trunc <16 x i32> %1025 to <16 x i8>
  %1027 = bitcast <16 x i8> %1012 to <8 x i16>
  %1028 = bitcast <16 x i8> %1014 to <8 x i16>
  %1029 = shufflevector <8 x i16> %1027, <8 x i16> %1028, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1030 = shufflevector <8 x i16> %1027, <8 x i16> %1028, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1031 = bitcast <16 x i8> %1016 to <8 x i16>
  %1032 = bitcast <16 x i8> %1018 to <8 x i16>
  %1033 = shufflevector <8 x i16> %1031, <8 x i16> %1032, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1034 = shufflevector <8 x i16> %1031, <8 x i16> %1032, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1035 = bitcast <8 x i16> %1029 to <4 x i32>
  %1036 = bitcast <8 x i16> %1033 to <4 x i32>
  %1037 = shufflevector <4 x i32> %1035, <4 x i32> %1036, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1038 = shufflevector <4 x i32> %1035, <4 x i32> %1036, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1039 = bitcast <8 x i16> %1030 to <4 x i32>
  %1040 = bitcast <8 x i16> %1034 to <4 x i32>
  %1041 = shufflevector <4 x i32> %1039, <4 x i32> %1040, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1042 = shufflevector <4 x i32> %1039, <4 x i32> %1040, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1043 = bitcast <16 x i8> %1020 to <8 x i16>
  %1044 = bitcast <16 x i8> %1022 to <8 x i16>
  %1045 = shufflevector <8 x i16> %1043, <8 x i16> %1044, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1046 = shufflevector <8 x i16> %1043, <8 x i16> %1044, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1047 = bitcast <16 x i8> %1024 to <8 x i16>
  %1048 = bitcast <16 x i8> %1026 to <8 x i16>
  %1049 = shufflevector <8 x i16> %1047, <8 x i16> %1048, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1050 = shufflevector <8 x i16> %1047, <8 x i16> %1048, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1051 = bitcast <8 x i16> %1045 to <4 x i32>
  %1052 = bitcast <8 x i16> %1049 to <4 x i32>
  %1053 = shufflevector <4 x i32> %1051, <4 x i32> %1052, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1054 = shufflevector <4 x i32> %1051, <4 x i32> %1052, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1055 = bitcast <8 x i16> %1046 to <4 x i32>
  %1056 = bitcast <8 x i16> %1050 to <4 x i32>
  %1057 = shufflevector <4 x i32> %1055, <4 x i32> %1056, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1058 = shufflevector <4 x i32> %1055, <4 x i32> %1056, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %338, label %1059, label %1107

1059:                                             ; preds = %1010
  %1060 = bitcast <4 x i32> %1058 to <2 x i64>
  %1061 = bitcast <4 x i32> %1057 to <2 x i64>
  %1062 = bitcast <4 x i32> %1054 to <2 x i64>
  %1063 = bitcast <4 x i32> %1053 to <2 x i64>
  %1064 = bitcast <4 x i32> %1042 to <2 x i64>
  %1065 = bitcast <4 x i32> %1041 to <2 x i64>
  %1066 = bitcast <4 x i32> %1038 to <2 x i64>
  %1067 = bitcast <4 x i32> %1037 to <2 x i64>
  %1068 = extractelement <2 x i64> %1067, i64 0
  store i64 %1068, ptr %1009, align 1
  %1069 = getelementptr inbounds i8, ptr %1009, i64 %93
  %1070 = bitcast <4 x i32> %1037 to <2 x double>
  %1071 = extractelement <2 x double> %1070, i64 1
  store double %1071, ptr %1069, align 1
  %1072 = getelementptr inbounds i8, ptr %1009, i64 %172
  %1073 = extractelement <2 x i64> %1066, i64 0
  store i64 %1073, ptr %1072, align 1
  %1074 = getelementptr inbounds i8, ptr %1009, i64 %173
  %1075 = bitcast <4 x i32> %1038 to <2 x double>
  %1076 = extractelement <2 x double> %1075, i64 1
  store double %1076, ptr %1074, align 1
  %1077 = getelementptr inbounds i8, ptr %1009, i64 %174
  %1078 = extractelement <2 x i64> %1065, i64 0
  store i64 %1078, ptr %1077, align 1
  %1079 = getelementptr inbounds i8, ptr %1009, i64 %175
  %1080 = bitcast <4 x i32> %1041 to <2 x double>
  %1081 = extractelement <2 x double> %1080, i64 1
  store double %1081, ptr %1079, align 1
  %1082 = getelementptr inbounds i8, ptr %1009, i64 %176
  %1083 = extractelement <2 x i64> %1064, i64 0
  store i64 %1083, ptr %1082, align 1
  %1084 = getelementptr inbounds i8, ptr %1009, i64 %177
  %1085 = bitcast <4 x i32> %1042 to <2 x double>
  %1086 = extractelement <2 x double> %1085, i64 1
  store double %1086, ptr %1084, align 1
  %1087 = getelementptr inbounds i8, ptr %1009, i64 %178
  %1088 = extractelement <2 x i64> %1063, i64 0
  store i64 %1088, ptr %1087, align 1
  %1089 = getelementptr inbounds i8, ptr %1009, i64 %179
  %1090 = bitcast <4 x i32> %1053 to <2 x double>
  %1091 = extractelement <2 x double> %1090, i64 1
  store double %1091, ptr %1089, align 1
  %1092 = getelementptr inbounds i8, ptr %1009, i64 %180
  %1093 = extractelement <2 x i64> %1062, i64 0
  store i64 %1093, ptr %1092, align 1
  %1094 = getelementptr inbounds i8, ptr %1009, i64 %181
  %1095 = bitcast <4 x i32> %1054 to <2 x double>
  %1096 = extractelement <2 x double> %1095, i64 1
  store double %1096, ptr %1094, align 1
  %1097 = getelementptr inbounds i8, ptr %1009, i64 %182
  %1098 = extractelement <2 x i64> %1061, i64 0
  store i64 %1098, ptr %1097, align 1
  %1099 = getelementptr inbounds i8, ptr %1009, i64 %183
  %1100 = bitcast <4 x i32> %1057 to <2 x double>
  %1101 = extractelement <2 x double> %1100, i64 1
  store double %1101, ptr %1099, align 1
  %1102 = getelementptr inbounds i8, ptr %1009, i64 %184
  %1103 = extractelement <2 x i64> %1060, i64 0
  store i64 %1103, ptr %1102, align 1
  %1104 = getelementptr inbounds i8, ptr %1009, i64 %185
  %1105 = bitcast <4 x i32> %1058 to <2 x double>
  %1106 = extractelement <2 x double> %1105, i64 1
  store double %1106, ptr %1104, align 1
  br label %1908

1107:                                             ; preds = %1010
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store <4 x i32> %1037, ptr %39, align 16
  store <4 x i32> %1038, ptr %165, align 16
  store <4 x i32> %1041, ptr %166, align 16
  store <4 x i32> %1042, ptr %167, align 16
  store <4 x i32> %1053, ptr %168, align 16
  store <4 x i32> %1054, ptr %169, align 16
  store <4 x i32> %1057, ptr %170, align 16
  store <4 x i32> %1058, ptr %171, align 16
  br i1 %350, label %1108, label %1122

1108:                                             ; preds = %1107
  br i1 %353, label %1110, label %1123

1109:                                             ; preds = %1123
  br i1 %267, label %1122, label %1110

1110:                                             ; preds = %1109, %1108
  %1111 = phi i64 [ 0, %1108 ], [ %1145, %1109 ]
  tail call void @llvm.assume(i1 %268)
  br label %1112

1112:                                             ; preds = %1112, %1110
  %1113 = phi i64 [ %1119, %1112 ], [ %1111, %1110 ]
  %1114 = phi i64 [ %1120, %1112 ], [ 0, %1110 ]
  %1115 = mul nsw i64 %1113, %93
  %1116 = getelementptr inbounds i8, ptr %1009, i64 %1115
  %1117 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %1113
  %1118 = load i64, ptr %1117, align 8
  store i64 %1118, ptr %1116, align 1
  %1119 = add nuw nsw i64 %1113, 1
  %1120 = add i64 %1114, 1
  %1121 = icmp eq i64 %1120, %266
  br i1 %1121, label %1122, label %1112

1122:                                             ; preds = %1109, %1112, %1107
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %1908

1123:                                             ; preds = %1108, %1123
  %1124 = phi i64 [ %1145, %1123 ], [ 0, %1108 ]
  %1125 = phi i64 [ %1146, %1123 ], [ 0, %1108 ]
  %1126 = mul nsw i64 %1124, %93
  %1127 = getelementptr inbounds i8, ptr %1009, i64 %1126
  %1128 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %1124
  %1129 = load i64, ptr %1128, align 16
  store i64 %1129, ptr %1127, align 1
  %1130 = or disjoint i64 %1124, 1
  %1131 = mul nsw i64 %1130, %93
  %1132 = getelementptr inbounds i8, ptr %1009, i64 %1131
  %1133 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %1130
  %1134 = load i64, ptr %1133, align 8
  store i64 %1134, ptr %1132, align 1
  %1135 = or disjoint i64 %1124, 2
  %1136 = mul nsw i64 %1135, %93
  %1137 = getelementptr inbounds i8, ptr %1009, i64 %1136
  %1138 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %1135
  %1139 = load i64, ptr %1138, align 16
  store i64 %1139, ptr %1137, align 1
  %1140 = or disjoint i64 %1124, 3
  %1141 = mul nsw i64 %1140, %93
  %1142 = getelementptr inbounds i8, ptr %1009, i64 %1141
  %1143 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %1140
  %1144 = load i64, ptr %1143, align 8
  store i64 %1144, ptr %1142, align 1
  %1145 = add nuw nsw i64 %1124, 4
  %1146 = add i64 %1125, 4
  %1147 = icmp eq i64 %1146, %354
  br i1 %1147, label %1109, label %1123

1148:                                             ; preds = %918
  %1149 = trunc <16 x i32> %1008 to <16 x i8>
  %1150 = trunc <16 x i32> %997 to <16 x i8>
  %1151 = trunc <16 x i32> %986 to <16 x i8>
  %1152 = trunc <16 x i32> %975 to <16 x i8>
  %1153 = trunc <16 x i32> %964 to <16 x i8>
  %1154 = trunc <16 x i32> %953 to <16 x i8>
  %1155 = trunc <16 x i32> %942 to <16 x i8>
  %1156 = trunc <16 x i32> %931 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  store <16 x i8> %1156, ptr %40, align 16
  store <16 x i8> %1155, ptr %152, align 16
  store <16 x i8> %1154, ptr %153, align 16
  store <16 x i8> %1153, ptr %154, align 16
  store <16 x i8> %1152, ptr %155, align 16
  store <16 x i8> %1151, ptr %156, align 16
  store <16 x i8> %1150, ptr %157, align 16
  store <16 x i8> %1149, ptr %158, align 16
  br i1 %350, label %1157, label %1186

1157:                                             ; preds = %1148, %1157
  %1158 = phi i64 [ %1184, %1157 ], [ 0, %1148 ]
  %1159 = getelementptr inbounds nuw i8, ptr %40, i64 %1158
  %1160 = mul nsw i64 %1158, %20
  %1161 = getelementptr i8, ptr %1009, i64 %1160
  %1162 = load i8, ptr %1159, align 1
  store i8 %1162, ptr %1161, align 1
  %1163 = getelementptr inbounds nuw i8, ptr %1159, i64 16
  %1164 = load i8, ptr %1163, align 1
  %1165 = getelementptr i8, ptr %1161, i64 %22
  store i8 %1164, ptr %1165, align 1
  %1166 = getelementptr inbounds nuw i8, ptr %1159, i64 32
  %1167 = load i8, ptr %1166, align 1
  %1168 = getelementptr i8, ptr %1161, i64 %159
  store i8 %1167, ptr %1168, align 1
  %1169 = getelementptr inbounds nuw i8, ptr %1159, i64 48
  %1170 = load i8, ptr %1169, align 1
  %1171 = getelementptr i8, ptr %1161, i64 %160
  store i8 %1170, ptr %1171, align 1
  %1172 = getelementptr inbounds nuw i8, ptr %1159, i64 64
  %1173 = load i8, ptr %1172, align 1
  %1174 = getelementptr i8, ptr %1161, i64 %161
  store i8 %1173, ptr %1174, align 1
  %1175 = getelementptr inbounds nuw i8, ptr %1159, i64 80
  %1176 = load i8, ptr %1175, align 1
  %1177 = getelementptr i8, ptr %1161, i64 %162
  store i8 %1176, ptr %1177, align 1
  %1178 = getelementptr inbounds nuw i8, ptr %1159, i64 96
  %1179 = load i8, ptr %1178, align 1
  %1180 = getelementptr i8, ptr %1161, i64 %163
  store i8 %1179, ptr %1180, align 1
  %1181 = getelementptr inbounds nuw i8, ptr %1159, i64 112
  %1182 = load i8, ptr %1181, align 1
  %1183 = getelementptr i8, ptr %1161, i64 %164
  store i8 %1182, ptr %1183, align 1
  %1184 = add nuw nsw i64 %1158, 1
  %1185 = icmp eq i64 %1184, %339
  br i1 %1185, label %1186, label %1157

1186:                                             ; preds = %1157, %1148
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %1908

1187:                                             ; preds = %360
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %41, i8 0, i64 1024, i1 false)
  %1188 = mul i64 %95, %361
  %1189 = getelementptr inbounds i8, ptr %288, i64 %1188
  %1190 = mul nsw i64 %361, %22
  %1191 = getelementptr inbounds i8, ptr %319, i64 %1190
  br i1 %97, label %1192, label %1268

1192:                                             ; preds = %1187
  %1193 = icmp sgt i32 %365, 0
  %1194 = zext nneg i32 %365 to i64
  br label %1195

1195:                                             ; preds = %1192, %1201
  %1196 = phi i64 [ 0, %1192 ], [ %1202, %1201 ]
  br i1 %98, label %1197, label %1201

1197:                                             ; preds = %1195
  %1198 = mul i64 %96, %1196
  %1199 = getelementptr inbounds i8, ptr %1189, i64 %1198
  %1200 = mul nuw nsw i64 %1196, %9
  br label %1204

1201:                                             ; preds = %1213, %1195
  %1202 = add nuw nsw i64 %1196, 1
  %1203 = icmp eq i64 %1202, %8
  br i1 %1203, label %1268, label %1195

1204:                                             ; preds = %1197, %1213
  %1205 = phi i64 [ 0, %1197 ], [ %1214, %1213 ]
  %1206 = mul i64 %99, %1205
  %1207 = getelementptr inbounds i8, ptr %1199, i64 %1206
  %1208 = add nuw nsw i64 %1205, %1200
  %1209 = mul i64 %100, %1208
  %1210 = getelementptr inbounds i8, ptr %315, i64 %1209
  br i1 %101, label %1211, label %1213

1211:                                             ; preds = %1204
  %1212 = getelementptr inbounds i8, ptr %1210, i64 %56
  br label %1216

1213:                                             ; preds = %1238, %1204
  %1214 = add nuw nsw i64 %1205, 1
  %1215 = icmp eq i64 %1214, %9
  br i1 %1215, label %1201, label %1204

1216:                                             ; preds = %1211, %1238
  %1217 = phi i64 [ 0, %1211 ], [ %1239, %1238 ]
  %1218 = shl nsw i64 %1217, 6
  %1219 = getelementptr inbounds nuw i8, ptr %1210, i64 %1218
  %1220 = load <8 x i64>, ptr %1219, align 64
  br i1 %316, label %1224, label %1221

1221:                                             ; preds = %1216
  %1222 = getelementptr inbounds nuw i8, ptr %1212, i64 %1218
  %1223 = load <8 x i64>, ptr %1222, align 64
  br label %1224

1224:                                             ; preds = %1221, %1216
  %1225 = phi <8 x i64> [ %1223, %1221 ], [ %1220, %1216 ]
  %1226 = shl nsw i64 %1217, 2
  %1227 = getelementptr i8, ptr %1207, i64 %1226
  br i1 %1193, label %1228, label %1238

1228:                                             ; preds = %1224
  %1229 = sub nsw i64 %6, %1226
  %1230 = icmp sgt i64 %1229, 3
  %1231 = trunc i64 %1229 to i32
  %1232 = shl nsw i32 -1, %1231
  %1233 = trunc i32 %1232 to i16
  %1234 = xor i16 %1233, -1
  %1235 = bitcast i16 %1234 to <16 x i1>
  %1236 = bitcast <8 x i64> %1220 to <64 x i8>
  %1237 = bitcast <8 x i64> %1225 to <64 x i8>
  br label %1241

1238:                                             ; preds = %1265, %1224
  %1239 = add nuw nsw i64 %1217, 1
  %1240 = icmp eq i64 %1239, %105
  br i1 %1240, label %1213, label %1216

1241:                                             ; preds = %1228, %1265
  %1242 = phi i64 [ 0, %1228 ], [ %1266, %1265 ]
  %1243 = mul i64 %95, %1242
  %1244 = getelementptr i8, ptr %1227, i64 %1243
  br i1 %1230, label %1245, label %1249

1245:                                             ; preds = %1241
  %1246 = load i32, ptr %1244, align 1
  %1247 = insertelement <16 x i32> poison, i32 %1246, i64 0
  %1248 = shufflevector <16 x i32> %1247, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %1253

1249:                                             ; preds = %1241
  %1250 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1244, <16 x i1> %1235, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1251 = bitcast <16 x i8> %1250 to <4 x i32>
  %1252 = shufflevector <4 x i32> %1251, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %1253

1253:                                             ; preds = %1245, %1249
  %1254 = phi <16 x i32> [ %1248, %1245 ], [ %1252, %1249 ]
  %1255 = bitcast <16 x i32> %1254 to <8 x i64>
  %1256 = xor <8 x i64> %49, %1255
  %1257 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %41, i64 %1242
  %1258 = load <16 x i32>, ptr %1257, align 64
  %1259 = bitcast <8 x i64> %1256 to <64 x i8>
  %1260 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1258, <64 x i8> %1259, <64 x i8> %1236)
  store <16 x i32> %1260, ptr %1257, align 64
  br i1 %316, label %1265, label %1261

1261:                                             ; preds = %1253
  %1262 = getelementptr inbounds nuw i8, ptr %1257, i64 64
  %1263 = load <16 x i32>, ptr %1262, align 64
  %1264 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1263, <64 x i8> %1259, <64 x i8> %1237)
  store <16 x i32> %1264, ptr %1262, align 64
  br label %1265

1265:                                             ; preds = %1261, %1253
  %1266 = add nuw nsw i64 %1242, 1
  %1267 = icmp eq i64 %1266, %1194
  br i1 %1267, label %1238, label %1241

1268:                                             ; preds = %1201, %1187
  %1269 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %329, <16 x i1> %330, <16 x i32> zeroinitializer)
  br i1 %102, label %1272, label %1270

1270:                                             ; preds = %1268
  %1271 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %331, <16 x i1> %330, <16 x i32> zeroinitializer)
  br label %1272

1272:                                             ; preds = %1270, %1268
  %1273 = phi <16 x i32> [ %1271, %1270 ], [ zeroinitializer, %1268 ]
  %1274 = sub <16 x i32> %1273, %1269
  br i1 %103, label %1278, label %1275

1275:                                             ; preds = %1272
  %1276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %332, <16 x i1> %330, <16 x i32> zeroinitializer)
  %1277 = add <16 x i32> %1276, %1274
  br label %1278

1278:                                             ; preds = %1275, %1272
  %1279 = phi <16 x i32> [ %1277, %1275 ], [ %1274, %1272 ]
  br i1 %104, label %1283, label %1280

1280:                                             ; preds = %1278
  %1281 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %333, <16 x i1> %330, <16 x float> zeroinitializer)
  %1282 = fmul <16 x float> %72, %1281
  br label %1283

1283:                                             ; preds = %1278, %1280
  %1284 = phi <16 x float> [ %1282, %1280 ], [ %72, %1278 ]
  %1285 = fmul <16 x float> %75, %1284
  %1286 = load <16 x i32>, ptr %41, align 64
  %1287 = add <16 x i32> %1286, %1279
  %1288 = sitofp <16 x i32> %1287 to <16 x float>
  %1289 = fmul <16 x float> %1285, %1288
  %1290 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1289, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1291 = fcmp uge <16 x float> %1290, splat (float 0x41E0000000000000)
  %1292 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1290, i32 4)
  %1293 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1292, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1294 = select <16 x i1> %1291, <16 x i32> splat (i32 2147483647), <16 x i32> %1293
  %1295 = add <16 x i32> %1294, %78
  %1296 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1295, <16 x i32> %81)
  %1297 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1296, <16 x i32> %84)
  %1298 = load <16 x i32>, ptr %186, align 64
  %1299 = add <16 x i32> %1298, %1279
  %1300 = sitofp <16 x i32> %1299 to <16 x float>
  %1301 = fmul <16 x float> %1285, %1300
  %1302 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1301, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1303 = fcmp uge <16 x float> %1302, splat (float 0x41E0000000000000)
  %1304 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1302, i32 4)
  %1305 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1304, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1306 = select <16 x i1> %1303, <16 x i32> splat (i32 2147483647), <16 x i32> %1305
  %1307 = add <16 x i32> %1306, %78
  %1308 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1307, <16 x i32> %81)
  %1309 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1308, <16 x i32> %84)
  %1310 = load <16 x i32>, ptr %187, align 64
  %1311 = add <16 x i32> %1310, %1279
  %1312 = sitofp <16 x i32> %1311 to <16 x float>
  %1313 = fmul <16 x float> %1285, %1312
  %1314 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1313, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1315 = fcmp uge <16 x float> %1314, splat (float 0x41E0000000000000)
  %1316 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1314, i32 4)
  %1317 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1316, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1318 = select <16 x i1> %1315, <16 x i32> splat (i32 2147483647), <16 x i32> %1317
  %1319 = add <16 x i32> %1318, %78
  %1320 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1319, <16 x i32> %81)
  %1321 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1320, <16 x i32> %84)
  %1322 = load <16 x i32>, ptr %188, align 64
  %1323 = add <16 x i32> %1322, %1279
  %1324 = sitofp <16 x i32> %1323 to <16 x float>
  %1325 = fmul <16 x float> %1285, %1324
  %1326 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1325, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1327 = fcmp uge <16 x float> %1326, splat (float 0x41E0000000000000)
  %1328 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1326, i32 4)
  %1329 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1328, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1330 = select <16 x i1> %1327, <16 x i32> splat (i32 2147483647), <16 x i32> %1329
  %1331 = add <16 x i32> %1330, %78
  %1332 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1331, <16 x i32> %81)
  %1333 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1332, <16 x i32> %84)
  %1334 = load <16 x i32>, ptr %189, align 64
  %1335 = add <16 x i32> %1334, %1279
  %1336 = sitofp <16 x i32> %1335 to <16 x float>
  %1337 = fmul <16 x float> %1285, %1336
  %1338 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1337, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1339 = fcmp uge <16 x float> %1338, splat (float 0x41E0000000000000)
  %1340 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1338, i32 4)
  %1341 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1340, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1342 = select <16 x i1> %1339, <16 x i32> splat (i32 2147483647), <16 x i32> %1341
  %1343 = add <16 x i32> %1342, %78
  %1344 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1343, <16 x i32> %81)
  %1345 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1344, <16 x i32> %84)
  %1346 = load <16 x i32>, ptr %190, align 64
  %1347 = add <16 x i32> %1346, %1279
  %1348 = sitofp <16 x i32> %1347 to <16 x float>
  %1349 = fmul <16 x float> %1285, %1348
  %1350 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1349, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1351 = fcmp uge <16 x float> %1350, splat (float 0x41E0000000000000)
  %1352 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1350, i32 4)
  %1353 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1352, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1354 = select <16 x i1> %1351, <16 x i32> splat (i32 2147483647), <16 x i32> %1353
  %1355 = add <16 x i32> %1354, %78
  %1356 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1355, <16 x i32> %81)
  %1357 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1356, <16 x i32> %84)
  %1358 = load <16 x i32>, ptr %191, align 64
  %1359 = add <16 x i32> %1358, %1279
  %1360 = sitofp <16 x i32> %1359 to <16 x float>
  %1361 = fmul <16 x float> %1285, %1360
  %1362 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1361, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1363 = fcmp uge <16 x float> %1362, splat (float 0x41E0000000000000)
  %1364 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1362, i32 4)
  %1365 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1364, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1366 = select <16 x i1> %1363, <16 x i32> splat (i32 2147483647), <16 x i32> %1365
  %1367 = add <16 x i32> %1366, %78
  %1368 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1367, <16 x i32> %81)
  %1369 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1368, <16 x i32> %84)
  %1370 = load <16 x i32>, ptr %192, align 64
  %1371 = add <16 x i32> %1370, %1279
  %1372 = sitofp <16 x i32> %1371 to <16 x float>
  %1373 = fmul <16 x float> %1285, %1372
  %1374 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1373, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1375 = fcmp uge <16 x float> %1374, splat (float 0x41E0000000000000)
  %1376 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1374, i32 4)
  %1377 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1376, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1378 = select <16 x i1> %1375, <16 x i32> splat (i32 2147483647), <16 x i32> %1377
  %1379 = add <16 x i32> %1378, %78
  %1380 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1379, <16 x i32> %81)
  %1381 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1380, <16 x i32> %84)
  %1382 = getelementptr inbounds i8, ptr %1191, i64 %334
  %1383 = icmp eq i32 %365, 8
  %1384 = and i1 %85, %1383
  br i1 %1384, label %1385, label %1523

1385:                                             ; preds = %1283
  %1386 = shufflevector <16 x i32> %1297, <16 x i32> %1309, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1387 = trunc <16 x i32> %1386 to <16 x i8>
  %1388 = shufflevector <16 x i32> %1321, <16 x i32> %1333, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1389 = trunc <16 x i32> %1388 to <16 x i8>
  %1390 = shufflevector <16 x i32> %1345, <16 x i32> %1357, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1391 = trunc <16 x i32> %1390 to <16 x i8>
  %1392 = shufflevector <16 x i32> %1369, <16 x i32> %1381, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1393 = trunc <16 x i32> %1392 to <16 x i8>
  %1394 = shufflevector <16 x i32> %1297, <16 x i32> %1309, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1395 = trunc <16 x i32> %1394 to <16 x i8>
  %1396 = shufflevector <16 x i32> %1321, <16 x i32> %1333, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1397 = trunc <16 x i32> %1396 to <16 x i8>
  %1398 = shufflevector <16 x i32> %1345, <16 x i32> %1357, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1399 = trunc <16 x i32> %1398 to <16 x i8>
  %1400 = shufflevector <16 x i32> %1369, <16 x i32> %1381, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1401 = trunc <16 x i32> %1400 to <16 x i8>
  %1402 = bitcast <16 x i8> %1387 to <8 x i16>
  %1403 = bitcast <16 x i8> %1389 to <8 x i16>
  %1404 = shufflevector <8 x i16> %1402, <8 x i16> %1403, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1405 = shufflevector <8 x i16> %1402, <8 x i16> %1403, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1406 = bitcast <16 x i8> %1391 to <8 x i16>
  %1407 = bitcast <16 x i8> %1393 to <8 x i16>
  %1408 = shufflevector <8 x i16> %1406, <8 x i16> %1407, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1409 = shufflevector <8 x i16> %1406, <8 x i16> %1407, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1410 = bitcast <8 x i16> %1404 to <4 x i32>
  %1411 = bitcast <8 x i16> %1408 to <4 x i32>
  %1412 = shufflevector <4 x i32> %1410, <4 x i32> %1411, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1413 = shufflevector <4 x i32> %1410, <4 x i32> %1411, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1414 = bitcast <8 x i16> %1405 to <4 x i32>
  %1415 = bitcast <8 x i16> %1409 to <4 x i32>
  %1416 = shufflevector <4 x i32> %1414, <4 x i32> %1415, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1417 = shufflevector <4 x i32> %1414, <4 x i32> %1415, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1418 = bitcast <16 x i8> %1395 to <8 x i16>
  %1419 = bitcast <16 x i8> %1397 to <8 x i16>
  %1420 = shufflevector <8 x i16> %1418, <8 x i16> %1419, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1421 = shufflevector <8 x i16> %1418, <8 x i16> %1419, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1422 = bitcast <16 x i8> %1399 to <8 x i16>
  %1423 = bitcast <16 x i8> %1401 to <8 x i16>
  %1424 = shufflevector <8 x i16> %1422, <8 x i16> %1423, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1425 = shufflevector <8 x i16> %1422, <8 x i16> %1423, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1426 = bitcast <8 x i16> %1420 to <4 x i32>
  %1427 = bitcast <8 x i16> %1424 to <4 x i32>
  %1428 = shufflevector <4 x i32> %1426, <4 x i32> %1427, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1429 = shufflevector <4 x i32> %1426, <4 x i32> %1427, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1430 = bitcast <8 x i16> %1421 to <4 x i32>
  %1431 = bitcast <8 x i16> %1425 to <4 x i32>
  %1432 = shufflevector <4 x i32> %1430, <4 x i32> %1431, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1433 = shufflevector <4 x i32> %1430, <4 x i32> %1431, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %323, label %1434, label %1482

1434:                                             ; preds = %1385
  %1435 = bitcast <4 x i32> %1433 to <2 x i64>
  %1436 = bitcast <4 x i32> %1432 to <2 x i64>
  %1437 = bitcast <4 x i32> %1429 to <2 x i64>
  %1438 = bitcast <4 x i32> %1428 to <2 x i64>
  %1439 = bitcast <4 x i32> %1417 to <2 x i64>
  %1440 = bitcast <4 x i32> %1416 to <2 x i64>
  %1441 = bitcast <4 x i32> %1413 to <2 x i64>
  %1442 = bitcast <4 x i32> %1412 to <2 x i64>
  %1443 = extractelement <2 x i64> %1442, i64 0
  store i64 %1443, ptr %1382, align 1
  %1444 = getelementptr inbounds i8, ptr %1382, i64 %93
  %1445 = bitcast <4 x i32> %1412 to <2 x double>
  %1446 = extractelement <2 x double> %1445, i64 1
  store double %1446, ptr %1444, align 1
  %1447 = getelementptr inbounds i8, ptr %1382, i64 %207
  %1448 = extractelement <2 x i64> %1441, i64 0
  store i64 %1448, ptr %1447, align 1
  %1449 = getelementptr inbounds i8, ptr %1382, i64 %208
  %1450 = bitcast <4 x i32> %1413 to <2 x double>
  %1451 = extractelement <2 x double> %1450, i64 1
  store double %1451, ptr %1449, align 1
  %1452 = getelementptr inbounds i8, ptr %1382, i64 %209
  %1453 = extractelement <2 x i64> %1440, i64 0
  store i64 %1453, ptr %1452, align 1
  %1454 = getelementptr inbounds i8, ptr %1382, i64 %210
  %1455 = bitcast <4 x i32> %1416 to <2 x double>
  %1456 = extractelement <2 x double> %1455, i64 1
  store double %1456, ptr %1454, align 1
  %1457 = getelementptr inbounds i8, ptr %1382, i64 %211
  %1458 = extractelement <2 x i64> %1439, i64 0
  store i64 %1458, ptr %1457, align 1
  %1459 = getelementptr inbounds i8, ptr %1382, i64 %212
  %1460 = bitcast <4 x i32> %1417 to <2 x double>
  %1461 = extractelement <2 x double> %1460, i64 1
  store double %1461, ptr %1459, align 1
  %1462 = getelementptr inbounds i8, ptr %1382, i64 %213
  %1463 = extractelement <2 x i64> %1438, i64 0
  store i64 %1463, ptr %1462, align 1
  %1464 = getelementptr inbounds i8, ptr %1382, i64 %214
  %1465 = bitcast <4 x i32> %1428 to <2 x double>
  %1466 = extractelement <2 x double> %1465, i64 1
  store double %1466, ptr %1464, align 1
  %1467 = getelementptr inbounds i8, ptr %1382, i64 %215
  %1468 = extractelement <2 x i64> %1437, i64 0
  store i64 %1468, ptr %1467, align 1
  %1469 = getelementptr inbounds i8, ptr %1382, i64 %216
  %1470 = bitcast <4 x i32> %1429 to <2 x double>
  %1471 = extractelement <2 x double> %1470, i64 1
  store double %1471, ptr %1469, align 1
  %1472 = getelementptr inbounds i8, ptr %1382, i64 %217
  %1473 = extractelement <2 x i64> %1436, i64 0
  store i64 %1473, ptr %1472, align 1
  %1474 = getelementptr inbounds i8, ptr %1382, i64 %218
  %1475 = bitcast <4 x i32> %1432 to <2 x double>
  %1476 = extractelement <2 x double> %1475, i64 1
  store double %1476, ptr %1474, align 1
  %1477 = getelementptr inbounds i8, ptr %1382, i64 %219
  %1478 = extractelement <2 x i64> %1435, i64 0
  store i64 %1478, ptr %1477, align 1
  %1479 = getelementptr inbounds i8, ptr %1382, i64 %220
  %1480 = bitcast <4 x i32> %1433 to <2 x double>
  %1481 = extractelement <2 x double> %1480, i64 1
  store double %1481, ptr %1479, align 1
  br label %1588

1482:                                             ; preds = %1385
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <4 x i32> %1412, ptr %33, align 16
  store <4 x i32> %1413, ptr %200, align 16
  store <4 x i32> %1416, ptr %201, align 16
  store <4 x i32> %1417, ptr %202, align 16
  store <4 x i32> %1428, ptr %203, align 16
  store <4 x i32> %1429, ptr %204, align 16
  store <4 x i32> %1432, ptr %205, align 16
  store <4 x i32> %1433, ptr %206, align 16
  br i1 %335, label %1483, label %1497

1483:                                             ; preds = %1482
  br i1 %355, label %1485, label %1498

1484:                                             ; preds = %1498
  br i1 %270, label %1497, label %1485

1485:                                             ; preds = %1484, %1483
  %1486 = phi i64 [ 0, %1483 ], [ %1520, %1484 ]
  tail call void @llvm.assume(i1 %271)
  br label %1487

1487:                                             ; preds = %1487, %1485
  %1488 = phi i64 [ %1494, %1487 ], [ %1486, %1485 ]
  %1489 = phi i64 [ %1495, %1487 ], [ 0, %1485 ]
  %1490 = mul nsw i64 %1488, %93
  %1491 = getelementptr inbounds i8, ptr %1382, i64 %1490
  %1492 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %1488
  %1493 = load i64, ptr %1492, align 8
  store i64 %1493, ptr %1491, align 1
  %1494 = add nuw nsw i64 %1488, 1
  %1495 = add i64 %1489, 1
  %1496 = icmp eq i64 %1495, %269
  br i1 %1496, label %1497, label %1487

1497:                                             ; preds = %1484, %1487, %1482
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %1588

1498:                                             ; preds = %1483, %1498
  %1499 = phi i64 [ %1520, %1498 ], [ 0, %1483 ]
  %1500 = phi i64 [ %1521, %1498 ], [ 0, %1483 ]
  %1501 = mul nsw i64 %1499, %93
  %1502 = getelementptr inbounds i8, ptr %1382, i64 %1501
  %1503 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %1499
  %1504 = load i64, ptr %1503, align 16
  store i64 %1504, ptr %1502, align 1
  %1505 = or disjoint i64 %1499, 1
  %1506 = mul nsw i64 %1505, %93
  %1507 = getelementptr inbounds i8, ptr %1382, i64 %1506
  %1508 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %1505
  %1509 = load i64, ptr %1508, align 8
  store i64 %1509, ptr %1507, align 1
  %1510 = or disjoint i64 %1499, 2
  %1511 = mul nsw i64 %1510, %93
  %1512 = getelementptr inbounds i8, ptr %1382, i64 %1511
  %1513 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %1510
  %1514 = load i64, ptr %1513, align 16
  store i64 %1514, ptr %1512, align 1
  %1515 = or disjoint i64 %1499, 3
  %1516 = mul nsw i64 %1515, %93
  %1517 = getelementptr inbounds i8, ptr %1382, i64 %1516
  %1518 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %1515
  %1519 = load i64, ptr %1518, align 8
  store i64 %1519, ptr %1517, align 1
  %1520 = add nuw nsw i64 %1499, 4
  %1521 = add i64 %1500, 4
  %1522 = icmp eq i64 %1521, %356
  br i1 %1522, label %1484, label %1498

1523:                                             ; preds = %1283
  %1524 = trunc <16 x i32> %1381 to <16 x i8>
  %1525 = trunc <16 x i32> %1369 to <16 x i8>
  %1526 = trunc <16 x i32> %1357 to <16 x i8>
  %1527 = trunc <16 x i32> %1345 to <16 x i8>
  %1528 = trunc <16 x i32> %1333 to <16 x i8>
  %1529 = trunc <16 x i32> %1321 to <16 x i8>
  %1530 = trunc <16 x i32> %1309 to <16 x i8>
  %1531 = trunc <16 x i32> %1297 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store <16 x i8> %1531, ptr %34, align 16
  store <16 x i8> %1530, ptr %193, align 16
  store <16 x i8> %1529, ptr %194, align 16
  store <16 x i8> %1528, ptr %195, align 16
  store <16 x i8> %1527, ptr %196, align 16
  store <16 x i8> %1526, ptr %197, align 16
  store <16 x i8> %1525, ptr %198, align 16
  store <16 x i8> %1524, ptr %199, align 16
  br i1 %335, label %1532, label %1546

1532:                                             ; preds = %1523
  %1533 = icmp sgt i32 %365, 0
  %1534 = zext i32 %365 to i64
  %1535 = and i64 %1534, 3
  %1536 = icmp ult i32 %365, 4
  %1537 = and i64 %1534, 2147483644
  %1538 = icmp eq i64 %1535, 0
  %1539 = icmp ne i64 %1535, 0
  br label %1540

1540:                                             ; preds = %1532, %1560
  %1541 = phi i64 [ 0, %1532 ], [ %1561, %1560 ]
  %1542 = getelementptr inbounds nuw i8, ptr %34, i64 %1541
  br i1 %1533, label %1543, label %1560

1543:                                             ; preds = %1540
  %1544 = mul nsw i64 %1541, %93
  %1545 = getelementptr i8, ptr %1382, i64 %1544
  br i1 %1536, label %1548, label %1563

1546:                                             ; preds = %1560, %1523
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %1588

1547:                                             ; preds = %1563
  br i1 %1538, label %1560, label %1548

1548:                                             ; preds = %1547, %1543
  %1549 = phi i64 [ 0, %1543 ], [ %1585, %1547 ]
  tail call void @llvm.assume(i1 %1539)
  br label %1550

1550:                                             ; preds = %1550, %1548
  %1551 = phi i64 [ %1549, %1548 ], [ %1557, %1550 ]
  %1552 = phi i64 [ 0, %1548 ], [ %1558, %1550 ]
  %1553 = getelementptr inbounds nuw [16 x i8], ptr %1542, i64 %1551
  %1554 = load i8, ptr %1553, align 1
  %1555 = mul nsw i64 %22, %1551
  %1556 = getelementptr i8, ptr %1545, i64 %1555
  store i8 %1554, ptr %1556, align 1
  %1557 = add nuw nsw i64 %1551, 1
  %1558 = add i64 %1552, 1
  %1559 = icmp eq i64 %1558, %1535
  br i1 %1559, label %1560, label %1550

1560:                                             ; preds = %1547, %1550, %1540
  %1561 = add nuw nsw i64 %1541, 1
  %1562 = icmp eq i64 %1561, %324
  br i1 %1562, label %1546, label %1540

1563:                                             ; preds = %1543, %1563
  %1564 = phi i64 [ %1585, %1563 ], [ 0, %1543 ]
  %1565 = phi i64 [ %1586, %1563 ], [ 0, %1543 ]
  %1566 = getelementptr inbounds nuw [16 x i8], ptr %1542, i64 %1564
  %1567 = load i8, ptr %1566, align 1
  %1568 = mul nsw i64 %22, %1564
  %1569 = getelementptr i8, ptr %1545, i64 %1568
  store i8 %1567, ptr %1569, align 1
  %1570 = or disjoint i64 %1564, 1
  %1571 = getelementptr inbounds nuw [16 x i8], ptr %1542, i64 %1570
  %1572 = load i8, ptr %1571, align 1
  %1573 = mul nsw i64 %22, %1570
  %1574 = getelementptr i8, ptr %1545, i64 %1573
  store i8 %1572, ptr %1574, align 1
  %1575 = or disjoint i64 %1564, 2
  %1576 = getelementptr inbounds nuw [16 x i8], ptr %1542, i64 %1575
  %1577 = load i8, ptr %1576, align 1
  %1578 = mul nsw i64 %22, %1575
  %1579 = getelementptr i8, ptr %1545, i64 %1578
  store i8 %1577, ptr %1579, align 1
  %1580 = or disjoint i64 %1564, 3
  %1581 = getelementptr inbounds nuw [16 x i8], ptr %1542, i64 %1580
  %1582 = load i8, ptr %1581, align 1
  %1583 = mul nsw i64 %22, %1580
  %1584 = getelementptr i8, ptr %1545, i64 %1583
  store i8 %1582, ptr %1584, align 1
  %1585 = add nuw nsw i64 %1564, 4
  %1586 = add i64 %1565, 4
  %1587 = icmp eq i64 %1586, %1537
  br i1 %1587, label %1547, label %1563

1588:                                             ; preds = %1497, %1434, %1546
  br i1 %316, label %1907, label %1589

1589:                                             ; preds = %1588
  %1590 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %344, <16 x i1> %345, <16 x i32> zeroinitializer)
  br i1 %102, label %1593, label %1591

1591:                                             ; preds = %1589
  %1592 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %346, <16 x i1> %345, <16 x i32> zeroinitializer)
  br label %1593

1593:                                             ; preds = %1591, %1589
  %1594 = phi <16 x i32> [ %1592, %1591 ], [ zeroinitializer, %1589 ]
  %1595 = sub <16 x i32> %1594, %1590
  br i1 %103, label %1599, label %1596

1596:                                             ; preds = %1593
  %1597 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %347, <16 x i1> %345, <16 x i32> zeroinitializer)
  %1598 = add <16 x i32> %1597, %1595
  br label %1599

1599:                                             ; preds = %1596, %1593
  %1600 = phi <16 x i32> [ %1598, %1596 ], [ %1595, %1593 ]
  br i1 %104, label %1604, label %1601

1601:                                             ; preds = %1599
  %1602 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %348, <16 x i1> %345, <16 x float> zeroinitializer)
  %1603 = fmul <16 x float> %72, %1602
  br label %1604

1604:                                             ; preds = %1599, %1601
  %1605 = phi <16 x float> [ %1603, %1601 ], [ %72, %1599 ]
  %1606 = fmul <16 x float> %75, %1605
  %1607 = load <16 x i32>, ptr %221, align 64
  %1608 = add <16 x i32> %1607, %1600
  %1609 = sitofp <16 x i32> %1608 to <16 x float>
  %1610 = fmul <16 x float> %1606, %1609
  %1611 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1610, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1612 = fcmp uge <16 x float> %1611, splat (float 0x41E0000000000000)
  %1613 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1611, i32 4)
  %1614 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1613, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1615 = select <16 x i1> %1612, <16 x i32> splat (i32 2147483647), <16 x i32> %1614
  %1616 = add <16 x i32> %1615, %78
  %1617 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1616, <16 x i32> %81)
  %1618 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1617, <16 x i32> %84)
  %1619 = load <16 x i32>, ptr %222, align 64
  %1620 = add <16 x i32> %1619, %1600
  %1621 = sitofp <16 x i32> %1620 to <16 x float>
  %1622 = fmul <16 x float> %1606, %1621
  %1623 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1622, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1624 = fcmp uge <16 x float> %1623, splat (float 0x41E0000000000000)
  %1625 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1623, i32 4)
  %1626 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1625, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1627 = select <16 x i1> %1624, <16 x i32> splat (i32 2147483647), <16 x i32> %1626
  %1628 = add <16 x i32> %1627, %78
  %1629 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1628, <16 x i32> %81)
  %1630 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1629, <16 x i32> %84)
  %1631 = load <16 x i32>, ptr %223, align 64
  %1632 = add <16 x i32> %1631, %1600
  %1633 = sitofp <16 x i32> %1632 to <16 x float>
  %1634 = fmul <16 x float> %1606, %1633
  %1635 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1634, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1636 = fcmp uge <16 x float> %1635, splat (float 0x41E0000000000000)
  %1637 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1635, i32 4)
  %1638 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1637, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1639 = select <16 x i1> %1636, <16 x i32> splat (i32 2147483647), <16 x i32> %1638
  %1640 = add <16 x i32> %1639, %78
  %1641 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1640, <16 x i32> %81)
  %1642 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1641, <16 x i32> %84)
  %1643 = load <16 x i32>, ptr %224, align 64
  %1644 = add <16 x i32> %1643, %1600
  %1645 = sitofp <16 x i32> %1644 to <16 x float>
  %1646 = fmul <16 x float> %1606, %1645
  %1647 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1646, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1648 = fcmp uge <16 x float> %1647, splat (float 0x41E0000000000000)
  %1649 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1647, i32 4)
  %1650 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1649, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1651 = select <16 x i1> %1648, <16 x i32> splat (i32 2147483647), <16 x i32> %1650
  %1652 = add <16 x i32> %1651, %78
  %1653 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1652, <16 x i32> %81)
  %1654 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1653, <16 x i32> %84)
  %1655 = load <16 x i32>, ptr %225, align 64
  %1656 = add <16 x i32> %1655, %1600
  %1657 = sitofp <16 x i32> %1656 to <16 x float>
  %1658 = fmul <16 x float> %1606, %1657
  %1659 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1658, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1660 = fcmp uge <16 x float> %1659, splat (float 0x41E0000000000000)
  %1661 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1659, i32 4)
  %1662 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1661, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1663 = select <16 x i1> %1660, <16 x i32> splat (i32 2147483647), <16 x i32> %1662
  %1664 = add <16 x i32> %1663, %78
  %1665 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1664, <16 x i32> %81)
  %1666 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1665, <16 x i32> %84)
  %1667 = load <16 x i32>, ptr %226, align 64
  %1668 = add <16 x i32> %1667, %1600
  %1669 = sitofp <16 x i32> %1668 to <16 x float>
  %1670 = fmul <16 x float> %1606, %1669
  %1671 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1670, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1672 = fcmp uge <16 x float> %1671, splat (float 0x41E0000000000000)
  %1673 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1671, i32 4)
  %1674 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1673, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1675 = select <16 x i1> %1672, <16 x i32> splat (i32 2147483647), <16 x i32> %1674
  %1676 = add <16 x i32> %1675, %78
  %1677 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1676, <16 x i32> %81)
  %1678 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1677, <16 x i32> %84)
  %1679 = load <16 x i32>, ptr %227, align 64
  %1680 = add <16 x i32> %1679, %1600
  %1681 = sitofp <16 x i32> %1680 to <16 x float>
  %1682 = fmul <16 x float> %1606, %1681
  %1683 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1682, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1684 = fcmp uge <16 x float> %1683, splat (float 0x41E0000000000000)
  %1685 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1683, i32 4)
  %1686 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1685, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1687 = select <16 x i1> %1684, <16 x i32> splat (i32 2147483647), <16 x i32> %1686
  %1688 = add <16 x i32> %1687, %78
  %1689 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1688, <16 x i32> %81)
  %1690 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1689, <16 x i32> %84)
  %1691 = load <16 x i32>, ptr %228, align 64
  %1692 = add <16 x i32> %1691, %1600
  %1693 = sitofp <16 x i32> %1692 to <16 x float>
  %1694 = fmul <16 x float> %1606, %1693
  %1695 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1694, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1696 = fcmp uge <16 x float> %1695, splat (float 0x41E0000000000000)
  %1697 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1695, i32 4)
  %1698 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1697, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1699 = select <16 x i1> %1696, <16 x i32> splat (i32 2147483647), <16 x i32> %1698
  %1700 = add <16 x i32> %1699, %78
  %1701 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1700, <16 x i32> %81)
  %1702 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1701, <16 x i32> %84)
  %1703 = getelementptr inbounds i8, ptr %1191, i64 %349
  br i1 %1384, label %1704, label %1842

1704:                                             ; preds = %1604
  %1705 = shufflevector <16 x i32> %1618, <16 x i32> %1630, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1706 = trunc <16 x i32> %1705 to <16 x i8>
  %1707 = shufflevector <16 x i32> %1642, <16 x i32> %1654, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1708 = trunc <16 x i32> %1707 to <16 x i8>
  %1709 = shufflevector <16 x i32> %1666, <16 x i32> %1678, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1710 = trunc <16 x i32> %1709 to <16 x i8>
  %1711 = shufflevector <16 x i32> %1690, <16 x i32> %1702, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1712 = trunc <16 x i32> %1711 to <16 x i8>
  %1713 = shufflevector <16 x i32> %1618, <16 x i32> %1630, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1714 = trunc <16 x i32> %1713 to <16 x i8>
  %1715 = shufflevector <16 x i32> %1642, <16 x i32> %1654, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1716 = trunc <16 x i32> %1715 to <16 x i8>
  %1717 = shufflevector <16 x i32> %1666, <16 x i32> %1678, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1718 = trunc <16 x i32> %1717 to <16 x i8>
  %1719 = shufflevector <16 x i32> %1690, <16 x i32> %1702, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1720 = trunc <16 x i32> %1719 to <16 x i8>
  %1721 = bitcast <16 x i8> %1706 to <8 x i16>
  %1722 = bitcast <16 x i8> %1708 to <8 x i16>
  %1723 = shufflevector <8 x i16> %1721, <8 x i16> %1722, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1724 = shufflevector <8 x i16> %1721, <8 x i16> %1722, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1725 = bitcast <16 x i8> %1710 to <8 x i16>
  %1726 = bitcast <16 x i8> %1712 to <8 x i16>
  %1727 = shufflevector <8 x i16> %1725, <8 x i16> %1726, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1728 = shufflevector <8 x i16> %1725, <8 x i16> %1726, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1729 = bitcast <8 x i16> %1723 to <4 x i32>
  %1730 = bitcast <8 x i16> %1727 to <4 x i32>
  %1731 = shufflevector <4 x i32> %1729, <4 x i32> %1730, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1732 = shufflevector <4 x i32> %1729, <4 x i32> %1730, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1733 = bitcast <8 x i16> %1724 to <4 x i32>
  %1734 = bitcast <8 x i16> %1728 to <4 x i32>
  %1735 = shufflevector <4 x i32> %1733, <4 x i32> %1734, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1736 = shufflevector <4 x i32> %1733, <4 x i32> %1734, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1737 = bitcast <16 x i8> %1714 to <8 x i16>
  %1738 = bitcast <16 x i8> %1716 to <8 x i16>
  %1739 = shufflevector <8 x i16> %1737, <8 x i16> %1738, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1740 = shufflevector <8 x i16> %1737, <8 x i16> %1738, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1741 = bitcast <16 x i8> %1718 to <8 x i16>
  %1742 = bitcast <16 x i8> %1720 to <8 x i16>
  %1743 = shufflevector <8 x i16> %1741, <8 x i16> %1742, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1744 = shufflevector <8 x i16> %1741, <8 x i16> %1742, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1745 = bitcast <8 x i16> %1739 to <4 x i32>
  %1746 = bitcast <8 x i16> %1743 to <4 x i32>
  %1747 = shufflevector <4 x i32> %1745, <4 x i32> %1746, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1748 = shufflevector <4 x i32> %1745, <4 x i32> %1746, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1749 = bitcast <8 x i16> %1740 to <4 x i32>
  %1750 = bitcast <8 x i16> %1744 to <4 x i32>
  %1751 = shufflevector <4 x i32> %1749, <4 x i32> %1750, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1752 = shufflevector <4 x i32> %1749, <4 x i32> %1750, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %338, label %1753, label %1801

1753:                                             ; preds = %1704
  %1754 = bitcast <4 x i32> %1752 to <2 x i64>
  %1755 = bitcast <4 x i32> %1751 to <2 x i64>
  %1756 = bitcast <4 x i32> %1748 to <2 x i64>
  %1757 = bitcast <4 x i32> %1747 to <2 x i64>
  %1758 = bitcast <4 x i32> %1736 to <2 x i64>
  %1759 = bitcast <4 x i32> %1735 to <2 x i64>
  %1760 = bitcast <4 x i32> %1732 to <2 x i64>
  %1761 = bitcast <4 x i32> %1731 to <2 x i64>
  %1762 = extractelement <2 x i64> %1761, i64 0
  store i64 %1762, ptr %1703, align 1
  %1763 = getelementptr inbounds i8, ptr %1703, i64 %93
  %1764 = bitcast <4 x i32> %1731 to <2 x double>
  %1765 = extractelement <2 x double> %1764, i64 1
  store double %1765, ptr %1763, align 1
  %1766 = getelementptr inbounds i8, ptr %1703, i64 %243
  %1767 = extractelement <2 x i64> %1760, i64 0
  store i64 %1767, ptr %1766, align 1
  %1768 = getelementptr inbounds i8, ptr %1703, i64 %244
  %1769 = bitcast <4 x i32> %1732 to <2 x double>
  %1770 = extractelement <2 x double> %1769, i64 1
  store double %1770, ptr %1768, align 1
  %1771 = getelementptr inbounds i8, ptr %1703, i64 %245
  %1772 = extractelement <2 x i64> %1759, i64 0
  store i64 %1772, ptr %1771, align 1
  %1773 = getelementptr inbounds i8, ptr %1703, i64 %246
  %1774 = bitcast <4 x i32> %1735 to <2 x double>
  %1775 = extractelement <2 x double> %1774, i64 1
  store double %1775, ptr %1773, align 1
  %1776 = getelementptr inbounds i8, ptr %1703, i64 %247
  %1777 = extractelement <2 x i64> %1758, i64 0
  store i64 %1777, ptr %1776, align 1
  %1778 = getelementptr inbounds i8, ptr %1703, i64 %248
  %1779 = bitcast <4 x i32> %1736 to <2 x double>
  %1780 = extractelement <2 x double> %1779, i64 1
  store double %1780, ptr %1778, align 1
  %1781 = getelementptr inbounds i8, ptr %1703, i64 %249
  %1782 = extractelement <2 x i64> %1757, i64 0
  store i64 %1782, ptr %1781, align 1
  %1783 = getelementptr inbounds i8, ptr %1703, i64 %250
  %1784 = bitcast <4 x i32> %1747 to <2 x double>
  %1785 = extractelement <2 x double> %1784, i64 1
  store double %1785, ptr %1783, align 1
  %1786 = getelementptr inbounds i8, ptr %1703, i64 %251
  %1787 = extractelement <2 x i64> %1756, i64 0
  store i64 %1787, ptr %1786, align 1
  %1788 = getelementptr inbounds i8, ptr %1703, i64 %252
  %1789 = bitcast <4 x i32> %1748 to <2 x double>
  %1790 = extractelement <2 x double> %1789, i64 1
  store double %1790, ptr %1788, align 1
  %1791 = getelementptr inbounds i8, ptr %1703, i64 %253
  %1792 = extractelement <2 x i64> %1755, i64 0
  store i64 %1792, ptr %1791, align 1
  %1793 = getelementptr inbounds i8, ptr %1703, i64 %254
  %1794 = bitcast <4 x i32> %1751 to <2 x double>
  %1795 = extractelement <2 x double> %1794, i64 1
  store double %1795, ptr %1793, align 1
  %1796 = getelementptr inbounds i8, ptr %1703, i64 %255
  %1797 = extractelement <2 x i64> %1754, i64 0
  store i64 %1797, ptr %1796, align 1
  %1798 = getelementptr inbounds i8, ptr %1703, i64 %256
  %1799 = bitcast <4 x i32> %1752 to <2 x double>
  %1800 = extractelement <2 x double> %1799, i64 1
  store double %1800, ptr %1798, align 1
  br label %1907

1801:                                             ; preds = %1704
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store <4 x i32> %1731, ptr %35, align 16
  store <4 x i32> %1732, ptr %236, align 16
  store <4 x i32> %1735, ptr %237, align 16
  store <4 x i32> %1736, ptr %238, align 16
  store <4 x i32> %1747, ptr %239, align 16
  store <4 x i32> %1748, ptr %240, align 16
  store <4 x i32> %1751, ptr %241, align 16
  store <4 x i32> %1752, ptr %242, align 16
  br i1 %350, label %1802, label %1816

1802:                                             ; preds = %1801
  br i1 %357, label %1804, label %1817

1803:                                             ; preds = %1817
  br i1 %273, label %1816, label %1804

1804:                                             ; preds = %1803, %1802
  %1805 = phi i64 [ 0, %1802 ], [ %1839, %1803 ]
  tail call void @llvm.assume(i1 %274)
  br label %1806

1806:                                             ; preds = %1806, %1804
  %1807 = phi i64 [ %1813, %1806 ], [ %1805, %1804 ]
  %1808 = phi i64 [ %1814, %1806 ], [ 0, %1804 ]
  %1809 = mul nsw i64 %1807, %93
  %1810 = getelementptr inbounds i8, ptr %1703, i64 %1809
  %1811 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %1807
  %1812 = load i64, ptr %1811, align 8
  store i64 %1812, ptr %1810, align 1
  %1813 = add nuw nsw i64 %1807, 1
  %1814 = add i64 %1808, 1
  %1815 = icmp eq i64 %1814, %272
  br i1 %1815, label %1816, label %1806

1816:                                             ; preds = %1803, %1806, %1801
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %1907

1817:                                             ; preds = %1802, %1817
  %1818 = phi i64 [ %1839, %1817 ], [ 0, %1802 ]
  %1819 = phi i64 [ %1840, %1817 ], [ 0, %1802 ]
  %1820 = mul nsw i64 %1818, %93
  %1821 = getelementptr inbounds i8, ptr %1703, i64 %1820
  %1822 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %1818
  %1823 = load i64, ptr %1822, align 16
  store i64 %1823, ptr %1821, align 1
  %1824 = or disjoint i64 %1818, 1
  %1825 = mul nsw i64 %1824, %93
  %1826 = getelementptr inbounds i8, ptr %1703, i64 %1825
  %1827 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %1824
  %1828 = load i64, ptr %1827, align 8
  store i64 %1828, ptr %1826, align 1
  %1829 = or disjoint i64 %1818, 2
  %1830 = mul nsw i64 %1829, %93
  %1831 = getelementptr inbounds i8, ptr %1703, i64 %1830
  %1832 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %1829
  %1833 = load i64, ptr %1832, align 16
  store i64 %1833, ptr %1831, align 1
  %1834 = or disjoint i64 %1818, 3
  %1835 = mul nsw i64 %1834, %93
  %1836 = getelementptr inbounds i8, ptr %1703, i64 %1835
  %1837 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %1834
  %1838 = load i64, ptr %1837, align 8
  store i64 %1838, ptr %1836, align 1
  %1839 = add nuw nsw i64 %1818, 4
  %1840 = add i64 %1819, 4
  %1841 = icmp eq i64 %1840, %358
  br i1 %1841, label %1803, label %1817

1842:                                             ; preds = %1604
  %1843 = trunc <16 x i32> %1702 to <16 x i8>
  %1844 = trunc <16 x i32> %1690 to <16 x i8>
  %1845 = trunc <16 x i32> %1678 to <16 x i8>
  %1846 = trunc <16 x i32> %1666 to <16 x i8>
  %1847 = trunc <16 x i32> %1654 to <16 x i8>
  %1848 = trunc <16 x i32> %1642 to <16 x i8>
  %1849 = trunc <16 x i32> %1630 to <16 x i8>
  %1850 = trunc <16 x i32> %1618 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store <16 x i8> %1850, ptr %36, align 16
  store <16 x i8> %1849, ptr %229, align 16
  store <16 x i8> %1848, ptr %230, align 16
  store <16 x i8> %1847, ptr %231, align 16
  store <16 x i8> %1846, ptr %232, align 16
  store <16 x i8> %1845, ptr %233, align 16
  store <16 x i8> %1844, ptr %234, align 16
  store <16 x i8> %1843, ptr %235, align 16
  br i1 %350, label %1851, label %1865

1851:                                             ; preds = %1842
  %1852 = icmp sgt i32 %365, 0
  %1853 = zext i32 %365 to i64
  %1854 = and i64 %1853, 3
  %1855 = icmp ult i32 %365, 4
  %1856 = and i64 %1853, 2147483644
  %1857 = icmp eq i64 %1854, 0
  %1858 = icmp ne i64 %1854, 0
  br label %1859

1859:                                             ; preds = %1851, %1879
  %1860 = phi i64 [ 0, %1851 ], [ %1880, %1879 ]
  %1861 = getelementptr inbounds nuw i8, ptr %36, i64 %1860
  br i1 %1852, label %1862, label %1879

1862:                                             ; preds = %1859
  %1863 = mul nsw i64 %1860, %93
  %1864 = getelementptr i8, ptr %1703, i64 %1863
  br i1 %1855, label %1867, label %1882

1865:                                             ; preds = %1879, %1842
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %1907

1866:                                             ; preds = %1882
  br i1 %1857, label %1879, label %1867

1867:                                             ; preds = %1866, %1862
  %1868 = phi i64 [ 0, %1862 ], [ %1904, %1866 ]
  tail call void @llvm.assume(i1 %1858)
  br label %1869

1869:                                             ; preds = %1869, %1867
  %1870 = phi i64 [ %1868, %1867 ], [ %1876, %1869 ]
  %1871 = phi i64 [ 0, %1867 ], [ %1877, %1869 ]
  %1872 = getelementptr inbounds nuw [16 x i8], ptr %1861, i64 %1870
  %1873 = load i8, ptr %1872, align 1
  %1874 = mul nsw i64 %22, %1870
  %1875 = getelementptr i8, ptr %1864, i64 %1874
  store i8 %1873, ptr %1875, align 1
  %1876 = add nuw nsw i64 %1870, 1
  %1877 = add i64 %1871, 1
  %1878 = icmp eq i64 %1877, %1854
  br i1 %1878, label %1879, label %1869

1879:                                             ; preds = %1866, %1869, %1859
  %1880 = add nuw nsw i64 %1860, 1
  %1881 = icmp eq i64 %1880, %339
  br i1 %1881, label %1865, label %1859

1882:                                             ; preds = %1862, %1882
  %1883 = phi i64 [ %1904, %1882 ], [ 0, %1862 ]
  %1884 = phi i64 [ %1905, %1882 ], [ 0, %1862 ]
  %1885 = getelementptr inbounds nuw [16 x i8], ptr %1861, i64 %1883
  %1886 = load i8, ptr %1885, align 1
  %1887 = mul nsw i64 %22, %1883
  %1888 = getelementptr i8, ptr %1864, i64 %1887
  store i8 %1886, ptr %1888, align 1
  %1889 = or disjoint i64 %1883, 1
  %1890 = getelementptr inbounds nuw [16 x i8], ptr %1861, i64 %1889
  %1891 = load i8, ptr %1890, align 1
  %1892 = mul nsw i64 %22, %1889
  %1893 = getelementptr i8, ptr %1864, i64 %1892
  store i8 %1891, ptr %1893, align 1
  %1894 = or disjoint i64 %1883, 2
  %1895 = getelementptr inbounds nuw [16 x i8], ptr %1861, i64 %1894
  %1896 = load i8, ptr %1895, align 1
  %1897 = mul nsw i64 %22, %1894
  %1898 = getelementptr i8, ptr %1864, i64 %1897
  store i8 %1896, ptr %1898, align 1
  %1899 = or disjoint i64 %1883, 3
  %1900 = getelementptr inbounds nuw [16 x i8], ptr %1861, i64 %1899
  %1901 = load i8, ptr %1900, align 1
  %1902 = mul nsw i64 %22, %1899
  %1903 = getelementptr i8, ptr %1864, i64 %1902
  store i8 %1901, ptr %1903, align 1
  %1904 = add nuw nsw i64 %1883, 4
  %1905 = add i64 %1884, 4
  %1906 = icmp eq i64 %1905, %1856
  br i1 %1906, label %1866, label %1882

1907:                                             ; preds = %1865, %1753, %1816, %1588
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  br label %1908

1908:                                             ; preds = %1186, %1059, %1122, %1907
  %1909 = add nuw nsw i64 %361, 8
  %1910 = icmp slt i64 %1909, %11
  br i1 %1910, label %360, label %359

1911:                                             ; preds = %359
  %1912 = shl nsw i64 %299, 4
  %1913 = icmp sgt i64 %7, %1912
  br i1 %1913, label %1914, label %1962

1914:                                             ; preds = %1911, %1934
  %1915 = phi i64 [ %1935, %1934 ], [ 0, %1911 ]
  %1916 = shl nsw i64 %1915, 9
  %1917 = getelementptr inbounds nuw i8, ptr %42, i64 %1916
  %1918 = add nuw nsw i64 %1915, %1912
  %1919 = mul nsw i64 %1918, %20
  %1920 = getelementptr inbounds i8, ptr %292, i64 %1919
  br i1 %94, label %1921, label %1934

1921:                                             ; preds = %1914
  br i1 %276, label %1923, label %1937

1922:                                             ; preds = %1937
  br i1 %278, label %1934, label %1923

1923:                                             ; preds = %1922, %1921
  %1924 = phi i64 [ 0, %1921 ], [ %1959, %1922 ]
  tail call void @llvm.assume(i1 %279)
  %1925 = sub nsw i64 %11, %1924
  %1926 = icmp sgt i64 %1925, 63
  %1927 = shl nsw i64 -1, %1925
  %1928 = xor i64 %1927, -1
  %1929 = select i1 %1926, i64 -1, i64 %1928
  %1930 = getelementptr inbounds nuw i8, ptr %1920, i64 %1924
  %1931 = getelementptr inbounds nuw i8, ptr %1917, i64 %1924
  %1932 = bitcast i64 %1929 to <64 x i1>
  %1933 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1931, <64 x i1> %1932, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1933, ptr align 1 %1930, <64 x i1> %1932)
  br label %1934

1934:                                             ; preds = %1923, %1922, %1914
  %1935 = add nuw nsw i64 %1915, 1
  %1936 = icmp eq i64 %1935, %313
  br i1 %1936, label %1962, label %1914

1937:                                             ; preds = %1921, %1937
  %1938 = phi i64 [ %1959, %1937 ], [ 0, %1921 ]
  %1939 = phi i64 [ %1960, %1937 ], [ 0, %1921 ]
  %1940 = sub nsw i64 %11, %1938
  %1941 = icmp sgt i64 %1940, 63
  %1942 = shl nsw i64 -1, %1940
  %1943 = xor i64 %1942, -1
  %1944 = select i1 %1941, i64 -1, i64 %1943
  %1945 = getelementptr inbounds nuw i8, ptr %1920, i64 %1938
  %1946 = getelementptr inbounds nuw i8, ptr %1917, i64 %1938
  %1947 = bitcast i64 %1944 to <64 x i1>
  %1948 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1946, <64 x i1> %1947, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1948, ptr align 1 %1945, <64 x i1> %1947)
  %1949 = or disjoint i64 %1938, 64
  %1950 = sub nsw i64 %11, %1949
  %1951 = icmp sgt i64 %1950, 63
  %1952 = shl nsw i64 -1, %1950
  %1953 = xor i64 %1952, -1
  %1954 = select i1 %1951, i64 -1, i64 %1953
  %1955 = getelementptr inbounds nuw i8, ptr %1920, i64 %1949
  %1956 = getelementptr inbounds nuw i8, ptr %1917, i64 %1949
  %1957 = bitcast i64 %1954 to <64 x i1>
  %1958 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1956, <64 x i1> %1957, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1958, ptr align 1 %1955, <64 x i1> %1957)
  %1959 = add nuw nsw i64 %1938, 128
  %1960 = add i64 %1939, 2
  %1961 = icmp eq i64 %1960, %277
  br i1 %1961, label %1922, label %1937

1962:                                             ; preds = %1934, %1911, %359
  %1963 = add nuw nsw i64 %299, 2
  %1964 = icmp slt i64 %1963, %53
  %1965 = add i64 %298, -32
  %1966 = add i64 %297, 1
  br i1 %1964, label %296, label %293
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
