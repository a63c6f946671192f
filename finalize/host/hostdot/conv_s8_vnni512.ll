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

287:                                              ; preds = %1968, %275
  %288 = add nsw i64 %276, 1
  %289 = icmp eq i64 %288, %5
  br i1 %289, label %274, label %275

290:                                              ; preds = %275, %1968
  %291 = phi i64 [ %1972, %1968 ], [ 0, %275 ]
  %292 = phi i64 [ %1971, %1968 ], [ %7, %275 ]
  %293 = phi i64 [ %1969, %1968 ], [ 0, %275 ]
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

353:                                              ; preds = %1914, %290
  br i1 %81, label %1917, label %1968

354:                                              ; preds = %314, %1914
  %355 = phi i64 [ 0, %314 ], [ %1915, %1914 ]
  %356 = sub nsw i64 %11, %355
  %357 = icmp sgt i64 %356, 7
  %358 = trunc i64 %356 to i32
  %359 = select i1 %357, i32 8, i32 %358
  %360 = icmp eq i32 %359, 8
  %361 = select i1 %360, i1 %310, i1 false
  br i1 %361, label %362, label %1195

362:                                              ; preds = %354
  %363 = mul i64 %89, %355
  %364 = getelementptr inbounds i8, ptr %282, i64 %363
  %365 = mul nsw i64 %355, %22
  %366 = getelementptr inbounds i8, ptr %313, i64 %365
  br i1 %91, label %367, label %611

367:                                              ; preds = %362, %389
  %368 = phi <16 x i32> [ %390, %389 ], [ zeroinitializer, %362 ]
  %369 = phi <16 x i32> [ %391, %389 ], [ zeroinitializer, %362 ]
  %370 = phi <16 x i32> [ %392, %389 ], [ zeroinitializer, %362 ]
  %371 = phi <16 x i32> [ %393, %389 ], [ zeroinitializer, %362 ]
  %372 = phi <16 x i32> [ %394, %389 ], [ zeroinitializer, %362 ]
  %373 = phi <16 x i32> [ %395, %389 ], [ zeroinitializer, %362 ]
  %374 = phi <16 x i32> [ %396, %389 ], [ zeroinitializer, %362 ]
  %375 = phi <16 x i32> [ %397, %389 ], [ zeroinitializer, %362 ]
  %376 = phi <16 x i32> [ %398, %389 ], [ zeroinitializer, %362 ]
  %377 = phi <16 x i32> [ %399, %389 ], [ zeroinitializer, %362 ]
  %378 = phi <16 x i32> [ %400, %389 ], [ zeroinitializer, %362 ]
  %379 = phi <16 x i32> [ %401, %389 ], [ zeroinitializer, %362 ]
  %380 = phi <16 x i32> [ %402, %389 ], [ zeroinitializer, %362 ]
  %381 = phi <16 x i32> [ %403, %389 ], [ zeroinitializer, %362 ]
  %382 = phi <16 x i32> [ %404, %389 ], [ zeroinitializer, %362 ]
  %383 = phi <16 x i32> [ %405, %389 ], [ zeroinitializer, %362 ]
  %384 = phi i64 [ %406, %389 ], [ 0, %362 ]
  br i1 %92, label %385, label %389

385:                                              ; preds = %367
  %386 = mul i64 %90, %384
  %387 = getelementptr inbounds i8, ptr %364, i64 %386
  %388 = mul nuw nsw i64 %384, %9
  br label %408

389:                                              ; preds = %433, %367
  %390 = phi <16 x i32> [ %368, %367 ], [ %434, %433 ]
  %391 = phi <16 x i32> [ %369, %367 ], [ %435, %433 ]
  %392 = phi <16 x i32> [ %370, %367 ], [ %436, %433 ]
  %393 = phi <16 x i32> [ %371, %367 ], [ %437, %433 ]
  %394 = phi <16 x i32> [ %372, %367 ], [ %438, %433 ]
  %395 = phi <16 x i32> [ %373, %367 ], [ %439, %433 ]
  %396 = phi <16 x i32> [ %374, %367 ], [ %440, %433 ]
  %397 = phi <16 x i32> [ %375, %367 ], [ %441, %433 ]
  %398 = phi <16 x i32> [ %376, %367 ], [ %442, %433 ]
  %399 = phi <16 x i32> [ %377, %367 ], [ %443, %433 ]
  %400 = phi <16 x i32> [ %378, %367 ], [ %444, %433 ]
  %401 = phi <16 x i32> [ %379, %367 ], [ %445, %433 ]
  %402 = phi <16 x i32> [ %380, %367 ], [ %446, %433 ]
  %403 = phi <16 x i32> [ %381, %367 ], [ %447, %433 ]
  %404 = phi <16 x i32> [ %382, %367 ], [ %448, %433 ]
  %405 = phi <16 x i32> [ %383, %367 ], [ %449, %433 ]
  %406 = add nuw nsw i64 %384, 1
  %407 = icmp eq i64 %406, %8
  br i1 %407, label %611, label %367

408:                                              ; preds = %385, %433
  %409 = phi <16 x i32> [ %368, %385 ], [ %434, %433 ]
  %410 = phi <16 x i32> [ %369, %385 ], [ %435, %433 ]
  %411 = phi <16 x i32> [ %370, %385 ], [ %436, %433 ]
  %412 = phi <16 x i32> [ %371, %385 ], [ %437, %433 ]
  %413 = phi <16 x i32> [ %372, %385 ], [ %438, %433 ]
  %414 = phi <16 x i32> [ %373, %385 ], [ %439, %433 ]
  %415 = phi <16 x i32> [ %374, %385 ], [ %440, %433 ]
  %416 = phi <16 x i32> [ %375, %385 ], [ %441, %433 ]
  %417 = phi <16 x i32> [ %376, %385 ], [ %442, %433 ]
  %418 = phi <16 x i32> [ %377, %385 ], [ %443, %433 ]
  %419 = phi <16 x i32> [ %378, %385 ], [ %444, %433 ]
  %420 = phi <16 x i32> [ %379, %385 ], [ %445, %433 ]
  %421 = phi <16 x i32> [ %380, %385 ], [ %446, %433 ]
  %422 = phi <16 x i32> [ %381, %385 ], [ %447, %433 ]
  %423 = phi <16 x i32> [ %382, %385 ], [ %448, %433 ]
  %424 = phi <16 x i32> [ %383, %385 ], [ %449, %433 ]
  %425 = phi i64 [ 0, %385 ], [ %450, %433 ]
  %426 = mul i64 %93, %425
  %427 = getelementptr inbounds i8, ptr %387, i64 %426
  %428 = add nuw nsw i64 %425, %388
  %429 = mul i64 %94, %428
  %430 = getelementptr inbounds i8, ptr %309, i64 %429
  br i1 %95, label %431, label %433

431:                                              ; preds = %408
  %432 = getelementptr inbounds i8, ptr %430, i64 %50
  br label %452

433:                                              ; preds = %589, %408
  %434 = phi <16 x i32> [ %409, %408 ], [ %608, %589 ]
  %435 = phi <16 x i32> [ %410, %408 ], [ %607, %589 ]
  %436 = phi <16 x i32> [ %411, %408 ], [ %590, %589 ]
  %437 = phi <16 x i32> [ %412, %408 ], [ %591, %589 ]
  %438 = phi <16 x i32> [ %413, %408 ], [ %603, %589 ]
  %439 = phi <16 x i32> [ %414, %408 ], [ %602, %589 ]
  %440 = phi <16 x i32> [ %415, %408 ], [ %592, %589 ]
  %441 = phi <16 x i32> [ %416, %408 ], [ %593, %589 ]
  %442 = phi <16 x i32> [ %417, %408 ], [ %601, %589 ]
  %443 = phi <16 x i32> [ %418, %408 ], [ %600, %589 ]
  %444 = phi <16 x i32> [ %419, %408 ], [ %594, %589 ]
  %445 = phi <16 x i32> [ %420, %408 ], [ %595, %589 ]
  %446 = phi <16 x i32> [ %421, %408 ], [ %599, %589 ]
  %447 = phi <16 x i32> [ %422, %408 ], [ %598, %589 ]
  %448 = phi <16 x i32> [ %423, %408 ], [ %596, %589 ]
  %449 = phi <16 x i32> [ %424, %408 ], [ %597, %589 ]
  %450 = add nuw nsw i64 %425, 1
  %451 = icmp eq i64 %450, %9
  br i1 %451, label %389, label %408

452:                                              ; preds = %431, %589
  %453 = phi <16 x i32> [ %409, %431 ], [ %608, %589 ]
  %454 = phi <16 x i32> [ %410, %431 ], [ %607, %589 ]
  %455 = phi <16 x i32> [ %411, %431 ], [ %590, %589 ]
  %456 = phi <16 x i32> [ %412, %431 ], [ %591, %589 ]
  %457 = phi <16 x i32> [ %413, %431 ], [ %603, %589 ]
  %458 = phi <16 x i32> [ %414, %431 ], [ %602, %589 ]
  %459 = phi <16 x i32> [ %415, %431 ], [ %592, %589 ]
  %460 = phi <16 x i32> [ %416, %431 ], [ %593, %589 ]
  %461 = phi <16 x i32> [ %417, %431 ], [ %601, %589 ]
  %462 = phi <16 x i32> [ %418, %431 ], [ %600, %589 ]
  %463 = phi <16 x i32> [ %419, %431 ], [ %594, %589 ]
  %464 = phi <16 x i32> [ %420, %431 ], [ %595, %589 ]
  %465 = phi <16 x i32> [ %421, %431 ], [ %599, %589 ]
  %466 = phi <16 x i32> [ %422, %431 ], [ %598, %589 ]
  %467 = phi <16 x i32> [ %423, %431 ], [ %596, %589 ]
  %468 = phi <16 x i32> [ %424, %431 ], [ %597, %589 ]
  %469 = phi i64 [ 0, %431 ], [ %609, %589 ]
  %470 = shl nsw i64 %469, 6
  %471 = getelementptr inbounds nuw i8, ptr %430, i64 %470
  %472 = load <64 x i8>, ptr %471, align 64
  %473 = getelementptr inbounds nuw i8, ptr %432, i64 %470
  %474 = load <64 x i8>, ptr %473, align 64
  %475 = shl nsw i64 %469, 2
  %476 = sub nsw i64 %6, %475
  %477 = getelementptr i8, ptr %427, i64 %475
  %478 = icmp sgt i64 %476, 3
  %479 = getelementptr i8, ptr %477, i64 %89
  br i1 %478, label %530, label %480

480:                                              ; preds = %452
  %481 = trunc i64 %476 to i32
  %482 = shl nsw i32 -1, %481
  %483 = trunc i32 %482 to i16
  %484 = xor i16 %483, -1
  %485 = bitcast i16 %484 to <16 x i1>
  %486 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %477, <16 x i1> %485, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %487 = shufflevector <16 x i8> %486, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %488 = xor <64 x i8> %487, splat (i8 -128)
  %489 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %468, <64 x i8> %488, <64 x i8> %472)
  %490 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %467, <64 x i8> %488, <64 x i8> %474)
  %491 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %479, <16 x i1> %485, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %492 = shufflevector <16 x i8> %491, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %493 = xor <64 x i8> %492, splat (i8 -128)
  %494 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %466, <64 x i8> %493, <64 x i8> %472)
  %495 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %465, <64 x i8> %493, <64 x i8> %474)
  %496 = getelementptr i8, ptr %477, i64 %171
  %497 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %496, <16 x i1> %485, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %498 = shufflevector <16 x i8> %497, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %499 = xor <64 x i8> %498, splat (i8 -128)
  %500 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %464, <64 x i8> %499, <64 x i8> %472)
  %501 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %463, <64 x i8> %499, <64 x i8> %474)
  %502 = getelementptr i8, ptr %477, i64 %172
  %503 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %502, <16 x i1> %485, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %504 = shufflevector <16 x i8> %503, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %505 = xor <64 x i8> %504, splat (i8 -128)
  %506 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %462, <64 x i8> %505, <64 x i8> %472)
  %507 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %461, <64 x i8> %505, <64 x i8> %474)
  %508 = getelementptr i8, ptr %477, i64 %173
  %509 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %508, <16 x i1> %485, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %510 = shufflevector <16 x i8> %509, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %511 = xor <64 x i8> %510, splat (i8 -128)
  %512 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %460, <64 x i8> %511, <64 x i8> %472)
  %513 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %459, <64 x i8> %511, <64 x i8> %474)
  %514 = getelementptr i8, ptr %477, i64 %174
  %515 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %514, <16 x i1> %485, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %516 = shufflevector <16 x i8> %515, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %517 = xor <64 x i8> %516, splat (i8 -128)
  %518 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %517, <64 x i8> %472)
  %519 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %517, <64 x i8> %474)
  %520 = getelementptr i8, ptr %477, i64 %175
  %521 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %520, <16 x i1> %485, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %522 = shufflevector <16 x i8> %521, <16 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %523 = xor <64 x i8> %522, splat (i8 -128)
  %524 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %456, <64 x i8> %523, <64 x i8> %472)
  %525 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %455, <64 x i8> %523, <64 x i8> %474)
  %526 = getelementptr i8, ptr %477, i64 %176
  %527 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %526, <16 x i1> %485, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %528 = bitcast <16 x i8> %527 to <4 x i32>
  %529 = shufflevector <4 x i32> %528, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %589

