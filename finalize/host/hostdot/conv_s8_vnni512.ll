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

; Function Attrs: nounwind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_q_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28) local_unnamed_addr {
  %30 = alloca [16 x [8 x i8]], align 16
  %31 = alloca [8 x [16 x i8]], align 16
  %32 = alloca [16 x [8 x i8]], align 16
  %33 = alloca [8 x [16 x i8]], align 16
  %34 = alloca [16 x [8 x i8]], align 16
  %35 = alloca [8 x [16 x i8]], align 16
  %36 = alloca [16 x [8 x i8]], align 16
  %37 = alloca [8 x [16 x i8]], align 16
  %38 = alloca [8 x [2 x <8 x i64>]], align 64
  %39 = alloca [16384 x i8], align 16
  %40 = inttoptr i64 %0 to ptr
  %41 = inttoptr i64 %2 to ptr
  %42 = add nsw i64 %6, 3
  %43 = sdiv i64 %42, 4
  %44 = add nsw i64 %7, 15
  %45 = sdiv i64 %44, 16
  %46 = shl i64 %8, 6
  %47 = mul i64 %46, %43
  %48 = mul i64 %47, %9
  %49 = add i64 %48, 64
  %50 = mul i64 %49, %45
  %51 = icmp eq i64 %50, %3
  br i1 %51, label %53, label %52

52:                                               ; preds = %29
  tail call void @llvm.trap()
  unreachable

53:                                               ; preds = %29
  %54 = inttoptr i64 %1 to ptr
  %55 = mul nsw i64 %48, %45
  %56 = getelementptr inbounds i8, ptr %54, i64 %55
  %57 = inttoptr i64 %23 to ptr
  %58 = inttoptr i64 %24 to ptr
  %59 = trunc i64 %25 to i32
  %60 = insertelement <16 x i32> poison, i32 %59, i64 0
  %61 = bitcast <16 x i32> %60 to <16 x float>
  %62 = shufflevector <16 x float> %61, <16 x float> poison, <16 x i32> zeroinitializer
  %63 = trunc i64 %26 to i32
  %64 = insertelement <16 x i32> poison, i32 %63, i64 0
  %65 = shufflevector <16 x i32> %64, <16 x i32> poison, <16 x i32> zeroinitializer
  %66 = trunc i64 %27 to i32
  %67 = insertelement <16 x i32> poison, i32 %66, i64 0
  %68 = shufflevector <16 x i32> %67, <16 x i32> poison, <16 x i32> zeroinitializer
  %69 = trunc i64 %28 to i32
  %70 = insertelement <16 x i32> poison, i32 %69, i64 0
  %71 = shufflevector <16 x i32> %70, <16 x i32> poison, <16 x i32> zeroinitializer
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %72 = icmp eq i64 %22, 1
  %73 = icmp slt i64 %11, 513
  %74 = and i1 %73, %72
  %75 = icmp slt i64 %4, %5
  br i1 %75, label %76, label %266

76:                                               ; preds = %53
  %77 = mul i64 %17, %12
  %78 = add nsw i64 %45, -1
  %79 = icmp sgt i64 %7, 0
  %80 = select i1 %74, i64 512, i64 %20
  %81 = icmp sgt i64 %11, 0
  %82 = mul i64 %18, %13
  %83 = mul i64 %17, %14
  %84 = icmp sgt i64 %8, 0
  %85 = icmp sgt i64 %9, 0
  %86 = mul i64 %18, %15
  %87 = shl i64 %43, 6
  %88 = icmp sgt i64 %6, 0
  %89 = icmp eq i64 %23, 0
  %90 = icmp eq i64 %24, 0
  %91 = tail call i64 @llvm.smax.i64(i64 %43, i64 1)
  %92 = getelementptr inbounds nuw i8, ptr %38, i64 128
  %93 = getelementptr inbounds nuw i8, ptr %38, i64 256
  %94 = getelementptr inbounds nuw i8, ptr %38, i64 384
  %95 = getelementptr inbounds nuw i8, ptr %38, i64 512
  %96 = getelementptr inbounds nuw i8, ptr %38, i64 640
  %97 = getelementptr inbounds nuw i8, ptr %38, i64 768
  %98 = getelementptr inbounds nuw i8, ptr %38, i64 896
  %99 = getelementptr inbounds nuw i8, ptr %31, i64 16
  %100 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %101 = getelementptr inbounds nuw i8, ptr %31, i64 48
  %102 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %103 = getelementptr inbounds nuw i8, ptr %31, i64 80
  %104 = getelementptr inbounds nuw i8, ptr %31, i64 96
  %105 = getelementptr inbounds nuw i8, ptr %31, i64 112
  %106 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %107 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %108 = getelementptr inbounds nuw i8, ptr %30, i64 48
  %109 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %110 = getelementptr inbounds nuw i8, ptr %30, i64 80
  %111 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %112 = getelementptr inbounds nuw i8, ptr %30, i64 112
  %113 = shl nsw i64 %80, 1
  %114 = mul nsw i64 %80, 3
  %115 = shl nsw i64 %80, 2
  %116 = mul nsw i64 %80, 5
  %117 = mul nsw i64 %80, 6
  %118 = mul nsw i64 %80, 7
  %119 = shl nsw i64 %80, 3
  %120 = mul nsw i64 %80, 9
  %121 = mul nsw i64 %80, 10
  %122 = mul nsw i64 %80, 11
  %123 = mul nsw i64 %80, 12
  %124 = mul nsw i64 %80, 13
  %125 = mul nsw i64 %80, 14
  %126 = mul nsw i64 %80, 15
  %127 = getelementptr inbounds nuw i8, ptr %38, i64 64
  %128 = getelementptr inbounds nuw i8, ptr %38, i64 192
  %129 = getelementptr inbounds nuw i8, ptr %38, i64 320
  %130 = getelementptr inbounds nuw i8, ptr %38, i64 448
  %131 = getelementptr inbounds nuw i8, ptr %38, i64 576
  %132 = getelementptr inbounds nuw i8, ptr %38, i64 704
  %133 = getelementptr inbounds nuw i8, ptr %38, i64 832
  %134 = getelementptr inbounds nuw i8, ptr %38, i64 960
  %135 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %136 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %137 = getelementptr inbounds nuw i8, ptr %33, i64 48
  %138 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %139 = getelementptr inbounds nuw i8, ptr %33, i64 80
  %140 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %141 = getelementptr inbounds nuw i8, ptr %33, i64 112
  %142 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %143 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %144 = getelementptr inbounds nuw i8, ptr %32, i64 48
  %145 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %146 = getelementptr inbounds nuw i8, ptr %32, i64 80
  %147 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %148 = getelementptr inbounds nuw i8, ptr %32, i64 112
  %149 = shl nsw i64 %80, 1
  %150 = mul nsw i64 %80, 3
  %151 = shl nsw i64 %80, 2
  %152 = mul nsw i64 %80, 5
  %153 = mul nsw i64 %80, 6
  %154 = mul nsw i64 %80, 7
  %155 = shl nsw i64 %80, 3
  %156 = mul nsw i64 %80, 9
  %157 = mul nsw i64 %80, 10
  %158 = mul nsw i64 %80, 11
  %159 = mul nsw i64 %80, 12
  %160 = mul nsw i64 %80, 13
  %161 = mul nsw i64 %80, 14
  %162 = mul nsw i64 %80, 15
  %163 = shl i64 %82, 1
  %164 = mul i64 %82, 3
  %165 = shl i64 %82, 2
  %166 = mul i64 %82, 5
  %167 = mul i64 %82, 6
  %168 = mul i64 %82, 7
  %169 = shl i64 %82, 1
  %170 = mul i64 %82, 3
  %171 = shl i64 %82, 2
  %172 = mul i64 %82, 5
  %173 = mul i64 %82, 6
  %174 = mul i64 %82, 7
  %175 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %176 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %177 = getelementptr inbounds nuw i8, ptr %35, i64 48
  %178 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %179 = getelementptr inbounds nuw i8, ptr %35, i64 80
  %180 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %181 = getelementptr inbounds nuw i8, ptr %35, i64 112
  %182 = shl nsw i64 %22, 1
  %183 = mul nsw i64 %22, 3
  %184 = shl nsw i64 %22, 2
  %185 = mul nsw i64 %22, 5
  %186 = mul nsw i64 %22, 6
  %187 = mul nsw i64 %22, 7
  %188 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %189 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %190 = getelementptr inbounds nuw i8, ptr %34, i64 48
  %191 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %192 = getelementptr inbounds nuw i8, ptr %34, i64 80
  %193 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %194 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %195 = shl nsw i64 %80, 1
  %196 = mul nsw i64 %80, 3
  %197 = shl nsw i64 %80, 2
  %198 = mul nsw i64 %80, 5
  %199 = mul nsw i64 %80, 6
  %200 = mul nsw i64 %80, 7
  %201 = shl nsw i64 %80, 3
  %202 = mul nsw i64 %80, 9
  %203 = mul nsw i64 %80, 10
  %204 = mul nsw i64 %80, 11
  %205 = mul nsw i64 %80, 12
  %206 = mul nsw i64 %80, 13
  %207 = mul nsw i64 %80, 14
  %208 = mul nsw i64 %80, 15
  %209 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %210 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %211 = getelementptr inbounds nuw i8, ptr %37, i64 48
  %212 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %213 = getelementptr inbounds nuw i8, ptr %37, i64 80
  %214 = getelementptr inbounds nuw i8, ptr %37, i64 96
  %215 = getelementptr inbounds nuw i8, ptr %37, i64 112
  %216 = shl nsw i64 %22, 1
  %217 = mul nsw i64 %22, 3
  %218 = shl nsw i64 %22, 2
  %219 = mul nsw i64 %22, 5
  %220 = mul nsw i64 %22, 6
  %221 = mul nsw i64 %22, 7
  %222 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %223 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %224 = getelementptr inbounds nuw i8, ptr %36, i64 48
  %225 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %226 = getelementptr inbounds nuw i8, ptr %36, i64 80
  %227 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %228 = getelementptr inbounds nuw i8, ptr %36, i64 112
  %229 = shl nsw i64 %80, 1
  %230 = mul nsw i64 %80, 3
  %231 = shl nsw i64 %80, 2
  %232 = mul nsw i64 %80, 5
  %233 = mul nsw i64 %80, 6
  %234 = mul nsw i64 %80, 7
  %235 = shl nsw i64 %80, 3
  %236 = mul nsw i64 %80, 9
  %237 = mul nsw i64 %80, 10
  %238 = mul nsw i64 %80, 11
  %239 = mul nsw i64 %80, 12
  %240 = mul nsw i64 %80, 13
  %241 = mul nsw i64 %80, 14
  %242 = mul nsw i64 %80, 15
  %243 = add i64 %7, -1
  %244 = add i64 %7, -16
  %245 = add i64 %7, -17
  %246 = add i64 %11, -1
  %247 = lshr i64 %246, 6
  %248 = add nuw nsw i64 %247, 1
  %249 = and i64 %7, 3
  %250 = icmp eq i64 %249, 0
  %251 = icmp ne i64 %249, 0
  %252 = and i64 %7, 3
  %253 = icmp eq i64 %252, 0
  %254 = icmp ne i64 %252, 0
  %255 = and i64 %7, 3
  %256 = icmp eq i64 %255, 0
  %257 = icmp ne i64 %255, 0
  %258 = and i64 %7, 3
  %259 = icmp eq i64 %258, 0
  %260 = icmp ne i64 %258, 0
  %261 = and i64 %248, 1
  %262 = icmp eq i64 %247, 0
  %263 = and i64 %248, 576460752303423486
  %264 = icmp eq i64 %261, 0
  %265 = icmp ne i64 %261, 0
  br label %267

266:                                              ; preds = %279, %53
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  ret void

267:                                              ; preds = %76, %279
  %268 = phi i64 [ %4, %76 ], [ %280, %279 ]
  %269 = sdiv i64 %268, %10
  %270 = srem i64 %268, %10
  %271 = mul nsw i64 %269, %16
  %272 = getelementptr inbounds i8, ptr %40, i64 %271
  %273 = mul i64 %77, %270
  %274 = getelementptr inbounds i8, ptr %272, i64 %273
  %275 = mul nsw i64 %269, %19
  %276 = getelementptr inbounds i8, ptr %41, i64 %275
  %277 = mul nsw i64 %270, %21
  %278 = getelementptr inbounds i8, ptr %276, i64 %277
  br i1 %79, label %282, label %279

279:                                              ; preds = %2081, %267
  %280 = add nsw i64 %268, 1
  %281 = icmp eq i64 %280, %5
  br i1 %281, label %266, label %267

282:                                              ; preds = %267, %2081
  %283 = phi i64 [ %2085, %2081 ], [ 0, %267 ]
  %284 = phi i64 [ %2084, %2081 ], [ %7, %267 ]
  %285 = phi i64 [ %2082, %2081 ], [ 0, %267 ]
  %286 = mul nsw i64 %283, -32
  %287 = add i64 %244, %286
  %288 = add i64 %245, %286
  %289 = mul nsw i64 %283, -32
  %290 = add i64 %7, %289
  %291 = add i64 %243, %289
  %292 = mul nsw i64 %283, -32
  %293 = add i64 %244, %292
  %294 = add i64 %245, %292
  %295 = mul nsw i64 %283, -32
  %296 = add i64 %7, %295
  %297 = add i64 %243, %295
  %298 = tail call i64 @llvm.smax.i64(i64 %284, i64 1)
  %299 = tail call i64 @llvm.umin.i64(i64 %298, i64 32)
  %300 = mul nsw i64 %285, %48
  %301 = getelementptr inbounds i8, ptr %54, i64 %300
  %302 = icmp slt i64 %285, %78
  %303 = mul i64 %285, -8192
  %304 = getelementptr inbounds i8, ptr %39, i64 %303
  %305 = select i1 %74, ptr %304, ptr %278
  br i1 %81, label %306, label %343

306:                                              ; preds = %282
  %307 = shl nsw i64 %285, 4
  %308 = sub nsw i64 %7, %307
  %309 = icmp sgt i64 %308, 15
  %310 = select i1 %309, i64 16, i64 %308
  %311 = trunc i64 %310 to i32
  %312 = shl nsw i32 -1, %311
  %313 = trunc i32 %312 to i16
  %314 = xor i16 %313, -1
  %315 = getelementptr inbounds nuw i32, ptr %56, i64 %307
  %316 = bitcast i16 %314 to <16 x i1>
  %317 = getelementptr inbounds nuw i32, ptr %57, i64 %307
  %318 = getelementptr inbounds nuw i32, ptr %58, i64 %307
  %319 = mul nsw i64 %307, %80
  %320 = icmp sgt i64 %310, 0
  %321 = or disjoint i64 %307, 16
  %322 = sub nsw i64 %7, %321
  %323 = icmp sgt i64 %322, 15
  %324 = select i1 %323, i64 16, i64 %322
  %325 = trunc i64 %324 to i32
  %326 = shl nsw i32 -1, %325
  %327 = trunc i32 %326 to i16
  %328 = xor i16 %327, -1
  %329 = getelementptr inbounds nuw i32, ptr %56, i64 %321
  %330 = bitcast i16 %328 to <16 x i1>
  %331 = getelementptr inbounds nuw i32, ptr %57, i64 %321
  %332 = getelementptr inbounds nuw i32, ptr %58, i64 %321
  %333 = mul nsw i64 %321, %80
  %334 = icmp sgt i64 %324, 0
  %335 = icmp ult i64 %297, 3
  %336 = sub i64 %296, %249
  %337 = icmp ult i64 %294, 3
  %338 = sub i64 %293, %252
  %339 = icmp ult i64 %291, 3
  %340 = sub i64 %290, %255
  %341 = icmp ult i64 %288, 3
  %342 = sub i64 %287, %258
  br label %344

343:                                              ; preds = %2027, %282
  br i1 %74, label %2030, label %2081

344:                                              ; preds = %306, %2027
  %345 = phi i64 [ 0, %306 ], [ %2028, %2027 ]
  %346 = sub nsw i64 %11, %345
  %347 = icmp sgt i64 %346, 7
  %348 = trunc i64 %346 to i32
  %349 = select i1 %347, i32 8, i32 %348
  %350 = icmp eq i32 %349, 8
  %351 = select i1 %350, i1 %302, i1 false
  br i1 %351, label %352, label %1312

352:                                              ; preds = %344
  %353 = mul i64 %82, %345
  %354 = getelementptr inbounds i8, ptr %274, i64 %353
  %355 = mul nsw i64 %345, %22
  %356 = getelementptr inbounds i8, ptr %305, i64 %355
  br i1 %84, label %357, label %740

357:                                              ; preds = %352, %379
  %358 = phi <16 x i32> [ %380, %379 ], [ zeroinitializer, %352 ]
  %359 = phi <16 x i32> [ %381, %379 ], [ zeroinitializer, %352 ]
  %360 = phi <16 x i32> [ %382, %379 ], [ zeroinitializer, %352 ]
  %361 = phi <16 x i32> [ %383, %379 ], [ zeroinitializer, %352 ]
  %362 = phi <16 x i32> [ %384, %379 ], [ zeroinitializer, %352 ]
  %363 = phi <16 x i32> [ %385, %379 ], [ zeroinitializer, %352 ]
  %364 = phi <16 x i32> [ %386, %379 ], [ zeroinitializer, %352 ]
  %365 = phi <16 x i32> [ %387, %379 ], [ zeroinitializer, %352 ]
  %366 = phi <16 x i32> [ %388, %379 ], [ zeroinitializer, %352 ]
  %367 = phi <16 x i32> [ %389, %379 ], [ zeroinitializer, %352 ]
  %368 = phi <16 x i32> [ %390, %379 ], [ zeroinitializer, %352 ]
  %369 = phi <16 x i32> [ %391, %379 ], [ zeroinitializer, %352 ]
  %370 = phi <16 x i32> [ %392, %379 ], [ zeroinitializer, %352 ]
  %371 = phi <16 x i32> [ %393, %379 ], [ zeroinitializer, %352 ]
  %372 = phi <16 x i32> [ %394, %379 ], [ zeroinitializer, %352 ]
  %373 = phi <16 x i32> [ %395, %379 ], [ zeroinitializer, %352 ]
  %374 = phi i64 [ %396, %379 ], [ 0, %352 ]
  br i1 %85, label %375, label %379

375:                                              ; preds = %357
  %376 = mul i64 %83, %374
  %377 = getelementptr inbounds i8, ptr %354, i64 %376
  %378 = mul nuw nsw i64 %374, %9
  br label %398

379:                                              ; preds = %423, %357
  %380 = phi <16 x i32> [ %358, %357 ], [ %424, %423 ]
  %381 = phi <16 x i32> [ %359, %357 ], [ %425, %423 ]
  %382 = phi <16 x i32> [ %360, %357 ], [ %426, %423 ]
  %383 = phi <16 x i32> [ %361, %357 ], [ %427, %423 ]
  %384 = phi <16 x i32> [ %362, %357 ], [ %428, %423 ]
  %385 = phi <16 x i32> [ %363, %357 ], [ %429, %423 ]
  %386 = phi <16 x i32> [ %364, %357 ], [ %430, %423 ]
  %387 = phi <16 x i32> [ %365, %357 ], [ %431, %423 ]
  %388 = phi <16 x i32> [ %366, %357 ], [ %432, %423 ]
  %389 = phi <16 x i32> [ %367, %357 ], [ %433, %423 ]
  %390 = phi <16 x i32> [ %368, %357 ], [ %434, %423 ]
  %391 = phi <16 x i32> [ %369, %357 ], [ %435, %423 ]
  %392 = phi <16 x i32> [ %370, %357 ], [ %436, %423 ]
  %393 = phi <16 x i32> [ %371, %357 ], [ %437, %423 ]
  %394 = phi <16 x i32> [ %372, %357 ], [ %438, %423 ]
  %395 = phi <16 x i32> [ %373, %357 ], [ %439, %423 ]
  %396 = add nuw nsw i64 %374, 1
  %397 = icmp eq i64 %396, %8
  br i1 %397, label %740, label %357

398:                                              ; preds = %375, %423
  %399 = phi <16 x i32> [ %358, %375 ], [ %424, %423 ]
  %400 = phi <16 x i32> [ %359, %375 ], [ %425, %423 ]
  %401 = phi <16 x i32> [ %360, %375 ], [ %426, %423 ]
  %402 = phi <16 x i32> [ %361, %375 ], [ %427, %423 ]
  %403 = phi <16 x i32> [ %362, %375 ], [ %428, %423 ]
  %404 = phi <16 x i32> [ %363, %375 ], [ %429, %423 ]
  %405 = phi <16 x i32> [ %364, %375 ], [ %430, %423 ]
  %406 = phi <16 x i32> [ %365, %375 ], [ %431, %423 ]
  %407 = phi <16 x i32> [ %366, %375 ], [ %432, %423 ]
  %408 = phi <16 x i32> [ %367, %375 ], [ %433, %423 ]
  %409 = phi <16 x i32> [ %368, %375 ], [ %434, %423 ]
  %410 = phi <16 x i32> [ %369, %375 ], [ %435, %423 ]
  %411 = phi <16 x i32> [ %370, %375 ], [ %436, %423 ]
  %412 = phi <16 x i32> [ %371, %375 ], [ %437, %423 ]
  %413 = phi <16 x i32> [ %372, %375 ], [ %438, %423 ]
  %414 = phi <16 x i32> [ %373, %375 ], [ %439, %423 ]
  %415 = phi i64 [ 0, %375 ], [ %440, %423 ]
  %416 = mul i64 %86, %415
  %417 = getelementptr inbounds i8, ptr %377, i64 %416
  %418 = add nuw nsw i64 %415, %378
  %419 = mul i64 %87, %418
  %420 = getelementptr inbounds i8, ptr %301, i64 %419
  br i1 %88, label %421, label %423

421:                                              ; preds = %398
  %422 = getelementptr inbounds i8, ptr %420, i64 %48
  br label %442

423:                                              ; preds = %716, %398
  %424 = phi <16 x i32> [ %399, %398 ], [ %737, %716 ]
  %425 = phi <16 x i32> [ %400, %398 ], [ %736, %716 ]
  %426 = phi <16 x i32> [ %401, %398 ], [ %717, %716 ]
  %427 = phi <16 x i32> [ %402, %398 ], [ %718, %716 ]
  %428 = phi <16 x i32> [ %403, %398 ], [ %730, %716 ]
  %429 = phi <16 x i32> [ %404, %398 ], [ %729, %716 ]
  %430 = phi <16 x i32> [ %405, %398 ], [ %719, %716 ]
  %431 = phi <16 x i32> [ %406, %398 ], [ %720, %716 ]
  %432 = phi <16 x i32> [ %407, %398 ], [ %728, %716 ]
  %433 = phi <16 x i32> [ %408, %398 ], [ %727, %716 ]
  %434 = phi <16 x i32> [ %409, %398 ], [ %721, %716 ]
  %435 = phi <16 x i32> [ %410, %398 ], [ %722, %716 ]
  %436 = phi <16 x i32> [ %411, %398 ], [ %726, %716 ]
  %437 = phi <16 x i32> [ %412, %398 ], [ %725, %716 ]
  %438 = phi <16 x i32> [ %413, %398 ], [ %723, %716 ]
  %439 = phi <16 x i32> [ %414, %398 ], [ %724, %716 ]
  %440 = add nuw nsw i64 %415, 1
  %441 = icmp eq i64 %440, %9
  br i1 %441, label %379, label %398

442:                                              ; preds = %421, %716
  %443 = phi <16 x i32> [ %399, %421 ], [ %737, %716 ]
  %444 = phi <16 x i32> [ %400, %421 ], [ %736, %716 ]
  %445 = phi <16 x i32> [ %401, %421 ], [ %717, %716 ]
  %446 = phi <16 x i32> [ %402, %421 ], [ %718, %716 ]
  %447 = phi <16 x i32> [ %403, %421 ], [ %730, %716 ]
  %448 = phi <16 x i32> [ %404, %421 ], [ %729, %716 ]
  %449 = phi <16 x i32> [ %405, %421 ], [ %719, %716 ]
  %450 = phi <16 x i32> [ %406, %421 ], [ %720, %716 ]
  %451 = phi <16 x i32> [ %407, %421 ], [ %728, %716 ]
  %452 = phi <16 x i32> [ %408, %421 ], [ %727, %716 ]
  %453 = phi <16 x i32> [ %409, %421 ], [ %721, %716 ]
  %454 = phi <16 x i32> [ %410, %421 ], [ %722, %716 ]
  %455 = phi <16 x i32> [ %411, %421 ], [ %726, %716 ]
  %456 = phi <16 x i32> [ %412, %421 ], [ %725, %716 ]
  %457 = phi <16 x i32> [ %413, %421 ], [ %723, %716 ]
  %458 = phi <16 x i32> [ %414, %421 ], [ %724, %716 ]
  %459 = phi i64 [ 0, %421 ], [ %738, %716 ]
  %460 = shl nsw i64 %459, 6
  %461 = getelementptr inbounds nuw i8, ptr %420, i64 %460
  %462 = load <64 x i8>, ptr %461, align 64
  %463 = getelementptr inbounds nuw i8, ptr %422, i64 %460
  %464 = load <64 x i8>, ptr %463, align 64
  %465 = shl nsw i64 %459, 2
  %466 = sub nsw i64 %6, %465
  %467 = getelementptr i8, ptr %417, i64 %465
  %468 = icmp sgt i64 %466, 3
  %469 = icmp sgt i64 %466, 1
  %470 = icmp eq i64 %466, 3
  br i1 %468, label %658, label %471

471:                                              ; preds = %442
  %472 = load i8, ptr %467, align 1
  %473 = zext i8 %472 to i32
  br i1 %469, label %474, label %486

474:                                              ; preds = %471
  %475 = getelementptr inbounds nuw i8, ptr %467, i64 1
  %476 = load i8, ptr %475, align 1
  %477 = zext i8 %476 to i32
  %478 = shl nuw nsw i32 %477, 8
  %479 = or disjoint i32 %478, %473
  br i1 %470, label %480, label %496

480:                                              ; preds = %474
  %481 = getelementptr inbounds nuw i8, ptr %467, i64 2
  %482 = load i8, ptr %481, align 1
  %483 = zext i8 %482 to i32
  %484 = shl nuw nsw i32 %483, 16
  %485 = or disjoint i32 %484, %479
  br label %496

486:                                              ; preds = %471
  %487 = insertelement <16 x i32> poison, i32 %473, i64 0
  %488 = xor <16 x i32> %487, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %489 = shufflevector <16 x i32> %488, <16 x i32> poison, <16 x i32> zeroinitializer
  %490 = bitcast <16 x i32> %489 to <64 x i8>
  %491 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %490, <64 x i8> %462)
  %492 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %490, <64 x i8> %464)
  %493 = getelementptr i8, ptr %467, i64 %82
  %494 = load i8, ptr %493, align 1
  %495 = zext i8 %494 to i32
  br label %518

