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
  %41 = alloca [16 x [8 x i8]], align 16
  %42 = alloca [8 x [16 x i8]], align 16
  %43 = alloca [16 x [8 x i8]], align 16
  %44 = alloca [8 x [16 x i8]], align 16
  %45 = alloca [8 x [2 x <8 x i64>]], align 64
  %46 = alloca [16384 x i8], align 16
  %47 = inttoptr i64 %0 to ptr
  %48 = inttoptr i64 %2 to ptr
  %49 = icmp ne i64 %31, 0
  br i1 %49, label %50, label %52

50:                                               ; preds = %32
  %51 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> splat (i64 -9187201950435737472))
  br label %52

52:                                               ; preds = %32, %50
  %53 = phi <8 x i64> [ %51, %50 ], [ zeroinitializer, %32 ]
  %54 = add nsw i64 %6, 3
  %55 = sdiv i64 %54, 4
  %56 = add nsw i64 %7, 15
  %57 = sdiv i64 %56, 16
  %58 = shl i64 %8, 6
  %59 = mul i64 %58, %55
  %60 = mul i64 %59, %9
  %61 = add i64 %60, 64
  %62 = mul i64 %61, %57
  %63 = icmp eq i64 %62, %3
  br i1 %63, label %65, label %64

64:                                               ; preds = %52
  tail call void @llvm.trap()
  unreachable

65:                                               ; preds = %52
  %66 = inttoptr i64 %1 to ptr
  %67 = mul nsw i64 %60, %57
  %68 = getelementptr inbounds i8, ptr %66, i64 %67
  %69 = inttoptr i64 %23 to ptr
  %70 = inttoptr i64 %24 to ptr
  %71 = trunc i64 %26 to i32
  %72 = trunc i64 %27 to i32
  %73 = inttoptr i64 %25 to ptr
  %74 = insertelement <16 x i32> poison, i32 %71, i64 0
  %75 = bitcast <16 x i32> %74 to <16 x float>
  %76 = shufflevector <16 x float> %75, <16 x float> poison, <16 x i32> zeroinitializer
  %77 = insertelement <16 x i32> poison, i32 %72, i64 0
  %78 = bitcast <16 x i32> %77 to <16 x float>
  %79 = shufflevector <16 x float> %78, <16 x float> poison, <16 x i32> zeroinitializer
  %80 = trunc i64 %28 to i32
  %81 = insertelement <16 x i32> poison, i32 %80, i64 0
  %82 = shufflevector <16 x i32> %81, <16 x i32> poison, <16 x i32> zeroinitializer
  %83 = trunc i64 %29 to i32
  %84 = insertelement <16 x i32> poison, i32 %83, i64 0
  %85 = shufflevector <16 x i32> %84, <16 x i32> poison, <16 x i32> zeroinitializer
  %86 = trunc i64 %30 to i32
  %87 = insertelement <16 x i32> poison, i32 %86, i64 0
  %88 = shufflevector <16 x i32> %87, <16 x i32> poison, <16 x i32> zeroinitializer
  call void @llvm.lifetime.start.p0(ptr nonnull %46)
  %89 = icmp eq i64 %22, 1
  %90 = icmp slt i64 %11, 513
  %91 = and i1 %90, %89
  %92 = icmp slt i64 %4, %5
  br i1 %92, label %93, label %370

93:                                               ; preds = %65
  %94 = mul i64 %17, %12
  %95 = add nsw i64 %57, -2
  %96 = icmp sgt i64 %7, 0
  %97 = select i1 %91, i64 512, i64 %20
  %98 = icmp sgt i64 %11, 0
  %99 = mul i64 %18, %13
  %100 = mul i64 %17, %14
  %101 = icmp sgt i64 %8, 0
  %102 = icmp sgt i64 %9, 0
  %103 = mul i64 %18, %15
  %104 = shl i64 %55, 6
  %105 = icmp sgt i64 %6, 0
  %106 = icmp eq i64 %23, 0
  %107 = icmp eq i64 %24, 0
  %108 = icmp eq i64 %25, 0
  %109 = tail call i64 @llvm.smax.i64(i64 %55, i64 1)
  %110 = shl i64 %99, 1
  %111 = mul i64 %99, 3
  %112 = shl i64 %99, 2
  %113 = mul i64 %99, 5
  %114 = mul i64 %99, 6
  %115 = mul i64 %99, 7
  %116 = shl i64 %99, 1
  %117 = mul i64 %99, 3
  %118 = shl i64 %99, 2
  %119 = mul i64 %99, 5
  %120 = mul i64 %99, 6
  %121 = mul i64 %99, 7
  %122 = getelementptr inbounds nuw i8, ptr %42, i64 16
  %123 = getelementptr inbounds nuw i8, ptr %42, i64 32
  %124 = getelementptr inbounds nuw i8, ptr %42, i64 48
  %125 = getelementptr inbounds nuw i8, ptr %42, i64 64
  %126 = getelementptr inbounds nuw i8, ptr %42, i64 80
  %127 = getelementptr inbounds nuw i8, ptr %42, i64 96
  %128 = getelementptr inbounds nuw i8, ptr %42, i64 112
  %129 = shl nsw i64 %22, 1
  %130 = mul nsw i64 %22, 3
  %131 = shl nsw i64 %22, 2
  %132 = mul nsw i64 %22, 5
  %133 = mul nsw i64 %22, 6
  %134 = mul nsw i64 %22, 7
  %135 = getelementptr inbounds nuw i8, ptr %41, i64 16
  %136 = getelementptr inbounds nuw i8, ptr %41, i64 32
  %137 = getelementptr inbounds nuw i8, ptr %41, i64 48
  %138 = getelementptr inbounds nuw i8, ptr %41, i64 64
  %139 = getelementptr inbounds nuw i8, ptr %41, i64 80
  %140 = getelementptr inbounds nuw i8, ptr %41, i64 96
  %141 = getelementptr inbounds nuw i8, ptr %41, i64 112
  %142 = shl nsw i64 %97, 1
  %143 = mul nsw i64 %97, 3
  %144 = shl nsw i64 %97, 2
  %145 = mul nsw i64 %97, 5
  %146 = mul nsw i64 %97, 6
  %147 = mul nsw i64 %97, 7
  %148 = shl nsw i64 %97, 3
  %149 = mul nsw i64 %97, 9
  %150 = mul nsw i64 %97, 10
  %151 = mul nsw i64 %97, 11
  %152 = mul nsw i64 %97, 12
  %153 = mul nsw i64 %97, 13
  %154 = mul nsw i64 %97, 14
  %155 = mul nsw i64 %97, 15
  %156 = getelementptr inbounds nuw i8, ptr %44, i64 16
  %157 = getelementptr inbounds nuw i8, ptr %44, i64 32
  %158 = getelementptr inbounds nuw i8, ptr %44, i64 48
  %159 = getelementptr inbounds nuw i8, ptr %44, i64 64
  %160 = getelementptr inbounds nuw i8, ptr %44, i64 80
  %161 = getelementptr inbounds nuw i8, ptr %44, i64 96
  %162 = getelementptr inbounds nuw i8, ptr %44, i64 112
  %163 = shl nsw i64 %22, 1
  %164 = mul nsw i64 %22, 3
  %165 = shl nsw i64 %22, 2
  %166 = mul nsw i64 %22, 5
  %167 = mul nsw i64 %22, 6
  %168 = mul nsw i64 %22, 7
  %169 = getelementptr inbounds nuw i8, ptr %43, i64 16
  %170 = getelementptr inbounds nuw i8, ptr %43, i64 32
  %171 = getelementptr inbounds nuw i8, ptr %43, i64 48
  %172 = getelementptr inbounds nuw i8, ptr %43, i64 64
  %173 = getelementptr inbounds nuw i8, ptr %43, i64 80
  %174 = getelementptr inbounds nuw i8, ptr %43, i64 96
  %175 = getelementptr inbounds nuw i8, ptr %43, i64 112
  %176 = shl nsw i64 %97, 1
  %177 = mul nsw i64 %97, 3
  %178 = shl nsw i64 %97, 2
  %179 = mul nsw i64 %97, 5
  %180 = mul nsw i64 %97, 6
  %181 = mul nsw i64 %97, 7
  %182 = shl nsw i64 %97, 3
  %183 = mul nsw i64 %97, 9
  %184 = mul nsw i64 %97, 10
  %185 = mul nsw i64 %97, 11
  %186 = mul nsw i64 %97, 12
  %187 = mul nsw i64 %97, 13
  %188 = mul nsw i64 %97, 14
  %189 = mul nsw i64 %97, 15
  %190 = shl i64 %99, 1
  %191 = mul i64 %99, 3
  %192 = shl i64 %99, 2
  %193 = mul i64 %99, 5
  %194 = mul i64 %99, 6
  %195 = mul i64 %99, 7
  %196 = shl i64 %99, 1
  %197 = mul i64 %99, 3
  %198 = shl i64 %99, 2
  %199 = mul i64 %99, 5
  %200 = mul i64 %99, 6
  %201 = mul i64 %99, 7
  %202 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %203 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %204 = getelementptr inbounds nuw i8, ptr %38, i64 48
  %205 = getelementptr inbounds nuw i8, ptr %38, i64 64
  %206 = getelementptr inbounds nuw i8, ptr %38, i64 80
  %207 = getelementptr inbounds nuw i8, ptr %38, i64 96
  %208 = getelementptr inbounds nuw i8, ptr %38, i64 112
  %209 = shl nsw i64 %22, 1
  %210 = mul nsw i64 %22, 3
  %211 = shl nsw i64 %22, 2
  %212 = mul nsw i64 %22, 5
  %213 = mul nsw i64 %22, 6
  %214 = mul nsw i64 %22, 7
  %215 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %216 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %217 = getelementptr inbounds nuw i8, ptr %37, i64 48
  %218 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %219 = getelementptr inbounds nuw i8, ptr %37, i64 80
  %220 = getelementptr inbounds nuw i8, ptr %37, i64 96
  %221 = getelementptr inbounds nuw i8, ptr %37, i64 112
  %222 = shl nsw i64 %97, 1
  %223 = mul nsw i64 %97, 3
  %224 = shl nsw i64 %97, 2
  %225 = mul nsw i64 %97, 5
  %226 = mul nsw i64 %97, 6
  %227 = mul nsw i64 %97, 7
  %228 = shl nsw i64 %97, 3
  %229 = mul nsw i64 %97, 9
  %230 = mul nsw i64 %97, 10
  %231 = mul nsw i64 %97, 11
  %232 = mul nsw i64 %97, 12
  %233 = mul nsw i64 %97, 13
  %234 = mul nsw i64 %97, 14
  %235 = mul nsw i64 %97, 15
  %236 = getelementptr inbounds nuw i8, ptr %40, i64 16
  %237 = getelementptr inbounds nuw i8, ptr %40, i64 32
  %238 = getelementptr inbounds nuw i8, ptr %40, i64 48
  %239 = getelementptr inbounds nuw i8, ptr %40, i64 64
  %240 = getelementptr inbounds nuw i8, ptr %40, i64 80
  %241 = getelementptr inbounds nuw i8, ptr %40, i64 96
  %242 = getelementptr inbounds nuw i8, ptr %40, i64 112
  %243 = shl nsw i64 %22, 1
  %244 = mul nsw i64 %22, 3
  %245 = shl nsw i64 %22, 2
  %246 = mul nsw i64 %22, 5
  %247 = mul nsw i64 %22, 6
  %248 = mul nsw i64 %22, 7
  %249 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %250 = getelementptr inbounds nuw i8, ptr %39, i64 32
  %251 = getelementptr inbounds nuw i8, ptr %39, i64 48
  %252 = getelementptr inbounds nuw i8, ptr %39, i64 64
  %253 = getelementptr inbounds nuw i8, ptr %39, i64 80
  %254 = getelementptr inbounds nuw i8, ptr %39, i64 96
  %255 = getelementptr inbounds nuw i8, ptr %39, i64 112
  %256 = shl nsw i64 %97, 1
  %257 = mul nsw i64 %97, 3
  %258 = shl nsw i64 %97, 2
  %259 = mul nsw i64 %97, 5
  %260 = mul nsw i64 %97, 6
  %261 = mul nsw i64 %97, 7
  %262 = shl nsw i64 %97, 3
  %263 = mul nsw i64 %97, 9
  %264 = mul nsw i64 %97, 10
  %265 = mul nsw i64 %97, 11
  %266 = mul nsw i64 %97, 12
  %267 = mul nsw i64 %97, 13
  %268 = mul nsw i64 %97, 14
  %269 = mul nsw i64 %97, 15
  %270 = getelementptr inbounds nuw i8, ptr %45, i64 128
  %271 = getelementptr inbounds nuw i8, ptr %45, i64 256
  %272 = getelementptr inbounds nuw i8, ptr %45, i64 384
  %273 = getelementptr inbounds nuw i8, ptr %45, i64 512
  %274 = getelementptr inbounds nuw i8, ptr %45, i64 640
  %275 = getelementptr inbounds nuw i8, ptr %45, i64 768
  %276 = getelementptr inbounds nuw i8, ptr %45, i64 896
  %277 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %278 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %279 = getelementptr inbounds nuw i8, ptr %34, i64 48
  %280 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %281 = getelementptr inbounds nuw i8, ptr %34, i64 80
  %282 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %283 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %284 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %285 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %286 = getelementptr inbounds nuw i8, ptr %33, i64 48
  %287 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %288 = getelementptr inbounds nuw i8, ptr %33, i64 80
  %289 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %290 = getelementptr inbounds nuw i8, ptr %33, i64 112
  %291 = shl nsw i64 %97, 1
  %292 = mul nsw i64 %97, 3
  %293 = shl nsw i64 %97, 2
  %294 = mul nsw i64 %97, 5
  %295 = mul nsw i64 %97, 6
  %296 = mul nsw i64 %97, 7
  %297 = shl nsw i64 %97, 3
  %298 = mul nsw i64 %97, 9
  %299 = mul nsw i64 %97, 10
  %300 = mul nsw i64 %97, 11
  %301 = mul nsw i64 %97, 12
  %302 = mul nsw i64 %97, 13
  %303 = mul nsw i64 %97, 14
  %304 = mul nsw i64 %97, 15
  %305 = getelementptr inbounds nuw i8, ptr %45, i64 64
  %306 = getelementptr inbounds nuw i8, ptr %45, i64 192
  %307 = getelementptr inbounds nuw i8, ptr %45, i64 320
  %308 = getelementptr inbounds nuw i8, ptr %45, i64 448
  %309 = getelementptr inbounds nuw i8, ptr %45, i64 576
  %310 = getelementptr inbounds nuw i8, ptr %45, i64 704
  %311 = getelementptr inbounds nuw i8, ptr %45, i64 832
  %312 = getelementptr inbounds nuw i8, ptr %45, i64 960
  %313 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %314 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %315 = getelementptr inbounds nuw i8, ptr %36, i64 48
  %316 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %317 = getelementptr inbounds nuw i8, ptr %36, i64 80
  %318 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %319 = getelementptr inbounds nuw i8, ptr %36, i64 112
  %320 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %321 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %322 = getelementptr inbounds nuw i8, ptr %35, i64 48
  %323 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %324 = getelementptr inbounds nuw i8, ptr %35, i64 80
  %325 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %326 = getelementptr inbounds nuw i8, ptr %35, i64 112
  %327 = shl nsw i64 %97, 1
  %328 = mul nsw i64 %97, 3
  %329 = shl nsw i64 %97, 2
  %330 = mul nsw i64 %97, 5
  %331 = mul nsw i64 %97, 6
  %332 = mul nsw i64 %97, 7
  %333 = shl nsw i64 %97, 3
  %334 = mul nsw i64 %97, 9
  %335 = mul nsw i64 %97, 10
  %336 = mul nsw i64 %97, 11
  %337 = mul nsw i64 %97, 12
  %338 = mul nsw i64 %97, 13
  %339 = mul nsw i64 %97, 14
  %340 = mul nsw i64 %97, 15
  %341 = add i64 %7, -1
  %342 = add i64 %7, -16
  %343 = add i64 %7, -17
  %344 = add i64 %11, -1
  %345 = lshr i64 %344, 6
  %346 = add nuw nsw i64 %345, 1
  %347 = and i64 %7, 3
  %348 = icmp eq i64 %347, 0
  %349 = icmp ne i64 %347, 0
  %350 = and i64 %7, 3
  %351 = icmp eq i64 %350, 0
  %352 = icmp ne i64 %350, 0
  %353 = and i64 %7, 3
  %354 = icmp eq i64 %353, 0
  %355 = icmp ne i64 %353, 0
  %356 = and i64 %7, 3
  %357 = icmp eq i64 %356, 0
  %358 = icmp ne i64 %356, 0
  %359 = and i64 %7, 3
  %360 = icmp eq i64 %359, 0
  %361 = icmp ne i64 %359, 0
  %362 = and i64 %7, 3
  %363 = icmp eq i64 %362, 0
  %364 = icmp ne i64 %362, 0
  %365 = and i64 %346, 1
  %366 = icmp eq i64 %345, 0
  %367 = and i64 %346, 576460752303423486
  %368 = icmp eq i64 %365, 0
  %369 = icmp ne i64 %365, 0
  br label %371

370:                                              ; preds = %383, %65
  call void @llvm.lifetime.end.p0(ptr nonnull %46)
  ret void

371:                                              ; preds = %93, %383
  %372 = phi i64 [ %4, %93 ], [ %384, %383 ]
  %373 = sdiv i64 %372, %10
  %374 = srem i64 %372, %10
  %375 = mul nsw i64 %373, %16
  %376 = getelementptr inbounds i8, ptr %47, i64 %375
  %377 = mul i64 %94, %374
  %378 = getelementptr inbounds i8, ptr %376, i64 %377
  %379 = mul nsw i64 %373, %19
  %380 = getelementptr inbounds i8, ptr %48, i64 %379
  %381 = mul nsw i64 %374, %21
  %382 = getelementptr inbounds i8, ptr %380, i64 %381
  br i1 %96, label %386, label %383

383:                                              ; preds = %2925, %371
  %384 = add nsw i64 %372, 1
  %385 = icmp eq i64 %384, %5
  br i1 %385, label %370, label %371

386:                                              ; preds = %371, %2925
  %387 = phi i64 [ %2929, %2925 ], [ 0, %371 ]
  %388 = phi i64 [ %2928, %2925 ], [ %7, %371 ]
  %389 = phi i64 [ %2926, %2925 ], [ 0, %371 ]
  %390 = mul nsw i64 %387, -32
  %391 = add i64 %342, %390
  %392 = add i64 %343, %390
  %393 = mul nsw i64 %387, -32
  %394 = add i64 %7, %393
  %395 = add i64 %341, %393
  %396 = mul nsw i64 %387, -32
  %397 = add i64 %342, %396
  %398 = add i64 %343, %396
  %399 = mul nsw i64 %387, -32
  %400 = add i64 %7, %399
  %401 = add i64 %341, %399
  %402 = mul nsw i64 %387, -32
  %403 = add i64 %342, %402
  %404 = add i64 %343, %402
  %405 = mul nsw i64 %387, -32
  %406 = add i64 %7, %405
  %407 = add i64 %341, %405
  %408 = tail call i64 @llvm.smax.i64(i64 %388, i64 1)
  %409 = tail call i64 @llvm.umin.i64(i64 %408, i64 32)
  %410 = mul nsw i64 %389, %60
  %411 = getelementptr inbounds i8, ptr %66, i64 %410
  %412 = icmp sgt i64 %389, %95
  %413 = mul i64 %389, -8192
  %414 = getelementptr inbounds i8, ptr %46, i64 %413
  %415 = select i1 %91, ptr %414, ptr %382
  br i1 %98, label %416, label %459

416:                                              ; preds = %386
  %417 = shl nsw i64 %389, 4
  %418 = sub nsw i64 %7, %417
  %419 = icmp sgt i64 %418, 15
  %420 = select i1 %419, i64 16, i64 %418
  %421 = trunc i64 %420 to i32
  %422 = shl nsw i32 -1, %421
  %423 = trunc i32 %422 to i16
  %424 = xor i16 %423, -1
  %425 = getelementptr inbounds nuw i32, ptr %68, i64 %417
  %426 = bitcast i16 %424 to <16 x i1>
  %427 = getelementptr inbounds nuw i32, ptr %69, i64 %417
  %428 = getelementptr inbounds nuw i32, ptr %70, i64 %417
  %429 = getelementptr inbounds nuw float, ptr %73, i64 %417
  %430 = mul nsw i64 %417, %97
  %431 = icmp sgt i64 %420, 0
  %432 = or disjoint i64 %417, 16
  %433 = sub nsw i64 %7, %432
  %434 = icmp sgt i64 %433, 15
  %435 = select i1 %434, i64 16, i64 %433
  %436 = trunc i64 %435 to i32
  %437 = shl nsw i32 -1, %436
  %438 = trunc i32 %437 to i16
  %439 = xor i16 %438, -1
  %440 = getelementptr inbounds nuw i32, ptr %68, i64 %432
  %441 = bitcast i16 %439 to <16 x i1>
  %442 = getelementptr inbounds nuw i32, ptr %69, i64 %432
  %443 = getelementptr inbounds nuw i32, ptr %70, i64 %432
  %444 = getelementptr inbounds nuw float, ptr %73, i64 %432
  %445 = mul nsw i64 %432, %97
  %446 = icmp sgt i64 %435, 0
  %447 = icmp ult i64 %407, 3
  %448 = sub i64 %406, %347
  %449 = icmp ult i64 %404, 3
  %450 = sub i64 %403, %350
  %451 = icmp ult i64 %401, 3
  %452 = sub i64 %400, %353
  %453 = icmp ult i64 %398, 3
  %454 = sub i64 %397, %356
  %455 = icmp ult i64 %395, 3
  %456 = sub i64 %394, %359
  %457 = icmp ult i64 %392, 3
  %458 = sub i64 %391, %362
  br label %460

459:                                              ; preds = %2871, %386
  br i1 %91, label %2874, label %2925

460:                                              ; preds = %416, %2871
  %461 = phi i64 [ 0, %416 ], [ %2872, %2871 ]
  %462 = sub nsw i64 %11, %461
  %463 = icmp sgt i64 %462, 7
  %464 = trunc i64 %462 to i32
  %465 = select i1 %463, i32 8, i32 %464
  %466 = icmp ne i32 %465, 8
  %467 = select i1 %466, i1 true, i1 %412
  %468 = or i1 %49, %467
  br i1 %468, label %1287, label %469

469:                                              ; preds = %460
  %470 = mul i64 %99, %461
  %471 = getelementptr inbounds i8, ptr %378, i64 %470
  %472 = mul nsw i64 %461, %22
  %473 = getelementptr inbounds i8, ptr %415, i64 %472
  br i1 %101, label %474, label %703

474:                                              ; preds = %469, %496
  %475 = phi <16 x i32> [ %497, %496 ], [ zeroinitializer, %469 ]
  %476 = phi <16 x i32> [ %498, %496 ], [ zeroinitializer, %469 ]
  %477 = phi <16 x i32> [ %499, %496 ], [ zeroinitializer, %469 ]
  %478 = phi <16 x i32> [ %500, %496 ], [ zeroinitializer, %469 ]
  %479 = phi <16 x i32> [ %501, %496 ], [ zeroinitializer, %469 ]
  %480 = phi <16 x i32> [ %502, %496 ], [ zeroinitializer, %469 ]
  %481 = phi <16 x i32> [ %503, %496 ], [ zeroinitializer, %469 ]
  %482 = phi <16 x i32> [ %504, %496 ], [ zeroinitializer, %469 ]
  %483 = phi <16 x i32> [ %505, %496 ], [ zeroinitializer, %469 ]
  %484 = phi <16 x i32> [ %506, %496 ], [ zeroinitializer, %469 ]
  %485 = phi <16 x i32> [ %507, %496 ], [ zeroinitializer, %469 ]
  %486 = phi <16 x i32> [ %508, %496 ], [ zeroinitializer, %469 ]
  %487 = phi <16 x i32> [ %509, %496 ], [ zeroinitializer, %469 ]
  %488 = phi <16 x i32> [ %510, %496 ], [ zeroinitializer, %469 ]
  %489 = phi <16 x i32> [ %511, %496 ], [ zeroinitializer, %469 ]
  %490 = phi <16 x i32> [ %512, %496 ], [ zeroinitializer, %469 ]
  %491 = phi i64 [ %513, %496 ], [ 0, %469 ]
  br i1 %102, label %492, label %496

492:                                              ; preds = %474
  %493 = mul i64 %100, %491
  %494 = getelementptr inbounds i8, ptr %471, i64 %493
  %495 = mul nuw nsw i64 %491, %9
  br label %515