530:                                              ; preds = %452
  %531 = load i32, ptr %477, align 1
  %532 = insertelement <16 x i32> poison, i32 %531, i64 0
  %533 = xor <16 x i32> %532, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %534 = shufflevector <16 x i32> %533, <16 x i32> poison, <16 x i32> zeroinitializer
  %535 = bitcast <16 x i32> %534 to <64 x i8>
  %536 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %468, <64 x i8> %535, <64 x i8> %472)
  %537 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %467, <64 x i8> %535, <64 x i8> %474)
  %538 = load i32, ptr %479, align 1
  %539 = insertelement <16 x i32> poison, i32 %538, i64 0
  %540 = xor <16 x i32> %539, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %541 = shufflevector <16 x i32> %540, <16 x i32> poison, <16 x i32> zeroinitializer
  %542 = bitcast <16 x i32> %541 to <64 x i8>
  %543 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %466, <64 x i8> %542, <64 x i8> %472)
  %544 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %465, <64 x i8> %542, <64 x i8> %474)
  %545 = getelementptr i8, ptr %477, i64 %177
  %546 = load i32, ptr %545, align 1
  %547 = insertelement <16 x i32> poison, i32 %546, i64 0
  %548 = xor <16 x i32> %547, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %549 = shufflevector <16 x i32> %548, <16 x i32> poison, <16 x i32> zeroinitializer
  %550 = bitcast <16 x i32> %549 to <64 x i8>
  %551 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %464, <64 x i8> %550, <64 x i8> %472)
  %552 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %463, <64 x i8> %550, <64 x i8> %474)
  %553 = getelementptr i8, ptr %477, i64 %178
  %554 = load i32, ptr %553, align 1
  %555 = insertelement <16 x i32> poison, i32 %554, i64 0
  %556 = xor <16 x i32> %555, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %557 = shufflevector <16 x i32> %556, <16 x i32> poison, <16 x i32> zeroinitializer
  %558 = bitcast <16 x i32> %557 to <64 x i8>
  %559 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %462, <64 x i8> %558, <64 x i8> %472)
  %560 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %461, <64 x i8> %558, <64 x i8> %474)
  %561 = getelementptr i8, ptr %477, i64 %179
  %562 = load i32, ptr %561, align 1
  %563 = insertelement <16 x i32> poison, i32 %562, i64 0
  %564 = xor <16 x i32> %563, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %565 = shufflevector <16 x i32> %564, <16 x i32> poison, <16 x i32> zeroinitializer
  %566 = bitcast <16 x i32> %565 to <64 x i8>
  %567 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %460, <64 x i8> %566, <64 x i8> %472)
  %568 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %459, <64 x i8> %566, <64 x i8> %474)
  %569 = getelementptr i8, ptr %477, i64 %180
  %570 = load i32, ptr %569, align 1
  %571 = insertelement <16 x i32> poison, i32 %570, i64 0
  %572 = xor <16 x i32> %571, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %573 = shufflevector <16 x i32> %572, <16 x i32> poison, <16 x i32> zeroinitializer
  %574 = bitcast <16 x i32> %573 to <64 x i8>
  %575 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %458, <64 x i8> %574, <64 x i8> %472)
  %576 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %457, <64 x i8> %574, <64 x i8> %474)
  %577 = getelementptr i8, ptr %477, i64 %181
  %578 = load i32, ptr %577, align 1
  %579 = insertelement <16 x i32> poison, i32 %578, i64 0
  %580 = xor <16 x i32> %579, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %581 = shufflevector <16 x i32> %580, <16 x i32> poison, <16 x i32> zeroinitializer
  %582 = bitcast <16 x i32> %581 to <64 x i8>
  %583 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %456, <64 x i8> %582, <64 x i8> %472)
  %584 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %455, <64 x i8> %582, <64 x i8> %474)
  %585 = getelementptr i8, ptr %477, i64 %182
  %586 = load i32, ptr %585, align 1
  %587 = insertelement <16 x i32> poison, i32 %586, i64 0
  %588 = shufflevector <16 x i32> %587, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %589

589:                                              ; preds = %530, %480
  %590 = phi <16 x i32> [ %584, %530 ], [ %525, %480 ]
  %591 = phi <16 x i32> [ %583, %530 ], [ %524, %480 ]
  %592 = phi <16 x i32> [ %568, %530 ], [ %513, %480 ]
  %593 = phi <16 x i32> [ %567, %530 ], [ %512, %480 ]
  %594 = phi <16 x i32> [ %552, %530 ], [ %501, %480 ]
  %595 = phi <16 x i32> [ %551, %530 ], [ %500, %480 ]
  %596 = phi <16 x i32> [ %537, %530 ], [ %490, %480 ]
  %597 = phi <16 x i32> [ %536, %530 ], [ %489, %480 ]
  %598 = phi <16 x i32> [ %543, %530 ], [ %494, %480 ]
  %599 = phi <16 x i32> [ %544, %530 ], [ %495, %480 ]
  %600 = phi <16 x i32> [ %559, %530 ], [ %506, %480 ]
  %601 = phi <16 x i32> [ %560, %530 ], [ %507, %480 ]
  %602 = phi <16 x i32> [ %575, %530 ], [ %518, %480 ]
  %603 = phi <16 x i32> [ %576, %530 ], [ %519, %480 ]
  %604 = phi <16 x i32> [ %588, %530 ], [ %529, %480 ]
  %605 = bitcast <16 x i32> %604 to <64 x i8>
  %606 = xor <64 x i8> %605, splat (i8 -128)
  %607 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %454, <64 x i8> %606, <64 x i8> %472)
  %608 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %453, <64 x i8> %606, <64 x i8> %474)
  %609 = add nuw nsw i64 %469, 1
  %610 = icmp eq i64 %609, %99
  br i1 %610, label %433, label %452

611:                                              ; preds = %389, %362
  %612 = phi <16 x i32> [ zeroinitializer, %362 ], [ %390, %389 ]
  %613 = phi <16 x i32> [ zeroinitializer, %362 ], [ %391, %389 ]
  %614 = phi <16 x i32> [ zeroinitializer, %362 ], [ %392, %389 ]
  %615 = phi <16 x i32> [ zeroinitializer, %362 ], [ %393, %389 ]
  %616 = phi <16 x i32> [ zeroinitializer, %362 ], [ %394, %389 ]
  %617 = phi <16 x i32> [ zeroinitializer, %362 ], [ %395, %389 ]
  %618 = phi <16 x i32> [ zeroinitializer, %362 ], [ %396, %389 ]
  %619 = phi <16 x i32> [ zeroinitializer, %362 ], [ %397, %389 ]
  %620 = phi <16 x i32> [ zeroinitializer, %362 ], [ %398, %389 ]
  %621 = phi <16 x i32> [ zeroinitializer, %362 ], [ %399, %389 ]
  %622 = phi <16 x i32> [ zeroinitializer, %362 ], [ %400, %389 ]
  %623 = phi <16 x i32> [ zeroinitializer, %362 ], [ %401, %389 ]
  %624 = phi <16 x i32> [ zeroinitializer, %362 ], [ %402, %389 ]
  %625 = phi <16 x i32> [ zeroinitializer, %362 ], [ %403, %389 ]
  %626 = phi <16 x i32> [ zeroinitializer, %362 ], [ %404, %389 ]
  %627 = phi <16 x i32> [ zeroinitializer, %362 ], [ %405, %389 ]
  %628 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %323, <16 x i1> %324, <16 x i32> zeroinitializer)
  br i1 %96, label %631, label %629

629:                                              ; preds = %611
  %630 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %325, <16 x i1> %324, <16 x i32> zeroinitializer)
  br label %631

631:                                              ; preds = %629, %611
  %632 = phi <16 x i32> [ %630, %629 ], [ zeroinitializer, %611 ]
  %633 = sub <16 x i32> %632, %628
  br i1 %97, label %637, label %634

634:                                              ; preds = %631
  %635 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %326, <16 x i1> %324, <16 x i32> zeroinitializer)
  %636 = add <16 x i32> %635, %633
  br label %637

637:                                              ; preds = %634, %631
  %638 = phi <16 x i32> [ %636, %634 ], [ %633, %631 ]
  br i1 %98, label %642, label %639

639:                                              ; preds = %637
  %640 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %327, <16 x i1> %324, <16 x float> zeroinitializer)
  %641 = fmul <16 x float> %66, %640
  br label %642

642:                                              ; preds = %637, %639
  %643 = phi <16 x float> [ %641, %639 ], [ %66, %637 ]
  %644 = fmul <16 x float> %69, %643
  %645 = add <16 x i32> %627, %638
  %646 = sitofp <16 x i32> %645 to <16 x float>
  %647 = fmul <16 x float> %644, %646
  %648 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %647, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %649 = fcmp uge <16 x float> %648, splat (float 0x41E0000000000000)
  %650 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %648, i32 4)
  %651 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %650, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %652 = select <16 x i1> %649, <16 x i32> splat (i32 2147483647), <16 x i32> %651
  %653 = add <16 x i32> %652, %72
  %654 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %653, <16 x i32> %75)
  %655 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %654, <16 x i32> %78)
  %656 = add <16 x i32> %625, %638
  %657 = sitofp <16 x i32> %656 to <16 x float>
  %658 = fmul <16 x float> %644, %657
  %659 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %658, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %660 = fcmp uge <16 x float> %659, splat (float 0x41E0000000000000)
  %661 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %659, i32 4)
  %662 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %661, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %663 = select <16 x i1> %660, <16 x i32> splat (i32 2147483647), <16 x i32> %662
  %664 = add <16 x i32> %663, %72
  %665 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %664, <16 x i32> %75)
  %666 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %665, <16 x i32> %78)
  %667 = add <16 x i32> %623, %638
  %668 = sitofp <16 x i32> %667 to <16 x float>
  %669 = fmul <16 x float> %644, %668
  %670 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %669, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %671 = fcmp uge <16 x float> %670, splat (float 0x41E0000000000000)
  %672 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %670, i32 4)
  %673 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %672, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %674 = select <16 x i1> %671, <16 x i32> splat (i32 2147483647), <16 x i32> %673
  %675 = add <16 x i32> %674, %72
  %676 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %675, <16 x i32> %75)
  %677 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %676, <16 x i32> %78)
  %678 = add <16 x i32> %621, %638
  %679 = sitofp <16 x i32> %678 to <16 x float>
  %680 = fmul <16 x float> %644, %679
  %681 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %680, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %682 = fcmp uge <16 x float> %681, splat (float 0x41E0000000000000)
  %683 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %681, i32 4)
  %684 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %683, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %685 = select <16 x i1> %682, <16 x i32> splat (i32 2147483647), <16 x i32> %684
  %686 = add <16 x i32> %685, %72
  %687 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %686, <16 x i32> %75)
  %688 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %687, <16 x i32> %78)
  %689 = add <16 x i32> %619, %638
  %690 = sitofp <16 x i32> %689 to <16 x float>
  %691 = fmul <16 x float> %644, %690
  %692 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %691, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %693 = fcmp uge <16 x float> %692, splat (float 0x41E0000000000000)
  %694 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %692, i32 4)
  %695 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %694, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %696 = select <16 x i1> %693, <16 x i32> splat (i32 2147483647), <16 x i32> %695
  %697 = add <16 x i32> %696, %72
  %698 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %697, <16 x i32> %75)
  %699 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %698, <16 x i32> %78)
  %700 = add <16 x i32> %617, %638
  %701 = sitofp <16 x i32> %700 to <16 x float>
  %702 = fmul <16 x float> %644, %701
  %703 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %702, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %704 = fcmp uge <16 x float> %703, splat (float 0x41E0000000000000)
  %705 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %703, i32 4)
  %706 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %705, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %707 = select <16 x i1> %704, <16 x i32> splat (i32 2147483647), <16 x i32> %706
  %708 = add <16 x i32> %707, %72
  %709 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %708, <16 x i32> %75)
  %710 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %709, <16 x i32> %78)
  %711 = add <16 x i32> %615, %638
  %712 = sitofp <16 x i32> %711 to <16 x float>
  %713 = fmul <16 x float> %644, %712
  %714 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %713, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %715 = fcmp uge <16 x float> %714, splat (float 0x41E0000000000000)
  %716 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %714, i32 4)
  %717 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %716, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %718 = select <16 x i1> %715, <16 x i32> splat (i32 2147483647), <16 x i32> %717
  %719 = add <16 x i32> %718, %72
  %720 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %719, <16 x i32> %75)
  %721 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %720, <16 x i32> %78)
  %722 = add <16 x i32> %613, %638
  %723 = sitofp <16 x i32> %722 to <16 x float>
  %724 = fmul <16 x float> %644, %723
  %725 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %724, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %726 = fcmp uge <16 x float> %725, splat (float 0x41E0000000000000)
  %727 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %725, i32 4)
  %728 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %727, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %729 = select <16 x i1> %726, <16 x i32> splat (i32 2147483647), <16 x i32> %728
  %730 = add <16 x i32> %729, %72
  %731 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %730, <16 x i32> %75)
  %732 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %731, <16 x i32> %78)
  %733 = getelementptr inbounds i8, ptr %366, i64 %328
  br i1 %79, label %734, label %872

734:                                              ; preds = %642
  %735 = shufflevector <16 x i32> %655, <16 x i32> %666, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %736 = trunc <16 x i32> %735 to <16 x i8>
  %737 = shufflevector <16 x i32> %677, <16 x i32> %688, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %738 = trunc <16 x i32> %737 to <16 x i8>
  %739 = shufflevector <16 x i32> %699, <16 x i32> %710, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %740 = trunc <16 x i32> %739 to <16 x i8>
  %741 = shufflevector <16 x i32> %721, <16 x i32> %732, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %742 = trunc <16 x i32> %741 to <16 x i8>
  %743 = shufflevector <16 x i32> %655, <16 x i32> %666, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %744 = trunc <16 x i32> %743 to <16 x i8>
  %745 = shufflevector <16 x i32> %677, <16 x i32> %688, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %746 = trunc <16 x i32> %745 to <16 x i8>
  %747 = shufflevector <16 x i32> %699, <16 x i32> %710, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %748 = trunc <16 x i32> %747 to <16 x i8>
  %749 = shufflevector <16 x i32> %721, <16 x i32> %732, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %750 = trunc <16 x i32> %749 to <16 x i8>
  %751 = bitcast <16 x i8> %736 to <8 x i16>
  %752 = bitcast <16 x i8> %738 to <8 x i16>
  %753 = shufflevector <8 x i16> %751, <8 x i16> %752, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %754 = shufflevector <8 x i16> %751, <8 x i16> %752, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %755 = bitcast <16 x i8> %740 to <8 x i16>
  %756 = bitcast <16 x i8> %742 to <8 x i16>
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
  %767 = bitcast <16 x i8> %744 to <8 x i16>
  %768 = bitcast <16 x i8> %746 to <8 x i16>
  %769 = shufflevector <8 x i16> %767, <8 x i16> %768, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %770 = shufflevector <8 x i16> %767, <8 x i16> %768, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %771 = bitcast <16 x i8> %748 to <8 x i16>
  %772 = bitcast <16 x i8> %750 to <8 x i16>
  %773 = shufflevector <8 x i16> %771, <8 x i16> %772, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %774 = shufflevector <8 x i16> %771, <8 x i16> %772, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %775 = bitcast <8 x i16> %769 to <4 x i32>
  %776 = bitcast <8 x i16> %773 to <4 x i32>
  %777 = shufflevector <4 x i32> %775, <4 x i32> %776, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %778 = shufflevector <4 x i32> %775, <4 x i32> %776, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %779 = bitcast <8 x i16> %770 to <4 x i32>
  %780 = bitcast <8 x i16> %774 to <4 x i32>
  %781 = shufflevector <4 x i32> %779, <4 x i32> %780, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %782 = shufflevector <4 x i32> %779, <4 x i32> %780, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %317, label %783, label %831