496:                                              ; preds = %474, %480
  %497 = phi i32 [ %485, %480 ], [ %479, %474 ]
  %498 = insertelement <16 x i32> poison, i32 %497, i64 0
  %499 = xor <16 x i32> %498, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %500 = shufflevector <16 x i32> %499, <16 x i32> poison, <16 x i32> zeroinitializer
  %501 = bitcast <16 x i32> %500 to <64 x i8>
  %502 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %501, <64 x i8> %462)
  %503 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %501, <64 x i8> %464)
  %504 = getelementptr i8, ptr %467, i64 %82
  %505 = load i8, ptr %504, align 1
  %506 = zext i8 %505 to i32
  %507 = getelementptr inbounds nuw i8, ptr %504, i64 1
  %508 = load i8, ptr %507, align 1
  %509 = zext i8 %508 to i32
  %510 = shl nuw nsw i32 %509, 8
  %511 = or disjoint i32 %510, %506
  br i1 %470, label %512, label %518

512:                                              ; preds = %496
  %513 = getelementptr inbounds nuw i8, ptr %504, i64 2
  %514 = load i8, ptr %513, align 1
  %515 = zext i8 %514 to i32
  %516 = shl nuw nsw i32 %515, 16
  %517 = or disjoint i32 %516, %511
  br label %518

518:                                              ; preds = %486, %512, %496
  %519 = phi <16 x i32> [ %492, %486 ], [ %503, %496 ], [ %503, %512 ]
  %520 = phi <16 x i32> [ %491, %486 ], [ %502, %496 ], [ %502, %512 ]
  %521 = phi i32 [ %495, %486 ], [ %511, %496 ], [ %517, %512 ]
  %522 = insertelement <16 x i32> poison, i32 %521, i64 0
  %523 = xor <16 x i32> %522, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %524 = shufflevector <16 x i32> %523, <16 x i32> poison, <16 x i32> zeroinitializer
  %525 = bitcast <16 x i32> %524 to <64 x i8>
  %526 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %456, <64 x i8> %525, <64 x i8> %462)
  %527 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %455, <64 x i8> %525, <64 x i8> %464)
  %528 = getelementptr i8, ptr %467, i64 %163
  %529 = load i8, ptr %528, align 1
  %530 = zext i8 %529 to i32
  br i1 %469, label %531, label %543

531:                                              ; preds = %518
  %532 = getelementptr inbounds nuw i8, ptr %528, i64 1
  %533 = load i8, ptr %532, align 1
  %534 = zext i8 %533 to i32
  %535 = shl nuw nsw i32 %534, 8
  %536 = or disjoint i32 %535, %530
  br i1 %470, label %537, label %543

537:                                              ; preds = %531
  %538 = getelementptr inbounds nuw i8, ptr %528, i64 2
  %539 = load i8, ptr %538, align 1
  %540 = zext i8 %539 to i32
  %541 = shl nuw nsw i32 %540, 16
  %542 = or disjoint i32 %541, %536
  br label %543

543:                                              ; preds = %537, %531, %518
  %544 = phi i32 [ %530, %518 ], [ %536, %531 ], [ %542, %537 ]
  %545 = insertelement <16 x i32> poison, i32 %544, i64 0
  %546 = xor <16 x i32> %545, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %547 = shufflevector <16 x i32> %546, <16 x i32> poison, <16 x i32> zeroinitializer
  %548 = bitcast <16 x i32> %547 to <64 x i8>
  %549 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %454, <64 x i8> %548, <64 x i8> %462)
  %550 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %453, <64 x i8> %548, <64 x i8> %464)
  %551 = getelementptr i8, ptr %467, i64 %164
  %552 = load i8, ptr %551, align 1
  %553 = zext i8 %552 to i32
  br i1 %469, label %554, label %566

554:                                              ; preds = %543
  %555 = getelementptr inbounds nuw i8, ptr %551, i64 1
  %556 = load i8, ptr %555, align 1
  %557 = zext i8 %556 to i32
  %558 = shl nuw nsw i32 %557, 8
  %559 = or disjoint i32 %558, %553
  br i1 %470, label %560, label %566

560:                                              ; preds = %554
  %561 = getelementptr inbounds nuw i8, ptr %551, i64 2
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = shl nuw nsw i32 %563, 16
  %565 = or disjoint i32 %564, %559
  br label %566

566:                                              ; preds = %560, %554, %543
  %567 = phi i32 [ %553, %543 ], [ %559, %554 ], [ %565, %560 ]
  %568 = insertelement <16 x i32> poison, i32 %567, i64 0
  %569 = xor <16 x i32> %568, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %570 = shufflevector <16 x i32> %569, <16 x i32> poison, <16 x i32> zeroinitializer
  %571 = bitcast <16 x i32> %570 to <64 x i8>
  %572 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %452, <64 x i8> %571, <64 x i8> %462)
  %573 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %451, <64 x i8> %571, <64 x i8> %464)
  %574 = getelementptr i8, ptr %467, i64 %165
  %575 = load i8, ptr %574, align 1
  %576 = zext i8 %575 to i32
  br i1 %469, label %577, label %589

577:                                              ; preds = %566
  %578 = getelementptr inbounds nuw i8, ptr %574, i64 1
  %579 = load i8, ptr %578, align 1
  %580 = zext i8 %579 to i32
  %581 = shl nuw nsw i32 %580, 8
  %582 = or disjoint i32 %581, %576
  br i1 %470, label %583, label %589

583:                                              ; preds = %577
  %584 = getelementptr inbounds nuw i8, ptr %574, i64 2
  %585 = load i8, ptr %584, align 1
  %586 = zext i8 %585 to i32
  %587 = shl nuw nsw i32 %586, 16
  %588 = or disjoint i32 %587, %582
  br label %589

589:                                              ; preds = %583, %577, %566
  %590 = phi i32 [ %576, %566 ], [ %582, %577 ], [ %588, %583 ]
  %591 = insertelement <16 x i32> poison, i32 %590, i64 0
  %592 = xor <16 x i32> %591, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %593 = shufflevector <16 x i32> %592, <16 x i32> poison, <16 x i32> zeroinitializer
  %594 = bitcast <16 x i32> %593 to <64 x i8>
  %595 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %450, <64 x i8> %594, <64 x i8> %462)
  %596 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %449, <64 x i8> %594, <64 x i8> %464)
  %597 = getelementptr i8, ptr %467, i64 %166
  %598 = load i8, ptr %597, align 1
  %599 = zext i8 %598 to i32
  br i1 %469, label %600, label %612

600:                                              ; preds = %589
  %601 = getelementptr inbounds nuw i8, ptr %597, i64 1
  %602 = load i8, ptr %601, align 1
  %603 = zext i8 %602 to i32
  %604 = shl nuw nsw i32 %603, 8
  %605 = or disjoint i32 %604, %599
  br i1 %470, label %606, label %612

606:                                              ; preds = %600
  %607 = getelementptr inbounds nuw i8, ptr %597, i64 2
  %608 = load i8, ptr %607, align 1
  %609 = zext i8 %608 to i32
  %610 = shl nuw nsw i32 %609, 16
  %611 = or disjoint i32 %610, %605
  br label %612

612:                                              ; preds = %606, %600, %589
  %613 = phi i32 [ %599, %589 ], [ %605, %600 ], [ %611, %606 ]
  %614 = insertelement <16 x i32> poison, i32 %613, i64 0
  %615 = xor <16 x i32> %614, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %616 = shufflevector <16 x i32> %615, <16 x i32> poison, <16 x i32> zeroinitializer
  %617 = bitcast <16 x i32> %616 to <64 x i8>
  %618 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %448, <64 x i8> %617, <64 x i8> %462)
  %619 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %447, <64 x i8> %617, <64 x i8> %464)
  %620 = getelementptr i8, ptr %467, i64 %167
  %621 = load i8, ptr %620, align 1
  %622 = zext i8 %621 to i32
  br i1 %469, label %623, label %635