496:                                              ; preds = %540, %474
  %497 = phi <16 x i32> [ %475, %474 ], [ %541, %540 ]
  %498 = phi <16 x i32> [ %476, %474 ], [ %542, %540 ]
  %499 = phi <16 x i32> [ %477, %474 ], [ %543, %540 ]
  %500 = phi <16 x i32> [ %478, %474 ], [ %544, %540 ]
  %501 = phi <16 x i32> [ %479, %474 ], [ %545, %540 ]
  %502 = phi <16 x i32> [ %480, %474 ], [ %546, %540 ]
  %503 = phi <16 x i32> [ %481, %474 ], [ %547, %540 ]
  %504 = phi <16 x i32> [ %482, %474 ], [ %548, %540 ]
  %505 = phi <16 x i32> [ %483, %474 ], [ %549, %540 ]
  %506 = phi <16 x i32> [ %484, %474 ], [ %550, %540 ]
  %507 = phi <16 x i32> [ %485, %474 ], [ %551, %540 ]
  %508 = phi <16 x i32> [ %486, %474 ], [ %552, %540 ]
  %509 = phi <16 x i32> [ %487, %474 ], [ %553, %540 ]
  %510 = phi <16 x i32> [ %488, %474 ], [ %554, %540 ]
  %511 = phi <16 x i32> [ %489, %474 ], [ %555, %540 ]
  %512 = phi <16 x i32> [ %490, %474 ], [ %556, %540 ]
  %513 = add nuw nsw i64 %491, 1
  %514 = icmp eq i64 %513, %8
  br i1 %514, label %703, label %474

515:                                              ; preds = %492, %540
  %516 = phi <16 x i32> [ %475, %492 ], [ %541, %540 ]
  %517 = phi <16 x i32> [ %476, %492 ], [ %542, %540 ]
  %518 = phi <16 x i32> [ %477, %492 ], [ %543, %540 ]
  %519 = phi <16 x i32> [ %478, %492 ], [ %544, %540 ]
  %520 = phi <16 x i32> [ %479, %492 ], [ %545, %540 ]
  %521 = phi <16 x i32> [ %480, %492 ], [ %546, %540 ]
  %522 = phi <16 x i32> [ %481, %492 ], [ %547, %540 ]
  %523 = phi <16 x i32> [ %482, %492 ], [ %548, %540 ]
  %524 = phi <16 x i32> [ %483, %492 ], [ %549, %540 ]
  %525 = phi <16 x i32> [ %484, %492 ], [ %550, %540 ]
  %526 = phi <16 x i32> [ %485, %492 ], [ %551, %540 ]
  %527 = phi <16 x i32> [ %486, %492 ], [ %552, %540 ]
  %528 = phi <16 x i32> [ %487, %492 ], [ %553, %540 ]
  %529 = phi <16 x i32> [ %488, %492 ], [ %554, %540 ]
  %530 = phi <16 x i32> [ %489, %492 ], [ %555, %540 ]
  %531 = phi <16 x i32> [ %490, %492 ], [ %556, %540 ]
  %532 = phi i64 [ 0, %492 ], [ %557, %540 ]
  %533 = mul i64 %103, %532
  %534 = getelementptr inbounds i8, ptr %494, i64 %533
  %535 = add nuw nsw i64 %532, %495
  %536 = mul i64 %104, %535
  %537 = getelementptr inbounds i8, ptr %411, i64 %536
  br i1 %105, label %538, label %540

538:                                              ; preds = %515
  %539 = getelementptr inbounds i8, ptr %537, i64 %60
  br label %559

540:                                              ; preds = %682, %515
  %541 = phi <16 x i32> [ %516, %515 ], [ %700, %682 ]
  %542 = phi <16 x i32> [ %517, %515 ], [ %699, %682 ]
  %543 = phi <16 x i32> [ %518, %515 ], [ %683, %682 ]
  %544 = phi <16 x i32> [ %519, %515 ], [ %684, %682 ]
  %545 = phi <16 x i32> [ %520, %515 ], [ %696, %682 ]
  %546 = phi <16 x i32> [ %521, %515 ], [ %695, %682 ]
  %547 = phi <16 x i32> [ %522, %515 ], [ %685, %682 ]
  %548 = phi <16 x i32> [ %523, %515 ], [ %686, %682 ]
  %549 = phi <16 x i32> [ %524, %515 ], [ %694, %682 ]
  %550 = phi <16 x i32> [ %525, %515 ], [ %693, %682 ]
  %551 = phi <16 x i32> [ %526, %515 ], [ %687, %682 ]
  %552 = phi <16 x i32> [ %527, %515 ], [ %688, %682 ]
  %553 = phi <16 x i32> [ %528, %515 ], [ %692, %682 ]
  %554 = phi <16 x i32> [ %529, %515 ], [ %691, %682 ]
  %555 = phi <16 x i32> [ %530, %515 ], [ %689, %682 ]
  %556 = phi <16 x i32> [ %531, %515 ], [ %690, %682 ]
  %557 = add nuw nsw i64 %532, 1
  %558 = icmp eq i64 %557, %9
  br i1 %558, label %496, label %515

559:                                              ; preds = %538, %682
  %560 = phi <16 x i32> [ %516, %538 ], [ %700, %682 ]
  %561 = phi <16 x i32> [ %517, %538 ], [ %699, %682 ]
  %562 = phi <16 x i32> [ %518, %538 ], [ %683, %682 ]
  %563 = phi <16 x i32> [ %519, %538 ], [ %684, %682 ]
  %564 = phi <16 x i32> [ %520, %538 ], [ %696, %682 ]
  %565 = phi <16 x i32> [ %521, %538 ], [ %695, %682 ]
  %566 = phi <16 x i32> [ %522, %538 ], [ %685, %682 ]
  %567 = phi <16 x i32> [ %523, %538 ], [ %686, %682 ]
  %568 = phi <16 x i32> [ %524, %538 ], [ %694, %682 ]
  %569 = phi <16 x i32> [ %525, %538 ], [ %693, %682 ]
  %570 = phi <16 x i32> [ %526, %538 ], [ %687, %682 ]
  %571 = phi <16 x i32> [ %527, %538 ], [ %688, %682 ]
  %572 = phi <16 x i32> [ %528, %538 ], [ %692, %682 ]
  %573 = phi <16 x i32> [ %529, %538 ], [ %691, %682 ]
  %574 = phi <16 x i32> [ %530, %538 ], [ %689, %682 ]
  %575 = phi <16 x i32> [ %531, %538 ], [ %690, %682 ]
  %576 = phi i64 [ 0, %538 ], [ %701, %682 ]
  %577 = shl nsw i64 %576, 6
  %578 = getelementptr inbounds nuw i8, ptr %537, i64 %577
  %579 = load <64 x i8>, ptr %578, align 64
  %580 = getelementptr inbounds nuw i8, ptr %539, i64 %577
  %581 = load <64 x i8>, ptr %580, align 64
  %582 = shl nsw i64 %576, 2
  %583 = sub nsw i64 %6, %582
  %584 = getelementptr i8, ptr %534, i64 %582
  %585 = icmp sgt i64 %583, 3
  %586 = getelementptr i8, ptr %584, i64 %99
  br i1 %585, label %630, label %587

587:                                              ; preds = %559
  %588 = trunc i64 %583 to i32
  %589 = shl nsw i32 -1, %588
  %590 = trunc i32 %589 to i16
  %591 = xor i16 %590, -1
  %592 = bitcast i16 %591 to <16 x i1>
  %593 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %584, <16 x i1> %592, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %594 = shufflevector <16 x i8> %593, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %595 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %575, <64 x i8> %594, <64 x i8> %579)
  %596 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %574, <64 x i8> %594, <64 x i8> %581)
  %597 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %586, <16 x i1> %592, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %598 = shufflevector <16 x i8> %597, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %599 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %573, <64 x i8> %598, <64 x i8> %579)
  %600 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %572, <64 x i8> %598, <64 x i8> %581)
  %601 = getelementptr i8, ptr %584, i64 %110
  %602 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %601, <16 x i1> %592, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %603 = shufflevector <16 x i8> %602, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %604 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %571, <64 x i8> %603, <64 x i8> %579)
  %605 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %570, <64 x i8> %603, <64 x i8> %581)
  %606 = getelementptr i8, ptr %584, i64 %111
  %607 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %606, <16 x i1> %592, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %608 = shufflevector <16 x i8> %607, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %609 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %569, <64 x i8> %608, <64 x i8> %579)
  %610 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %568, <64 x i8> %608, <64 x i8> %581)
  %611 = getelementptr i8, ptr %584, i64 %112
  %612 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %611, <16 x i1> %592, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %613 = shufflevector <16 x i8> %612, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %614 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %567, <64 x i8> %613, <64 x i8> %579)
  %615 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %566, <64 x i8> %613, <64 x i8> %581)
  %616 = getelementptr i8, ptr %584, i64 %113
  %617 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %616, <16 x i1> %592, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %618 = shufflevector <16 x i8> %617, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %619 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %565, <64 x i8> %618, <64 x i8> %579)
  %620 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %564, <64 x i8> %618, <64 x i8> %581)
  %621 = getelementptr i8, ptr %584, i64 %114
  %622 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %621, <16 x i1> %592, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %623 = shufflevector <16 x i8> %622, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %624 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %563, <64 x i8> %623, <64 x i8> %579)
  %625 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %562, <64 x i8> %623, <64 x i8> %581)
  %626 = getelementptr i8, ptr %584, i64 %115
  %627 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %626, <16 x i1> %592, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %628 = bitcast <16 x i8> %627 to <4 x i32>
  %629 = shufflevector <4 x i32> %628, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %682

630:                                              ; preds = %559
  %631 = load i32, ptr %584, align 1
  %632 = insertelement <16 x i32> poison, i32 %631, i64 0
  %633 = shufflevector <16 x i32> %632, <16 x i32> poison, <16 x i32> zeroinitializer
  %634 = bitcast <16 x i32> %633 to <64 x i8>
  %635 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %575, <64 x i8> %634, <64 x i8> %579)
  %636 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %574, <64 x i8> %634, <64 x i8> %581)
  %637 = load i32, ptr %586, align 1
  %638 = insertelement <16 x i32> poison, i32 %637, i64 0
  %639 = shufflevector <16 x i32> %638, <16 x i32> poison, <16 x i32> zeroinitializer
  %640 = bitcast <16 x i32> %639 to <64 x i8>
  %641 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %573, <64 x i8> %640, <64 x i8> %579)
  %642 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %572, <64 x i8> %640, <64 x i8> %581)
  %643 = getelementptr i8, ptr %584, i64 %116
  %644 = load i32, ptr %643, align 1
  %645 = insertelement <16 x i32> poison, i32 %644, i64 0
  %646 = shufflevector <16 x i32> %645, <16 x i32> poison, <16 x i32> zeroinitializer
  %647 = bitcast <16 x i32> %646 to <64 x i8>
  %648 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %571, <64 x i8> %647, <64 x i8> %579)
  %649 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %570, <64 x i8> %647, <64 x i8> %581)
  %650 = getelementptr i8, ptr %584, i64 %117
  %651 = load i32, ptr %650, align 1
  %652 = insertelement <16 x i32> poison, i32 %651, i64 0
  %653 = shufflevector <16 x i32> %652, <16 x i32> poison, <16 x i32> zeroinitializer
  %654 = bitcast <16 x i32> %653 to <64 x i8>
  %655 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %569, <64 x i8> %654, <64 x i8> %579)
  %656 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %568, <64 x i8> %654, <64 x i8> %581)
  %657 = getelementptr i8, ptr %584, i64 %118
  %658 = load i32, ptr %657, align 1
  %659 = insertelement <16 x i32> poison, i32 %658, i64 0
  %660 = shufflevector <16 x i32> %659, <16 x i32> poison, <16 x i32> zeroinitializer
  %661 = bitcast <16 x i32> %660 to <64 x i8>
  %662 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %567, <64 x i8> %661, <64 x i8> %579)
  %663 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %566, <64 x i8> %661, <64 x i8> %581)
  %664 = getelementptr i8, ptr %584, i64 %119
  %665 = load i32, ptr %664, align 1
  %666 = insertelement <16 x i32> poison, i32 %665, i64 0
  %667 = shufflevector <16 x i32> %666, <16 x i32> poison, <16 x i32> zeroinitializer
  %668 = bitcast <16 x i32> %667 to <64 x i8>
  %669 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %565, <64 x i8> %668, <64 x i8> %579)
  %670 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %564, <64 x i8> %668, <64 x i8> %581)
  %671 = getelementptr i8, ptr %584, i64 %120
  %672 = load i32, ptr %671, align 1
  %673 = insertelement <16 x i32> poison, i32 %672, i64 0
  %674 = shufflevector <16 x i32> %673, <16 x i32> poison, <16 x i32> zeroinitializer
  %675 = bitcast <16 x i32> %674 to <64 x i8>
  %676 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %563, <64 x i8> %675, <64 x i8> %579)
  %677 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %562, <64 x i8> %675, <64 x i8> %581)
  %678 = getelementptr i8, ptr %584, i64 %121
  %679 = load i32, ptr %678, align 1
  %680 = insertelement <16 x i32> poison, i32 %679, i64 0
  %681 = shufflevector <16 x i32> %680, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %682

682:                                              ; preds = %630, %587
  %683 = phi <16 x i32> [ %677, %630 ], [ %625, %587 ]
  %684 = phi <16 x i32> [ %676, %630 ], [ %624, %587 ]
  %685 = phi <16 x i32> [ %663, %630 ], [ %615, %587 ]
  %686 = phi <16 x i32> [ %662, %630 ], [ %614, %587 ]
  %687 = phi <16 x i32> [ %649, %630 ], [ %605, %587 ]
  %688 = phi <16 x i32> [ %648, %630 ], [ %604, %587 ]
  %689 = phi <16 x i32> [ %636, %630 ], [ %596, %587 ]
  %690 = phi <16 x i32> [ %635, %630 ], [ %595, %587 ]
  %691 = phi <16 x i32> [ %641, %630 ], [ %599, %587 ]
  %692 = phi <16 x i32> [ %642, %630 ], [ %600, %587 ]
  %693 = phi <16 x i32> [ %655, %630 ], [ %609, %587 ]
  %694 = phi <16 x i32> [ %656, %630 ], [ %610, %587 ]
  %695 = phi <16 x i32> [ %669, %630 ], [ %619, %587 ]
  %696 = phi <16 x i32> [ %670, %630 ], [ %620, %587 ]
  %697 = phi <16 x i32> [ %681, %630 ], [ %629, %587 ]
  %698 = bitcast <16 x i32> %697 to <64 x i8>
  %699 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %561, <64 x i8> %698, <64 x i8> %579)
  %700 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %560, <64 x i8> %698, <64 x i8> %581)
  %701 = add nuw nsw i64 %576, 1
  %702 = icmp eq i64 %701, %109
  br i1 %702, label %540, label %559

703:                                              ; preds = %496, %469
  %704 = phi <16 x i32> [ zeroinitializer, %469 ], [ %497, %496 ]
  %705 = phi <16 x i32> [ zeroinitializer, %469 ], [ %498, %496 ]
  %706 = phi <16 x i32> [ zeroinitializer, %469 ], [ %499, %496 ]
  %707 = phi <16 x i32> [ zeroinitializer, %469 ], [ %500, %496 ]
  %708 = phi <16 x i32> [ zeroinitializer, %469 ], [ %501, %496 ]
  %709 = phi <16 x i32> [ zeroinitializer, %469 ], [ %502, %496 ]
  %710 = phi <16 x i32> [ zeroinitializer, %469 ], [ %503, %496 ]
  %711 = phi <16 x i32> [ zeroinitializer, %469 ], [ %504, %496 ]
  %712 = phi <16 x i32> [ zeroinitializer, %469 ], [ %505, %496 ]
  %713 = phi <16 x i32> [ zeroinitializer, %469 ], [ %506, %496 ]
  %714 = phi <16 x i32> [ zeroinitializer, %469 ], [ %507, %496 ]
  %715 = phi <16 x i32> [ zeroinitializer, %469 ], [ %508, %496 ]
  %716 = phi <16 x i32> [ zeroinitializer, %469 ], [ %509, %496 ]
  %717 = phi <16 x i32> [ zeroinitializer, %469 ], [ %510, %496 ]
  %718 = phi <16 x i32> [ zeroinitializer, %469 ], [ %511, %496 ]
  %719 = phi <16 x i32> [ zeroinitializer, %469 ], [ %512, %496 ]
  %720 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %425, <16 x i1> %426, <16 x i32> zeroinitializer)
  br i1 %106, label %723, label %721

721:                                              ; preds = %703
  %722 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %427, <16 x i1> %426, <16 x i32> zeroinitializer)
  br label %723

723:                                              ; preds = %721, %703
  %724 = phi <16 x i32> [ %722, %721 ], [ zeroinitializer, %703 ]
  %725 = sub <16 x i32> %724, %720
  br i1 %107, label %729, label %726

726:                                              ; preds = %723
  %727 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %428, <16 x i1> %426, <16 x i32> zeroinitializer)
  %728 = add <16 x i32> %727, %725
  br label %729

729:                                              ; preds = %726, %723
  %730 = phi <16 x i32> [ %728, %726 ], [ %725, %723 ]
  br i1 %108, label %734, label %731

731:                                              ; preds = %729
  %732 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %429, <16 x i1> %426, <16 x float> zeroinitializer)
  %733 = fmul <16 x float> %76, %732
  br label %734

734:                                              ; preds = %729, %731
  %735 = phi <16 x float> [ %733, %731 ], [ %76, %729 ]
  %736 = fmul <16 x float> %79, %735
  %737 = add <16 x i32> %719, %730
  %738 = sitofp <16 x i32> %737 to <16 x float>
  %739 = fmul <16 x float> %736, %738
  %740 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %739, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %741 = fcmp uge <16 x float> %740, splat (float 0x41E0000000000000)
  %742 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %740, i32 4)
  %743 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %742, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %744 = select <16 x i1> %741, <16 x i32> splat (i32 2147483647), <16 x i32> %743
  %745 = add <16 x i32> %744, %82
  %746 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %745, <16 x i32> %85)
  %747 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %746, <16 x i32> %88)
  %748 = add <16 x i32> %717, %730
  %749 = sitofp <16 x i32> %748 to <16 x float>
  %750 = fmul <16 x float> %736, %749
  %751 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %750, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %752 = fcmp uge <16 x float> %751, splat (float 0x41E0000000000000)
  %753 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %751, i32 4)
  %754 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %753, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %755 = select <16 x i1> %752, <16 x i32> splat (i32 2147483647), <16 x i32> %754
  %756 = add <16 x i32> %755, %82
  %757 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %756, <16 x i32> %85)
  %758 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %757, <16 x i32> %88)
  %759 = add <16 x i32> %715, %730
  %760 = sitofp <16 x i32> %759 to <16 x float>
  %761 = fmul <16 x float> %736, %760
  %762 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %761, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %763 = fcmp uge <16 x float> %762, splat (float 0x41E0000000000000)
  %764 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %762, i32 4)
  %765 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %764, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %766 = select <16 x i1> %763, <16 x i32> splat (i32 2147483647), <16 x i32> %765
  %767 = add <16 x i32> %766, %82
  %768 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %767, <16 x i32> %85)
  %769 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %768, <16 x i32> %88)
  %770 = add <16 x i32> %713, %730
  %771 = sitofp <16 x i32> %770 to <16 x float>
  %772 = fmul <16 x float> %736, %771
  %773 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %772, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %774 = fcmp uge <16 x float> %773, splat (float 0x41E0000000000000)
  %775 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %773, i32 4)
  %776 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %775, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %777 = select <16 x i1> %774, <16 x i32> splat (i32 2147483647), <16 x i32> %776
  %778 = add <16 x i32> %777, %82
  %779 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %778, <16 x i32> %85)
  %780 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %779, <16 x i32> %88)
  %781 = add <16 x i32> %711, %730
  %782 = sitofp <16 x i32> %781 to <16 x float>
  %783 = fmul <16 x float> %736, %782
  %784 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %783, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %785 = fcmp uge <16 x float> %784, splat (float 0x41E0000000000000)
  %786 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %784, i32 4)
  %787 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %786, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %788 = select <16 x i1> %785, <16 x i32> splat (i32 2147483647), <16 x i32> %787
  %789 = add <16 x i32> %788, %82
  %790 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %789, <16 x i32> %85)
  %791 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %790, <16 x i32> %88)
  %792 = add <16 x i32> %709, %730
  %793 = sitofp <16 x i32> %792 to <16 x float>
  %794 = fmul <16 x float> %736, %793
  %795 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %794, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %796 = fcmp uge <16 x float> %795, splat (float 0x41E0000000000000)
  %797 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %795, i32 4)
  %798 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %797, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %799 = select <16 x i1> %796, <16 x i32> splat (i32 2147483647), <16 x i32> %798
  %800 = add <16 x i32> %799, %82
  %801 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %800, <16 x i32> %85)
  %802 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %801, <16 x i32> %88)
  %803 = add <16 x i32> %707, %730
  %804 = sitofp <16 x i32> %803 to <16 x float>
  %805 = fmul <16 x float> %736, %804
  %806 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %805, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %807 = fcmp uge <16 x float> %806, splat (float 0x41E0000000000000)
  %808 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %806, i32 4)
  %809 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %808, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %810 = select <16 x i1> %807, <16 x i32> splat (i32 2147483647), <16 x i32> %809
  %811 = add <16 x i32> %810, %82
  %812 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %811, <16 x i32> %85)
  %813 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %812, <16 x i32> %88)
  %814 = add <16 x i32> %705, %730
  %815 = sitofp <16 x i32> %814 to <16 x float>
  %816 = fmul <16 x float> %736, %815
  %817 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %816, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %818 = fcmp uge <16 x float> %817, splat (float 0x41E0000000000000)
  %819 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %817, i32 4)
  %820 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %819, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %821 = select <16 x i1> %818, <16 x i32> splat (i32 2147483647), <16 x i32> %820
  %822 = add <16 x i32> %821, %82
  %823 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %822, <16 x i32> %85)
  %824 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %823, <16 x i32> %88)
  %825 = getelementptr inbounds i8, ptr %473, i64 %430
  br i1 %89, label %826, label %964

826:                                              ; preds = %734
  %827 = shufflevector <16 x i32> %747, <16 x i32> %758, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %828 = trunc <16 x i32> %827 to <16 x i8>
  %829 = shufflevector <16 x i32> %769, <16 x i32> %780, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %830 = trunc <16 x i32> %829 to <16 x i8>
  %831 = shufflevector <16 x i32> %791, <16 x i32> %802, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %832 = trunc <16 x i32> %831 to <16 x i8>
  %833 = shufflevector <16 x i32> %813, <16 x i32> %824, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %834 = trunc <16 x i32> %833 to <16 x i8>
  %835 = shufflevector <16 x i32> %747, <16 x i32> %758, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %836 = trunc <16 x i32> %835 to <16 x i8>
  %837 = shufflevector <16 x i32> %769, <16 x i32> %780, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %838 = trunc <16 x i32> %837 to <16 x i8>
  %839 = shufflevector <16 x i32> %791, <16 x i32> %802, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %840 = trunc <16 x i32> %839 to <16 x i8>
  %841 = shufflevector <16 x i32> %813, <16 x i32> %824, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %842 = trunc <16 x i32> %841 to <16 x i8>
  %843 = bitcast <16 x i8> %828 to <8 x i16>
  %844 = bitcast <16 x i8> %830 to <8 x i16>
  %845 = shufflevector <8 x i16> %843, <8 x i16> %844, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %846 = shufflevector <8 x i16> %843, <8 x i16> %844, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %847 = bitcast <16 x i8> %832 to <8 x i16>
  %848 = bitcast <16 x i8> %834 to <8 x i16>
  %849 = shufflevector <8 x i16> %847, <8 x i16> %848, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %850 = shufflevector <8 x i16> %847, <8 x i16> %848, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %851 = bitcast <8 x i16> %845 to <4 x i32>
  %852 = bitcast <8 x i16> %849 to <4 x i32>
  %853 = shufflevector <4 x i32> %851, <4 x i32> %852, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %854 = shufflevector <4 x i32> %851, <4 x i32> %852, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %855 = bitcast <8 x i16> %846 to <4 x i32>
  %856 = bitcast <8 x i16> %850 to <4 x i32>
  %857 = shufflevector <4 x i32> %855, <4 x i32> %856, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %858 = shufflevector <4 x i32> %855, <4 x i32> %856, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %859 = bitcast <16 x i8> %836 to <8 x i16>
  %860 = bitcast <16 x i8> %838 to <8 x i16>
  %861 = shufflevector <8 x i16> %859, <8 x i16> %860, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %862 = shufflevector <8 x i16> %859, <8 x i16> %860, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %863 = bitcast <16 x i8> %840 to <8 x i16>
  %864 = bitcast <16 x i8> %842 to <8 x i16>
  %865 = shufflevector <8 x i16> %863, <8 x i16> %864, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %866 = shufflevector <8 x i16> %863, <8 x i16> %864, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %867 = bitcast <8 x i16> %861 to <4 x i32>
  %868 = bitcast <8 x i16> %865 to <4 x i32>
  %869 = shufflevector <4 x i32> %867, <4 x i32> %868, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %870 = shufflevector <4 x i32> %867, <4 x i32> %868, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %871 = bitcast <8 x i16> %862 to <4 x i32>
  %872 = bitcast <8 x i16> %866 to <4 x i32>
  %873 = shufflevector <4 x i32> %871, <4 x i32> %872, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %874 = shufflevector <4 x i32> %871, <4 x i32> %872, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %419, label %875, label %923

