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

116:                                              ; preds = %639, %91
  %117 = add nuw nsw i64 %92, 8
  %118 = icmp slt i64 %117, %11
  br i1 %118, label %91, label %88

119:                                              ; preds = %97, %639
  %120 = phi i64 [ 0, %97 ], [ %640, %639 ]
  %121 = mul nsw i64 %120, %32
  %122 = getelementptr inbounds i8, ptr %38, i64 %121
  %123 = icmp slt i64 %120, %46
  %124 = select i1 %102, i1 %123, i1 false
  br i1 %124, label %125, label %473

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
  br label %639

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

295:                                              ; preds = %451, %270
  %296 = phi <16 x i32> [ %271, %270 ], [ %470, %451 ]
  %297 = phi <16 x i32> [ %272, %270 ], [ %469, %451 ]
  %298 = phi <16 x i32> [ %273, %270 ], [ %452, %451 ]
  %299 = phi <16 x i32> [ %274, %270 ], [ %453, %451 ]
  %300 = phi <16 x i32> [ %275, %270 ], [ %465, %451 ]
  %301 = phi <16 x i32> [ %276, %270 ], [ %464, %451 ]
  %302 = phi <16 x i32> [ %277, %270 ], [ %454, %451 ]
  %303 = phi <16 x i32> [ %278, %270 ], [ %455, %451 ]
  %304 = phi <16 x i32> [ %279, %270 ], [ %463, %451 ]
  %305 = phi <16 x i32> [ %280, %270 ], [ %462, %451 ]
  %306 = phi <16 x i32> [ %281, %270 ], [ %456, %451 ]
  %307 = phi <16 x i32> [ %282, %270 ], [ %457, %451 ]
  %308 = phi <16 x i32> [ %283, %270 ], [ %461, %451 ]
  %309 = phi <16 x i32> [ %284, %270 ], [ %460, %451 ]
  %310 = phi <16 x i32> [ %285, %270 ], [ %458, %451 ]
  %311 = phi <16 x i32> [ %286, %270 ], [ %459, %451 ]
  %312 = add nuw nsw i64 %287, 1
  %313 = icmp eq i64 %312, %9
  br i1 %313, label %251, label %270

314:                                              ; preds = %293, %451
  %315 = phi <16 x i32> [ %271, %293 ], [ %470, %451 ]
  %316 = phi <16 x i32> [ %272, %293 ], [ %469, %451 ]
  %317 = phi <16 x i32> [ %273, %293 ], [ %452, %451 ]
  %318 = phi <16 x i32> [ %274, %293 ], [ %453, %451 ]
  %319 = phi <16 x i32> [ %275, %293 ], [ %465, %451 ]
  %320 = phi <16 x i32> [ %276, %293 ], [ %464, %451 ]
  %321 = phi <16 x i32> [ %277, %293 ], [ %454, %451 ]
  %322 = phi <16 x i32> [ %278, %293 ], [ %455, %451 ]
  %323 = phi <16 x i32> [ %279, %293 ], [ %463, %451 ]
  %324 = phi <16 x i32> [ %280, %293 ], [ %462, %451 ]
  %325 = phi <16 x i32> [ %281, %293 ], [ %456, %451 ]
  %326 = phi <16 x i32> [ %282, %293 ], [ %457, %451 ]
  %327 = phi <16 x i32> [ %283, %293 ], [ %461, %451 ]
  %328 = phi <16 x i32> [ %284, %293 ], [ %460, %451 ]
  %329 = phi <16 x i32> [ %285, %293 ], [ %458, %451 ]
  %330 = phi <16 x i32> [ %286, %293 ], [ %459, %451 ]
  %331 = phi i64 [ 0, %293 ], [ %471, %451 ]
  %332 = shl nsw i64 %331, 6
  %333 = getelementptr inbounds nuw i8, ptr %292, i64 %332
  %334 = load <64 x i8>, ptr %333, align 64
  %335 = getelementptr inbounds nuw i8, ptr %294, i64 %332
  %336 = load <64 x i8>, ptr %335, align 64
  %337 = shl nsw i64 %331, 2
  %338 = sub nsw i64 %6, %337
  %339 = getelementptr i8, ptr %289, i64 %337
  %340 = icmp sgt i64 %338, 3
  %341 = getelementptr i8, ptr %339, i64 %45
  br i1 %340, label %392, label %342

342:                                              ; preds = %314
  %343 = trunc i64 %338 to i32
  %344 = shl nsw i32 -1, %343
  %345 = trunc i32 %344 to i16
  %346 = xor i16 %345, -1
  %347 = bitcast i16 %346 to <16 x i1>
  %348 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %339, <16 x i1> %347, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %349 = shufflevector <16 x i8> %348, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %350 = xor <64 x i8> %349, splat (i8 -128)
  %351 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %350, <64 x i8> %334)
  %352 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %350, <64 x i8> %336)
  %353 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %341, <16 x i1> %347, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %354 = shufflevector <16 x i8> %353, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %355 = xor <64 x i8> %354, splat (i8 -128)
  %356 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %328, <64 x i8> %355, <64 x i8> %334)
  %357 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %327, <64 x i8> %355, <64 x i8> %336)
  %358 = getelementptr i8, ptr %339, i64 %55
  %359 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %358, <16 x i1> %347, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %360 = shufflevector <16 x i8> %359, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %361 = xor <64 x i8> %360, splat (i8 -128)
  %362 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %326, <64 x i8> %361, <64 x i8> %334)
  %363 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %325, <64 x i8> %361, <64 x i8> %336)
  %364 = getelementptr i8, ptr %339, i64 %56
  %365 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %364, <16 x i1> %347, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %366 = shufflevector <16 x i8> %365, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %367 = xor <64 x i8> %366, splat (i8 -128)
  %368 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %324, <64 x i8> %367, <64 x i8> %334)
  %369 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %323, <64 x i8> %367, <64 x i8> %336)
  %370 = getelementptr i8, ptr %339, i64 %57
  %371 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %370, <16 x i1> %347, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %372 = shufflevector <16 x i8> %371, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %373 = xor <64 x i8> %372, splat (i8 -128)
  %374 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %322, <64 x i8> %373, <64 x i8> %334)
  %375 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %321, <64 x i8> %373, <64 x i8> %336)
  %376 = getelementptr i8, ptr %339, i64 %58
  %377 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %376, <16 x i1> %347, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %378 = shufflevector <16 x i8> %377, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %379 = xor <64 x i8> %378, splat (i8 -128)
  %380 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %320, <64 x i8> %379, <64 x i8> %334)
  %381 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %319, <64 x i8> %379, <64 x i8> %336)
  %382 = getelementptr i8, ptr %339, i64 %59
  %383 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %382, <16 x i1> %347, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %384 = shufflevector <16 x i8> %383, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %385 = xor <64 x i8> %384, splat (i8 -128)
  %386 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %318, <64 x i8> %385, <64 x i8> %334)
  %387 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %317, <64 x i8> %385, <64 x i8> %336)
  %388 = getelementptr i8, ptr %339, i64 %60
  %389 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %388, <16 x i1> %347, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %390 = bitcast <16 x i8> %389 to <4 x i32>
  %391 = shufflevector <4 x i32> %390, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %451

392:                                              ; preds = %314
  %393 = load i32, ptr %339, align 1
  %394 = insertelement <16 x i32> poison, i32 %393, i64 0
  %395 = xor <16 x i32> %394, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %396 = shufflevector <16 x i32> %395, <16 x i32> poison, <16 x i32> zeroinitializer
  %397 = bitcast <16 x i32> %396 to <64 x i8>
  %398 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %330, <64 x i8> %397, <64 x i8> %334)
  %399 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %329, <64 x i8> %397, <64 x i8> %336)
  %400 = load i32, ptr %341, align 1
  %401 = insertelement <16 x i32> poison, i32 %400, i64 0
  %402 = xor <16 x i32> %401, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %403 = shufflevector <16 x i32> %402, <16 x i32> poison, <16 x i32> zeroinitializer
  %404 = bitcast <16 x i32> %403 to <64 x i8>
  %405 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %328, <64 x i8> %404, <64 x i8> %334)
  %406 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %327, <64 x i8> %404, <64 x i8> %336)
  %407 = getelementptr i8, ptr %339, i64 %61
  %408 = load i32, ptr %407, align 1
  %409 = insertelement <16 x i32> poison, i32 %408, i64 0
  %410 = xor <16 x i32> %409, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %411 = shufflevector <16 x i32> %410, <16 x i32> poison, <16 x i32> zeroinitializer
  %412 = bitcast <16 x i32> %411 to <64 x i8>
  %413 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %326, <64 x i8> %412, <64 x i8> %334)
  %414 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %325, <64 x i8> %412, <64 x i8> %336)
  %415 = getelementptr i8, ptr %339, i64 %62
  %416 = load i32, ptr %415, align 1
  %417 = insertelement <16 x i32> poison, i32 %416, i64 0
  %418 = xor <16 x i32> %417, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %419 = shufflevector <16 x i32> %418, <16 x i32> poison, <16 x i32> zeroinitializer
  %420 = bitcast <16 x i32> %419 to <64 x i8>
  %421 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %324, <64 x i8> %420, <64 x i8> %334)
  %422 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %323, <64 x i8> %420, <64 x i8> %336)
  %423 = getelementptr i8, ptr %339, i64 %63
  %424 = load i32, ptr %423, align 1
  %425 = insertelement <16 x i32> poison, i32 %424, i64 0
  %426 = xor <16 x i32> %425, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %427 = shufflevector <16 x i32> %426, <16 x i32> poison, <16 x i32> zeroinitializer
  %428 = bitcast <16 x i32> %427 to <64 x i8>
  %429 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %322, <64 x i8> %428, <64 x i8> %334)
  %430 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %321, <64 x i8> %428, <64 x i8> %336)
  %431 = getelementptr i8, ptr %339, i64 %64
  %432 = load i32, ptr %431, align 1
  %433 = insertelement <16 x i32> poison, i32 %432, i64 0
  %434 = xor <16 x i32> %433, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %435 = shufflevector <16 x i32> %434, <16 x i32> poison, <16 x i32> zeroinitializer
  %436 = bitcast <16 x i32> %435 to <64 x i8>
  %437 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %320, <64 x i8> %436, <64 x i8> %334)
  %438 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %319, <64 x i8> %436, <64 x i8> %336)
  %439 = getelementptr i8, ptr %339, i64 %65
  %440 = load i32, ptr %439, align 1
  %441 = insertelement <16 x i32> poison, i32 %440, i64 0
  %442 = xor <16 x i32> %441, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %443 = shufflevector <16 x i32> %442, <16 x i32> poison, <16 x i32> zeroinitializer
  %444 = bitcast <16 x i32> %443 to <64 x i8>
  %445 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %318, <64 x i8> %444, <64 x i8> %334)
  %446 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %317, <64 x i8> %444, <64 x i8> %336)
  %447 = getelementptr i8, ptr %339, i64 %66
  %448 = load i32, ptr %447, align 1
  %449 = insertelement <16 x i32> poison, i32 %448, i64 0
  %450 = shufflevector <16 x i32> %449, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %451

451:                                              ; preds = %392, %342
  %452 = phi <16 x i32> [ %446, %392 ], [ %387, %342 ]
  %453 = phi <16 x i32> [ %445, %392 ], [ %386, %342 ]
  %454 = phi <16 x i32> [ %430, %392 ], [ %375, %342 ]
  %455 = phi <16 x i32> [ %429, %392 ], [ %374, %342 ]
  %456 = phi <16 x i32> [ %414, %392 ], [ %363, %342 ]
  %457 = phi <16 x i32> [ %413, %392 ], [ %362, %342 ]
  %458 = phi <16 x i32> [ %399, %392 ], [ %352, %342 ]
  %459 = phi <16 x i32> [ %398, %392 ], [ %351, %342 ]
  %460 = phi <16 x i32> [ %405, %392 ], [ %356, %342 ]
  %461 = phi <16 x i32> [ %406, %392 ], [ %357, %342 ]
  %462 = phi <16 x i32> [ %421, %392 ], [ %368, %342 ]
  %463 = phi <16 x i32> [ %422, %392 ], [ %369, %342 ]
  %464 = phi <16 x i32> [ %437, %392 ], [ %380, %342 ]
  %465 = phi <16 x i32> [ %438, %392 ], [ %381, %342 ]
  %466 = phi <16 x i32> [ %450, %392 ], [ %391, %342 ]
  %467 = bitcast <16 x i32> %466 to <64 x i8>
  %468 = xor <64 x i8> %467, splat (i8 -128)
  %469 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %316, <64 x i8> %468, <64 x i8> %334)
  %470 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %315, <64 x i8> %468, <64 x i8> %336)
  %471 = add nuw nsw i64 %331, 1
  %472 = icmp eq i64 %471, %54
  br i1 %472, label %295, label %314

473:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %23, i8 0, i64 1024, i1 false)
  br i1 %49, label %474, label %546

474:                                              ; preds = %473, %480
  %475 = phi i64 [ %481, %480 ], [ 0, %473 ]
  br i1 %50, label %476, label %480

476:                                              ; preds = %474
  %477 = mul i64 %48, %475
  %478 = getelementptr inbounds i8, ptr %94, i64 %477
  %479 = mul nuw nsw i64 %475, %9
  br label %483

480:                                              ; preds = %492, %474
  %481 = add nuw nsw i64 %475, 1
  %482 = icmp eq i64 %481, %8
  br i1 %482, label %546, label %474

483:                                              ; preds = %476, %492
  %484 = phi i64 [ 0, %476 ], [ %493, %492 ]
  %485 = mul i64 %51, %484
  %486 = getelementptr inbounds i8, ptr %478, i64 %485
  %487 = add nuw nsw i64 %484, %479
  %488 = mul i64 %52, %487
  %489 = getelementptr inbounds i8, ptr %122, i64 %488
  br i1 %53, label %490, label %492

490:                                              ; preds = %483
  %491 = getelementptr inbounds i8, ptr %489, i64 %32
  br label %495

492:                                              ; preds = %517, %483
  %493 = add nuw nsw i64 %484, 1
  %494 = icmp eq i64 %493, %9
  br i1 %494, label %480, label %483

495:                                              ; preds = %490, %517
  %496 = phi i64 [ 0, %490 ], [ %518, %517 ]
  %497 = shl nsw i64 %496, 6
  %498 = getelementptr inbounds nuw i8, ptr %489, i64 %497
  %499 = load <8 x i64>, ptr %498, align 64
  br i1 %123, label %500, label %503

500:                                              ; preds = %495
  %501 = getelementptr inbounds nuw i8, ptr %491, i64 %497
  %502 = load <8 x i64>, ptr %501, align 64
  br label %503

503:                                              ; preds = %500, %495
  %504 = phi <8 x i64> [ %502, %500 ], [ %499, %495 ]
  %505 = shl nsw i64 %496, 2
  %506 = getelementptr i8, ptr %486, i64 %505
  br i1 %103, label %507, label %517

507:                                              ; preds = %503
  %508 = sub nsw i64 %6, %505
  %509 = icmp sgt i64 %508, 3
  %510 = trunc i64 %508 to i32
  %511 = shl nsw i32 -1, %510
  %512 = trunc i32 %511 to i16
  %513 = xor i16 %512, -1
  %514 = bitcast i16 %513 to <16 x i1>
  %515 = bitcast <8 x i64> %499 to <64 x i8>
  %516 = bitcast <8 x i64> %504 to <64 x i8>
  br label %520

517:                                              ; preds = %543, %503
  %518 = add nuw nsw i64 %496, 1
  %519 = icmp eq i64 %518, %54
  br i1 %519, label %492, label %495

520:                                              ; preds = %507, %543
  %521 = phi i64 [ 0, %507 ], [ %544, %543 ]
  %522 = mul i64 %45, %521
  %523 = getelementptr i8, ptr %506, i64 %522
  br i1 %509, label %524, label %528

524:                                              ; preds = %520
  %525 = load i32, ptr %523, align 1
  %526 = insertelement <16 x i32> poison, i32 %525, i64 0
  %527 = shufflevector <16 x i32> %526, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %532

528:                                              ; preds = %520
  %529 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %523, <16 x i1> %514, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %530 = bitcast <16 x i8> %529 to <4 x i32>
  %531 = shufflevector <4 x i32> %530, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %532