783:                                              ; preds = %734
  %784 = bitcast <4 x i32> %782 to <2 x i64>
  %785 = bitcast <4 x i32> %781 to <2 x i64>
  %786 = bitcast <4 x i32> %778 to <2 x i64>
  %787 = bitcast <4 x i32> %777 to <2 x i64>
  %788 = bitcast <4 x i32> %766 to <2 x i64>
  %789 = bitcast <4 x i32> %765 to <2 x i64>
  %790 = bitcast <4 x i32> %762 to <2 x i64>
  %791 = bitcast <4 x i32> %761 to <2 x i64>
  %792 = extractelement <2 x i64> %791, i64 0
  store i64 %792, ptr %733, align 1
  %793 = getelementptr inbounds i8, ptr %733, i64 %87
  %794 = bitcast <4 x i32> %761 to <2 x double>
  %795 = extractelement <2 x double> %794, i64 1
  store double %795, ptr %793, align 1
  %796 = getelementptr inbounds i8, ptr %733, i64 %203
  %797 = extractelement <2 x i64> %790, i64 0
  store i64 %797, ptr %796, align 1
  %798 = getelementptr inbounds i8, ptr %733, i64 %204
  %799 = bitcast <4 x i32> %762 to <2 x double>
  %800 = extractelement <2 x double> %799, i64 1
  store double %800, ptr %798, align 1
  %801 = getelementptr inbounds i8, ptr %733, i64 %205
  %802 = extractelement <2 x i64> %789, i64 0
  store i64 %802, ptr %801, align 1
  %803 = getelementptr inbounds i8, ptr %733, i64 %206
  %804 = bitcast <4 x i32> %765 to <2 x double>
  %805 = extractelement <2 x double> %804, i64 1
  store double %805, ptr %803, align 1
  %806 = getelementptr inbounds i8, ptr %733, i64 %207
  %807 = extractelement <2 x i64> %788, i64 0
  store i64 %807, ptr %806, align 1
  %808 = getelementptr inbounds i8, ptr %733, i64 %208
  %809 = bitcast <4 x i32> %766 to <2 x double>
  %810 = extractelement <2 x double> %809, i64 1
  store double %810, ptr %808, align 1
  %811 = getelementptr inbounds i8, ptr %733, i64 %209
  %812 = extractelement <2 x i64> %787, i64 0
  store i64 %812, ptr %811, align 1
  %813 = getelementptr inbounds i8, ptr %733, i64 %210
  %814 = bitcast <4 x i32> %777 to <2 x double>
  %815 = extractelement <2 x double> %814, i64 1
  store double %815, ptr %813, align 1
  %816 = getelementptr inbounds i8, ptr %733, i64 %211
  %817 = extractelement <2 x i64> %786, i64 0
  store i64 %817, ptr %816, align 1
  %818 = getelementptr inbounds i8, ptr %733, i64 %212
  %819 = bitcast <4 x i32> %778 to <2 x double>
  %820 = extractelement <2 x double> %819, i64 1
  store double %820, ptr %818, align 1
  %821 = getelementptr inbounds i8, ptr %733, i64 %213
  %822 = extractelement <2 x i64> %785, i64 0
  store i64 %822, ptr %821, align 1
  %823 = getelementptr inbounds i8, ptr %733, i64 %214
  %824 = bitcast <4 x i32> %781 to <2 x double>
  %825 = extractelement <2 x double> %824, i64 1
  store double %825, ptr %823, align 1
  %826 = getelementptr inbounds i8, ptr %733, i64 %215
  %827 = extractelement <2 x i64> %784, i64 0
  store i64 %827, ptr %826, align 1
  %828 = getelementptr inbounds i8, ptr %733, i64 %216
  %829 = bitcast <4 x i32> %782 to <2 x double>
  %830 = extractelement <2 x double> %829, i64 1
  store double %830, ptr %828, align 1
  br label %911

831:                                              ; preds = %734
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store <4 x i32> %761, ptr %36, align 16
  store <4 x i32> %762, ptr %196, align 16
  store <4 x i32> %765, ptr %197, align 16
  store <4 x i32> %766, ptr %198, align 16
  store <4 x i32> %777, ptr %199, align 16
  store <4 x i32> %778, ptr %200, align 16
  store <4 x i32> %781, ptr %201, align 16
  store <4 x i32> %782, ptr %202, align 16
  br i1 %329, label %832, label %846

832:                                              ; preds = %831
  br i1 %349, label %834, label %847

833:                                              ; preds = %847
  br i1 %264, label %846, label %834

834:                                              ; preds = %833, %832
  %835 = phi i64 [ 0, %832 ], [ %869, %833 ]
  tail call void @llvm.assume(i1 %265)
  br label %836

836:                                              ; preds = %836, %834
  %837 = phi i64 [ %843, %836 ], [ %835, %834 ]
  %838 = phi i64 [ %844, %836 ], [ 0, %834 ]
  %839 = mul nsw i64 %837, %87
  %840 = getelementptr inbounds i8, ptr %733, i64 %839
  %841 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %837
  %842 = load i64, ptr %841, align 8
  store i64 %842, ptr %840, align 1
  %843 = add nuw nsw i64 %837, 1
  %844 = add i64 %838, 1
  %845 = icmp eq i64 %844, %263
  br i1 %845, label %846, label %836

846:                                              ; preds = %833, %836, %831
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %911

847:                                              ; preds = %832, %847
  %848 = phi i64 [ %869, %847 ], [ 0, %832 ]
  %849 = phi i64 [ %870, %847 ], [ 0, %832 ]
  %850 = mul nsw i64 %848, %87
  %851 = getelementptr inbounds i8, ptr %733, i64 %850
  %852 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %848
  %853 = load i64, ptr %852, align 16
  store i64 %853, ptr %851, align 1
  %854 = or disjoint i64 %848, 1
  %855 = mul nsw i64 %854, %87
  %856 = getelementptr inbounds i8, ptr %733, i64 %855
  %857 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %854
  %858 = load i64, ptr %857, align 8
  store i64 %858, ptr %856, align 1
  %859 = or disjoint i64 %848, 2
  %860 = mul nsw i64 %859, %87
  %861 = getelementptr inbounds i8, ptr %733, i64 %860
  %862 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %859
  %863 = load i64, ptr %862, align 16
  store i64 %863, ptr %861, align 1
  %864 = or disjoint i64 %848, 3
  %865 = mul nsw i64 %864, %87
  %866 = getelementptr inbounds i8, ptr %733, i64 %865
  %867 = getelementptr inbounds nuw [8 x i8], ptr %36, i64 %864
  %868 = load i64, ptr %867, align 8
  store i64 %868, ptr %866, align 1
  %869 = add nuw nsw i64 %848, 4
  %870 = add i64 %849, 4
  %871 = icmp eq i64 %870, %350
  br i1 %871, label %833, label %847

872:                                              ; preds = %642
  %873 = trunc <16 x i32> %732 to <16 x i8>
  %874 = trunc <16 x i32> %721 to <16 x i8>
  %875 = trunc <16 x i32> %710 to <16 x i8>
  %876 = trunc <16 x i32> %699 to <16 x i8>
  %877 = trunc <16 x i32> %688 to <16 x i8>
  %878 = trunc <16 x i32> %677 to <16 x i8>
  %879 = trunc <16 x i32> %666 to <16 x i8>
  %880 = trunc <16 x i32> %655 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store <16 x i8> %880, ptr %37, align 16
  store <16 x i8> %879, ptr %183, align 16
  store <16 x i8> %878, ptr %184, align 16
  store <16 x i8> %877, ptr %185, align 16
  store <16 x i8> %876, ptr %186, align 16
  store <16 x i8> %875, ptr %187, align 16
  store <16 x i8> %874, ptr %188, align 16
  store <16 x i8> %873, ptr %189, align 16
  br i1 %329, label %881, label %910

881:                                              ; preds = %872, %881
  %882 = phi i64 [ %908, %881 ], [ 0, %872 ]
  %883 = getelementptr inbounds nuw i8, ptr %37, i64 %882
  %884 = mul nsw i64 %882, %20
  %885 = getelementptr i8, ptr %733, i64 %884
  %886 = load i8, ptr %883, align 1
  store i8 %886, ptr %885, align 1
  %887 = getelementptr inbounds nuw i8, ptr %883, i64 16
  %888 = load i8, ptr %887, align 1
  %889 = getelementptr i8, ptr %885, i64 %22
  store i8 %888, ptr %889, align 1
  %890 = getelementptr inbounds nuw i8, ptr %883, i64 32
  %891 = load i8, ptr %890, align 1
  %892 = getelementptr i8, ptr %885, i64 %190
  store i8 %891, ptr %892, align 1
  %893 = getelementptr inbounds nuw i8, ptr %883, i64 48
  %894 = load i8, ptr %893, align 1
  %895 = getelementptr i8, ptr %885, i64 %191
  store i8 %894, ptr %895, align 1
  %896 = getelementptr inbounds nuw i8, ptr %883, i64 64
  %897 = load i8, ptr %896, align 1
  %898 = getelementptr i8, ptr %885, i64 %192
  store i8 %897, ptr %898, align 1
  %899 = getelementptr inbounds nuw i8, ptr %883, i64 80
  %900 = load i8, ptr %899, align 1
  %901 = getelementptr i8, ptr %885, i64 %193
  store i8 %900, ptr %901, align 1
  %902 = getelementptr inbounds nuw i8, ptr %883, i64 96
  %903 = load i8, ptr %902, align 1
  %904 = getelementptr i8, ptr %885, i64 %194
  store i8 %903, ptr %904, align 1
  %905 = getelementptr inbounds nuw i8, ptr %883, i64 112
  %906 = load i8, ptr %905, align 1
  %907 = getelementptr i8, ptr %885, i64 %195
  store i8 %906, ptr %907, align 1
  %908 = add nuw nsw i64 %882, 1
  %909 = icmp eq i64 %908, %318
  br i1 %909, label %910, label %881

910:                                              ; preds = %881, %872
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %911

911:                                              ; preds = %846, %783, %910
  %912 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %338, <16 x i1> %339, <16 x i32> zeroinitializer)
  br i1 %96, label %915, label %913

913:                                              ; preds = %911
  %914 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %340, <16 x i1> %339, <16 x i32> zeroinitializer)
  br label %915

915:                                              ; preds = %913, %911
  %916 = phi <16 x i32> [ %914, %913 ], [ zeroinitializer, %911 ]
  %917 = sub <16 x i32> %916, %912
  br i1 %97, label %921, label %918

918:                                              ; preds = %915
  %919 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %341, <16 x i1> %339, <16 x i32> zeroinitializer)
  %920 = add <16 x i32> %919, %917
  br label %921

921:                                              ; preds = %918, %915
  %922 = phi <16 x i32> [ %920, %918 ], [ %917, %915 ]
  br i1 %98, label %926, label %923

923:                                              ; preds = %921
  %924 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %342, <16 x i1> %339, <16 x float> zeroinitializer)
  %925 = fmul <16 x float> %66, %924
  br label %926

926:                                              ; preds = %921, %923
  %927 = phi <16 x float> [ %925, %923 ], [ %66, %921 ]
  %928 = fmul <16 x float> %69, %927
  %929 = add <16 x i32> %626, %922
  %930 = sitofp <16 x i32> %929 to <16 x float>
  %931 = fmul <16 x float> %928, %930
  %932 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %931, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %933 = fcmp uge <16 x float> %932, splat (float 0x41E0000000000000)
  %934 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %932, i32 4)
  %935 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %934, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %936 = select <16 x i1> %933, <16 x i32> splat (i32 2147483647), <16 x i32> %935
  %937 = add <16 x i32> %936, %72
  %938 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %937, <16 x i32> %75)
  %939 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %938, <16 x i32> %78)
  %940 = add <16 x i32> %624, %922
  %941 = sitofp <16 x i32> %940 to <16 x float>
  %942 = fmul <16 x float> %928, %941
  %943 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %942, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %944 = fcmp uge <16 x float> %943, splat (float 0x41E0000000000000)
  %945 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %943, i32 4)
  %946 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %945, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %947 = select <16 x i1> %944, <16 x i32> splat (i32 2147483647), <16 x i32> %946
  %948 = add <16 x i32> %947, %72
  %949 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %948, <16 x i32> %75)
  %950 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %949, <16 x i32> %78)
  %951 = add <16 x i32> %622, %922
  %952 = sitofp <16 x i32> %951 to <16 x float>
  %953 = fmul <16 x float> %928, %952
  %954 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %953, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %955 = fcmp uge <16 x float> %954, splat (float 0x41E0000000000000)
  %956 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %954, i32 4)
  %957 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %956, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %958 = select <16 x i1> %955, <16 x i32> splat (i32 2147483647), <16 x i32> %957
  %959 = add <16 x i32> %958, %72
  %960 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %959, <16 x i32> %75)
  %961 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %960, <16 x i32> %78)
  %962 = add <16 x i32> %620, %922
  %963 = sitofp <16 x i32> %962 to <16 x float>
  %964 = fmul <16 x float> %928, %963
  %965 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %964, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %966 = fcmp uge <16 x float> %965, splat (float 0x41E0000000000000)
  %967 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %965, i32 4)
  %968 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %967, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %969 = select <16 x i1> %966, <16 x i32> splat (i32 2147483647), <16 x i32> %968
  %970 = add <16 x i32> %969, %72
  %971 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %970, <16 x i32> %75)
  %972 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %971, <16 x i32> %78)
  %973 = add <16 x i32> %618, %922
  %974 = sitofp <16 x i32> %973 to <16 x float>
  %975 = fmul <16 x float> %928, %974
  %976 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %975, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %977 = fcmp uge <16 x float> %976, splat (float 0x41E0000000000000)
  %978 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %976, i32 4)
  %979 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %978, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %980 = select <16 x i1> %977, <16 x i32> splat (i32 2147483647), <16 x i32> %979
  %981 = add <16 x i32> %980, %72
  %982 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %981, <16 x i32> %75)
  %983 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %982, <16 x i32> %78)
  %984 = add <16 x i32> %616, %922
  %985 = sitofp <16 x i32> %984 to <16 x float>
  %986 = fmul <16 x float> %928, %985
  %987 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %986, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %988 = fcmp uge <16 x float> %987, splat (float 0x41E0000000000000)
  %989 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %987, i32 4)
  %990 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %989, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %991 = select <16 x i1> %988, <16 x i32> splat (i32 2147483647), <16 x i32> %990
  %992 = add <16 x i32> %991, %72
  %993 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %992, <16 x i32> %75)
  %994 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %993, <16 x i32> %78)
  %995 = add <16 x i32> %614, %922
  %996 = sitofp <16 x i32> %995 to <16 x float>
  %997 = fmul <16 x float> %928, %996
  %998 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %997, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %999 = fcmp uge <16 x float> %998, splat (float 0x41E0000000000000)
  %1000 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %998, i32 4)
  %1001 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1000, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1002 = select <16 x i1> %999, <16 x i32> splat (i32 2147483647), <16 x i32> %1001
  %1003 = add <16 x i32> %1002, %72
  %1004 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1003, <16 x i32> %75)
  %1005 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1004, <16 x i32> %78)
  %1006 = add <16 x i32> %612, %922
  %1007 = sitofp <16 x i32> %1006 to <16 x float>
  %1008 = fmul <16 x float> %928, %1007
  %1009 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1008, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1010 = fcmp uge <16 x float> %1009, splat (float 0x41E0000000000000)
  %1011 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1009, i32 4)
  %1012 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1011, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1013 = select <16 x i1> %1010, <16 x i32> splat (i32 2147483647), <16 x i32> %1012
  %1014 = add <16 x i32> %1013, %72
  %1015 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1014, <16 x i32> %75)
  %1016 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1015, <16 x i32> %78)
  %1017 = getelementptr inbounds i8, ptr %366, i64 %343
  br i1 %79, label %1018, label %1156