875:                                              ; preds = %826
  %876 = bitcast <4 x i32> %874 to <2 x i64>
  %877 = bitcast <4 x i32> %873 to <2 x i64>
  %878 = bitcast <4 x i32> %870 to <2 x i64>
  %879 = bitcast <4 x i32> %869 to <2 x i64>
  %880 = bitcast <4 x i32> %858 to <2 x i64>
  %881 = bitcast <4 x i32> %857 to <2 x i64>
  %882 = bitcast <4 x i32> %854 to <2 x i64>
  %883 = bitcast <4 x i32> %853 to <2 x i64>
  %884 = extractelement <2 x i64> %883, i64 0
  store i64 %884, ptr %825, align 1
  %885 = getelementptr inbounds i8, ptr %825, i64 %97
  %886 = bitcast <4 x i32> %853 to <2 x double>
  %887 = extractelement <2 x double> %886, i64 1
  store double %887, ptr %885, align 1
  %888 = getelementptr inbounds i8, ptr %825, i64 %142
  %889 = extractelement <2 x i64> %882, i64 0
  store i64 %889, ptr %888, align 1
  %890 = getelementptr inbounds i8, ptr %825, i64 %143
  %891 = bitcast <4 x i32> %854 to <2 x double>
  %892 = extractelement <2 x double> %891, i64 1
  store double %892, ptr %890, align 1
  %893 = getelementptr inbounds i8, ptr %825, i64 %144
  %894 = extractelement <2 x i64> %881, i64 0
  store i64 %894, ptr %893, align 1
  %895 = getelementptr inbounds i8, ptr %825, i64 %145
  %896 = bitcast <4 x i32> %857 to <2 x double>
  %897 = extractelement <2 x double> %896, i64 1
  store double %897, ptr %895, align 1
  %898 = getelementptr inbounds i8, ptr %825, i64 %146
  %899 = extractelement <2 x i64> %880, i64 0
  store i64 %899, ptr %898, align 1
  %900 = getelementptr inbounds i8, ptr %825, i64 %147
  %901 = bitcast <4 x i32> %858 to <2 x double>
  %902 = extractelement <2 x double> %901, i64 1
  store double %902, ptr %900, align 1
  %903 = getelementptr inbounds i8, ptr %825, i64 %148
  %904 = extractelement <2 x i64> %879, i64 0
  store i64 %904, ptr %903, align 1
  %905 = getelementptr inbounds i8, ptr %825, i64 %149
  %906 = bitcast <4 x i32> %869 to <2 x double>
  %907 = extractelement <2 x double> %906, i64 1
  store double %907, ptr %905, align 1
  %908 = getelementptr inbounds i8, ptr %825, i64 %150
  %909 = extractelement <2 x i64> %878, i64 0
  store i64 %909, ptr %908, align 1
  %910 = getelementptr inbounds i8, ptr %825, i64 %151
  %911 = bitcast <4 x i32> %870 to <2 x double>
  %912 = extractelement <2 x double> %911, i64 1
  store double %912, ptr %910, align 1
  %913 = getelementptr inbounds i8, ptr %825, i64 %152
  %914 = extractelement <2 x i64> %877, i64 0
  store i64 %914, ptr %913, align 1
  %915 = getelementptr inbounds i8, ptr %825, i64 %153
  %916 = bitcast <4 x i32> %873 to <2 x double>
  %917 = extractelement <2 x double> %916, i64 1
  store double %917, ptr %915, align 1
  %918 = getelementptr inbounds i8, ptr %825, i64 %154
  %919 = extractelement <2 x i64> %876, i64 0
  store i64 %919, ptr %918, align 1
  %920 = getelementptr inbounds i8, ptr %825, i64 %155
  %921 = bitcast <4 x i32> %874 to <2 x double>
  %922 = extractelement <2 x double> %921, i64 1
  store double %922, ptr %920, align 1
  br label %1003

923:                                              ; preds = %826
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  store <4 x i32> %853, ptr %41, align 16
  store <4 x i32> %854, ptr %135, align 16
  store <4 x i32> %857, ptr %136, align 16
  store <4 x i32> %858, ptr %137, align 16
  store <4 x i32> %869, ptr %138, align 16
  store <4 x i32> %870, ptr %139, align 16
  store <4 x i32> %873, ptr %140, align 16
  store <4 x i32> %874, ptr %141, align 16
  br i1 %431, label %924, label %938

924:                                              ; preds = %923
  br i1 %447, label %926, label %939

925:                                              ; preds = %939
  br i1 %348, label %938, label %926

926:                                              ; preds = %925, %924
  %927 = phi i64 [ 0, %924 ], [ %961, %925 ]
  tail call void @llvm.assume(i1 %349)
  br label %928

928:                                              ; preds = %928, %926
  %929 = phi i64 [ %935, %928 ], [ %927, %926 ]
  %930 = phi i64 [ %936, %928 ], [ 0, %926 ]
  %931 = mul nsw i64 %929, %97
  %932 = getelementptr inbounds i8, ptr %825, i64 %931
  %933 = getelementptr inbounds nuw [8 x i8], ptr %41, i64 %929
  %934 = load i64, ptr %933, align 8
  store i64 %934, ptr %932, align 1
  %935 = add nuw nsw i64 %929, 1
  %936 = add i64 %930, 1
  %937 = icmp eq i64 %936, %347
  br i1 %937, label %938, label %928

938:                                              ; preds = %925, %928, %923
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  br label %1003

939:                                              ; preds = %924, %939
  %940 = phi i64 [ %961, %939 ], [ 0, %924 ]
  %941 = phi i64 [ %962, %939 ], [ 0, %924 ]
  %942 = mul nsw i64 %940, %97
  %943 = getelementptr inbounds i8, ptr %825, i64 %942
  %944 = getelementptr inbounds nuw [8 x i8], ptr %41, i64 %940
  %945 = load i64, ptr %944, align 16
  store i64 %945, ptr %943, align 1
  %946 = or disjoint i64 %940, 1
  %947 = mul nsw i64 %946, %97
  %948 = getelementptr inbounds i8, ptr %825, i64 %947
  %949 = getelementptr inbounds nuw [8 x i8], ptr %41, i64 %946
  %950 = load i64, ptr %949, align 8
  store i64 %950, ptr %948, align 1
  %951 = or disjoint i64 %940, 2
  %952 = mul nsw i64 %951, %97
  %953 = getelementptr inbounds i8, ptr %825, i64 %952
  %954 = getelementptr inbounds nuw [8 x i8], ptr %41, i64 %951
  %955 = load i64, ptr %954, align 16
  store i64 %955, ptr %953, align 1
  %956 = or disjoint i64 %940, 3
  %957 = mul nsw i64 %956, %97
  %958 = getelementptr inbounds i8, ptr %825, i64 %957
  %959 = getelementptr inbounds nuw [8 x i8], ptr %41, i64 %956
  %960 = load i64, ptr %959, align 8
  store i64 %960, ptr %958, align 1
  %961 = add nuw nsw i64 %940, 4
  %962 = add i64 %941, 4
  %963 = icmp eq i64 %962, %448
  br i1 %963, label %925, label %939

964:                                              ; preds = %734
  %965 = trunc <16 x i32> %824 to <16 x i8>
  %966 = trunc <16 x i32> %813 to <16 x i8>
  %967 = trunc <16 x i32> %802 to <16 x i8>
  %968 = trunc <16 x i32> %791 to <16 x i8>
  %969 = trunc <16 x i32> %780 to <16 x i8>
  %970 = trunc <16 x i32> %769 to <16 x i8>
  %971 = trunc <16 x i32> %758 to <16 x i8>
  %972 = trunc <16 x i32> %747 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  store <16 x i8> %972, ptr %42, align 16
  store <16 x i8> %971, ptr %122, align 16
  store <16 x i8> %970, ptr %123, align 16
  store <16 x i8> %969, ptr %124, align 16
  store <16 x i8> %968, ptr %125, align 16
  store <16 x i8> %967, ptr %126, align 16
  store <16 x i8> %966, ptr %127, align 16
  store <16 x i8> %965, ptr %128, align 16
  br i1 %431, label %973, label %1002

973:                                              ; preds = %964, %973
  %974 = phi i64 [ %1000, %973 ], [ 0, %964 ]
  %975 = getelementptr inbounds nuw i8, ptr %42, i64 %974
  %976 = mul nsw i64 %974, %20
  %977 = getelementptr i8, ptr %825, i64 %976
  %978 = load i8, ptr %975, align 1
  store i8 %978, ptr %977, align 1
  %979 = getelementptr inbounds nuw i8, ptr %975, i64 16
  %980 = load i8, ptr %979, align 1
  %981 = getelementptr i8, ptr %977, i64 %22
  store i8 %980, ptr %981, align 1
  %982 = getelementptr inbounds nuw i8, ptr %975, i64 32
  %983 = load i8, ptr %982, align 1
  %984 = getelementptr i8, ptr %977, i64 %129
  store i8 %983, ptr %984, align 1
  %985 = getelementptr inbounds nuw i8, ptr %975, i64 48
  %986 = load i8, ptr %985, align 1
  %987 = getelementptr i8, ptr %977, i64 %130
  store i8 %986, ptr %987, align 1
  %988 = getelementptr inbounds nuw i8, ptr %975, i64 64
  %989 = load i8, ptr %988, align 1
  %990 = getelementptr i8, ptr %977, i64 %131
  store i8 %989, ptr %990, align 1
  %991 = getelementptr inbounds nuw i8, ptr %975, i64 80
  %992 = load i8, ptr %991, align 1
  %993 = getelementptr i8, ptr %977, i64 %132
  store i8 %992, ptr %993, align 1
  %994 = getelementptr inbounds nuw i8, ptr %975, i64 96
  %995 = load i8, ptr %994, align 1
  %996 = getelementptr i8, ptr %977, i64 %133
  store i8 %995, ptr %996, align 1
  %997 = getelementptr inbounds nuw i8, ptr %975, i64 112
  %998 = load i8, ptr %997, align 1
  %999 = getelementptr i8, ptr %977, i64 %134
  store i8 %998, ptr %999, align 1
  %1000 = add nuw nsw i64 %974, 1
  %1001 = icmp eq i64 %1000, %420
  br i1 %1001, label %1002, label %973

1002:                                             ; preds = %973, %964
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  br label %1003

1003:                                             ; preds = %938, %875, %1002
  %1004 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %440, <16 x i1> %441, <16 x i32> zeroinitializer)
  br i1 %106, label %1007, label %1005

1005:                                             ; preds = %1003
  %1006 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %442, <16 x i1> %441, <16 x i32> zeroinitializer)
  br label %1007

1007:                                             ; preds = %1005, %1003
  %1008 = phi <16 x i32> [ %1006, %1005 ], [ zeroinitializer, %1003 ]
  %1009 = sub <16 x i32> %1008, %1004
  br i1 %107, label %1013, label %1010

1010:                                             ; preds = %1007
  %1011 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %443, <16 x i1> %441, <16 x i32> zeroinitializer)
  %1012 = add <16 x i32> %1011, %1009
  br label %1013

1013:                                             ; preds = %1010, %1007
  %1014 = phi <16 x i32> [ %1012, %1010 ], [ %1009, %1007 ]
  br i1 %108, label %1018, label %1015

1015:                                             ; preds = %1013
  %1016 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %444, <16 x i1> %441, <16 x float> zeroinitializer)
  %1017 = fmul <16 x float> %76, %1016
  br label %1018

1018:                                             ; preds = %1013, %1015
  %1019 = phi <16 x float> [ %1017, %1015 ], [ %76, %1013 ]
  %1020 = fmul <16 x float> %79, %1019
  %1021 = add <16 x i32> %718, %1014
  %1022 = sitofp <16 x i32> %1021 to <16 x float>
  %1023 = fmul <16 x float> %1020, %1022
  %1024 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1023, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1025 = fcmp uge <16 x float> %1024, splat (float 0x41E0000000000000)
  %1026 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1024, i32 4)
  %1027 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1026, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1028 = select <16 x i1> %1025, <16 x i32> splat (i32 2147483647), <16 x i32> %1027
  %1029 = add <16 x i32> %1028, %82
  %1030 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1029, <16 x i32> %85)
  %1031 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1030, <16 x i32> %88)
  %1032 = add <16 x i32> %716, %1014
  %1033 = sitofp <16 x i32> %1032 to <16 x float>
  %1034 = fmul <16 x float> %1020, %1033
  %1035 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1034, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1036 = fcmp uge <16 x float> %1035, splat (float 0x41E0000000000000)
  %1037 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1035, i32 4)
  %1038 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1037, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1039 = select <16 x i1> %1036, <16 x i32> splat (i32 2147483647), <16 x i32> %1038
  %1040 = add <16 x i32> %1039, %82
  %1041 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1040, <16 x i32> %85)
  %1042 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1041, <16 x i32> %88)
  %1043 = add <16 x i32> %714, %1014
  %1044 = sitofp <16 x i32> %1043 to <16 x float>
  %1045 = fmul <16 x float> %1020, %1044
  %1046 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1045, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1047 = fcmp uge <16 x float> %1046, splat (float 0x41E0000000000000)
  %1048 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1046, i32 4)
  %1049 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1048, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1050 = select <16 x i1> %1047, <16 x i32> splat (i32 2147483647), <16 x i32> %1049
  %1051 = add <16 x i32> %1050, %82
  %1052 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1051, <16 x i32> %85)
  %1053 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1052, <16 x i32> %88)
  %1054 = add <16 x i32> %712, %1014
  %1055 = sitofp <16 x i32> %1054 to <16 x float>
  %1056 = fmul <16 x float> %1020, %1055
  %1057 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1056, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1058 = fcmp uge <16 x float> %1057, splat (float 0x41E0000000000000)
  %1059 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1057, i32 4)
  %1060 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1059, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1061 = select <16 x i1> %1058, <16 x i32> splat (i32 2147483647), <16 x i32> %1060
  %1062 = add <16 x i32> %1061, %82
  %1063 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1062, <16 x i32> %85)
  %1064 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1063, <16 x i32> %88)
  %1065 = add <16 x i32> %710, %1014
  %1066 = sitofp <16 x i32> %1065 to <16 x float>
  %1067 = fmul <16 x float> %1020, %1066
  %1068 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1067, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1069 = fcmp uge <16 x float> %1068, splat (float 0x41E0000000000000)
  %1070 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1068, i32 4)
  %1071 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1070, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1072 = select <16 x i1> %1069, <16 x i32> splat (i32 2147483647), <16 x i32> %1071
  %1073 = add <16 x i32> %1072, %82
  %1074 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1073, <16 x i32> %85)
  %1075 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1074, <16 x i32> %88)
  %1076 = add <16 x i32> %708, %1014
  %1077 = sitofp <16 x i32> %1076 to <16 x float>
  %1078 = fmul <16 x float> %1020, %1077
  %1079 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1078, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1080 = fcmp uge <16 x float> %1079, splat (float 0x41E0000000000000)
  %1081 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1079, i32 4)
  %1082 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1081, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1083 = select <16 x i1> %1080, <16 x i32> splat (i32 2147483647), <16 x i32> %1082
  %1084 = add <16 x i32> %1083, %82
  %1085 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1084, <16 x i32> %85)
  %1086 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1085, <16 x i32> %88)
  %1087 = add <16 x i32> %706, %1014
  %1088 = sitofp <16 x i32> %1087 to <16 x float>
  %1089 = fmul <16 x float> %1020, %1088
  %1090 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1089, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1091 = fcmp uge <16 x float> %1090, splat (float 0x41E0000000000000)
  %1092 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1090, i32 4)
  %1093 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1092, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1094 = select <16 x i1> %1091, <16 x i32> splat (i32 2147483647), <16 x i32> %1093
  %1095 = add <16 x i32> %1094, %82
  %1096 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1095, <16 x i32> %85)
  %1097 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1096, <16 x i32> %88)
  %1098 = add <16 x i32> %704, %1014
  %1099 = sitofp <16 x i32> %1098 to <16 x float>
  %1100 = fmul <16 x float> %1020, %1099
  %1101 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1100, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1102 = fcmp uge <16 x float> %1101, splat (float 0x41E0000000000000)
  %1103 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1101, i32 4)
  %1104 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1103, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1105 = select <16 x i1> %1102, <16 x i32> splat (i32 2147483647), <16 x i32> %1104
  %1106 = add <16 x i32> %1105, %82
  %1107 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1106, <16 x i32> %85)
  %1108 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1107, <16 x i32> %88)
  %1109 = getelementptr inbounds i8, ptr %473, i64 %445
  br i1 %89, label %1110, label %1248

1110:                                             ; preds = %1018
  %1111 = shufflevector <16 x i32> %1031, <16 x i32> %1042, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1112 = trunc <16 x i32> %1111 to <16 x i8>
  %1113 = shufflevector <16 x i32> %1053, <16 x i32> %1064, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1114 = trunc <16 x i32> %1113 to <16 x i8>
  %1115 = shufflevector <16 x i32> %1075, <16 x i32> %1086, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1116 = trunc <16 x i32> %1115 to <16 x i8>
  %1117 = shufflevector <16 x i32> %1097, <16 x i32> %1108, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1118 = trunc <16 x i32> %1117 to <16 x i8>
  %1119 = shufflevector <16 x i32> %1031, <16 x i32> %1042, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1120 = trunc <16 x i32> %1119 to <16 x i8>
  %1121 = shufflevector <16 x i32> %1053, <16 x i32> %1064, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1122 = trunc <16 x i32> %1121 to <16 x i8>
  %1123 = shufflevector <16 x i32> %1075, <16 x i32> %1086, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1124 = trunc <16 x i32> %1123 to <16 x i8>
  %1125 = shufflevector <16 x i32> %1097, <16 x i32> %1108, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1126 = trunc <16 x i32> %1125 to <16 x i8>
  %1127 = bitcast <16 x i8> %1112 to <8 x i16>
  %1128 = bitcast <16 x i8> %1114 to <8 x i16>
  %1129 = shufflevector <8 x i16> %1127, <8 x i16> %1128, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1130 = shufflevector <8 x i16> %1127, <8 x i16> %1128, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1131 = bitcast <16 x i8> %1116 to <8 x i16>
  %1132 = bitcast <16 x i8> %1118 to <8 x i16>
  %1133 = shufflevector <8 x i16> %1131, <8 x i16> %1132, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1134 = shufflevector <8 x i16> %1131, <8 x i16> %1132, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1135 = bitcast <8 x i16> %1129 to <4 x i32>
  %1136 = bitcast <8 x i16> %1133 to <4 x i32>
  %1137 = shufflevector <4 x i32> %1135, <4 x i32> %1136, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1138 = shufflevector <4 x i32> %1135, <4 x i32> %1136, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1139 = bitcast <8 x i16> %1130 to <4 x i32>
  %1140 = bitcast <8 x i16> %1134 to <4 x i32>
  %1141 = shufflevector <4 x i32> %1139, <4 x i32> %1140, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1142 = shufflevector <4 x i32> %1139, <4 x i32> %1140, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1143 = bitcast <16 x i8> %1120 to <8 x i16>
  %1144 = bitcast <16 x i8> %1122 to <8 x i16>
  %1145 = shufflevector <8 x i16> %1143, <8 x i16> %1144, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1146 = shufflevector <8 x i16> %1143, <8 x i16> %1144, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1147 = bitcast <16 x i8> %1124 to <8 x i16>
  %1148 = bitcast <16 x i8> %1126 to <8 x i16>
  %1149 = shufflevector <8 x i16> %1147, <8 x i16> %1148, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1150 = shufflevector <8 x i16> %1147, <8 x i16> %1148, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1151 = bitcast <8 x i16> %1145 to <4 x i32>
  %1152 = bitcast <8 x i16> %1149 to <4 x i32>
  %1153 = shufflevector <4 x i32> %1151, <4 x i32> %1152, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1154 = shufflevector <4 x i32> %1151, <4 x i32> %1152, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1155 = bitcast <8 x i16> %1146 to <4 x i32>
  %1156 = bitcast <8 x i16> %1150 to <4 x i32>
  %1157 = shufflevector <4 x i32> %1155, <4 x i32> %1156, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1158 = shufflevector <4 x i32> %1155, <4 x i32> %1156, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %434, label %1159, label %1207

1159:                                             ; preds = %1110
  %1160 = bitcast <4 x i32> %1158 to <2 x i64>
  %1161 = bitcast <4 x i32> %1157 to <2 x i64>
  %1162 = bitcast <4 x i32> %1154 to <2 x i64>
  %1163 = bitcast <4 x i32> %1153 to <2 x i64>
  %1164 = bitcast <4 x i32> %1142 to <2 x i64>
  %1165 = bitcast <4 x i32> %1141 to <2 x i64>
  %1166 = bitcast <4 x i32> %1138 to <2 x i64>
  %1167 = bitcast <4 x i32> %1137 to <2 x i64>
  %1168 = extractelement <2 x i64> %1167, i64 0
  store i64 %1168, ptr %1109, align 1
  %1169 = getelementptr inbounds i8, ptr %1109, i64 %97
  %1170 = bitcast <4 x i32> %1137 to <2 x double>
  %1171 = extractelement <2 x double> %1170, i64 1
  store double %1171, ptr %1169, align 1
  %1172 = getelementptr inbounds i8, ptr %1109, i64 %176
  %1173 = extractelement <2 x i64> %1166, i64 0
  store i64 %1173, ptr %1172, align 1
  %1174 = getelementptr inbounds i8, ptr %1109, i64 %177
  %1175 = bitcast <4 x i32> %1138 to <2 x double>
  %1176 = extractelement <2 x double> %1175, i64 1
  store double %1176, ptr %1174, align 1
  %1177 = getelementptr inbounds i8, ptr %1109, i64 %178
  %1178 = extractelement <2 x i64> %1165, i64 0
  store i64 %1178, ptr %1177, align 1
  %1179 = getelementptr inbounds i8, ptr %1109, i64 %179
  %1180 = bitcast <4 x i32> %1141 to <2 x double>
  %1181 = extractelement <2 x double> %1180, i64 1
  store double %1181, ptr %1179, align 1
  %1182 = getelementptr inbounds i8, ptr %1109, i64 %180
  %1183 = extractelement <2 x i64> %1164, i64 0
  store i64 %1183, ptr %1182, align 1
  %1184 = getelementptr inbounds i8, ptr %1109, i64 %181
  %1185 = bitcast <4 x i32> %1142 to <2 x double>
  %1186 = extractelement <2 x double> %1185, i64 1
  store double %1186, ptr %1184, align 1
  %1187 = getelementptr inbounds i8, ptr %1109, i64 %182
  %1188 = extractelement <2 x i64> %1163, i64 0
  store i64 %1188, ptr %1187, align 1
  %1189 = getelementptr inbounds i8, ptr %1109, i64 %183
  %1190 = bitcast <4 x i32> %1153 to <2 x double>
  %1191 = extractelement <2 x double> %1190, i64 1
  store double %1191, ptr %1189, align 1
  %1192 = getelementptr inbounds i8, ptr %1109, i64 %184
  %1193 = extractelement <2 x i64> %1162, i64 0
  store i64 %1193, ptr %1192, align 1
  %1194 = getelementptr inbounds i8, ptr %1109, i64 %185
  %1195 = bitcast <4 x i32> %1154 to <2 x double>
  %1196 = extractelement <2 x double> %1195, i64 1
  store double %1196, ptr %1194, align 1
  %1197 = getelementptr inbounds i8, ptr %1109, i64 %186
  %1198 = extractelement <2 x i64> %1161, i64 0
  store i64 %1198, ptr %1197, align 1
  %1199 = getelementptr inbounds i8, ptr %1109, i64 %187
  %1200 = bitcast <4 x i32> %1157 to <2 x double>
  %1201 = extractelement <2 x double> %1200, i64 1
  store double %1201, ptr %1199, align 1
  %1202 = getelementptr inbounds i8, ptr %1109, i64 %188
  %1203 = extractelement <2 x i64> %1160, i64 0
  store i64 %1203, ptr %1202, align 1
  %1204 = getelementptr inbounds i8, ptr %1109, i64 %189
  %1205 = bitcast <4 x i32> %1158 to <2 x double>
  %1206 = extractelement <2 x double> %1205, i64 1
  store double %1206, ptr %1204, align 1
  br label %2871

1207:                                             ; preds = %1110
  call void @llvm.lifetime.start.p0(ptr nonnull %43)
  store <4 x i32> %1137, ptr %43, align 16
  store <4 x i32> %1138, ptr %169, align 16
  store <4 x i32> %1141, ptr %170, align 16
  store <4 x i32> %1142, ptr %171, align 16
  store <4 x i32> %1153, ptr %172, align 16
  store <4 x i32> %1154, ptr %173, align 16
  store <4 x i32> %1157, ptr %174, align 16
  store <4 x i32> %1158, ptr %175, align 16
  br i1 %446, label %1208, label %1222

1208:                                             ; preds = %1207
  br i1 %449, label %1210, label %1223

1209:                                             ; preds = %1223
  br i1 %351, label %1222, label %1210

1210:                                             ; preds = %1209, %1208
  %1211 = phi i64 [ 0, %1208 ], [ %1245, %1209 ]
  tail call void @llvm.assume(i1 %352)
  br label %1212