623:                                              ; preds = %612
  %624 = getelementptr inbounds nuw i8, ptr %620, i64 1
  %625 = load i8, ptr %624, align 1
  %626 = zext i8 %625 to i32
  %627 = shl nuw nsw i32 %626, 8
  %628 = or disjoint i32 %627, %622
  br i1 %470, label %629, label %635

629:                                              ; preds = %623
  %630 = getelementptr inbounds nuw i8, ptr %620, i64 2
  %631 = load i8, ptr %630, align 1
  %632 = zext i8 %631 to i32
  %633 = shl nuw nsw i32 %632, 16
  %634 = or disjoint i32 %633, %628
  br label %635

635:                                              ; preds = %629, %623, %612
  %636 = phi i32 [ %622, %612 ], [ %628, %623 ], [ %634, %629 ]
  %637 = insertelement <16 x i32> poison, i32 %636, i64 0
  %638 = xor <16 x i32> %637, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %639 = shufflevector <16 x i32> %638, <16 x i32> poison, <16 x i32> zeroinitializer
  %640 = bitcast <16 x i32> %639 to <64 x i8>
  %641 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %446, <64 x i8> %640, <64 x i8> %462)
  %642 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %445, <64 x i8> %640, <64 x i8> %464)
  %643 = getelementptr i8, ptr %467, i64 %168
  %644 = load i8, ptr %643, align 1
  %645 = zext i8 %644 to i32
  br i1 %469, label %646, label %716

646:                                              ; preds = %635
  %647 = getelementptr inbounds nuw i8, ptr %643, i64 1
  %648 = load i8, ptr %647, align 1
  %649 = zext i8 %648 to i32
  %650 = shl nuw nsw i32 %649, 8
  %651 = or disjoint i32 %650, %645
  br i1 %470, label %652, label %716

652:                                              ; preds = %646
  %653 = getelementptr inbounds nuw i8, ptr %643, i64 2
  %654 = load i8, ptr %653, align 1
  %655 = zext i8 %654 to i32
  %656 = shl nuw nsw i32 %655, 16
  %657 = or disjoint i32 %656, %651
  br label %716

658:                                              ; preds = %442
  %659 = load i32, ptr %467, align 1
  %660 = insertelement <16 x i32> poison, i32 %659, i64 0
  %661 = xor <16 x i32> %660, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %662 = shufflevector <16 x i32> %661, <16 x i32> poison, <16 x i32> zeroinitializer
  %663 = bitcast <16 x i32> %662 to <64 x i8>
  %664 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %663, <64 x i8> %462)
  %665 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %663, <64 x i8> %464)
  %666 = getelementptr i8, ptr %467, i64 %82
  %667 = load i32, ptr %666, align 1
  %668 = insertelement <16 x i32> poison, i32 %667, i64 0
  %669 = xor <16 x i32> %668, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %670 = shufflevector <16 x i32> %669, <16 x i32> poison, <16 x i32> zeroinitializer
  %671 = bitcast <16 x i32> %670 to <64 x i8>
  %672 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %456, <64 x i8> %671, <64 x i8> %462)
  %673 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %455, <64 x i8> %671, <64 x i8> %464)
  %674 = getelementptr i8, ptr %467, i64 %169
  %675 = load i32, ptr %674, align 1
  %676 = insertelement <16 x i32> poison, i32 %675, i64 0
  %677 = xor <16 x i32> %676, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %678 = shufflevector <16 x i32> %677, <16 x i32> poison, <16 x i32> zeroinitializer
  %679 = bitcast <16 x i32> %678 to <64 x i8>
  %680 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %454, <64 x i8> %679, <64 x i8> %462)
  %681 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %453, <64 x i8> %679, <64 x i8> %464)
  %682 = getelementptr i8, ptr %467, i64 %170
  %683 = load i32, ptr %682, align 1
  %684 = insertelement <16 x i32> poison, i32 %683, i64 0
  %685 = xor <16 x i32> %684, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %686 = shufflevector <16 x i32> %685, <16 x i32> poison, <16 x i32> zeroinitializer
  %687 = bitcast <16 x i32> %686 to <64 x i8>
  %688 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %452, <64 x i8> %687, <64 x i8> %462)
  %689 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %451, <64 x i8> %687, <64 x i8> %464)
  %690 = getelementptr i8, ptr %467, i64 %171
  %691 = load i32, ptr %690, align 1
  %692 = insertelement <16 x i32> poison, i32 %691, i64 0
  %693 = xor <16 x i32> %692, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %694 = shufflevector <16 x i32> %693, <16 x i32> poison, <16 x i32> zeroinitializer
  %695 = bitcast <16 x i32> %694 to <64 x i8>
  %696 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %450, <64 x i8> %695, <64 x i8> %462)
  %697 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %449, <64 x i8> %695, <64 x i8> %464)
  %698 = getelementptr i8, ptr %467, i64 %172
  %699 = load i32, ptr %698, align 1
  %700 = insertelement <16 x i32> poison, i32 %699, i64 0
  %701 = xor <16 x i32> %700, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %702 = shufflevector <16 x i32> %701, <16 x i32> poison, <16 x i32> zeroinitializer
  %703 = bitcast <16 x i32> %702 to <64 x i8>
  %704 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %448, <64 x i8> %703, <64 x i8> %462)
  %705 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %447, <64 x i8> %703, <64 x i8> %464)
  %706 = getelementptr i8, ptr %467, i64 %173
  %707 = load i32, ptr %706, align 1
  %708 = insertelement <16 x i32> poison, i32 %707, i64 0
  %709 = xor <16 x i32> %708, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %710 = shufflevector <16 x i32> %709, <16 x i32> poison, <16 x i32> zeroinitializer
  %711 = bitcast <16 x i32> %710 to <64 x i8>
  %712 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %446, <64 x i8> %711, <64 x i8> %462)
  %713 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %445, <64 x i8> %711, <64 x i8> %464)
  %714 = getelementptr i8, ptr %467, i64 %174
  %715 = load i32, ptr %714, align 1
  br label %716

716:                                              ; preds = %658, %652, %646, %635
  %717 = phi <16 x i32> [ %713, %658 ], [ %642, %652 ], [ %642, %646 ], [ %642, %635 ]
  %718 = phi <16 x i32> [ %712, %658 ], [ %641, %652 ], [ %641, %646 ], [ %641, %635 ]
  %719 = phi <16 x i32> [ %697, %658 ], [ %596, %652 ], [ %596, %646 ], [ %596, %635 ]
  %720 = phi <16 x i32> [ %696, %658 ], [ %595, %652 ], [ %595, %646 ], [ %595, %635 ]
  %721 = phi <16 x i32> [ %681, %658 ], [ %550, %652 ], [ %550, %646 ], [ %550, %635 ]
  %722 = phi <16 x i32> [ %680, %658 ], [ %549, %652 ], [ %549, %646 ], [ %549, %635 ]
  %723 = phi <16 x i32> [ %665, %658 ], [ %519, %652 ], [ %519, %646 ], [ %519, %635 ]
  %724 = phi <16 x i32> [ %664, %658 ], [ %520, %652 ], [ %520, %646 ], [ %520, %635 ]
  %725 = phi <16 x i32> [ %672, %658 ], [ %526, %652 ], [ %526, %646 ], [ %526, %635 ]
  %726 = phi <16 x i32> [ %673, %658 ], [ %527, %652 ], [ %527, %646 ], [ %527, %635 ]
  %727 = phi <16 x i32> [ %688, %658 ], [ %572, %652 ], [ %572, %646 ], [ %572, %635 ]
  %728 = phi <16 x i32> [ %689, %658 ], [ %573, %652 ], [ %573, %646 ], [ %573, %635 ]
  %729 = phi <16 x i32> [ %704, %658 ], [ %618, %652 ], [ %618, %646 ], [ %618, %635 ]
  %730 = phi <16 x i32> [ %705, %658 ], [ %619, %652 ], [ %619, %646 ], [ %619, %635 ]
  %731 = phi i32 [ %715, %658 ], [ %657, %652 ], [ %651, %646 ], [ %645, %635 ]
  %732 = insertelement <16 x i32> poison, i32 %731, i64 0
  %733 = xor <16 x i32> %732, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %734 = shufflevector <16 x i32> %733, <16 x i32> poison, <16 x i32> zeroinitializer
  %735 = bitcast <16 x i32> %734 to <64 x i8>
  %736 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %444, <64 x i8> %735, <64 x i8> %462)
  %737 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %443, <64 x i8> %735, <64 x i8> %464)
  %738 = add nuw nsw i64 %459, 1
  %739 = icmp eq i64 %738, %91
  br i1 %739, label %423, label %442

740:                                              ; preds = %379, %352
  %741 = phi <16 x i32> [ zeroinitializer, %352 ], [ %380, %379 ]
  %742 = phi <16 x i32> [ zeroinitializer, %352 ], [ %381, %379 ]
  %743 = phi <16 x i32> [ zeroinitializer, %352 ], [ %382, %379 ]
  %744 = phi <16 x i32> [ zeroinitializer, %352 ], [ %383, %379 ]
  %745 = phi <16 x i32> [ zeroinitializer, %352 ], [ %384, %379 ]
  %746 = phi <16 x i32> [ zeroinitializer, %352 ], [ %385, %379 ]
  %747 = phi <16 x i32> [ zeroinitializer, %352 ], [ %386, %379 ]
  %748 = phi <16 x i32> [ zeroinitializer, %352 ], [ %387, %379 ]
  %749 = phi <16 x i32> [ zeroinitializer, %352 ], [ %388, %379 ]
  %750 = phi <16 x i32> [ zeroinitializer, %352 ], [ %389, %379 ]
  %751 = phi <16 x i32> [ zeroinitializer, %352 ], [ %390, %379 ]
  %752 = phi <16 x i32> [ zeroinitializer, %352 ], [ %391, %379 ]
  %753 = phi <16 x i32> [ zeroinitializer, %352 ], [ %392, %379 ]
  %754 = phi <16 x i32> [ zeroinitializer, %352 ], [ %393, %379 ]
  %755 = phi <16 x i32> [ zeroinitializer, %352 ], [ %394, %379 ]
  %756 = phi <16 x i32> [ zeroinitializer, %352 ], [ %395, %379 ]
  %757 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %315, <16 x i1> %316, <16 x i32> zeroinitializer)
  br i1 %89, label %760, label %758

758:                                              ; preds = %740
  %759 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %317, <16 x i1> %316, <16 x i32> zeroinitializer)
  br label %760

760:                                              ; preds = %758, %740
  %761 = phi <16 x i32> [ %759, %758 ], [ zeroinitializer, %740 ]
  %762 = sub <16 x i32> %761, %757
  br i1 %90, label %766, label %763

763:                                              ; preds = %760
  %764 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %318, <16 x i1> %316, <16 x i32> zeroinitializer)
  %765 = add <16 x i32> %764, %762
  br label %766

766:                                              ; preds = %763, %760
  %767 = phi <16 x i32> [ %765, %763 ], [ %762, %760 ]
  %768 = add <16 x i32> %756, %767
  %769 = sitofp <16 x i32> %768 to <16 x float>
  %770 = fmul <16 x float> %62, %769
  %771 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %770, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %772 = fcmp uge <16 x float> %771, splat (float 0x41E0000000000000)
  %773 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %771, i32 4)
  %774 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %773, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %775 = select <16 x i1> %772, <16 x i32> splat (i32 2147483647), <16 x i32> %774
  %776 = add <16 x i32> %775, %65
  %777 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %776, <16 x i32> %68)
  %778 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %777, <16 x i32> %71)
  %779 = add <16 x i32> %754, %767
  %780 = sitofp <16 x i32> %779 to <16 x float>
  %781 = fmul <16 x float> %62, %780
  %782 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %781, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %783 = fcmp uge <16 x float> %782, splat (float 0x41E0000000000000)
  %784 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %782, i32 4)
  %785 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %784, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %786 = select <16 x i1> %783, <16 x i32> splat (i32 2147483647), <16 x i32> %785
  %787 = add <16 x i32> %786, %65
  %788 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %787, <16 x i32> %68)
  %789 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %788, <16 x i32> %71)
  %790 = add <16 x i32> %752, %767
  %791 = sitofp <16 x i32> %790 to <16 x float>
  %792 = fmul <16 x float> %62, %791
  %793 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %792, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %794 = fcmp uge <16 x float> %793, splat (float 0x41E0000000000000)
  %795 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %793, i32 4)
  %796 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %795, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %797 = select <16 x i1> %794, <16 x i32> splat (i32 2147483647), <16 x i32> %796
  %798 = add <16 x i32> %797, %65
  %799 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %798, <16 x i32> %68)
  %800 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %799, <16 x i32> %71)
  %801 = add <16 x i32> %750, %767
  %802 = sitofp <16 x i32> %801 to <16 x float>
  %803 = fmul <16 x float> %62, %802
  %804 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %803, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %805 = fcmp uge <16 x float> %804, splat (float 0x41E0000000000000)
  %806 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %804, i32 4)
  %807 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %806, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %808 = select <16 x i1> %805, <16 x i32> splat (i32 2147483647), <16 x i32> %807
  %809 = add <16 x i32> %808, %65
  %810 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %809, <16 x i32> %68)
  %811 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %810, <16 x i32> %71)
  %812 = add <16 x i32> %748, %767
  %813 = sitofp <16 x i32> %812 to <16 x float>
  %814 = fmul <16 x float> %62, %813
  %815 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %814, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %816 = fcmp uge <16 x float> %815, splat (float 0x41E0000000000000)
  %817 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %815, i32 4)
  %818 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %817, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %819 = select <16 x i1> %816, <16 x i32> splat (i32 2147483647), <16 x i32> %818
  %820 = add <16 x i32> %819, %65
  %821 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %820, <16 x i32> %68)
  %822 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %821, <16 x i32> %71)
  %823 = add <16 x i32> %746, %767
  %824 = sitofp <16 x i32> %823 to <16 x float>
  %825 = fmul <16 x float> %62, %824
  %826 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %825, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %827 = fcmp uge <16 x float> %826, splat (float 0x41E0000000000000)
  %828 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %826, i32 4)
  %829 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %828, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %830 = select <16 x i1> %827, <16 x i32> splat (i32 2147483647), <16 x i32> %829
  %831 = add <16 x i32> %830, %65
  %832 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %831, <16 x i32> %68)
  %833 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %832, <16 x i32> %71)
  %834 = add <16 x i32> %744, %767
  %835 = sitofp <16 x i32> %834 to <16 x float>
  %836 = fmul <16 x float> %62, %835
  %837 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %836, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %838 = fcmp uge <16 x float> %837, splat (float 0x41E0000000000000)
  %839 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %837, i32 4)
  %840 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %839, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %841 = select <16 x i1> %838, <16 x i32> splat (i32 2147483647), <16 x i32> %840
  %842 = add <16 x i32> %841, %65
  %843 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %842, <16 x i32> %68)
  %844 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %843, <16 x i32> %71)
  %845 = add <16 x i32> %742, %767
  %846 = sitofp <16 x i32> %845 to <16 x float>
  %847 = fmul <16 x float> %62, %846
  %848 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %847, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %849 = fcmp uge <16 x float> %848, splat (float 0x41E0000000000000)
  %850 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %848, i32 4)
  %851 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %850, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %852 = select <16 x i1> %849, <16 x i32> splat (i32 2147483647), <16 x i32> %851
  %853 = add <16 x i32> %852, %65
  %854 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %853, <16 x i32> %68)
  %855 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %854, <16 x i32> %71)
  %856 = getelementptr inbounds i8, ptr %356, i64 %319
  br i1 %72, label %857, label %995

857:                                              ; preds = %766
  %858 = shufflevector <16 x i32> %778, <16 x i32> %789, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %859 = trunc <16 x i32> %858 to <16 x i8>
  %860 = shufflevector <16 x i32> %800, <16 x i32> %811, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %861 = trunc <16 x i32> %860 to <16 x i8>
  %862 = shufflevector <16 x i32> %822, <16 x i32> %833, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %863 = trunc <16 x i32> %862 to <16 x i8>
  %864 = shufflevector <16 x i32> %844, <16 x i32> %855, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %865 = trunc <16 x i32> %864 to <16 x i8>
  %866 = shufflevector <16 x i32> %778, <16 x i32> %789, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %867 = trunc <16 x i32> %866 to <16 x i8>
  %868 = shufflevector <16 x i32> %800, <16 x i32> %811, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %869 = trunc <16 x i32> %868 to <16 x i8>
  %870 = shufflevector <16 x i32> %822, <16 x i32> %833, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %871 = trunc <16 x i32> %870 to <16 x i8>
  %872 = shufflevector <16 x i32> %844, <16 x i32> %855, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %873 = trunc <16 x i32> %872 to <16 x i8>
  %874 = bitcast <16 x i8> %859 to <8 x i16>
  %875 = bitcast <16 x i8> %861 to <8 x i16>
  %876 = shufflevector <8 x i16> %874, <8 x i16> %875, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %877 = shufflevector <8 x i16> %874, <8 x i16> %875, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %878 = bitcast <16 x i8> %863 to <8 x i16>
  %879 = bitcast <16 x i8> %865 to <8 x i16>
  %880 = shufflevector <8 x i16> %878, <8 x i16> %879, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %881 = shufflevector <8 x i16> %878, <8 x i16> %879, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %882 = bitcast <8 x i16> %876 to <4 x i32>
  %883 = bitcast <8 x i16> %880 to <4 x i32>
  %884 = shufflevector <4 x i32> %882, <4 x i32> %883, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %885 = shufflevector <4 x i32> %882, <4 x i32> %883, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %886 = bitcast <8 x i16> %877 to <4 x i32>
  %887 = bitcast <8 x i16> %881 to <4 x i32>
  %888 = shufflevector <4 x i32> %886, <4 x i32> %887, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %889 = shufflevector <4 x i32> %886, <4 x i32> %887, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %890 = bitcast <16 x i8> %867 to <8 x i16>
  %891 = bitcast <16 x i8> %869 to <8 x i16>
  %892 = shufflevector <8 x i16> %890, <8 x i16> %891, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %893 = shufflevector <8 x i16> %890, <8 x i16> %891, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %894 = bitcast <16 x i8> %871 to <8 x i16>
  %895 = bitcast <16 x i8> %873 to <8 x i16>
  %896 = shufflevector <8 x i16> %894, <8 x i16> %895, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %897 = shufflevector <8 x i16> %894, <8 x i16> %895, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %898 = bitcast <8 x i16> %892 to <4 x i32>
  %899 = bitcast <8 x i16> %896 to <4 x i32>
  %900 = shufflevector <4 x i32> %898, <4 x i32> %899, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %901 = shufflevector <4 x i32> %898, <4 x i32> %899, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %902 = bitcast <8 x i16> %893 to <4 x i32>
  %903 = bitcast <8 x i16> %897 to <4 x i32>
  %904 = shufflevector <4 x i32> %902, <4 x i32> %903, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %905 = shufflevector <4 x i32> %902, <4 x i32> %903, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %309, label %906, label %954