1018:                                             ; preds = %926
  %1019 = shufflevector <16 x i32> %939, <16 x i32> %950, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1020 = trunc <16 x i32> %1019 to <16 x i8>
  %1021 = shufflevector <16 x i32> %961, <16 x i32> %972, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1022 = trunc <16 x i32> %1021 to <16 x i8>
  %1023 = shufflevector <16 x i32> %983, <16 x i32> %994, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1024 = trunc <16 x i32> %1023 to <16 x i8>
  %1025 = shufflevector <16 x i32> %1005, <16 x i32> %1016, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1026 = trunc <16 x i32> %1025 to <16 x i8>
  %1027 = shufflevector <16 x i32> %939, <16 x i32> %950, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1028 = trunc <16 x i32> %1027 to <16 x i8>
  %1029 = shufflevector <16 x i32> %961, <16 x i32> %972, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1030 = trunc <16 x i32> %1029 to <16 x i8>
  %1031 = shufflevector <16 x i32> %983, <16 x i32> %994, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1032 = trunc <16 x i32> %1031 to <16 x i8>
  %1033 = shufflevector <16 x i32> %1005, <16 x i32> %1016, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1034 = trunc <16 x i32> %1033 to <16 x i8>
  %1035 = bitcast <16 x i8> %1020 to <8 x i16>
  %1036 = bitcast <16 x i8> %1022 to <8 x i16>
  %1037 = shufflevector <8 x i16> %1035, <8 x i16> %1036, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1038 = shufflevector <8 x i16> %1035, <8 x i16> %1036, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1039 = bitcast <16 x i8> %1024 to <8 x i16>
  %1040 = bitcast <16 x i8> %1026 to <8 x i16>
  %1041 = shufflevector <8 x i16> %1039, <8 x i16> %1040, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1042 = shufflevector <8 x i16> %1039, <8 x i16> %1040, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1043 = bitcast <8 x i16> %1037 to <4 x i32>
  %1044 = bitcast <8 x i16> %1041 to <4 x i32>
  %1045 = shufflevector <4 x i32> %1043, <4 x i32> %1044, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1046 = shufflevector <4 x i32> %1043, <4 x i32> %1044, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1047 = bitcast <8 x i16> %1038 to <4 x i32>
  %1048 = bitcast <8 x i16> %1042 to <4 x i32>
  %1049 = shufflevector <4 x i32> %1047, <4 x i32> %1048, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1050 = shufflevector <4 x i32> %1047, <4 x i32> %1048, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1051 = bitcast <16 x i8> %1028 to <8 x i16>
  %1052 = bitcast <16 x i8> %1030 to <8 x i16>
  %1053 = shufflevector <8 x i16> %1051, <8 x i16> %1052, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1054 = shufflevector <8 x i16> %1051, <8 x i16> %1052, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1055 = bitcast <16 x i8> %1032 to <8 x i16>
  %1056 = bitcast <16 x i8> %1034 to <8 x i16>
  %1057 = shufflevector <8 x i16> %1055, <8 x i16> %1056, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1058 = shufflevector <8 x i16> %1055, <8 x i16> %1056, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1059 = bitcast <8 x i16> %1053 to <4 x i32>
  %1060 = bitcast <8 x i16> %1057 to <4 x i32>
  %1061 = shufflevector <4 x i32> %1059, <4 x i32> %1060, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1062 = shufflevector <4 x i32> %1059, <4 x i32> %1060, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1063 = bitcast <8 x i16> %1054 to <4 x i32>
  %1064 = bitcast <8 x i16> %1058 to <4 x i32>
  %1065 = shufflevector <4 x i32> %1063, <4 x i32> %1064, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1066 = shufflevector <4 x i32> %1063, <4 x i32> %1064, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %332, label %1067, label %1115

1067:                                             ; preds = %1018
  %1068 = bitcast <4 x i32> %1066 to <2 x i64>
  %1069 = bitcast <4 x i32> %1065 to <2 x i64>
  %1070 = bitcast <4 x i32> %1062 to <2 x i64>
  %1071 = bitcast <4 x i32> %1061 to <2 x i64>
  %1072 = bitcast <4 x i32> %1050 to <2 x i64>
  %1073 = bitcast <4 x i32> %1049 to <2 x i64>
  %1074 = bitcast <4 x i32> %1046 to <2 x i64>
  %1075 = bitcast <4 x i32> %1045 to <2 x i64>
  %1076 = extractelement <2 x i64> %1075, i64 0
  store i64 %1076, ptr %1017, align 1
  %1077 = getelementptr inbounds i8, ptr %1017, i64 %87
  %1078 = bitcast <4 x i32> %1045 to <2 x double>
  %1079 = extractelement <2 x double> %1078, i64 1
  store double %1079, ptr %1077, align 1
  %1080 = getelementptr inbounds i8, ptr %1017, i64 %237
  %1081 = extractelement <2 x i64> %1074, i64 0
  store i64 %1081, ptr %1080, align 1
  %1082 = getelementptr inbounds i8, ptr %1017, i64 %238
  %1083 = bitcast <4 x i32> %1046 to <2 x double>
  %1084 = extractelement <2 x double> %1083, i64 1
  store double %1084, ptr %1082, align 1
  %1085 = getelementptr inbounds i8, ptr %1017, i64 %239
  %1086 = extractelement <2 x i64> %1073, i64 0
  store i64 %1086, ptr %1085, align 1
  %1087 = getelementptr inbounds i8, ptr %1017, i64 %240
  %1088 = bitcast <4 x i32> %1049 to <2 x double>
  %1089 = extractelement <2 x double> %1088, i64 1
  store double %1089, ptr %1087, align 1
  %1090 = getelementptr inbounds i8, ptr %1017, i64 %241
  %1091 = extractelement <2 x i64> %1072, i64 0
  store i64 %1091, ptr %1090, align 1
  %1092 = getelementptr inbounds i8, ptr %1017, i64 %242
  %1093 = bitcast <4 x i32> %1050 to <2 x double>
  %1094 = extractelement <2 x double> %1093, i64 1
  store double %1094, ptr %1092, align 1
  %1095 = getelementptr inbounds i8, ptr %1017, i64 %243
  %1096 = extractelement <2 x i64> %1071, i64 0
  store i64 %1096, ptr %1095, align 1
  %1097 = getelementptr inbounds i8, ptr %1017, i64 %244
  %1098 = bitcast <4 x i32> %1061 to <2 x double>
  %1099 = extractelement <2 x double> %1098, i64 1
  store double %1099, ptr %1097, align 1
  %1100 = getelementptr inbounds i8, ptr %1017, i64 %245
  %1101 = extractelement <2 x i64> %1070, i64 0
  store i64 %1101, ptr %1100, align 1
  %1102 = getelementptr inbounds i8, ptr %1017, i64 %246
  %1103 = bitcast <4 x i32> %1062 to <2 x double>
  %1104 = extractelement <2 x double> %1103, i64 1
  store double %1104, ptr %1102, align 1
  %1105 = getelementptr inbounds i8, ptr %1017, i64 %247
  %1106 = extractelement <2 x i64> %1069, i64 0
  store i64 %1106, ptr %1105, align 1
  %1107 = getelementptr inbounds i8, ptr %1017, i64 %248
  %1108 = bitcast <4 x i32> %1065 to <2 x double>
  %1109 = extractelement <2 x double> %1108, i64 1
  store double %1109, ptr %1107, align 1
  %1110 = getelementptr inbounds i8, ptr %1017, i64 %249
  %1111 = extractelement <2 x i64> %1068, i64 0
  store i64 %1111, ptr %1110, align 1
  %1112 = getelementptr inbounds i8, ptr %1017, i64 %250
  %1113 = bitcast <4 x i32> %1066 to <2 x double>
  %1114 = extractelement <2 x double> %1113, i64 1
  store double %1114, ptr %1112, align 1
  br label %1914

1115:                                             ; preds = %1018
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  store <4 x i32> %1045, ptr %38, align 16
  store <4 x i32> %1046, ptr %230, align 16
  store <4 x i32> %1049, ptr %231, align 16
  store <4 x i32> %1050, ptr %232, align 16
  store <4 x i32> %1061, ptr %233, align 16
  store <4 x i32> %1062, ptr %234, align 16
  store <4 x i32> %1065, ptr %235, align 16
  store <4 x i32> %1066, ptr %236, align 16
  br i1 %344, label %1116, label %1130

1116:                                             ; preds = %1115
  br i1 %351, label %1118, label %1131

1117:                                             ; preds = %1131
  br i1 %267, label %1130, label %1118

1118:                                             ; preds = %1117, %1116
  %1119 = phi i64 [ 0, %1116 ], [ %1153, %1117 ]
  tail call void @llvm.assume(i1 %268)
  br label %1120

1120:                                             ; preds = %1120, %1118
  %1121 = phi i64 [ %1127, %1120 ], [ %1119, %1118 ]
  %1122 = phi i64 [ %1128, %1120 ], [ 0, %1118 ]
  %1123 = mul nsw i64 %1121, %87
  %1124 = getelementptr inbounds i8, ptr %1017, i64 %1123
  %1125 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1121
  %1126 = load i64, ptr %1125, align 8
  store i64 %1126, ptr %1124, align 1
  %1127 = add nuw nsw i64 %1121, 1
  %1128 = add i64 %1122, 1
  %1129 = icmp eq i64 %1128, %266
  br i1 %1129, label %1130, label %1120

1130:                                             ; preds = %1117, %1120, %1115
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %1914

1131:                                             ; preds = %1116, %1131
  %1132 = phi i64 [ %1153, %1131 ], [ 0, %1116 ]
  %1133 = phi i64 [ %1154, %1131 ], [ 0, %1116 ]
  %1134 = mul nsw i64 %1132, %87
  %1135 = getelementptr inbounds i8, ptr %1017, i64 %1134
  %1136 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1132
  %1137 = load i64, ptr %1136, align 16
  store i64 %1137, ptr %1135, align 1
  %1138 = or disjoint i64 %1132, 1
  %1139 = mul nsw i64 %1138, %87
  %1140 = getelementptr inbounds i8, ptr %1017, i64 %1139
  %1141 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1138
  %1142 = load i64, ptr %1141, align 8
  store i64 %1142, ptr %1140, align 1
  %1143 = or disjoint i64 %1132, 2
  %1144 = mul nsw i64 %1143, %87
  %1145 = getelementptr inbounds i8, ptr %1017, i64 %1144
  %1146 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1143
  %1147 = load i64, ptr %1146, align 16
  store i64 %1147, ptr %1145, align 1
  %1148 = or disjoint i64 %1132, 3
  %1149 = mul nsw i64 %1148, %87
  %1150 = getelementptr inbounds i8, ptr %1017, i64 %1149
  %1151 = getelementptr inbounds nuw [8 x i8], ptr %38, i64 %1148
  %1152 = load i64, ptr %1151, align 8
  store i64 %1152, ptr %1150, align 1
  %1153 = add nuw nsw i64 %1132, 4
  %1154 = add i64 %1133, 4
  %1155 = icmp eq i64 %1154, %352
  br i1 %1155, label %1117, label %1131

1156:                                             ; preds = %926
  %1157 = trunc <16 x i32> %1016 to <16 x i8>
  %1158 = trunc <16 x i32> %1005 to <16 x i8>
  %1159 = trunc <16 x i32> %994 to <16 x i8>
  %1160 = trunc <16 x i32> %983 to <16 x i8>
  %1161 = trunc <16 x i32> %972 to <16 x i8>
  %1162 = trunc <16 x i32> %961 to <16 x i8>
  %1163 = trunc <16 x i32> %950 to <16 x i8>
  %1164 = trunc <16 x i32> %939 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store <16 x i8> %1164, ptr %39, align 16
  store <16 x i8> %1163, ptr %217, align 16
  store <16 x i8> %1162, ptr %218, align 16
  store <16 x i8> %1161, ptr %219, align 16
  store <16 x i8> %1160, ptr %220, align 16
  store <16 x i8> %1159, ptr %221, align 16
  store <16 x i8> %1158, ptr %222, align 16
  store <16 x i8> %1157, ptr %223, align 16
  br i1 %344, label %1165, label %1194