532:                                              ; preds = %524, %528
  %533 = phi <16 x i32> [ %527, %524 ], [ %531, %528 ]
  %534 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %521
  %535 = load <16 x i32>, ptr %534, align 64
  %536 = bitcast <16 x i32> %533 to <64 x i8>
  %537 = xor <64 x i8> %536, splat (i8 -128)
  %538 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %535, <64 x i8> %537, <64 x i8> %515)
  store <16 x i32> %538, ptr %534, align 64
  br i1 %123, label %539, label %543

539:                                              ; preds = %532
  %540 = getelementptr inbounds nuw i8, ptr %534, i64 64
  %541 = load <16 x i32>, ptr %540, align 64
  %542 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %541, <64 x i8> %537, <64 x i8> %516)
  store <16 x i32> %542, ptr %540, align 64
  br label %543

543:                                              ; preds = %539, %532
  %544 = add nuw nsw i64 %521, 1
  %545 = icmp eq i64 %544, %104
  br i1 %545, label %517, label %520

546:                                              ; preds = %473, %480
  %547 = shl i64 %120, 4
  %548 = getelementptr i32, ptr %96, i64 %547
  br i1 %103, label %549, label %570

549:                                              ; preds = %546
  %550 = getelementptr inbounds nuw i32, ptr %40, i64 %547
  %551 = load <16 x i32>, ptr %550, align 1
  %552 = sub nsw i64 %7, %547
  %553 = icmp sgt i64 %552, 15
  %554 = trunc i64 %552 to i32
  %555 = shl nsw i32 -1, %554
  %556 = trunc i32 %555 to i16
  %557 = xor i16 %556, -1
  %558 = select i1 %553, i16 -1, i16 %557
  %559 = bitcast i16 %558 to <16 x i1>
  br i1 %107, label %561, label %617

560:                                              ; preds = %617
  br i1 %109, label %570, label %561

561:                                              ; preds = %560, %549
  %562 = phi i64 [ 0, %549 ], [ %635, %560 ]
  tail call void @llvm.assume(i1 %110)
  %563 = mul nsw i64 %21, %562
  %564 = getelementptr i32, ptr %548, i64 %563
  %565 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %564, <16 x i1> %559, <16 x i32> zeroinitializer)
  %566 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %562
  %567 = load <16 x i32>, ptr %566, align 64
  %568 = sub <16 x i32> %565, %551
  %569 = add <16 x i32> %568, %567
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %569, ptr align 1 %564, <16 x i1> %559)
  br label %570

570:                                              ; preds = %561, %560, %546
  br i1 %123, label %571, label %638

571:                                              ; preds = %570
  %572 = shl i64 %120, 4
  %573 = or disjoint i64 %572, 16
  %574 = getelementptr i32, ptr %96, i64 %573
  br i1 %103, label %575, label %638

575:                                              ; preds = %571
  %576 = getelementptr inbounds nuw i32, ptr %40, i64 %573
  %577 = load <16 x i32>, ptr %576, align 1
  %578 = sub nsw i64 %7, %573
  %579 = icmp sgt i64 %578, 15
  %580 = trunc i64 %578 to i32
  %581 = shl nsw i32 -1, %580
  %582 = trunc i32 %581 to i16
  %583 = xor i16 %582, -1
  %584 = select i1 %579, i16 -1, i16 %583
  %585 = bitcast i16 %584 to <16 x i1>
  br i1 %112, label %608, label %586

586:                                              ; preds = %575, %586
  %587 = phi i64 [ %604, %586 ], [ 0, %575 ]
  %588 = phi i64 [ %605, %586 ], [ 0, %575 ]
  %589 = mul nsw i64 %21, %587
  %590 = getelementptr i32, ptr %574, i64 %589
  %591 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %590, <16 x i1> %585, <16 x i32> zeroinitializer)
  %592 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %587
  %593 = load <16 x i32>, ptr %592, align 64
  %594 = sub <16 x i32> %591, %577
  %595 = add <16 x i32> %594, %593
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %595, ptr align 1 %590, <16 x i1> %585)
  %596 = or disjoint i64 %587, 1
  %597 = mul nsw i64 %21, %596
  %598 = getelementptr i32, ptr %574, i64 %597
  %599 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %598, <16 x i1> %585, <16 x i32> zeroinitializer)
  %600 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %596
  %601 = load <16 x i32>, ptr %600, align 64
  %602 = sub <16 x i32> %599, %577
  %603 = add <16 x i32> %602, %601
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %603, ptr align 1 %598, <16 x i1> %585)
  %604 = add nuw nsw i64 %587, 2
  %605 = add i64 %588, 2
  %606 = icmp eq i64 %605, %113
  br i1 %606, label %607, label %586

607:                                              ; preds = %586
  br i1 %114, label %638, label %608

608:                                              ; preds = %607, %575
  %609 = phi i64 [ 0, %575 ], [ %604, %607 ]
  tail call void @llvm.assume(i1 %115)
  %610 = mul nsw i64 %21, %609
  %611 = getelementptr i32, ptr %574, i64 %610
  %612 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %611, <16 x i1> %585, <16 x i32> zeroinitializer)
  %613 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %73, i64 %609
  %614 = load <16 x i32>, ptr %613, align 64
  %615 = sub <16 x i32> %612, %577
  %616 = add <16 x i32> %615, %614
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %616, ptr align 1 %611, <16 x i1> %585)
  br label %638

617:                                              ; preds = %549, %617
  %618 = phi i64 [ %635, %617 ], [ 0, %549 ]
  %619 = phi i64 [ %636, %617 ], [ 0, %549 ]
  %620 = mul nsw i64 %21, %618
  %621 = getelementptr i32, ptr %548, i64 %620
  %622 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %621, <16 x i1> %559, <16 x i32> zeroinitializer)
  %623 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %618
  %624 = load <16 x i32>, ptr %623, align 64
  %625 = sub <16 x i32> %622, %551
  %626 = add <16 x i32> %625, %624
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %626, ptr align 1 %621, <16 x i1> %559)
  %627 = or disjoint i64 %618, 1
  %628 = mul nsw i64 %21, %627
  %629 = getelementptr i32, ptr %548, i64 %628
  %630 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %629, <16 x i1> %559, <16 x i32> zeroinitializer)
  %631 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %627
  %632 = load <16 x i32>, ptr %631, align 64
  %633 = sub <16 x i32> %630, %551
  %634 = add <16 x i32> %633, %632
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %634, ptr align 1 %629, <16 x i1> %559)
  %635 = add nuw nsw i64 %618, 2
  %636 = add i64 %619, 2
  %637 = icmp eq i64 %636, %108
  br i1 %637, label %560, label %617

638:                                              ; preds = %571, %608, %607, %570
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %639

639:                                              ; preds = %638, %127
  %640 = add nuw nsw i64 %120, 2
  %641 = icmp slt i64 %640, %29
  br i1 %641, label %119, label %116
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

279:                                              ; preds = %1934, %267
  %280 = add nsw i64 %268, 1
  %281 = icmp eq i64 %280, %5
  br i1 %281, label %266, label %267

282:                                              ; preds = %267, %1934
  %283 = phi i64 [ %1938, %1934 ], [ 0, %267 ]
  %284 = phi i64 [ %1937, %1934 ], [ %7, %267 ]
  %285 = phi i64 [ %1935, %1934 ], [ 0, %267 ]
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

343:                                              ; preds = %1880, %282
  br i1 %74, label %1883, label %1934

344:                                              ; preds = %306, %1880
  %345 = phi i64 [ 0, %306 ], [ %1881, %1880 ]
  %346 = sub nsw i64 %11, %345
  %347 = icmp sgt i64 %346, 7
  %348 = trunc i64 %346 to i32
  %349 = select i1 %347, i32 8, i32 %348
  %350 = icmp eq i32 %349, 8
  %351 = select i1 %350, i1 %302, i1 false
  br i1 %351, label %352, label %1173

352:                                              ; preds = %344
  %353 = mul i64 %82, %345
  %354 = getelementptr inbounds i8, ptr %274, i64 %353
  %355 = mul nsw i64 %345, %22
  %356 = getelementptr inbounds i8, ptr %305, i64 %355
  br i1 %84, label %357, label %601

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
  br i1 %397, label %601, label %357

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

423:                                              ; preds = %579, %398
  %424 = phi <16 x i32> [ %399, %398 ], [ %598, %579 ]
  %425 = phi <16 x i32> [ %400, %398 ], [ %597, %579 ]
  %426 = phi <16 x i32> [ %401, %398 ], [ %580, %579 ]
  %427 = phi <16 x i32> [ %402, %398 ], [ %581, %579 ]
  %428 = phi <16 x i32> [ %403, %398 ], [ %593, %579 ]
  %429 = phi <16 x i32> [ %404, %398 ], [ %592, %579 ]
  %430 = phi <16 x i32> [ %405, %398 ], [ %582, %579 ]
  %431 = phi <16 x i32> [ %406, %398 ], [ %583, %579 ]
  %432 = phi <16 x i32> [ %407, %398 ], [ %591, %579 ]
  %433 = phi <16 x i32> [ %408, %398 ], [ %590, %579 ]
  %434 = phi <16 x i32> [ %409, %398 ], [ %584, %579 ]
  %435 = phi <16 x i32> [ %410, %398 ], [ %585, %579 ]
  %436 = phi <16 x i32> [ %411, %398 ], [ %589, %579 ]
  %437 = phi <16 x i32> [ %412, %398 ], [ %588, %579 ]
  %438 = phi <16 x i32> [ %413, %398 ], [ %586, %579 ]
  %439 = phi <16 x i32> [ %414, %398 ], [ %587, %579 ]
  %440 = add nuw nsw i64 %415, 1
  %441 = icmp eq i64 %440, %9
  br i1 %441, label %379, label %398

442:                                              ; preds = %421, %579
  %443 = phi <16 x i32> [ %399, %421 ], [ %598, %579 ]
  %444 = phi <16 x i32> [ %400, %421 ], [ %597, %579 ]
  %445 = phi <16 x i32> [ %401, %421 ], [ %580, %579 ]
  %446 = phi <16 x i32> [ %402, %421 ], [ %581, %579 ]
  %447 = phi <16 x i32> [ %403, %421 ], [ %593, %579 ]
  %448 = phi <16 x i32> [ %404, %421 ], [ %592, %579 ]
  %449 = phi <16 x i32> [ %405, %421 ], [ %582, %579 ]
  %450 = phi <16 x i32> [ %406, %421 ], [ %583, %579 ]
  %451 = phi <16 x i32> [ %407, %421 ], [ %591, %579 ]
  %452 = phi <16 x i32> [ %408, %421 ], [ %590, %579 ]
  %453 = phi <16 x i32> [ %409, %421 ], [ %584, %579 ]
  %454 = phi <16 x i32> [ %410, %421 ], [ %585, %579 ]
  %455 = phi <16 x i32> [ %411, %421 ], [ %589, %579 ]
  %456 = phi <16 x i32> [ %412, %421 ], [ %588, %579 ]
  %457 = phi <16 x i32> [ %413, %421 ], [ %586, %579 ]
  %458 = phi <16 x i32> [ %414, %421 ], [ %587, %579 ]
  %459 = phi i64 [ 0, %421 ], [ %599, %579 ]
  %460 = shl nsw i64 %459, 6
  %461 = getelementptr inbounds nuw i8, ptr %420, i64 %460
  %462 = load <64 x i8>, ptr %461, align 64
  %463 = getelementptr inbounds nuw i8, ptr %422, i64 %460
  %464 = load <64 x i8>, ptr %463, align 64
  %465 = shl nsw i64 %459, 2
  %466 = sub nsw i64 %6, %465
  %467 = getelementptr i8, ptr %417, i64 %465
  %468 = icmp sgt i64 %466, 3
  %469 = getelementptr i8, ptr %467, i64 %82
  br i1 %468, label %520, label %470

470:                                              ; preds = %442
  %471 = trunc i64 %466 to i32
  %472 = shl nsw i32 -1, %471
  %473 = trunc i32 %472 to i16
  %474 = xor i16 %473, -1
  %475 = bitcast i16 %474 to <16 x i1>
  %476 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %467, <16 x i1> %475, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %477 = shufflevector <16 x i8> %476, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %478 = xor <64 x i8> %477, splat (i8 -128)
  %479 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %478, <64 x i8> %462)
  %480 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %478, <64 x i8> %464)
  %481 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %469, <16 x i1> %475, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %482 = shufflevector <16 x i8> %481, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %483 = xor <64 x i8> %482, splat (i8 -128)
  %484 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %456, <64 x i8> %483, <64 x i8> %462)
  %485 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %455, <64 x i8> %483, <64 x i8> %464)
  %486 = getelementptr i8, ptr %467, i64 %163
  %487 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %486, <16 x i1> %475, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %488 = shufflevector <16 x i8> %487, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %489 = xor <64 x i8> %488, splat (i8 -128)
  %490 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %454, <64 x i8> %489, <64 x i8> %462)
  %491 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %453, <64 x i8> %489, <64 x i8> %464)
  %492 = getelementptr i8, ptr %467, i64 %164
  %493 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %492, <16 x i1> %475, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %494 = shufflevector <16 x i8> %493, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %495 = xor <64 x i8> %494, splat (i8 -128)
  %496 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %452, <64 x i8> %495, <64 x i8> %462)
  %497 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %451, <64 x i8> %495, <64 x i8> %464)
  %498 = getelementptr i8, ptr %467, i64 %165
  %499 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %498, <16 x i1> %475, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %500 = shufflevector <16 x i8> %499, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %501 = xor <64 x i8> %500, splat (i8 -128)
  %502 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %450, <64 x i8> %501, <64 x i8> %462)
  %503 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %449, <64 x i8> %501, <64 x i8> %464)
  %504 = getelementptr i8, ptr %467, i64 %166
  %505 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %504, <16 x i1> %475, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %506 = shufflevector <16 x i8> %505, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %507 = xor <64 x i8> %506, splat (i8 -128)
  %508 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %448, <64 x i8> %507, <64 x i8> %462)
  %509 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %447, <64 x i8> %507, <64 x i8> %464)
  %510 = getelementptr i8, ptr %467, i64 %167
  %511 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %510, <16 x i1> %475, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %512 = shufflevector <16 x i8> %511, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %513 = xor <64 x i8> %512, splat (i8 -128)
  %514 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %446, <64 x i8> %513, <64 x i8> %462)
  %515 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %445, <64 x i8> %513, <64 x i8> %464)
  %516 = getelementptr i8, ptr %467, i64 %168
  %517 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %516, <16 x i1> %475, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %518 = bitcast <16 x i8> %517 to <4 x i32>
  %519 = shufflevector <4 x i32> %518, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %579

