; Function Attrs: nounwind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_pack_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr {
  %8 = inttoptr i64 %0 to ptr
  %9 = add nsw i64 %3, 3
  %10 = sdiv i64 %9, 4
  %11 = add nsw i64 %4, 15
  %12 = sdiv i64 %11, 16
  %13 = shl i64 %5, 6
  %14 = mul i64 %13, %10
  %15 = mul i64 %14, %6
  %16 = add i64 %15, 64
  %17 = mul i64 %16, %12
  %18 = icmp eq i64 %17, %2
  br i1 %18, label %20, label %19

19:                                               ; preds = %7
  tail call void @llvm.trap()
  unreachable

20:                                               ; preds = %7
  %21 = inttoptr i64 %1 to ptr
  %22 = mul nsw i64 %15, %12
  %23 = getelementptr inbounds i8, ptr %21, i64 %22
  tail call void @llvm.memset.p0.i64(ptr align 1 %21, i8 0, i64 %2, i1 false)
  %24 = icmp sgt i64 %4, 0
  br i1 %24, label %25, label %44

25:                                               ; preds = %20
  %26 = icmp sgt i64 %5, 0
  %27 = icmp sgt i64 %6, 0
  %28 = icmp sgt i64 %3, 0
  %29 = and i64 %3, 1
  %30 = icmp eq i64 %3, 1
  %31 = and i64 %3, 9223372036854775806
  %32 = icmp eq i64 %29, 0
  %33 = icmp ne i64 %29, 0
  br label %34

34:                                               ; preds = %25, %54
  %35 = phi i64 [ 0, %25 ], [ %57, %54 ]
  br i1 %26, label %36, label %54

36:                                               ; preds = %34
  %37 = mul nuw nsw i64 %35, %5
  %38 = lshr i64 %35, 4
  %39 = mul nsw i64 %38, %15
  %40 = shl i64 %35, 2
  %41 = and i64 %40, 60
  %42 = getelementptr i8, ptr %21, i64 %39
  %43 = getelementptr i8, ptr %42, i64 %41
  br label %45

44:                                               ; preds = %54, %20
  ret void

45:                                               ; preds = %36, %68
  %46 = phi i64 [ 0, %36 ], [ %70, %68 ]
  %47 = phi i32 [ 0, %36 ], [ %69, %68 ]
  br i1 %27, label %48, label %68

48:                                               ; preds = %45
  %49 = add nuw nsw i64 %46, %37
  %50 = mul nuw nsw i64 %49, %6
  %51 = mul nuw nsw i64 %46, %6
  br label %59

52:                                               ; preds = %68
  %53 = shl nsw i32 %69, 7
  br label %54

54:                                               ; preds = %52, %34
  %55 = phi i32 [ 0, %34 ], [ %53, %52 ]
  %56 = getelementptr inbounds nuw i32, ptr %23, i64 %35
  store i32 %55, ptr %56, align 4
  %57 = add nuw nsw i64 %35, 1
  %58 = icmp eq i64 %57, %4
  br i1 %58, label %44, label %34

59:                                               ; preds = %48, %86
  %60 = phi i64 [ 0, %48 ], [ %88, %86 ]
  %61 = phi i32 [ %47, %48 ], [ %87, %86 ]
  br i1 %28, label %62, label %86

62:                                               ; preds = %59
  %63 = add nuw nsw i64 %60, %50
  %64 = mul nuw nsw i64 %63, %3
  %65 = getelementptr i8, ptr %8, i64 %64
  %66 = add nuw nsw i64 %60, %51
  %67 = mul nuw nsw i64 %66, %10
  br i1 %30, label %73, label %90

68:                                               ; preds = %86, %45
  %69 = phi i32 [ %47, %45 ], [ %87, %86 ]
  %70 = add nuw nsw i64 %46, 1
  %71 = icmp eq i64 %70, %5
  br i1 %71, label %52, label %45

72:                                               ; preds = %90
  br i1 %32, label %86, label %73

73:                                               ; preds = %72, %62
  %74 = phi i64 [ 0, %62 ], [ %115, %72 ]
  %75 = phi i32 [ %61, %62 ], [ %114, %72 ]
  tail call void @llvm.assume(i1 %33)
  %76 = getelementptr i8, ptr %65, i64 %74
  %77 = load i8, ptr %76, align 1
  %78 = lshr i64 %74, 2
  %79 = add nuw nsw i64 %78, %67
  %80 = shl nsw i64 %79, 6
  %81 = and i64 %74, 3
  %82 = getelementptr i8, ptr %43, i64 %80
  %83 = getelementptr i8, ptr %82, i64 %81
  store i8 %77, ptr %83, align 1
  %84 = sext i8 %77 to i32
  %85 = add nsw i32 %75, %84
  br label %86

86:                                               ; preds = %73, %72, %59
  %87 = phi i32 [ %61, %59 ], [ %114, %72 ], [ %85, %73 ]
  %88 = add nuw nsw i64 %60, 1
  %89 = icmp eq i64 %88, %6
  br i1 %89, label %68, label %59

90:                                               ; preds = %62, %90
  %91 = phi i64 [ %115, %90 ], [ 0, %62 ]
  %92 = phi i32 [ %114, %90 ], [ %61, %62 ]
  %93 = phi i64 [ %116, %90 ], [ 0, %62 ]
  %94 = getelementptr i8, ptr %65, i64 %91
  %95 = load i8, ptr %94, align 1
  %96 = lshr i64 %91, 2
  %97 = add nuw nsw i64 %96, %67
  %98 = shl nsw i64 %97, 6
  %99 = and i64 %91, 2
  %100 = getelementptr i8, ptr %43, i64 %98
  %101 = getelementptr i8, ptr %100, i64 %99
  store i8 %95, ptr %101, align 1
  %102 = sext i8 %95 to i32
  %103 = add nsw i32 %92, %102
  %104 = or disjoint i64 %91, 1
  %105 = getelementptr i8, ptr %65, i64 %104
  %106 = load i8, ptr %105, align 1
  %107 = lshr i64 %91, 2
  %108 = add nuw nsw i64 %107, %67
  %109 = shl nsw i64 %108, 6
  %110 = and i64 %104, 3
  %111 = getelementptr i8, ptr %43, i64 %109
  %112 = getelementptr i8, ptr %111, i64 %110
  store i8 %106, ptr %112, align 1
  %113 = sext i8 %106 to i32
  %114 = add nsw i32 %103, %113
  %115 = add nuw nsw i64 %91, 2
  %116 = add i64 %93, 2
  %117 = icmp eq i64 %116, %31
  br i1 %117, label %72, label %90
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
  %89 = add nsw i64 %76, 1
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

116:                                              ; preds = %786, %91
  %117 = add nuw nsw i64 %92, 8
  %118 = icmp slt i64 %117, %11
  br i1 %118, label %91, label %88

119:                                              ; preds = %97, %786
  %120 = phi i64 [ 0, %97 ], [ %787, %786 ]
  %121 = mul nsw i64 %120, %32
  %122 = getelementptr inbounds i8, ptr %38, i64 %121
  %123 = icmp slt i64 %120, %46
  %124 = select i1 %102, i1 %123, i1 false
  br i1 %124, label %125, label %612

125:                                              ; preds = %119
  %126 = shl nsw i64 %120, 4
  br i1 %49, label %229, label %127

127:                                              ; preds = %251, %125
  %128 = phi <16 x i32> [ zeroinitializer, %125 ], [ %252, %251 ]
  %129 = phi <16 x i32> [ zeroinitializer, %125 ], [ %253, %251 ]
  %130 = phi <16 x i32> [ zeroinitializer, %125 ], [ %254, %251 ]
  %131 = phi <16 x i32> [ zeroinitializer, %125 ], [ %255, %251 ]
  %132 = phi <16 x i32> [ zeroinitializer, %125 ], [ %256, %251 ]
  %133 = phi <16 x i32> [ zeroinitializer, %125 ], [ %257, %251 ]
  %134 = phi <16 x i32> [ zeroinitializer, %125 ], [ %258, %251 ]
  %135 = phi <16 x i32> [ zeroinitializer, %125 ], [ %259, %251 ]
  %136 = phi <16 x i32> [ zeroinitializer, %125 ], [ %260, %251 ]
  %137 = phi <16 x i32> [ zeroinitializer, %125 ], [ %261, %251 ]
  %138 = phi <16 x i32> [ zeroinitializer, %125 ], [ %262, %251 ]
  %139 = phi <16 x i32> [ zeroinitializer, %125 ], [ %263, %251 ]
  %140 = phi <16 x i32> [ zeroinitializer, %125 ], [ %264, %251 ]
  %141 = phi <16 x i32> [ zeroinitializer, %125 ], [ %265, %251 ]
  %142 = phi <16 x i32> [ zeroinitializer, %125 ], [ %266, %251 ]
  %143 = phi <16 x i32> [ zeroinitializer, %125 ], [ %267, %251 ]
  %144 = sub nsw i64 %7, %126
  %145 = icmp sgt i64 %144, 15
  %146 = trunc i64 %144 to i32
  %147 = shl nsw i32 -1, %146
  %148 = trunc i32 %147 to i16
  %149 = xor i16 %148, -1
  %150 = select i1 %145, i16 -1, i16 %149
  %151 = getelementptr inbounds nuw i32, ptr %40, i64 %126
  %152 = load <16 x i32>, ptr %151, align 1
  %153 = getelementptr i32, ptr %96, i64 %126
  %154 = bitcast i16 %150 to <16 x i1>
  %155 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %153, <16 x i1> %154, <16 x i32> zeroinitializer)
  %156 = sub <16 x i32> %155, %152
  %157 = add <16 x i32> %156, %143
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %157, ptr align 1 %153, <16 x i1> %154)
  %158 = getelementptr i32, ptr %153, i64 %21
  %159 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %158, <16 x i1> %154, <16 x i32> zeroinitializer)
  %160 = sub <16 x i32> %159, %152
  %161 = add <16 x i32> %160, %141
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %161, ptr align 1 %158, <16 x i1> %154)
  %162 = getelementptr i32, ptr %153, i64 %67
  %163 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %162, <16 x i1> %154, <16 x i32> zeroinitializer)
  %164 = sub <16 x i32> %163, %152
  %165 = add <16 x i32> %164, %139
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %165, ptr align 1 %162, <16 x i1> %154)
  %166 = getelementptr i32, ptr %153, i64 %68
  %167 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %166, <16 x i1> %154, <16 x i32> zeroinitializer)
  %168 = sub <16 x i32> %167, %152
  %169 = add <16 x i32> %168, %137
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %169, ptr align 1 %166, <16 x i1> %154)
  %170 = getelementptr i32, ptr %153, i64 %69
  %171 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %170, <16 x i1> %154, <16 x i32> zeroinitializer)
  %172 = sub <16 x i32> %171, %152
  %173 = add <16 x i32> %172, %135
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %173, ptr align 1 %170, <16 x i1> %154)
  %174 = getelementptr i32, ptr %153, i64 %70
  %175 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %174, <16 x i1> %154, <16 x i32> zeroinitializer)
  %176 = sub <16 x i32> %175, %152
  %177 = add <16 x i32> %176, %133
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %177, ptr align 1 %174, <16 x i1> %154)
  %178 = getelementptr i32, ptr %153, i64 %71
  %179 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %178, <16 x i1> %154, <16 x i32> zeroinitializer)
  %180 = sub <16 x i32> %179, %152
  %181 = add <16 x i32> %180, %131
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %181, ptr align 1 %178, <16 x i1> %154)
  %182 = getelementptr i32, ptr %153, i64 %72
  %183 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %182, <16 x i1> %154, <16 x i32> zeroinitializer)
  %184 = sub <16 x i32> %183, %152
  %185 = add <16 x i32> %184, %129
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %185, ptr align 1 %182, <16 x i1> %154)
  %186 = or disjoint i64 %126, 16
  %187 = sub nsw i64 %7, %186
  %188 = icmp sgt i64 %187, 15
  %189 = trunc i64 %187 to i32
  %190 = shl nsw i32 -1, %189
  %191 = trunc i32 %190 to i16
  %192 = xor i16 %191, -1
  %193 = select i1 %188, i16 -1, i16 %192
  %194 = getelementptr inbounds nuw i32, ptr %40, i64 %186
  %195 = load <16 x i32>, ptr %194, align 1
  %196 = getelementptr i32, ptr %96, i64 %186
  %197 = bitcast i16 %193 to <16 x i1>
  %198 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %196, <16 x i1> %197, <16 x i32> zeroinitializer)
  %199 = sub <16 x i32> %198, %195
  %200 = add <16 x i32> %199, %142
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %200, ptr align 1 %196, <16 x i1> %197)
  %201 = getelementptr i32, ptr %196, i64 %21
  %202 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %201, <16 x i1> %197, <16 x i32> zeroinitializer)
  %203 = sub <16 x i32> %202, %195
  %204 = add <16 x i32> %203, %140
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %204, ptr align 1 %201, <16 x i1> %197)
  %205 = getelementptr i32, ptr %196, i64 %67
  %206 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %205, <16 x i1> %197, <16 x i32> zeroinitializer)
  %207 = sub <16 x i32> %206, %195
  %208 = add <16 x i32> %207, %138
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %208, ptr align 1 %205, <16 x i1> %197)
  %209 = getelementptr i32, ptr %196, i64 %68
  %210 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %209, <16 x i1> %197, <16 x i32> zeroinitializer)
  %211 = sub <16 x i32> %210, %195
  %212 = add <16 x i32> %211, %136
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %212, ptr align 1 %209, <16 x i1> %197)
  %213 = getelementptr i32, ptr %196, i64 %69
  %214 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %213, <16 x i1> %197, <16 x i32> zeroinitializer)
  %215 = sub <16 x i32> %214, %195
  %216 = add <16 x i32> %215, %134
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %216, ptr align 1 %213, <16 x i1> %197)
  %217 = getelementptr i32, ptr %196, i64 %70
  %218 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %217, <16 x i1> %197, <16 x i32> zeroinitializer)
  %219 = sub <16 x i32> %218, %195
  %220 = add <16 x i32> %219, %132
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %220, ptr align 1 %217, <16 x i1> %197)
  %221 = getelementptr i32, ptr %196, i64 %71
  %222 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %221, <16 x i1> %197, <16 x i32> zeroinitializer)
  %223 = sub <16 x i32> %222, %195
  %224 = add <16 x i32> %223, %130
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %224, ptr align 1 %221, <16 x i1> %197)
  %225 = getelementptr i32, ptr %196, i64 %72
  %226 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %225, <16 x i1> %197, <16 x i32> zeroinitializer)
  %227 = sub <16 x i32> %226, %195
  %228 = add <16 x i32> %227, %128
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %228, ptr align 1 %225, <16 x i1> %197)
  br label %786