1212:                                             ; preds = %1212, %1210
  %1213 = phi i64 [ %1219, %1212 ], [ %1211, %1210 ]
  %1214 = phi i64 [ %1220, %1212 ], [ 0, %1210 ]
  %1215 = mul nsw i64 %1213, %97
  %1216 = getelementptr inbounds i8, ptr %1109, i64 %1215
  %1217 = getelementptr inbounds nuw [8 x i8], ptr %43, i64 %1213
  %1218 = load i64, ptr %1217, align 8
  store i64 %1218, ptr %1216, align 1
  %1219 = add nuw nsw i64 %1213, 1
  %1220 = add i64 %1214, 1
  %1221 = icmp eq i64 %1220, %350
  br i1 %1221, label %1222, label %1212

1222:                                             ; preds = %1209, %1212, %1207
  call void @llvm.lifetime.end.p0(ptr nonnull %43)
  br label %2871

1223:                                             ; preds = %1208, %1223
  %1224 = phi i64 [ %1245, %1223 ], [ 0, %1208 ]
  %1225 = phi i64 [ %1246, %1223 ], [ 0, %1208 ]
  %1226 = mul nsw i64 %1224, %97
  %1227 = getelementptr inbounds i8, ptr %1109, i64 %1226
  %1228 = getelementptr inbounds nuw [8 x i8], ptr %43, i64 %1224
  %1229 = load i64, ptr %1228, align 16
  store i64 %1229, ptr %1227, align 1
  %1230 = or disjoint i64 %1224, 1
  %1231 = mul nsw i64 %1230, %97
  %1232 = getelementptr inbounds i8, ptr %1109, i64 %1231
  %1233 = getelementptr inbounds nuw [8 x i8], ptr %43, i64 %1230
  %1234 = load i64, ptr %1233, align 8
  store i64 %1234, ptr %1232, align 1
  %1235 = or disjoint i64 %1224, 2
  %1236 = mul nsw i64 %1235, %97
  %1237 = getelementptr inbounds i8, ptr %1109, i64 %1236
  %1238 = getelementptr inbounds nuw [8 x i8], ptr %43, i64 %1235
  %1239 = load i64, ptr %1238, align 16
  store i64 %1239, ptr %1237, align 1
  %1240 = or disjoint i64 %1224, 3
  %1241 = mul nsw i64 %1240, %97
  %1242 = getelementptr inbounds i8, ptr %1109, i64 %1241
  %1243 = getelementptr inbounds nuw [8 x i8], ptr %43, i64 %1240
  %1244 = load i64, ptr %1243, align 8
  store i64 %1244, ptr %1242, align 1
  %1245 = add nuw nsw i64 %1224, 4
  %1246 = add i64 %1225, 4
  %1247 = icmp eq i64 %1246, %450
  br i1 %1247, label %1209, label %1223

1248:                                             ; preds = %1018
  %1249 = trunc <16 x i32> %1108 to <16 x i8>
  %1250 = trunc <16 x i32> %1097 to <16 x i8>
  %1251 = trunc <16 x i32> %1086 to <16 x i8>
  %1252 = trunc <16 x i32> %1075 to <16 x i8>
  %1253 = trunc <16 x i32> %1064 to <16 x i8>
  %1254 = trunc <16 x i32> %1053 to <16 x i8>
  %1255 = trunc <16 x i32> %1042 to <16 x i8>
  %1256 = trunc <16 x i32> %1031 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %44)
  store <16 x i8> %1256, ptr %44, align 16
  store <16 x i8> %1255, ptr %156, align 16
  store <16 x i8> %1254, ptr %157, align 16
  store <16 x i8> %1253, ptr %158, align 16
  store <16 x i8> %1252, ptr %159, align 16
  store <16 x i8> %1251, ptr %160, align 16
  store <16 x i8> %1250, ptr %161, align 16
  store <16 x i8> %1249, ptr %162, align 16
  br i1 %446, label %1257, label %1286

1257:                                             ; preds = %1248, %1257
  %1258 = phi i64 [ %1284, %1257 ], [ 0, %1248 ]
  %1259 = getelementptr inbounds nuw i8, ptr %44, i64 %1258
  %1260 = mul nsw i64 %1258, %20
  %1261 = getelementptr i8, ptr %1109, i64 %1260
  %1262 = load i8, ptr %1259, align 1
  store i8 %1262, ptr %1261, align 1
  %1263 = getelementptr inbounds nuw i8, ptr %1259, i64 16
  %1264 = load i8, ptr %1263, align 1
  %1265 = getelementptr i8, ptr %1261, i64 %22
  store i8 %1264, ptr %1265, align 1
  %1266 = getelementptr inbounds nuw i8, ptr %1259, i64 32
  %1267 = load i8, ptr %1266, align 1
  %1268 = getelementptr i8, ptr %1261, i64 %163
  store i8 %1267, ptr %1268, align 1
  %1269 = getelementptr inbounds nuw i8, ptr %1259, i64 48
  %1270 = load i8, ptr %1269, align 1
  %1271 = getelementptr i8, ptr %1261, i64 %164
  store i8 %1270, ptr %1271, align 1
  %1272 = getelementptr inbounds nuw i8, ptr %1259, i64 64
  %1273 = load i8, ptr %1272, align 1
  %1274 = getelementptr i8, ptr %1261, i64 %165
  store i8 %1273, ptr %1274, align 1
  %1275 = getelementptr inbounds nuw i8, ptr %1259, i64 80
  %1276 = load i8, ptr %1275, align 1
  %1277 = getelementptr i8, ptr %1261, i64 %166
  store i8 %1276, ptr %1277, align 1
  %1278 = getelementptr inbounds nuw i8, ptr %1259, i64 96
  %1279 = load i8, ptr %1278, align 1
  %1280 = getelementptr i8, ptr %1261, i64 %167
  store i8 %1279, ptr %1280, align 1
  %1281 = getelementptr inbounds nuw i8, ptr %1259, i64 112
  %1282 = load i8, ptr %1281, align 1
  %1283 = getelementptr i8, ptr %1261, i64 %168
  store i8 %1282, ptr %1283, align 1
  %1284 = add nuw nsw i64 %1258, 1
  %1285 = icmp eq i64 %1284, %435
  br i1 %1285, label %1286, label %1257

1286:                                             ; preds = %1257, %1248
  call void @llvm.lifetime.end.p0(ptr nonnull %44)
  br label %2871

1287:                                             ; preds = %460
  br i1 %467, label %2150, label %1288

1288:                                             ; preds = %1287
  %1289 = mul i64 %99, %461
  %1290 = getelementptr inbounds i8, ptr %378, i64 %1289
  %1291 = mul nsw i64 %461, %22
  %1292 = getelementptr inbounds i8, ptr %415, i64 %1291
  br i1 %101, label %1293, label %1566

1293:                                             ; preds = %1288, %1315
  %1294 = phi <16 x i32> [ %1316, %1315 ], [ zeroinitializer, %1288 ]
  %1295 = phi <16 x i32> [ %1317, %1315 ], [ zeroinitializer, %1288 ]
  %1296 = phi <16 x i32> [ %1318, %1315 ], [ zeroinitializer, %1288 ]
  %1297 = phi <16 x i32> [ %1319, %1315 ], [ zeroinitializer, %1288 ]
  %1298 = phi <16 x i32> [ %1320, %1315 ], [ zeroinitializer, %1288 ]
  %1299 = phi <16 x i32> [ %1321, %1315 ], [ zeroinitializer, %1288 ]
  %1300 = phi <16 x i32> [ %1322, %1315 ], [ zeroinitializer, %1288 ]
  %1301 = phi <16 x i32> [ %1323, %1315 ], [ zeroinitializer, %1288 ]
  %1302 = phi <16 x i32> [ %1324, %1315 ], [ zeroinitializer, %1288 ]
  %1303 = phi <16 x i32> [ %1325, %1315 ], [ zeroinitializer, %1288 ]
  %1304 = phi <16 x i32> [ %1326, %1315 ], [ zeroinitializer, %1288 ]
  %1305 = phi <16 x i32> [ %1327, %1315 ], [ zeroinitializer, %1288 ]
  %1306 = phi <16 x i32> [ %1328, %1315 ], [ zeroinitializer, %1288 ]
  %1307 = phi <16 x i32> [ %1329, %1315 ], [ zeroinitializer, %1288 ]
  %1308 = phi <16 x i32> [ %1330, %1315 ], [ zeroinitializer, %1288 ]
  %1309 = phi <16 x i32> [ %1331, %1315 ], [ zeroinitializer, %1288 ]
  %1310 = phi i64 [ %1332, %1315 ], [ 0, %1288 ]
  br i1 %102, label %1311, label %1315

1311:                                             ; preds = %1293
  %1312 = mul i64 %100, %1310
  %1313 = getelementptr inbounds i8, ptr %1290, i64 %1312
  %1314 = mul nuw nsw i64 %1310, %9
  br label %1334

1315:                                             ; preds = %1359, %1293
  %1316 = phi <16 x i32> [ %1294, %1293 ], [ %1360, %1359 ]
  %1317 = phi <16 x i32> [ %1295, %1293 ], [ %1361, %1359 ]
  %1318 = phi <16 x i32> [ %1296, %1293 ], [ %1362, %1359 ]
  %1319 = phi <16 x i32> [ %1297, %1293 ], [ %1363, %1359 ]
  %1320 = phi <16 x i32> [ %1298, %1293 ], [ %1364, %1359 ]
  %1321 = phi <16 x i32> [ %1299, %1293 ], [ %1365, %1359 ]
  %1322 = phi <16 x i32> [ %1300, %1293 ], [ %1366, %1359 ]
  %1323 = phi <16 x i32> [ %1301, %1293 ], [ %1367, %1359 ]
  %1324 = phi <16 x i32> [ %1302, %1293 ], [ %1368, %1359 ]
  %1325 = phi <16 x i32> [ %1303, %1293 ], [ %1369, %1359 ]
  %1326 = phi <16 x i32> [ %1304, %1293 ], [ %1370, %1359 ]
  %1327 = phi <16 x i32> [ %1305, %1293 ], [ %1371, %1359 ]
  %1328 = phi <16 x i32> [ %1306, %1293 ], [ %1372, %1359 ]
  %1329 = phi <16 x i32> [ %1307, %1293 ], [ %1373, %1359 ]
  %1330 = phi <16 x i32> [ %1308, %1293 ], [ %1374, %1359 ]
  %1331 = phi <16 x i32> [ %1309, %1293 ], [ %1375, %1359 ]
  %1332 = add nuw nsw i64 %1310, 1
  %1333 = icmp eq i64 %1332, %8
  br i1 %1333, label %1566, label %1293

1334:                                             ; preds = %1311, %1359
  %1335 = phi <16 x i32> [ %1294, %1311 ], [ %1360, %1359 ]
  %1336 = phi <16 x i32> [ %1295, %1311 ], [ %1361, %1359 ]
  %1337 = phi <16 x i32> [ %1296, %1311 ], [ %1362, %1359 ]
  %1338 = phi <16 x i32> [ %1297, %1311 ], [ %1363, %1359 ]
  %1339 = phi <16 x i32> [ %1298, %1311 ], [ %1364, %1359 ]
  %1340 = phi <16 x i32> [ %1299, %1311 ], [ %1365, %1359 ]
  %1341 = phi <16 x i32> [ %1300, %1311 ], [ %1366, %1359 ]
  %1342 = phi <16 x i32> [ %1301, %1311 ], [ %1367, %1359 ]
  %1343 = phi <16 x i32> [ %1302, %1311 ], [ %1368, %1359 ]
  %1344 = phi <16 x i32> [ %1303, %1311 ], [ %1369, %1359 ]
  %1345 = phi <16 x i32> [ %1304, %1311 ], [ %1370, %1359 ]
  %1346 = phi <16 x i32> [ %1305, %1311 ], [ %1371, %1359 ]
  %1347 = phi <16 x i32> [ %1306, %1311 ], [ %1372, %1359 ]
  %1348 = phi <16 x i32> [ %1307, %1311 ], [ %1373, %1359 ]
  %1349 = phi <16 x i32> [ %1308, %1311 ], [ %1374, %1359 ]
  %1350 = phi <16 x i32> [ %1309, %1311 ], [ %1375, %1359 ]
  %1351 = phi i64 [ 0, %1311 ], [ %1376, %1359 ]
  %1352 = mul i64 %103, %1351
  %1353 = getelementptr inbounds i8, ptr %1313, i64 %1352
  %1354 = add nuw nsw i64 %1351, %1314
  %1355 = mul i64 %104, %1354
  %1356 = getelementptr inbounds i8, ptr %411, i64 %1355
  br i1 %105, label %1357, label %1359

1357:                                             ; preds = %1334
  %1358 = getelementptr inbounds i8, ptr %1356, i64 %60
  br label %1378

1359:                                             ; preds = %1543, %1334
  %1360 = phi <16 x i32> [ %1335, %1334 ], [ %1563, %1543 ]
  %1361 = phi <16 x i32> [ %1336, %1334 ], [ %1562, %1543 ]
  %1362 = phi <16 x i32> [ %1337, %1334 ], [ %1544, %1543 ]
  %1363 = phi <16 x i32> [ %1338, %1334 ], [ %1545, %1543 ]
  %1364 = phi <16 x i32> [ %1339, %1334 ], [ %1557, %1543 ]
  %1365 = phi <16 x i32> [ %1340, %1334 ], [ %1556, %1543 ]
  %1366 = phi <16 x i32> [ %1341, %1334 ], [ %1546, %1543 ]
  %1367 = phi <16 x i32> [ %1342, %1334 ], [ %1547, %1543 ]
  %1368 = phi <16 x i32> [ %1343, %1334 ], [ %1555, %1543 ]
  %1369 = phi <16 x i32> [ %1344, %1334 ], [ %1554, %1543 ]
  %1370 = phi <16 x i32> [ %1345, %1334 ], [ %1548, %1543 ]
  %1371 = phi <16 x i32> [ %1346, %1334 ], [ %1549, %1543 ]
  %1372 = phi <16 x i32> [ %1347, %1334 ], [ %1553, %1543 ]
  %1373 = phi <16 x i32> [ %1348, %1334 ], [ %1552, %1543 ]
  %1374 = phi <16 x i32> [ %1349, %1334 ], [ %1550, %1543 ]
  %1375 = phi <16 x i32> [ %1350, %1334 ], [ %1551, %1543 ]
  %1376 = add nuw nsw i64 %1351, 1
  %1377 = icmp eq i64 %1376, %9
  br i1 %1377, label %1315, label %1334

1378:                                             ; preds = %1357, %1543
  %1379 = phi <16 x i32> [ %1335, %1357 ], [ %1563, %1543 ]
  %1380 = phi <16 x i32> [ %1336, %1357 ], [ %1562, %1543 ]
  %1381 = phi <16 x i32> [ %1337, %1357 ], [ %1544, %1543 ]
  %1382 = phi <16 x i32> [ %1338, %1357 ], [ %1545, %1543 ]
  %1383 = phi <16 x i32> [ %1339, %1357 ], [ %1557, %1543 ]
  %1384 = phi <16 x i32> [ %1340, %1357 ], [ %1556, %1543 ]
  %1385 = phi <16 x i32> [ %1341, %1357 ], [ %1546, %1543 ]
  %1386 = phi <16 x i32> [ %1342, %1357 ], [ %1547, %1543 ]
  %1387 = phi <16 x i32> [ %1343, %1357 ], [ %1555, %1543 ]
  %1388 = phi <16 x i32> [ %1344, %1357 ], [ %1554, %1543 ]
  %1389 = phi <16 x i32> [ %1345, %1357 ], [ %1548, %1543 ]
  %1390 = phi <16 x i32> [ %1346, %1357 ], [ %1549, %1543 ]
  %1391 = phi <16 x i32> [ %1347, %1357 ], [ %1553, %1543 ]
  %1392 = phi <16 x i32> [ %1348, %1357 ], [ %1552, %1543 ]
  %1393 = phi <16 x i32> [ %1349, %1357 ], [ %1550, %1543 ]
  %1394 = phi <16 x i32> [ %1350, %1357 ], [ %1551, %1543 ]
  %1395 = phi i64 [ 0, %1357 ], [ %1564, %1543 ]
  %1396 = shl nsw i64 %1395, 6
  %1397 = getelementptr inbounds nuw i8, ptr %1356, i64 %1396
  %1398 = load <64 x i8>, ptr %1397, align 64
  %1399 = getelementptr inbounds nuw i8, ptr %1358, i64 %1396
  %1400 = load <64 x i8>, ptr %1399, align 64
  %1401 = shl nsw i64 %1395, 2
  %1402 = sub nsw i64 %6, %1401
  %1403 = getelementptr i8, ptr %1353, i64 %1401
  %1404 = icmp sgt i64 %1402, 3
  %1405 = getelementptr i8, ptr %1403, i64 %99
  br i1 %1404, label %1477, label %1406

1406:                                             ; preds = %1378
  %1407 = trunc i64 %1402 to i32
  %1408 = shl nsw i32 -1, %1407
  %1409 = trunc i32 %1408 to i16
  %1410 = xor i16 %1409, -1
  %1411 = bitcast i16 %1410 to <16 x i1>
  %1412 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1403, <16 x i1> %1411, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1413 = bitcast <16 x i8> %1412 to <4 x i32>
  %1414 = shufflevector <4 x i32> %1413, <4 x i32> poison, <16 x i32> zeroinitializer
  %1415 = bitcast <16 x i32> %1414 to <8 x i64>
  %1416 = xor <8 x i64> %53, %1415
  %1417 = bitcast <8 x i64> %1416 to <64 x i8>
  %1418 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1394, <64 x i8> %1417, <64 x i8> %1398)
  %1419 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1393, <64 x i8> %1417, <64 x i8> %1400)
  %1420 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1405, <16 x i1> %1411, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1421 = bitcast <16 x i8> %1420 to <4 x i32>
  %1422 = shufflevector <4 x i32> %1421, <4 x i32> poison, <16 x i32> zeroinitializer
  %1423 = bitcast <16 x i32> %1422 to <8 x i64>
  %1424 = xor <8 x i64> %53, %1423
  %1425 = bitcast <8 x i64> %1424 to <64 x i8>
  %1426 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1392, <64 x i8> %1425, <64 x i8> %1398)
  %1427 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1391, <64 x i8> %1425, <64 x i8> %1400)
  %1428 = getelementptr i8, ptr %1403, i64 %190
  %1429 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1428, <16 x i1> %1411, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1430 = bitcast <16 x i8> %1429 to <4 x i32>
  %1431 = shufflevector <4 x i32> %1430, <4 x i32> poison, <16 x i32> zeroinitializer
  %1432 = bitcast <16 x i32> %1431 to <8 x i64>
  %1433 = xor <8 x i64> %53, %1432
  %1434 = bitcast <8 x i64> %1433 to <64 x i8>
  %1435 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1390, <64 x i8> %1434, <64 x i8> %1398)
  %1436 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1389, <64 x i8> %1434, <64 x i8> %1400)
  %1437 = getelementptr i8, ptr %1403, i64 %191
  %1438 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1437, <16 x i1> %1411, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1439 = bitcast <16 x i8> %1438 to <4 x i32>
  %1440 = shufflevector <4 x i32> %1439, <4 x i32> poison, <16 x i32> zeroinitializer
  %1441 = bitcast <16 x i32> %1440 to <8 x i64>
  %1442 = xor <8 x i64> %53, %1441
  %1443 = bitcast <8 x i64> %1442 to <64 x i8>
  %1444 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1388, <64 x i8> %1443, <64 x i8> %1398)
  %1445 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1387, <64 x i8> %1443, <64 x i8> %1400)
  %1446 = getelementptr i8, ptr %1403, i64 %192
  %1447 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1446, <16 x i1> %1411, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1448 = bitcast <16 x i8> %1447 to <4 x i32>
  %1449 = shufflevector <4 x i32> %1448, <4 x i32> poison, <16 x i32> zeroinitializer
  %1450 = bitcast <16 x i32> %1449 to <8 x i64>
  %1451 = xor <8 x i64> %53, %1450
  %1452 = bitcast <8 x i64> %1451 to <64 x i8>
  %1453 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1386, <64 x i8> %1452, <64 x i8> %1398)
  %1454 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1385, <64 x i8> %1452, <64 x i8> %1400)
  %1455 = getelementptr i8, ptr %1403, i64 %193
  %1456 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1455, <16 x i1> %1411, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1457 = bitcast <16 x i8> %1456 to <4 x i32>
  %1458 = shufflevector <4 x i32> %1457, <4 x i32> poison, <16 x i32> zeroinitializer
  %1459 = bitcast <16 x i32> %1458 to <8 x i64>
  %1460 = xor <8 x i64> %53, %1459
  %1461 = bitcast <8 x i64> %1460 to <64 x i8>
  %1462 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1384, <64 x i8> %1461, <64 x i8> %1398)
  %1463 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1383, <64 x i8> %1461, <64 x i8> %1400)
  %1464 = getelementptr i8, ptr %1403, i64 %194
  %1465 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1464, <16 x i1> %1411, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1466 = bitcast <16 x i8> %1465 to <4 x i32>
  %1467 = shufflevector <4 x i32> %1466, <4 x i32> poison, <16 x i32> zeroinitializer
  %1468 = bitcast <16 x i32> %1467 to <8 x i64>
  %1469 = xor <8 x i64> %53, %1468
  %1470 = bitcast <8 x i64> %1469 to <64 x i8>
  %1471 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1382, <64 x i8> %1470, <64 x i8> %1398)
  %1472 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1381, <64 x i8> %1470, <64 x i8> %1400)
  %1473 = getelementptr i8, ptr %1403, i64 %195
  %1474 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1473, <16 x i1> %1411, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1475 = bitcast <16 x i8> %1474 to <4 x i32>
  %1476 = shufflevector <4 x i32> %1475, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %1543

1477:                                             ; preds = %1378
  %1478 = load i32, ptr %1403, align 1
  %1479 = insertelement <16 x i32> poison, i32 %1478, i64 0
  %1480 = shufflevector <16 x i32> %1479, <16 x i32> poison, <16 x i32> zeroinitializer
  %1481 = bitcast <16 x i32> %1480 to <8 x i64>
  %1482 = xor <8 x i64> %53, %1481
  %1483 = bitcast <8 x i64> %1482 to <64 x i8>
  %1484 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1394, <64 x i8> %1483, <64 x i8> %1398)
  %1485 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1393, <64 x i8> %1483, <64 x i8> %1400)
  %1486 = load i32, ptr %1405, align 1
  %1487 = insertelement <16 x i32> poison, i32 %1486, i64 0
  %1488 = shufflevector <16 x i32> %1487, <16 x i32> poison, <16 x i32> zeroinitializer
  %1489 = bitcast <16 x i32> %1488 to <8 x i64>
  %1490 = xor <8 x i64> %53, %1489
  %1491 = bitcast <8 x i64> %1490 to <64 x i8>
  %1492 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1392, <64 x i8> %1491, <64 x i8> %1398)
  %1493 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1391, <64 x i8> %1491, <64 x i8> %1400)
  %1494 = getelementptr i8, ptr %1403, i64 %196
  %1495 = load i32, ptr %1494, align 1
  %1496 = insertelement <16 x i32> poison, i32 %1495, i64 0
  %1497 = shufflevector <16 x i32> %1496, <16 x i32> poison, <16 x i32> zeroinitializer
  %1498 = bitcast <16 x i32> %1497 to <8 x i64>
  %1499 = xor <8 x i64> %53, %1498
  %1500 = bitcast <8 x i64> %1499 to <64 x i8>
  %1501 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1390, <64 x i8> %1500, <64 x i8> %1398)
  %1502 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1389, <64 x i8> %1500, <64 x i8> %1400)
  %1503 = getelementptr i8, ptr %1403, i64 %197
  %1504 = load i32, ptr %1503, align 1
  %1505 = insertelement <16 x i32> poison, i32 %1504, i64 0
  %1506 = shufflevector <16 x i32> %1505, <16 x i32> poison, <16 x i32> zeroinitializer
  %1507 = bitcast <16 x i32> %1506 to <8 x i64>
  %1508 = xor <8 x i64> %53, %1507
  %1509 = bitcast <8 x i64> %1508 to <64 x i8>
  %1510 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1388, <64 x i8> %1509, <64 x i8> %1398)
  %1511 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1387, <64 x i8> %1509, <64 x i8> %1400)
  %1512 = getelementptr i8, ptr %1403, i64 %198
  %1513 = load i32, ptr %1512, align 1
  %1514 = insertelement <16 x i32> poison, i32 %1513, i64 0
  %1515 = shufflevector <16 x i32> %1514, <16 x i32> poison, <16 x i32> zeroinitializer
  %1516 = bitcast <16 x i32> %1515 to <8 x i64>
  %1517 = xor <8 x i64> %53, %1516
  %1518 = bitcast <8 x i64> %1517 to <64 x i8>
  %1519 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1386, <64 x i8> %1518, <64 x i8> %1398)
  %1520 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1385, <64 x i8> %1518, <64 x i8> %1400)
  %1521 = getelementptr i8, ptr %1403, i64 %199
  %1522 = load i32, ptr %1521, align 1
  %1523 = insertelement <16 x i32> poison, i32 %1522, i64 0
  %1524 = shufflevector <16 x i32> %1523, <16 x i32> poison, <16 x i32> zeroinitializer
  %1525 = bitcast <16 x i32> %1524 to <8 x i64>
  %1526 = xor <8 x i64> %53, %1525
  %1527 = bitcast <8 x i64> %1526 to <64 x i8>
  %1528 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1384, <64 x i8> %1527, <64 x i8> %1398)
  %1529 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1383, <64 x i8> %1527, <64 x i8> %1400)
  %1530 = getelementptr i8, ptr %1403, i64 %200
  %1531 = load i32, ptr %1530, align 1
  %1532 = insertelement <16 x i32> poison, i32 %1531, i64 0
  %1533 = shufflevector <16 x i32> %1532, <16 x i32> poison, <16 x i32> zeroinitializer
  %1534 = bitcast <16 x i32> %1533 to <8 x i64>
  %1535 = xor <8 x i64> %53, %1534
  %1536 = bitcast <8 x i64> %1535 to <64 x i8>
  %1537 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1382, <64 x i8> %1536, <64 x i8> %1398)
  %1538 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1381, <64 x i8> %1536, <64 x i8> %1400)
  %1539 = getelementptr i8, ptr %1403, i64 %201
  %1540 = load i32, ptr %1539, align 1
  %1541 = insertelement <16 x i32> poison, i32 %1540, i64 0
  %1542 = shufflevector <16 x i32> %1541, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %1543