520:                                              ; preds = %442
  %521 = load i32, ptr %467, align 1
  %522 = insertelement <16 x i32> poison, i32 %521, i64 0
  %523 = xor <16 x i32> %522, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %524 = shufflevector <16 x i32> %523, <16 x i32> poison, <16 x i32> zeroinitializer
  %525 = bitcast <16 x i32> %524 to <64 x i8>
  %526 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %525, <64 x i8> %462)
  %527 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %525, <64 x i8> %464)
  %528 = load i32, ptr %469, align 1
  %529 = insertelement <16 x i32> poison, i32 %528, i64 0
  %530 = xor <16 x i32> %529, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %531 = shufflevector <16 x i32> %530, <16 x i32> poison, <16 x i32> zeroinitializer
  %532 = bitcast <16 x i32> %531 to <64 x i8>
  %533 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %456, <64 x i8> %532, <64 x i8> %462)
  %534 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %455, <64 x i8> %532, <64 x i8> %464)
  %535 = getelementptr i8, ptr %467, i64 %169
  %536 = load i32, ptr %535, align 1
  %537 = insertelement <16 x i32> poison, i32 %536, i64 0
  %538 = xor <16 x i32> %537, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %539 = shufflevector <16 x i32> %538, <16 x i32> poison, <16 x i32> zeroinitializer
  %540 = bitcast <16 x i32> %539 to <64 x i8>
  %541 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %454, <64 x i8> %540, <64 x i8> %462)
  %542 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %453, <64 x i8> %540, <64 x i8> %464)
  %543 = getelementptr i8, ptr %467, i64 %170
  %544 = load i32, ptr %543, align 1
  %545 = insertelement <16 x i32> poison, i32 %544, i64 0
  %546 = xor <16 x i32> %545, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %547 = shufflevector <16 x i32> %546, <16 x i32> poison, <16 x i32> zeroinitializer
  %548 = bitcast <16 x i32> %547 to <64 x i8>
  %549 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %452, <64 x i8> %548, <64 x i8> %462)
  %550 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %451, <64 x i8> %548, <64 x i8> %464)
  %551 = getelementptr i8, ptr %467, i64 %171
  %552 = load i32, ptr %551, align 1
  %553 = insertelement <16 x i32> poison, i32 %552, i64 0
  %554 = xor <16 x i32> %553, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %555 = shufflevector <16 x i32> %554, <16 x i32> poison, <16 x i32> zeroinitializer
  %556 = bitcast <16 x i32> %555 to <64 x i8>
  %557 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %450, <64 x i8> %556, <64 x i8> %462)
  %558 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %449, <64 x i8> %556, <64 x i8> %464)
  %559 = getelementptr i8, ptr %467, i64 %172
  %560 = load i32, ptr %559, align 1
  %561 = insertelement <16 x i32> poison, i32 %560, i64 0
  %562 = xor <16 x i32> %561, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %563 = shufflevector <16 x i32> %562, <16 x i32> poison, <16 x i32> zeroinitializer
  %564 = bitcast <16 x i32> %563 to <64 x i8>
  %565 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %448, <64 x i8> %564, <64 x i8> %462)
  %566 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %447, <64 x i8> %564, <64 x i8> %464)
  %567 = getelementptr i8, ptr %467, i64 %173
  %568 = load i32, ptr %567, align 1
  %569 = insertelement <16 x i32> poison, i32 %568, i64 0
  %570 = xor <16 x i32> %569, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %571 = shufflevector <16 x i32> %570, <16 x i32> poison, <16 x i32> zeroinitializer
  %572 = bitcast <16 x i32> %571 to <64 x i8>
  %573 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %446, <64 x i8> %572, <64 x i8> %462)
  %574 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %445, <64 x i8> %572, <64 x i8> %464)
  %575 = getelementptr i8, ptr %467, i64 %174
  %576 = load i32, ptr %575, align 1
  %577 = insertelement <16 x i32> poison, i32 %576, i64 0
  %578 = shufflevector <16 x i32> %577, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %579

579:                                              ; preds = %520, %470
  %580 = phi <16 x i32> [ %574, %520 ], [ %515, %470 ]
  %581 = phi <16 x i32> [ %573, %520 ], [ %514, %470 ]
  %582 = phi <16 x i32> [ %558, %520 ], [ %503, %470 ]
  %583 = phi <16 x i32> [ %557, %520 ], [ %502, %470 ]
  %584 = phi <16 x i32> [ %542, %520 ], [ %491, %470 ]
  %585 = phi <16 x i32> [ %541, %520 ], [ %490, %470 ]
  %586 = phi <16 x i32> [ %527, %520 ], [ %480, %470 ]
  %587 = phi <16 x i32> [ %526, %520 ], [ %479, %470 ]
  %588 = phi <16 x i32> [ %533, %520 ], [ %484, %470 ]
  %589 = phi <16 x i32> [ %534, %520 ], [ %485, %470 ]
  %590 = phi <16 x i32> [ %549, %520 ], [ %496, %470 ]
  %591 = phi <16 x i32> [ %550, %520 ], [ %497, %470 ]
  %592 = phi <16 x i32> [ %565, %520 ], [ %508, %470 ]
  %593 = phi <16 x i32> [ %566, %520 ], [ %509, %470 ]
  %594 = phi <16 x i32> [ %578, %520 ], [ %519, %470 ]
  %595 = bitcast <16 x i32> %594 to <64 x i8>
  %596 = xor <64 x i8> %595, splat (i8 -128)
  %597 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %444, <64 x i8> %596, <64 x i8> %462)
  %598 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %443, <64 x i8> %596, <64 x i8> %464)
  %599 = add nuw nsw i64 %459, 1
  %600 = icmp eq i64 %599, %91
  br i1 %600, label %423, label %442

601:                                              ; preds = %379, %352
  %602 = phi <16 x i32> [ zeroinitializer, %352 ], [ %380, %379 ]
  %603 = phi <16 x i32> [ zeroinitializer, %352 ], [ %381, %379 ]
  %604 = phi <16 x i32> [ zeroinitializer, %352 ], [ %382, %379 ]
  %605 = phi <16 x i32> [ zeroinitializer, %352 ], [ %383, %379 ]
  %606 = phi <16 x i32> [ zeroinitializer, %352 ], [ %384, %379 ]
  %607 = phi <16 x i32> [ zeroinitializer, %352 ], [ %385, %379 ]
  %608 = phi <16 x i32> [ zeroinitializer, %352 ], [ %386, %379 ]
  %609 = phi <16 x i32> [ zeroinitializer, %352 ], [ %387, %379 ]
  %610 = phi <16 x i32> [ zeroinitializer, %352 ], [ %388, %379 ]
  %611 = phi <16 x i32> [ zeroinitializer, %352 ], [ %389, %379 ]
  %612 = phi <16 x i32> [ zeroinitializer, %352 ], [ %390, %379 ]
  %613 = phi <16 x i32> [ zeroinitializer, %352 ], [ %391, %379 ]
  %614 = phi <16 x i32> [ zeroinitializer, %352 ], [ %392, %379 ]
  %615 = phi <16 x i32> [ zeroinitializer, %352 ], [ %393, %379 ]
  %616 = phi <16 x i32> [ zeroinitializer, %352 ], [ %394, %379 ]
  %617 = phi <16 x i32> [ zeroinitializer, %352 ], [ %395, %379 ]
  %618 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %315, <16 x i1> %316, <16 x i32> zeroinitializer)
  br i1 %89, label %621, label %619

619:                                              ; preds = %601
  %620 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %317, <16 x i1> %316, <16 x i32> zeroinitializer)
  br label %621

621:                                              ; preds = %619, %601
  %622 = phi <16 x i32> [ %620, %619 ], [ zeroinitializer, %601 ]
  %623 = sub <16 x i32> %622, %618
  br i1 %90, label %627, label %624

624:                                              ; preds = %621
  %625 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %318, <16 x i1> %316, <16 x i32> zeroinitializer)
  %626 = add <16 x i32> %625, %623
  br label %627

627:                                              ; preds = %624, %621
  %628 = phi <16 x i32> [ %626, %624 ], [ %623, %621 ]
  %629 = add <16 x i32> %617, %628
  %630 = sitofp <16 x i32> %629 to <16 x float>
  %631 = fmul <16 x float> %62, %630
  %632 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %631, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %633 = fcmp uge <16 x float> %632, splat (float 0x41E0000000000000)
  %634 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %632, i32 4)
  %635 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %634, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %636 = select <16 x i1> %633, <16 x i32> splat (i32 2147483647), <16 x i32> %635
  %637 = add <16 x i32> %636, %65
  %638 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %637, <16 x i32> %68)
  %639 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %638, <16 x i32> %71)
  %640 = add <16 x i32> %615, %628
  %641 = sitofp <16 x i32> %640 to <16 x float>
  %642 = fmul <16 x float> %62, %641
  %643 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %642, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %644 = fcmp uge <16 x float> %643, splat (float 0x41E0000000000000)
  %645 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %643, i32 4)
  %646 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %645, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %647 = select <16 x i1> %644, <16 x i32> splat (i32 2147483647), <16 x i32> %646
  %648 = add <16 x i32> %647, %65
  %649 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %648, <16 x i32> %68)
  %650 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %649, <16 x i32> %71)
  %651 = add <16 x i32> %613, %628
  %652 = sitofp <16 x i32> %651 to <16 x float>
  %653 = fmul <16 x float> %62, %652
  %654 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %653, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %655 = fcmp uge <16 x float> %654, splat (float 0x41E0000000000000)
  %656 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %654, i32 4)
  %657 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %656, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %658 = select <16 x i1> %655, <16 x i32> splat (i32 2147483647), <16 x i32> %657
  %659 = add <16 x i32> %658, %65
  %660 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %659, <16 x i32> %68)
  %661 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %660, <16 x i32> %71)
  %662 = add <16 x i32> %611, %628
  %663 = sitofp <16 x i32> %662 to <16 x float>
  %664 = fmul <16 x float> %62, %663
  %665 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %664, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %666 = fcmp uge <16 x float> %665, splat (float 0x41E0000000000000)
  %667 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %665, i32 4)
  %668 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %667, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %669 = select <16 x i1> %666, <16 x i32> splat (i32 2147483647), <16 x i32> %668
  %670 = add <16 x i32> %669, %65
  %671 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %670, <16 x i32> %68)
  %672 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %671, <16 x i32> %71)
  %673 = add <16 x i32> %609, %628
  %674 = sitofp <16 x i32> %673 to <16 x float>
  %675 = fmul <16 x float> %62, %674
  %676 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %675, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %677 = fcmp uge <16 x float> %676, splat (float 0x41E0000000000000)
  %678 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %676, i32 4)
  %679 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %678, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %680 = select <16 x i1> %677, <16 x i32> splat (i32 2147483647), <16 x i32> %679
  %681 = add <16 x i32> %680, %65
  %682 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %681, <16 x i32> %68)
  %683 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %682, <16 x i32> %71)
  %684 = add <16 x i32> %607, %628
  %685 = sitofp <16 x i32> %684 to <16 x float>
  %686 = fmul <16 x float> %62, %685
  %687 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %686, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %688 = fcmp uge <16 x float> %687, splat (float 0x41E0000000000000)
  %689 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %687, i32 4)
  %690 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %689, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %691 = select <16 x i1> %688, <16 x i32> splat (i32 2147483647), <16 x i32> %690
  %692 = add <16 x i32> %691, %65
  %693 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %692, <16 x i32> %68)
  %694 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %693, <16 x i32> %71)
  %695 = add <16 x i32> %605, %628
  %696 = sitofp <16 x i32> %695 to <16 x float>
  %697 = fmul <16 x float> %62, %696
  %698 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %697, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %699 = fcmp uge <16 x float> %698, splat (float 0x41E0000000000000)
  %700 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %698, i32 4)
  %701 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %700, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %702 = select <16 x i1> %699, <16 x i32> splat (i32 2147483647), <16 x i32> %701
  %703 = add <16 x i32> %702, %65
  %704 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %703, <16 x i32> %68)
  %705 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %704, <16 x i32> %71)
  %706 = add <16 x i32> %603, %628
  %707 = sitofp <16 x i32> %706 to <16 x float>
  %708 = fmul <16 x float> %62, %707
  %709 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %708, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %710 = fcmp uge <16 x float> %709, splat (float 0x41E0000000000000)
  %711 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %709, i32 4)
  %712 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %711, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %713 = select <16 x i1> %710, <16 x i32> splat (i32 2147483647), <16 x i32> %712
  %714 = add <16 x i32> %713, %65
  %715 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %714, <16 x i32> %68)
  %716 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %715, <16 x i32> %71)
  %717 = getelementptr inbounds i8, ptr %356, i64 %319
  br i1 %72, label %718, label %856

718:                                              ; preds = %627
  %719 = shufflevector <16 x i32> %639, <16 x i32> %650, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %720 = trunc <16 x i32> %719 to <16 x i8>
  %721 = shufflevector <16 x i32> %661, <16 x i32> %672, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %722 = trunc <16 x i32> %721 to <16 x i8>
  %723 = shufflevector <16 x i32> %683, <16 x i32> %694, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %724 = trunc <16 x i32> %723 to <16 x i8>
  %725 = shufflevector <16 x i32> %705, <16 x i32> %716, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %726 = trunc <16 x i32> %725 to <16 x i8>
  %727 = shufflevector <16 x i32> %639, <16 x i32> %650, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %728 = trunc <16 x i32> %727 to <16 x i8>
  %729 = shufflevector <16 x i32> %661, <16 x i32> %672, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %730 = trunc <16 x i32> %729 to <16 x i8>
  %731 = shufflevector <16 x i32> %683, <16 x i32> %694, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %732 = trunc <16 x i32> %731 to <16 x i8>
  %733 = shufflevector <16 x i32> %705, <16 x i32> %716, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %734 = trunc <16 x i32> %733 to <16 x i8>
  %735 = bitcast <16 x i8> %720 to <8 x i16>
  %736 = bitcast <16 x i8> %722 to <8 x i16>
  %737 = shufflevector <8 x i16> %735, <8 x i16> %736, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %738 = shufflevector <8 x i16> %735, <8 x i16> %736, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %739 = bitcast <16 x i8> %724 to <8 x i16>
  %740 = bitcast <16 x i8> %726 to <8 x i16>
  %741 = shufflevector <8 x i16> %739, <8 x i16> %740, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %742 = shufflevector <8 x i16> %739, <8 x i16> %740, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %743 = bitcast <8 x i16> %737 to <4 x i32>
  %744 = bitcast <8 x i16> %741 to <4 x i32>
  %745 = shufflevector <4 x i32> %743, <4 x i32> %744, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %746 = shufflevector <4 x i32> %743, <4 x i32> %744, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %747 = bitcast <8 x i16> %738 to <4 x i32>
  %748 = bitcast <8 x i16> %742 to <4 x i32>
  %749 = shufflevector <4 x i32> %747, <4 x i32> %748, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %750 = shufflevector <4 x i32> %747, <4 x i32> %748, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %751 = bitcast <16 x i8> %728 to <8 x i16>
  %752 = bitcast <16 x i8> %730 to <8 x i16>
  %753 = shufflevector <8 x i16> %751, <8 x i16> %752, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %754 = shufflevector <8 x i16> %751, <8 x i16> %752, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %755 = bitcast <16 x i8> %732 to <8 x i16>
  %756 = bitcast <16 x i8> %734 to <8 x i16>
  %757 = shufflevector <8 x i16> %755, <8 x i16> %756, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %758 = shufflevector <8 x i16> %755, <8 x i16> %756, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %759 = bitcast <8 x i16> %753 to <4 x i32>
  %760 = bitcast <8 x i16> %757 to <4 x i32>
  %761 = shufflevector <4 x i32> %759, <4 x i32> %760, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %762 = shufflevector <4 x i32> %759, <4 x i32> %760, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %763 = bitcast <8 x i16> %754 to <4 x i32>
  %764 = bitcast <8 x i16> %758 to <4 x i32>
  %765 = shufflevector <4 x i32> %763, <4 x i32> %764, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %766 = shufflevector <4 x i32> %763, <4 x i32> %764, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %309, label %767, label %815

767:                                              ; preds = %718
  %768 = bitcast <4 x i32> %766 to <2 x i64>
  %769 = bitcast <4 x i32> %765 to <2 x i64>
  %770 = bitcast <4 x i32> %762 to <2 x i64>
  %771 = bitcast <4 x i32> %761 to <2 x i64>
  %772 = bitcast <4 x i32> %750 to <2 x i64>
  %773 = bitcast <4 x i32> %749 to <2 x i64>
  %774 = bitcast <4 x i32> %746 to <2 x i64>
  %775 = bitcast <4 x i32> %745 to <2 x i64>
  %776 = extractelement <2 x i64> %775, i64 0
  store i64 %776, ptr %717, align 1
  %777 = getelementptr inbounds i8, ptr %717, i64 %80
  %778 = bitcast <4 x i32> %745 to <2 x double>
  %779 = extractelement <2 x double> %778, i64 1
  store double %779, ptr %777, align 1
  %780 = getelementptr inbounds i8, ptr %717, i64 %195
  %781 = extractelement <2 x i64> %774, i64 0
  store i64 %781, ptr %780, align 1
  %782 = getelementptr inbounds i8, ptr %717, i64 %196
  %783 = bitcast <4 x i32> %746 to <2 x double>
  %784 = extractelement <2 x double> %783, i64 1
  store double %784, ptr %782, align 1
  %785 = getelementptr inbounds i8, ptr %717, i64 %197
  %786 = extractelement <2 x i64> %773, i64 0
  store i64 %786, ptr %785, align 1
  %787 = getelementptr inbounds i8, ptr %717, i64 %198
  %788 = bitcast <4 x i32> %749 to <2 x double>
  %789 = extractelement <2 x double> %788, i64 1
  store double %789, ptr %787, align 1
  %790 = getelementptr inbounds i8, ptr %717, i64 %199
  %791 = extractelement <2 x i64> %772, i64 0
  store i64 %791, ptr %790, align 1
  %792 = getelementptr inbounds i8, ptr %717, i64 %200
  %793 = bitcast <4 x i32> %750 to <2 x double>
  %794 = extractelement <2 x double> %793, i64 1
  store double %794, ptr %792, align 1
  %795 = getelementptr inbounds i8, ptr %717, i64 %201
  %796 = extractelement <2 x i64> %771, i64 0
  store i64 %796, ptr %795, align 1
  %797 = getelementptr inbounds i8, ptr %717, i64 %202
  %798 = bitcast <4 x i32> %761 to <2 x double>
  %799 = extractelement <2 x double> %798, i64 1
  store double %799, ptr %797, align 1
  %800 = getelementptr inbounds i8, ptr %717, i64 %203
  %801 = extractelement <2 x i64> %770, i64 0
  store i64 %801, ptr %800, align 1
  %802 = getelementptr inbounds i8, ptr %717, i64 %204
  %803 = bitcast <4 x i32> %762 to <2 x double>
  %804 = extractelement <2 x double> %803, i64 1
  store double %804, ptr %802, align 1
  %805 = getelementptr inbounds i8, ptr %717, i64 %205
  %806 = extractelement <2 x i64> %769, i64 0
  store i64 %806, ptr %805, align 1
  %807 = getelementptr inbounds i8, ptr %717, i64 %206
  %808 = bitcast <4 x i32> %765 to <2 x double>
  %809 = extractelement <2 x double> %808, i64 1
  store double %809, ptr %807, align 1
  %810 = getelementptr inbounds i8, ptr %717, i64 %207
  %811 = extractelement <2 x i64> %768, i64 0
  store i64 %811, ptr %810, align 1
  %812 = getelementptr inbounds i8, ptr %717, i64 %208
  %813 = bitcast <4 x i32> %766 to <2 x double>
  %814 = extractelement <2 x double> %813, i64 1
  store double %814, ptr %812, align 1
  br label %895