229:                                              ; preds = %125, %251
  %230 = phi <16 x i32> [ %252, %251 ], [ zeroinitializer, %125 ]
  %231 = phi <16 x i32> [ %253, %251 ], [ zeroinitializer, %125 ]
  %232 = phi <16 x i32> [ %254, %251 ], [ zeroinitializer, %125 ]
  %233 = phi <16 x i32> [ %255, %251 ], [ zeroinitializer, %125 ]
  %234 = phi <16 x i32> [ %256, %251 ], [ zeroinitializer, %125 ]
  %235 = phi <16 x i32> [ %257, %251 ], [ zeroinitializer, %125 ]
  %236 = phi <16 x i32> [ %258, %251 ], [ zeroinitializer, %125 ]
  %237 = phi <16 x i32> [ %259, %251 ], [ zeroinitializer, %125 ]
  %238 = phi <16 x i32> [ %260, %251 ], [ zeroinitializer, %125 ]
  %239 = phi <16 x i32> [ %261, %251 ], [ zeroinitializer, %125 ]
  %240 = phi <16 x i32> [ %262, %251 ], [ zeroinitializer, %125 ]
  %241 = phi <16 x i32> [ %263, %251 ], [ zeroinitializer, %125 ]
  %242 = phi <16 x i32> [ %264, %251 ], [ zeroinitializer, %125 ]
  %243 = phi <16 x i32> [ %265, %251 ], [ zeroinitializer, %125 ]
  %244 = phi <16 x i32> [ %266, %251 ], [ zeroinitializer, %125 ]
  %245 = phi <16 x i32> [ %267, %251 ], [ zeroinitializer, %125 ]
  %246 = phi i64 [ %268, %251 ], [ 0, %125 ]
  br i1 %50, label %247, label %251