906:                                              ; preds = %857
  %907 = bitcast <4 x i32> %905 to <2 x i64>
  %908 = bitcast <4 x i32> %904 to <2 x i64>
  %909 = bitcast <4 x i32> %901 to <2 x i64>
  %910 = bitcast <4 x i32> %900 to <2 x i64>
  %911 = bitcast <4 x i32> %889 to <2 x i64>
  %912 = bitcast <4 x i32> %888 to <2 x i64>
  %913 = bitcast <4 x i32> %885 to <2 x i64>
  %914 = bitcast <4 x i32> %884 to <2 x i64>
  %915 = extractelement <2 x i64> %914, i64 0
  store i64 %915, ptr %856, align 1
  %916 = getelementptr inbounds i8, ptr %856, i64 %80
  %917 = bitcast <4 x i32> %884 to <2 x double>
  %918 = extractelement <2 x double> %917, i64 1
  store double %918, ptr %916, align 1
  %919 = getelementptr inbounds i8, ptr %856, i64 %195
  %920 = extractelement <2 x i64> %913, i64 0
  store i64 %920, ptr %919, align 1
  %921 = getelementptr inbounds i8, ptr %856, i64 %196
  %922 = bitcast <4 x i32> %885 to <2 x double>
  %923 = extractelement <2 x double> %922, i64 1
  store double %923, ptr %921, align 1
  %924 = getelementptr inbounds i8, ptr %856, i64 %197
  %925 = extractelement <2 x i64> %912, i64 0
  store i64 %925, ptr %924, align 1
  %926 = getelementptr inbounds i8, ptr %856, i64 %198
  %927 = bitcast <4 x i32> %888 to <2 x double>
  %928 = extractelement <2 x double> %927, i64 1
  store double %928, ptr %926, align 1
  %929 = getelementptr inbounds i8, ptr %856, i64 %199
  %930 = extractelement <2 x i64> %911, i64 0
  store i64 %930, ptr %929, align 1
  %931 = getelementptr inbounds i8, ptr %856, i64 %200
  %932 = bitcast <4 x i32> %889 to <2 x double>
  %933 = extractelement <2 x double> %932, i64 1
  store double %933, ptr %931, align 1
  %934 = getelementptr inbounds i8, ptr %856, i64 %201
  %935 = extractelement <2 x i64> %910, i64 0
  store i64 %935, ptr %934, align 1
  %936 = getelementptr inbounds i8, ptr %856, i64 %202
  %937 = bitcast <4 x i32> %900 to <2 x double>
  %938 = extractelement <2 x double> %937, i64 1
  store double %938, ptr %936, align 1
  %939 = getelementptr inbounds i8, ptr %856, i64 %203
  %940 = extractelement <2 x i64> %909, i64 0
  store i64 %940, ptr %939, align 1
  %941 = getelementptr inbounds i8, ptr %856, i64 %204
  %942 = bitcast <4 x i32> %901 to <2 x double>
  %943 = extractelement <2 x double> %942, i64 1
  store double %943, ptr %941, align 1
  %944 = getelementptr inbounds i8, ptr %856, i64 %205
  %945 = extractelement <2 x i64> %908, i64 0
  store i64 %945, ptr %944, align 1
  %946 = getelementptr inbounds i8, ptr %856, i64 %206
  %947 = bitcast <4 x i32> %904 to <2 x double>
  %948 = extractelement <2 x double> %947, i64 1
  store double %948, ptr %946, align 1
  %949 = getelementptr inbounds i8, ptr %856, i64 %207
  %950 = extractelement <2 x i64> %907, i64 0
  store i64 %950, ptr %949, align 1
  %951 = getelementptr inbounds i8, ptr %856, i64 %208
  %952 = bitcast <4 x i32> %905 to <2 x double>
  %953 = extractelement <2 x double> %952, i64 1
  store double %953, ptr %951, align 1
  br label %1034

954:                                              ; preds = %857
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store <4 x i32> %884, ptr %34, align 16
  store <4 x i32> %885, ptr %188, align 16
  store <4 x i32> %888, ptr %189, align 16
  store <4 x i32> %889, ptr %190, align 16
  store <4 x i32> %900, ptr %191, align 16
  store <4 x i32> %901, ptr %192, align 16
  store <4 x i32> %904, ptr %193, align 16
  store <4 x i32> %905, ptr %194, align 16
  br i1 %320, label %955, label %969

955:                                              ; preds = %954
  br i1 %339, label %957, label %970

956:                                              ; preds = %970
  br i1 %256, label %969, label %957

957:                                              ; preds = %956, %955
  %958 = phi i64 [ 0, %955 ], [ %992, %956 ]
  tail call void @llvm.assume(i1 %257)
  br label %959

959:                                              ; preds = %959, %957
  %960 = phi i64 [ %966, %959 ], [ %958, %957 ]
  %961 = phi i64 [ %967, %959 ], [ 0, %957 ]
  %962 = mul nsw i64 %960, %80
  %963 = getelementptr inbounds i8, ptr %856, i64 %962
  %964 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %960
  %965 = load i64, ptr %964, align 8
  store i64 %965, ptr %963, align 1
  %966 = add nuw nsw i64 %960, 1
  %967 = add i64 %961, 1
  %968 = icmp eq i64 %967, %255
  br i1 %968, label %969, label %959

969:                                              ; preds = %956, %959, %954
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %1034

970:                                              ; preds = %955, %970
  %971 = phi i64 [ %992, %970 ], [ 0, %955 ]
  %972 = phi i64 [ %993, %970 ], [ 0, %955 ]
  %973 = mul nsw i64 %971, %80
  %974 = getelementptr inbounds i8, ptr %856, i64 %973
  %975 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %971
  %976 = load i64, ptr %975, align 16
  store i64 %976, ptr %974, align 1
  %977 = or disjoint i64 %971, 1
  %978 = mul nsw i64 %977, %80
  %979 = getelementptr inbounds i8, ptr %856, i64 %978
  %980 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %977
  %981 = load i64, ptr %980, align 8
  store i64 %981, ptr %979, align 1
  %982 = or disjoint i64 %971, 2
  %983 = mul nsw i64 %982, %80
  %984 = getelementptr inbounds i8, ptr %856, i64 %983
  %985 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %982
  %986 = load i64, ptr %985, align 16
  store i64 %986, ptr %984, align 1
  %987 = or disjoint i64 %971, 3
  %988 = mul nsw i64 %987, %80
  %989 = getelementptr inbounds i8, ptr %856, i64 %988
  %990 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %987
  %991 = load i64, ptr %990, align 8
  store i64 %991, ptr %989, align 1
  %992 = add nuw nsw i64 %971, 4
  %993 = add i64 %972, 4
  %994 = icmp eq i64 %993, %340
  br i1 %994, label %956, label %970

995:                                              ; preds = %766
  %996 = trunc <16 x i32> %855 to <16 x i8>
  %997 = trunc <16 x i32> %844 to <16 x i8>
  %998 = trunc <16 x i32> %833 to <16 x i8>
  %999 = trunc <16 x i32> %822 to <16 x i8>
  %1000 = trunc <16 x i32> %811 to <16 x i8>
  %1001 = trunc <16 x i32> %800 to <16 x i8>
  %1002 = trunc <16 x i32> %789 to <16 x i8>
  %1003 = trunc <16 x i32> %778 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store <16 x i8> %1003, ptr %35, align 16
  store <16 x i8> %1002, ptr %175, align 16
  store <16 x i8> %1001, ptr %176, align 16
  store <16 x i8> %1000, ptr %177, align 16
  store <16 x i8> %999, ptr %178, align 16
  store <16 x i8> %998, ptr %179, align 16
  store <16 x i8> %997, ptr %180, align 16
  store <16 x i8> %996, ptr %181, align 16
  br i1 %320, label %1004, label %1033

1004:                                             ; preds = %995, %1004
  %1005 = phi i64 [ %1031, %1004 ], [ 0, %995 ]
  %1006 = getelementptr inbounds nuw i8, ptr %35, i64 %1005
  %1007 = mul nsw i64 %1005, %20
  %1008 = getelementptr i8, ptr %856, i64 %1007
  %1009 = load i8, ptr %1006, align 1
  store i8 %1009, ptr %1008, align 1
  %1010 = getelementptr inbounds nuw i8, ptr %1006, i64 16
  %1011 = load i8, ptr %1010, align 1
  %1012 = getelementptr i8, ptr %1008, i64 %22
  store i8 %1011, ptr %1012, align 1
  %1013 = getelementptr inbounds nuw i8, ptr %1006, i64 32
  %1014 = load i8, ptr %1013, align 1
  %1015 = getelementptr i8, ptr %1008, i64 %182
  store i8 %1014, ptr %1015, align 1
  %1016 = getelementptr inbounds nuw i8, ptr %1006, i64 48
  %1017 = load i8, ptr %1016, align 1
  %1018 = getelementptr i8, ptr %1008, i64 %183
  store i8 %1017, ptr %1018, align 1
  %1019 = getelementptr inbounds nuw i8, ptr %1006, i64 64
  %1020 = load i8, ptr %1019, align 1
  %1021 = getelementptr i8, ptr %1008, i64 %184
  store i8 %1020, ptr %1021, align 1
  %1022 = getelementptr inbounds nuw i8, ptr %1006, i64 80
  %1023 = load i8, ptr %1022, align 1
  %1024 = getelementptr i8, ptr %1008, i64 %185
  store i8 %1023, ptr %1024, align 1
  %1025 = getelementptr inbounds nuw i8, ptr %1006, i64 96
  %1026 = load i8, ptr %1025, align 1
  %1027 = getelementptr i8, ptr %1008, i64 %186
  store i8 %1026, ptr %1027, align 1
  %1028 = getelementptr inbounds nuw i8, ptr %1006, i64 112
  %1029 = load i8, ptr %1028, align 1
  %1030 = getelementptr i8, ptr %1008, i64 %187
  store i8 %1029, ptr %1030, align 1
  %1031 = add nuw nsw i64 %1005, 1
  %1032 = icmp eq i64 %1031, %310
  br i1 %1032, label %1033, label %1004

1033:                                             ; preds = %1004, %995
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %1034

1034:                                             ; preds = %969, %906, %1033
  %1035 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %329, <16 x i1> %330, <16 x i32> zeroinitializer)
  br i1 %89, label %1038, label %1036

1036:                                             ; preds = %1034
  %1037 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %331, <16 x i1> %330, <16 x i32> zeroinitializer)
  br label %1038

1038:                                             ; preds = %1036, %1034
  %1039 = phi <16 x i32> [ %1037, %1036 ], [ zeroinitializer, %1034 ]
  %1040 = sub <16 x i32> %1039, %1035
  br i1 %90, label %1044, label %1041

1041:                                             ; preds = %1038
  %1042 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %332, <16 x i1> %330, <16 x i32> zeroinitializer)
  %1043 = add <16 x i32> %1042, %1040
  br label %1044

1044:                                             ; preds = %1041, %1038
  %1045 = phi <16 x i32> [ %1043, %1041 ], [ %1040, %1038 ]
  %1046 = add <16 x i32> %755, %1045
  %1047 = sitofp <16 x i32> %1046 to <16 x float>
  %1048 = fmul <16 x float> %62, %1047
  %1049 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1048, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1050 = fcmp uge <16 x float> %1049, splat (float 0x41E0000000000000)
  %1051 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1049, i32 4)
  %1052 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1051, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1053 = select <16 x i1> %1050, <16 x i32> splat (i32 2147483647), <16 x i32> %1052
  %1054 = add <16 x i32> %1053, %65
  %1055 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1054, <16 x i32> %68)
  %1056 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1055, <16 x i32> %71)
  %1057 = add <16 x i32> %753, %1045
  %1058 = sitofp <16 x i32> %1057 to <16 x float>
  %1059 = fmul <16 x float> %62, %1058
  %1060 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1059, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1061 = fcmp uge <16 x float> %1060, splat (float 0x41E0000000000000)
  %1062 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1060, i32 4)
  %1063 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1062, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1064 = select <16 x i1> %1061, <16 x i32> splat (i32 2147483647), <16 x i32> %1063
  %1065 = add <16 x i32> %1064, %65
  %1066 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1065, <16 x i32> %68)
  %1067 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1066, <16 x i32> %71)
  %1068 = add <16 x i32> %751, %1045
  %1069 = sitofp <16 x i32> %1068 to <16 x float>
  %1070 = fmul <16 x float> %62, %1069
  %1071 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1070, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1072 = fcmp uge <16 x float> %1071, splat (float 0x41E0000000000000)
  %1073 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1071, i32 4)
  %1074 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1073, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1075 = select <16 x i1> %1072, <16 x i32> splat (i32 2147483647), <16 x i32> %1074
  %1076 = add <16 x i32> %1075, %65
  %1077 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1076, <16 x i32> %68)
  %1078 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1077, <16 x i32> %71)
  %1079 = add <16 x i32> %749, %1045
  %1080 = sitofp <16 x i32> %1079 to <16 x float>
  %1081 = fmul <16 x float> %62, %1080
  %1082 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1081, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1083 = fcmp uge <16 x float> %1082, splat (float 0x41E0000000000000)
  %1084 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1082, i32 4)
  %1085 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1084, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1086 = select <16 x i1> %1083, <16 x i32> splat (i32 2147483647), <16 x i32> %1085
  %1087 = add <16 x i32> %1086, %65
  %1088 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1087, <16 x i32> %68)
  %1089 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1088, <16 x i32> %71)
  %1090 = add <16 x i32> %747, %1045
  %1091 = sitofp <16 x i32> %1090 to <16 x float>
  %1092 = fmul <16 x float> %62, %1091
  %1093 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1092, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1094 = fcmp uge <16 x float> %1093, splat (float 0x41E0000000000000)
  %1095 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1093, i32 4)
  %1096 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1095, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1097 = select <16 x i1> %1094, <16 x i32> splat (i32 2147483647), <16 x i32> %1096
  %1098 = add <16 x i32> %1097, %65
  %1099 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1098, <16 x i32> %68)
  %1100 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1099, <16 x i32> %71)
  %1101 = add <16 x i32> %745, %1045
  %1102 = sitofp <16 x i32> %1101 to <16 x float>
  %1103 = fmul <16 x float> %62, %1102
  %1104 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1103, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1105 = fcmp uge <16 x float> %1104, splat (float 0x41E0000000000000)
  %1106 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1104, i32 4)
  %1107 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1106, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1108 = select <16 x i1> %1105, <16 x i32> splat (i32 2147483647), <16 x i32> %1107
  %1109 = add <16 x i32> %1108, %65
  %1110 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1109, <16 x i32> %68)
  %1111 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1110, <16 x i32> %71)
  %1112 = add <16 x i32> %743, %1045
  %1113 = sitofp <16 x i32> %1112 to <16 x float>
  %1114 = fmul <16 x float> %62, %1113
  %1115 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1114, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1116 = fcmp uge <16 x float> %1115, splat (float 0x41E0000000000000)
  %1117 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1115, i32 4)
  %1118 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1117, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1119 = select <16 x i1> %1116, <16 x i32> splat (i32 2147483647), <16 x i32> %1118
  %1120 = add <16 x i32> %1119, %65
  %1121 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1120, <16 x i32> %68)
  %1122 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1121, <16 x i32> %71)
  %1123 = add <16 x i32> %741, %1045
  %1124 = sitofp <16 x i32> %1123 to <16 x float>
  %1125 = fmul <16 x float> %62, %1124
  %1126 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1125, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1127 = fcmp uge <16 x float> %1126, splat (float 0x41E0000000000000)
  %1128 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1126, i32 4)
  %1129 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1128, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1130 = select <16 x i1> %1127, <16 x i32> splat (i32 2147483647), <16 x i32> %1129
  %1131 = add <16 x i32> %1130, %65
  %1132 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1131, <16 x i32> %68)
  %1133 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1132, <16 x i32> %71)
  %1134 = getelementptr inbounds i8, ptr %356, i64 %333
  br i1 %72, label %1135, label %1273