815:                                              ; preds = %718
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store <4 x i32> %745, ptr %34, align 16
  store <4 x i32> %746, ptr %188, align 16
  store <4 x i32> %749, ptr %189, align 16
  store <4 x i32> %750, ptr %190, align 16
  store <4 x i32> %761, ptr %191, align 16
  store <4 x i32> %762, ptr %192, align 16
  store <4 x i32> %765, ptr %193, align 16
  store <4 x i32> %766, ptr %194, align 16
  br i1 %320, label %816, label %830

816:                                              ; preds = %815
  br i1 %339, label %818, label %831

817:                                              ; preds = %831
  br i1 %256, label %830, label %818

818:                                              ; preds = %817, %816
  %819 = phi i64 [ 0, %816 ], [ %853, %817 ]
  tail call void @llvm.assume(i1 %257)
  br label %820

820:                                              ; preds = %820, %818
  %821 = phi i64 [ %827, %820 ], [ %819, %818 ]
  %822 = phi i64 [ %828, %820 ], [ 0, %818 ]
  %823 = mul nsw i64 %821, %80
  %824 = getelementptr inbounds i8, ptr %717, i64 %823
  %825 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %821
  %826 = load i64, ptr %825, align 8
  store i64 %826, ptr %824, align 1
  %827 = add nuw nsw i64 %821, 1
  %828 = add i64 %822, 1
  %829 = icmp eq i64 %828, %255
  br i1 %829, label %830, label %820

830:                                              ; preds = %817, %820, %815
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %895

831:                                              ; preds = %816, %831
  %832 = phi i64 [ %853, %831 ], [ 0, %816 ]
  %833 = phi i64 [ %854, %831 ], [ 0, %816 ]
  %834 = mul nsw i64 %832, %80
  %835 = getelementptr inbounds i8, ptr %717, i64 %834
  %836 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %832
  %837 = load i64, ptr %836, align 16
  store i64 %837, ptr %835, align 1
  %838 = or disjoint i64 %832, 1
  %839 = mul nsw i64 %838, %80
  %840 = getelementptr inbounds i8, ptr %717, i64 %839
  %841 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %838
  %842 = load i64, ptr %841, align 8
  store i64 %842, ptr %840, align 1
  %843 = or disjoint i64 %832, 2
  %844 = mul nsw i64 %843, %80
  %845 = getelementptr inbounds i8, ptr %717, i64 %844
  %846 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %843
  %847 = load i64, ptr %846, align 16
  store i64 %847, ptr %845, align 1
  %848 = or disjoint i64 %832, 3
  %849 = mul nsw i64 %848, %80
  %850 = getelementptr inbounds i8, ptr %717, i64 %849
  %851 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %848
  %852 = load i64, ptr %851, align 8
  store i64 %852, ptr %850, align 1
  %853 = add nuw nsw i64 %832, 4
  %854 = add i64 %833, 4
  %855 = icmp eq i64 %854, %340
  br i1 %855, label %817, label %831

856:                                              ; preds = %627
  %857 = trunc <16 x i32> %716 to <16 x i8>
  %858 = trunc <16 x i32> %705 to <16 x i8>
  %859 = trunc <16 x i32> %694 to <16 x i8>
  %860 = trunc <16 x i32> %683 to <16 x i8>
  %861 = trunc <16 x i32> %672 to <16 x i8>
  %862 = trunc <16 x i32> %661 to <16 x i8>
  %863 = trunc <16 x i32> %650 to <16 x i8>
  %864 = trunc <16 x i32> %639 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store <16 x i8> %864, ptr %35, align 16
  store <16 x i8> %863, ptr %175, align 16
  store <16 x i8> %862, ptr %176, align 16
  store <16 x i8> %861, ptr %177, align 16
  store <16 x i8> %860, ptr %178, align 16
  store <16 x i8> %859, ptr %179, align 16
  store <16 x i8> %858, ptr %180, align 16
  store <16 x i8> %857, ptr %181, align 16
  br i1 %320, label %865, label %894

865:                                              ; preds = %856, %865
  %866 = phi i64 [ %892, %865 ], [ 0, %856 ]
  %867 = getelementptr inbounds nuw i8, ptr %35, i64 %866
  %868 = mul nsw i64 %866, %20
  %869 = getelementptr i8, ptr %717, i64 %868
  %870 = load i8, ptr %867, align 1
  store i8 %870, ptr %869, align 1
  %871 = getelementptr inbounds nuw i8, ptr %867, i64 16
  %872 = load i8, ptr %871, align 1
  %873 = getelementptr i8, ptr %869, i64 %22
  store i8 %872, ptr %873, align 1
  %874 = getelementptr inbounds nuw i8, ptr %867, i64 32
  %875 = load i8, ptr %874, align 1
  %876 = getelementptr i8, ptr %869, i64 %182
  store i8 %875, ptr %876, align 1
  %877 = getelementptr inbounds nuw i8, ptr %867, i64 48
  %878 = load i8, ptr %877, align 1
  %879 = getelementptr i8, ptr %869, i64 %183
  store i8 %878, ptr %879, align 1
  %880 = getelementptr inbounds nuw i8, ptr %867, i64 64
  %881 = load i8, ptr %880, align 1
  %882 = getelementptr i8, ptr %869, i64 %184
  store i8 %881, ptr %882, align 1
  %883 = getelementptr inbounds nuw i8, ptr %867, i64 80
  %884 = load i8, ptr %883, align 1
  %885 = getelementptr i8, ptr %869, i64 %185
  store i8 %884, ptr %885, align 1
  %886 = getelementptr inbounds nuw i8, ptr %867, i64 96
  %887 = load i8, ptr %886, align 1
  %888 = getelementptr i8, ptr %869, i64 %186
  store i8 %887, ptr %888, align 1
  %889 = getelementptr inbounds nuw i8, ptr %867, i64 112
  %890 = load i8, ptr %889, align 1
  %891 = getelementptr i8, ptr %869, i64 %187
  store i8 %890, ptr %891, align 1
  %892 = add nuw nsw i64 %866, 1
  %893 = icmp eq i64 %892, %310
  br i1 %893, label %894, label %865

894:                                              ; preds = %865, %856
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %895

895:                                              ; preds = %830, %767, %894
  %896 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %329, <16 x i1> %330, <16 x i32> zeroinitializer)
  br i1 %89, label %899, label %897

897:                                              ; preds = %895
  %898 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %331, <16 x i1> %330, <16 x i32> zeroinitializer)
  br label %899

899:                                              ; preds = %897, %895
  %900 = phi <16 x i32> [ %898, %897 ], [ zeroinitializer, %895 ]
  %901 = sub <16 x i32> %900, %896
  br i1 %90, label %905, label %902

902:                                              ; preds = %899
  %903 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %332, <16 x i1> %330, <16 x i32> zeroinitializer)
  %904 = add <16 x i32> %903, %901
  br label %905

905:                                              ; preds = %902, %899
  %906 = phi <16 x i32> [ %904, %902 ], [ %901, %899 ]
  %907 = add <16 x i32> %616, %906
  %908 = sitofp <16 x i32> %907 to <16 x float>
  %909 = fmul <16 x float> %62, %908
  %910 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %909, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %911 = fcmp uge <16 x float> %910, splat (float 0x41E0000000000000)
  %912 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %910, i32 4)
  %913 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %912, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %914 = select <16 x i1> %911, <16 x i32> splat (i32 2147483647), <16 x i32> %913
  %915 = add <16 x i32> %914, %65
  %916 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %915, <16 x i32> %68)
  %917 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %916, <16 x i32> %71)
  %918 = add <16 x i32> %614, %906
  %919 = sitofp <16 x i32> %918 to <16 x float>
  %920 = fmul <16 x float> %62, %919
  %921 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %920, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %922 = fcmp uge <16 x float> %921, splat (float 0x41E0000000000000)
  %923 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %921, i32 4)
  %924 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %923, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %925 = select <16 x i1> %922, <16 x i32> splat (i32 2147483647), <16 x i32> %924
  %926 = add <16 x i32> %925, %65
  %927 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %926, <16 x i32> %68)
  %928 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %927, <16 x i32> %71)
  %929 = add <16 x i32> %612, %906
  %930 = sitofp <16 x i32> %929 to <16 x float>
  %931 = fmul <16 x float> %62, %930
  %932 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %931, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %933 = fcmp uge <16 x float> %932, splat (float 0x41E0000000000000)
  %934 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %932, i32 4)
  %935 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %934, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %936 = select <16 x i1> %933, <16 x i32> splat (i32 2147483647), <16 x i32> %935
  %937 = add <16 x i32> %936, %65
  %938 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %937, <16 x i32> %68)
  %939 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %938, <16 x i32> %71)
  %940 = add <16 x i32> %610, %906
  %941 = sitofp <16 x i32> %940 to <16 x float>
  %942 = fmul <16 x float> %62, %941
  %943 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %942, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %944 = fcmp uge <16 x float> %943, splat (float 0x41E0000000000000)
  %945 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %943, i32 4)
  %946 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %945, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %947 = select <16 x i1> %944, <16 x i32> splat (i32 2147483647), <16 x i32> %946
  %948 = add <16 x i32> %947, %65
  %949 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %948, <16 x i32> %68)
  %950 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %949, <16 x i32> %71)
  %951 = add <16 x i32> %608, %906
  %952 = sitofp <16 x i32> %951 to <16 x float>
  %953 = fmul <16 x float> %62, %952
  %954 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %953, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %955 = fcmp uge <16 x float> %954, splat (float 0x41E0000000000000)
  %956 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %954, i32 4)
  %957 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %956, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %958 = select <16 x i1> %955, <16 x i32> splat (i32 2147483647), <16 x i32> %957
  %959 = add <16 x i32> %958, %65
  %960 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %959, <16 x i32> %68)
  %961 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %960, <16 x i32> %71)
  %962 = add <16 x i32> %606, %906
  %963 = sitofp <16 x i32> %962 to <16 x float>
  %964 = fmul <16 x float> %62, %963
  %965 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %964, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %966 = fcmp uge <16 x float> %965, splat (float 0x41E0000000000000)
  %967 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %965, i32 4)
  %968 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %967, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %969 = select <16 x i1> %966, <16 x i32> splat (i32 2147483647), <16 x i32> %968
  %970 = add <16 x i32> %969, %65
  %971 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %970, <16 x i32> %68)
  %972 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %971, <16 x i32> %71)
  %973 = add <16 x i32> %604, %906
  %974 = sitofp <16 x i32> %973 to <16 x float>
  %975 = fmul <16 x float> %62, %974
  %976 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %975, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %977 = fcmp uge <16 x float> %976, splat (float 0x41E0000000000000)
  %978 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %976, i32 4)
  %979 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %978, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %980 = select <16 x i1> %977, <16 x i32> splat (i32 2147483647), <16 x i32> %979
  %981 = add <16 x i32> %980, %65
  %982 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %981, <16 x i32> %68)
  %983 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %982, <16 x i32> %71)
  %984 = add <16 x i32> %602, %906
  %985 = sitofp <16 x i32> %984 to <16 x float>
  %986 = fmul <16 x float> %62, %985
  %987 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %986, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %988 = fcmp uge <16 x float> %987, splat (float 0x41E0000000000000)
  %989 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %987, i32 4)
  %990 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %989, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %991 = select <16 x i1> %988, <16 x i32> splat (i32 2147483647), <16 x i32> %990
  %992 = add <16 x i32> %991, %65
  %993 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %992, <16 x i32> %68)
  %994 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %993, <16 x i32> %71)
  %995 = getelementptr inbounds i8, ptr %356, i64 %333
  br i1 %72, label %996, label %1134

996:                                              ; preds = %905
  %997 = shufflevector <16 x i32> %917, <16 x i32> %928, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %998 = trunc <16 x i32> %997 to <16 x i8>
  %999 = shufflevector <16 x i32> %939, <16 x i32> %950, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1000 = trunc <16 x i32> %999 to <16 x i8>
  %1001 = shufflevector <16 x i32> %961, <16 x i32> %972, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1002 = trunc <16 x i32> %1001 to <16 x i8>
  %1003 = shufflevector <16 x i32> %983, <16 x i32> %994, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1004 = trunc <16 x i32> %1003 to <16 x i8>
  %1005 = shufflevector <16 x i32> %917, <16 x i32> %928, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1006 = trunc <16 x i32> %1005 to <16 x i8>
  %1007 = shufflevector <16 x i32> %939, <16 x i32> %950, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1008 = trunc <16 x i32> %1007 to <16 x i8>
  %1009 = shufflevector <16 x i32> %961, <16 x i32> %972, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1010 = trunc <16 x i32> %1009 to <16 x i8>
  %1011 = shufflevector <16 x i32> %983, <16 x i32> %994, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1012 = trunc <16 x i32> %1011 to <16 x i8>
  %1013 = bitcast <16 x i8> %998 to <8 x i16>
  %1014 = bitcast <16 x i8> %1000 to <8 x i16>
  %1015 = shufflevector <8 x i16> %1013, <8 x i16> %1014, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1016 = shufflevector <8 x i16> %1013, <8 x i16> %1014, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1017 = bitcast <16 x i8> %1002 to <8 x i16>
  %1018 = bitcast <16 x i8> %1004 to <8 x i16>
  %1019 = shufflevector <8 x i16> %1017, <8 x i16> %1018, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1020 = shufflevector <8 x i16> %1017, <8 x i16> %1018, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1021 = bitcast <8 x i16> %1015 to <4 x i32>
  %1022 = bitcast <8 x i16> %1019 to <4 x i32>
  %1023 = shufflevector <4 x i32> %1021, <4 x i32> %1022, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1024 = shufflevector <4 x i32> %1021, <4 x i32> %1022, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1025 = bitcast <8 x i16> %1016 to <4 x i32>
  %1026 = bitcast <8 x i16> %1020 to <4 x i32>
  %1027 = shufflevector <4 x i32> %1025, <4 x i32> %1026, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1028 = shufflevector <4 x i32> %1025, <4 x i32> %1026, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1029 = bitcast <16 x i8> %1006 to <8 x i16>
  %1030 = bitcast <16 x i8> %1008 to <8 x i16>
  %1031 = shufflevector <8 x i16> %1029, <8 x i16> %1030, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1032 = shufflevector <8 x i16> %1029, <8 x i16> %1030, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1033 = bitcast <16 x i8> %1010 to <8 x i16>
  %1034 = bitcast <16 x i8> %1012 to <8 x i16>
  %1035 = shufflevector <8 x i16> %1033, <8 x i16> %1034, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1036 = shufflevector <8 x i16> %1033, <8 x i16> %1034, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1037 = bitcast <8 x i16> %1031 to <4 x i32>
  %1038 = bitcast <8 x i16> %1035 to <4 x i32>
  %1039 = shufflevector <4 x i32> %1037, <4 x i32> %1038, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1040 = shufflevector <4 x i32> %1037, <4 x i32> %1038, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1041 = bitcast <8 x i16> %1032 to <4 x i32>
  %1042 = bitcast <8 x i16> %1036 to <4 x i32>
  %1043 = shufflevector <4 x i32> %1041, <4 x i32> %1042, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1044 = shufflevector <4 x i32> %1041, <4 x i32> %1042, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %323, label %1045, label %1093