247:                                              ; preds = %229
  %248 = mul i64 %48, %246
  %249 = getelementptr inbounds i8, ptr %94, i64 %248
  %250 = mul nuw nsw i64 %246, %9
  br label %270

251:                                              ; preds = %295, %229
  %252 = phi <16 x i32> [ %230, %229 ], [ %296, %295 ]
  %253 = phi <16 x i32> [ %231, %229 ], [ %297, %295 ]
  %254 = phi <16 x i32> [ %232, %229 ], [ %298, %295 ]
  %255 = phi <16 x i32> [ %233, %229 ], [ %299, %295 ]
  %256 = phi <16 x i32> [ %234, %229 ], [ %300, %295 ]
  %257 = phi <16 x i32> [ %235, %229 ], [ %301, %295 ]
  %258 = phi <16 x i32> [ %236, %229 ], [ %302, %295 ]
  %259 = phi <16 x i32> [ %237, %229 ], [ %303, %295 ]
  %260 = phi <16 x i32> [ %238, %229 ], [ %304, %295 ]
  %261 = phi <16 x i32> [ %239, %229 ], [ %305, %295 ]
  %262 = phi <16 x i32> [ %240, %229 ], [ %306, %295 ]
  %263 = phi <16 x i32> [ %241, %229 ], [ %307, %295 ]
  %264 = phi <16 x i32> [ %242, %229 ], [ %308, %295 ]
  %265 = phi <16 x i32> [ %243, %229 ], [ %309, %295 ]
  %266 = phi <16 x i32> [ %244, %229 ], [ %310, %295 ]
  %267 = phi <16 x i32> [ %245, %229 ], [ %311, %295 ]
  %268 = add nuw nsw i64 %246, 1
  %269 = icmp eq i64 %268, %8
  br i1 %269, label %127, label %229

270:                                              ; preds = %247, %295
  %271 = phi <16 x i32> [ %230, %247 ], [ %296, %295 ]
  %272 = phi <16 x i32> [ %231, %247 ], [ %297, %295 ]
  %273 = phi <16 x i32> [ %232, %247 ], [ %298, %295 ]
  %274 = phi <16 x i32> [ %233, %247 ], [ %299, %295 ]
  %275 = phi <16 x i32> [ %234, %247 ], [ %300, %295 ]
  %276 = phi <16 x i32> [ %235, %247 ], [ %301, %295 ]
  %277 = phi <16 x i32> [ %236, %247 ], [ %302, %295 ]
  %278 = phi <16 x i32> [ %237, %247 ], [ %303, %295 ]
  %279 = phi <16 x i32> [ %238, %247 ], [ %304, %295 ]
  %280 = phi <16 x i32> [ %239, %247 ], [ %305, %295 ]
  %281 = phi <16 x i32> [ %240, %247 ], [ %306, %295 ]
  %282 = phi <16 x i32> [ %241, %247 ], [ %307, %295 ]
  %283 = phi <16 x i32> [ %242, %247 ], [ %308, %295 ]
  %284 = phi <16 x i32> [ %243, %247 ], [ %309, %295 ]
  %285 = phi <16 x i32> [ %244, %247 ], [ %310, %295 ]
  %286 = phi <16 x i32> [ %245, %247 ], [ %311, %295 ]
  %287 = phi i64 [ 0, %247 ], [ %312, %295 ]
  %288 = mul i64 %51, %287
  %289 = getelementptr inbounds i8, ptr %249, i64 %288
  %290 = add nuw nsw i64 %287, %250
  %291 = mul i64 %52, %290
  %292 = getelementptr inbounds i8, ptr %122, i64 %291
  br i1 %53, label %293, label %295