1135:                                             ; preds = %1044
  %1136 = shufflevector <16 x i32> %1056, <16 x i32> %1067, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1137 = trunc <16 x i32> %1136 to <16 x i8>
  %1138 = shufflevector <16 x i32> %1078, <16 x i32> %1089, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1139 = trunc <16 x i32> %1138 to <16 x i8>
  %1140 = shufflevector <16 x i32> %1100, <16 x i32> %1111, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1141 = trunc <16 x i32> %1140 to <16 x i8>
  %1142 = shufflevector <16 x i32> %1122, <16 x i32> %1133, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1143 = trunc <16 x i32> %1142 to <16 x i8>
  %1144 = shufflevector <16 x i32> %1056, <16 x i32> %1067, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1145 = trunc <16 x i32> %1144 to <16 x i8>
  %1146 = shufflevector <16 x i32> %1078, <16 x i32> %1089, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1147 = trunc <16 x i32> %1146 to <16 x i8>
  %1148 = shufflevector <16 x i32> %1100, <16 x i32> %1111, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1149 = trunc <16 x i32> %1148 to <16 x i8>
  %1150 = shufflevector <16 x i32> %1122, <16 x i32> %1133, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1151 = trunc <16 x i32> %1150 to <16 x i8>
  %1152 = bitcast <16 x i8> %1137 to <8 x i16>
  %1153 = bitcast <16 x i8> %1139 to <8 x i16>
  %1154 = shufflevector <8 x i16> %1152, <8 x i16> %1153, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1155 = shufflevector <8 x i16> %1152, <8 x i16> %1153, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1156 = bitcast <16 x i8> %1141 to <8 x i16>
  %1157 = bitcast <16 x i8> %1143 to <8 x i16>
  %1158 = shufflevector <8 x i16> %1156, <8 x i16> %1157, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1159 = shufflevector <8 x i16> %1156, <8 x i16> %1157, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1160 = bitcast <8 x i16> %1154 to <4 x i32>
  %1161 = bitcast <8 x i16> %1158 to <4 x i32>
  %1162 = shufflevector <4 x i32> %1160, <4 x i32> %1161, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1163 = shufflevector <4 x i32> %1160, <4 x i32> %1161, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1164 = bitcast <8 x i16> %1155 to <4 x i32>
  %1165 = bitcast <8 x i16> %1159 to <4 x i32>
  %1166 = shufflevector <4 x i32> %1164, <4 x i32> %1165, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1167 = shufflevector <4 x i32> %1164, <4 x i32> %1165, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1168 = bitcast <16 x i8> %1145 to <8 x i16>
  %1169 = bitcast <16 x i8> %1147 to <8 x i16>
  %1170 = shufflevector <8 x i16> %1168, <8 x i16> %1169, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1171 = shufflevector <8 x i16> %1168, <8 x i16> %1169, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1172 = bitcast <16 x i8> %1149 to <8 x i16>
  %1173 = bitcast <16 x i8> %1151 to <8 x i16>
  %1174 = shufflevector <8 x i16> %1172, <8 x i16> %1173, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1175 = shufflevector <8 x i16> %1172, <8 x i16> %1173, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1176 = bitcast <8 x i16> %1170 to <4 x i32>
  %1177 = bitcast <8 x i16> %1174 to <4 x i32>
  %1178 = shufflevector <4 x i32> %1176, <4 x i32> %1177, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1179 = shufflevector <4 x i32> %1176, <4 x i32> %1177, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1180 = bitcast <8 x i16> %1171 to <4 x i32>
  %1181 = bitcast <8 x i16> %1175 to <4 x i32>
  %1182 = shufflevector <4 x i32> %1180, <4 x i32> %1181, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1183 = shufflevector <4 x i32> %1180, <4 x i32> %1181, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %323, label %1184, label %1232

1184:                                             ; preds = %1135
  %1185 = bitcast <4 x i32> %1183 to <2 x i64>
  %1186 = bitcast <4 x i32> %1182 to <2 x i64>
  %1187 = bitcast <4 x i32> %1179 to <2 x i64>
  %1188 = bitcast <4 x i32> %1178 to <2 x i64>
  %1189 = bitcast <4 x i32> %1167 to <2 x i64>
  %1190 = bitcast <4 x i32> %1166 to <2 x i64>
  %1191 = bitcast <4 x i32> %1163 to <2 x i64>
  %1192 = bitcast <4 x i32> %1162 to <2 x i64>
  %1193 = extractelement <2 x i64> %1192, i64 0
  store i64 %1193, ptr %1134, align 1
  %1194 = getelementptr inbounds i8, ptr %1134, i64 %80
  %1195 = bitcast <4 x i32> %1162 to <2 x double>
  %1196 = extractelement <2 x double> %1195, i64 1
  store double %1196, ptr %1194, align 1
  %1197 = getelementptr inbounds i8, ptr %1134, i64 %229
  %1198 = extractelement <2 x i64> %1191, i64 0
  store i64 %1198, ptr %1197, align 1
  %1199 = getelementptr inbounds i8, ptr %1134, i64 %230
  %1200 = bitcast <4 x i32> %1163 to <2 x double>
  %1201 = extractelement <2 x double> %1200, i64 1
  store double %1201, ptr %1199, align 1
  %1202 = getelementptr inbounds i8, ptr %1134, i64 %231
  %1203 = extractelement <2 x i64> %1190, i64 0
  store i64 %1203, ptr %1202, align 1
  %1204 = getelementptr inbounds i8, ptr %1134, i64 %232
  %1205 = bitcast <4 x i32> %1166 to <2 x double>
  %1206 = extractelement <2 x double> %1205, i64 1
  store double %1206, ptr %1204, align 1
  %1207 = getelementptr inbounds i8, ptr %1134, i64 %233
  %1208 = extractelement <2 x i64> %1189, i64 0
  store i64 %1208, ptr %1207, align 1
  %1209 = getelementptr inbounds i8, ptr %1134, i64 %234
  %1210 = bitcast <4 x i32> %1167 to <2 x double>
  %1211 = extractelement <2 x double> %1210, i64 1
  store double %1211, ptr %1209, align 1
  %1212 = getelementptr inbounds i8, ptr %1134, i64 %235
  %1213 = extractelement <2 x i64> %1188, i64 0
  store i64 %1213, ptr %1212, align 1
  %1214 = getelementptr inbounds i8, ptr %1134, i64 %236
  %1215 = bitcast <4 x i32> %1178 to <2 x double>
  %1216 = extractelement <2 x double> %1215, i64 1
  store double %1216, ptr %1214, align 1
  %1217 = getelementptr inbounds i8, ptr %1134, i64 %237
  %1218 = extractelement <2 x i64> %1187, i64 0
  store i64 %1218, ptr %1217, align 1
  %1219 = getelementptr inbounds i8, ptr %1134, i64 %238
  %1220 = bitcast <4 x i32> %1179 to <2 x double>
  %1221 = extractelement <2 x double> %1220, i64 1
  store double %1221, ptr %1219, align 1
  %1222 = getelementptr inbounds i8, ptr %1134, i64 %239
  %1223 = extractelement <2 x i64> %1186, i64 0
  store i64 %1223, ptr %1222, align 1
  %1224 = getelementptr inbounds i8, ptr %1134, i64 %240
  %1225 = bitcast <4 x i32> %1182 to <2 x double>
  %1226 = extractelement <2 x double> %1225, i64 1
  store double %1226, ptr %1224, align 1
  %1227 = getelementptr inbounds i8, ptr %1134, i64 %241
  %1228 = extractelement <2 x i64> %1185, i64 0
  store i64 %1228, ptr %1227, align 1
  %1229 = getelementptr inbounds i8, ptr %1134, i64 %242
  %1230 = bitcast <4 x i32> %1183 to <2 x double>
  %1231 = extractelement <2 x double> %1230, i64 1
  store double %1231, ptr %1229, align 1
  br label %2027

1232:                                             ; preds = %1135
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store <4 x i32> %1162, ptr %36, align 16
  store <4 x i32> %1163, ptr %222, align 16
  store <4 x i32> %1166, ptr %223, align 16
  store <4 x i32> %1167, ptr %224, align 16
  store <4 x i32> %1178, ptr %225, align 16
  store <4 x i32> %1179, ptr %226, align 16
  store <4 x i32> %1182, ptr %227, align 16
  store <4 x i32> %1183, ptr %228, align 16
  br i1 %334, label %1233, label %1247

1233:                                             ; preds = %1232
  br i1 %341, label %1235, label %1248

1234:                                             ; preds = %1248
  br i1 %259, label %1247, label %1235

1235:                                             ; preds = %1234, %1233
  %1236 = phi i64 [ 0, %1233 ], [ %1270, %1234 ]
  tail call void @llvm.assume(i1 %260)
  br label %1237

1237:                                             ; preds = %1237, %1235
  %1238 = phi i64 [ %1244, %1237 ], [ %1236, %1235 ]
  %1239 = phi i64 [ %1245, %1237 ], [ 0, %1235 ]
  %1240 = mul nsw i64 %1238, %80
  %1241 = getelementptr inbounds i8, ptr %1134, i64 %1240
  %1242 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1238
  %1243 = load i64, ptr %1242, align 8
  store i64 %1243, ptr %1241, align 1
  %1244 = add nuw nsw i64 %1238, 1
  %1245 = add i64 %1239, 1
  %1246 = icmp eq i64 %1245, %258
  br i1 %1246, label %1247, label %1237

1247:                                             ; preds = %1234, %1237, %1232
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %2027

1248:                                             ; preds = %1233, %1248
  %1249 = phi i64 [ %1270, %1248 ], [ 0, %1233 ]
  %1250 = phi i64 [ %1271, %1248 ], [ 0, %1233 ]
  %1251 = mul nsw i64 %1249, %80
  %1252 = getelementptr inbounds i8, ptr %1134, i64 %1251
  %1253 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1249
  %1254 = load i64, ptr %1253, align 16
  store i64 %1254, ptr %1252, align 1
  %1255 = or disjoint i64 %1249, 1
  %1256 = mul nsw i64 %1255, %80
  %1257 = getelementptr inbounds i8, ptr %1134, i64 %1256
  %1258 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1255
  %1259 = load i64, ptr %1258, align 8
  store i64 %1259, ptr %1257, align 1
  %1260 = or disjoint i64 %1249, 2
  %1261 = mul nsw i64 %1260, %80
  %1262 = getelementptr inbounds i8, ptr %1134, i64 %1261
  %1263 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1260
  %1264 = load i64, ptr %1263, align 16
  store i64 %1264, ptr %1262, align 1
  %1265 = or disjoint i64 %1249, 3
  %1266 = mul nsw i64 %1265, %80
  %1267 = getelementptr inbounds i8, ptr %1134, i64 %1266
  %1268 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1265
  %1269 = load i64, ptr %1268, align 8
  store i64 %1269, ptr %1267, align 1
  %1270 = add nuw nsw i64 %1249, 4
  %1271 = add i64 %1250, 4
  %1272 = icmp eq i64 %1271, %342
  br i1 %1272, label %1234, label %1248

1273:                                             ; preds = %1044
  %1274 = trunc <16 x i32> %1133 to <16 x i8>
  %1275 = trunc <16 x i32> %1122 to <16 x i8>
  %1276 = trunc <16 x i32> %1111 to <16 x i8>
  %1277 = trunc <16 x i32> %1100 to <16 x i8>
  %1278 = trunc <16 x i32> %1089 to <16 x i8>
  %1279 = trunc <16 x i32> %1078 to <16 x i8>
  %1280 = trunc <16 x i32> %1067 to <16 x i8>
  %1281 = trunc <16 x i32> %1056 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store <16 x i8> %1281, ptr %37, align 16
  store <16 x i8> %1280, ptr %209, align 16
  store <16 x i8> %1279, ptr %210, align 16
  store <16 x i8> %1278, ptr %211, align 16
  store <16 x i8> %1277, ptr %212, align 16
  store <16 x i8> %1276, ptr %213, align 16
  store <16 x i8> %1275, ptr %214, align 16
  store <16 x i8> %1274, ptr %215, align 16
  br i1 %334, label %1282, label %1311

1282:                                             ; preds = %1273, %1282
  %1283 = phi i64 [ %1309, %1282 ], [ 0, %1273 ]
  %1284 = getelementptr inbounds nuw i8, ptr %37, i64 %1283
  %1285 = mul nsw i64 %1283, %20
  %1286 = getelementptr i8, ptr %1134, i64 %1285
  %1287 = load i8, ptr %1284, align 1
  store i8 %1287, ptr %1286, align 1
  %1288 = getelementptr inbounds nuw i8, ptr %1284, i64 16
  %1289 = load i8, ptr %1288, align 1
  %1290 = getelementptr i8, ptr %1286, i64 %22
  store i8 %1289, ptr %1290, align 1
  %1291 = getelementptr inbounds nuw i8, ptr %1284, i64 32
  %1292 = load i8, ptr %1291, align 1
  %1293 = getelementptr i8, ptr %1286, i64 %216
  store i8 %1292, ptr %1293, align 1
  %1294 = getelementptr inbounds nuw i8, ptr %1284, i64 48
  %1295 = load i8, ptr %1294, align 1
  %1296 = getelementptr i8, ptr %1286, i64 %217
  store i8 %1295, ptr %1296, align 1
  %1297 = getelementptr inbounds nuw i8, ptr %1284, i64 64
  %1298 = load i8, ptr %1297, align 1
  %1299 = getelementptr i8, ptr %1286, i64 %218
  store i8 %1298, ptr %1299, align 1
  %1300 = getelementptr inbounds nuw i8, ptr %1284, i64 80
  %1301 = load i8, ptr %1300, align 1
  %1302 = getelementptr i8, ptr %1286, i64 %219
  store i8 %1301, ptr %1302, align 1
  %1303 = getelementptr inbounds nuw i8, ptr %1284, i64 96
  %1304 = load i8, ptr %1303, align 1
  %1305 = getelementptr i8, ptr %1286, i64 %220
  store i8 %1304, ptr %1305, align 1
  %1306 = getelementptr inbounds nuw i8, ptr %1284, i64 112
  %1307 = load i8, ptr %1306, align 1
  %1308 = getelementptr i8, ptr %1286, i64 %221
  store i8 %1307, ptr %1308, align 1
  %1309 = add nuw nsw i64 %1283, 1
  %1310 = icmp eq i64 %1309, %324
  br i1 %1310, label %1311, label %1282

1311:                                             ; preds = %1282, %1273
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %2027

1312:                                             ; preds = %344
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %38, i8 0, i64 1024, i1 false)
  %1313 = mul i64 %82, %345
  %1314 = getelementptr inbounds i8, ptr %274, i64 %1313
  %1315 = mul nsw i64 %345, %22
  %1316 = getelementptr inbounds i8, ptr %305, i64 %1315
  br i1 %84, label %1317, label %1400

1317:                                             ; preds = %1312
  %1318 = icmp sgt i32 %349, 0
  %1319 = zext nneg i32 %349 to i64
  br label %1320

1320:                                             ; preds = %1317, %1326
  %1321 = phi i64 [ 0, %1317 ], [ %1327, %1326 ]
  br i1 %85, label %1322, label %1326

1322:                                             ; preds = %1320
  %1323 = mul i64 %83, %1321
  %1324 = getelementptr inbounds i8, ptr %1314, i64 %1323
  %1325 = mul nuw nsw i64 %1321, %9
  br label %1329

1326:                                             ; preds = %1338, %1320
  %1327 = add nuw nsw i64 %1321, 1
  %1328 = icmp eq i64 %1327, %8
  br i1 %1328, label %1400, label %1320

1329:                                             ; preds = %1322, %1338
  %1330 = phi i64 [ 0, %1322 ], [ %1339, %1338 ]
  %1331 = mul i64 %86, %1330
  %1332 = getelementptr inbounds i8, ptr %1324, i64 %1331
  %1333 = add nuw nsw i64 %1330, %1325
  %1334 = mul i64 %87, %1333
  %1335 = getelementptr inbounds i8, ptr %301, i64 %1334
  br i1 %88, label %1336, label %1338

1336:                                             ; preds = %1329
  %1337 = getelementptr inbounds i8, ptr %1335, i64 %48
  br label %1341

1338:                                             ; preds = %1360, %1329
  %1339 = add nuw nsw i64 %1330, 1
  %1340 = icmp eq i64 %1339, %9
  br i1 %1340, label %1326, label %1329

1341:                                             ; preds = %1336, %1360
  %1342 = phi i64 [ 0, %1336 ], [ %1361, %1360 ]
  %1343 = shl nsw i64 %1342, 6
  %1344 = getelementptr inbounds nuw i8, ptr %1335, i64 %1343
  %1345 = load <8 x i64>, ptr %1344, align 64
  br i1 %302, label %1346, label %1349

1346:                                             ; preds = %1341
  %1347 = getelementptr inbounds nuw i8, ptr %1337, i64 %1343
  %1348 = load <8 x i64>, ptr %1347, align 64
  br label %1349

1349:                                             ; preds = %1346, %1341
  %1350 = phi <8 x i64> [ %1348, %1346 ], [ %1345, %1341 ]
  %1351 = shl nsw i64 %1342, 2
  %1352 = getelementptr i8, ptr %1332, i64 %1351
  br i1 %1318, label %1353, label %1360