1045:                                             ; preds = %996
  %1046 = bitcast <4 x i32> %1044 to <2 x i64>
  %1047 = bitcast <4 x i32> %1043 to <2 x i64>
  %1048 = bitcast <4 x i32> %1040 to <2 x i64>
  %1049 = bitcast <4 x i32> %1039 to <2 x i64>
  %1050 = bitcast <4 x i32> %1028 to <2 x i64>
  %1051 = bitcast <4 x i32> %1027 to <2 x i64>
  %1052 = bitcast <4 x i32> %1024 to <2 x i64>
  %1053 = bitcast <4 x i32> %1023 to <2 x i64>
  %1054 = extractelement <2 x i64> %1053, i64 0
  store i64 %1054, ptr %995, align 1
  %1055 = getelementptr inbounds i8, ptr %995, i64 %80
  %1056 = bitcast <4 x i32> %1023 to <2 x double>
  %1057 = extractelement <2 x double> %1056, i64 1
  store double %1057, ptr %1055, align 1
  %1058 = getelementptr inbounds i8, ptr %995, i64 %229
  %1059 = extractelement <2 x i64> %1052, i64 0
  store i64 %1059, ptr %1058, align 1
  %1060 = getelementptr inbounds i8, ptr %995, i64 %230
  %1061 = bitcast <4 x i32> %1024 to <2 x double>
  %1062 = extractelement <2 x double> %1061, i64 1
  store double %1062, ptr %1060, align 1
  %1063 = getelementptr inbounds i8, ptr %995, i64 %231
  %1064 = extractelement <2 x i64> %1051, i64 0
  store i64 %1064, ptr %1063, align 1
  %1065 = getelementptr inbounds i8, ptr %995, i64 %232
  %1066 = bitcast <4 x i32> %1027 to <2 x double>
  %1067 = extractelement <2 x double> %1066, i64 1
  store double %1067, ptr %1065, align 1
  %1068 = getelementptr inbounds i8, ptr %995, i64 %233
  %1069 = extractelement <2 x i64> %1050, i64 0
  store i64 %1069, ptr %1068, align 1
  %1070 = getelementptr inbounds i8, ptr %995, i64 %234
  %1071 = bitcast <4 x i32> %1028 to <2 x double>
  %1072 = extractelement <2 x double> %1071, i64 1
  store double %1072, ptr %1070, align 1
  %1073 = getelementptr inbounds i8, ptr %995, i64 %235
  %1074 = extractelement <2 x i64> %1049, i64 0
  store i64 %1074, ptr %1073, align 1
  %1075 = getelementptr inbounds i8, ptr %995, i64 %236
  %1076 = bitcast <4 x i32> %1039 to <2 x double>
  %1077 = extractelement <2 x double> %1076, i64 1
  store double %1077, ptr %1075, align 1
  %1078 = getelementptr inbounds i8, ptr %995, i64 %237
  %1079 = extractelement <2 x i64> %1048, i64 0
  store i64 %1079, ptr %1078, align 1
  %1080 = getelementptr inbounds i8, ptr %995, i64 %238
  %1081 = bitcast <4 x i32> %1040 to <2 x double>
  %1082 = extractelement <2 x double> %1081, i64 1
  store double %1082, ptr %1080, align 1
  %1083 = getelementptr inbounds i8, ptr %995, i64 %239
  %1084 = extractelement <2 x i64> %1047, i64 0
  store i64 %1084, ptr %1083, align 1
  %1085 = getelementptr inbounds i8, ptr %995, i64 %240
  %1086 = bitcast <4 x i32> %1043 to <2 x double>
  %1087 = extractelement <2 x double> %1086, i64 1
  store double %1087, ptr %1085, align 1
  %1088 = getelementptr inbounds i8, ptr %995, i64 %241
  %1089 = extractelement <2 x i64> %1046, i64 0
  store i64 %1089, ptr %1088, align 1
  %1090 = getelementptr inbounds i8, ptr %995, i64 %242
  %1091 = bitcast <4 x i32> %1044 to <2 x double>
  %1092 = extractelement <2 x double> %1091, i64 1
  store double %1092, ptr %1090, align 1
  br label %1880

1093:                                             ; preds = %996
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store <4 x i32> %1023, ptr %36, align 16
  store <4 x i32> %1024, ptr %222, align 16
  store <4 x i32> %1027, ptr %223, align 16
  store <4 x i32> %1028, ptr %224, align 16
  store <4 x i32> %1039, ptr %225, align 16
  store <4 x i32> %1040, ptr %226, align 16
  store <4 x i32> %1043, ptr %227, align 16
  store <4 x i32> %1044, ptr %228, align 16
  br i1 %334, label %1094, label %1108

1094:                                             ; preds = %1093
  br i1 %341, label %1096, label %1109

1095:                                             ; preds = %1109
  br i1 %259, label %1108, label %1096

1096:                                             ; preds = %1095, %1094
  %1097 = phi i64 [ 0, %1094 ], [ %1131, %1095 ]
  tail call void @llvm.assume(i1 %260)
  br label %1098

1098:                                             ; preds = %1098, %1096
  %1099 = phi i64 [ %1105, %1098 ], [ %1097, %1096 ]
  %1100 = phi i64 [ %1106, %1098 ], [ 0, %1096 ]
  %1101 = mul nsw i64 %1099, %80
  %1102 = getelementptr inbounds i8, ptr %995, i64 %1101
  %1103 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1099
  %1104 = load i64, ptr %1103, align 8
  store i64 %1104, ptr %1102, align 1
  %1105 = add nuw nsw i64 %1099, 1
  %1106 = add i64 %1100, 1
  %1107 = icmp eq i64 %1106, %258
  br i1 %1107, label %1108, label %1098

1108:                                             ; preds = %1095, %1098, %1093
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %1880

1109:                                             ; preds = %1094, %1109
  %1110 = phi i64 [ %1131, %1109 ], [ 0, %1094 ]
  %1111 = phi i64 [ %1132, %1109 ], [ 0, %1094 ]
  %1112 = mul nsw i64 %1110, %80
  %1113 = getelementptr inbounds i8, ptr %995, i64 %1112
  %1114 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1110
  %1115 = load i64, ptr %1114, align 16
  store i64 %1115, ptr %1113, align 1
  %1116 = or disjoint i64 %1110, 1
  %1117 = mul nsw i64 %1116, %80
  %1118 = getelementptr inbounds i8, ptr %995, i64 %1117
  %1119 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1116
  %1120 = load i64, ptr %1119, align 8
  store i64 %1120, ptr %1118, align 1
  %1121 = or disjoint i64 %1110, 2
  %1122 = mul nsw i64 %1121, %80
  %1123 = getelementptr inbounds i8, ptr %995, i64 %1122
  %1124 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1121
  %1125 = load i64, ptr %1124, align 16
  store i64 %1125, ptr %1123, align 1
  %1126 = or disjoint i64 %1110, 3
  %1127 = mul nsw i64 %1126, %80
  %1128 = getelementptr inbounds i8, ptr %995, i64 %1127
  %1129 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %1126
  %1130 = load i64, ptr %1129, align 8
  store i64 %1130, ptr %1128, align 1
  %1131 = add nuw nsw i64 %1110, 4
  %1132 = add i64 %1111, 4
  %1133 = icmp eq i64 %1132, %342
  br i1 %1133, label %1095, label %1109

1134:                                             ; preds = %905
  %1135 = trunc <16 x i32> %994 to <16 x i8>
  %1136 = trunc <16 x i32> %983 to <16 x i8>
  %1137 = trunc <16 x i32> %972 to <16 x i8>
  %1138 = trunc <16 x i32> %961 to <16 x i8>
  %1139 = trunc <16 x i32> %950 to <16 x i8>
  %1140 = trunc <16 x i32> %939 to <16 x i8>
  %1141 = trunc <16 x i32> %928 to <16 x i8>
  %1142 = trunc <16 x i32> %917 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store <16 x i8> %1142, ptr %37, align 16
  store <16 x i8> %1141, ptr %209, align 16
  store <16 x i8> %1140, ptr %210, align 16
  store <16 x i8> %1139, ptr %211, align 16
  store <16 x i8> %1138, ptr %212, align 16
  store <16 x i8> %1137, ptr %213, align 16
  store <16 x i8> %1136, ptr %214, align 16
  store <16 x i8> %1135, ptr %215, align 16
  br i1 %334, label %1143, label %1172

1143:                                             ; preds = %1134, %1143
  %1144 = phi i64 [ %1170, %1143 ], [ 0, %1134 ]
  %1145 = getelementptr inbounds nuw i8, ptr %37, i64 %1144
  %1146 = mul nsw i64 %1144, %20
  %1147 = getelementptr i8, ptr %995, i64 %1146
  %1148 = load i8, ptr %1145, align 1
  store i8 %1148, ptr %1147, align 1
  %1149 = getelementptr inbounds nuw i8, ptr %1145, i64 16
  %1150 = load i8, ptr %1149, align 1
  %1151 = getelementptr i8, ptr %1147, i64 %22
  store i8 %1150, ptr %1151, align 1
  %1152 = getelementptr inbounds nuw i8, ptr %1145, i64 32
  %1153 = load i8, ptr %1152, align 1
  %1154 = getelementptr i8, ptr %1147, i64 %216
  store i8 %1153, ptr %1154, align 1
  %1155 = getelementptr inbounds nuw i8, ptr %1145, i64 48
  %1156 = load i8, ptr %1155, align 1
  %1157 = getelementptr i8, ptr %1147, i64 %217
  store i8 %1156, ptr %1157, align 1
  %1158 = getelementptr inbounds nuw i8, ptr %1145, i64 64
  %1159 = load i8, ptr %1158, align 1
  %1160 = getelementptr i8, ptr %1147, i64 %218
  store i8 %1159, ptr %1160, align 1
  %1161 = getelementptr inbounds nuw i8, ptr %1145, i64 80
  %1162 = load i8, ptr %1161, align 1
  %1163 = getelementptr i8, ptr %1147, i64 %219
  store i8 %1162, ptr %1163, align 1
  %1164 = getelementptr inbounds nuw i8, ptr %1145, i64 96
  %1165 = load i8, ptr %1164, align 1
  %1166 = getelementptr i8, ptr %1147, i64 %220
  store i8 %1165, ptr %1166, align 1
  %1167 = getelementptr inbounds nuw i8, ptr %1145, i64 112
  %1168 = load i8, ptr %1167, align 1
  %1169 = getelementptr i8, ptr %1147, i64 %221
  store i8 %1168, ptr %1169, align 1
  %1170 = add nuw nsw i64 %1144, 1
  %1171 = icmp eq i64 %1170, %324
  br i1 %1171, label %1172, label %1143

1172:                                             ; preds = %1143, %1134
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %1880

1173:                                             ; preds = %344
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %38, i8 0, i64 1024, i1 false)
  %1174 = mul i64 %82, %345
  %1175 = getelementptr inbounds i8, ptr %274, i64 %1174
  %1176 = mul nsw i64 %345, %22
  %1177 = getelementptr inbounds i8, ptr %305, i64 %1176
  br i1 %84, label %1178, label %1253

1178:                                             ; preds = %1173
  %1179 = icmp sgt i32 %349, 0
  %1180 = zext nneg i32 %349 to i64
  br label %1181

1181:                                             ; preds = %1178, %1187
  %1182 = phi i64 [ 0, %1178 ], [ %1188, %1187 ]
  br i1 %85, label %1183, label %1187

1183:                                             ; preds = %1181
  %1184 = mul i64 %83, %1182
  %1185 = getelementptr inbounds i8, ptr %1175, i64 %1184
  %1186 = mul nuw nsw i64 %1182, %9
  br label %1190

1187:                                             ; preds = %1199, %1181
  %1188 = add nuw nsw i64 %1182, 1
  %1189 = icmp eq i64 %1188, %8
  br i1 %1189, label %1253, label %1181

1190:                                             ; preds = %1183, %1199
  %1191 = phi i64 [ 0, %1183 ], [ %1200, %1199 ]
  %1192 = mul i64 %86, %1191
  %1193 = getelementptr inbounds i8, ptr %1185, i64 %1192
  %1194 = add nuw nsw i64 %1191, %1186
  %1195 = mul i64 %87, %1194
  %1196 = getelementptr inbounds i8, ptr %301, i64 %1195
  br i1 %88, label %1197, label %1199

1197:                                             ; preds = %1190
  %1198 = getelementptr inbounds i8, ptr %1196, i64 %48
  br label %1202

1199:                                             ; preds = %1224, %1190
  %1200 = add nuw nsw i64 %1191, 1
  %1201 = icmp eq i64 %1200, %9
  br i1 %1201, label %1187, label %1190

1202:                                             ; preds = %1197, %1224
  %1203 = phi i64 [ 0, %1197 ], [ %1225, %1224 ]
  %1204 = shl nsw i64 %1203, 6
  %1205 = getelementptr inbounds nuw i8, ptr %1196, i64 %1204
  %1206 = load <8 x i64>, ptr %1205, align 64
  br i1 %302, label %1207, label %1210

1207:                                             ; preds = %1202
  %1208 = getelementptr inbounds nuw i8, ptr %1198, i64 %1204
  %1209 = load <8 x i64>, ptr %1208, align 64
  br label %1210

1210:                                             ; preds = %1207, %1202
  %1211 = phi <8 x i64> [ %1209, %1207 ], [ %1206, %1202 ]
  %1212 = shl nsw i64 %1203, 2
  %1213 = getelementptr i8, ptr %1193, i64 %1212
  br i1 %1179, label %1214, label %1224

1214:                                             ; preds = %1210
  %1215 = sub nsw i64 %6, %1212
  %1216 = icmp sgt i64 %1215, 3
  %1217 = trunc i64 %1215 to i32
  %1218 = shl nsw i32 -1, %1217
  %1219 = trunc i32 %1218 to i16
  %1220 = xor i16 %1219, -1
  %1221 = bitcast i16 %1220 to <16 x i1>
  %1222 = bitcast <8 x i64> %1206 to <64 x i8>
  %1223 = bitcast <8 x i64> %1211 to <64 x i8>
  br label %1227

1224:                                             ; preds = %1250, %1210
  %1225 = add nuw nsw i64 %1203, 1
  %1226 = icmp eq i64 %1225, %91
  br i1 %1226, label %1199, label %1202

1227:                                             ; preds = %1214, %1250
  %1228 = phi i64 [ 0, %1214 ], [ %1251, %1250 ]
  %1229 = mul i64 %82, %1228
  %1230 = getelementptr i8, ptr %1213, i64 %1229
  br i1 %1216, label %1231, label %1235

1231:                                             ; preds = %1227
  %1232 = load i32, ptr %1230, align 1
  %1233 = insertelement <16 x i32> poison, i32 %1232, i64 0
  %1234 = shufflevector <16 x i32> %1233, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %1239

1235:                                             ; preds = %1227
  %1236 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1230, <16 x i1> %1221, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1237 = bitcast <16 x i8> %1236 to <4 x i32>
  %1238 = shufflevector <4 x i32> %1237, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %1239

1239:                                             ; preds = %1231, %1235
  %1240 = phi <16 x i32> [ %1234, %1231 ], [ %1238, %1235 ]
  %1241 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %38, i64 %1228
  %1242 = load <16 x i32>, ptr %1241, align 64
  %1243 = bitcast <16 x i32> %1240 to <64 x i8>
  %1244 = xor <64 x i8> %1243, splat (i8 -128)
  %1245 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1242, <64 x i8> %1244, <64 x i8> %1222)
  store <16 x i32> %1245, ptr %1241, align 64
  br i1 %302, label %1246, label %1250

1246:                                             ; preds = %1239
  %1247 = getelementptr inbounds nuw i8, ptr %1241, i64 64
  %1248 = load <16 x i32>, ptr %1247, align 64
  %1249 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1248, <64 x i8> %1244, <64 x i8> %1223)
  store <16 x i32> %1249, ptr %1247, align 64
  br label %1250

1250:                                             ; preds = %1246, %1239
  %1251 = add nuw nsw i64 %1228, 1
  %1252 = icmp eq i64 %1251, %1180
  br i1 %1252, label %1224, label %1227