1165:                                             ; preds = %1156, %1165
  %1166 = phi i64 [ %1192, %1165 ], [ 0, %1156 ]
  %1167 = getelementptr inbounds nuw i8, ptr %39, i64 %1166
  %1168 = mul nsw i64 %1166, %20
  %1169 = getelementptr i8, ptr %1017, i64 %1168
  %1170 = load i8, ptr %1167, align 1
  store i8 %1170, ptr %1169, align 1
  %1171 = getelementptr inbounds nuw i8, ptr %1167, i64 16
  %1172 = load i8, ptr %1171, align 1
  %1173 = getelementptr i8, ptr %1169, i64 %22
  store i8 %1172, ptr %1173, align 1
  %1174 = getelementptr inbounds nuw i8, ptr %1167, i64 32
  %1175 = load i8, ptr %1174, align 1
  %1176 = getelementptr i8, ptr %1169, i64 %224
  store i8 %1175, ptr %1176, align 1
  %1177 = getelementptr inbounds nuw i8, ptr %1167, i64 48
  %1178 = load i8, ptr %1177, align 1
  %1179 = getelementptr i8, ptr %1169, i64 %225
  store i8 %1178, ptr %1179, align 1
  %1180 = getelementptr inbounds nuw i8, ptr %1167, i64 64
  %1181 = load i8, ptr %1180, align 1
  %1182 = getelementptr i8, ptr %1169, i64 %226
  store i8 %1181, ptr %1182, align 1
  %1183 = getelementptr inbounds nuw i8, ptr %1167, i64 80
  %1184 = load i8, ptr %1183, align 1
  %1185 = getelementptr i8, ptr %1169, i64 %227
  store i8 %1184, ptr %1185, align 1
  %1186 = getelementptr inbounds nuw i8, ptr %1167, i64 96
  %1187 = load i8, ptr %1186, align 1
  %1188 = getelementptr i8, ptr %1169, i64 %228
  store i8 %1187, ptr %1188, align 1
  %1189 = getelementptr inbounds nuw i8, ptr %1167, i64 112
  %1190 = load i8, ptr %1189, align 1
  %1191 = getelementptr i8, ptr %1169, i64 %229
  store i8 %1190, ptr %1191, align 1
  %1192 = add nuw nsw i64 %1166, 1
  %1193 = icmp eq i64 %1192, %333
  br i1 %1193, label %1194, label %1165

1194:                                             ; preds = %1165, %1156
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %1914

1195:                                             ; preds = %354
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %40, i8 0, i64 1024, i1 false)
  %1196 = mul i64 %89, %355
  %1197 = getelementptr inbounds i8, ptr %282, i64 %1196
  %1198 = mul nsw i64 %355, %22
  %1199 = getelementptr inbounds i8, ptr %313, i64 %1198
  br i1 %91, label %1200, label %1275

1200:                                             ; preds = %1195
  %1201 = icmp sgt i32 %359, 0
  %1202 = zext nneg i32 %359 to i64
  br label %1203

1203:                                             ; preds = %1200, %1209
  %1204 = phi i64 [ 0, %1200 ], [ %1210, %1209 ]
  br i1 %92, label %1205, label %1209

1205:                                             ; preds = %1203
  %1206 = mul i64 %90, %1204
  %1207 = getelementptr inbounds i8, ptr %1197, i64 %1206
  %1208 = mul nuw nsw i64 %1204, %9
  br label %1212

1209:                                             ; preds = %1221, %1203
  %1210 = add nuw nsw i64 %1204, 1
  %1211 = icmp eq i64 %1210, %8
  br i1 %1211, label %1275, label %1203

1212:                                             ; preds = %1205, %1221
  %1213 = phi i64 [ 0, %1205 ], [ %1222, %1221 ]
  %1214 = mul i64 %93, %1213
  %1215 = getelementptr inbounds i8, ptr %1207, i64 %1214
  %1216 = add nuw nsw i64 %1213, %1208
  %1217 = mul i64 %94, %1216
  %1218 = getelementptr inbounds i8, ptr %309, i64 %1217
  br i1 %95, label %1219, label %1221

1219:                                             ; preds = %1212
  %1220 = getelementptr inbounds i8, ptr %1218, i64 %50
  br label %1224

1221:                                             ; preds = %1246, %1212
  %1222 = add nuw nsw i64 %1213, 1
  %1223 = icmp eq i64 %1222, %9
  br i1 %1223, label %1209, label %1212

1224:                                             ; preds = %1219, %1246
  %1225 = phi i64 [ 0, %1219 ], [ %1247, %1246 ]
  %1226 = shl nsw i64 %1225, 6
  %1227 = getelementptr inbounds nuw i8, ptr %1218, i64 %1226
  %1228 = load <8 x i64>, ptr %1227, align 64
  br i1 %310, label %1229, label %1232

1229:                                             ; preds = %1224
  %1230 = getelementptr inbounds nuw i8, ptr %1220, i64 %1226
  %1231 = load <8 x i64>, ptr %1230, align 64
  br label %1232

1232:                                             ; preds = %1229, %1224
  %1233 = phi <8 x i64> [ %1231, %1229 ], [ %1228, %1224 ]
  %1234 = shl nsw i64 %1225, 2
  %1235 = getelementptr i8, ptr %1215, i64 %1234
  br i1 %1201, label %1236, label %1246

1236:                                             ; preds = %1232
  %1237 = sub nsw i64 %6, %1234
  %1238 = icmp sgt i64 %1237, 3
  %1239 = trunc i64 %1237 to i32
  %1240 = shl nsw i32 -1, %1239
  %1241 = trunc i32 %1240 to i16
  %1242 = xor i16 %1241, -1
  %1243 = bitcast i16 %1242 to <16 x i1>
  %1244 = bitcast <8 x i64> %1228 to <64 x i8>
  %1245 = bitcast <8 x i64> %1233 to <64 x i8>
  br label %1249

1246:                                             ; preds = %1272, %1232
  %1247 = add nuw nsw i64 %1225, 1
  %1248 = icmp eq i64 %1247, %99
  br i1 %1248, label %1221, label %1224

1249:                                             ; preds = %1236, %1272
  %1250 = phi i64 [ 0, %1236 ], [ %1273, %1272 ]
  %1251 = mul i64 %89, %1250
  %1252 = getelementptr i8, ptr %1235, i64 %1251
  br i1 %1238, label %1253, label %1257

1253:                                             ; preds = %1249
  %1254 = load i32, ptr %1252, align 1
  %1255 = insertelement <16 x i32> poison, i32 %1254, i64 0
  %1256 = shufflevector <16 x i32> %1255, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %1261

1257:                                             ; preds = %1249
  %1258 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1252, <16 x i1> %1243, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1259 = bitcast <16 x i8> %1258 to <4 x i32>
  %1260 = shufflevector <4 x i32> %1259, <4 x i32> poison, <16 x i32> zeroinitializer
  br label %1261

1261:                                             ; preds = %1253, %1257
  %1262 = phi <16 x i32> [ %1256, %1253 ], [ %1260, %1257 ]
  %1263 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %40, i64 %1250
  %1264 = load <16 x i32>, ptr %1263, align 64
  %1265 = bitcast <16 x i32> %1262 to <64 x i8>
  %1266 = xor <64 x i8> %1265, splat (i8 -128)
  %1267 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1264, <64 x i8> %1266, <64 x i8> %1244)
  store <16 x i32> %1267, ptr %1263, align 64
  br i1 %310, label %1268, label %1272

1268:                                             ; preds = %1261
  %1269 = getelementptr inbounds nuw i8, ptr %1263, i64 64
  %1270 = load <16 x i32>, ptr %1269, align 64
  %1271 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1270, <64 x i8> %1266, <64 x i8> %1245)
  store <16 x i32> %1271, ptr %1269, align 64
  br label %1272

1272:                                             ; preds = %1268, %1261
  %1273 = add nuw nsw i64 %1250, 1
  %1274 = icmp eq i64 %1273, %1202
  br i1 %1274, label %1246, label %1249

1275:                                             ; preds = %1209, %1195
  %1276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %323, <16 x i1> %324, <16 x i32> zeroinitializer)
  br i1 %96, label %1279, label %1277

1277:                                             ; preds = %1275
  %1278 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %325, <16 x i1> %324, <16 x i32> zeroinitializer)
  br label %1279

1279:                                             ; preds = %1277, %1275
  %1280 = phi <16 x i32> [ %1278, %1277 ], [ zeroinitializer, %1275 ]
  %1281 = sub <16 x i32> %1280, %1276
  br i1 %97, label %1285, label %1282

1282:                                             ; preds = %1279
  %1283 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %326, <16 x i1> %324, <16 x i32> zeroinitializer)
  %1284 = add <16 x i32> %1283, %1281
  br label %1285

1285:                                             ; preds = %1282, %1279
  %1286 = phi <16 x i32> [ %1284, %1282 ], [ %1281, %1279 ]
  br i1 %98, label %1290, label %1287

1287:                                             ; preds = %1285
  %1288 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %327, <16 x i1> %324, <16 x float> zeroinitializer)
  %1289 = fmul <16 x float> %66, %1288
  br label %1290

1290:                                             ; preds = %1285, %1287
  %1291 = phi <16 x float> [ %1289, %1287 ], [ %66, %1285 ]
  %1292 = fmul <16 x float> %69, %1291
  %1293 = load <16 x i32>, ptr %40, align 64
  %1294 = add <16 x i32> %1293, %1286
  %1295 = sitofp <16 x i32> %1294 to <16 x float>
  %1296 = fmul <16 x float> %1292, %1295
  %1297 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1296, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1298 = fcmp uge <16 x float> %1297, splat (float 0x41E0000000000000)
  %1299 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1297, i32 4)
  %1300 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1299, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1301 = select <16 x i1> %1298, <16 x i32> splat (i32 2147483647), <16 x i32> %1300
  %1302 = add <16 x i32> %1301, %72
  %1303 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1302, <16 x i32> %75)
  %1304 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1303, <16 x i32> %78)
  %1305 = load <16 x i32>, ptr %100, align 64
  %1306 = add <16 x i32> %1305, %1286
  %1307 = sitofp <16 x i32> %1306 to <16 x float>
  %1308 = fmul <16 x float> %1292, %1307
  %1309 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1308, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1310 = fcmp uge <16 x float> %1309, splat (float 0x41E0000000000000)
  %1311 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1309, i32 4)
  %1312 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1311, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1313 = select <16 x i1> %1310, <16 x i32> splat (i32 2147483647), <16 x i32> %1312
  %1314 = add <16 x i32> %1313, %72
  %1315 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1314, <16 x i32> %75)
  %1316 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1315, <16 x i32> %78)
  %1317 = load <16 x i32>, ptr %101, align 64
  %1318 = add <16 x i32> %1317, %1286
  %1319 = sitofp <16 x i32> %1318 to <16 x float>
  %1320 = fmul <16 x float> %1292, %1319
  %1321 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1320, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1322 = fcmp uge <16 x float> %1321, splat (float 0x41E0000000000000)
  %1323 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1321, i32 4)
  %1324 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1323, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1325 = select <16 x i1> %1322, <16 x i32> splat (i32 2147483647), <16 x i32> %1324
  %1326 = add <16 x i32> %1325, %72
  %1327 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1326, <16 x i32> %75)
  %1328 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1327, <16 x i32> %78)
  %1329 = load <16 x i32>, ptr %102, align 64
  %1330 = add <16 x i32> %1329, %1286
  %1331 = sitofp <16 x i32> %1330 to <16 x float>
  %1332 = fmul <16 x float> %1292, %1331
  %1333 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1332, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1334 = fcmp uge <16 x float> %1333, splat (float 0x41E0000000000000)
  %1335 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1333, i32 4)
  %1336 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1335, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1337 = select <16 x i1> %1334, <16 x i32> splat (i32 2147483647), <16 x i32> %1336
  %1338 = add <16 x i32> %1337, %72
  %1339 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1338, <16 x i32> %75)
  %1340 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1339, <16 x i32> %78)
  %1341 = load <16 x i32>, ptr %103, align 64
  %1342 = add <16 x i32> %1341, %1286
  %1343 = sitofp <16 x i32> %1342 to <16 x float>
  %1344 = fmul <16 x float> %1292, %1343
  %1345 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1344, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1346 = fcmp uge <16 x float> %1345, splat (float 0x41E0000000000000)
  %1347 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1345, i32 4)
  %1348 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1347, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1349 = select <16 x i1> %1346, <16 x i32> splat (i32 2147483647), <16 x i32> %1348
  %1350 = add <16 x i32> %1349, %72
  %1351 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1350, <16 x i32> %75)
  %1352 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1351, <16 x i32> %78)
  %1353 = load <16 x i32>, ptr %104, align 64
  %1354 = add <16 x i32> %1353, %1286
  %1355 = sitofp <16 x i32> %1354 to <16 x float>
  %1356 = fmul <16 x float> %1292, %1355
  %1357 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1356, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1358 = fcmp uge <16 x float> %1357, splat (float 0x41E0000000000000)
  %1359 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1357, i32 4)
  %1360 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1359, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1361 = select <16 x i1> %1358, <16 x i32> splat (i32 2147483647), <16 x i32> %1360
  %1362 = add <16 x i32> %1361, %72
  %1363 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1362, <16 x i32> %75)
  %1364 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1363, <16 x i32> %78)
  %1365 = load <16 x i32>, ptr %105, align 64
  %1366 = add <16 x i32> %1365, %1286
  %1367 = sitofp <16 x i32> %1366 to <16 x float>
  %1368 = fmul <16 x float> %1292, %1367
  %1369 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1368, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1370 = fcmp uge <16 x float> %1369, splat (float 0x41E0000000000000)
  %1371 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1369, i32 4)
  %1372 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1371, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1373 = select <16 x i1> %1370, <16 x i32> splat (i32 2147483647), <16 x i32> %1372
  %1374 = add <16 x i32> %1373, %72
  %1375 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1374, <16 x i32> %75)
  %1376 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1375, <16 x i32> %78)
  %1377 = load <16 x i32>, ptr %106, align 64
  %1378 = add <16 x i32> %1377, %1286
  %1379 = sitofp <16 x i32> %1378 to <16 x float>
  %1380 = fmul <16 x float> %1292, %1379
  %1381 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1380, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1382 = fcmp uge <16 x float> %1381, splat (float 0x41E0000000000000)
  %1383 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1381, i32 4)
  %1384 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1383, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1385 = select <16 x i1> %1382, <16 x i32> splat (i32 2147483647), <16 x i32> %1384
  %1386 = add <16 x i32> %1385, %72
  %1387 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1386, <16 x i32> %75)
  %1388 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1387, <16 x i32> %78)
  %1389 = getelementptr inbounds i8, ptr %1199, i64 %328
  %1390 = and i1 %79, %360
  br i1 %1390, label %1391, label %1529