1353:                                             ; preds = %1349
  %1354 = sub nsw i64 %6, %1351
  %1355 = icmp sgt i64 %1354, 3
  %1356 = icmp sgt i64 %1354, 1
  %1357 = icmp eq i64 %1354, 3
  %1358 = bitcast <8 x i64> %1345 to <64 x i8>
  %1359 = bitcast <8 x i64> %1350 to <64 x i8>
  br label %1363

1360:                                             ; preds = %1397, %1349
  %1361 = add nuw nsw i64 %1342, 1
  %1362 = icmp eq i64 %1361, %91
  br i1 %1362, label %1338, label %1341

1363:                                             ; preds = %1353, %1397
  %1364 = phi i64 [ 0, %1353 ], [ %1398, %1397 ]
  %1365 = mul i64 %82, %1364
  %1366 = getelementptr i8, ptr %1352, i64 %1365
  br i1 %1355, label %1367, label %1369

1367:                                             ; preds = %1363
  %1368 = load i32, ptr %1366, align 1
  br label %1384

1369:                                             ; preds = %1363
  %1370 = load i8, ptr %1366, align 1
  %1371 = zext i8 %1370 to i32
  br i1 %1356, label %1372, label %1384

1372:                                             ; preds = %1369
  %1373 = getelementptr inbounds nuw i8, ptr %1366, i64 1
  %1374 = load i8, ptr %1373, align 1
  %1375 = zext i8 %1374 to i32
  %1376 = shl nuw nsw i32 %1375, 8
  %1377 = or disjoint i32 %1376, %1371
  br i1 %1357, label %1378, label %1384

1378:                                             ; preds = %1372
  %1379 = getelementptr inbounds nuw i8, ptr %1366, i64 2
  %1380 = load i8, ptr %1379, align 1
  %1381 = zext i8 %1380 to i32
  %1382 = shl nuw nsw i32 %1381, 16
  %1383 = or disjoint i32 %1382, %1377
  br label %1384

1384:                                             ; preds = %1367, %1369, %1372, %1378
  %1385 = phi i32 [ %1368, %1367 ], [ %1383, %1378 ], [ %1377, %1372 ], [ %1371, %1369 ]
  %1386 = insertelement <16 x i32> poison, i32 %1385, i64 0
  %1387 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %38, i64 %1364
  %1388 = load <16 x i32>, ptr %1387, align 64
  %1389 = xor <16 x i32> %1386, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1390 = shufflevector <16 x i32> %1389, <16 x i32> poison, <16 x i32> zeroinitializer
  %1391 = bitcast <16 x i32> %1390 to <64 x i8>
  %1392 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1388, <64 x i8> %1391, <64 x i8> %1358)
  store <16 x i32> %1392, ptr %1387, align 64
  br i1 %302, label %1393, label %1397

1393:                                             ; preds = %1384
  %1394 = getelementptr inbounds nuw i8, ptr %1387, i64 64
  %1395 = load <16 x i32>, ptr %1394, align 64
  %1396 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1395, <64 x i8> %1391, <64 x i8> %1359)
  store <16 x i32> %1396, ptr %1394, align 64
  br label %1397

1397:                                             ; preds = %1393, %1384
  %1398 = add nuw nsw i64 %1364, 1
  %1399 = icmp eq i64 %1398, %1319
  br i1 %1399, label %1360, label %1363

1400:                                             ; preds = %1326, %1312
  %1401 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %315, <16 x i1> %316, <16 x i32> zeroinitializer)
  br i1 %89, label %1404, label %1402

1402:                                             ; preds = %1400
  %1403 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %317, <16 x i1> %316, <16 x i32> zeroinitializer)
  br label %1404

1404:                                             ; preds = %1402, %1400
  %1405 = phi <16 x i32> [ %1403, %1402 ], [ zeroinitializer, %1400 ]
  %1406 = sub <16 x i32> %1405, %1401
  br i1 %90, label %1410, label %1407

1407:                                             ; preds = %1404
  %1408 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %318, <16 x i1> %316, <16 x i32> zeroinitializer)
  %1409 = add <16 x i32> %1408, %1406
  br label %1410

1410:                                             ; preds = %1407, %1404
  %1411 = phi <16 x i32> [ %1409, %1407 ], [ %1406, %1404 ]
  %1412 = load <16 x i32>, ptr %38, align 64
  %1413 = add <16 x i32> %1412, %1411
  %1414 = sitofp <16 x i32> %1413 to <16 x float>
  %1415 = fmul <16 x float> %62, %1414
  %1416 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1415, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1417 = fcmp uge <16 x float> %1416, splat (float 0x41E0000000000000)
  %1418 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1416, i32 4)
  %1419 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1418, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1420 = select <16 x i1> %1417, <16 x i32> splat (i32 2147483647), <16 x i32> %1419
  %1421 = add <16 x i32> %1420, %65
  %1422 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1421, <16 x i32> %68)
  %1423 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1422, <16 x i32> %71)
  %1424 = load <16 x i32>, ptr %92, align 64
  %1425 = add <16 x i32> %1424, %1411
  %1426 = sitofp <16 x i32> %1425 to <16 x float>
  %1427 = fmul <16 x float> %62, %1426
  %1428 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1427, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1429 = fcmp uge <16 x float> %1428, splat (float 0x41E0000000000000)
  %1430 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1428, i32 4)
  %1431 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1430, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1432 = select <16 x i1> %1429, <16 x i32> splat (i32 2147483647), <16 x i32> %1431
  %1433 = add <16 x i32> %1432, %65
  %1434 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1433, <16 x i32> %68)
  %1435 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1434, <16 x i32> %71)
  %1436 = load <16 x i32>, ptr %93, align 64
  %1437 = add <16 x i32> %1436, %1411
  %1438 = sitofp <16 x i32> %1437 to <16 x float>
  %1439 = fmul <16 x float> %62, %1438
  %1440 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1439, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1441 = fcmp uge <16 x float> %1440, splat (float 0x41E0000000000000)
  %1442 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1440, i32 4)
  %1443 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1442, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1444 = select <16 x i1> %1441, <16 x i32> splat (i32 2147483647), <16 x i32> %1443
  %1445 = add <16 x i32> %1444, %65
  %1446 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1445, <16 x i32> %68)
  %1447 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1446, <16 x i32> %71)
  %1448 = load <16 x i32>, ptr %94, align 64
  %1449 = add <16 x i32> %1448, %1411
  %1450 = sitofp <16 x i32> %1449 to <16 x float>
  %1451 = fmul <16 x float> %62, %1450
  %1452 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1451, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1453 = fcmp uge <16 x float> %1452, splat (float 0x41E0000000000000)
  %1454 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1452, i32 4)
  %1455 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1454, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1456 = select <16 x i1> %1453, <16 x i32> splat (i32 2147483647), <16 x i32> %1455
  %1457 = add <16 x i32> %1456, %65
  %1458 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1457, <16 x i32> %68)
  %1459 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1458, <16 x i32> %71)
  %1460 = load <16 x i32>, ptr %95, align 64
  %1461 = add <16 x i32> %1460, %1411
  %1462 = sitofp <16 x i32> %1461 to <16 x float>
  %1463 = fmul <16 x float> %62, %1462
  %1464 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1463, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1465 = fcmp uge <16 x float> %1464, splat (float 0x41E0000000000000)
  %1466 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1464, i32 4)
  %1467 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1466, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1468 = select <16 x i1> %1465, <16 x i32> splat (i32 2147483647), <16 x i32> %1467
  %1469 = add <16 x i32> %1468, %65
  %1470 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1469, <16 x i32> %68)
  %1471 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1470, <16 x i32> %71)
  %1472 = load <16 x i32>, ptr %96, align 64
  %1473 = add <16 x i32> %1472, %1411
  %1474 = sitofp <16 x i32> %1473 to <16 x float>
  %1475 = fmul <16 x float> %62, %1474
  %1476 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1475, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1477 = fcmp uge <16 x float> %1476, splat (float 0x41E0000000000000)
  %1478 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1476, i32 4)
  %1479 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1478, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1480 = select <16 x i1> %1477, <16 x i32> splat (i32 2147483647), <16 x i32> %1479
  %1481 = add <16 x i32> %1480, %65
  %1482 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1481, <16 x i32> %68)
  %1483 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1482, <16 x i32> %71)
  %1484 = load <16 x i32>, ptr %97, align 64
  %1485 = add <16 x i32> %1484, %1411
  %1486 = sitofp <16 x i32> %1485 to <16 x float>
  %1487 = fmul <16 x float> %62, %1486
  %1488 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1487, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1489 = fcmp uge <16 x float> %1488, splat (float 0x41E0000000000000)
  %1490 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1488, i32 4)
  %1491 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1490, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1492 = select <16 x i1> %1489, <16 x i32> splat (i32 2147483647), <16 x i32> %1491
  %1493 = add <16 x i32> %1492, %65
  %1494 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1493, <16 x i32> %68)
  %1495 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1494, <16 x i32> %71)
  %1496 = load <16 x i32>, ptr %98, align 64
  %1497 = add <16 x i32> %1496, %1411
  %1498 = sitofp <16 x i32> %1497 to <16 x float>
  %1499 = fmul <16 x float> %62, %1498
  %1500 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1499, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1501 = fcmp uge <16 x float> %1500, splat (float 0x41E0000000000000)
  %1502 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1500, i32 4)
  %1503 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1502, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1504 = select <16 x i1> %1501, <16 x i32> splat (i32 2147483647), <16 x i32> %1503
  %1505 = add <16 x i32> %1504, %65
  %1506 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1505, <16 x i32> %68)
  %1507 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1506, <16 x i32> %71)
  %1508 = getelementptr inbounds i8, ptr %1316, i64 %319
  %1509 = and i1 %72, %350
  br i1 %1509, label %1510, label %1648

1510:                                             ; preds = %1410
  %1511 = shufflevector <16 x i32> %1423, <16 x i32> %1435, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1512 = trunc <16 x i32> %1511 to <16 x i8>
  %1513 = shufflevector <16 x i32> %1447, <16 x i32> %1459, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1514 = trunc <16 x i32> %1513 to <16 x i8>
  %1515 = shufflevector <16 x i32> %1471, <16 x i32> %1483, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1516 = trunc <16 x i32> %1515 to <16 x i8>
  %1517 = shufflevector <16 x i32> %1495, <16 x i32> %1507, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1518 = trunc <16 x i32> %1517 to <16 x i8>
  %1519 = shufflevector <16 x i32> %1423, <16 x i32> %1435, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1520 = trunc <16 x i32> %1519 to <16 x i8>
  %1521 = shufflevector <16 x i32> %1447, <16 x i32> %1459, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1522 = trunc <16 x i32> %1521 to <16 x i8>
  %1523 = shufflevector <16 x i32> %1471, <16 x i32> %1483, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1524 = trunc <16 x i32> %1523 to <16 x i8>
  %1525 = shufflevector <16 x i32> %1495, <16 x i32> %1507, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1526 = trunc <16 x i32> %1525 to <16 x i8>
  %1527 = bitcast <16 x i8> %1512 to <8 x i16>
  %1528 = bitcast <16 x i8> %1514 to <8 x i16>
  %1529 = shufflevector <8 x i16> %1527, <8 x i16> %1528, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1530 = shufflevector <8 x i16> %1527, <8 x i16> %1528, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1531 = bitcast <16 x i8> %1516 to <8 x i16>
  %1532 = bitcast <16 x i8> %1518 to <8 x i16>
  %1533 = shufflevector <8 x i16> %1531, <8 x i16> %1532, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1534 = shufflevector <8 x i16> %1531, <8 x i16> %1532, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1535 = bitcast <8 x i16> %1529 to <4 x i32>
  %1536 = bitcast <8 x i16> %1533 to <4 x i32>
  %1537 = shufflevector <4 x i32> %1535, <4 x i32> %1536, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1538 = shufflevector <4 x i32> %1535, <4 x i32> %1536, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1539 = bitcast <8 x i16> %1530 to <4 x i32>
  %1540 = bitcast <8 x i16> %1534 to <4 x i32>
  %1541 = shufflevector <4 x i32> %1539, <4 x i32> %1540, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1542 = shufflevector <4 x i32> %1539, <4 x i32> %1540, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1543 = bitcast <16 x i8> %1520 to <8 x i16>
  %1544 = bitcast <16 x i8> %1522 to <8 x i16>
  %1545 = shufflevector <8 x i16> %1543, <8 x i16> %1544, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1546 = shufflevector <8 x i16> %1543, <8 x i16> %1544, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1547 = bitcast <16 x i8> %1524 to <8 x i16>
  %1548 = bitcast <16 x i8> %1526 to <8 x i16>
  %1549 = shufflevector <8 x i16> %1547, <8 x i16> %1548, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1550 = shufflevector <8 x i16> %1547, <8 x i16> %1548, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1551 = bitcast <8 x i16> %1545 to <4 x i32>
  %1552 = bitcast <8 x i16> %1549 to <4 x i32>
  %1553 = shufflevector <4 x i32> %1551, <4 x i32> %1552, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1554 = shufflevector <4 x i32> %1551, <4 x i32> %1552, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1555 = bitcast <8 x i16> %1546 to <4 x i32>
  %1556 = bitcast <8 x i16> %1550 to <4 x i32>
  %1557 = shufflevector <4 x i32> %1555, <4 x i32> %1556, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1558 = shufflevector <4 x i32> %1555, <4 x i32> %1556, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %309, label %1559, label %1607

1559:                                             ; preds = %1510
  %1560 = bitcast <4 x i32> %1558 to <2 x i64>
  %1561 = bitcast <4 x i32> %1557 to <2 x i64>
  %1562 = bitcast <4 x i32> %1554 to <2 x i64>
  %1563 = bitcast <4 x i32> %1553 to <2 x i64>
  %1564 = bitcast <4 x i32> %1542 to <2 x i64>
  %1565 = bitcast <4 x i32> %1541 to <2 x i64>
  %1566 = bitcast <4 x i32> %1538 to <2 x i64>
  %1567 = bitcast <4 x i32> %1537 to <2 x i64>
  %1568 = extractelement <2 x i64> %1567, i64 0
  store i64 %1568, ptr %1508, align 1
  %1569 = getelementptr inbounds i8, ptr %1508, i64 %80
  %1570 = bitcast <4 x i32> %1537 to <2 x double>
  %1571 = extractelement <2 x double> %1570, i64 1
  store double %1571, ptr %1569, align 1
  %1572 = getelementptr inbounds i8, ptr %1508, i64 %113
  %1573 = extractelement <2 x i64> %1566, i64 0
  store i64 %1573, ptr %1572, align 1
  %1574 = getelementptr inbounds i8, ptr %1508, i64 %114
  %1575 = bitcast <4 x i32> %1538 to <2 x double>
  %1576 = extractelement <2 x double> %1575, i64 1
  store double %1576, ptr %1574, align 1
  %1577 = getelementptr inbounds i8, ptr %1508, i64 %115
  %1578 = extractelement <2 x i64> %1565, i64 0
  store i64 %1578, ptr %1577, align 1
  %1579 = getelementptr inbounds i8, ptr %1508, i64 %116
  %1580 = bitcast <4 x i32> %1541 to <2 x double>
  %1581 = extractelement <2 x double> %1580, i64 1
  store double %1581, ptr %1579, align 1
  %1582 = getelementptr inbounds i8, ptr %1508, i64 %117
  %1583 = extractelement <2 x i64> %1564, i64 0
  store i64 %1583, ptr %1582, align 1
  %1584 = getelementptr inbounds i8, ptr %1508, i64 %118
  %1585 = bitcast <4 x i32> %1542 to <2 x double>
  %1586 = extractelement <2 x double> %1585, i64 1
  store double %1586, ptr %1584, align 1
  %1587 = getelementptr inbounds i8, ptr %1508, i64 %119
  %1588 = extractelement <2 x i64> %1563, i64 0
  store i64 %1588, ptr %1587, align 1
  %1589 = getelementptr inbounds i8, ptr %1508, i64 %120
  %1590 = bitcast <4 x i32> %1553 to <2 x double>
  %1591 = extractelement <2 x double> %1590, i64 1
  store double %1591, ptr %1589, align 1
  %1592 = getelementptr inbounds i8, ptr %1508, i64 %121
  %1593 = extractelement <2 x i64> %1562, i64 0
  store i64 %1593, ptr %1592, align 1
  %1594 = getelementptr inbounds i8, ptr %1508, i64 %122
  %1595 = bitcast <4 x i32> %1554 to <2 x double>
  %1596 = extractelement <2 x double> %1595, i64 1
  store double %1596, ptr %1594, align 1
  %1597 = getelementptr inbounds i8, ptr %1508, i64 %123
  %1598 = extractelement <2 x i64> %1561, i64 0
  store i64 %1598, ptr %1597, align 1
  %1599 = getelementptr inbounds i8, ptr %1508, i64 %124
  %1600 = bitcast <4 x i32> %1557 to <2 x double>
  %1601 = extractelement <2 x double> %1600, i64 1
  store double %1601, ptr %1599, align 1
  %1602 = getelementptr inbounds i8, ptr %1508, i64 %125
  %1603 = extractelement <2 x i64> %1560, i64 0
  store i64 %1603, ptr %1602, align 1
  %1604 = getelementptr inbounds i8, ptr %1508, i64 %126
  %1605 = bitcast <4 x i32> %1558 to <2 x double>
  %1606 = extractelement <2 x double> %1605, i64 1
  store double %1606, ptr %1604, align 1
  br label %1713