1253:                                             ; preds = %1187, %1173
  %1254 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %315, <16 x i1> %316, <16 x i32> zeroinitializer)
  br i1 %89, label %1257, label %1255

1255:                                             ; preds = %1253
  %1256 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %317, <16 x i1> %316, <16 x i32> zeroinitializer)
  br label %1257

1257:                                             ; preds = %1255, %1253
  %1258 = phi <16 x i32> [ %1256, %1255 ], [ zeroinitializer, %1253 ]
  %1259 = sub <16 x i32> %1258, %1254
  br i1 %90, label %1263, label %1260

1260:                                             ; preds = %1257
  %1261 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %318, <16 x i1> %316, <16 x i32> zeroinitializer)
  %1262 = add <16 x i32> %1261, %1259
  br label %1263

1263:                                             ; preds = %1260, %1257
  %1264 = phi <16 x i32> [ %1262, %1260 ], [ %1259, %1257 ]
  %1265 = load <16 x i32>, ptr %38, align 64
  %1266 = add <16 x i32> %1265, %1264
  %1267 = sitofp <16 x i32> %1266 to <16 x float>
  %1268 = fmul <16 x float> %62, %1267
  %1269 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1268, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1270 = fcmp uge <16 x float> %1269, splat (float 0x41E0000000000000)
  %1271 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1269, i32 4)
  %1272 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1271, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1273 = select <16 x i1> %1270, <16 x i32> splat (i32 2147483647), <16 x i32> %1272
  %1274 = add <16 x i32> %1273, %65
  %1275 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1274, <16 x i32> %68)
  %1276 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1275, <16 x i32> %71)
  %1277 = load <16 x i32>, ptr %92, align 64
  %1278 = add <16 x i32> %1277, %1264
  %1279 = sitofp <16 x i32> %1278 to <16 x float>
  %1280 = fmul <16 x float> %62, %1279
  %1281 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1280, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1282 = fcmp uge <16 x float> %1281, splat (float 0x41E0000000000000)
  %1283 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1281, i32 4)
  %1284 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1283, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1285 = select <16 x i1> %1282, <16 x i32> splat (i32 2147483647), <16 x i32> %1284
  %1286 = add <16 x i32> %1285, %65
  %1287 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1286, <16 x i32> %68)
  %1288 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1287, <16 x i32> %71)
  %1289 = load <16 x i32>, ptr %93, align 64
  %1290 = add <16 x i32> %1289, %1264
  %1291 = sitofp <16 x i32> %1290 to <16 x float>
  %1292 = fmul <16 x float> %62, %1291
  %1293 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1292, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1294 = fcmp uge <16 x float> %1293, splat (float 0x41E0000000000000)
  %1295 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1293, i32 4)
  %1296 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1295, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1297 = select <16 x i1> %1294, <16 x i32> splat (i32 2147483647), <16 x i32> %1296
  %1298 = add <16 x i32> %1297, %65
  %1299 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1298, <16 x i32> %68)
  %1300 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1299, <16 x i32> %71)
  %1301 = load <16 x i32>, ptr %94, align 64
  %1302 = add <16 x i32> %1301, %1264
  %1303 = sitofp <16 x i32> %1302 to <16 x float>
  %1304 = fmul <16 x float> %62, %1303
  %1305 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1304, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1306 = fcmp uge <16 x float> %1305, splat (float 0x41E0000000000000)
  %1307 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1305, i32 4)
  %1308 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1307, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1309 = select <16 x i1> %1306, <16 x i32> splat (i32 2147483647), <16 x i32> %1308
  %1310 = add <16 x i32> %1309, %65
  %1311 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1310, <16 x i32> %68)
  %1312 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1311, <16 x i32> %71)
  %1313 = load <16 x i32>, ptr %95, align 64
  %1314 = add <16 x i32> %1313, %1264
  %1315 = sitofp <16 x i32> %1314 to <16 x float>
  %1316 = fmul <16 x float> %62, %1315
  %1317 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1316, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1318 = fcmp uge <16 x float> %1317, splat (float 0x41E0000000000000)
  %1319 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1317, i32 4)
  %1320 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1319, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1321 = select <16 x i1> %1318, <16 x i32> splat (i32 2147483647), <16 x i32> %1320
  %1322 = add <16 x i32> %1321, %65
  %1323 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1322, <16 x i32> %68)
  %1324 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1323, <16 x i32> %71)
  %1325 = load <16 x i32>, ptr %96, align 64
  %1326 = add <16 x i32> %1325, %1264
  %1327 = sitofp <16 x i32> %1326 to <16 x float>
  %1328 = fmul <16 x float> %62, %1327
  %1329 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1328, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1330 = fcmp uge <16 x float> %1329, splat (float 0x41E0000000000000)
  %1331 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1329, i32 4)
  %1332 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1331, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1333 = select <16 x i1> %1330, <16 x i32> splat (i32 2147483647), <16 x i32> %1332
  %1334 = add <16 x i32> %1333, %65
  %1335 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1334, <16 x i32> %68)
  %1336 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1335, <16 x i32> %71)
  %1337 = load <16 x i32>, ptr %97, align 64
  %1338 = add <16 x i32> %1337, %1264
  %1339 = sitofp <16 x i32> %1338 to <16 x float>
  %1340 = fmul <16 x float> %62, %1339
  %1341 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1340, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1342 = fcmp uge <16 x float> %1341, splat (float 0x41E0000000000000)
  %1343 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1341, i32 4)
  %1344 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1343, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1345 = select <16 x i1> %1342, <16 x i32> splat (i32 2147483647), <16 x i32> %1344
  %1346 = add <16 x i32> %1345, %65
  %1347 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1346, <16 x i32> %68)
  %1348 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1347, <16 x i32> %71)
  %1349 = load <16 x i32>, ptr %98, align 64
  %1350 = add <16 x i32> %1349, %1264
  %1351 = sitofp <16 x i32> %1350 to <16 x float>
  %1352 = fmul <16 x float> %62, %1351
  %1353 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1352, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1354 = fcmp uge <16 x float> %1353, splat (float 0x41E0000000000000)
  %1355 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1353, i32 4)
  %1356 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1355, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1357 = select <16 x i1> %1354, <16 x i32> splat (i32 2147483647), <16 x i32> %1356
  %1358 = add <16 x i32> %1357, %65
  %1359 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1358, <16 x i32> %68)
  %1360 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1359, <16 x i32> %71)
  %1361 = getelementptr inbounds i8, ptr %1177, i64 %319
  %1362 = and i1 %72, %350
  br i1 %1362, label %1363, label %1501

1363:                                             ; preds = %1263
  %1364 = shufflevector <16 x i32> %1276, <16 x i32> %1288, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1365 = trunc <16 x i32> %1364 to <16 x i8>
  %1366 = shufflevector <16 x i32> %1300, <16 x i32> %1312, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1367 = trunc <16 x i32> %1366 to <16 x i8>
  %1368 = shufflevector <16 x i32> %1324, <16 x i32> %1336, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1369 = trunc <16 x i32> %1368 to <16 x i8>
  %1370 = shufflevector <16 x i32> %1348, <16 x i32> %1360, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1371 = trunc <16 x i32> %1370 to <16 x i8>
  %1372 = shufflevector <16 x i32> %1276, <16 x i32> %1288, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1373 = trunc <16 x i32> %1372 to <16 x i8>
  %1374 = shufflevector <16 x i32> %1300, <16 x i32> %1312, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1375 = trunc <16 x i32> %1374 to <16 x i8>
  %1376 = shufflevector <16 x i32> %1324, <16 x i32> %1336, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1377 = trunc <16 x i32> %1376 to <16 x i8>
  %1378 = shufflevector <16 x i32> %1348, <16 x i32> %1360, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1379 = trunc <16 x i32> %1378 to <16 x i8>
  %1380 = bitcast <16 x i8> %1365 to <8 x i16>
  %1381 = bitcast <16 x i8> %1367 to <8 x i16>
  %1382 = shufflevector <8 x i16> %1380, <8 x i16> %1381, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1383 = shufflevector <8 x i16> %1380, <8 x i16> %1381, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1384 = bitcast <16 x i8> %1369 to <8 x i16>
  %1385 = bitcast <16 x i8> %1371 to <8 x i16>
  %1386 = shufflevector <8 x i16> %1384, <8 x i16> %1385, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1387 = shufflevector <8 x i16> %1384, <8 x i16> %1385, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1388 = bitcast <8 x i16> %1382 to <4 x i32>
  %1389 = bitcast <8 x i16> %1386 to <4 x i32>
  %1390 = shufflevector <4 x i32> %1388, <4 x i32> %1389, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1391 = shufflevector <4 x i32> %1388, <4 x i32> %1389, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1392 = bitcast <8 x i16> %1383 to <4 x i32>
  %1393 = bitcast <8 x i16> %1387 to <4 x i32>
  %1394 = shufflevector <4 x i32> %1392, <4 x i32> %1393, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1395 = shufflevector <4 x i32> %1392, <4 x i32> %1393, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1396 = bitcast <16 x i8> %1373 to <8 x i16>
  %1397 = bitcast <16 x i8> %1375 to <8 x i16>
  %1398 = shufflevector <8 x i16> %1396, <8 x i16> %1397, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1399 = shufflevector <8 x i16> %1396, <8 x i16> %1397, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1400 = bitcast <16 x i8> %1377 to <8 x i16>
  %1401 = bitcast <16 x i8> %1379 to <8 x i16>
  %1402 = shufflevector <8 x i16> %1400, <8 x i16> %1401, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1403 = shufflevector <8 x i16> %1400, <8 x i16> %1401, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1404 = bitcast <8 x i16> %1398 to <4 x i32>
  %1405 = bitcast <8 x i16> %1402 to <4 x i32>
  %1406 = shufflevector <4 x i32> %1404, <4 x i32> %1405, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1407 = shufflevector <4 x i32> %1404, <4 x i32> %1405, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1408 = bitcast <8 x i16> %1399 to <4 x i32>
  %1409 = bitcast <8 x i16> %1403 to <4 x i32>
  %1410 = shufflevector <4 x i32> %1408, <4 x i32> %1409, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1411 = shufflevector <4 x i32> %1408, <4 x i32> %1409, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %309, label %1412, label %1460

1412:                                             ; preds = %1363
  %1413 = bitcast <4 x i32> %1411 to <2 x i64>
  %1414 = bitcast <4 x i32> %1410 to <2 x i64>
  %1415 = bitcast <4 x i32> %1407 to <2 x i64>
  %1416 = bitcast <4 x i32> %1406 to <2 x i64>
  %1417 = bitcast <4 x i32> %1395 to <2 x i64>
  %1418 = bitcast <4 x i32> %1394 to <2 x i64>
  %1419 = bitcast <4 x i32> %1391 to <2 x i64>
  %1420 = bitcast <4 x i32> %1390 to <2 x i64>
  %1421 = extractelement <2 x i64> %1420, i64 0
  store i64 %1421, ptr %1361, align 1
  %1422 = getelementptr inbounds i8, ptr %1361, i64 %80
  %1423 = bitcast <4 x i32> %1390 to <2 x double>
  %1424 = extractelement <2 x double> %1423, i64 1
  store double %1424, ptr %1422, align 1
  %1425 = getelementptr inbounds i8, ptr %1361, i64 %113
  %1426 = extractelement <2 x i64> %1419, i64 0
  store i64 %1426, ptr %1425, align 1
  %1427 = getelementptr inbounds i8, ptr %1361, i64 %114
  %1428 = bitcast <4 x i32> %1391 to <2 x double>
  %1429 = extractelement <2 x double> %1428, i64 1
  store double %1429, ptr %1427, align 1
  %1430 = getelementptr inbounds i8, ptr %1361, i64 %115
  %1431 = extractelement <2 x i64> %1418, i64 0
  store i64 %1431, ptr %1430, align 1
  %1432 = getelementptr inbounds i8, ptr %1361, i64 %116
  %1433 = bitcast <4 x i32> %1394 to <2 x double>
  %1434 = extractelement <2 x double> %1433, i64 1
  store double %1434, ptr %1432, align 1
  %1435 = getelementptr inbounds i8, ptr %1361, i64 %117
  %1436 = extractelement <2 x i64> %1417, i64 0
  store i64 %1436, ptr %1435, align 1
  %1437 = getelementptr inbounds i8, ptr %1361, i64 %118
  %1438 = bitcast <4 x i32> %1395 to <2 x double>
  %1439 = extractelement <2 x double> %1438, i64 1
  store double %1439, ptr %1437, align 1
  %1440 = getelementptr inbounds i8, ptr %1361, i64 %119
  %1441 = extractelement <2 x i64> %1416, i64 0
  store i64 %1441, ptr %1440, align 1
  %1442 = getelementptr inbounds i8, ptr %1361, i64 %120
  %1443 = bitcast <4 x i32> %1406 to <2 x double>
  %1444 = extractelement <2 x double> %1443, i64 1
  store double %1444, ptr %1442, align 1
  %1445 = getelementptr inbounds i8, ptr %1361, i64 %121
  %1446 = extractelement <2 x i64> %1415, i64 0
  store i64 %1446, ptr %1445, align 1
  %1447 = getelementptr inbounds i8, ptr %1361, i64 %122
  %1448 = bitcast <4 x i32> %1407 to <2 x double>
  %1449 = extractelement <2 x double> %1448, i64 1
  store double %1449, ptr %1447, align 1
  %1450 = getelementptr inbounds i8, ptr %1361, i64 %123
  %1451 = extractelement <2 x i64> %1414, i64 0
  store i64 %1451, ptr %1450, align 1
  %1452 = getelementptr inbounds i8, ptr %1361, i64 %124
  %1453 = bitcast <4 x i32> %1410 to <2 x double>
  %1454 = extractelement <2 x double> %1453, i64 1
  store double %1454, ptr %1452, align 1
  %1455 = getelementptr inbounds i8, ptr %1361, i64 %125
  %1456 = extractelement <2 x i64> %1413, i64 0
  store i64 %1456, ptr %1455, align 1
  %1457 = getelementptr inbounds i8, ptr %1361, i64 %126
  %1458 = bitcast <4 x i32> %1411 to <2 x double>
  %1459 = extractelement <2 x double> %1458, i64 1
  store double %1459, ptr %1457, align 1
  br label %1566

1460:                                             ; preds = %1363
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  store <4 x i32> %1390, ptr %30, align 16
  store <4 x i32> %1391, ptr %106, align 16
  store <4 x i32> %1394, ptr %107, align 16
  store <4 x i32> %1395, ptr %108, align 16
  store <4 x i32> %1406, ptr %109, align 16
  store <4 x i32> %1407, ptr %110, align 16
  store <4 x i32> %1410, ptr %111, align 16
  store <4 x i32> %1411, ptr %112, align 16
  br i1 %320, label %1461, label %1475

1461:                                             ; preds = %1460
  br i1 %335, label %1463, label %1476

1462:                                             ; preds = %1476
  br i1 %250, label %1475, label %1463

1463:                                             ; preds = %1462, %1461
  %1464 = phi i64 [ 0, %1461 ], [ %1498, %1462 ]
  tail call void @llvm.assume(i1 %251)
  br label %1465

1465:                                             ; preds = %1465, %1463
  %1466 = phi i64 [ %1472, %1465 ], [ %1464, %1463 ]
  %1467 = phi i64 [ %1473, %1465 ], [ 0, %1463 ]
  %1468 = mul nsw i64 %1466, %80
  %1469 = getelementptr inbounds i8, ptr %1361, i64 %1468
  %1470 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1466
  %1471 = load i64, ptr %1470, align 8
  store i64 %1471, ptr %1469, align 1
  %1472 = add nuw nsw i64 %1466, 1
  %1473 = add i64 %1467, 1
  %1474 = icmp eq i64 %1473, %249
  br i1 %1474, label %1475, label %1465

1475:                                             ; preds = %1462, %1465, %1460
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %1566