1391:                                             ; preds = %1290
  %1392 = shufflevector <16 x i32> %1304, <16 x i32> %1316, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1393 = trunc <16 x i32> %1392 to <16 x i8>
  %1394 = shufflevector <16 x i32> %1328, <16 x i32> %1340, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1395 = trunc <16 x i32> %1394 to <16 x i8>
  %1396 = shufflevector <16 x i32> %1352, <16 x i32> %1364, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1397 = trunc <16 x i32> %1396 to <16 x i8>
  %1398 = shufflevector <16 x i32> %1376, <16 x i32> %1388, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1399 = trunc <16 x i32> %1398 to <16 x i8>
  %1400 = shufflevector <16 x i32> %1304, <16 x i32> %1316, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1401 = trunc <16 x i32> %1400 to <16 x i8>
  %1402 = shufflevector <16 x i32> %1328, <16 x i32> %1340, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1403 = trunc <16 x i32> %1402 to <16 x i8>
  %1404 = shufflevector <16 x i32> %1352, <16 x i32> %1364, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1405 = trunc <16 x i32> %1404 to <16 x i8>
  %1406 = shufflevector <16 x i32> %1376, <16 x i32> %1388, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1407 = trunc <16 x i32> %1406 to <16 x i8>
  %1408 = bitcast <16 x i8> %1393 to <8 x i16>
  %1409 = bitcast <16 x i8> %1395 to <8 x i16>
  %1410 = shufflevector <8 x i16> %1408, <8 x i16> %1409, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1411 = shufflevector <8 x i16> %1408, <8 x i16> %1409, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1412 = bitcast <16 x i8> %1397 to <8 x i16>
  %1413 = bitcast <16 x i8> %1399 to <8 x i16>
  %1414 = shufflevector <8 x i16> %1412, <8 x i16> %1413, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1415 = shufflevector <8 x i16> %1412, <8 x i16> %1413, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1416 = bitcast <8 x i16> %1410 to <4 x i32>
  %1417 = bitcast <8 x i16> %1414 to <4 x i32>
  %1418 = shufflevector <4 x i32> %1416, <4 x i32> %1417, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1419 = shufflevector <4 x i32> %1416, <4 x i32> %1417, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1420 = bitcast <8 x i16> %1411 to <4 x i32>
  %1421 = bitcast <8 x i16> %1415 to <4 x i32>
  %1422 = shufflevector <4 x i32> %1420, <4 x i32> %1421, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1423 = shufflevector <4 x i32> %1420, <4 x i32> %1421, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1424 = bitcast <16 x i8> %1401 to <8 x i16>
  %1425 = bitcast <16 x i8> %1403 to <8 x i16>
  %1426 = shufflevector <8 x i16> %1424, <8 x i16> %1425, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1427 = shufflevector <8 x i16> %1424, <8 x i16> %1425, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1428 = bitcast <16 x i8> %1405 to <8 x i16>
  %1429 = bitcast <16 x i8> %1407 to <8 x i16>
  %1430 = shufflevector <8 x i16> %1428, <8 x i16> %1429, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1431 = shufflevector <8 x i16> %1428, <8 x i16> %1429, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1432 = bitcast <8 x i16> %1426 to <4 x i32>
  %1433 = bitcast <8 x i16> %1430 to <4 x i32>
  %1434 = shufflevector <4 x i32> %1432, <4 x i32> %1433, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1435 = shufflevector <4 x i32> %1432, <4 x i32> %1433, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1436 = bitcast <8 x i16> %1427 to <4 x i32>
  %1437 = bitcast <8 x i16> %1431 to <4 x i32>
  %1438 = shufflevector <4 x i32> %1436, <4 x i32> %1437, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1439 = shufflevector <4 x i32> %1436, <4 x i32> %1437, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %317, label %1440, label %1488

1440:                                             ; preds = %1391
  %1441 = bitcast <4 x i32> %1439 to <2 x i64>
  %1442 = bitcast <4 x i32> %1438 to <2 x i64>
  %1443 = bitcast <4 x i32> %1435 to <2 x i64>
  %1444 = bitcast <4 x i32> %1434 to <2 x i64>
  %1445 = bitcast <4 x i32> %1423 to <2 x i64>
  %1446 = bitcast <4 x i32> %1422 to <2 x i64>
  %1447 = bitcast <4 x i32> %1419 to <2 x i64>
  %1448 = bitcast <4 x i32> %1418 to <2 x i64>
  %1449 = extractelement <2 x i64> %1448, i64 0
  store i64 %1449, ptr %1389, align 1
  %1450 = getelementptr inbounds i8, ptr %1389, i64 %87
  %1451 = bitcast <4 x i32> %1418 to <2 x double>
  %1452 = extractelement <2 x double> %1451, i64 1
  store double %1452, ptr %1450, align 1
  %1453 = getelementptr inbounds i8, ptr %1389, i64 %121
  %1454 = extractelement <2 x i64> %1447, i64 0
  store i64 %1454, ptr %1453, align 1
  %1455 = getelementptr inbounds i8, ptr %1389, i64 %122
  %1456 = bitcast <4 x i32> %1419 to <2 x double>
  %1457 = extractelement <2 x double> %1456, i64 1
  store double %1457, ptr %1455, align 1
  %1458 = getelementptr inbounds i8, ptr %1389, i64 %123
  %1459 = extractelement <2 x i64> %1446, i64 0
  store i64 %1459, ptr %1458, align 1
  %1460 = getelementptr inbounds i8, ptr %1389, i64 %124
  %1461 = bitcast <4 x i32> %1422 to <2 x double>
  %1462 = extractelement <2 x double> %1461, i64 1
  store double %1462, ptr %1460, align 1
  %1463 = getelementptr inbounds i8, ptr %1389, i64 %125
  %1464 = extractelement <2 x i64> %1445, i64 0
  store i64 %1464, ptr %1463, align 1
  %1465 = getelementptr inbounds i8, ptr %1389, i64 %126
  %1466 = bitcast <4 x i32> %1423 to <2 x double>
  %1467 = extractelement <2 x double> %1466, i64 1
  store double %1467, ptr %1465, align 1
  %1468 = getelementptr inbounds i8, ptr %1389, i64 %127
  %1469 = extractelement <2 x i64> %1444, i64 0
  store i64 %1469, ptr %1468, align 1
  %1470 = getelementptr inbounds i8, ptr %1389, i64 %128
  %1471 = bitcast <4 x i32> %1434 to <2 x double>
  %1472 = extractelement <2 x double> %1471, i64 1
  store double %1472, ptr %1470, align 1
  %1473 = getelementptr inbounds i8, ptr %1389, i64 %129
  %1474 = extractelement <2 x i64> %1443, i64 0
  store i64 %1474, ptr %1473, align 1
  %1475 = getelementptr inbounds i8, ptr %1389, i64 %130
  %1476 = bitcast <4 x i32> %1435 to <2 x double>
  %1477 = extractelement <2 x double> %1476, i64 1
  store double %1477, ptr %1475, align 1
  %1478 = getelementptr inbounds i8, ptr %1389, i64 %131
  %1479 = extractelement <2 x i64> %1442, i64 0
  store i64 %1479, ptr %1478, align 1
  %1480 = getelementptr inbounds i8, ptr %1389, i64 %132
  %1481 = bitcast <4 x i32> %1438 to <2 x double>
  %1482 = extractelement <2 x double> %1481, i64 1
  store double %1482, ptr %1480, align 1
  %1483 = getelementptr inbounds i8, ptr %1389, i64 %133
  %1484 = extractelement <2 x i64> %1441, i64 0
  store i64 %1484, ptr %1483, align 1
  %1485 = getelementptr inbounds i8, ptr %1389, i64 %134
  %1486 = bitcast <4 x i32> %1439 to <2 x double>
  %1487 = extractelement <2 x double> %1486, i64 1
  store double %1487, ptr %1485, align 1
  br label %1594

1488:                                             ; preds = %1391
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <4 x i32> %1418, ptr %32, align 16
  store <4 x i32> %1419, ptr %114, align 16
  store <4 x i32> %1422, ptr %115, align 16
  store <4 x i32> %1423, ptr %116, align 16
  store <4 x i32> %1434, ptr %117, align 16
  store <4 x i32> %1435, ptr %118, align 16
  store <4 x i32> %1438, ptr %119, align 16
  store <4 x i32> %1439, ptr %120, align 16
  br i1 %329, label %1489, label %1503

1489:                                             ; preds = %1488
  br i1 %345, label %1491, label %1504

1490:                                             ; preds = %1504
  br i1 %258, label %1503, label %1491

1491:                                             ; preds = %1490, %1489
  %1492 = phi i64 [ 0, %1489 ], [ %1526, %1490 ]
  tail call void @llvm.assume(i1 %259)
  br label %1493

1493:                                             ; preds = %1493, %1491
  %1494 = phi i64 [ %1500, %1493 ], [ %1492, %1491 ]
  %1495 = phi i64 [ %1501, %1493 ], [ 0, %1491 ]
  %1496 = mul nsw i64 %1494, %87
  %1497 = getelementptr inbounds i8, ptr %1389, i64 %1496
  %1498 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1494
  %1499 = load i64, ptr %1498, align 8
  store i64 %1499, ptr %1497, align 1
  %1500 = add nuw nsw i64 %1494, 1
  %1501 = add i64 %1495, 1
  %1502 = icmp eq i64 %1501, %257
  br i1 %1502, label %1503, label %1493

1503:                                             ; preds = %1490, %1493, %1488
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %1594

1504:                                             ; preds = %1489, %1504
  %1505 = phi i64 [ %1526, %1504 ], [ 0, %1489 ]
  %1506 = phi i64 [ %1527, %1504 ], [ 0, %1489 ]
  %1507 = mul nsw i64 %1505, %87
  %1508 = getelementptr inbounds i8, ptr %1389, i64 %1507
  %1509 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1505
  %1510 = load i64, ptr %1509, align 16
  store i64 %1510, ptr %1508, align 1
  %1511 = or disjoint i64 %1505, 1
  %1512 = mul nsw i64 %1511, %87
  %1513 = getelementptr inbounds i8, ptr %1389, i64 %1512
  %1514 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1511
  %1515 = load i64, ptr %1514, align 8
  store i64 %1515, ptr %1513, align 1
  %1516 = or disjoint i64 %1505, 2
  %1517 = mul nsw i64 %1516, %87
  %1518 = getelementptr inbounds i8, ptr %1389, i64 %1517
  %1519 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1516
  %1520 = load i64, ptr %1519, align 16
  store i64 %1520, ptr %1518, align 1
  %1521 = or disjoint i64 %1505, 3
  %1522 = mul nsw i64 %1521, %87
  %1523 = getelementptr inbounds i8, ptr %1389, i64 %1522
  %1524 = getelementptr inbounds nuw [8 x i8], ptr %32, i64 %1521
  %1525 = load i64, ptr %1524, align 8
  store i64 %1525, ptr %1523, align 1
  %1526 = add nuw nsw i64 %1505, 4
  %1527 = add i64 %1506, 4
  %1528 = icmp eq i64 %1527, %346
  br i1 %1528, label %1490, label %1504

1529:                                             ; preds = %1290
  %1530 = trunc <16 x i32> %1388 to <16 x i8>
  %1531 = trunc <16 x i32> %1376 to <16 x i8>
  %1532 = trunc <16 x i32> %1364 to <16 x i8>
  %1533 = trunc <16 x i32> %1352 to <16 x i8>
  %1534 = trunc <16 x i32> %1340 to <16 x i8>
  %1535 = trunc <16 x i32> %1328 to <16 x i8>
  %1536 = trunc <16 x i32> %1316 to <16 x i8>
  %1537 = trunc <16 x i32> %1304 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x i8> %1537, ptr %33, align 16
  store <16 x i8> %1536, ptr %107, align 16
  store <16 x i8> %1535, ptr %108, align 16
  store <16 x i8> %1534, ptr %109, align 16
  store <16 x i8> %1533, ptr %110, align 16
  store <16 x i8> %1532, ptr %111, align 16
  store <16 x i8> %1531, ptr %112, align 16
  store <16 x i8> %1530, ptr %113, align 16
  br i1 %329, label %1538, label %1552

1538:                                             ; preds = %1529
  %1539 = icmp sgt i32 %359, 0
  %1540 = zext i32 %359 to i64
  %1541 = and i64 %1540, 3
  %1542 = icmp ult i32 %359, 4
  %1543 = and i64 %1540, 2147483644
  %1544 = icmp eq i64 %1541, 0
  %1545 = icmp ne i64 %1541, 0
  br label %1546

1546:                                             ; preds = %1538, %1566
  %1547 = phi i64 [ 0, %1538 ], [ %1567, %1566 ]
  %1548 = getelementptr inbounds nuw i8, ptr %33, i64 %1547
  br i1 %1539, label %1549, label %1566

1549:                                             ; preds = %1546
  %1550 = mul nsw i64 %1547, %87
  %1551 = getelementptr i8, ptr %1389, i64 %1550
  br i1 %1542, label %1554, label %1569

1552:                                             ; preds = %1566, %1529
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %1594

1553:                                             ; preds = %1569
  br i1 %1544, label %1566, label %1554

1554:                                             ; preds = %1553, %1549
  %1555 = phi i64 [ 0, %1549 ], [ %1591, %1553 ]
  tail call void @llvm.assume(i1 %1545)
  br label %1556

1556:                                             ; preds = %1556, %1554
  %1557 = phi i64 [ %1555, %1554 ], [ %1563, %1556 ]
  %1558 = phi i64 [ 0, %1554 ], [ %1564, %1556 ]
  %1559 = getelementptr inbounds nuw [16 x i8], ptr %1548, i64 %1557
  %1560 = load i8, ptr %1559, align 1
  %1561 = mul nsw i64 %22, %1557
  %1562 = getelementptr i8, ptr %1551, i64 %1561
  store i8 %1560, ptr %1562, align 1
  %1563 = add nuw nsw i64 %1557, 1
  %1564 = add i64 %1558, 1
  %1565 = icmp eq i64 %1564, %1541
  br i1 %1565, label %1566, label %1556

1566:                                             ; preds = %1553, %1556, %1546
  %1567 = add nuw nsw i64 %1547, 1
  %1568 = icmp eq i64 %1567, %318
  br i1 %1568, label %1552, label %1546

