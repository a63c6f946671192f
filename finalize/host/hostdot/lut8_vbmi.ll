; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_lut8_vbmi(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr {
  %5 = inttoptr i64 %0 to ptr
  %6 = inttoptr i64 %1 to ptr
  %7 = inttoptr i64 %3 to ptr
  %8 = load <8 x i64>, ptr %7, align 1
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %10 = load <8 x i64>, ptr %9, align 1
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 128
  %12 = load <8 x i64>, ptr %11, align 1
  %13 = getelementptr inbounds nuw i8, ptr %7, i64 192
  %14 = load <8 x i64>, ptr %13, align 1
  %15 = icmp slt i64 %2, 64
  br i1 %15, label %63, label %16

16:                                               ; preds = %4
  %17 = bitcast <8 x i64> %8 to <64 x i8>
  %18 = bitcast <8 x i64> %10 to <64 x i8>
  %19 = bitcast <8 x i64> %12 to <64 x i8>
  %20 = bitcast <8 x i64> %14 to <64 x i8>
  %21 = add nsw i64 %2, -64
  %22 = lshr i64 %21, 6
  %23 = add nuw nsw i64 %22, 1
  %24 = and i64 %23, 1
  %25 = icmp eq i64 %22, 0
  br i1 %25, label %52, label %26

26:                                               ; preds = %16
  %27 = and i64 %23, 576460752303423486
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 64, %26 ], [ %47, %28 ]
  %30 = phi i64 [ 0, %26 ], [ %39, %28 ]
  %31 = phi i64 [ 0, %26 ], [ %48, %28 ]
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 %30
  %33 = load <64 x i8>, ptr %32, align 1
  %34 = tail call <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8> %17, <64 x i8> %33, <64 x i8> %18)
  %35 = tail call <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8> %19, <64 x i8> %33, <64 x i8> %20)
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 %30
  %37 = icmp slt <64 x i8> %33, zeroinitializer
  %38 = select <64 x i1> %37, <64 x i8> %35, <64 x i8> %34
  store <64 x i8> %38, ptr %36, align 1
  %39 = add nuw nsw i64 %29, 64
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 %29
  %41 = load <64 x i8>, ptr %40, align 1
  %42 = tail call <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8> %17, <64 x i8> %41, <64 x i8> %18)
  %43 = tail call <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8> %19, <64 x i8> %41, <64 x i8> %20)
  %44 = getelementptr inbounds nuw i8, ptr %6, i64 %29
  %45 = icmp slt <64 x i8> %41, zeroinitializer
  %46 = select <64 x i1> %45, <64 x i8> %43, <64 x i8> %42
  store <64 x i8> %46, ptr %44, align 1
  %47 = add nuw nsw i64 %29, 128
  %48 = add i64 %31, 2
  %49 = icmp eq i64 %48, %27
  br i1 %49, label %50, label %28

50:                                               ; preds = %28
  %51 = icmp eq i64 %24, 0
  br i1 %51, label %63, label %52

52:                                               ; preds = %50, %16
  %53 = phi i64 [ 64, %16 ], [ %47, %50 ]
  %54 = phi i64 [ 0, %16 ], [ %39, %50 ]
  %55 = icmp ne i64 %24, 0
  tail call void @llvm.assume(i1 %55)
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 %54
  %57 = load <64 x i8>, ptr %56, align 1
  %58 = tail call <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8> %17, <64 x i8> %57, <64 x i8> %18)
  %59 = tail call <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8> %19, <64 x i8> %57, <64 x i8> %20)
  %60 = getelementptr inbounds nuw i8, ptr %6, i64 %54
  %61 = icmp slt <64 x i8> %57, zeroinitializer
  %62 = select <64 x i1> %61, <64 x i8> %59, <64 x i8> %58
  store <64 x i8> %62, ptr %60, align 1
  br label %63

63:                                               ; preds = %52, %50, %4
  %64 = phi i64 [ 0, %4 ], [ %39, %50 ], [ %53, %52 ]
  %65 = icmp slt i64 %64, %2
  br i1 %65, label %66, label %82

66:                                               ; preds = %63
  %67 = sub nsw i64 %64, %2
  %68 = add nsw i64 %67, 64
  %69 = lshr i64 -1, %68
  %70 = getelementptr inbounds nuw i8, ptr %5, i64 %64
  %71 = bitcast i64 %69 to <64 x i1>
  %72 = tail call <64 x i8> @llvm.masked.load.v64i8.p0(ptr align 1 %70, <64 x i1> %71, <64 x i8> zeroinitializer)
  %73 = bitcast <8 x i64> %8 to <64 x i8>
  %74 = bitcast <8 x i64> %10 to <64 x i8>
  %75 = tail call <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8> %73, <64 x i8> %72, <64 x i8> %74)
  %76 = bitcast <8 x i64> %12 to <64 x i8>
  %77 = bitcast <8 x i64> %14 to <64 x i8>
  %78 = tail call <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8> %76, <64 x i8> %72, <64 x i8> %77)
  %79 = getelementptr inbounds nuw i8, ptr %6, i64 %64
  %80 = icmp slt <64 x i8> %72, zeroinitializer
  %81 = select <64 x i1> %80, <64 x i8> %78, <64 x i8> %75
  tail call void @llvm.masked.store.v64i8.p0(<64 x i8> %81, ptr align 1 %79, <64 x i1> %71)
  br label %82

82:                                               ; preds = %66, %63
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <64 x i8> @llvm.x86.avx512.vpermi2var.qi.512(<64 x i8>, <64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <64 x i8> @llvm.masked.load.v64i8.p0(ptr captures(none), <64 x i1>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v64i8.p0(<64 x i8>, ptr captures(none), <64 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