1476:                                             ; preds = %1461, %1476
  %1477 = phi i64 [ %1498, %1476 ], [ 0, %1461 ]
  %1478 = phi i64 [ %1499, %1476 ], [ 0, %1461 ]
  %1479 = mul nsw i64 %1477, %80
  %1480 = getelementptr inbounds i8, ptr %1361, i64 %1479
  %1481 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1477
  %1482 = load i64, ptr %1481, align 16
  store i64 %1482, ptr %1480, align 1
  %1483 = or disjoint i64 %1477, 1
  %1484 = mul nsw i64 %1483, %80
  %1485 = getelementptr inbounds i8, ptr %1361, i64 %1484
  %1486 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1483
  %1487 = load i64, ptr %1486, align 8
  store i64 %1487, ptr %1485, align 1
  %1488 = or disjoint i64 %1477, 2
  %1489 = mul nsw i64 %1488, %80
  %1490 = getelementptr inbounds i8, ptr %1361, i64 %1489
  %1491 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1488
  %1492 = load i64, ptr %1491, align 16
  store i64 %1492, ptr %1490, align 1
  %1493 = or disjoint i64 %1477, 3
  %1494 = mul nsw i64 %1493, %80
  %1495 = getelementptr inbounds i8, ptr %1361, i64 %1494
  %1496 = getelementptr inbounds nuw [8 x i8], ptr %30, i64 %1493
  %1497 = load i64, ptr %1496, align 8
  store i64 %1497, ptr %1495, align 1
  %1498 = add nuw nsw i64 %1477, 4
  %1499 = add i64 %1478, 4
  %1500 = icmp eq i64 %1499, %336
  br i1 %1500, label %1462, label %1476

1501:                                             ; preds = %1263
  %1502 = trunc <16 x i32> %1360 to <16 x i8>
  %1503 = trunc <16 x i32> %1348 to <16 x i8>
  %1504 = trunc <16 x i32> %1336 to <16 x i8>
  %1505 = trunc <16 x i32> %1324 to <16 x i8>
  %1506 = trunc <16 x i32> %1312 to <16 x i8>
  %1507 = trunc <16 x i32> %1300 to <16 x i8>
  %1508 = trunc <16 x i32> %1288 to <16 x i8>
  %1509 = trunc <16 x i32> %1276 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x i8> %1509, ptr %31, align 16
  store <16 x i8> %1508, ptr %99, align 16
  store <16 x i8> %1507, ptr %100, align 16
  store <16 x i8> %1506, ptr %101, align 16
  store <16 x i8> %1505, ptr %102, align 16
  store <16 x i8> %1504, ptr %103, align 16
  store <16 x i8> %1503, ptr %104, align 16
  store <16 x i8> %1502, ptr %105, align 16
  br i1 %320, label %1510, label %1524

1510:                                             ; preds = %1501
  %1511 = icmp sgt i32 %349, 0
  %1512 = zext i32 %349 to i64
  %1513 = and i64 %1512, 3
  %1514 = icmp ult i32 %349, 4
  %1515 = and i64 %1512, 2147483644
  %1516 = icmp eq i64 %1513, 0
  %1517 = icmp ne i64 %1513, 0
  br label %1518

1518:                                             ; preds = %1510, %1538
  %1519 = phi i64 [ 0, %1510 ], [ %1539, %1538 ]
  %1520 = getelementptr inbounds nuw i8, ptr %31, i64 %1519
  br i1 %1511, label %1521, label %1538

1521:                                             ; preds = %1518
  %1522 = mul nsw i64 %1519, %80
  %1523 = getelementptr i8, ptr %1361, i64 %1522
  br i1 %1514, label %1526, label %1541

1524:                                             ; preds = %1538, %1501
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %1566

1525:                                             ; preds = %1541
  br i1 %1516, label %1538, label %1526

1526:                                             ; preds = %1525, %1521
  %1527 = phi i64 [ 0, %1521 ], [ %1563, %1525 ]
  tail call void @llvm.assume(i1 %1517)
  br label %1528

1528:                                             ; preds = %1528, %1526
  %1529 = phi i64 [ %1527, %1526 ], [ %1535, %1528 ]
  %1530 = phi i64 [ 0, %1526 ], [ %1536, %1528 ]
  %1531 = getelementptr inbounds nuw [16 x i8], ptr %1520, i64 %1529
  %1532 = load i8, ptr %1531, align 1
  %1533 = mul nsw i64 %22, %1529
  %1534 = getelementptr i8, ptr %1523, i64 %1533
  store i8 %1532, ptr %1534, align 1
  %1535 = add nuw nsw i64 %1529, 1
  %1536 = add i64 %1530, 1
  %1537 = icmp eq i64 %1536, %1513
  br i1 %1537, label %1538, label %1528

1538:                                             ; preds = %1525, %1528, %1518
  %1539 = add nuw nsw i64 %1519, 1
  %1540 = icmp eq i64 %1539, %310
  br i1 %1540, label %1524, label %1518

1541:                                             ; preds = %1521, %1541
  %1542 = phi i64 [ %1563, %1541 ], [ 0, %1521 ]
  %1543 = phi i64 [ %1564, %1541 ], [ 0, %1521 ]
  %1544 = getelementptr inbounds nuw [16 x i8], ptr %1520, i64 %1542
  %1545 = load i8, ptr %1544, align 1
  %1546 = mul nsw i64 %22, %1542
  %1547 = getelementptr i8, ptr %1523, i64 %1546
  store i8 %1545, ptr %1547, align 1
  %1548 = or disjoint i64 %1542, 1
  %1549 = getelementptr inbounds nuw [16 x i8], ptr %1520, i64 %1548
  %1550 = load i8, ptr %1549, align 1
  %1551 = mul nsw i64 %22, %1548
  %1552 = getelementptr i8, ptr %1523, i64 %1551
  store i8 %1550, ptr %1552, align 1
  %1553 = or disjoint i64 %1542, 2
  %1554 = getelementptr inbounds nuw [16 x i8], ptr %1520, i64 %1553
  %1555 = load i8, ptr %1554, align 1
  %1556 = mul nsw i64 %22, %1553
  %1557 = getelementptr i8, ptr %1523, i64 %1556
  store i8 %1555, ptr %1557, align 1
  %1558 = or disjoint i64 %1542, 3
  %1559 = getelementptr inbounds nuw [16 x i8], ptr %1520, i64 %1558
  %1560 = load i8, ptr %1559, align 1
  %1561 = mul nsw i64 %22, %1558
  %1562 = getelementptr i8, ptr %1523, i64 %1561
  store i8 %1560, ptr %1562, align 1
  %1563 = add nuw nsw i64 %1542, 4
  %1564 = add i64 %1543, 4
  %1565 = icmp eq i64 %1564, %1515
  br i1 %1565, label %1525, label %1541

1566:                                             ; preds = %1475, %1412, %1524
  br i1 %302, label %1567, label %1879

1567:                                             ; preds = %1566
  %1568 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %329, <16 x i1> %330, <16 x i32> zeroinitializer)
  br i1 %89, label %1571, label %1569

1569:                                             ; preds = %1567
  %1570 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %331, <16 x i1> %330, <16 x i32> zeroinitializer)
  br label %1571

1571:                                             ; preds = %1569, %1567
  %1572 = phi <16 x i32> [ %1570, %1569 ], [ zeroinitializer, %1567 ]
  %1573 = sub <16 x i32> %1572, %1568
  br i1 %90, label %1577, label %1574

1574:                                             ; preds = %1571
  %1575 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %332, <16 x i1> %330, <16 x i32> zeroinitializer)
  %1576 = add <16 x i32> %1575, %1573
  br label %1577

1577:                                             ; preds = %1574, %1571
  %1578 = phi <16 x i32> [ %1576, %1574 ], [ %1573, %1571 ]
  %1579 = load <16 x i32>, ptr %127, align 64
  %1580 = add <16 x i32> %1579, %1578
  %1581 = sitofp <16 x i32> %1580 to <16 x float>
  %1582 = fmul <16 x float> %62, %1581
  %1583 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1582, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1584 = fcmp uge <16 x float> %1583, splat (float 0x41E0000000000000)
  %1585 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1583, i32 4)
  %1586 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1585, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1587 = select <16 x i1> %1584, <16 x i32> splat (i32 2147483647), <16 x i32> %1586
  %1588 = add <16 x i32> %1587, %65
  %1589 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1588, <16 x i32> %68)
  %1590 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1589, <16 x i32> %71)
  %1591 = load <16 x i32>, ptr %128, align 64
  %1592 = add <16 x i32> %1591, %1578
  %1593 = sitofp <16 x i32> %1592 to <16 x float>
  %1594 = fmul <16 x float> %62, %1593
  %1595 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1594, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1596 = fcmp uge <16 x float> %1595, splat (float 0x41E0000000000000)
  %1597 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1595, i32 4)
  %1598 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1597, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1599 = select <16 x i1> %1596, <16 x i32> splat (i32 2147483647), <16 x i32> %1598
  %1600 = add <16 x i32> %1599, %65
  %1601 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1600, <16 x i32> %68)
  %1602 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1601, <16 x i32> %71)
  %1603 = load <16 x i32>, ptr %129, align 64
  %1604 = add <16 x i32> %1603, %1578
  %1605 = sitofp <16 x i32> %1604 to <16 x float>
  %1606 = fmul <16 x float> %62, %1605
  %1607 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1606, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1608 = fcmp uge <16 x float> %1607, splat (float 0x41E0000000000000)
  %1609 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1607, i32 4)
  %1610 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1609, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1611 = select <16 x i1> %1608, <16 x i32> splat (i32 2147483647), <16 x i32> %1610
  %1612 = add <16 x i32> %1611, %65
  %1613 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1612, <16 x i32> %68)
  %1614 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1613, <16 x i32> %71)
  %1615 = load <16 x i32>, ptr %130, align 64
  %1616 = add <16 x i32> %1615, %1578
  %1617 = sitofp <16 x i32> %1616 to <16 x float>
  %1618 = fmul <16 x float> %62, %1617
  %1619 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1618, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1620 = fcmp uge <16 x float> %1619, splat (float 0x41E0000000000000)
  %1621 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1619, i32 4)
  %1622 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1621, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1623 = select <16 x i1> %1620, <16 x i32> splat (i32 2147483647), <16 x i32> %1622
  %1624 = add <16 x i32> %1623, %65
  %1625 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1624, <16 x i32> %68)
  %1626 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1625, <16 x i32> %71)
  %1627 = load <16 x i32>, ptr %131, align 64
  %1628 = add <16 x i32> %1627, %1578
  %1629 = sitofp <16 x i32> %1628 to <16 x float>
  %1630 = fmul <16 x float> %62, %1629
  %1631 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1630, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1632 = fcmp uge <16 x float> %1631, splat (float 0x41E0000000000000)
  %1633 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1631, i32 4)
  %1634 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1633, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1635 = select <16 x i1> %1632, <16 x i32> splat (i32 2147483647), <16 x i32> %1634
  %1636 = add <16 x i32> %1635, %65
  %1637 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1636, <16 x i32> %68)
  %1638 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1637, <16 x i32> %71)
  %1639 = load <16 x i32>, ptr %132, align 64
  %1640 = add <16 x i32> %1639, %1578
  %1641 = sitofp <16 x i32> %1640 to <16 x float>
  %1642 = fmul <16 x float> %62, %1641
  %1643 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1642, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1644 = fcmp uge <16 x float> %1643, splat (float 0x41E0000000000000)
  %1645 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1643, i32 4)
  %1646 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1645, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1647 = select <16 x i1> %1644, <16 x i32> splat (i32 2147483647), <16 x i32> %1646
  %1648 = add <16 x i32> %1647, %65
  %1649 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1648, <16 x i32> %68)
  %1650 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1649, <16 x i32> %71)
  %1651 = load <16 x i32>, ptr %133, align 64
  %1652 = add <16 x i32> %1651, %1578
  %1653 = sitofp <16 x i32> %1652 to <16 x float>
  %1654 = fmul <16 x float> %62, %1653
  %1655 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1654, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1656 = fcmp uge <16 x float> %1655, splat (float 0x41E0000000000000)
  %1657 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1655, i32 4)
  %1658 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1657, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1659 = select <16 x i1> %1656, <16 x i32> splat (i32 2147483647), <16 x i32> %1658
  %1660 = add <16 x i32> %1659, %65
  %1661 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1660, <16 x i32> %68)
  %1662 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1661, <16 x i32> %71)
  %1663 = load <16 x i32>, ptr %134, align 64
  %1664 = add <16 x i32> %1663, %1578
  %1665 = sitofp <16 x i32> %1664 to <16 x float>
  %1666 = fmul <16 x float> %62, %1665
  %1667 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1666, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1668 = fcmp uge <16 x float> %1667, splat (float 0x41E0000000000000)
  %1669 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1667, i32 4)
  %1670 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1669, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1671 = select <16 x i1> %1668, <16 x i32> splat (i32 2147483647), <16 x i32> %1670
  %1672 = add <16 x i32> %1671, %65
  %1673 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1672, <16 x i32> %68)
  %1674 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1673, <16 x i32> %71)
  %1675 = getelementptr inbounds i8, ptr %1177, i64 %333
  br i1 %1362, label %1676, label %1814

1676:                                             ; preds = %1577
  %1677 = shufflevector <16 x i32> %1590, <16 x i32> %1602, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1678 = trunc <16 x i32> %1677 to <16 x i8>
  %1679 = shufflevector <16 x i32> %1614, <16 x i32> %1626, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1680 = trunc <16 x i32> %1679 to <16 x i8>
  %1681 = shufflevector <16 x i32> %1638, <16 x i32> %1650, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1682 = trunc <16 x i32> %1681 to <16 x i8>
  %1683 = shufflevector <16 x i32> %1662, <16 x i32> %1674, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1684 = trunc <16 x i32> %1683 to <16 x i8>
  %1685 = shufflevector <16 x i32> %1590, <16 x i32> %1602, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1686 = trunc <16 x i32> %1685 to <16 x i8>
  %1687 = shufflevector <16 x i32> %1614, <16 x i32> %1626, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1688 = trunc <16 x i32> %1687 to <16 x i8>
  %1689 = shufflevector <16 x i32> %1638, <16 x i32> %1650, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1690 = trunc <16 x i32> %1689 to <16 x i8>
  %1691 = shufflevector <16 x i32> %1662, <16 x i32> %1674, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1692 = trunc <16 x i32> %1691 to <16 x i8>
  %1693 = bitcast <16 x i8> %1678 to <8 x i16>
  %1694 = bitcast <16 x i8> %1680 to <8 x i16>
  %1695 = shufflevector <8 x i16> %1693, <8 x i16> %1694, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1696 = shufflevector <8 x i16> %1693, <8 x i16> %1694, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1697 = bitcast <16 x i8> %1682 to <8 x i16>
  %1698 = bitcast <16 x i8> %1684 to <8 x i16>
  %1699 = shufflevector <8 x i16> %1697, <8 x i16> %1698, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1700 = shufflevector <8 x i16> %1697, <8 x i16> %1698, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1701 = bitcast <8 x i16> %1695 to <4 x i32>
  %1702 = bitcast <8 x i16> %1699 to <4 x i32>
  %1703 = shufflevector <4 x i32> %1701, <4 x i32> %1702, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1704 = shufflevector <4 x i32> %1701, <4 x i32> %1702, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1705 = bitcast <8 x i16> %1696 to <4 x i32>
  %1706 = bitcast <8 x i16> %1700 to <4 x i32>
  %1707 = shufflevector <4 x i32> %1705, <4 x i32> %1706, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1708 = shufflevector <4 x i32> %1705, <4 x i32> %1706, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1709 = bitcast <16 x i8> %1686 to <8 x i16>
  %1710 = bitcast <16 x i8> %1688 to <8 x i16>
  %1711 = shufflevector <8 x i16> %1709, <8 x i16> %1710, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1712 = shufflevector <8 x i16> %1709, <8 x i16> %1710, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1713 = bitcast <16 x i8> %1690 to <8 x i16>
  %1714 = bitcast <16 x i8> %1692 to <8 x i16>
  %1715 = shufflevector <8 x i16> %1713, <8 x i16> %1714, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1716 = shufflevector <8 x i16> %1713, <8 x i16> %1714, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1717 = bitcast <8 x i16> %1711 to <4 x i32>
  %1718 = bitcast <8 x i16> %1715 to <4 x i32>
  %1719 = shufflevector <4 x i32> %1717, <4 x i32> %1718, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1720 = shufflevector <4 x i32> %1717, <4 x i32> %1718, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1721 = bitcast <8 x i16> %1712 to <4 x i32>
  %1722 = bitcast <8 x i16> %1716 to <4 x i32>
  %1723 = shufflevector <4 x i32> %1721, <4 x i32> %1722, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1724 = shufflevector <4 x i32> %1721, <4 x i32> %1722, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %323, label %1725, label %1773