293:                                              ; preds = %270
  %294 = getelementptr inbounds i8, ptr %292, i64 %32
  br label %314

295:                                              ; preds = %588, %270
  %296 = phi <16 x i32> [ %271, %270 ], [ %609, %588 ]
  %297 = phi <16 x i32> [ %272, %270 ], [ %608, %588 ]
  %298 = phi <16 x i32> [ %273, %270 ], [ %589, %588 ]
  %299 = phi <16 x i32> [ %274, %270 ], [ %590, %588 ]
  %300 = phi <16 x i32> [ %275, %270 ], [ %602, %588 ]
  %301 = phi <16 x i32> [ %276, %270 ], [ %601, %588 ]
  %302 = phi <16 x i32> [ %277, %270 ], [ %591, %588 ]
  %303 = phi <16 x i32> [ %278, %270 ], [ %592, %588 ]
  %304 = phi <16 x i32> [ %279, %270 ], [ %600, %588 ]
  %305 = phi <16 x i32> [ %280, %270 ], [ %599, %588 ]
  %306 = phi <16 x i32> [ %281, %270 ], [ %593, %588 ]
  %307 = phi <16 x i32> [ %282, %270 ], [ %594, %588 ]
  %308 = phi <16 x i32> [ %283, %270 ], [ %598, %588 ]
  %309 = phi <16 x i32> [ %284, %270 ], [ %597, %588 ]
  %310 = phi <16 x i32> [ %285, %270 ], [ %595, %588 ]
  %311 = phi <16 x i32> [ %286, %270 ], [ %596, %588 ]
  %312 = add nuw nsw i64 %287, 1
  %313 = icmp eq i64 %312, %9
  br i1 %313, label %251, label %270

314:                                              ; preds = %293, %588
  %315 = phi <16 x i32> [ %271, %293 ], [ %609, %588 ]
  %316 = phi <16 x i32> [ %272, %293 ], [ %608, %588 ]
  %317 = phi <16 x i32> [ %273, %293 ], [ %589, %588 ]
  %318 = phi <16 x i32> [ %274, %293 ], [ %590, %588 ]
  %319 = phi <16 x i32> [ %275, %293 ], [ %602, %588 ]
  %320 = phi <16 x i32> [ %276, %293 ], [ %601, %588 ]
  %321 = phi <16 x i32> [ %277, %293 ], [ %591, %588 ]
  %322 = phi <16 x i32> [ %278, %293 ], [ %592, %588 ]
  %323 = phi <16 x i32> [ %279, %293 ], [ %600, %588 ]
  %324 = phi <16 x i32> [ %280, %293 ], [ %599, %588 ]
  %325 = phi <16 x i32> [ %281, %293 ], [ %593, %588 ]
  %326 = phi <16 x i32> [ %282, %293 ], [ %594, %588 ]
  %327 = phi <16 x i32> [ %283, %293 ], [ %598, %588 ]
  %328 = phi <16 x i32> [ %284, %293 ], [ %597, %588 ]
  %329 = phi <16 x i32> [ %285, %293 ], [ %595, %588 ]
  %330 = phi <16 x i32> [ %286, %293 ], [ %596, %588 ]
  %331 = phi i64 [ 0, %293 ], [ %610, %588 ]
  %332 = shl nsw i64 %331, 6
  %333 = getelementptr inbounds nuw i8, ptr %292, i64 %332
  %334 = load <64 x i8>, ptr %333, align 64
  %335 = getelementptr inbounds nuw i8, ptr %294, i64 %332
  %336 = load <64 x i8>, ptr %335, align 64
  %337 = shl nsw i64 %331, 2
  %338 = sub nsw i64 %6, %337
  %339 = getelementptr i8, ptr %289, i64 %337
  %340 = icmp sgt i64 %338, 3
  %341 = icmp sgt i64 %338, 1
  %342 = icmp eq i64 %338, 3
  br i1 %340, label %530, label %343

343:                                              ; preds = %314
  %344 = load i8, ptr %339, align 1
  %345 = zext i8 %344 to i32
  br i1 %341, label %346, label %358

346:                                              ; preds = %343
  %347 = getelementptr inbounds nuw i8, ptr %339, i64 1
  %348 = load i8, ptr %347, align 1
  %349 = zext i8 %348 to i32
  %350 = shl nuw nsw i32 %349, 8
  %351 = or disjoint i32 %350, %345
  br i1 %342, label %352, label %368

352:                                              ; preds = %346
  %353 = getelementptr inbounds nuw i8, ptr %339, i64 2
  %354 = load i8, ptr %353, align 1
  %355 = zext i8 %354 to i32
  %356 = shl nuw nsw i32 %355, 16
  %357 = or disjoint i32 %356, %351
  br label %368

358:                                              ; preds = %343
  %359 = insertelement <16 x i32> poison, i32 %345, i64 0
  %360 = xor <16 x i32> %359, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %361 = shufflevector <16 x i32> %360, <16 x i32> poison, <16 x i32> zeroinitializer
  %362 = bitcast <16 x i32> %361 to <64 x i8>
  %363 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %362, <64 x i8> %334)
  %364 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %362, <64 x i8> %336)
  %365 = getelementptr i8, ptr %339, i64 %45
  %366 = load i8, ptr %365, align 1
  %367 = zext i8 %366 to i32
  br label %390

368:                                              ; preds = %346, %352
  %369 = phi i32 [ %357, %352 ], [ %351, %346 ]
  %370 = insertelement <16 x i32> poison, i32 %369, i64 0
  %371 = xor <16 x i32> %370, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %372 = shufflevector <16 x i32> %371, <16 x i32> poison, <16 x i32> zeroinitializer
  %373 = bitcast <16 x i32> %372 to <64 x i8>
  %374 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %373, <64 x i8> %334)
  %375 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %373, <64 x i8> %336)
  %376 = getelementptr i8, ptr %339, i64 %45
  %377 = load i8, ptr %376, align 1
  %378 = zext i8 %377 to i32
  %379 = getelementptr inbounds nuw i8, ptr %376, i64 1
  %380 = load i8, ptr %379, align 1
  %381 = zext i8 %380 to i32
  %382 = shl nuw nsw i32 %381, 8
  %383 = or disjoint i32 %382, %378
  br i1 %342, label %384, label %390