1543:                                             ; preds = %1477, %1406
  %1544 = phi <16 x i32> [ %1538, %1477 ], [ %1472, %1406 ]
  %1545 = phi <16 x i32> [ %1537, %1477 ], [ %1471, %1406 ]
  %1546 = phi <16 x i32> [ %1520, %1477 ], [ %1454, %1406 ]
  %1547 = phi <16 x i32> [ %1519, %1477 ], [ %1453, %1406 ]
  %1548 = phi <16 x i32> [ %1502, %1477 ], [ %1436, %1406 ]
  %1549 = phi <16 x i32> [ %1501, %1477 ], [ %1435, %1406 ]
  %1550 = phi <16 x i32> [ %1485, %1477 ], [ %1419, %1406 ]
  %1551 = phi <16 x i32> [ %1484, %1477 ], [ %1418, %1406 ]
  %1552 = phi <16 x i32> [ %1492, %1477 ], [ %1426, %1406 ]
  %1553 = phi <16 x i32> [ %1493, %1477 ], [ %1427, %1406 ]
  %1554 = phi <16 x i32> [ %1510, %1477 ], [ %1444, %1406 ]
  %1555 = phi <16 x i32> [ %1511, %1477 ], [ %1445, %1406 ]
  %1556 = phi <16 x i32> [ %1528, %1477 ], [ %1462, %1406 ]
  %1557 = phi <16 x i32> [ %1529, %1477 ], [ %1463, %1406 ]
  %1558 = phi <16 x i32> [ %1542, %1477 ], [ %1476, %1406 ]
  %1559 = bitcast <16 x i32> %1558 to <8 x i64>
  %1560 = xor <8 x i64> %53, %1559
  %1561 = bitcast <8 x i64> %1560 to <64 x i8>
  %1562 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1380, <64 x i8> %1561, <64 x i8> %1398)
  %1563 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1379, <64 x i8> %1561, <64 x i8> %1400)
  %1564 = add nuw nsw i64 %1395, 1
  %1565 = icmp eq i64 %1564, %109
  br i1 %1565, label %1359, label %1378

1566:                                             ; preds = %1315, %1288
  %1567 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1316, %1315 ]
  %1568 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1317, %1315 ]
  %1569 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1318, %1315 ]
  %1570 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1319, %1315 ]
  %1571 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1320, %1315 ]
  %1572 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1321, %1315 ]
  %1573 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1322, %1315 ]
  %1574 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1323, %1315 ]
  %1575 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1324, %1315 ]
  %1576 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1325, %1315 ]
  %1577 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1326, %1315 ]
  %1578 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1327, %1315 ]
  %1579 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1328, %1315 ]
  %1580 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1329, %1315 ]
  %1581 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1330, %1315 ]
  %1582 = phi <16 x i32> [ zeroinitializer, %1288 ], [ %1331, %1315 ]
  %1583 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %425, <16 x i1> %426, <16 x i32> zeroinitializer)
  br i1 %106, label %1586, label %1584

1584:                                             ; preds = %1566
  %1585 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %427, <16 x i1> %426, <16 x i32> zeroinitializer)
  br label %1586

1586:                                             ; preds = %1584, %1566
  %1587 = phi <16 x i32> [ %1585, %1584 ], [ zeroinitializer, %1566 ]
  %1588 = sub <16 x i32> %1587, %1583
  br i1 %107, label %1592, label %1589

1589:                                             ; preds = %1586
  %1590 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %428, <16 x i1> %426, <16 x i32> zeroinitializer)
  %1591 = add <16 x i32> %1590, %1588
  br label %1592

1592:                                             ; preds = %1589, %1586
  %1593 = phi <16 x i32> [ %1591, %1589 ], [ %1588, %1586 ]
  br i1 %108, label %1597, label %1594

1594:                                             ; preds = %1592
  %1595 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %429, <16 x i1> %426, <16 x float> zeroinitializer)
  %1596 = fmul <16 x float> %76, %1595
  br label %1597

1597:                                             ; preds = %1592, %1594
  %1598 = phi <16 x float> [ %1596, %1594 ], [ %76, %1592 ]
  %1599 = fmul <16 x float> %79, %1598
  %1600 = add <16 x i32> %1582, %1593
  %1601 = sitofp <16 x i32> %1600 to <16 x float>
  %1602 = fmul <16 x float> %1599, %1601
  %1603 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1602, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1604 = fcmp uge <16 x float> %1603, splat (float 0x41E0000000000000)
  %1605 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1603, i32 4)
  %1606 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1605, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1607 = select <16 x i1> %1604, <16 x i32> splat (i32 2147483647), <16 x i32> %1606
  %1608 = add <16 x i32> %1607, %82
  %1609 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1608, <16 x i32> %85)
  %1610 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1609, <16 x i32> %88)
  %1611 = add <16 x i32> %1580, %1593
  %1612 = sitofp <16 x i32> %1611 to <16 x float>
  %1613 = fmul <16 x float> %1599, %1612
  %1614 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1613, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1615 = fcmp uge <16 x float> %1614, splat (float 0x41E0000000000000)
  %1616 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1614, i32 4)
  %1617 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1616, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1618 = select <16 x i1> %1615, <16 x i32> splat (i32 2147483647), <16 x i32> %1617
  %1619 = add <16 x i32> %1618, %82
  %1620 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1619, <16 x i32> %85)
  %1621 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1620, <16 x i32> %88)
  %1622 = add <16 x i32> %1578, %1593
  %1623 = sitofp <16 x i32> %1622 to <16 x float>
  %1624 = fmul <16 x float> %1599, %1623
  %1625 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1624, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1626 = fcmp uge <16 x float> %1625, splat (float 0x41E0000000000000)
  %1627 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1625, i32 4)
  %1628 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1627, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1629 = select <16 x i1> %1626, <16 x i32> splat (i32 2147483647), <16 x i32> %1628
  %1630 = add <16 x i32> %1629, %82
  %1631 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1630, <16 x i32> %85)
  %1632 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1631, <16 x i32> %88)
  %1633 = add <16 x i32> %1576, %1593
  %1634 = sitofp <16 x i32> %1633 to <16 x float>
  %1635 = fmul <16 x float> %1599, %1634
  %1636 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1635, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1637 = fcmp uge <16 x float> %1636, splat (float 0x41E0000000000000)
  %1638 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1636, i32 4)
  %1639 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1638, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1640 = select <16 x i1> %1637, <16 x i32> splat (i32 2147483647), <16 x i32> %1639
  %1641 = add <16 x i32> %1640, %82
  %1642 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1641, <16 x i32> %85)
  %1643 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1642, <16 x i32> %88)
  %1644 = add <16 x i32> %1574, %1593
  %1645 = sitofp <16 x i32> %1644 to <16 x float>
  %1646 = fmul <16 x float> %1599, %1645
  %1647 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1646, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1648 = fcmp uge <16 x float> %1647, splat (float 0x41E0000000000000)
  %1649 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1647, i32 4)
  %1650 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1649, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1651 = select <16 x i1> %1648, <16 x i32> splat (i32 2147483647), <16 x i32> %1650
  %1652 = add <16 x i32> %1651, %82
  %1653 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1652, <16 x i32> %85)
  %1654 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1653, <16 x i32> %88)
  %1655 = add <16 x i32> %1572, %1593
  %1656 = sitofp <16 x i32> %1655 to <16 x float>
  %1657 = fmul <16 x float> %1599, %1656
  %1658 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1657, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1659 = fcmp uge <16 x float> %1658, splat (float 0x41E0000000000000)
  %1660 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1658, i32 4)
  %1661 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1660, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1662 = select <16 x i1> %1659, <16 x i32> splat (i32 2147483647), <16 x i32> %1661
  %1663 = add <16 x i32> %1662, %82
  %1664 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1663, <16 x i32> %85)
  %1665 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1664, <16 x i32> %88)
  %1666 = add <16 x i32> %1570, %1593
  %1667 = sitofp <16 x i32> %1666 to <16 x float>
  %1668 = fmul <16 x float> %1599, %1667
  %1669 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1668, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1670 = fcmp uge <16 x float> %1669, splat (float 0x41E0000000000000)
  %1671 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1669, i32 4)
  %1672 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1671, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1673 = select <16 x i1> %1670, <16 x i32> splat (i32 2147483647), <16 x i32> %1672
  %1674 = add <16 x i32> %1673, %82
  %1675 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1674, <16 x i32> %85)
  %1676 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1675, <16 x i32> %88)
  %1677 = add <16 x i32> %1568, %1593
  %1678 = sitofp <16 x i32> %1677 to <16 x float>
  %1679 = fmul <16 x float> %1599, %1678
  %1680 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1679, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1681 = fcmp uge <16 x float> %1680, splat (float 0x41E0000000000000)
  %1682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1680, i32 4)
  %1683 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1682, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1684 = select <16 x i1> %1681, <16 x i32> splat (i32 2147483647), <16 x i32> %1683
  %1685 = add <16 x i32> %1684, %82
  %1686 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1685, <16 x i32> %85)
  %1687 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1686, <16 x i32> %88)
  %1688 = getelementptr inbounds i8, ptr %1292, i64 %430
  br i1 %89, label %1689, label %1827

1689:                                             ; preds = %1597
  %1690 = shufflevector <16 x i32> %1610, <16 x i32> %1621, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1691 = trunc <16 x i32> %1690 to <16 x i8>
  %1692 = shufflevector <16 x i32> %1632, <16 x i32> %1643, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1693 = trunc <16 x i32> %1692 to <16 x i8>
  %1694 = shufflevector <16 x i32> %1654, <16 x i32> %1665, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1695 = trunc <16 x i32> %1694 to <16 x i8>
  %1696 = shufflevector <16 x i32> %1676, <16 x i32> %1687, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1697 = trunc <16 x i32> %1696 to <16 x i8>
  %1698 = shufflevector <16 x i32> %1610, <16 x i32> %1621, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1699 = trunc <16 x i32> %1698 to <16 x i8>
  %1700 = shufflevector <16 x i32> %1632, <16 x i32> %1643, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1701 = trunc <16 x i32> %1700 to <16 x i8>
  %1702 = shufflevector <16 x i32> %1654, <16 x i32> %1665, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1703 = trunc <16 x i32> %1702 to <16 x i8>
  %1704 = shufflevector <16 x i32> %1676, <16 x i32> %1687, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1705 = trunc <16 x i32> %1704 to <16 x i8>
  %1706 = bitcast <16 x i8> %1691 to <8 x i16>
  %1707 = bitcast <16 x i8> %1693 to <8 x i16>
  %1708 = shufflevector <8 x i16> %1706, <8 x i16> %1707, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1709 = shufflevector <8 x i16> %1706, <8 x i16> %1707, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1710 = bitcast <16 x i8> %1695 to <8 x i16>
  %1711 = bitcast <16 x i8> %1697 to <8 x i16>
  %1712 = shufflevector <8 x i16> %1710, <8 x i16> %1711, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1713 = shufflevector <8 x i16> %1710, <8 x i16> %1711, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1714 = bitcast <8 x i16> %1708 to <4 x i32>
  %1715 = bitcast <8 x i16> %1712 to <4 x i32>
  %1716 = shufflevector <4 x i32> %1714, <4 x i32> %1715, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1717 = shufflevector <4 x i32> %1714, <4 x i32> %1715, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1718 = bitcast <8 x i16> %1709 to <4 x i32>
  %1719 = bitcast <8 x i16> %1713 to <4 x i32>
  %1720 = shufflevector <4 x i32> %1718, <4 x i32> %1719, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1721 = shufflevector <4 x i32> %1718, <4 x i32> %1719, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1722 = bitcast <16 x i8> %1699 to <8 x i16>
  %1723 = bitcast <16 x i8> %1701 to <8 x i16>
  %1724 = shufflevector <8 x i16> %1722, <8 x i16> %1723, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1725 = shufflevector <8 x i16> %1722, <8 x i16> %1723, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1726 = bitcast <16 x i8> %1703 to <8 x i16>
  %1727 = bitcast <16 x i8> %1705 to <8 x i16>
  %1728 = shufflevector <8 x i16> %1726, <8 x i16> %1727, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1729 = shufflevector <8 x i16> %1726, <8 x i16> %1727, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1730 = bitcast <8 x i16> %1724 to <4 x i32>
  %1731 = bitcast <8 x i16> %1728 to <4 x i32>
  %1732 = shufflevector <4 x i32> %1730, <4 x i32> %1731, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1733 = shufflevector <4 x i32> %1730, <4 x i32> %1731, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1734 = bitcast <8 x i16> %1725 to <4 x i32>
  %1735 = bitcast <8 x i16> %1729 to <4 x i32>
  %1736 = shufflevector <4 x i32> %1734, <4 x i32> %1735, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1737 = shufflevector <4 x i32> %1734, <4 x i32> %1735, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %419, label %1738, label %1786

1738:                                             ; preds = %1689
  %1739 = bitcast <4 x i32> %1737 to <2 x i64>
  %1740 = bitcast <4 x i32> %1736 to <2 x i64>
  %1741 = bitcast <4 x i32> %1733 to <2 x i64>
  %1742 = bitcast <4 x i32> %1732 to <2 x i64>
  %1743 = bitcast <4 x i32> %1721 to <2 x i64>
  %1744 = bitcast <4 x i32> %1720 to <2 x i64>
  %1745 = bitcast <4 x i32> %1717 to <2 x i64>
  %1746 = bitcast <4 x i32> %1716 to <2 x i64>
  %1747 = extractelement <2 x i64> %1746, i64 0
  store i64 %1747, ptr %1688, align 1
  %1748 = getelementptr inbounds i8, ptr %1688, i64 %97
  %1749 = bitcast <4 x i32> %1716 to <2 x double>
  %1750 = extractelement <2 x double> %1749, i64 1
  store double %1750, ptr %1748, align 1
  %1751 = getelementptr inbounds i8, ptr %1688, i64 %222
  %1752 = extractelement <2 x i64> %1745, i64 0
  store i64 %1752, ptr %1751, align 1
  %1753 = getelementptr inbounds i8, ptr %1688, i64 %223
  %1754 = bitcast <4 x i32> %1717 to <2 x double>
  %1755 = extractelement <2 x double> %1754, i64 1
  store double %1755, ptr %1753, align 1
  %1756 = getelementptr inbounds i8, ptr %1688, i64 %224
  %1757 = extractelement <2 x i64> %1744, i64 0
  store i64 %1757, ptr %1756, align 1
  %1758 = getelementptr inbounds i8, ptr %1688, i64 %225
  %1759 = bitcast <4 x i32> %1720 to <2 x double>
  %1760 = extractelement <2 x double> %1759, i64 1
  store double %1760, ptr %1758, align 1
  %1761 = getelementptr inbounds i8, ptr %1688, i64 %226
  %1762 = extractelement <2 x i64> %1743, i64 0
  store i64 %1762, ptr %1761, align 1
  %1763 = getelementptr inbounds i8, ptr %1688, i64 %227
  %1764 = bitcast <4 x i32> %1721 to <2 x double>
  %1765 = extractelement <2 x double> %1764, i64 1
  store double %1765, ptr %1763, align 1
  %1766 = getelementptr inbounds i8, ptr %1688, i64 %228
  %1767 = extractelement <2 x i64> %1742, i64 0
  store i64 %1767, ptr %1766, align 1
  %1768 = getelementptr inbounds i8, ptr %1688, i64 %229
  %1769 = bitcast <4 x i32> %1732 to <2 x double>
  %1770 = extractelement <2 x double> %1769, i64 1
  store double %1770, ptr %1768, align 1
  %1771 = getelementptr inbounds i8, ptr %1688, i64 %230
  %1772 = extractelement <2 x i64> %1741, i64 0
  store i64 %1772, ptr %1771, align 1
  %1773 = getelementptr inbounds i8, ptr %1688, i64 %231
  %1774 = bitcast <4 x i32> %1733 to <2 x double>
  %1775 = extractelement <2 x double> %1774, i64 1
  store double %1775, ptr %1773, align 1
  %1776 = getelementptr inbounds i8, ptr %1688, i64 %232
  %1777 = extractelement <2 x i64> %1740, i64 0
  store i64 %1777, ptr %1776, align 1
  %1778 = getelementptr inbounds i8, ptr %1688, i64 %233
  %1779 = bitcast <4 x i32> %1736 to <2 x double>
  %1780 = extractelement <2 x double> %1779, i64 1
  store double %1780, ptr %1778, align 1
  %1781 = getelementptr inbounds i8, ptr %1688, i64 %234
  %1782 = extractelement <2 x i64> %1739, i64 0
  store i64 %1782, ptr %1781, align 1
  %1783 = getelementptr inbounds i8, ptr %1688, i64 %235
  %1784 = bitcast <4 x i32> %1737 to <2 x double>
  %1785 = extractelement <2 x double> %1784, i64 1
  store double %1785, ptr %1783, align 1
  br label %1866

1786:                                             ; preds = %1689
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store <4 x i32> %1716, ptr %37, align 16
  store <4 x i32> %1717, ptr %215, align 16
  store <4 x i32> %1720, ptr %216, align 16
  store <4 x i32> %1721, ptr %217, align 16
  store <4 x i32> %1732, ptr %218, align 16
  store <4 x i32> %1733, ptr %219, align 16
  store <4 x i32> %1736, ptr %220, align 16
  store <4 x i32> %1737, ptr %221, align 16
  br i1 %431, label %1787, label %1801

1787:                                             ; preds = %1786
  br i1 %451, label %1789, label %1802

1788:                                             ; preds = %1802
  br i1 %354, label %1801, label %1789

1789:                                             ; preds = %1788, %1787
  %1790 = phi i64 [ 0, %1787 ], [ %1824, %1788 ]
  tail call void @llvm.assume(i1 %355)
  br label %1791

1791:                                             ; preds = %1791, %1789
  %1792 = phi i64 [ %1798, %1791 ], [ %1790, %1789 ]
  %1793 = phi i64 [ %1799, %1791 ], [ 0, %1789 ]
  %1794 = mul nsw i64 %1792, %97
  %1795 = getelementptr inbounds i8, ptr %1688, i64 %1794
  %1796 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %1792
  %1797 = load i64, ptr %1796, align 8
  store i64 %1797, ptr %1795, align 1
  %1798 = add nuw nsw i64 %1792, 1
  %1799 = add i64 %1793, 1
  %1800 = icmp eq i64 %1799, %353
  br i1 %1800, label %1801, label %1791

1801:                                             ; preds = %1788, %1791, %1786
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %1866

1802:                                             ; preds = %1787, %1802
  %1803 = phi i64 [ %1824, %1802 ], [ 0, %1787 ]
  %1804 = phi i64 [ %1825, %1802 ], [ 0, %1787 ]
  %1805 = mul nsw i64 %1803, %97
  %1806 = getelementptr inbounds i8, ptr %1688, i64 %1805
  %1807 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %1803
  %1808 = load i64, ptr %1807, align 16
  store i64 %1808, ptr %1806, align 1
  %1809 = or disjoint i64 %1803, 1
  %1810 = mul nsw i64 %1809, %97
  %1811 = getelementptr inbounds i8, ptr %1688, i64 %1810
  %1812 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %1809
  %1813 = load i64, ptr %1812, align 8
  store i64 %1813, ptr %1811, align 1
  %1814 = or disjoint i64 %1803, 2
  %1815 = mul nsw i64 %1814, %97
  %1816 = getelementptr inbounds i8, ptr %1688, i64 %1815
  %1817 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %1814
  %1818 = load i64, ptr %1817, align 16
  store i64 %1818, ptr %1816, align 1
  %1819 = or disjoint i64 %1803, 3
  %1820 = mul nsw i64 %1819, %97
  %1821 = getelementptr inbounds i8, ptr %1688, i64 %1820
  %1822 = getelementptr inbounds nuw [8 x i8], ptr %37, i64 %1819
  %1823 = load i64, ptr %1822, align 8
  store i64 %1823, ptr %1821, align 1
  %1824 = add nuw nsw i64 %1803, 4
  %1825 = add i64 %1804, 4
  %1826 = icmp eq i64 %1825, %452
  br i1 %1826, label %1788, label %1802

1827:                                             ; preds = %1597
  %1828 = trunc <16 x i32> %1687 to <16 x i8>
  %1829 = trunc <16 x i32> %1676 to <16 x i8>
  %1830 = trunc <16 x i32> %1665 to <16 x i8>
  %1831 = trunc <16 x i32> %1654 to <16 x i8>
  %1832 = trunc <16 x i32> %1643 to <16 x i8>
  %1833 = trunc <16 x i32> %1632 to <16 x i8>
  %1834 = trunc <16 x i32> %1621 to <16 x i8>
  %1835 = trunc <16 x i32> %1610 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  store <16 x i8> %1835, ptr %38, align 16
  store <16 x i8> %1834, ptr %202, align 16
  store <16 x i8> %1833, ptr %203, align 16
  store <16 x i8> %1832, ptr %204, align 16
  store <16 x i8> %1831, ptr %205, align 16
  store <16 x i8> %1830, ptr %206, align 16
  store <16 x i8> %1829, ptr %207, align 16
  store <16 x i8> %1828, ptr %208, align 16
  br i1 %431, label %1836, label %1865

1836:                                             ; preds = %1827, %1836
  %1837 = phi i64 [ %1863, %1836 ], [ 0, %1827 ]
  %1838 = getelementptr inbounds nuw i8, ptr %38, i64 %1837
  %1839 = mul nsw i64 %1837, %20
  %1840 = getelementptr i8, ptr %1688, i64 %1839
  %1841 = load i8, ptr %1838, align 1
  store i8 %1841, ptr %1840, align 1
  %1842 = getelementptr inbounds nuw i8, ptr %1838, i64 16
  %1843 = load i8, ptr %1842, align 1
  %1844 = getelementptr i8, ptr %1840, i64 %22
  store i8 %1843, ptr %1844, align 1
  %1845 = getelementptr inbounds nuw i8, ptr %1838, i64 32
  %1846 = load i8, ptr %1845, align 1
  %1847 = getelementptr i8, ptr %1840, i64 %209
  store i8 %1846, ptr %1847, align 1
  %1848 = getelementptr inbounds nuw i8, ptr %1838, i64 48
  %1849 = load i8, ptr %1848, align 1
  %1850 = getelementptr i8, ptr %1840, i64 %210
  store i8 %1849, ptr %1850, align 1
  %1851 = getelementptr inbounds nuw i8, ptr %1838, i64 64
  %1852 = load i8, ptr %1851, align 1
  %1853 = getelementptr i8, ptr %1840, i64 %211
  store i8 %1852, ptr %1853, align 1
  %1854 = getelementptr inbounds nuw i8, ptr %1838, i64 80
  %1855 = load i8, ptr %1854, align 1
  %1856 = getelementptr i8, ptr %1840, i64 %212
  store i8 %1855, ptr %1856, align 1
  %1857 = getelementptr inbounds nuw i8, ptr %1838, i64 96
  %1858 = load i8, ptr %1857, align 1
  %1859 = getelementptr i8, ptr %1840, i64 %213
  store i8 %1858, ptr %1859, align 1
  %1860 = getelementptr inbounds nuw i8, ptr %1838, i64 112
  %1861 = load i8, ptr %1860, align 1
  %1862 = getelementptr i8, ptr %1840, i64 %214
  store i8 %1861, ptr %1862, align 1
  %1863 = add nuw nsw i64 %1837, 1
  %1864 = icmp eq i64 %1863, %420
  br i1 %1864, label %1865, label %1836

1865:                                             ; preds = %1836, %1827
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %1866

1866:                                             ; preds = %1801, %1738, %1865
  %1867 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %440, <16 x i1> %441, <16 x i32> zeroinitializer)
  br i1 %106, label %1870, label %1868

1868:                                             ; preds = %1866
  %1869 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %442, <16 x i1> %441, <16 x i32> zeroinitializer)
  br label %1870

1870:                                             ; preds = %1868, %1866
  %1871 = phi <16 x i32> [ %1869, %1868 ], [ zeroinitializer, %1866 ]
  %1872 = sub <16 x i32> %1871, %1867
  br i1 %107, label %1876, label %1873

1873:                                             ; preds = %1870
  %1874 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %443, <16 x i1> %441, <16 x i32> zeroinitializer)
  %1875 = add <16 x i32> %1874, %1872
  br label %1876