1725:                                             ; preds = %1676
  %1726 = bitcast <4 x i32> %1724 to <2 x i64>
  %1727 = bitcast <4 x i32> %1723 to <2 x i64>
  %1728 = bitcast <4 x i32> %1720 to <2 x i64>
  %1729 = bitcast <4 x i32> %1719 to <2 x i64>
  %1730 = bitcast <4 x i32> %1708 to <2 x i64>
  %1731 = bitcast <4 x i32> %1707 to <2 x i64>
  %1732 = bitcast <4 x i32> %1704 to <2 x i64>
  %1733 = bitcast <4 x i32> %1703 to <2 x i64>
  %1734 = extractelement <2 x i64> %1733, i64 0
  store i64 %1734, ptr %1675, align 1
  %1735 = getelementptr inbounds i8, ptr %1675, i64 %80
  %1736 = bitcast <4 x i32> %1703 to <2 x double>
  %1737 = extractelement <2 x double> %1736, i64 1
  store double %1737, ptr %1735, align 1
  %1738 = getelementptr inbounds i8, ptr %1675, i64 %149
  %1739 = extractelement <2 x i64> %1732, i64 0
  store i64 %1739, ptr %1738, align 1
  %1740 = getelementptr inbounds i8, ptr %1675, i64 %150
  %1741 = bitcast <4 x i32> %1704 to <2 x double>
  %1742 = extractelement <2 x double> %1741, i64 1
  store double %1742, ptr %1740, align 1
  %1743 = getelementptr inbounds i8, ptr %1675, i64 %151
  %1744 = extractelement <2 x i64> %1731, i64 0
  store i64 %1744, ptr %1743, align 1
  %1745 = getelementptr inbounds i8, ptr %1675, i64 %152
  %1746 = bitcast <4 x i32> %1707 to <2 x double>
  %1747 = extractelement <2 x double> %1746, i64 1
  store double %1747, ptr %1745, align 1
  %1748 = getelementptr inbounds i8, ptr %1675, i64 %153
  %1749 = extractelement <2 x i64> %1730, i64 0
  store i64 %1749, ptr %1748, align 1
  %1750 = getelementptr inbounds i8, ptr %1675, i64 %154
  %1751 = bitcast <4 x i32> %1708 to <2 x double>
  %1752 = extractelement <2 x double> %1751, i64 1
  store double %1752, ptr %1750, align 1
  %1753 = getelementptr inbounds i8, ptr %1675, i64 %155
  %1754 = extractelement <2 x i64> %1729, i64 0
  store i64 %1754, ptr %1753, align 1
  %1755 = getelementptr inbounds i8, ptr %1675, i64 %156
  %1756 = bitcast <4 x i32> %1719 to <2 x double>
  %1757 = extractelement <2 x double> %1756, i64 1
  store double %1757, ptr %1755, align 1
  %1758 = getelementptr inbounds i8, ptr %1675, i64 %157
  %1759 = extractelement <2 x i64> %1728, i64 0
  store i64 %1759, ptr %1758, align 1
  %1760 = getelementptr inbounds i8, ptr %1675, i64 %158
  %1761 = bitcast <4 x i32> %1720 to <2 x double>
  %1762 = extractelement <2 x double> %1761, i64 1
  store double %1762, ptr %1760, align 1
  %1763 = getelementptr inbounds i8, ptr %1675, i64 %159
  %1764 = extractelement <2 x i64> %1727, i64 0
  store i64 %1764, ptr %1763, align 1
  %1765 = getelementptr inbounds i8, ptr %1675, i64 %160
  %1766 = bitcast <4 x i32> %1723 to <2 x double>
  %1767 = extractelement <2 x double> %1766, i64 1
  store double %1767, ptr %1765, align 1
  %1768 = getelementptr inbounds i8, ptr %1675, i64 %161
  %1769 = extractelement <2 x i64> %1726, i64 0
  store i64 %1769, ptr %1768, align 1
  %1770 = getelementptr inbounds i8, ptr %1675, i64 %162
  %1771 = bitcast <4 x i32> %1724 to <2 x double>
  %1772 = extractelement <2 x double> %1771, i64 1
  store double %1772, ptr %1770, align 1
  br label %1879

1773:                                             ; preds = %1676
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <4 x i32> %1703, ptr %32, align 16
  store <4 x i32> %1704, ptr %142, align 16
  store <4 x i32> %1707, ptr %143, align 16
  store <4 x i32> %1708, ptr %144, align 16
  store <4 x i32> %1719, ptr %145, align 16
  store <4 x i32> %1720, ptr %146, align 16
  store <4 x i32> %1723, ptr %147, align 16
  store <4 x i32> %1724, ptr %148, align 16
  br i1 %334, label %1774, label %1788

1774:                                             ; preds = %1773
  br i1 %337, label %1776, label %1789

1775:                                             ; preds = %1789
  br i1 %253, label %1788, label %1776

1776:                                             ; preds = %1775, %1774
  %1777 = phi i64 [ 0, %1774 ], [ %1811, %1775 ]
  tail call void @llvm.assume(i1 %254)
  br label %1778

1778:                                             ; preds = %1778, %1776
  %1779 = phi i64 [ %1785, %1778 ], [ %1777, %1776 ]
  %1780 = phi i64 [ %1786, %1778 ], [ 0, %1776 ]
  %1781 = mul nsw i64 %1779, %80
  %1782 = getelementptr inbounds i8, ptr %1675, i64 %1781
  %1783 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1779
  %1784 = load i64, ptr %1783, align 8
  store i64 %1784, ptr %1782, align 1
  %1785 = add nuw nsw i64 %1779, 1
  %1786 = add i64 %1780, 1
  %1787 = icmp eq i64 %1786, %252
  br i1 %1787, label %1788, label %1778

1788:                                             ; preds = %1775, %1778, %1773
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %1879

1789:                                             ; preds = %1774, %1789
  %1790 = phi i64 [ %1811, %1789 ], [ 0, %1774 ]
  %1791 = phi i64 [ %1812, %1789 ], [ 0, %1774 ]
  %1792 = mul nsw i64 %1790, %80
  %1793 = getelementptr inbounds i8, ptr %1675, i64 %1792
  %1794 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1790
  %1795 = load i64, ptr %1794, align 16
  store i64 %1795, ptr %1793, align 1
  %1796 = or disjoint i64 %1790, 1
  %1797 = mul nsw i64 %1796, %80
  %1798 = getelementptr inbounds i8, ptr %1675, i64 %1797
  %1799 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1796
  %1800 = load i64, ptr %1799, align 8
  store i64 %1800, ptr %1798, align 1
  %1801 = or disjoint i64 %1790, 2
  %1802 = mul nsw i64 %1801, %80
  %1803 = getelementptr inbounds i8, ptr %1675, i64 %1802
  %1804 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1801
  %1805 = load i64, ptr %1804, align 16
  store i64 %1805, ptr %1803, align 1
  %1806 = or disjoint i64 %1790, 3
  %1807 = mul nsw i64 %1806, %80
  %1808 = getelementptr inbounds i8, ptr %1675, i64 %1807
  %1809 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1806
  %1810 = load i64, ptr %1809, align 8
  store i64 %1810, ptr %1808, align 1
  %1811 = add nuw nsw i64 %1790, 4
  %1812 = add i64 %1791, 4
  %1813 = icmp eq i64 %1812, %338
  br i1 %1813, label %1775, label %1789

1814:                                             ; preds = %1577
  %1815 = trunc <16 x i32> %1674 to <16 x i8>
  %1816 = trunc <16 x i32> %1662 to <16 x i8>
  %1817 = trunc <16 x i32> %1650 to <16 x i8>
  %1818 = trunc <16 x i32> %1638 to <16 x i8>
  %1819 = trunc <16 x i32> %1626 to <16 x i8>
  %1820 = trunc <16 x i32> %1614 to <16 x i8>
  %1821 = trunc <16 x i32> %1602 to <16 x i8>
  %1822 = trunc <16 x i32> %1590 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x i8> %1822, ptr %33, align 16
  store <16 x i8> %1821, ptr %135, align 16
  store <16 x i8> %1820, ptr %136, align 16
  store <16 x i8> %1819, ptr %137, align 16
  store <16 x i8> %1818, ptr %138, align 16
  store <16 x i8> %1817, ptr %139, align 16
  store <16 x i8> %1816, ptr %140, align 16
  store <16 x i8> %1815, ptr %141, align 16
  br i1 %334, label %1823, label %1837

1823:                                             ; preds = %1814
  %1824 = icmp sgt i32 %349, 0
  %1825 = zext i32 %349 to i64
  %1826 = and i64 %1825, 3
  %1827 = icmp ult i32 %349, 4
  %1828 = and i64 %1825, 2147483644
  %1829 = icmp eq i64 %1826, 0
  %1830 = icmp ne i64 %1826, 0
  br label %1831

1831:                                             ; preds = %1823, %1851
  %1832 = phi i64 [ 0, %1823 ], [ %1852, %1851 ]
  %1833 = getelementptr inbounds nuw i8, ptr %33, i64 %1832
  br i1 %1824, label %1834, label %1851

1834:                                             ; preds = %1831
  %1835 = mul nsw i64 %1832, %80
  %1836 = getelementptr i8, ptr %1675, i64 %1835
  br i1 %1827, label %1839, label %1854

1837:                                             ; preds = %1851, %1814
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %1879

1838:                                             ; preds = %1854
  br i1 %1829, label %1851, label %1839

1839:                                             ; preds = %1838, %1834
  %1840 = phi i64 [ 0, %1834 ], [ %1876, %1838 ]
  tail call void @llvm.assume(i1 %1830)
  br label %1841

1841:                                             ; preds = %1841, %1839
  %1842 = phi i64 [ %1840, %1839 ], [ %1848, %1841 ]
  %1843 = phi i64 [ 0, %1839 ], [ %1849, %1841 ]
  %1844 = getelementptr inbounds nuw [16 x i8], ptr %1833, i64 %1842
  %1845 = load i8, ptr %1844, align 1
  %1846 = mul nsw i64 %22, %1842
  %1847 = getelementptr i8, ptr %1836, i64 %1846
  store i8 %1845, ptr %1847, align 1
  %1848 = add nuw nsw i64 %1842, 1
  %1849 = add i64 %1843, 1
  %1850 = icmp eq i64 %1849, %1826
  br i1 %1850, label %1851, label %1841

1851:                                             ; preds = %1838, %1841, %1831
  %1852 = add nuw nsw i64 %1832, 1
  %1853 = icmp eq i64 %1852, %324
  br i1 %1853, label %1837, label %1831

1854:                                             ; preds = %1834, %1854
  %1855 = phi i64 [ %1876, %1854 ], [ 0, %1834 ]
  %1856 = phi i64 [ %1877, %1854 ], [ 0, %1834 ]
  %1857 = getelementptr inbounds nuw [16 x i8], ptr %1833, i64 %1855
  %1858 = load i8, ptr %1857, align 1
  %1859 = mul nsw i64 %22, %1855
  %1860 = getelementptr i8, ptr %1836, i64 %1859
  store i8 %1858, ptr %1860, align 1
  %1861 = or disjoint i64 %1855, 1
  %1862 = getelementptr inbounds nuw [16 x i8], ptr %1833, i64 %1861
  %1863 = load i8, ptr %1862, align 1
  %1864 = mul nsw i64 %22, %1861
  %1865 = getelementptr i8, ptr %1836, i64 %1864
  store i8 %1863, ptr %1865, align 1
  %1866 = or disjoint i64 %1855, 2
  %1867 = getelementptr inbounds nuw [16 x i8], ptr %1833, i64 %1866
  %1868 = load i8, ptr %1867, align 1
  %1869 = mul nsw i64 %22, %1866
  %1870 = getelementptr i8, ptr %1836, i64 %1869
  store i8 %1868, ptr %1870, align 1
  %1871 = or disjoint i64 %1855, 3
  %1872 = getelementptr inbounds nuw [16 x i8], ptr %1833, i64 %1871
  %1873 = load i8, ptr %1872, align 1
  %1874 = mul nsw i64 %22, %1871
  %1875 = getelementptr i8, ptr %1836, i64 %1874
  store i8 %1873, ptr %1875, align 1
  %1876 = add nuw nsw i64 %1855, 4
  %1877 = add i64 %1856, 4
  %1878 = icmp eq i64 %1877, %1828
  br i1 %1878, label %1838, label %1854

1879:                                             ; preds = %1837, %1725, %1788, %1566
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %1880

1880:                                             ; preds = %1172, %1045, %1108, %1879
  %1881 = add nuw nsw i64 %345, 8
  %1882 = icmp slt i64 %1881, %11
  br i1 %1882, label %344, label %343

1883:                                             ; preds = %343
  %1884 = shl nsw i64 %285, 4
  %1885 = icmp sgt i64 %7, %1884
  br i1 %1885, label %1886, label %1934

1886:                                             ; preds = %1883, %1906
  %1887 = phi i64 [ %1907, %1906 ], [ 0, %1883 ]
  %1888 = shl nsw i64 %1887, 9
  %1889 = getelementptr inbounds nuw i8, ptr %39, i64 %1888
  %1890 = add nuw nsw i64 %1887, %1884
  %1891 = mul nsw i64 %1890, %20
  %1892 = getelementptr inbounds i8, ptr %278, i64 %1891
  br i1 %81, label %1893, label %1906

1893:                                             ; preds = %1886
  br i1 %262, label %1895, label %1909

1894:                                             ; preds = %1909
  br i1 %264, label %1906, label %1895

1895:                                             ; preds = %1894, %1893
  %1896 = phi i64 [ 0, %1893 ], [ %1931, %1894 ]
  tail call void @llvm.assume(i1 %265)
  %1897 = sub nsw i64 %11, %1896
  %1898 = icmp sgt i64 %1897, 63
  %1899 = shl nsw i64 -1, %1897
  %1900 = xor i64 %1899, -1
  %1901 = select i1 %1898, i64 -1, i64 %1900
  %1902 = getelementptr inbounds nuw i8, ptr %1892, i64 %1896
  %1903 = getelementptr inbounds nuw i8, ptr %1889, i64 %1896
  %1904 = bitcast i64 %1901 to <64 x i1>
  %1905 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1903, <64 x i1> %1904, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1905, ptr align 1 %1902, <64 x i1> %1904)
  br label %1906

1906:                                             ; preds = %1895, %1894, %1886
  %1907 = add nuw nsw i64 %1887, 1
  %1908 = icmp eq i64 %1907, %299
  br i1 %1908, label %1934, label %1886

1909:                                             ; preds = %1893, %1909
  %1910 = phi i64 [ %1931, %1909 ], [ 0, %1893 ]
  %1911 = phi i64 [ %1932, %1909 ], [ 0, %1893 ]
  %1912 = sub nsw i64 %11, %1910
  %1913 = icmp sgt i64 %1912, 63
  %1914 = shl nsw i64 -1, %1912
  %1915 = xor i64 %1914, -1
  %1916 = select i1 %1913, i64 -1, i64 %1915
  %1917 = getelementptr inbounds nuw i8, ptr %1892, i64 %1910
  %1918 = getelementptr inbounds nuw i8, ptr %1889, i64 %1910
  %1919 = bitcast i64 %1916 to <64 x i1>
  %1920 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1918, <64 x i1> %1919, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1920, ptr align 1 %1917, <64 x i1> %1919)
  %1921 = or disjoint i64 %1910, 64
  %1922 = sub nsw i64 %11, %1921
  %1923 = icmp sgt i64 %1922, 63
  %1924 = shl nsw i64 -1, %1922
  %1925 = xor i64 %1924, -1
  %1926 = select i1 %1923, i64 -1, i64 %1925
  %1927 = getelementptr inbounds nuw i8, ptr %1892, i64 %1921
  %1928 = getelementptr inbounds nuw i8, ptr %1889, i64 %1921
  %1929 = bitcast i64 %1926 to <64 x i1>
  %1930 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1928, <64 x i1> %1929, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1930, ptr align 1 %1927, <64 x i1> %1929)
  %1931 = add nuw nsw i64 %1910, 128
  %1932 = add i64 %1911, 2
  %1933 = icmp eq i64 %1932, %263
  br i1 %1933, label %1894, label %1909

1934:                                             ; preds = %1906, %1883, %343
  %1935 = add nuw nsw i64 %285, 2
  %1936 = icmp slt i64 %1935, %45
  %1937 = add i64 %284, -32
  %1938 = add i64 %283, 1
  br i1 %1936, label %282, label %279
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>)

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