384:                                              ; preds = %368
  %385 = getelementptr inbounds nuw i8, ptr %376, i64 2
  %386 = load i8, ptr %385, align 1
  %387 = zext i8 %386 to i32
  %388 = shl nuw nsw i32 %387, 16
  %389 = or disjoint i32 %388, %383
  br label %390

390:                                              ; preds = %358, %384, %368
  %391 = phi <16 x i32> [ %364, %358 ], [ %375, %368 ], [ %375, %384 ]
  %392 = phi <16 x i32> [ %363, %358 ], [ %374, %368 ], [ %374, %384 ]
  %393 = phi i32 [ %367, %358 ], [ %383, %368 ], [ %389, %384 ]
  %394 = insertelement <16 x i32> poison, i32 %393, i64 0
  %395 = xor <16 x i32> %394, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %396 = shufflevector <16 x i32> %395, <16 x i32> poison, <16 x i32> zeroinitializer
  %397 = bitcast <16 x i32> %396 to <64 x i8>
  %398 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %328, <64 x i8> %397, <64 x i8> %334)
  %399 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %327, <64 x i8> %397, <64 x i8> %336)
  %400 = getelementptr i8, ptr %339, i64 %55
  %401 = load i8, ptr %400, align 1
  %402 = zext i8 %401 to i32
  br i1 %341, label %403, label %415

403:                                              ; preds = %390
  %404 = getelementptr inbounds nuw i8, ptr %400, i64 1
  %405 = load i8, ptr %404, align 1
  %406 = zext i8 %405 to i32
  %407 = shl nuw nsw i32 %406, 8
  %408 = or disjoint i32 %407, %402
  br i1 %342, label %409, label %415

409:                                              ; preds = %403
  %410 = getelementptr inbounds nuw i8, ptr %400, i64 2
  %411 = load i8, ptr %410, align 1
  %412 = zext i8 %411 to i32
  %413 = shl nuw nsw i32 %412, 16
  %414 = or disjoint i32 %413, %408
  br label %415

415:                                              ; preds = %409, %403, %390
  %416 = phi i32 [ %402, %390 ], [ %408, %403 ], [ %414, %409 ]
  %417 = insertelement <16 x i32> poison, i32 %416, i64 0
  %418 = xor <16 x i32> %417, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %419 = shufflevector <16 x i32> %418, <16 x i32> poison, <16 x i32> zeroinitializer
  %420 = bitcast <16 x i32> %419 to <64 x i8>
  %421 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %326, <64 x i8> %420, <64 x i8> %334)
  %422 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %325, <64 x i8> %420, <64 x i8> %336)
  %423 = getelementptr i8, ptr %339, i64 %56
  %424 = load i8, ptr %423, align 1
  %425 = zext i8 %424 to i32
  br i1 %341, label %426, label %438

426:                                              ; preds = %415
  %427 = getelementptr inbounds nuw i8, ptr %423, i64 1
  %428 = load i8, ptr %427, align 1
  %429 = zext i8 %428 to i32
  %430 = shl nuw nsw i32 %429, 8
  %431 = or disjoint i32 %430, %425
  br i1 %342, label %432, label %438

432:                                              ; preds = %426
  %433 = getelementptr inbounds nuw i8, ptr %423, i64 2
  %434 = load i8, ptr %433, align 1
  %435 = zext i8 %434 to i32
  %436 = shl nuw nsw i32 %435, 16
  %437 = or disjoint i32 %436, %431
  br label %438

438:                                              ; preds = %432, %426, %415
  %439 = phi i32 [ %425, %415 ], [ %431, %426 ], [ %437, %432 ]
  %440 = insertelement <16 x i32> poison, i32 %439, i64 0
  %441 = xor <16 x i32> %440, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %442 = shufflevector <16 x i32> %441, <16 x i32> poison, <16 x i32> zeroinitializer
  %443 = bitcast <16 x i32> %442 to <64 x i8>
  %444 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %324, <64 x i8> %443, <64 x i8> %334)
  %445 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %323, <64 x i8> %443, <64 x i8> %336)
  %446 = getelementptr i8, ptr %339, i64 %57
  %447 = load i8, ptr %446, align 1
  %448 = zext i8 %447 to i32
  br i1 %341, label %449, label %461

449:                                              ; preds = %438
  %450 = getelementptr inbounds nuw i8, ptr %446, i64 1
  %451 = load i8, ptr %450, align 1
  %452 = zext i8 %451 to i32
  %453 = shl nuw nsw i32 %452, 8
  %454 = or disjoint i32 %453, %448
  br i1 %342, label %455, label %461

455:                                              ; preds = %449
  %456 = getelementptr inbounds nuw i8, ptr %446, i64 2
  %457 = load i8, ptr %456, align 1
  %458 = zext i8 %457 to i32
  %459 = shl nuw nsw i32 %458, 16
  %460 = or disjoint i32 %459, %454
  br label %461

461:                                              ; preds = %455, %449, %438
  %462 = phi i32 [ %448, %438 ], [ %454, %449 ], [ %460, %455 ]
  %463 = insertelement <16 x i32> poison, i32 %462, i64 0
  %464 = xor <16 x i32> %463, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %465 = shufflevector <16 x i32> %464, <16 x i32> poison, <16 x i32> zeroinitializer
  %466 = bitcast <16 x i32> %465 to <64 x i8>
  %467 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %322, <64 x i8> %466, <64 x i8> %334)
  %468 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %321, <64 x i8> %466, <64 x i8> %336)
  %469 = getelementptr i8, ptr %339, i64 %58
  %470 = load i8, ptr %469, align 1
  %471 = zext i8 %470 to i32
  br i1 %341, label %472, label %484

472:                                              ; preds = %461
  %473 = getelementptr inbounds nuw i8, ptr %469, i64 1
  %474 = load i8, ptr %473, align 1
  %475 = zext i8 %474 to i32
  %476 = shl nuw nsw i32 %475, 8
  %477 = or disjoint i32 %476, %471
  br i1 %342, label %478, label %484

478:                                              ; preds = %472
  %479 = getelementptr inbounds nuw i8, ptr %469, i64 2
  %480 = load i8, ptr %479, align 1
  %481 = zext i8 %480 to i32
  %482 = shl nuw nsw i32 %481, 16
  %483 = or disjoint i32 %482, %477
  br label %484

484:                                              ; preds = %478, %472, %461
  %485 = phi i32 [ %471, %461 ], [ %477, %472 ], [ %483, %478 ]
  %486 = insertelement <16 x i32> poison, i32 %485, i64 0
  %487 = xor <16 x i32> %486, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %488 = shufflevector <16 x i32> %487, <16 x i32> poison, <16 x i32> zeroinitializer
  %489 = bitcast <16 x i32> %488 to <64 x i8>
  %490 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %320, <64 x i8> %489, <64 x i8> %334)
  %491 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %319, <64 x i8> %489, <64 x i8> %336)
  %492 = getelementptr i8, ptr %339, i64 %59
  %493 = load i8, ptr %492, align 1
  %494 = zext i8 %493 to i32
  br i1 %341, label %495, label %507