1607:                                             ; preds = %1510
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  store <4 x i32> %1537, ptr %30, align 16
  store <4 x i32> %1538, ptr %106, align 16
  store <4 x i32> %1541, ptr %107, align 16
  store <4 x i32> %1542, ptr %108, align 16
  store <4 x i32> %1553, ptr %109, align 16
  store <4 x i32> %1554, ptr %110, align 16
  store <4 x i32> %1557, ptr %111, align 16
  store <4 x i32> %1558, ptr %112, align 16
  br i1 %320, label %1608, label %1622

1608:                                             ; preds = %1607
  br i1 %335, label %1610, label %1623

1609:                                             ; preds = %1623
  br i1 %250, label %1622, label %1610

1610:                                             ; preds = %1609, %1608
  %1611 = phi i64 [ 0, %1608 ], [ %1645, %1609 ]
  tail call void @llvm.assume(i1 %251)
  br label %1612

1612:                                             ; preds = %1612, %1610
  %1613 = phi i64 [ %1619, %1612 ], [ %1611, %1610 ]
  %1614 = phi i64 [ %1620, %1612 ], [ 0, %1610 ]
  %1615 = mul nsw i64 %1613, %80
  %1616 = getelementptr inbounds i8, ptr %1508, i64 %1615
  %1617 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1613
  %1618 = load i64, ptr %1617, align 8
  store i64 %1618, ptr %1616, align 1
  %1619 = add nuw nsw i64 %1613, 1
  %1620 = add i64 %1614, 1
  %1621 = icmp eq i64 %1620, %249
  br i1 %1621, label %1622, label %1612

1622:                                             ; preds = %1609, %1612, %1607
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %1713

1623:                                             ; preds = %1608, %1623
  %1624 = phi i64 [ %1645, %1623 ], [ 0, %1608 ]
  %1625 = phi i64 [ %1646, %1623 ], [ 0, %1608 ]
  %1626 = mul nsw i64 %1624, %80
  %1627 = getelementptr inbounds i8, ptr %1508, i64 %1626
  %1628 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1624
  %1629 = load i64, ptr %1628, align 16
  store i64 %1629, ptr %1627, align 1
  %1630 = or disjoint i64 %1624, 1
  %1631 = mul nsw i64 %1630, %80
  %1632 = getelementptr inbounds i8, ptr %1508, i64 %1631
  %1633 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1630
  %1634 = load i64, ptr %1633, align 8
  store i64 %1634, ptr %1632, align 1
  %1635 = or disjoint i64 %1624, 2
  %1636 = mul nsw i64 %1635, %80
  %1637 = getelementptr inbounds i8, ptr %1508, i64 %1636
  %1638 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1635
  %1639 = load i64, ptr %1638, align 16
  store i64 %1639, ptr %1637, align 1
  %1640 = or disjoint i64 %1624, 3
  %1641 = mul nsw i64 %1640, %80
  %1642 = getelementptr inbounds i8, ptr %1508, i64 %1641
  %1643 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1640
  %1644 = load i64, ptr %1643, align 8
  store i64 %1644, ptr %1642, align 1
  %1645 = add nuw nsw i64 %1624, 4
  %1646 = add i64 %1625, 4
  %1647 = icmp eq i64 %1646, %336
  br i1 %1647, label %1609, label %1623

1648:                                             ; preds = %1410
  %1649 = trunc <16 x i32> %1507 to <16 x i8>
  %1650 = trunc <16 x i32> %1495 to <16 x i8>
  %1651 = trunc <16 x i32> %1483 to <16 x i8>
  %1652 = trunc <16 x i32> %1471 to <16 x i8>
  %1653 = trunc <16 x i32> %1459 to <16 x i8>
  %1654 = trunc <16 x i32> %1447 to <16 x i8>
  %1655 = trunc <16 x i32> %1435 to <16 x i8>
  %1656 = trunc <16 x i32> %1423 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x i8> %1656, ptr %31, align 16
  store <16 x i8> %1655, ptr %99, align 16
  store <16 x i8> %1654, ptr %100, align 16
  store <16 x i8> %1653, ptr %101, align 16
  store <16 x i8> %1652, ptr %102, align 16
  store <16 x i8> %1651, ptr %103, align 16
  store <16 x i8> %1650, ptr %104, align 16
  store <16 x i8> %1649, ptr %105, align 16
  br i1 %320, label %1657, label %1671

1657:                                             ; preds = %1648
  %1658 = icmp sgt i32 %349, 0
  %1659 = zext i32 %349 to i64
  %1660 = and i64 %1659, 3
  %1661 = icmp ult i32 %349, 4
  %1662 = and i64 %1659, 2147483644
  %1663 = icmp eq i64 %1660, 0
  %1664 = icmp ne i64 %1660, 0
  br label %1665

1665:                                             ; preds = %1657, %1685
  %1666 = phi i64 [ 0, %1657 ], [ %1686, %1685 ]
  %1667 = getelementptr inbounds nuw i8, ptr %31, i64 %1666
  br i1 %1658, label %1668, label %1685

1668:                                             ; preds = %1665
  %1669 = mul nsw i64 %1666, %80
  %1670 = getelementptr i8, ptr %1508, i64 %1669
  br i1 %1661, label %1673, label %1688

1671:                                             ; preds = %1685, %1648
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %1713

1672:                                             ; preds = %1688
  br i1 %1663, label %1685, label %1673

1673:                                             ; preds = %1672, %1668
  %1674 = phi i64 [ 0, %1668 ], [ %1710, %1672 ]
  tail call void @llvm.assume(i1 %1664)
  br label %1675

1675:                                             ; preds = %1675, %1673
  %1676 = phi i64 [ %1674, %1673 ], [ %1682, %1675 ]
  %1677 = phi i64 [ 0, %1673 ], [ %1683, %1675 ]
  %1678 = getelementptr inbounds nuw [16 x i8], ptr %1667, i64 %1676
  %1679 = load i8, ptr %1678, align 1
  %1680 = mul nsw i64 %22, %1676
  %1681 = getelementptr i8, ptr %1670, i64 %1680
  store i8 %1679, ptr %1681, align 1
  %1682 = add nuw nsw i64 %1676, 1
  %1683 = add i64 %1677, 1
  %1684 = icmp eq i64 %1683, %1660
  br i1 %1684, label %1685, label %1675

1685:                                             ; preds = %1672, %1675, %1665
  %1686 = add nuw nsw i64 %1666, 1
  %1687 = icmp eq i64 %1686, %310
  br i1 %1687, label %1671, label %1665

1688:                                             ; preds = %1668, %1688
  %1689 = phi i64 [ %1710, %1688 ], [ 0, %1668 ]
  %1690 = phi i64 [ %1711, %1688 ], [ 0, %1668 ]
  %1691 = getelementptr inbounds nuw [16 x i8], ptr %1667, i64 %1689
  %1692 = load i8, ptr %1691, align 1
  %1693 = mul nsw i64 %22, %1689
  %1694 = getelementptr i8, ptr %1670, i64 %1693
  store i8 %1692, ptr %1694, align 1
  %1695 = or disjoint i64 %1689, 1
  %1696 = getelementptr inbounds nuw [16 x i8], ptr %1667, i64 %1695
  %1697 = load i8, ptr %1696, align 1
  %1698 = mul nsw i64 %22, %1695
  %1699 = getelementptr i8, ptr %1670, i64 %1698
  store i8 %1697, ptr %1699, align 1
  %1700 = or disjoint i64 %1689, 2
  %1701 = getelementptr inbounds nuw [16 x i8], ptr %1667, i64 %1700
  %1702 = load i8, ptr %1701, align 1
  %1703 = mul nsw i64 %22, %1700
  %1704 = getelementptr i8, ptr %1670, i64 %1703
  store i8 %1702, ptr %1704, align 1
  %1705 = or disjoint i64 %1689, 3
  %1706 = getelementptr inbounds nuw [16 x i8], ptr %1667, i64 %1705
  %1707 = load i8, ptr %1706, align 1
  %1708 = mul nsw i64 %22, %1705
  %1709 = getelementptr i8, ptr %1670, i64 %1708
  store i8 %1707, ptr %1709, align 1
  %1710 = add nuw nsw i64 %1689, 4
  %1711 = add i64 %1690, 4
  %1712 = icmp eq i64 %1711, %1662
  br i1 %1712, label %1672, label %1688

1713:                                             ; preds = %1622, %1559, %1671
  br i1 %302, label %1714, label %2026

1714:                                             ; preds = %1713
  %1715 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %329, <16 x i1> %330, <16 x i32> zeroinitializer)
  br i1 %89, label %1718, label %1716

1716:                                             ; preds = %1714
  %1717 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %331, <16 x i1> %330, <16 x i32> zeroinitializer)
  br label %1718

1718:                                             ; preds = %1716, %1714
  %1719 = phi <16 x i32> [ %1717, %1716 ], [ zeroinitializer, %1714 ]
  %1720 = sub <16 x i32> %1719, %1715
  br i1 %90, label %1724, label %1721

1721:                                             ; preds = %1718
  %1722 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %332, <16 x i1> %330, <16 x i32> zeroinitializer)
  %1723 = add <16 x i32> %1722, %1720
  br label %1724

1724:                                             ; preds = %1721, %1718
  %1725 = phi <16 x i32> [ %1723, %1721 ], [ %1720, %1718 ]
  %1726 = load <16 x i32>, ptr %127, align 64
  %1727 = add <16 x i32> %1726, %1725
  %1728 = sitofp <16 x i32> %1727 to <16 x float>
  %1729 = fmul <16 x float> %62, %1728
  %1730 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1729, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1731 = fcmp uge <16 x float> %1730, splat (float 0x41E0000000000000)
  %1732 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1730, i32 4)
  %1733 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1732, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1734 = select <16 x i1> %1731, <16 x i32> splat (i32 2147483647), <16 x i32> %1733
  %1735 = add <16 x i32> %1734, %65
  %1736 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1735, <16 x i32> %68)
  %1737 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1736, <16 x i32> %71)
  %1738 = load <16 x i32>, ptr %128, align 64
  %1739 = add <16 x i32> %1738, %1725
  %1740 = sitofp <16 x i32> %1739 to <16 x float>
  %1741 = fmul <16 x float> %62, %1740
  %1742 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1741, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1743 = fcmp uge <16 x float> %1742, splat (float 0x41E0000000000000)
  %1744 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1742, i32 4)
  %1745 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1744, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1746 = select <16 x i1> %1743, <16 x i32> splat (i32 2147483647), <16 x i32> %1745
  %1747 = add <16 x i32> %1746, %65
  %1748 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1747, <16 x i32> %68)
  %1749 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1748, <16 x i32> %71)
  %1750 = load <16 x i32>, ptr %129, align 64
  %1751 = add <16 x i32> %1750, %1725
  %1752 = sitofp <16 x i32> %1751 to <16 x float>
  %1753 = fmul <16 x float> %62, %1752
  %1754 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1753, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1755 = fcmp uge <16 x float> %1754, splat (float 0x41E0000000000000)
  %1756 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1754, i32 4)
  %1757 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1756, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1758 = select <16 x i1> %1755, <16 x i32> splat (i32 2147483647), <16 x i32> %1757
  %1759 = add <16 x i32> %1758, %65
  %1760 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1759, <16 x i32> %68)
  %1761 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1760, <16 x i32> %71)
  %1762 = load <16 x i32>, ptr %130, align 64
  %1763 = add <16 x i32> %1762, %1725
  %1764 = sitofp <16 x i32> %1763 to <16 x float>
  %1765 = fmul <16 x float> %62, %1764
  %1766 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1765, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1767 = fcmp uge <16 x float> %1766, splat (float 0x41E0000000000000)
  %1768 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1766, i32 4)
  %1769 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1768, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1770 = select <16 x i1> %1767, <16 x i32> splat (i32 2147483647), <16 x i32> %1769
  %1771 = add <16 x i32> %1770, %65
  %1772 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1771, <16 x i32> %68)
  %1773 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1772, <16 x i32> %71)
  %1774 = load <16 x i32>, ptr %131, align 64
  %1775 = add <16 x i32> %1774, %1725
  %1776 = sitofp <16 x i32> %1775 to <16 x float>
  %1777 = fmul <16 x float> %62, %1776
  %1778 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1777, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1779 = fcmp uge <16 x float> %1778, splat (float 0x41E0000000000000)
  %1780 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1778, i32 4)
  %1781 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1780, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1782 = select <16 x i1> %1779, <16 x i32> splat (i32 2147483647), <16 x i32> %1781
  %1783 = add <16 x i32> %1782, %65
  %1784 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1783, <16 x i32> %68)
  %1785 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1784, <16 x i32> %71)
  %1786 = load <16 x i32>, ptr %132, align 64
  %1787 = add <16 x i32> %1786, %1725
  %1788 = sitofp <16 x i32> %1787 to <16 x float>
  %1789 = fmul <16 x float> %62, %1788
  %1790 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1789, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1791 = fcmp uge <16 x float> %1790, splat (float 0x41E0000000000000)
  %1792 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1790, i32 4)
  %1793 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1792, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1794 = select <16 x i1> %1791, <16 x i32> splat (i32 2147483647), <16 x i32> %1793
  %1795 = add <16 x i32> %1794, %65
  %1796 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1795, <16 x i32> %68)
  %1797 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1796, <16 x i32> %71)
  %1798 = load <16 x i32>, ptr %133, align 64
  %1799 = add <16 x i32> %1798, %1725
  %1800 = sitofp <16 x i32> %1799 to <16 x float>
  %1801 = fmul <16 x float> %62, %1800
  %1802 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1801, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1803 = fcmp uge <16 x float> %1802, splat (float 0x41E0000000000000)
  %1804 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1802, i32 4)
  %1805 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1804, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1806 = select <16 x i1> %1803, <16 x i32> splat (i32 2147483647), <16 x i32> %1805
  %1807 = add <16 x i32> %1806, %65
  %1808 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1807, <16 x i32> %68)
  %1809 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1808, <16 x i32> %71)
  %1810 = load <16 x i32>, ptr %134, align 64
  %1811 = add <16 x i32> %1810, %1725
  %1812 = sitofp <16 x i32> %1811 to <16 x float>
  %1813 = fmul <16 x float> %62, %1812
  %1814 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1813, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1815 = fcmp uge <16 x float> %1814, splat (float 0x41E0000000000000)
  %1816 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1814, i32 4)
  %1817 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1816, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1818 = select <16 x i1> %1815, <16 x i32> splat (i32 2147483647), <16 x i32> %1817
  %1819 = add <16 x i32> %1818, %65
  %1820 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1819, <16 x i32> %68)
  %1821 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1820, <16 x i32> %71)
  %1822 = getelementptr inbounds i8, ptr %1316, i64 %333
  br i1 %1509, label %1823, label %1961

1823:                                             ; preds = %1724
  %1824 = shufflevector <16 x i32> %1737, <16 x i32> %1749, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1825 = trunc <16 x i32> %1824 to <16 x i8>
  %1826 = shufflevector <16 x i32> %1761, <16 x i32> %1773, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1827 = trunc <16 x i32> %1826 to <16 x i8>
  %1828 = shufflevector <16 x i32> %1785, <16 x i32> %1797, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1829 = trunc <16 x i32> %1828 to <16 x i8>
  %1830 = shufflevector <16 x i32> %1809, <16 x i32> %1821, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1831 = trunc <16 x i32> %1830 to <16 x i8>
  %1832 = shufflevector <16 x i32> %1737, <16 x i32> %1749, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1833 = trunc <16 x i32> %1832 to <16 x i8>
  %1834 = shufflevector <16 x i32> %1761, <16 x i32> %1773, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1835 = trunc <16 x i32> %1834 to <16 x i8>
  %1836 = shufflevector <16 x i32> %1785, <16 x i32> %1797, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1837 = trunc <16 x i32> %1836 to <16 x i8>
  %1838 = shufflevector <16 x i32> %1809, <16 x i32> %1821, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1839 = trunc <16 x i32> %1838 to <16 x i8>
  %1840 = bitcast <16 x i8> %1825 to <8 x i16>
  %1841 = bitcast <16 x i8> %1827 to <8 x i16>
  %1842 = shufflevector <8 x i16> %1840, <8 x i16> %1841, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1843 = shufflevector <8 x i16> %1840, <8 x i16> %1841, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1844 = bitcast <16 x i8> %1829 to <8 x i16>
  %1845 = bitcast <16 x i8> %1831 to <8 x i16>
  %1846 = shufflevector <8 x i16> %1844, <8 x i16> %1845, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1847 = shufflevector <8 x i16> %1844, <8 x i16> %1845, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1848 = bitcast <8 x i16> %1842 to <4 x i32>
  %1849 = bitcast <8 x i16> %1846 to <4 x i32>
  %1850 = shufflevector <4 x i32> %1848, <4 x i32> %1849, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1851 = shufflevector <4 x i32> %1848, <4 x i32> %1849, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1852 = bitcast <8 x i16> %1843 to <4 x i32>
  %1853 = bitcast <8 x i16> %1847 to <4 x i32>
  %1854 = shufflevector <4 x i32> %1852, <4 x i32> %1853, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1855 = shufflevector <4 x i32> %1852, <4 x i32> %1853, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1856 = bitcast <16 x i8> %1833 to <8 x i16>
  %1857 = bitcast <16 x i8> %1835 to <8 x i16>
  %1858 = shufflevector <8 x i16> %1856, <8 x i16> %1857, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1859 = shufflevector <8 x i16> %1856, <8 x i16> %1857, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1860 = bitcast <16 x i8> %1837 to <8 x i16>
  %1861 = bitcast <16 x i8> %1839 to <8 x i16>
  %1862 = shufflevector <8 x i16> %1860, <8 x i16> %1861, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1863 = shufflevector <8 x i16> %1860, <8 x i16> %1861, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1864 = bitcast <8 x i16> %1858 to <4 x i32>
  %1865 = bitcast <8 x i16> %1862 to <4 x i32>
  %1866 = shufflevector <4 x i32> %1864, <4 x i32> %1865, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1867 = shufflevector <4 x i32> %1864, <4 x i32> %1865, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1868 = bitcast <8 x i16> %1859 to <4 x i32>
  %1869 = bitcast <8 x i16> %1863 to <4 x i32>
  %1870 = shufflevector <4 x i32> %1868, <4 x i32> %1869, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1871 = shufflevector <4 x i32> %1868, <4 x i32> %1869, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %323, label %1872, label %1920