1876:                                             ; preds = %1873, %1870
  %1877 = phi <16 x i32> [ %1875, %1873 ], [ %1872, %1870 ]
  br i1 %108, label %1881, label %1878

1878:                                             ; preds = %1876
  %1879 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %444, <16 x i1> %441, <16 x float> zeroinitializer)
  %1880 = fmul <16 x float> %76, %1879
  br label %1881

1881:                                             ; preds = %1876, %1878
  %1882 = phi <16 x float> [ %1880, %1878 ], [ %76, %1876 ]
  %1883 = fmul <16 x float> %79, %1882
  %1884 = add <16 x i32> %1581, %1877
  %1885 = sitofp <16 x i32> %1884 to <16 x float>
  %1886 = fmul <16 x float> %1883, %1885
  %1887 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1886, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1888 = fcmp uge <16 x float> %1887, splat (float 0x41E0000000000000)
  %1889 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1887, i32 4)
  %1890 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1889, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1891 = select <16 x i1> %1888, <16 x i32> splat (i32 2147483647), <16 x i32> %1890
  %1892 = add <16 x i32> %1891, %82
  %1893 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1892, <16 x i32> %85)
  %1894 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1893, <16 x i32> %88)
  %1895 = add <16 x i32> %1579, %1877
  %1896 = sitofp <16 x i32> %1895 to <16 x float>
  %1897 = fmul <16 x float> %1883, %1896
  %1898 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1897, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1899 = fcmp uge <16 x float> %1898, splat (float 0x41E0000000000000)
  %1900 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1898, i32 4)
  %1901 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1900, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1902 = select <16 x i1> %1899, <16 x i32> splat (i32 2147483647), <16 x i32> %1901
  %1903 = add <16 x i32> %1902, %82
  %1904 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1903, <16 x i32> %85)
  %1905 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1904, <16 x i32> %88)
  %1906 = add <16 x i32> %1577, %1877
  %1907 = sitofp <16 x i32> %1906 to <16 x float>
  %1908 = fmul <16 x float> %1883, %1907
  %1909 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1908, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1910 = fcmp uge <16 x float> %1909, splat (float 0x41E0000000000000)
  %1911 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1909, i32 4)
  %1912 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1911, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1913 = select <16 x i1> %1910, <16 x i32> splat (i32 2147483647), <16 x i32> %1912
  %1914 = add <16 x i32> %1913, %82
  %1915 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1914, <16 x i32> %85)
  %1916 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1915, <16 x i32> %88)
  %1917 = add <16 x i32> %1575, %1877
  %1918 = sitofp <16 x i32> %1917 to <16 x float>
  %1919 = fmul <16 x float> %1883, %1918
  %1920 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1919, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1921 = fcmp uge <16 x float> %1920, splat (float 0x41E0000000000000)
  %1922 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1920, i32 4)
  %1923 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1922, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1924 = select <16 x i1> %1921, <16 x i32> splat (i32 2147483647), <16 x i32> %1923
  %1925 = add <16 x i32> %1924, %82
  %1926 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1925, <16 x i32> %85)
  %1927 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1926, <16 x i32> %88)
  %1928 = add <16 x i32> %1573, %1877
  %1929 = sitofp <16 x i32> %1928 to <16 x float>
  %1930 = fmul <16 x float> %1883, %1929
  %1931 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1930, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1932 = fcmp uge <16 x float> %1931, splat (float 0x41E0000000000000)
  %1933 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1931, i32 4)
  %1934 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1933, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1935 = select <16 x i1> %1932, <16 x i32> splat (i32 2147483647), <16 x i32> %1934
  %1936 = add <16 x i32> %1935, %82
  %1937 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1936, <16 x i32> %85)
  %1938 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1937, <16 x i32> %88)
  %1939 = add <16 x i32> %1571, %1877
  %1940 = sitofp <16 x i32> %1939 to <16 x float>
  %1941 = fmul <16 x float> %1883, %1940
  %1942 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1941, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1943 = fcmp uge <16 x float> %1942, splat (float 0x41E0000000000000)
  %1944 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1942, i32 4)
  %1945 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1944, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1946 = select <16 x i1> %1943, <16 x i32> splat (i32 2147483647), <16 x i32> %1945
  %1947 = add <16 x i32> %1946, %82
  %1948 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1947, <16 x i32> %85)
  %1949 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1948, <16 x i32> %88)
  %1950 = add <16 x i32> %1569, %1877
  %1951 = sitofp <16 x i32> %1950 to <16 x float>
  %1952 = fmul <16 x float> %1883, %1951
  %1953 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1952, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1954 = fcmp uge <16 x float> %1953, splat (float 0x41E0000000000000)
  %1955 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1953, i32 4)
  %1956 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1955, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1957 = select <16 x i1> %1954, <16 x i32> splat (i32 2147483647), <16 x i32> %1956
  %1958 = add <16 x i32> %1957, %82
  %1959 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1958, <16 x i32> %85)
  %1960 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1959, <16 x i32> %88)
  %1961 = add <16 x i32> %1567, %1877
  %1962 = sitofp <16 x i32> %1961 to <16 x float>
  %1963 = fmul <16 x float> %1883, %1962
  %1964 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1963, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1965 = fcmp uge <16 x float> %1964, splat (float 0x41E0000000000000)
  %1966 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1964, i32 4)
  %1967 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1966, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1968 = select <16 x i1> %1965, <16 x i32> splat (i32 2147483647), <16 x i32> %1967
  %1969 = add <16 x i32> %1968, %82
  %1970 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1969, <16 x i32> %85)
  %1971 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1970, <16 x i32> %88)
  %1972 = getelementptr inbounds i8, ptr %1292, i64 %445
  br i1 %89, label %1973, label %2111

1973:                                             ; preds = %1881
  %1974 = shufflevector <16 x i32> %1894, <16 x i32> %1905, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1975 = trunc <16 x i32> %1974 to <16 x i8>
  %1976 = shufflevector <16 x i32> %1916, <16 x i32> %1927, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1977 = trunc <16 x i32> %1976 to <16 x i8>
  %1978 = shufflevector <16 x i32> %1938, <16 x i32> %1949, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1979 = trunc <16 x i32> %1978 to <16 x i8>
  %1980 = shufflevector <16 x i32> %1960, <16 x i32> %1971, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1981 = trunc <16 x i32> %1980 to <16 x i8>
  %1982 = shufflevector <16 x i32> %1894, <16 x i32> %1905, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1983 = trunc <16 x i32> %1982 to <16 x i8>
  %1984 = shufflevector <16 x i32> %1916, <16 x i32> %1927, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1985 = trunc <16 x i32> %1984 to <16 x i8>
  %1986 = shufflevector <16 x i32> %1938, <16 x i32> %1949, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1987 = trunc <16 x i32> %1986 to <16 x i8>
  %1988 = shufflevector <16 x i32> %1960, <16 x i32> %1971, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1989 = trunc <16 x i32> %1988 to <16 x i8>
  %1990 = bitcast <16 x i8> %1975 to <8 x i16>
  %1991 = bitcast <16 x i8> %1977 to <8 x i16>
  %1992 = shufflevector <8 x i16> %1990, <8 x i16> %1991, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1993 = shufflevector <8 x i16> %1990, <8 x i16> %1991, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1994 = bitcast <16 x i8> %1979 to <8 x i16>
  %1995 = bitcast <16 x i8> %1981 to <8 x i16>
  %1996 = shufflevector <8 x i16> %1994, <8 x i16> %1995, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1997 = shufflevector <8 x i16> %1994, <8 x i16> %1995, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1998 = bitcast <8 x i16> %1992 to <4 x i32>
  %1999 = bitcast <8 x i16> %1996 to <4 x i32>
  %2000 = shufflevector <4 x i32> %1998, <4 x i32> %1999, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2001 = shufflevector <4 x i32> %1998, <4 x i32> %1999, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2002 = bitcast <8 x i16> %1993 to <4 x i32>
  %2003 = bitcast <8 x i16> %1997 to <4 x i32>
  %2004 = shufflevector <4 x i32> %2002, <4 x i32> %2003, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2005 = shufflevector <4 x i32> %2002, <4 x i32> %2003, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2006 = bitcast <16 x i8> %1983 to <8 x i16>
  %2007 = bitcast <16 x i8> %1985 to <8 x i16>
  %2008 = shufflevector <8 x i16> %2006, <8 x i16> %2007, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2009 = shufflevector <8 x i16> %2006, <8 x i16> %2007, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2010 = bitcast <16 x i8> %1987 to <8 x i16>
  %2011 = bitcast <16 x i8> %1989 to <8 x i16>
  %2012 = shufflevector <8 x i16> %2010, <8 x i16> %2011, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2013 = shufflevector <8 x i16> %2010, <8 x i16> %2011, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2014 = bitcast <8 x i16> %2008 to <4 x i32>
  %2015 = bitcast <8 x i16> %2012 to <4 x i32>
  %2016 = shufflevector <4 x i32> %2014, <4 x i32> %2015, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2017 = shufflevector <4 x i32> %2014, <4 x i32> %2015, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2018 = bitcast <8 x i16> %2009 to <4 x i32>
  %2019 = bitcast <8 x i16> %2013 to <4 x i32>
  %2020 = shufflevector <4 x i32> %2018, <4 x i32> %2019, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2021 = shufflevector <4 x i32> %2018, <4 x i32> %2019, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %434, label %2022, label %2070

2022:                                             ; preds = %1973
  %2023 = bitcast <4 x i32> %2021 to <2 x i64>
  %2024 = bitcast <4 x i32> %2020 to <2 x i64>
  %2025 = bitcast <4 x i32> %2017 to <2 x i64>
  %2026 = bitcast <4 x i32> %2016 to <2 x i64>
  %2027 = bitcast <4 x i32> %2005 to <2 x i64>
  %2028 = bitcast <4 x i32> %2004 to <2 x i64>
  %2029 = bitcast <4 x i32> %2001 to <2 x i64>
  %2030 = bitcast <4 x i32> %2000 to <2 x i64>
  %2031 = extractelement <2 x i64> %2030, i64 0
  store i64 %2031, ptr %1972, align 1
  %2032 = getelementptr inbounds i8, ptr %1972, i64 %97
  %2033 = bitcast <4 x i32> %2000 to <2 x double>
  %2034 = extractelement <2 x double> %2033, i64 1
  store double %2034, ptr %2032, align 1
  %2035 = getelementptr inbounds i8, ptr %1972, i64 %256
  %2036 = extractelement <2 x i64> %2029, i64 0
  store i64 %2036, ptr %2035, align 1
  %2037 = getelementptr inbounds i8, ptr %1972, i64 %257
  %2038 = bitcast <4 x i32> %2001 to <2 x double>
  %2039 = extractelement <2 x double> %2038, i64 1
  store double %2039, ptr %2037, align 1
  %2040 = getelementptr inbounds i8, ptr %1972, i64 %258
  %2041 = extractelement <2 x i64> %2028, i64 0
  store i64 %2041, ptr %2040, align 1
  %2042 = getelementptr inbounds i8, ptr %1972, i64 %259
  %2043 = bitcast <4 x i32> %2004 to <2 x double>
  %2044 = extractelement <2 x double> %2043, i64 1
  store double %2044, ptr %2042, align 1
  %2045 = getelementptr inbounds i8, ptr %1972, i64 %260
  %2046 = extractelement <2 x i64> %2027, i64 0
  store i64 %2046, ptr %2045, align 1
  %2047 = getelementptr inbounds i8, ptr %1972, i64 %261
  %2048 = bitcast <4 x i32> %2005 to <2 x double>
  %2049 = extractelement <2 x double> %2048, i64 1
  store double %2049, ptr %2047, align 1
  %2050 = getelementptr inbounds i8, ptr %1972, i64 %262
  %2051 = extractelement <2 x i64> %2026, i64 0
  store i64 %2051, ptr %2050, align 1
  %2052 = getelementptr inbounds i8, ptr %1972, i64 %263
  %2053 = bitcast <4 x i32> %2016 to <2 x double>
  %2054 = extractelement <2 x double> %2053, i64 1
  store double %2054, ptr %2052, align 1
  %2055 = getelementptr inbounds i8, ptr %1972, i64 %264
  %2056 = extractelement <2 x i64> %2025, i64 0
  store i64 %2056, ptr %2055, align 1
  %2057 = getelementptr inbounds i8, ptr %1972, i64 %265
  %2058 = bitcast <4 x i32> %2017 to <2 x double>
  %2059 = extractelement <2 x double> %2058, i64 1
  store double %2059, ptr %2057, align 1
  %2060 = getelementptr inbounds i8, ptr %1972, i64 %266
  %2061 = extractelement <2 x i64> %2024, i64 0
  store i64 %2061, ptr %2060, align 1
  %2062 = getelementptr inbounds i8, ptr %1972, i64 %267
  %2063 = bitcast <4 x i32> %2020 to <2 x double>
  %2064 = extractelement <2 x double> %2063, i64 1
  store double %2064, ptr %2062, align 1
  %2065 = getelementptr inbounds i8, ptr %1972, i64 %268
  %2066 = extractelement <2 x i64> %2023, i64 0
  store i64 %2066, ptr %2065, align 1
  %2067 = getelementptr inbounds i8, ptr %1972, i64 %269
  %2068 = bitcast <4 x i32> %2021 to <2 x double>
  %2069 = extractelement <2 x double> %2068, i64 1
  store double %2069, ptr %2067, align 1
  br label %2871

2070:                                             ; preds = %1973
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store <4 x i32> %2000, ptr %39, align 16
  store <4 x i32> %2001, ptr %249, align 16
  store <4 x i32> %2004, ptr %250, align 16
  store <4 x i32> %2005, ptr %251, align 16
  store <4 x i32> %2016, ptr %252, align 16
  store <4 x i32> %2017, ptr %253, align 16
  store <4 x i32> %2020, ptr %254, align 16
  store <4 x i32> %2021, ptr %255, align 16
  br i1 %446, label %2071, label %2085

2071:                                             ; preds = %2070
  br i1 %453, label %2073, label %2086

2072:                                             ; preds = %2086
  br i1 %357, label %2085, label %2073

2073:                                             ; preds = %2072, %2071
  %2074 = phi i64 [ 0, %2071 ], [ %2108, %2072 ]
  tail call void @llvm.assume(i1 %358)
  br label %2075

2075:                                             ; preds = %2075, %2073
  %2076 = phi i64 [ %2082, %2075 ], [ %2074, %2073 ]
  %2077 = phi i64 [ %2083, %2075 ], [ 0, %2073 ]
  %2078 = mul nsw i64 %2076, %97
  %2079 = getelementptr inbounds i8, ptr %1972, i64 %2078
  %2080 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %2076
  %2081 = load i64, ptr %2080, align 8
  store i64 %2081, ptr %2079, align 1
  %2082 = add nuw nsw i64 %2076, 1
  %2083 = add i64 %2077, 1
  %2084 = icmp eq i64 %2083, %356
  br i1 %2084, label %2085, label %2075

2085:                                             ; preds = %2072, %2075, %2070
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %2871

2086:                                             ; preds = %2071, %2086
  %2087 = phi i64 [ %2108, %2086 ], [ 0, %2071 ]
  %2088 = phi i64 [ %2109, %2086 ], [ 0, %2071 ]
  %2089 = mul nsw i64 %2087, %97
  %2090 = getelementptr inbounds i8, ptr %1972, i64 %2089
  %2091 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %2087
  %2092 = load i64, ptr %2091, align 16
  store i64 %2092, ptr %2090, align 1
  %2093 = or disjoint i64 %2087, 1
  %2094 = mul nsw i64 %2093, %97
  %2095 = getelementptr inbounds i8, ptr %1972, i64 %2094
  %2096 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %2093
  %2097 = load i64, ptr %2096, align 8
  store i64 %2097, ptr %2095, align 1
  %2098 = or disjoint i64 %2087, 2
  %2099 = mul nsw i64 %2098, %97
  %2100 = getelementptr inbounds i8, ptr %1972, i64 %2099
  %2101 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %2098
  %2102 = load i64, ptr %2101, align 16
  store i64 %2102, ptr %2100, align 1
  %2103 = or disjoint i64 %2087, 3
  %2104 = mul nsw i64 %2103, %97
  %2105 = getelementptr inbounds i8, ptr %1972, i64 %2104
  %2106 = getelementptr inbounds nuw [8 x i8], ptr %39, i64 %2103
  %2107 = load i64, ptr %2106, align 8
  store i64 %2107, ptr %2105, align 1
  %2108 = add nuw nsw i64 %2087, 4
  %2109 = add i64 %2088, 4
  %2110 = icmp eq i64 %2109, %454
  br i1 %2110, label %2072, label %2086

2111:                                             ; preds = %1881
  %2112 = trunc <16 x i32> %1971 to <16 x i8>
  %2113 = trunc <16 x i32> %1960 to <16 x i8>
  %2114 = trunc <16 x i32> %1949 to <16 x i8>
  %2115 = trunc <16 x i32> %1938 to <16 x i8>
  %2116 = trunc <16 x i32> %1927 to <16 x i8>
  %2117 = trunc <16 x i32> %1916 to <16 x i8>
  %2118 = trunc <16 x i32> %1905 to <16 x i8>
  %2119 = trunc <16 x i32> %1894 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  store <16 x i8> %2119, ptr %40, align 16
  store <16 x i8> %2118, ptr %236, align 16
  store <16 x i8> %2117, ptr %237, align 16
  store <16 x i8> %2116, ptr %238, align 16
  store <16 x i8> %2115, ptr %239, align 16
  store <16 x i8> %2114, ptr %240, align 16
  store <16 x i8> %2113, ptr %241, align 16
  store <16 x i8> %2112, ptr %242, align 16
  br i1 %446, label %2120, label %2149

2120:                                             ; preds = %2111, %2120
  %2121 = phi i64 [ %2147, %2120 ], [ 0, %2111 ]
  %2122 = getelementptr inbounds nuw i8, ptr %40, i64 %2121
  %2123 = mul nsw i64 %2121, %20
  %2124 = getelementptr i8, ptr %1972, i64 %2123
  %2125 = load i8, ptr %2122, align 1
  store i8 %2125, ptr %2124, align 1
  %2126 = getelementptr inbounds nuw i8, ptr %2122, i64 16
  %2127 = load i8, ptr %2126, align 1
  %2128 = getelementptr i8, ptr %2124, i64 %22
  store i8 %2127, ptr %2128, align 1
  %2129 = getelementptr inbounds nuw i8, ptr %2122, i64 32
  %2130 = load i8, ptr %2129, align 1
  %2131 = getelementptr i8, ptr %2124, i64 %243
  store i8 %2130, ptr %2131, align 1
  %2132 = getelementptr inbounds nuw i8, ptr %2122, i64 48
  %2133 = load i8, ptr %2132, align 1
  %2134 = getelementptr i8, ptr %2124, i64 %244
  store i8 %2133, ptr %2134, align 1
  %2135 = getelementptr inbounds nuw i8, ptr %2122, i64 64
  %2136 = load i8, ptr %2135, align 1
  %2137 = getelementptr i8, ptr %2124, i64 %245
  store i8 %2136, ptr %2137, align 1
  %2138 = getelementptr inbounds nuw i8, ptr %2122, i64 80
  %2139 = load i8, ptr %2138, align 1
  %2140 = getelementptr i8, ptr %2124, i64 %246
  store i8 %2139, ptr %2140, align 1
  %2141 = getelementptr inbounds nuw i8, ptr %2122, i64 96
  %2142 = load i8, ptr %2141, align 1
  %2143 = getelementptr i8, ptr %2124, i64 %247
  store i8 %2142, ptr %2143, align 1
  %2144 = getelementptr inbounds nuw i8, ptr %2122, i64 112
  %2145 = load i8, ptr %2144, align 1
  %2146 = getelementptr i8, ptr %2124, i64 %248
  store i8 %2145, ptr %2146, align 1
  %2147 = add nuw nsw i64 %2121, 1
  %2148 = icmp eq i64 %2147, %435
  br i1 %2148, label %2149, label %2120

2149:                                             ; preds = %2120, %2111
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %2871

2150:                                             ; preds = %1287
  call void @llvm.lifetime.start.p0(ptr nonnull %45)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %45, i8 0, i64 1024, i1 false)
  %2151 = mul i64 %99, %461
  %2152 = getelementptr inbounds i8, ptr %378, i64 %2151
  %2153 = mul nsw i64 %461, %22
  %2154 = getelementptr inbounds i8, ptr %415, i64 %2153
  br i1 %101, label %2155, label %2231

2155:                                             ; preds = %2150
  %2156 = icmp sgt i32 %465, 0
  %2157 = zext nneg i32 %465 to i64
  br label %2158

2158:                                             ; preds = %2155, %2164
  %2159 = phi i64 [ 0, %2155 ], [ %2165, %2164 ]
  br i1 %102, label %2160, label %2164

2160:                                             ; preds = %2158
  %2161 = mul i64 %100, %2159
  %2162 = getelementptr inbounds i8, ptr %2152, i64 %2161
  %2163 = mul nuw nsw i64 %2159, %9
  br label %2167

2164:                                             ; preds = %2176, %2158
  %2165 = add nuw nsw i64 %2159, 1
  %2166 = icmp eq i64 %2165, %8
  br i1 %2166, label %2231, label %2158

2167:                                             ; preds = %2160, %2176
  %2168 = phi i64 [ 0, %2160 ], [ %2177, %2176 ]
  %2169 = mul i64 %103, %2168
  %2170 = getelementptr inbounds i8, ptr %2162, i64 %2169
  %2171 = add nuw nsw i64 %2168, %2163
  %2172 = mul i64 %104, %2171
  %2173 = getelementptr inbounds i8, ptr %411, i64 %2172
  br i1 %105, label %2174, label %2176

2174:                                             ; preds = %2167
  %2175 = getelementptr inbounds i8, ptr %2173, i64 %60
  br label %2179

2176:                                             ; preds = %2201, %2167
  %2177 = add nuw nsw i64 %2168, 1
  %2178 = icmp eq i64 %2177, %9
  br i1 %2178, label %2164, label %2167

2179:                                             ; preds = %2174, %2201
  %2180 = phi i64 [ 0, %2174 ], [ %2202, %2201 ]
  %2181 = shl nsw i64 %2180, 6
  %2182 = getelementptr inbounds nuw i8, ptr %2173, i64 %2181
  %2183 = load <8 x i64>, ptr %2182, align 64
  br i1 %412, label %2187, label %2184

2184:                                             ; preds = %2179
  %2185 = getelementptr inbounds nuw i8, ptr %2175, i64 %2181
  %2186 = load <8 x i64>, ptr %2185, align 64
  br label %2187

2187:                                             ; preds = %2184, %2179
  %2188 = phi <8 x i64> [ %2186, %2184 ], [ %2183, %2179 ]
  %2189 = shl nsw i64 %2180, 2
  %2190 = getelementptr i8, ptr %2170, i64 %2189
  br i1 %2156, label %2191, label %2201

2191:                                             ; preds = %2187
  %2192 = sub nsw i64 %6, %2189
  %2193 = icmp sgt i64 %2192, 3
  %2194 = trunc i64 %2192 to i32
  %2195 = shl nsw i32 -1, %2194
  %2196 = trunc i32 %2195 to i16
  %2197 = xor i16 %2196, -1
  %2198 = bitcast i16 %2197 to <16 x i1>
  %2199 = bitcast <8 x i64> %2183 to <64 x i8>
  %2200 = bitcast <8 x i64> %2188 to <64 x i8>
  br label %2204

2201:                                             ; preds = %2228, %2187
  %2202 = add nuw nsw i64 %2180, 1
  %2203 = icmp eq i64 %2202, %109
  br i1 %2203, label %2176, label %2179

2204:                                             ; preds = %2191, %2228
  %2205 = phi i64 [ 0, %2191 ], [ %2229, %2228 ]
  %2206 = mul i64 %99, %2205
  %2207 = getelementptr i8, ptr %2190, i64 %2206
  br i1 %2193, label %2208, label %2212

2208:                                             ; preds = %2204
  %2209 = load i32, ptr %2207, align 1
  %2210 = insertelement <16 x i32> poison, i32 %2209, i64 0
  %2211 = shufflevector <16 x i32> %2210, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %2216

2212:                                             ; preds = %2204
  %2213 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %2207, <16 x i1> %2198, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %2214 = bitcast <16 x i8> %2213 to <4 x i32>
  %2215 = shufflevector <4 x i32> %2214, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %2216

2216:                                             ; preds = %2208, %2212
  %2217 = phi <16 x i32> [ %2211, %2208 ], [ %2215, %2212 ]
  %2218 = bitcast <16 x i32> %2217 to <8 x i64>
  %2219 = xor <8 x i64> %53, %2218
  %2220 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %45, i64 %2205
  %2221 = load <16 x i32>, ptr %2220, align 64
  %2222 = bitcast <8 x i64> %2219 to <64 x i8>
  %2223 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %2221, <64 x i8> %2222, <64 x i8> %2199)
  store <16 x i32> %2223, ptr %2220, align 64
  br i1 %412, label %2228, label %2224