495:                                              ; preds = %484
  %496 = getelementptr inbounds nuw i8, ptr %492, i64 1
  %497 = load i8, ptr %496, align 1
  %498 = zext i8 %497 to i32
  %499 = shl nuw nsw i32 %498, 8
  %500 = or disjoint i32 %499, %494
  br i1 %342, label %501, label %507

501:                                              ; preds = %495
  %502 = getelementptr inbounds nuw i8, ptr %492, i64 2
  %503 = load i8, ptr %502, align 1
  %504 = zext i8 %503 to i32
  %505 = shl nuw nsw i32 %504, 16
  %506 = or disjoint i32 %505, %500
  br label %507

507:                                              ; preds = %501, %495, %484
  %508 = phi i32 [ %494, %484 ], [ %500, %495 ], [ %506, %501 ]
  %509 = insertelement <16 x i32> poison, i32 %508, i64 0
  %510 = xor <16 x i32> %509, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %511 = shufflevector <16 x i32> %510, <16 x i32> poison, <16 x i32> zeroinitializer
  %512 = bitcast <16 x i32> %511 to <64 x i8>
  %513 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %318, <64 x i8> %512, <64 x i8> %334)
  %514 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %317, <64 x i8> %512, <64 x i8> %336)
  %515 = getelementptr i8, ptr %339, i64 %60
  %516 = load i8, ptr %515, align 1
  %517 = zext i8 %516 to i32
  br i1 %341, label %518, label %588

518:                                              ; preds = %507
  %519 = getelementptr inbounds nuw i8, ptr %515, i64 1
  %520 = load i8, ptr %519, align 1
  %521 = zext i8 %520 to i32
  %522 = shl nuw nsw i32 %521, 8
  %523 = or disjoint i32 %522, %517
  br i1 %342, label %524, label %588

524:                                              ; preds = %518
  %525 = getelementptr inbounds nuw i8, ptr %515, i64 2
  %526 = load i8, ptr %525, align 1
  %527 = zext i8 %526 to i32
  %528 = shl nuw nsw i32 %527, 16
  %529 = or disjoint i32 %528, %523
  br label %588

530:                                              ; preds = %314
  %531 = load i32, ptr %339, align 1
  %532 = insertelement <16 x i32> poison, i32 %531, i64 0
  %533 = xor <16 x i32> %532, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %534 = shufflevector <16 x i32> %533, <16 x i32> poison, <16 x i32> zeroinitializer
  %535 = bitcast <16 x i32> %534 to <64 x i8>
  %536 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %535, <64 x i8> %334)
  %537 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %535, <64 x i8> %336)
  %538 = getelementptr i8, ptr %339, i64 %45
  %539 = load i32, ptr %538, align 1
  %540 = insertelement <16 x i32> poison, i32 %539, i64 0
  %541 = xor <16 x i32> %540, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %542 = shufflevector <16 x i32> %541, <16 x i32> poison, <16 x i32> zeroinitializer
  %543 = bitcast <16 x i32> %542 to <64 x i8>
  %544 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %328, <64 x i8> %543, <64 x i8> %334)
  %545 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %327, <64 x i8> %543, <64 x i8> %336)
  %546 = getelementptr i8, ptr %339, i64 %61
  %547 = load i32, ptr %546, align 1
  %548 = insertelement <16 x i32> poison, i32 %547, i64 0
  %549 = xor <16 x i32> %548, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %550 = shufflevector <16 x i32> %549, <16 x i32> poison, <16 x i32> zeroinitializer
  %551 = bitcast <16 x i32> %550 to <64 x i8>
  %552 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %326, <64 x i8> %551, <64 x i8> %334)
  %553 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %325, <64 x i8> %551, <64 x i8> %336)
  %554 = getelementptr i8, ptr %339, i64 %62
  %555 = load i32, ptr %554, align 1
  %556 = insertelement <16 x i32> poison, i32 %555, i64 0
  %557 = xor <16 x i32> %556, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %558 = shufflevector <16 x i32> %557, <16 x i32> poison, <16 x i32> zeroinitializer
  %559 = bitcast <16 x i32> %558 to <64 x i8>
  %560 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %324, <64 x i8> %559, <64 x i8> %334)
  %561 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %323, <64 x i8> %559, <64 x i8> %336)
  %562 = getelementptr i8, ptr %339, i64 %63
  %563 = load i32, ptr %562, align 1
  %564 = insertelement <16 x i32> poison, i32 %563, i64 0
  %565 = xor <16 x i32> %564, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %566 = shufflevector <16 x i32> %565, <16 x i32> poison, <16 x i32> zeroinitializer
  %567 = bitcast <16 x i32> %566 to <64 x i8>
  %568 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %322, <64 x i8> %567, <64 x i8> %334)
  %569 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %321, <64 x i8> %567, <64 x i8> %336)
  %570 = getelementptr i8, ptr %339, i64 %64
  %571 = load i32, ptr %570, align 1
  %572 = insertelement <16 x i32> poison, i32 %571, i64 0
  %573 = xor <16 x i32> %572, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %574 = shufflevector <16 x i32> %573, <16 x i32> poison, <16 x i32> zeroinitializer
  %575 = bitcast <16 x i32> %574 to <64 x i8>
  %576 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %320, <64 x i8> %575, <64 x i8> %334)
  %577 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %319, <64 x i8> %575, <64 x i8> %336)
  %578 = getelementptr i8, ptr %339, i64 %65
  %579 = load i32, ptr %578, align 1
  %580 = insertelement <16 x i32> poison, i32 %579, i64 0
  %581 = xor <16 x i32> %580, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %582 = shufflevector <16 x i32> %581, <16 x i32> poison, <16 x i32> zeroinitializer
  %583 = bitcast <16 x i32> %582 to <64 x i8>
  %584 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %318, <64 x i8> %583, <64 x i8> %334)
  %585 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %317, <64 x i8> %583, <64 x i8> %336)
  %586 = getelementptr i8, ptr %339, i64 %66
  %587 = load i32, ptr %586, align 1
  br label %588