1569:                                             ; preds = %1549, %1569
  %1570 = phi i64 [ %1591, %1569 ], [ 0, %1549 ]
  %1571 = phi i64 [ %1592, %1569 ], [ 0, %1549 ]
  %1572 = getelementptr inbounds nuw [16 x i8], ptr %1548, i64 %1570
  %1573 = load i8, ptr %1572, align 1
  %1574 = mul nsw i64 %22, %1570
  %1575 = getelementptr i8, ptr %1551, i64 %1574
  store i8 %1573, ptr %1575, align 1
  %1576 = or disjoint i64 %1570, 1
  %1577 = getelementptr inbounds nuw [16 x i8], ptr %1548, i64 %1576
  %1578 = load i8, ptr %1577, align 1
  %1579 = mul nsw i64 %22, %1576
  %1580 = getelementptr i8, ptr %1551, i64 %1579
  store i8 %1578, ptr %1580, align 1
  %1581 = or disjoint i64 %1570, 2
  %1582 = getelementptr inbounds nuw [16 x i8], ptr %1548, i64 %1581
  %1583 = load i8, ptr %1582, align 1
  %1584 = mul nsw i64 %22, %1581
  %1585 = getelementptr i8, ptr %1551, i64 %1584
  store i8 %1583, ptr %1585, align 1
  %1586 = or disjoint i64 %1570, 3
  %1587 = getelementptr inbounds nuw [16 x i8], ptr %1548, i64 %1586
  %1588 = load i8, ptr %1587, align 1
  %1589 = mul nsw i64 %22, %1586
  %1590 = getelementptr i8, ptr %1551, i64 %1589
  store i8 %1588, ptr %1590, align 1
  %1591 = add nuw nsw i64 %1570, 4
  %1592 = add i64 %1571, 4
  %1593 = icmp eq i64 %1592, %1543
  br i1 %1593, label %1553, label %1569

1594:                                             ; preds = %1503, %1440, %1552
  br i1 %310, label %1595, label %1913

1595:                                             ; preds = %1594
  %1596 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %338, <16 x i1> %339, <16 x i32> zeroinitializer)
  br i1 %96, label %1599, label %1597

1597:                                             ; preds = %1595
  %1598 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %340, <16 x i1> %339, <16 x i32> zeroinitializer)
  br label %1599

1599:                                             ; preds = %1597, %1595
  %1600 = phi <16 x i32> [ %1598, %1597 ], [ zeroinitializer, %1595 ]
  %1601 = sub <16 x i32> %1600, %1596
  br i1 %97, label %1605, label %1602

1602:                                             ; preds = %1599
  %1603 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull align 1 %341, <16 x i1> %339, <16 x i32> zeroinitializer)
  %1604 = add <16 x i32> %1603, %1601
  br label %1605

1605:                                             ; preds = %1602, %1599
  %1606 = phi <16 x i32> [ %1604, %1602 ], [ %1601, %1599 ]
  br i1 %98, label %1610, label %1607

1607:                                             ; preds = %1605
  %1608 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %342, <16 x i1> %339, <16 x float> zeroinitializer)
  %1609 = fmul <16 x float> %66, %1608
  br label %1610

1610:                                             ; preds = %1605, %1607
  %1611 = phi <16 x float> [ %1609, %1607 ], [ %66, %1605 ]
  %1612 = fmul <16 x float> %69, %1611
  %1613 = load <16 x i32>, ptr %135, align 64
  %1614 = add <16 x i32> %1613, %1606
  %1615 = sitofp <16 x i32> %1614 to <16 x float>
  %1616 = fmul <16 x float> %1612, %1615
  %1617 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1616, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1618 = fcmp uge <16 x float> %1617, splat (float 0x41E0000000000000)
  %1619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1617, i32 4)
  %1620 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1619, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1621 = select <16 x i1> %1618, <16 x i32> splat (i32 2147483647), <16 x i32> %1620
  %1622 = add <16 x i32> %1621, %72
  %1623 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1622, <16 x i32> %75)
  %1624 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1623, <16 x i32> %78)
  %1625 = load <16 x i32>, ptr %136, align 64
  %1626 = add <16 x i32> %1625, %1606
  %1627 = sitofp <16 x i32> %1626 to <16 x float>
  %1628 = fmul <16 x float> %1612, %1627
  %1629 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1628, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1630 = fcmp uge <16 x float> %1629, splat (float 0x41E0000000000000)
  %1631 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1629, i32 4)
  %1632 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1631, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1633 = select <16 x i1> %1630, <16 x i32> splat (i32 2147483647), <16 x i32> %1632
  %1634 = add <16 x i32> %1633, %72
  %1635 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1634, <16 x i32> %75)
  %1636 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1635, <16 x i32> %78)
  %1637 = load <16 x i32>, ptr %137, align 64
  %1638 = add <16 x i32> %1637, %1606
  %1639 = sitofp <16 x i32> %1638 to <16 x float>
  %1640 = fmul <16 x float> %1612, %1639
  %1641 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1640, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1642 = fcmp uge <16 x float> %1641, splat (float 0x41E0000000000000)
  %1643 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1641, i32 4)
  %1644 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1643, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1645 = select <16 x i1> %1642, <16 x i32> splat (i32 2147483647), <16 x i32> %1644
  %1646 = add <16 x i32> %1645, %72
  %1647 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1646, <16 x i32> %75)
  %1648 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1647, <16 x i32> %78)
  %1649 = load <16 x i32>, ptr %138, align 64
  %1650 = add <16 x i32> %1649, %1606
  %1651 = sitofp <16 x i32> %1650 to <16 x float>
  %1652 = fmul <16 x float> %1612, %1651
  %1653 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1652, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1654 = fcmp uge <16 x float> %1653, splat (float 0x41E0000000000000)
  %1655 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1653, i32 4)
  %1656 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1655, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1657 = select <16 x i1> %1654, <16 x i32> splat (i32 2147483647), <16 x i32> %1656
  %1658 = add <16 x i32> %1657, %72
  %1659 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1658, <16 x i32> %75)
  %1660 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1659, <16 x i32> %78)
  %1661 = load <16 x i32>, ptr %139, align 64
  %1662 = add <16 x i32> %1661, %1606
  %1663 = sitofp <16 x i32> %1662 to <16 x float>
  %1664 = fmul <16 x float> %1612, %1663
  %1665 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1664, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1666 = fcmp uge <16 x float> %1665, splat (float 0x41E0000000000000)
  %1667 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1665, i32 4)
  %1668 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1667, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1669 = select <16 x i1> %1666, <16 x i32> splat (i32 2147483647), <16 x i32> %1668
  %1670 = add <16 x i32> %1669, %72
  %1671 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1670, <16 x i32> %75)
  %1672 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1671, <16 x i32> %78)
  %1673 = load <16 x i32>, ptr %140, align 64
  %1674 = add <16 x i32> %1673, %1606
  %1675 = sitofp <16 x i32> %1674 to <16 x float>
  %1676 = fmul <16 x float> %1612, %1675
  %1677 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1676, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1678 = fcmp uge <16 x float> %1677, splat (float 0x41E0000000000000)
  %1679 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1677, i32 4)
  %1680 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1679, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1681 = select <16 x i1> %1678, <16 x i32> splat (i32 2147483647), <16 x i32> %1680
  %1682 = add <16 x i32> %1681, %72
  %1683 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1682, <16 x i32> %75)
  %1684 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1683, <16 x i32> %78)
  %1685 = load <16 x i32>, ptr %141, align 64
  %1686 = add <16 x i32> %1685, %1606
  %1687 = sitofp <16 x i32> %1686 to <16 x float>
  %1688 = fmul <16 x float> %1612, %1687
  %1689 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1688, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1690 = fcmp uge <16 x float> %1689, splat (float 0x41E0000000000000)
  %1691 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1689, i32 4)
  %1692 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1691, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1693 = select <16 x i1> %1690, <16 x i32> splat (i32 2147483647), <16 x i32> %1692
  %1694 = add <16 x i32> %1693, %72
  %1695 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1694, <16 x i32> %75)
  %1696 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1695, <16 x i32> %78)
  %1697 = load <16 x i32>, ptr %142, align 64
  %1698 = add <16 x i32> %1697, %1606
  %1699 = sitofp <16 x i32> %1698 to <16 x float>
  %1700 = fmul <16 x float> %1612, %1699
  %1701 = tail call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %1700, i32 8, <16 x float> zeroinitializer, i16 -1, i32 4)
  %1702 = fcmp uge <16 x float> %1701, splat (float 0x41E0000000000000)
  %1703 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> splat (float 0xC1E0000000000000), <16 x float> %1701, i32 4)
  %1704 = tail call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> %1703, <16 x i32> zeroinitializer, i16 -1, i32 4)
  %1705 = select <16 x i1> %1702, <16 x i32> splat (i32 2147483647), <16 x i32> %1704
  %1706 = add <16 x i32> %1705, %72
  %1707 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1706, <16 x i32> %75)
  %1708 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1707, <16 x i32> %78)
  %1709 = getelementptr inbounds i8, ptr %1199, i64 %343
  br i1 %1390, label %1710, label %1848

1710:                                             ; preds = %1610
  %1711 = shufflevector <16 x i32> %1624, <16 x i32> %1636, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1712 = trunc <16 x i32> %1711 to <16 x i8>
  %1713 = shufflevector <16 x i32> %1648, <16 x i32> %1660, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1714 = trunc <16 x i32> %1713 to <16 x i8>
  %1715 = shufflevector <16 x i32> %1672, <16 x i32> %1684, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1716 = trunc <16 x i32> %1715 to <16 x i8>
  %1717 = shufflevector <16 x i32> %1696, <16 x i32> %1708, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1718 = trunc <16 x i32> %1717 to <16 x i8>
  %1719 = shufflevector <16 x i32> %1624, <16 x i32> %1636, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1720 = trunc <16 x i32> %1719 to <16 x i8>
  %1721 = shufflevector <16 x i32> %1648, <16 x i32> %1660, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1722 = trunc <16 x i32> %1721 to <16 x i8>
  %1723 = shufflevector <16 x i32> %1672, <16 x i32> %1684, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1724 = trunc <16 x i32> %1723 to <16 x i8>
  %1725 = shufflevector <16 x i32> %1696, <16 x i32> %1708, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1726 = trunc <16 x i32> %1725 to <16 x i8>
  %1727 = bitcast <16 x i8> %1712 to <8 x i16>
  %1728 = bitcast <16 x i8> %1714 to <8 x i16>
  %1729 = shufflevector <8 x i16> %1727, <8 x i16> %1728, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1730 = shufflevector <8 x i16> %1727, <8 x i16> %1728, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1731 = bitcast <16 x i8> %1716 to <8 x i16>
  %1732 = bitcast <16 x i8> %1718 to <8 x i16>
  %1733 = shufflevector <8 x i16> %1731, <8 x i16> %1732, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1734 = shufflevector <8 x i16> %1731, <8 x i16> %1732, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1735 = bitcast <8 x i16> %1729 to <4 x i32>
  %1736 = bitcast <8 x i16> %1733 to <4 x i32>
  %1737 = shufflevector <4 x i32> %1735, <4 x i32> %1736, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1738 = shufflevector <4 x i32> %1735, <4 x i32> %1736, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1739 = bitcast <8 x i16> %1730 to <4 x i32>
  %1740 = bitcast <8 x i16> %1734 to <4 x i32>
  %1741 = shufflevector <4 x i32> %1739, <4 x i32> %1740, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1742 = shufflevector <4 x i32> %1739, <4 x i32> %1740, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1743 = bitcast <16 x i8> %1720 to <8 x i16>
  %1744 = bitcast <16 x i8> %1722 to <8 x i16>
  %1745 = shufflevector <8 x i16> %1743, <8 x i16> %1744, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1746 = shufflevector <8 x i16> %1743, <8 x i16> %1744, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1747 = bitcast <16 x i8> %1724 to <8 x i16>
  %1748 = bitcast <16 x i8> %1726 to <8 x i16>
  %1749 = shufflevector <8 x i16> %1747, <8 x i16> %1748, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1750 = shufflevector <8 x i16> %1747, <8 x i16> %1748, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1751 = bitcast <8 x i16> %1745 to <4 x i32>
  %1752 = bitcast <8 x i16> %1749 to <4 x i32>
  %1753 = shufflevector <4 x i32> %1751, <4 x i32> %1752, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1754 = shufflevector <4 x i32> %1751, <4 x i32> %1752, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %1755 = bitcast <8 x i16> %1746 to <4 x i32>
  %1756 = bitcast <8 x i16> %1750 to <4 x i32>
  %1757 = shufflevector <4 x i32> %1755, <4 x i32> %1756, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %1758 = shufflevector <4 x i32> %1755, <4 x i32> %1756, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  br i1 %332, label %1759, label %1807

1759:                                             ; preds = %1710
  %1760 = bitcast <4 x i32> %1758 to <2 x i64>
  %1761 = bitcast <4 x i32> %1757 to <2 x i64>
  %1762 = bitcast <4 x i32> %1754 to <2 x i64>
  %1763 = bitcast <4 x i32> %1753 to <2 x i64>
  %1764 = bitcast <4 x i32> %1742 to <2 x i64>
  %1765 = bitcast <4 x i32> %1741 to <2 x i64>
  %1766 = bitcast <4 x i32> %1738 to <2 x i64>
  %1767 = bitcast <4 x i32> %1737 to <2 x i64>
  %1768 = extractelement <2 x i64> %1767, i64 0
  store i64 %1768, ptr %1709, align 1
  %1769 = getelementptr inbounds i8, ptr %1709, i64 %87
  %1770 = bitcast <4 x i32> %1737 to <2 x double>
  %1771 = extractelement <2 x double> %1770, i64 1
  store double %1771, ptr %1769, align 1
  %1772 = getelementptr inbounds i8, ptr %1709, i64 %157
  %1773 = extractelement <2 x i64> %1766, i64 0
  store i64 %1773, ptr %1772, align 1
  %1774 = getelementptr inbounds i8, ptr %1709, i64 %158
  %1775 = bitcast <4 x i32> %1738 to <2 x double>
  %1776 = extractelement <2 x double> %1775, i64 1
  store double %1776, ptr %1774, align 1
  %1777 = getelementptr inbounds i8, ptr %1709, i64 %159
  %1778 = extractelement <2 x i64> %1765, i64 0
  store i64 %1778, ptr %1777, align 1
  %1779 = getelementptr inbounds i8, ptr %1709, i64 %160
  %1780 = bitcast <4 x i32> %1741 to <2 x double>
  %1781 = extractelement <2 x double> %1780, i64 1
  store double %1781, ptr %1779, align 1
  %1782 = getelementptr inbounds i8, ptr %1709, i64 %161
  %1783 = extractelement <2 x i64> %1764, i64 0
  store i64 %1783, ptr %1782, align 1
  %1784 = getelementptr inbounds i8, ptr %1709, i64 %162
  %1785 = bitcast <4 x i32> %1742 to <2 x double>
  %1786 = extractelement <2 x double> %1785, i64 1
  store double %1786, ptr %1784, align 1
  %1787 = getelementptr inbounds i8, ptr %1709, i64 %163
  %1788 = extractelement <2 x i64> %1763, i64 0
  store i64 %1788, ptr %1787, align 1
  %1789 = getelementptr inbounds i8, ptr %1709, i64 %164
  %1790 = bitcast <4 x i32> %1753 to <2 x double>
  %1791 = extractelement <2 x double> %1790, i64 1
  store double %1791, ptr %1789, align 1
  %1792 = getelementptr inbounds i8, ptr %1709, i64 %165
  %1793 = extractelement <2 x i64> %1762, i64 0
  store i64 %1793, ptr %1792, align 1
  %1794 = getelementptr inbounds i8, ptr %1709, i64 %166
  %1795 = bitcast <4 x i32> %1754 to <2 x double>
  %1796 = extractelement <2 x double> %1795, i64 1
  store double %1796, ptr %1794, align 1
  %1797 = getelementptr inbounds i8, ptr %1709, i64 %167
  %1798 = extractelement <2 x i64> %1761, i64 0
  store i64 %1798, ptr %1797, align 1
  %1799 = getelementptr inbounds i8, ptr %1709, i64 %168
  %1800 = bitcast <4 x i32> %1757 to <2 x double>
  %1801 = extractelement <2 x double> %1800, i64 1
  store double %1801, ptr %1799, align 1
  %1802 = getelementptr inbounds i8, ptr %1709, i64 %169
  %1803 = extractelement <2 x i64> %1760, i64 0
  store i64 %1803, ptr %1802, align 1
  %1804 = getelementptr inbounds i8, ptr %1709, i64 %170
  %1805 = bitcast <4 x i32> %1758 to <2 x double>
  %1806 = extractelement <2 x double> %1805, i64 1
  store double %1806, ptr %1804, align 1
  br label %1913