2224:                                             ; preds = %2216
  %2225 = getelementptr inbounds nuw i8, ptr %2220, i64 64
  %2226 = load <16 x i32>, ptr %2225, align 64
  %2227 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %2226, <64 x i8> %2222, <64 x i8> %2200)
  store <16 x i32> %2227, ptr %2225, align 64
  br label %2228

2228:                                             ; preds = %2224, %2216
  %2229 = add nuw nsw i64 %2205, 1
  %2230 = icmp eq i64 %2229, %2157
  br i1 %2230, label %2201, label %2204

2231:                                             ; preds = %2164, %2150
  %2232 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %425, <16 x i1> %426, <16 x i32> zeroinitializer)
  br i1 %106, label %2235, label %2233

2233:                                             ; preds = %2231
  %2234 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %427, <16 x i1> %426, <16 x i32> zeroinitializer)
  br label %2235

2235:                                             ; preds = %2233, %2231
  %2236 = phi <16 x i32> [ %2234, %2233 ], [ zeroinitializer, %2231 ]
  %2237 = sub <16 x i32> %2236, %2232
  br i1 %107, label %2241, label %2238

2238:                                             ; preds = %2235
  %2239 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %428, <16 x i1> %426, <16 x i32> zeroinitializer)
  %2240 = add <16 x i32> %2239, %2237
  br label %2241

2241:                                             ; preds = %2238, %2235
  %2242 = phi <16 x i32> [ %2240, %2238 ], [ %2237, %2235 ]
  br i1 %108, label %2246, label %2243

2243:                                             ; preds = %2241
  %2244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %429, <16 x i1> %426, <16 x float> zeroinitializer)
  %2245 = fmul <16 x float> %76, %2244
  br label %2246

2246:                                             ; preds = %2241, %2243
  %2247 = phi <16 x float> [ %2245, %2243 ], [ %76, %2241 ]
  %2248 = fmul <16 x float> %79, %2247
  %2249 = load <16 x i32>, ptr %45, align 64
  %2250 = add <16 x i32> %2249, %2242
  %2251 = sitofp <16 x i32> %2250 to <16 x float>
  %2252 = fmul <16 x float> %2248, %2251
  %2253 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2252, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2254 = fcmp uge <16 x float> %2253, splat (float 0x41E0000000000000)
  %2255 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2253, i32 4)
  %2256 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2255, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2257 = select <16 x i1> %2254, <16 x i32> splat (i32 2147483647), <16 x i32> %2256
  %2258 = add <16 x i32> %2257, %82
  %2259 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2258, <16 x i32> %85)
  %2260 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2259, <16 x i32> %88)
  %2261 = load <16 x i32>, ptr %270, align 64
  %2262 = add <16 x i32> %2261, %2242
  %2263 = sitofp <16 x i32> %2262 to <16 x float>
  %2264 = fmul <16 x float> %2248, %2263
  %2265 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2264, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2266 = fcmp uge <16 x float> %2265, splat (float 0x41E0000000000000)
  %2267 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2265, i32 4)
  %2268 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2267, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2269 = select <16 x i1> %2266, <16 x i32> splat (i32 2147483647), <16 x i32> %2268
  %2270 = add <16 x i32> %2269, %82
  %2271 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2270, <16 x i32> %85)
  %2272 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2271, <16 x i32> %88)
  %2273 = load <16 x i32>, ptr %271, align 64
  %2274 = add <16 x i32> %2273, %2242
  %2275 = sitofp <16 x i32> %2274 to <16 x float>
  %2276 = fmul <16 x float> %2248, %2275
  %2277 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2276, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2278 = fcmp uge <16 x float> %2277, splat (float 0x41E0000000000000)
  %2279 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2277, i32 4)
  %2280 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2279, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2281 = select <16 x i1> %2278, <16 x i32> splat (i32 2147483647), <16 x i32> %2280
  %2282 = add <16 x i32> %2281, %82
  %2283 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2282, <16 x i32> %85)
  %2284 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2283, <16 x i32> %88)
  %2285 = load <16 x i32>, ptr %272, align 64
  %2286 = add <16 x i32> %2285, %2242
  %2287 = sitofp <16 x i32> %2286 to <16 x float>
  %2288 = fmul <16 x float> %2248, %2287
  %2289 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2288, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2290 = fcmp uge <16 x float> %2289, splat (float 0x41E0000000000000)
  %2291 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2289, i32 4)
  %2292 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2291, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2293 = select <16 x i1> %2290, <16 x i32> splat (i32 2147483647), <16 x i32> %2292
  %2294 = add <16 x i32> %2293, %82
  %2295 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2294, <16 x i32> %85)
  %2296 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2295, <16 x i32> %88)
  %2297 = load <16 x i32>, ptr %273, align 64
  %2298 = add <16 x i32> %2297, %2242
  %2299 = sitofp <16 x i32> %2298 to <16 x float>
  %2300 = fmul <16 x float> %2248, %2299
  %2301 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2300, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2302 = fcmp uge <16 x float> %2301, splat (float 0x41E0000000000000)
  %2303 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2301, i32 4)
  %2304 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2303, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2305 = select <16 x i1> %2302, <16 x i32> splat (i32 2147483647), <16 x i32> %2304
  %2306 = add <16 x i32> %2305, %82
  %2307 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2306, <16 x i32> %85)
  %2308 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2307, <16 x i32> %88)
  %2309 = load <16 x i32>, ptr %274, align 64
  %2310 = add <16 x i32> %2309, %2242
  %2311 = sitofp <16 x i32> %2310 to <16 x float>
  %2312 = fmul <16 x float> %2248, %2311
  %2313 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2312, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2314 = fcmp uge <16 x float> %2313, splat (float 0x41E0000000000000)
  %2315 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2313, i32 4)
  %2316 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2315, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2317 = select <16 x i1> %2314, <16 x i32> splat (i32 2147483647), <16 x i32> %2316
  %2318 = add <16 x i32> %2317, %82
  %2319 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2318, <16 x i32> %85)
  %2320 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2319, <16 x i32> %88)
  %2321 = load <16 x i32>, ptr %275, align 64
  %2322 = add <16 x i32> %2321, %2242
  %2323 = sitofp <16 x i32> %2322 to <16 x float>
  %2324 = fmul <16 x float> %2248, %2323
  %2325 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2324, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2326 = fcmp uge <16 x float> %2325, splat (float 0x41E0000000000000)
  %2327 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2325, i32 4)
  %2328 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2327, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2329 = select <16 x i1> %2326, <16 x i32> splat (i32 2147483647), <16 x i32> %2328
  %2330 = add <16 x i32> %2329, %82
  %2331 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2330, <16 x i32> %85)
  %2332 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2331, <16 x i32> %88)
  %2333 = load <16 x i32>, ptr %276, align 64
  %2334 = add <16 x i32> %2333, %2242
  %2335 = sitofp <16 x i32> %2334 to <16 x float>
  %2336 = fmul <16 x float> %2248, %2335
  %2337 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2336, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2338 = fcmp uge <16 x float> %2337, splat (float 0x41E0000000000000)
  %2339 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2337, i32 4)
  %2340 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2339, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2341 = select <16 x i1> %2338, <16 x i32> splat (i32 2147483647), <16 x i32> %2340
  %2342 = add <16 x i32> %2341, %82
  %2343 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2342, <16 x i32> %85)
  %2344 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2343, <16 x i32> %88)
  %2345 = getelementptr inbounds i8, ptr %2154, i64 %430
  %2346 = icmp eq i32 %465, 8
  %2347 = and i1 %89, %2346
  br i1 %2347, label %2348, label %2486

2348:                                             ; preds = %2246
  %2349 = shufflevector <16 x i32> %2260, <16 x i32> %2272, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2350 = trunc <16 x i32> %2349 to <16 x i8>
  %2351 = shufflevector <16 x i32> %2284, <16 x i32> %2296, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2352 = trunc <16 x i32> %2351 to <16 x i8>
  %2353 = shufflevector <16 x i32> %2308, <16 x i32> %2320, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2354 = trunc <16 x i32> %2353 to <16 x i8>
  %2355 = shufflevector <16 x i32> %2332, <16 x i32> %2344, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2356 = trunc <16 x i32> %2355 to <16 x i8>
  %2357 = shufflevector <16 x i32> %2260, <16 x i32> %2272, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2358 = trunc <16 x i32> %2357 to <16 x i8>
  %2359 = shufflevector <16 x i32> %2284, <16 x i32> %2296, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2360 = trunc <16 x i32> %2359 to <16 x i8>
  %2361 = shufflevector <16 x i32> %2308, <16 x i32> %2320, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2362 = trunc <16 x i32> %2361 to <16 x i8>
  %2363 = shufflevector <16 x i32> %2332, <16 x i32> %2344, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2364 = trunc <16 x i32> %2363 to <16 x i8>
  %2365 = bitcast <16 x i8> %2350 to <8 x i16>
  %2366 = bitcast <16 x i8> %2352 to <8 x i16>
  %2367 = shufflevector <8 x i16> %2365, <8 x i16> %2366, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2368 = shufflevector <8 x i16> %2365, <8 x i16> %2366, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2369 = bitcast <16 x i8> %2354 to <8 x i16>
  %2370 = bitcast <16 x i8> %2356 to <8 x i16>
  %2371 = shufflevector <8 x i16> %2369, <8 x i16> %2370, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2372 = shufflevector <8 x i16> %2369, <8 x i16> %2370, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2373 = bitcast <8 x i16> %2367 to <4 x i32>
  %2374 = bitcast <8 x i16> %2371 to <4 x i32>
  %2375 = shufflevector <4 x i32> %2373, <4 x i32> %2374, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2376 = shufflevector <4 x i32> %2373, <4 x i32> %2374, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2377 = bitcast <8 x i16> %2368 to <4 x i32>
  %2378 = bitcast <8 x i16> %2372 to <4 x i32>
  %2379 = shufflevector <4 x i32> %2377, <4 x i32> %2378, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2380 = shufflevector <4 x i32> %2377, <4 x i32> %2378, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2381 = bitcast <16 x i8> %2358 to <8 x i16>
  %2382 = bitcast <16 x i8> %2360 to <8 x i16>
  %2383 = shufflevector <8 x i16> %2381, <8 x i16> %2382, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2384 = shufflevector <8 x i16> %2381, <8 x i16> %2382, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2385 = bitcast <16 x i8> %2362 to <8 x i16>
  %2386 = bitcast <16 x i8> %2364 to <8 x i16>
  %2387 = shufflevector <8 x i16> %2385, <8 x i16> %2386, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2388 = shufflevector <8 x i16> %2385, <8 x i16> %2386, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2389 = bitcast <8 x i16> %2383 to <4 x i32>
  %2390 = bitcast <8 x i16> %2387 to <4 x i32>
  %2391 = shufflevector <4 x i32> %2389, <4 x i32> %2390, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2392 = shufflevector <4 x i32> %2389, <4 x i32> %2390, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2393 = bitcast <8 x i16> %2384 to <4 x i32>
  %2394 = bitcast <8 x i16> %2388 to <4 x i32>
  %2395 = shufflevector <4 x i32> %2393, <4 x i32> %2394, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2396 = shufflevector <4 x i32> %2393, <4 x i32> %2394, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %419, label %2397, label %2445

2397:                                             ; preds = %2348
  %2398 = bitcast <4 x i32> %2396 to <2 x i64>
  %2399 = bitcast <4 x i32> %2395 to <2 x i64>
  %2400 = bitcast <4 x i32> %2392 to <2 x i64>
  %2401 = bitcast <4 x i32> %2391 to <2 x i64>
  %2402 = bitcast <4 x i32> %2380 to <2 x i64>
  %2403 = bitcast <4 x i32> %2379 to <2 x i64>
  %2404 = bitcast <4 x i32> %2376 to <2 x i64>
  %2405 = bitcast <4 x i32> %2375 to <2 x i64>
  %2406 = extractelement <2 x i64> %2405, i64 0
  store i64 %2406, ptr %2345, align 1
  %2407 = getelementptr inbounds i8, ptr %2345, i64 %97
  %2408 = bitcast <4 x i32> %2375 to <2 x double>
  %2409 = extractelement <2 x double> %2408, i64 1
  store double %2409, ptr %2407, align 1
  %2410 = getelementptr inbounds i8, ptr %2345, i64 %291
  %2411 = extractelement <2 x i64> %2404, i64 0
  store i64 %2411, ptr %2410, align 1
  %2412 = getelementptr inbounds i8, ptr %2345, i64 %292
  %2413 = bitcast <4 x i32> %2376 to <2 x double>
  %2414 = extractelement <2 x double> %2413, i64 1
  store double %2414, ptr %2412, align 1
  %2415 = getelementptr inbounds i8, ptr %2345, i64 %293
  %2416 = extractelement <2 x i64> %2403, i64 0
  store i64 %2416, ptr %2415, align 1
  %2417 = getelementptr inbounds i8, ptr %2345, i64 %294
  %2418 = bitcast <4 x i32> %2379 to <2 x double>
  %2419 = extractelement <2 x double> %2418, i64 1
  store double %2419, ptr %2417, align 1
  %2420 = getelementptr inbounds i8, ptr %2345, i64 %295
  %2421 = extractelement <2 x i64> %2402, i64 0
  store i64 %2421, ptr %2420, align 1
  %2422 = getelementptr inbounds i8, ptr %2345, i64 %296
  %2423 = bitcast <4 x i32> %2380 to <2 x double>
  %2424 = extractelement <2 x double> %2423, i64 1
  store double %2424, ptr %2422, align 1
  %2425 = getelementptr inbounds i8, ptr %2345, i64 %297
  %2426 = extractelement <2 x i64> %2401, i64 0
  store i64 %2426, ptr %2425, align 1
  %2427 = getelementptr inbounds i8, ptr %2345, i64 %298
  %2428 = bitcast <4 x i32> %2391 to <2 x double>
  %2429 = extractelement <2 x double> %2428, i64 1
  store double %2429, ptr %2427, align 1
  %2430 = getelementptr inbounds i8, ptr %2345, i64 %299
  %2431 = extractelement <2 x i64> %2400, i64 0
  store i64 %2431, ptr %2430, align 1
  %2432 = getelementptr inbounds i8, ptr %2345, i64 %300
  %2433 = bitcast <4 x i32> %2392 to <2 x double>
  %2434 = extractelement <2 x double> %2433, i64 1
  store double %2434, ptr %2432, align 1
  %2435 = getelementptr inbounds i8, ptr %2345, i64 %301
  %2436 = extractelement <2 x i64> %2399, i64 0
  store i64 %2436, ptr %2435, align 1
  %2437 = getelementptr inbounds i8, ptr %2345, i64 %302
  %2438 = bitcast <4 x i32> %2395 to <2 x double>
  %2439 = extractelement <2 x double> %2438, i64 1
  store double %2439, ptr %2437, align 1
  %2440 = getelementptr inbounds i8, ptr %2345, i64 %303
  %2441 = extractelement <2 x i64> %2398, i64 0
  store i64 %2441, ptr %2440, align 1
  %2442 = getelementptr inbounds i8, ptr %2345, i64 %304
  %2443 = bitcast <4 x i32> %2396 to <2 x double>
  %2444 = extractelement <2 x double> %2443, i64 1
  store double %2444, ptr %2442, align 1
  br label %2551

2445:                                             ; preds = %2348
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <4 x i32> %2375, ptr %33, align 16
  store <4 x i32> %2376, ptr %284, align 16
  store <4 x i32> %2379, ptr %285, align 16
  store <4 x i32> %2380, ptr %286, align 16
  store <4 x i32> %2391, ptr %287, align 16
  store <4 x i32> %2392, ptr %288, align 16
  store <4 x i32> %2395, ptr %289, align 16
  store <4 x i32> %2396, ptr %290, align 16
  br i1 %431, label %2446, label %2460

2446:                                             ; preds = %2445
  br i1 %455, label %2448, label %2461

2447:                                             ; preds = %2461
  br i1 %360, label %2460, label %2448

2448:                                             ; preds = %2447, %2446
  %2449 = phi i64 [ 0, %2446 ], [ %2483, %2447 ]
  tail call void @llvm.assume(i1 %361)
  br label %2450

2450:                                             ; preds = %2450, %2448
  %2451 = phi i64 [ %2457, %2450 ], [ %2449, %2448 ]
  %2452 = phi i64 [ %2458, %2450 ], [ 0, %2448 ]
  %2453 = mul nsw i64 %2451, %97
  %2454 = getelementptr inbounds i8, ptr %2345, i64 %2453
  %2455 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %2451
  %2456 = load i64, ptr %2455, align 8
  store i64 %2456, ptr %2454, align 1
  %2457 = add nuw nsw i64 %2451, 1
  %2458 = add i64 %2452, 1
  %2459 = icmp eq i64 %2458, %359
  br i1 %2459, label %2460, label %2450

2460:                                             ; preds = %2447, %2450, %2445
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %2551

2461:                                             ; preds = %2446, %2461
  %2462 = phi i64 [ %2483, %2461 ], [ 0, %2446 ]
  %2463 = phi i64 [ %2484, %2461 ], [ 0, %2446 ]
  %2464 = mul nsw i64 %2462, %97
  %2465 = getelementptr inbounds i8, ptr %2345, i64 %2464
  %2466 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %2462
  %2467 = load i64, ptr %2466, align 16
  store i64 %2467, ptr %2465, align 1
  %2468 = or disjoint i64 %2462, 1
  %2469 = mul nsw i64 %2468, %97
  %2470 = getelementptr inbounds i8, ptr %2345, i64 %2469
  %2471 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %2468
  %2472 = load i64, ptr %2471, align 8
  store i64 %2472, ptr %2470, align 1
  %2473 = or disjoint i64 %2462, 2
  %2474 = mul nsw i64 %2473, %97
  %2475 = getelementptr inbounds i8, ptr %2345, i64 %2474
  %2476 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %2473
  %2477 = load i64, ptr %2476, align 16
  store i64 %2477, ptr %2475, align 1
  %2478 = or disjoint i64 %2462, 3
  %2479 = mul nsw i64 %2478, %97
  %2480 = getelementptr inbounds i8, ptr %2345, i64 %2479
  %2481 = getelementptr inbounds nuw [8 x i8], ptr %33, i64 %2478
  %2482 = load i64, ptr %2481, align 8
  store i64 %2482, ptr %2480, align 1
  %2483 = add nuw nsw i64 %2462, 4
  %2484 = add i64 %2463, 4
  %2485 = icmp eq i64 %2484, %456
  br i1 %2485, label %2447, label %2461

2486:                                             ; preds = %2246
  %2487 = trunc <16 x i32> %2344 to <16 x i8>
  %2488 = trunc <16 x i32> %2332 to <16 x i8>
  %2489 = trunc <16 x i32> %2320 to <16 x i8>
  %2490 = trunc <16 x i32> %2308 to <16 x i8>
  %2491 = trunc <16 x i32> %2296 to <16 x i8>
  %2492 = trunc <16 x i32> %2284 to <16 x i8>
  %2493 = trunc <16 x i32> %2272 to <16 x i8>
  %2494 = trunc <16 x i32> %2260 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store <16 x i8> %2494, ptr %34, align 16
  store <16 x i8> %2493, ptr %277, align 16
  store <16 x i8> %2492, ptr %278, align 16
  store <16 x i8> %2491, ptr %279, align 16
  store <16 x i8> %2490, ptr %280, align 16
  store <16 x i8> %2489, ptr %281, align 16
  store <16 x i8> %2488, ptr %282, align 16
  store <16 x i8> %2487, ptr %283, align 16
  br i1 %431, label %2495, label %2509

2495:                                             ; preds = %2486
  %2496 = icmp sgt i32 %465, 0
  %2497 = zext i32 %465 to i64
  %2498 = and i64 %2497, 3
  %2499 = icmp ult i32 %465, 4
  %2500 = and i64 %2497, 2147483644
  %2501 = icmp eq i64 %2498, 0
  %2502 = icmp ne i64 %2498, 0
  br label %2503

2503:                                             ; preds = %2495, %2523
  %2504 = phi i64 [ 0, %2495 ], [ %2524, %2523 ]
  %2505 = getelementptr inbounds nuw i8, ptr %34, i64 %2504
  br i1 %2496, label %2506, label %2523

2506:                                             ; preds = %2503
  %2507 = mul nsw i64 %2504, %97
  %2508 = getelementptr i8, ptr %2345, i64 %2507
  br i1 %2499, label %2511, label %2526

2509:                                             ; preds = %2523, %2486
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %2551

2510:                                             ; preds = %2526
  br i1 %2501, label %2523, label %2511

2511:                                             ; preds = %2510, %2506
  %2512 = phi i64 [ 0, %2506 ], [ %2548, %2510 ]
  tail call void @llvm.assume(i1 %2502)
  br label %2513

2513:                                             ; preds = %2513, %2511
  %2514 = phi i64 [ %2512, %2511 ], [ %2520, %2513 ]
  %2515 = phi i64 [ 0, %2511 ], [ %2521, %2513 ]
  %2516 = getelementptr inbounds nuw [16 x i8], ptr %2505, i64 %2514
  %2517 = load i8, ptr %2516, align 1
  %2518 = mul nsw i64 %22, %2514
  %2519 = getelementptr i8, ptr %2508, i64 %2518
  store i8 %2517, ptr %2519, align 1
  %2520 = add nuw nsw i64 %2514, 1
  %2521 = add i64 %2515, 1
  %2522 = icmp eq i64 %2521, %2498
  br i1 %2522, label %2523, label %2513

2523:                                             ; preds = %2510, %2513, %2503
  %2524 = add nuw nsw i64 %2504, 1
  %2525 = icmp eq i64 %2524, %420
  br i1 %2525, label %2509, label %2503

2526:                                             ; preds = %2506, %2526
  %2527 = phi i64 [ %2548, %2526 ], [ 0, %2506 ]
  %2528 = phi i64 [ %2549, %2526 ], [ 0, %2506 ]
  %2529 = getelementptr inbounds nuw [16 x i8], ptr %2505, i64 %2527
  %2530 = load i8, ptr %2529, align 1
  %2531 = mul nsw i64 %22, %2527
  %2532 = getelementptr i8, ptr %2508, i64 %2531
  store i8 %2530, ptr %2532, align 1
  %2533 = or disjoint i64 %2527, 1
  %2534 = getelementptr inbounds nuw [16 x i8], ptr %2505, i64 %2533
  %2535 = load i8, ptr %2534, align 1
  %2536 = mul nsw i64 %22, %2533
  %2537 = getelementptr i8, ptr %2508, i64 %2536
  store i8 %2535, ptr %2537, align 1
  %2538 = or disjoint i64 %2527, 2
  %2539 = getelementptr inbounds nuw [16 x i8], ptr %2505, i64 %2538
  %2540 = load i8, ptr %2539, align 1
  %2541 = mul nsw i64 %22, %2538
  %2542 = getelementptr i8, ptr %2508, i64 %2541
  store i8 %2540, ptr %2542, align 1
  %2543 = or disjoint i64 %2527, 3
  %2544 = getelementptr inbounds nuw [16 x i8], ptr %2505, i64 %2543
  %2545 = load i8, ptr %2544, align 1
  %2546 = mul nsw i64 %22, %2543
  %2547 = getelementptr i8, ptr %2508, i64 %2546
  store i8 %2545, ptr %2547, align 1
  %2548 = add nuw nsw i64 %2527, 4
  %2549 = add i64 %2528, 4
  %2550 = icmp eq i64 %2549, %2500
  br i1 %2550, label %2510, label %2526

2551:                                             ; preds = %2460, %2397, %2509
  br i1 %412, label %2870, label %2552

2552:                                             ; preds = %2551
  %2553 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %440, <16 x i1> %441, <16 x i32> zeroinitializer)
  br i1 %106, label %2556, label %2554

2554:                                             ; preds = %2552
  %2555 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %442, <16 x i1> %441, <16 x i32> zeroinitializer)
  br label %2556

2556:                                             ; preds = %2554, %2552
  %2557 = phi <16 x i32> [ %2555, %2554 ], [ zeroinitializer, %2552 ]
  %2558 = sub <16 x i32> %2557, %2553
  br i1 %107, label %2562, label %2559

2559:                                             ; preds = %2556
  %2560 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %443, <16 x i1> %441, <16 x i32> zeroinitializer)
  %2561 = add <16 x i32> %2560, %2558
  br label %2562

2562:                                             ; preds = %2559, %2556
  %2563 = phi <16 x i32> [ %2561, %2559 ], [ %2558, %2556 ]
  br i1 %108, label %2567, label %2564

2564:                                             ; preds = %2562
  %2565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %444, <16 x i1> %441, <16 x float> zeroinitializer)
  %2566 = fmul <16 x float> %76, %2565
  br label %2567