588:                                              ; preds = %530, %524, %518, %507
  %589 = phi <16 x i32> [ %585, %530 ], [ %514, %524 ], [ %514, %518 ], [ %514, %507 ]
  %590 = phi <16 x i32> [ %584, %530 ], [ %513, %524 ], [ %513, %518 ], [ %513, %507 ]
  %591 = phi <16 x i32> [ %569, %530 ], [ %468, %524 ], [ %468, %518 ], [ %468, %507 ]
  %592 = phi <16 x i32> [ %568, %530 ], [ %467, %524 ], [ %467, %518 ], [ %467, %507 ]
  %593 = phi <16 x i32> [ %553, %530 ], [ %422, %524 ], [ %422, %518 ], [ %422, %507 ]
  %594 = phi <16 x i32> [ %552, %530 ], [ %421, %524 ], [ %421, %518 ], [ %421, %507 ]
  %595 = phi <16 x i32> [ %537, %530 ], [ %391, %524 ], [ %391, %518 ], [ %391, %507 ]
  %596 = phi <16 x i32> [ %536, %530 ], [ %392, %524 ], [ %392, %518 ], [ %392, %507 ]
  %597 = phi <16 x i32> [ %544, %530 ], [ %398, %524 ], [ %398, %518 ], [ %398, %507 ]
  %598 = phi <16 x i32> [ %545, %530 ], [ %399, %524 ], [ %399, %518 ], [ %399, %507 ]
  %599 = phi <16 x i32> [ %560, %530 ], [ %444, %524 ], [ %444, %518 ], [ %444, %507 ]
  %600 = phi <16 x i32> [ %561, %530 ], [ %445, %524 ], [ %445, %518 ], [ %445, %507 ]
  %601 = phi <16 x i32> [ %576, %530 ], [ %490, %524 ], [ %490, %518 ], [ %490, %507 ]
  %602 = phi <16 x i32> [ %577, %530 ], [ %491, %524 ], [ %491, %518 ], [ %491, %507 ]
  %603 = phi i32 [ %587, %530 ], [ %529, %524 ], [ %523, %518 ], [ %517, %507 ]
  %604 = insertelement <16 x i32> poison, i32 %603, i64 0
  %605 = xor <16 x i32> %604, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %606 = shufflevector <16 x i32> %605, <16 x i32> poison, <16 x i32> zeroinitializer
  %607 = bitcast <16 x i32> %606 to <64 x i8>
  %608 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %316, <64 x i8> %607, <64 x i8> %334)
  %609 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %315, <64 x i8> %607, <64 x i8> %336)
  %610 = add nuw nsw i64 %331, 1
  %611 = icmp eq i64 %610, %54
  br i1 %611, label %295, label %314

612:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %23, i8 0, i64 1024, i1 false)
  br i1 %49, label %613, label %693

613:                                              ; preds = %612, %619
  %614 = phi i64 [ %620, %619 ], [ 0, %612 ]
  br i1 %50, label %615, label %619

615:                                              ; preds = %613
  %616 = mul i64 %48, %614
  %617 = getelementptr inbounds i8, ptr %94, i64 %616
  %618 = mul nuw nsw i64 %614, %9
  br label %622

619:                                              ; preds = %631, %613
  %620 = add nuw nsw i64 %614, 1
  %621 = icmp eq i64 %620, %8
  br i1 %621, label %693, label %613

622:                                              ; preds = %615, %631
  %623 = phi i64 [ 0, %615 ], [ %632, %631 ]
  %624 = mul i64 %51, %623
  %625 = getelementptr inbounds i8, ptr %617, i64 %624
  %626 = add nuw nsw i64 %623, %618
  %627 = mul i64 %52, %626
  %628 = getelementptr inbounds i8, ptr %122, i64 %627
  br i1 %53, label %629, label %631

629:                                              ; preds = %622
  %630 = getelementptr inbounds i8, ptr %628, i64 %32
  br label %634

631:                                              ; preds = %653, %622
  %632 = add nuw nsw i64 %623, 1
  %633 = icmp eq i64 %632, %9
  br i1 %633, label %619, label %622

634:                                              ; preds = %629, %653
  %635 = phi i64 [ 0, %629 ], [ %654, %653 ]
  %636 = shl nsw i64 %635, 6
  %637 = getelementptr inbounds nuw i8, ptr %628, i64 %636
  %638 = load <8 x i64>, ptr %637, align 64
  br i1 %123, label %639, label %642

639:                                              ; preds = %634
  %640 = getelementptr inbounds nuw i8, ptr %630, i64 %636
  %641 = load <8 x i64>, ptr %640, align 64
  br label %642

642:                                              ; preds = %639, %634
  %643 = phi <8 x i64> [ %641, %639 ], [ %638, %634 ]
  %644 = shl nsw i64 %635, 2
  %645 = getelementptr i8, ptr %625, i64 %644
  br i1 %103, label %646, label %653

646:                                              ; preds = %642
  %647 = sub nsw i64 %6, %644
  %648 = icmp sgt i64 %647, 3
  %649 = icmp sgt i64 %647, 1
  %650 = icmp eq i64 %647, 3
  %651 = bitcast <8 x i64> %638 to <64 x i8>
  %652 = bitcast <8 x i64> %643 to <64 x i8>
  br label %656

653:                                              ; preds = %690, %642
  %654 = add nuw nsw i64 %635, 1
  %655 = icmp eq i64 %654, %54
  br i1 %655, label %631, label %634

656:                                              ; preds = %646, %690
  %657 = phi i64 [ 0, %646 ], [ %691, %690 ]
  %658 = mul i64 %45, %657
  %659 = getelementptr i8, ptr %645, i64 %658
  br i1 %648, label %660, label %662

660:                                              ; preds = %656
  %661 = load i32, ptr %659, align 1
  br label %677

662:                                              ; preds = %656
  %663 = load i8, ptr %659, align 1
  %664 = zext i8 %663 to i32
  br i1 %649, label %665, label %677

665:                                              ; preds = %662
  %666 = getelementptr inbounds nuw i8, ptr %659, i64 1
  %667 = load i8, ptr %666, align 1
  %668 = zext i8 %667 to i32
  %669 = shl nuw nsw i32 %668, 8
  %670 = or disjoint i32 %669, %664
  br i1 %650, label %671, label %677

671:                                              ; preds = %665
  %672 = getelementptr inbounds nuw i8, ptr %659, i64 2
  %673 = load i8, ptr %672, align 1
  %674 = zext i8 %673 to i32
  %675 = shl nuw nsw i32 %674, 16
  %676 = or disjoint i32 %675, %670
  br label %677

677:                                              ; preds = %660, %662, %665, %671
  %678 = phi i32 [ %661, %660 ], [ %676, %671 ], [ %670, %665 ], [ %664, %662 ]
  %679 = insertelement <16 x i32> poison, i32 %678, i64 0
  %680 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %657
  %681 = load <16 x i32>, ptr %680, align 64
  %682 = xor <16 x i32> %679, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %683 = shufflevector <16 x i32> %682, <16 x i32> poison, <16 x i32> zeroinitializer
  %684 = bitcast <16 x i32> %683 to <64 x i8>
  %685 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %681, <64 x i8> %684, <64 x i8> %651)
  store <16 x i32> %685, ptr %680, align 64
  br i1 %123, label %686, label %690