1872:                                             ; preds = %1823
  %1873 = bitcast <4 x i32> %1871 to <2 x i64>
  %1874 = bitcast <4 x i32> %1870 to <2 x i64>
  %1875 = bitcast <4 x i32> %1867 to <2 x i64>
  %1876 = bitcast <4 x i32> %1866 to <2 x i64>
  %1877 = bitcast <4 x i32> %1855 to <2 x i64>
  %1878 = bitcast <4 x i32> %1854 to <2 x i64>
  %1879 = bitcast <4 x i32> %1851 to <2 x i64>
  %1880 = bitcast <4 x i32> %1850 to <2 x i64>
  %1881 = extractelement <2 x i64> %1880, i64 0
  store i64 %1881, ptr %1822, align 1
  %1882 = getelementptr inbounds i8, ptr %1822, i64 %80
  %1883 = bitcast <4 x i32> %1850 to <2 x double>
  %1884 = extractelement <2 x double> %1883, i64 1
  store double %1884, ptr %1882, align 1
  %1885 = getelementptr inbounds i8, ptr %1822, i64 %149
  %1886 = extractelement <2 x i64> %1879, i64 0
  store i64 %1886, ptr %1885, align 1
  %1887 = getelementptr inbounds i8, ptr %1822, i64 %150
  %1888 = bitcast <4 x i32> %1851 to <2 x double>
  %1889 = extractelement <2 x double> %1888, i64 1
  store double %1889, ptr %1887, align 1
  %1890 = getelementptr inbounds i8, ptr %1822, i64 %151
  %1891 = extractelement <2 x i64> %1878, i64 0
  store i64 %1891, ptr %1890, align 1
  %1892 = getelementptr inbounds i8, ptr %1822, i64 %152
  %1893 = bitcast <4 x i32> %1854 to <2 x double>
  %1894 = extractelement <2 x double> %1893, i64 1
  store double %1894, ptr %1892, align 1
  %1895 = getelementptr inbounds i8, ptr %1822, i64 %153
  %1896 = extractelement <2 x i64> %1877, i64 0
  store i64 %1896, ptr %1895, align 1
  %1897 = getelementptr inbounds i8, ptr %1822, i64 %154
  %1898 = bitcast <4 x i32> %1855 to <2 x double>
  %1899 = extractelement <2 x double> %1898, i64 1
  store double %1899, ptr %1897, align 1
  %1900 = getelementptr inbounds i8, ptr %1822, i64 %155
  %1901 = extractelement <2 x i64> %1876, i64 0
  store i64 %1901, ptr %1900, align 1
  %1902 = getelementptr inbounds i8, ptr %1822, i64 %156
  %1903 = bitcast <4 x i32> %1866 to <2 x double>
  %1904 = extractelement <2 x double> %1903, i64 1
  store double %1904, ptr %1902, align 1
  %1905 = getelementptr inbounds i8, ptr %1822, i64 %157
  %1906 = extractelement <2 x i64> %1875, i64 0
  store i64 %1906, ptr %1905, align 1
  %1907 = getelementptr inbounds i8, ptr %1822, i64 %158
  %1908 = bitcast <4 x i32> %1867 to <2 x double>
  %1909 = extractelement <2 x double> %1908, i64 1
  store double %1909, ptr %1907, align 1
  %1910 = getelementptr inbounds i8, ptr %1822, i64 %159
  %1911 = extractelement <2 x i64> %1874, i64 0
  store i64 %1911, ptr %1910, align 1
  %1912 = getelementptr inbounds i8, ptr %1822, i64 %160
  %1913 = bitcast <4 x i32> %1870 to <2 x double>
  %1914 = extractelement <2 x double> %1913, i64 1
  store double %1914, ptr %1912, align 1
  %1915 = getelementptr inbounds i8, ptr %1822, i64 %161
  %1916 = extractelement <2 x i64> %1873, i64 0
  store i64 %1916, ptr %1915, align 1
  %1917 = getelementptr inbounds i8, ptr %1822, i64 %162
  %1918 = bitcast <4 x i32> %1871 to <2 x double>
  %1919 = extractelement <2 x double> %1918, i64 1
  store double %1919, ptr %1917, align 1
  br label %2026

1920:                                             ; preds = %1823
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <4 x i32> %1850, ptr %32, align 16
  store <4 x i32> %1851, ptr %142, align 16
  store <4 x i32> %1854, ptr %143, align 16
  store <4 x i32> %1855, ptr %144, align 16
  store <4 x i32> %1866, ptr %145, align 16
  store <4 x i32> %1867, ptr %146, align 16
  store <4 x i32> %1870, ptr %147, align 16
  store <4 x i32> %1871, ptr %148, align 16
  br i1 %334, label %1921, label %1935

1921:                                             ; preds = %1920
  br i1 %337, label %1923, label %1936

1922:                                             ; preds = %1936
  br i1 %253, label %1935, label %1923

1923:                                             ; preds = %1922, %1921
  %1924 = phi i64 [ 0, %1921 ], [ %1958, %1922 ]
  tail call void @llvm.assume(i1 %254)
  br label %1925

1925:                                             ; preds = %1925, %1923
  %1926 = phi i64 [ %1932, %1925 ], [ %1924, %1923 ]
  %1927 = phi i64 [ %1933, %1925 ], [ 0, %1923 ]
  %1928 = mul nsw i64 %1926, %80
  %1929 = getelementptr inbounds i8, ptr %1822, i64 %1928
  %1930 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1926
  %1931 = load i64, ptr %1930, align 8
  store i64 %1931, ptr %1929, align 1
  %1932 = add nuw nsw i64 %1926, 1
  %1933 = add i64 %1927, 1
  %1934 = icmp eq i64 %1933, %252
  br i1 %1934, label %1935, label %1925

1935:                                             ; preds = %1922, %1925, %1920
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %2026

1936:                                             ; preds = %1921, %1936
  %1937 = phi i64 [ %1958, %1936 ], [ 0, %1921 ]
  %1938 = phi i64 [ %1959, %1936 ], [ 0, %1921 ]
  %1939 = mul nsw i64 %1937, %80
  %1940 = getelementptr inbounds i8, ptr %1822, i64 %1939
  %1941 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1937
  %1942 = load i64, ptr %1941, align 16
  store i64 %1942, ptr %1940, align 1
  %1943 = or disjoint i64 %1937, 1
  %1944 = mul nsw i64 %1943, %80
  %1945 = getelementptr inbounds i8, ptr %1822, i64 %1944
  %1946 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1943
  %1947 = load i64, ptr %1946, align 8
  store i64 %1947, ptr %1945, align 1
  %1948 = or disjoint i64 %1937, 2
  %1949 = mul nsw i64 %1948, %80
  %1950 = getelementptr inbounds i8, ptr %1822, i64 %1949
  %1951 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1948
  %1952 = load i64, ptr %1951, align 16
  store i64 %1952, ptr %1950, align 1
  %1953 = or disjoint i64 %1937, 3
  %1954 = mul nsw i64 %1953, %80
  %1955 = getelementptr inbounds i8, ptr %1822, i64 %1954
  %1956 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1953
  %1957 = load i64, ptr %1956, align 8
  store i64 %1957, ptr %1955, align 1
  %1958 = add nuw nsw i64 %1937, 4
  %1959 = add i64 %1938, 4
  %1960 = icmp eq i64 %1959, %338
  br i1 %1960, label %1922, label %1936

1961:                                             ; preds = %1724
  %1962 = trunc <16 x i32> %1821 to <16 x i8>
  %1963 = trunc <16 x i32> %1809 to <16 x i8>
  %1964 = trunc <16 x i32> %1797 to <16 x i8>
  %1965 = trunc <16 x i32> %1785 to <16 x i8>
  %1966 = trunc <16 x i32> %1773 to <16 x i8>
  %1967 = trunc <16 x i32> %1761 to <16 x i8>
  %1968 = trunc <16 x i32> %1749 to <16 x i8>
  %1969 = trunc <16 x i32> %1737 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x i8> %1969, ptr %33, align 16
  store <16 x i8> %1968, ptr %135, align 16
  store <16 x i8> %1967, ptr %136, align 16
  store <16 x i8> %1966, ptr %137, align 16
  store <16 x i8> %1965, ptr %138, align 16
  store <16 x i8> %1964, ptr %139, align 16
  store <16 x i8> %1963, ptr %140, align 16
  store <16 x i8> %1962, ptr %141, align 16
  br i1 %334, label %1970, label %1984

1970:                                             ; preds = %1961
  %1971 = icmp sgt i32 %349, 0
  %1972 = zext i32 %349 to i64
  %1973 = and i64 %1972, 3
  %1974 = icmp ult i32 %349, 4
  %1975 = and i64 %1972, 2147483644
  %1976 = icmp eq i64 %1973, 0
  %1977 = icmp ne i64 %1973, 0
  br label %1978

1978:                                             ; preds = %1970, %1998
  %1979 = phi i64 [ 0, %1970 ], [ %1999, %1998 ]
  %1980 = getelementptr inbounds nuw i8, ptr %33, i64 %1979
  br i1 %1971, label %1981, label %1998

1981:                                             ; preds = %1978
  %1982 = mul nsw i64 %1979, %80
  %1983 = getelementptr i8, ptr %1822, i64 %1982
  br i1 %1974, label %1986, label %2001

1984:                                             ; preds = %1998, %1961
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %2026

1985:                                             ; preds = %2001
  br i1 %1976, label %1998, label %1986

1986:                                             ; preds = %1985, %1981
  %1987 = phi i64 [ 0, %1981 ], [ %2023, %1985 ]
  tail call void @llvm.assume(i1 %1977)
  br label %1988

1988:                                             ; preds = %1988, %1986
  %1989 = phi i64 [ %1987, %1986 ], [ %1995, %1988 ]
  %1990 = phi i64 [ 0, %1986 ], [ %1996, %1988 ]
  %1991 = getelementptr inbounds nuw [16 x i8], ptr %1980, i64 %1989
  %1992 = load i8, ptr %1991, align 1
  %1993 = mul nsw i64 %22, %1989
  %1994 = getelementptr i8, ptr %1983, i64 %1993
  store i8 %1992, ptr %1994, align 1
  %1995 = add nuw nsw i64 %1989, 1
  %1996 = add i64 %1990, 1
  %1997 = icmp eq i64 %1996, %1973
  br i1 %1997, label %1998, label %1988

1998:                                             ; preds = %1985, %1988, %1978
  %1999 = add nuw nsw i64 %1979, 1
  %2000 = icmp eq i64 %1999, %324
  br i1 %2000, label %1984, label %1978

2001:                                             ; preds = %1981, %2001
  %2002 = phi i64 [ %2023, %2001 ], [ 0, %1981 ]
  %2003 = phi i64 [ %2024, %2001 ], [ 0, %1981 ]
  %2004 = getelementptr inbounds nuw [16 x i8], ptr %1980, i64 %2002
  %2005 = load i8, ptr %2004, align 1
  %2006 = mul nsw i64 %22, %2002
  %2007 = getelementptr i8, ptr %1983, i64 %2006
  store i8 %2005, ptr %2007, align 1
  %2008 = or disjoint i64 %2002, 1
  %2009 = getelementptr inbounds nuw [16 x i8], ptr %1980, i64 %2008
  %2010 = load i8, ptr %2009, align 1
  %2011 = mul nsw i64 %22, %2008
  %2012 = getelementptr i8, ptr %1983, i64 %2011
  store i8 %2010, ptr %2012, align 1
  %2013 = or disjoint i64 %2002, 2
  %2014 = getelementptr inbounds nuw [16 x i8], ptr %1980, i64 %2013
  %2015 = load i8, ptr %2014, align 1
  %2016 = mul nsw i64 %22, %2013
  %2017 = getelementptr i8, ptr %1983, i64 %2016
  store i8 %2015, ptr %2017, align 1
  %2018 = or disjoint i64 %2002, 3
  %2019 = getelementptr inbounds nuw [16 x i8], ptr %1980, i64 %2018
  %2020 = load i8, ptr %2019, align 1
  %2021 = mul nsw i64 %22, %2018
  %2022 = getelementptr i8, ptr %1983, i64 %2021
  store i8 %2020, ptr %2022, align 1
  %2023 = add nuw nsw i64 %2002, 4
  %2024 = add i64 %2003, 4
  %2025 = icmp eq i64 %2024, %1975
  br i1 %2025, label %1985, label %2001

2026:                                             ; preds = %1984, %1872, %1935, %1713
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %2027

2027:                                             ; preds = %1311, %1184, %1247, %2026
  %2028 = add nuw nsw i64 %345, 8
  %2029 = icmp slt i64 %2028, %11
  br i1 %2029, label %344, label %343

2030:                                             ; preds = %343
  %2031 = shl nsw i64 %285, 4
  %2032 = icmp sgt i64 %7, %2031
  br i1 %2032, label %2033, label %2081

2033:                                             ; preds = %2030, %2053
  %2034 = phi i64 [ %2054, %2053 ], [ 0, %2030 ]
  %2035 = shl nsw i64 %2034, 9
  %2036 = getelementptr inbounds nuw i8, ptr %39, i64 %2035
  %2037 = add nuw nsw i64 %2034, %2031
  %2038 = mul nsw i64 %2037, %20
  %2039 = getelementptr inbounds i8, ptr %278, i64 %2038
  br i1 %81, label %2040, label %2053

2040:                                             ; preds = %2033
  br i1 %262, label %2042, label %2056

2041:                                             ; preds = %2056
  br i1 %264, label %2053, label %2042

2042:                                             ; preds = %2041, %2040
  %2043 = phi i64 [ 0, %2040 ], [ %2078, %2041 ]
  tail call void @llvm.assume(i1 %265)
  %2044 = sub nsw i64 %11, %2043
  %2045 = icmp sgt i64 %2044, 63
  %2046 = shl nsw i64 -1, %2044
  %2047 = xor i64 %2046, -1
  %2048 = select i1 %2045, i64 -1, i64 %2047
  %2049 = getelementptr inbounds nuw i8, ptr %2039, i64 %2043
  %2050 = getelementptr inbounds nuw i8, ptr %2036, i64 %2043
  %2051 = bitcast i64 %2048 to <64 x i1>
  %2052 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %2050, <64 x i1> %2051, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %2052, ptr align 1 %2049, <64 x i1> %2051)
  br label %2053

2053:                                             ; preds = %2042, %2041, %2033
  %2054 = add nuw nsw i64 %2034, 1
  %2055 = icmp eq i64 %2054, %299
  br i1 %2055, label %2081, label %2033

2056:                                             ; preds = %2040, %2056
  %2057 = phi i64 [ %2078, %2056 ], [ 0, %2040 ]
  %2058 = phi i64 [ %2079, %2056 ], [ 0, %2040 ]
  %2059 = sub nsw i64 %11, %2057
  %2060 = icmp sgt i64 %2059, 63
  %2061 = shl nsw i64 -1, %2059
  %2062 = xor i64 %2061, -1
  %2063 = select i1 %2060, i64 -1, i64 %2062
  %2064 = getelementptr inbounds nuw i8, ptr %2039, i64 %2057
  %2065 = getelementptr inbounds nuw i8, ptr %2036, i64 %2057
  %2066 = bitcast i64 %2063 to <64 x i1>
  %2067 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %2065, <64 x i1> %2066, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %2067, ptr align 1 %2064, <64 x i1> %2066)
  %2068 = or disjoint i64 %2057, 64
  %2069 = sub nsw i64 %11, %2068
  %2070 = icmp sgt i64 %2069, 63
  %2071 = shl nsw i64 -1, %2069
  %2072 = xor i64 %2071, -1
  %2073 = select i1 %2070, i64 -1, i64 %2072
  %2074 = getelementptr inbounds nuw i8, ptr %2039, i64 %2068
  %2075 = getelementptr inbounds nuw i8, ptr %2036, i64 %2068
  %2076 = bitcast i64 %2073 to <64 x i1>
  %2077 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %2075, <64 x i1> %2076, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %2077, ptr align 1 %2074, <64 x i1> %2076)
  %2078 = add nuw nsw i64 %2057, 128
  %2079 = add i64 %2058, 2
  %2080 = icmp eq i64 %2079, %263
  br i1 %2080, label %2041, label %2056

2081:                                             ; preds = %2053, %2030, %343
  %2082 = add nuw nsw i64 %285, 2
  %2083 = icmp slt i64 %2082, %45
  %2084 = add i64 %284, -32
  %2085 = add i64 %283, 1
  br i1 %2083, label %282, label %279
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr captures(none), <16 x i1>)

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