2567:                                             ; preds = %2562, %2564
  %2568 = phi <16 x float> [ %2566, %2564 ], [ %76, %2562 ]
  %2569 = fmul <16 x float> %79, %2568
  %2570 = load <16 x i32>, ptr %305, align 64
  %2571 = add <16 x i32> %2570, %2563
  %2572 = sitofp <16 x i32> %2571 to <16 x float>
  %2573 = fmul <16 x float> %2569, %2572
  %2574 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2573, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2575 = fcmp uge <16 x float> %2574, splat (float 0x41E0000000000000)
  %2576 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2574, i32 4)
  %2577 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2576, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2578 = select <16 x i1> %2575, <16 x i32> splat (i32 2147483647), <16 x i32> %2577
  %2579 = add <16 x i32> %2578, %82
  %2580 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2579, <16 x i32> %85)
  %2581 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2580, <16 x i32> %88)
  %2582 = load <16 x i32>, ptr %306, align 64
  %2583 = add <16 x i32> %2582, %2563
  %2584 = sitofp <16 x i32> %2583 to <16 x float>
  %2585 = fmul <16 x float> %2569, %2584
  %2586 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2585, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2587 = fcmp uge <16 x float> %2586, splat (float 0x41E0000000000000)
  %2588 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2586, i32 4)
  %2589 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2588, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2590 = select <16 x i1> %2587, <16 x i32> splat (i32 2147483647), <16 x i32> %2589
  %2591 = add <16 x i32> %2590, %82
  %2592 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2591, <16 x i32> %85)
  %2593 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2592, <16 x i32> %88)
  %2594 = load <16 x i32>, ptr %307, align 64
  %2595 = add <16 x i32> %2594, %2563
  %2596 = sitofp <16 x i32> %2595 to <16 x float>
  %2597 = fmul <16 x float> %2569, %2596
  %2598 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2597, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2599 = fcmp uge <16 x float> %2598, splat (float 0x41E0000000000000)
  %2600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2598, i32 4)
  %2601 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2600, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2602 = select <16 x i1> %2599, <16 x i32> splat (i32 2147483647), <16 x i32> %2601
  %2603 = add <16 x i32> %2602, %82
  %2604 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2603, <16 x i32> %85)
  %2605 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2604, <16 x i32> %88)
  %2606 = load <16 x i32>, ptr %308, align 64
  %2607 = add <16 x i32> %2606, %2563
  %2608 = sitofp <16 x i32> %2607 to <16 x float>
  %2609 = fmul <16 x float> %2569, %2608
  %2610 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2609, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2611 = fcmp uge <16 x float> %2610, splat (float 0x41E0000000000000)
  %2612 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2610, i32 4)
  %2613 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2612, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2614 = select <16 x i1> %2611, <16 x i32> splat (i32 2147483647), <16 x i32> %2613
  %2615 = add <16 x i32> %2614, %82
  %2616 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2615, <16 x i32> %85)
  %2617 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2616, <16 x i32> %88)
  %2618 = load <16 x i32>, ptr %309, align 64
  %2619 = add <16 x i32> %2618, %2563
  %2620 = sitofp <16 x i32> %2619 to <16 x float>
  %2621 = fmul <16 x float> %2569, %2620
  %2622 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2621, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2623 = fcmp uge <16 x float> %2622, splat (float 0x41E0000000000000)
  %2624 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2622, i32 4)
  %2625 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2624, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2626 = select <16 x i1> %2623, <16 x i32> splat (i32 2147483647), <16 x i32> %2625
  %2627 = add <16 x i32> %2626, %82
  %2628 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2627, <16 x i32> %85)
  %2629 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2628, <16 x i32> %88)
  %2630 = load <16 x i32>, ptr %310, align 64
  %2631 = add <16 x i32> %2630, %2563
  %2632 = sitofp <16 x i32> %2631 to <16 x float>
  %2633 = fmul <16 x float> %2569, %2632
  %2634 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2633, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2635 = fcmp uge <16 x float> %2634, splat (float 0x41E0000000000000)
  %2636 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2634, i32 4)
  %2637 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2636, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2638 = select <16 x i1> %2635, <16 x i32> splat (i32 2147483647), <16 x i32> %2637
  %2639 = add <16 x i32> %2638, %82
  %2640 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2639, <16 x i32> %85)
  %2641 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2640, <16 x i32> %88)
  %2642 = load <16 x i32>, ptr %311, align 64
  %2643 = add <16 x i32> %2642, %2563
  %2644 = sitofp <16 x i32> %2643 to <16 x float>
  %2645 = fmul <16 x float> %2569, %2644
  %2646 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2645, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2647 = fcmp uge <16 x float> %2646, splat (float 0x41E0000000000000)
  %2648 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2646, i32 4)
  %2649 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2648, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2650 = select <16 x i1> %2647, <16 x i32> splat (i32 2147483647), <16 x i32> %2649
  %2651 = add <16 x i32> %2650, %82
  %2652 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2651, <16 x i32> %85)
  %2653 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2652, <16 x i32> %88)
  %2654 = load <16 x i32>, ptr %312, align 64
  %2655 = add <16 x i32> %2654, %2563
  %2656 = sitofp <16 x i32> %2655 to <16 x float>
  %2657 = fmul <16 x float> %2569, %2656
  %2658 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %2657, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %2659 = fcmp uge <16 x float> %2658, splat (float 0x41E0000000000000)
  %2660 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %2658, i32 4)
  %2661 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %2660, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %2662 = select <16 x i1> %2659, <16 x i32> splat (i32 2147483647), <16 x i32> %2661
  %2663 = add <16 x i32> %2662, %82
  %2664 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2663, <16 x i32> %85)
  %2665 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2664, <16 x i32> %88)
  %2666 = getelementptr inbounds i8, ptr %2154, i64 %445
  br i1 %2347, label %2667, label %2805

2667:                                             ; preds = %2567
  %2668 = shufflevector <16 x i32> %2581, <16 x i32> %2593, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2669 = trunc <16 x i32> %2668 to <16 x i8>
  %2670 = shufflevector <16 x i32> %2605, <16 x i32> %2617, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2671 = trunc <16 x i32> %2670 to <16 x i8>
  %2672 = shufflevector <16 x i32> %2629, <16 x i32> %2641, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2673 = trunc <16 x i32> %2672 to <16 x i8>
  %2674 = shufflevector <16 x i32> %2653, <16 x i32> %2665, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2675 = trunc <16 x i32> %2674 to <16 x i8>
  %2676 = shufflevector <16 x i32> %2581, <16 x i32> %2593, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2677 = trunc <16 x i32> %2676 to <16 x i8>
  %2678 = shufflevector <16 x i32> %2605, <16 x i32> %2617, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2679 = trunc <16 x i32> %2678 to <16 x i8>
  %2680 = shufflevector <16 x i32> %2629, <16 x i32> %2641, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2681 = trunc <16 x i32> %2680 to <16 x i8>
  %2682 = shufflevector <16 x i32> %2653, <16 x i32> %2665, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2683 = trunc <16 x i32> %2682 to <16 x i8>
  %2684 = bitcast <16 x i8> %2669 to <8 x i16>
  %2685 = bitcast <16 x i8> %2671 to <8 x i16>
  %2686 = shufflevector <8 x i16> %2684, <8 x i16> %2685, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2687 = shufflevector <8 x i16> %2684, <8 x i16> %2685, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2688 = bitcast <16 x i8> %2673 to <8 x i16>
  %2689 = bitcast <16 x i8> %2675 to <8 x i16>
  %2690 = shufflevector <8 x i16> %2688, <8 x i16> %2689, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2691 = shufflevector <8 x i16> %2688, <8 x i16> %2689, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2692 = bitcast <8 x i16> %2686 to <4 x i32>
  %2693 = bitcast <8 x i16> %2690 to <4 x i32>
  %2694 = shufflevector <4 x i32> %2692, <4 x i32> %2693, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2695 = shufflevector <4 x i32> %2692, <4 x i32> %2693, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2696 = bitcast <8 x i16> %2687 to <4 x i32>
  %2697 = bitcast <8 x i16> %2691 to <4 x i32>
  %2698 = shufflevector <4 x i32> %2696, <4 x i32> %2697, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2699 = shufflevector <4 x i32> %2696, <4 x i32> %2697, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2700 = bitcast <16 x i8> %2677 to <8 x i16>
  %2701 = bitcast <16 x i8> %2679 to <8 x i16>
  %2702 = shufflevector <8 x i16> %2700, <8 x i16> %2701, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2703 = shufflevector <8 x i16> %2700, <8 x i16> %2701, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2704 = bitcast <16 x i8> %2681 to <8 x i16>
  %2705 = bitcast <16 x i8> %2683 to <8 x i16>
  %2706 = shufflevector <8 x i16> %2704, <8 x i16> %2705, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2707 = shufflevector <8 x i16> %2704, <8 x i16> %2705, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2708 = bitcast <8 x i16> %2702 to <4 x i32>
  %2709 = bitcast <8 x i16> %2706 to <4 x i32>
  %2710 = shufflevector <4 x i32> %2708, <4 x i32> %2709, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2711 = shufflevector <4 x i32> %2708, <4 x i32> %2709, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %2712 = bitcast <8 x i16> %2703 to <4 x i32>
  %2713 = bitcast <8 x i16> %2707 to <4 x i32>
  %2714 = shufflevector <4 x i32> %2712, <4 x i32> %2713, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %2715 = shufflevector <4 x i32> %2712, <4 x i32> %2713, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %434, label %2716, label %2764

2716:                                             ; preds = %2667
  %2717 = bitcast <4 x i32> %2715 to <2 x i64>
  %2718 = bitcast <4 x i32> %2714 to <2 x i64>
  %2719 = bitcast <4 x i32> %2711 to <2 x i64>
  %2720 = bitcast <4 x i32> %2710 to <2 x i64>
  %2721 = bitcast <4 x i32> %2699 to <2 x i64>
  %2722 = bitcast <4 x i32> %2698 to <2 x i64>
  %2723 = bitcast <4 x i32> %2695 to <2 x i64>
  %2724 = bitcast <4 x i32> %2694 to <2 x i64>
  %2725 = extractelement <2 x i64> %2724, i64 0
  store i64 %2725, ptr %2666, align 1
  %2726 = getelementptr inbounds i8, ptr %2666, i64 %97
  %2727 = bitcast <4 x i32> %2694 to <2 x double>
  %2728 = extractelement <2 x double> %2727, i64 1
  store double %2728, ptr %2726, align 1
  %2729 = getelementptr inbounds i8, ptr %2666, i64 %327
  %2730 = extractelement <2 x i64> %2723, i64 0
  store i64 %2730, ptr %2729, align 1
  %2731 = getelementptr inbounds i8, ptr %2666, i64 %328
  %2732 = bitcast <4 x i32> %2695 to <2 x double>
  %2733 = extractelement <2 x double> %2732, i64 1
  store double %2733, ptr %2731, align 1
  %2734 = getelementptr inbounds i8, ptr %2666, i64 %329
  %2735 = extractelement <2 x i64> %2722, i64 0
  store i64 %2735, ptr %2734, align 1
  %2736 = getelementptr inbounds i8, ptr %2666, i64 %330
  %2737 = bitcast <4 x i32> %2698 to <2 x double>
  %2738 = extractelement <2 x double> %2737, i64 1
  store double %2738, ptr %2736, align 1
  %2739 = getelementptr inbounds i8, ptr %2666, i64 %331
  %2740 = extractelement <2 x i64> %2721, i64 0
  store i64 %2740, ptr %2739, align 1
  %2741 = getelementptr inbounds i8, ptr %2666, i64 %332
  %2742 = bitcast <4 x i32> %2699 to <2 x double>
  %2743 = extractelement <2 x double> %2742, i64 1
  store double %2743, ptr %2741, align 1
  %2744 = getelementptr inbounds i8, ptr %2666, i64 %333
  %2745 = extractelement <2 x i64> %2720, i64 0
  store i64 %2745, ptr %2744, align 1
  %2746 = getelementptr inbounds i8, ptr %2666, i64 %334
  %2747 = bitcast <4 x i32> %2710 to <2 x double>
  %2748 = extractelement <2 x double> %2747, i64 1
  store double %2748, ptr %2746, align 1
  %2749 = getelementptr inbounds i8, ptr %2666, i64 %335
  %2750 = extractelement <2 x i64> %2719, i64 0
  store i64 %2750, ptr %2749, align 1
  %2751 = getelementptr inbounds i8, ptr %2666, i64 %336
  %2752 = bitcast <4 x i32> %2711 to <2 x double>
  %2753 = extractelement <2 x double> %2752, i64 1
  store double %2753, ptr %2751, align 1
  %2754 = getelementptr inbounds i8, ptr %2666, i64 %337
  %2755 = extractelement <2 x i64> %2718, i64 0
  store i64 %2755, ptr %2754, align 1
  %2756 = getelementptr inbounds i8, ptr %2666, i64 %338
  %2757 = bitcast <4 x i32> %2714 to <2 x double>
  %2758 = extractelement <2 x double> %2757, i64 1
  store double %2758, ptr %2756, align 1
  %2759 = getelementptr inbounds i8, ptr %2666, i64 %339
  %2760 = extractelement <2 x i64> %2717, i64 0
  store i64 %2760, ptr %2759, align 1
  %2761 = getelementptr inbounds i8, ptr %2666, i64 %340
  %2762 = bitcast <4 x i32> %2715 to <2 x double>
  %2763 = extractelement <2 x double> %2762, i64 1
  store double %2763, ptr %2761, align 1
  br label %2870

2764:                                             ; preds = %2667
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store <4 x i32> %2694, ptr %35, align 16
  store <4 x i32> %2695, ptr %320, align 16
  store <4 x i32> %2698, ptr %321, align 16
  store <4 x i32> %2699, ptr %322, align 16
  store <4 x i32> %2710, ptr %323, align 16
  store <4 x i32> %2711, ptr %324, align 16
  store <4 x i32> %2714, ptr %325, align 16
  store <4 x i32> %2715, ptr %326, align 16
  br i1 %446, label %2765, label %2779

2765:                                             ; preds = %2764
  br i1 %457, label %2767, label %2780

2766:                                             ; preds = %2780
  br i1 %363, label %2779, label %2767

2767:                                             ; preds = %2766, %2765
  %2768 = phi i64 [ 0, %2765 ], [ %2802, %2766 ]
  tail call void @llvm.assume(i1 %364)
  br label %2769

2769:                                             ; preds = %2769, %2767
  %2770 = phi i64 [ %2776, %2769 ], [ %2768, %2767 ]
  %2771 = phi i64 [ %2777, %2769 ], [ 0, %2767 ]
  %2772 = mul nsw i64 %2770, %97
  %2773 = getelementptr inbounds i8, ptr %2666, i64 %2772
  %2774 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %2770
  %2775 = load i64, ptr %2774, align 8
  store i64 %2775, ptr %2773, align 1
  %2776 = add nuw nsw i64 %2770, 1
  %2777 = add i64 %2771, 1
  %2778 = icmp eq i64 %2777, %362
  br i1 %2778, label %2779, label %2769

2779:                                             ; preds = %2766, %2769, %2764
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %2870

2780:                                             ; preds = %2765, %2780
  %2781 = phi i64 [ %2802, %2780 ], [ 0, %2765 ]
  %2782 = phi i64 [ %2803, %2780 ], [ 0, %2765 ]
  %2783 = mul nsw i64 %2781, %97
  %2784 = getelementptr inbounds i8, ptr %2666, i64 %2783
  %2785 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %2781
  %2786 = load i64, ptr %2785, align 16
  store i64 %2786, ptr %2784, align 1
  %2787 = or disjoint i64 %2781, 1
  %2788 = mul nsw i64 %2787, %97
  %2789 = getelementptr inbounds i8, ptr %2666, i64 %2788
  %2790 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %2787
  %2791 = load i64, ptr %2790, align 8
  store i64 %2791, ptr %2789, align 1
  %2792 = or disjoint i64 %2781, 2
  %2793 = mul nsw i64 %2792, %97
  %2794 = getelementptr inbounds i8, ptr %2666, i64 %2793
  %2795 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %2792
  %2796 = load i64, ptr %2795, align 16
  store i64 %2796, ptr %2794, align 1
  %2797 = or disjoint i64 %2781, 3
  %2798 = mul nsw i64 %2797, %97
  %2799 = getelementptr inbounds i8, ptr %2666, i64 %2798
  %2800 = getelementptr inbounds nuw [8 x i8], ptr %35, i64 %2797
  %2801 = load i64, ptr %2800, align 8
  store i64 %2801, ptr %2799, align 1
  %2802 = add nuw nsw i64 %2781, 4
  %2803 = add i64 %2782, 4
  %2804 = icmp eq i64 %2803, %458
  br i1 %2804, label %2766, label %2780

2805:                                             ; preds = %2567
  %2806 = trunc <16 x i32> %2665 to <16 x i8>
  %2807 = trunc <16 x i32> %2653 to <16 x i8>
  %2808 = trunc <16 x i32> %2641 to <16 x i8>
  %2809 = trunc <16 x i32> %2629 to <16 x i8>
  %2810 = trunc <16 x i32> %2617 to <16 x i8>
  %2811 = trunc <16 x i32> %2605 to <16 x i8>
  %2812 = trunc <16 x i32> %2593 to <16 x i8>
  %2813 = trunc <16 x i32> %2581 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store <16 x i8> %2813, ptr %36, align 16
  store <16 x i8> %2812, ptr %313, align 16
  store <16 x i8> %2811, ptr %314, align 16
  store <16 x i8> %2810, ptr %315, align 16
  store <16 x i8> %2809, ptr %316, align 16
  store <16 x i8> %2808, ptr %317, align 16
  store <16 x i8> %2807, ptr %318, align 16
  store <16 x i8> %2806, ptr %319, align 16
  br i1 %446, label %2814, label %2828

2814:                                             ; preds = %2805
  %2815 = icmp sgt i32 %465, 0
  %2816 = zext i32 %465 to i64
  %2817 = and i64 %2816, 3
  %2818 = icmp ult i32 %465, 4
  %2819 = and i64 %2816, 2147483644
  %2820 = icmp eq i64 %2817, 0
  %2821 = icmp ne i64 %2817, 0
  br label %2822

2822:                                             ; preds = %2814, %2842
  %2823 = phi i64 [ 0, %2814 ], [ %2843, %2842 ]
  %2824 = getelementptr inbounds nuw i8, ptr %36, i64 %2823
  br i1 %2815, label %2825, label %2842

2825:                                             ; preds = %2822
  %2826 = mul nsw i64 %2823, %97
  %2827 = getelementptr i8, ptr %2666, i64 %2826
  br i1 %2818, label %2830, label %2845

2828:                                             ; preds = %2842, %2805
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %2870

2829:                                             ; preds = %2845
  br i1 %2820, label %2842, label %2830

2830:                                             ; preds = %2829, %2825
  %2831 = phi i64 [ 0, %2825 ], [ %2867, %2829 ]
  tail call void @llvm.assume(i1 %2821)
  br label %2832

2832:                                             ; preds = %2832, %2830
  %2833 = phi i64 [ %2831, %2830 ], [ %2839, %2832 ]
  %2834 = phi i64 [ 0, %2830 ], [ %2840, %2832 ]
  %2835 = getelementptr inbounds nuw [16 x i8], ptr %2824, i64 %2833
  %2836 = load i8, ptr %2835, align 1
  %2837 = mul nsw i64 %22, %2833
  %2838 = getelementptr i8, ptr %2827, i64 %2837
  store i8 %2836, ptr %2838, align 1
  %2839 = add nuw nsw i64 %2833, 1
  %2840 = add i64 %2834, 1
  %2841 = icmp eq i64 %2840, %2817
  br i1 %2841, label %2842, label %2832

2842:                                             ; preds = %2829, %2832, %2822
  %2843 = add nuw nsw i64 %2823, 1
  %2844 = icmp eq i64 %2843, %435
  br i1 %2844, label %2828, label %2822

2845:                                             ; preds = %2825, %2845
  %2846 = phi i64 [ %2867, %2845 ], [ 0, %2825 ]
  %2847 = phi i64 [ %2868, %2845 ], [ 0, %2825 ]
  %2848 = getelementptr inbounds nuw [16 x i8], ptr %2824, i64 %2846
  %2849 = load i8, ptr %2848, align 1
  %2850 = mul nsw i64 %22, %2846
  %2851 = getelementptr i8, ptr %2827, i64 %2850
  store i8 %2849, ptr %2851, align 1
  %2852 = or disjoint i64 %2846, 1
  %2853 = getelementptr inbounds nuw [16 x i8], ptr %2824, i64 %2852
  %2854 = load i8, ptr %2853, align 1
  %2855 = mul nsw i64 %22, %2852
  %2856 = getelementptr i8, ptr %2827, i64 %2855
  store i8 %2854, ptr %2856, align 1
  %2857 = or disjoint i64 %2846, 2
  %2858 = getelementptr inbounds nuw [16 x i8], ptr %2824, i64 %2857
  %2859 = load i8, ptr %2858, align 1
  %2860 = mul nsw i64 %22, %2857
  %2861 = getelementptr i8, ptr %2827, i64 %2860
  store i8 %2859, ptr %2861, align 1
  %2862 = or disjoint i64 %2846, 3
  %2863 = getelementptr inbounds nuw [16 x i8], ptr %2824, i64 %2862
  %2864 = load i8, ptr %2863, align 1
  %2865 = mul nsw i64 %22, %2862
  %2866 = getelementptr i8, ptr %2827, i64 %2865
  store i8 %2864, ptr %2866, align 1
  %2867 = add nuw nsw i64 %2846, 4
  %2868 = add i64 %2847, 4
  %2869 = icmp eq i64 %2868, %2819
  br i1 %2869, label %2829, label %2845

2870:                                             ; preds = %2828, %2716, %2779, %2551
  call void @llvm.lifetime.end.p0(ptr nonnull %45)
  br label %2871

2871:                                             ; preds = %2149, %2022, %2085, %1286, %1159, %1222, %2870
  %2872 = add nuw nsw i64 %461, 8
  %2873 = icmp slt i64 %2872, %11
  br i1 %2873, label %460, label %459

2874:                                             ; preds = %459
  %2875 = shl nsw i64 %389, 4
  %2876 = icmp sgt i64 %7, %2875
  br i1 %2876, label %2877, label %2925

2877:                                             ; preds = %2874, %2897
  %2878 = phi i64 [ %2898, %2897 ], [ 0, %2874 ]
  %2879 = shl nsw i64 %2878, 9
  %2880 = getelementptr inbounds nuw i8, ptr %46, i64 %2879
  %2881 = add nuw nsw i64 %2878, %2875
  %2882 = mul nsw i64 %2881, %20
  %2883 = getelementptr inbounds i8, ptr %382, i64 %2882
  br i1 %98, label %2884, label %2897

2884:                                             ; preds = %2877
  br i1 %366, label %2886, label %2900

2885:                                             ; preds = %2900
  br i1 %368, label %2897, label %2886

2886:                                             ; preds = %2885, %2884
  %2887 = phi i64 [ 0, %2884 ], [ %2922, %2885 ]
  tail call void @llvm.assume(i1 %369)
  %2888 = sub nsw i64 %11, %2887
  %2889 = icmp sgt i64 %2888, 63
  %2890 = shl nsw i64 -1, %2888
  %2891 = xor i64 %2890, -1
  %2892 = select i1 %2889, i64 -1, i64 %2891
  %2893 = getelementptr inbounds nuw i8, ptr %2883, i64 %2887
  %2894 = getelementptr inbounds nuw i8, ptr %2880, i64 %2887
  %2895 = bitcast i64 %2892 to <64 x i1>
  %2896 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %2894, <64 x i1> %2895, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %2896, ptr align 1 %2893, <64 x i1> %2895)
  br label %2897

2897:                                             ; preds = %2886, %2885, %2877
  %2898 = add nuw nsw i64 %2878, 1
  %2899 = icmp eq i64 %2898, %409
  br i1 %2899, label %2925, label %2877

2900:                                             ; preds = %2884, %2900
  %2901 = phi i64 [ %2922, %2900 ], [ 0, %2884 ]
  %2902 = phi i64 [ %2923, %2900 ], [ 0, %2884 ]
  %2903 = sub nsw i64 %11, %2901
  %2904 = icmp sgt i64 %2903, 63
  %2905 = shl nsw i64 -1, %2903
  %2906 = xor i64 %2905, -1
  %2907 = select i1 %2904, i64 -1, i64 %2906
  %2908 = getelementptr inbounds nuw i8, ptr %2883, i64 %2901
  %2909 = getelementptr inbounds nuw i8, ptr %2880, i64 %2901
  %2910 = bitcast i64 %2907 to <64 x i1>
  %2911 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %2909, <64 x i1> %2910, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %2911, ptr align 1 %2908, <64 x i1> %2910)
  %2912 = or disjoint i64 %2901, 64
  %2913 = sub nsw i64 %11, %2912
  %2914 = icmp sgt i64 %2913, 63
  %2915 = shl nsw i64 -1, %2913
  %2916 = xor i64 %2915, -1
  %2917 = select i1 %2914, i64 -1, i64 %2916
  %2918 = getelementptr inbounds nuw i8, ptr %2883, i64 %2912
  %2919 = getelementptr inbounds nuw i8, ptr %2880, i64 %2912
  %2920 = bitcast i64 %2917 to <64 x i1>
  %2921 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %2919, <64 x i1> %2920, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %2921, ptr align 1 %2918, <64 x i1> %2920)
  %2922 = add nuw nsw i64 %2901, 128
  %2923 = add i64 %2902, 2
  %2924 = icmp eq i64 %2923, %367
  br i1 %2924, label %2885, label %2900

2925:                                             ; preds = %2897, %2874, %459
  %2926 = add nuw nsw i64 %389, 2
  %2927 = icmp slt i64 %2926, %57
  %2928 = add i64 %388, -32
  %2929 = add i64 %387, 1
  br i1 %2927, label %386, label %383
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