686:                                              ; preds = %677
  %687 = getelementptr inbounds nuw i8, ptr %680, i64 64
  %688 = load <16 x i32>, ptr %687, align 64
  %689 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %688, <64 x i8> %684, <64 x i8> %652)
  store <16 x i32> %689, ptr %687, align 64
  br label %690

690:                                              ; preds = %686, %677
  %691 = add nuw nsw i64 %657, 1
  %692 = icmp eq i64 %691, %104
  br i1 %692, label %653, label %656

693:                                              ; preds = %612, %619
  %694 = shl i64 %120, 4
  %695 = getelementptr i32, ptr %96, i64 %694
  br i1 %103, label %696, label %717

696:                                              ; preds = %693
  %697 = getelementptr inbounds nuw i32, ptr %40, i64 %694
  %698 = load <16 x i32>, ptr %697, align 1
  %699 = sub nsw i64 %7, %694
  %700 = icmp sgt i64 %699, 15
  %701 = trunc i64 %699 to i32
  %702 = shl nsw i32 -1, %701
  %703 = trunc i32 %702 to i16
  %704 = xor i16 %703, -1
  %705 = select i1 %700, i16 -1, i16 %704
  %706 = bitcast i16 %705 to <16 x i1>
  br i1 %107, label %708, label %764

707:                                              ; preds = %764
  br i1 %109, label %717, label %708

708:                                              ; preds = %707, %696
  %709 = phi i64 [ 0, %696 ], [ %782, %707 ]
  tail call void @llvm.assume(i1 %110)
  %710 = mul nsw i64 %21, %709
  %711 = getelementptr i32, ptr %695, i64 %710
  %712 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %711, <16 x i1> %706, <16 x i32> zeroinitializer)
  %713 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %709
  %714 = load <16 x i32>, ptr %713, align 64
  %715 = sub <16 x i32> %712, %698
  %716 = add <16 x i32> %715, %714
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %716, ptr align 1 %711, <16 x i1> %706)
  br label %717

717:                                              ; preds = %708, %707, %693
  br i1 %123, label %718, label %785

718:                                              ; preds = %717
  %719 = shl i64 %120, 4
  %720 = or disjoint i64 %719, 16
  %721 = getelementptr i32, ptr %96, i64 %720
  br i1 %103, label %722, label %785

722:                                              ; preds = %718
  %723 = getelementptr inbounds nuw i32, ptr %40, i64 %720
  %724 = load <16 x i32>, ptr %723, align 1
  %725 = sub nsw i64 %7, %720
  %726 = icmp sgt i64 %725, 15
  %727 = trunc i64 %725 to i32
  %728 = shl nsw i32 -1, %727
  %729 = trunc i32 %728 to i16
  %730 = xor i16 %729, -1
  %731 = select i1 %726, i16 -1, i16 %730
  %732 = bitcast i16 %731 to <16 x i1>
  br i1 %112, label %755, label %733

733:                                              ; preds = %722, %733
  %734 = phi i64 [ %751, %733 ], [ 0, %722 ]
  %735 = phi i64 [ %752, %733 ], [ 0, %722 ]
  %736 = mul nsw i64 %21, %734
  %737 = getelementptr i32, ptr %721, i64 %736
  %738 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %737, <16 x i1> %732, <16 x i32> zeroinitializer)
  %739 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %734
  %740 = load <16 x i32>, ptr %739, align 64
  %741 = sub <16 x i32> %738, %724
  %742 = add <16 x i32> %741, %740
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %742, ptr align 1 %737, <16 x i1> %732)
  %743 = or disjoint i64 %734, 1
  %744 = mul nsw i64 %21, %743
  %745 = getelementptr i32, ptr %721, i64 %744
  %746 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %745, <16 x i1> %732, <16 x i32> zeroinitializer)
  %747 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %743
  %748 = load <16 x i32>, ptr %747, align 64
  %749 = sub <16 x i32> %746, %724
  %750 = add <16 x i32> %749, %748
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %750, ptr align 1 %745, <16 x i1> %732)
  %751 = add nuw nsw i64 %734, 2
  %752 = add i64 %735, 2
  %753 = icmp eq i64 %752, %113
  br i1 %753, label %754, label %733

754:                                              ; preds = %733
  br i1 %114, label %785, label %755

755:                                              ; preds = %754, %722
  %756 = phi i64 [ 0, %722 ], [ %751, %754 ]
  tail call void @llvm.assume(i1 %115)
  %757 = mul nsw i64 %21, %756
  %758 = getelementptr i32, ptr %721, i64 %757
  %759 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %758, <16 x i1> %732, <16 x i32> zeroinitializer)
  %760 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %756
  %761 = load <16 x i32>, ptr %760, align 64
  %762 = sub <16 x i32> %759, %724
  %763 = add <16 x i32> %762, %761
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %763, ptr align 1 %758, <16 x i1> %732)
  br label %785

764:                                              ; preds = %696, %764
  %765 = phi i64 [ %782, %764 ], [ 0, %696 ]
  %766 = phi i64 [ %783, %764 ], [ 0, %696 ]
  %767 = mul nsw i64 %21, %765
  %768 = getelementptr i32, ptr %695, i64 %767
  %769 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %768, <16 x i1> %706, <16 x i32> zeroinitializer)
  %770 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %765
  %771 = load <16 x i32>, ptr %770, align 64
  %772 = sub <16 x i32> %769, %698
  %773 = add <16 x i32> %772, %771
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %773, ptr align 1 %768, <16 x i1> %706)
  %774 = or disjoint i64 %765, 1
  %775 = mul nsw i64 %21, %774
  %776 = getelementptr i32, ptr %695, i64 %775
  %777 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %776, <16 x i1> %706, <16 x i32> zeroinitializer)
  %778 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %774
  %779 = load <16 x i32>, ptr %778, align 64
  %780 = sub <16 x i32> %777, %698
  %781 = add <16 x i32> %780, %779
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %781, ptr align 1 %776, <16 x i1> %706)
  %782 = add nuw nsw i64 %765, 2
  %783 = add i64 %766, 2
  %784 = icmp eq i64 %783, %108
  br i1 %784, label %707, label %764

785:                                              ; preds = %718, %755, %754, %717
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %786

786:                                              ; preds = %785, %127
  %787 = add nuw nsw i64 %120, 2
  %788 = icmp slt i64 %787, %29
  br i1 %788, label %119, label %116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