1807:                                             ; preds = %1710
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store <4 x i32> %1737, ptr %34, align 16
  store <4 x i32> %1738, ptr %150, align 16
  store <4 x i32> %1741, ptr %151, align 16
  store <4 x i32> %1742, ptr %152, align 16
  store <4 x i32> %1753, ptr %153, align 16
  store <4 x i32> %1754, ptr %154, align 16
  store <4 x i32> %1757, ptr %155, align 16
  store <4 x i32> %1758, ptr %156, align 16
  br i1 %344, label %1808, label %1822

1808:                                             ; preds = %1807
  br i1 %347, label %1810, label %1823

1809:                                             ; preds = %1823
  br i1 %261, label %1822, label %1810

1810:                                             ; preds = %1809, %1808
  %1811 = phi i64 [ 0, %1808 ], [ %1845, %1809 ]
  tail call void @llvm.assume(i1 %262)
  br label %1812

1812:                                             ; preds = %1812, %1810
  %1813 = phi i64 [ %1819, %1812 ], [ %1811, %1810 ]
  %1814 = phi i64 [ %1820, %1812 ], [ 0, %1810 ]
  %1815 = mul nsw i64 %1813, %87
  %1816 = getelementptr inbounds i8, ptr %1709, i64 %1815
  %1817 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1813
  %1818 = load i64, ptr %1817, align 8
  store i64 %1818, ptr %1816, align 1
  %1819 = add nuw nsw i64 %1813, 1
  %1820 = add i64 %1814, 1
  %1821 = icmp eq i64 %1820, %260
  br i1 %1821, label %1822, label %1812

1822:                                             ; preds = %1809, %1812, %1807
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %1913

1823:                                             ; preds = %1808, %1823
  %1824 = phi i64 [ %1845, %1823 ], [ 0, %1808 ]
  %1825 = phi i64 [ %1846, %1823 ], [ 0, %1808 ]
  %1826 = mul nsw i64 %1824, %87
  %1827 = getelementptr inbounds i8, ptr %1709, i64 %1826
  %1828 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1824
  %1829 = load i64, ptr %1828, align 16
  store i64 %1829, ptr %1827, align 1
  %1830 = or disjoint i64 %1824, 1
  %1831 = mul nsw i64 %1830, %87
  %1832 = getelementptr inbounds i8, ptr %1709, i64 %1831
  %1833 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1830
  %1834 = load i64, ptr %1833, align 8
  store i64 %1834, ptr %1832, align 1
  %1835 = or disjoint i64 %1824, 2
  %1836 = mul nsw i64 %1835, %87
  %1837 = getelementptr inbounds i8, ptr %1709, i64 %1836
  %1838 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1835
  %1839 = load i64, ptr %1838, align 16
  store i64 %1839, ptr %1837, align 1
  %1840 = or disjoint i64 %1824, 3
  %1841 = mul nsw i64 %1840, %87
  %1842 = getelementptr inbounds i8, ptr %1709, i64 %1841
  %1843 = getelementptr inbounds nuw [8 x i8], ptr %34, i64 %1840
  %1844 = load i64, ptr %1843, align 8
  store i64 %1844, ptr %1842, align 1
  %1845 = add nuw nsw i64 %1824, 4
  %1846 = add i64 %1825, 4
  %1847 = icmp eq i64 %1846, %348
  br i1 %1847, label %1809, label %1823

1848:                                             ; preds = %1610
  %1849 = trunc <16 x i32> %1708 to <16 x i8>
  %1850 = trunc <16 x i32> %1696 to <16 x i8>
  %1851 = trunc <16 x i32> %1684 to <16 x i8>
  %1852 = trunc <16 x i32> %1672 to <16 x i8>
  %1853 = trunc <16 x i32> %1660 to <16 x i8>
  %1854 = trunc <16 x i32> %1648 to <16 x i8>
  %1855 = trunc <16 x i32> %1636 to <16 x i8>
  %1856 = trunc <16 x i32> %1624 to <16 x i8>
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store <16 x i8> %1856, ptr %35, align 16
  store <16 x i8> %1855, ptr %143, align 16
  store <16 x i8> %1854, ptr %144, align 16
  store <16 x i8> %1853, ptr %145, align 16
  store <16 x i8> %1852, ptr %146, align 16
  store <16 x i8> %1851, ptr %147, align 16
  store <16 x i8> %1850, ptr %148, align 16
  store <16 x i8> %1849, ptr %149, align 16
  br i1 %344, label %1857, label %1871

1857:                                             ; preds = %1848
  %1858 = icmp sgt i32 %359, 0
  %1859 = zext i32 %359 to i64
  %1860 = and i64 %1859, 3
  %1861 = icmp ult i32 %359, 4
  %1862 = and i64 %1859, 2147483644
  %1863 = icmp eq i64 %1860, 0
  %1864 = icmp ne i64 %1860, 0
  br label %1865

1865:                                             ; preds = %1857, %1885
  %1866 = phi i64 [ 0, %1857 ], [ %1886, %1885 ]
  %1867 = getelementptr inbounds nuw i8, ptr %35, i64 %1866
  br i1 %1858, label %1868, label %1885

1868:                                             ; preds = %1865
  %1869 = mul nsw i64 %1866, %87
  %1870 = getelementptr i8, ptr %1709, i64 %1869
  br i1 %1861, label %1873, label %1888

1871:                                             ; preds = %1885, %1848
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %1913

1872:                                             ; preds = %1888
  br i1 %1863, label %1885, label %1873

1873:                                             ; preds = %1872, %1868
  %1874 = phi i64 [ 0, %1868 ], [ %1910, %1872 ]
  tail call void @llvm.assume(i1 %1864)
  br label %1875

1875:                                             ; preds = %1875, %1873
  %1876 = phi i64 [ %1874, %1873 ], [ %1882, %1875 ]
  %1877 = phi i64 [ 0, %1873 ], [ %1883, %1875 ]
  %1878 = getelementptr inbounds nuw [16 x i8], ptr %1867, i64 %1876
  %1879 = load i8, ptr %1878, align 1
  %1880 = mul nsw i64 %22, %1876
  %1881 = getelementptr i8, ptr %1870, i64 %1880
  store i8 %1879, ptr %1881, align 1
  %1882 = add nuw nsw i64 %1876, 1
  %1883 = add i64 %1877, 1
  %1884 = icmp eq i64 %1883, %1860
  br i1 %1884, label %1885, label %1875

1885:                                             ; preds = %1872, %1875, %1865
  %1886 = add nuw nsw i64 %1866, 1
  %1887 = icmp eq i64 %1886, %333
  br i1 %1887, label %1871, label %1865

1888:                                             ; preds = %1868, %1888
  %1889 = phi i64 [ %1910, %1888 ], [ 0, %1868 ]
  %1890 = phi i64 [ %1911, %1888 ], [ 0, %1868 ]
  %1891 = getelementptr inbounds nuw [16 x i8], ptr %1867, i64 %1889
  %1892 = load i8, ptr %1891, align 1
  %1893 = mul nsw i64 %22, %1889
  %1894 = getelementptr i8, ptr %1870, i64 %1893
  store i8 %1892, ptr %1894, align 1
  %1895 = or disjoint i64 %1889, 1
  %1896 = getelementptr inbounds nuw [16 x i8], ptr %1867, i64 %1895
  %1897 = load i8, ptr %1896, align 1
  %1898 = mul nsw i64 %22, %1895
  %1899 = getelementptr i8, ptr %1870, i64 %1898
  store i8 %1897, ptr %1899, align 1
  %1900 = or disjoint i64 %1889, 2
  %1901 = getelementptr inbounds nuw [16 x i8], ptr %1867, i64 %1900
  %1902 = load i8, ptr %1901, align 1
  %1903 = mul nsw i64 %22, %1900
  %1904 = getelementptr i8, ptr %1870, i64 %1903
  store i8 %1902, ptr %1904, align 1
  %1905 = or disjoint i64 %1889, 3
  %1906 = getelementptr inbounds nuw [16 x i8], ptr %1867, i64 %1905
  %1907 = load i8, ptr %1906, align 1
  %1908 = mul nsw i64 %22, %1905
  %1909 = getelementptr i8, ptr %1870, i64 %1908
  store i8 %1907, ptr %1909, align 1
  %1910 = add nuw nsw i64 %1889, 4
  %1911 = add i64 %1890, 4
  %1912 = icmp eq i64 %1911, %1862
  br i1 %1912, label %1872, label %1888

1913:                                             ; preds = %1871, %1759, %1822, %1594
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %1914

1914:                                             ; preds = %1194, %1067, %1130, %1913
  %1915 = add nuw nsw i64 %355, 8
  %1916 = icmp slt i64 %1915, %11
  br i1 %1916, label %354, label %353

1917:                                             ; preds = %353
  %1918 = shl nsw i64 %293, 4
  %1919 = icmp sgt i64 %7, %1918
  br i1 %1919, label %1920, label %1968

1920:                                             ; preds = %1917, %1940
  %1921 = phi i64 [ %1941, %1940 ], [ 0, %1917 ]
  %1922 = shl nsw i64 %1921, 9
  %1923 = getelementptr inbounds nuw i8, ptr %41, i64 %1922
  %1924 = add nuw nsw i64 %1921, %1918
  %1925 = mul nsw i64 %1924, %20
  %1926 = getelementptr inbounds i8, ptr %286, i64 %1925
  br i1 %88, label %1927, label %1940

1927:                                             ; preds = %1920
  br i1 %270, label %1929, label %1943

1928:                                             ; preds = %1943
  br i1 %272, label %1940, label %1929

1929:                                             ; preds = %1928, %1927
  %1930 = phi i64 [ 0, %1927 ], [ %1965, %1928 ]
  tail call void @llvm.assume(i1 %273)
  %1931 = sub nsw i64 %11, %1930
  %1932 = icmp sgt i64 %1931, 63
  %1933 = shl nsw i64 -1, %1931
  %1934 = xor i64 %1933, -1
  %1935 = select i1 %1932, i64 -1, i64 %1934
  %1936 = getelementptr inbounds nuw i8, ptr %1926, i64 %1930
  %1937 = getelementptr inbounds nuw i8, ptr %1923, i64 %1930
  %1938 = bitcast i64 %1935 to <64 x i1>
  %1939 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1937, <64 x i1> %1938, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1939, ptr align 1 %1936, <64 x i1> %1938)
  br label %1940

1940:                                             ; preds = %1929, %1928, %1920
  %1941 = add nuw nsw i64 %1921, 1
  %1942 = icmp eq i64 %1941, %307
  br i1 %1942, label %1968, label %1920

1943:                                             ; preds = %1927, %1943
  %1944 = phi i64 [ %1965, %1943 ], [ 0, %1927 ]
  %1945 = phi i64 [ %1966, %1943 ], [ 0, %1927 ]
  %1946 = sub nsw i64 %11, %1944
  %1947 = icmp sgt i64 %1946, 63
  %1948 = shl nsw i64 -1, %1946
  %1949 = xor i64 %1948, -1
  %1950 = select i1 %1947, i64 -1, i64 %1949
  %1951 = getelementptr inbounds nuw i8, ptr %1926, i64 %1944
  %1952 = getelementptr inbounds nuw i8, ptr %1923, i64 %1944
  %1953 = bitcast i64 %1950 to <64 x i1>
  %1954 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1952, <64 x i1> %1953, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1954, ptr align 1 %1951, <64 x i1> %1953)
  %1955 = or disjoint i64 %1944, 64
  %1956 = sub nsw i64 %11, %1955
  %1957 = icmp sgt i64 %1956, 63
  %1958 = shl nsw i64 -1, %1956
  %1959 = xor i64 %1958, -1
  %1960 = select i1 %1957, i64 -1, i64 %1959
  %1961 = getelementptr inbounds nuw i8, ptr %1926, i64 %1955
  %1962 = getelementptr inbounds nuw i8, ptr %1923, i64 %1955
  %1963 = bitcast i64 %1960 to <64 x i1>
  %1964 = call <64 x i8> @llvm.masked.load.v64i8.p0(ptr nonnull align 16 %1962, <64 x i1> %1963, <64 x i8> zeroinitializer)
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %1964, ptr align 1 %1961, <64 x i1> %1963)
  %1965 = add nuw nsw i64 %1944, 128
  %1966 = add i64 %1945, 2
  %1967 = icmp eq i64 %1966, %271
  br i1 %1967, label %1928, label %1943

1968:                                             ; preds = %1940, %1917, %353
  %1969 = add nuw nsw i64 %293, 2
  %1970 = icmp slt i64 %1969, %47
  %1971 = add i64 %292, -32
  %1972 = add i64 %291, 1
  br i1 %1970, label %290, label %287
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>)

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
