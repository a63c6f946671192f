; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden float @mgxport_expf(float noundef %0) local_unnamed_addr {
  %2 = tail call float @llvm.maxnum.f32(float %0, float -1.040000e+02)
  %3 = tail call float @llvm.minnum.f32(float %2, float 8.900000e+01)
  %4 = fmul float %3, 0x3FF7154760000000
  %5 = tail call float @llvm.rint.f32(float %4)
  %6 = fneg float %5
  %7 = tail call float @llvm.fmuladd.f32(float %6, float 0x3FE6300000000000, float %3)
  %8 = tail call float @llvm.fmuladd.f32(float %6, float 0xBF2BD01060000000, float %7)
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 0x3F56D7C400000000, float 0x3F81276B60000000)
  %10 = tail call float @llvm.fmuladd.f32(float %9, float %8, float 0x3FA5554A60000000)
  %11 = tail call float @llvm.fmuladd.f32(float %10, float %8, float 0x3FC5553F60000000)
  %12 = tail call float @llvm.fmuladd.f32(float %11, float %8, float 5.000000e-01)
  %13 = tail call float @llvm.fmuladd.f32(float %12, float %8, float 1.000000e+00)
  %14 = tail call float @llvm.fmuladd.f32(float %13, float %8, float 1.000000e+00)
  %15 = fcmp olt float %3, 0xC059FE3680000000
  %16 = fptosi float %5 to i32
  %17 = select i1 %15, i32 0, i32 %16
  %18 = sdiv i32 %17, 2
  %19 = shl i32 %18, 23
  %20 = add i32 %19, 1065353216
  %21 = bitcast i32 %20 to float
  %22 = fmul float %14, %21
  %23 = sub nsw i32 %17, %18
  %24 = shl i32 %23, 23
  %25 = add i32 %24, 1065353216
  %26 = bitcast i32 %25 to float
  %27 = fmul float %22, %26
  %28 = select i1 %15, float 0.000000e+00, float %27
  %29 = fcmp ord float %0, 0.000000e+00
  %30 = select i1 %29, float %28, float %0
  ret float %30
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float)

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden float @mgxport_logf(float noundef %0) local_unnamed_addr {
  %2 = fpext float %0 to double
  %3 = bitcast double %2 to i64
  %4 = lshr i64 %3, 52
  %5 = and i64 %4, 2047
  %6 = and i64 %3, 4503599627370495
  %7 = or disjoint i64 %6, 4607182418800017408
  %8 = bitcast i64 %7 to double
  %9 = fcmp ogt double %8, 0x3FF6A09E667F3BCD
  %10 = fmul double %8, 5.000000e-01
  %11 = select i1 %9, double %10, double %8
  %12 = select i1 %9, i64 -1022, i64 -1023
  %13 = add nsw i64 %12, %5
  %14 = sitofp i64 %13 to double
  %15 = fadd double %11, -1.000000e+00
  %16 = fadd double %15, 2.000000e+00
  %17 = fdiv double %15, %16
  %18 = fmul double %17, %17
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 0x3FAE1E1E1E1E1E1E, double 0x3FB1111111111111)
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %18, double 0x3FB3B13B13B13B14)
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %18, double 0x3FB745D1745D1746)
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %18, double 0x3FBC71C71C71C71C)
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %18, double 0x3FC2492492492492)
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %18, double 2.000000e-01)
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %18, double 0x3FD5555555555555)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %18, double 1.000000e+00)
  %27 = fmul double %17, 2.000000e+00
  %28 = fmul double %27, %26
  %29 = tail call double @llvm.fmuladd.f64(double %14, double 0x3FE62E42FEFA39EF, double %28)
  %30 = fptrunc double %29 to float
  %31 = fcmp oeq float %0, 0.000000e+00
  %32 = select i1 %31, float 0xFFF0000000000000, float %30
  %33 = fcmp olt float %0, 0.000000e+00
  %34 = select i1 %33, float 0x7FF8000000000000, float %32
  %35 = fcmp oeq float %0, 0x7FF0000000000000
  %36 = select i1 %35, float 0x7FF0000000000000, float %34
  %37 = fcmp ord float %0, 0.000000e+00
  %38 = select i1 %37, float %36, float %0
  ret float %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden float @mgxport_tanhf(float noundef %0) local_unnamed_addr {
  %2 = tail call float @llvm.fabs.f32(float %0)
  %3 = fpext float %2 to double
  %4 = fcmp ogt double %3, 2.000000e+01
  %5 = select i1 %4, double 2.000000e+01, double %3
  %6 = fmul double %5, -2.000000e+00
  %7 = tail call double @llvm.maxnum.f64(double %6, double -2.000000e+02)
  %8 = tail call double @llvm.minnum.f64(double %7, double 2.000000e+02)
  %9 = fmul double %8, 0x3FF71547652B82FE
  %10 = tail call double @llvm.rint.f64(double %9)
  %11 = fneg double %10
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 0x3FE62E42FEE00000, double %8)
  %13 = tail call double @llvm.fmuladd.f64(double %11, double 0x3DEA39EF35793C76, double %12)
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 0x3E5AE64567F544E4, double 0x3E927E4FB7789F5C)
  %15 = tail call double @llvm.fmuladd.f64(double %14, double %13, double 0x3EC71DE3A556C734)
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %13, double 0x3EFA01A01A01A01A)
  %17 = tail call double @llvm.fmuladd.f64(double %16, double %13, double 0x3F2A01A01A01A01A)
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %13, double 0x3F56C16C16C16C17)
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %13, double 0x3F81111111111111)
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %13, double 0x3FA5555555555555)
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %13, double 0x3FC5555555555555)
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %13, double 5.000000e-01)
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %13, double 1.000000e+00)
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %13, double 1.000000e+00)
  %25 = fptosi double %10 to i64
  %26 = shl i64 %25, 52
  %27 = add i64 %26, 4607182418800017408
  %28 = bitcast i64 %27 to double
  %29 = fmul double %24, %28
  %30 = fsub double 1.000000e+00, %29
  %31 = fadd double %29, 1.000000e+00
  %32 = fdiv double %30, %31
  %33 = fptrunc double %32 to float
  %34 = fcmp olt float %0, 0.000000e+00
  %35 = fneg float %33
  %36 = select i1 %34, float %35, float %33
  %37 = fcmp olt float %2, 0x3F30000000000000
  %38 = select i1 %37, float %0, float %36
  %39 = fcmp ord float %0, 0.000000e+00
  %40 = select i1 %39, float %38, float %0
  ret float %40
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float)

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden float @mgxport_erff(float noundef %0) local_unnamed_addr {
  %2 = tail call float @llvm.fabs.f32(float %0)
  %3 = fmul float %0, %0
  %4 = tail call float @llvm.fmuladd.f32(float %3, float 0x3F16C80200000000, float 0xBF4AEAE1A0000000)
  %5 = tail call float @llvm.fmuladd.f32(float %4, float %3, float 0x3F7553FC80000000)
  %6 = tail call float @llvm.fmuladd.f32(float %5, float %3, float 0xBF9B81A2A0000000)
  %7 = tail call float @llvm.fmuladd.f32(float %6, float %3, float 0x3FBCE2E8A0000000)
  %8 = tail call float @llvm.fmuladd.f32(float %7, float %3, float 0xBFD8127440000000)
  %9 = tail call float @llvm.fmuladd.f32(float %8, float %3, float 0x3FC06EBA80000000)
  %10 = tail call float @llvm.fmuladd.f32(float %2, float %9, float %2)
  %11 = fcmp ogt float %2, 0x400F666660000000
  %12 = select i1 %11, float 0x400F666660000000, float %2
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 0x3FE4FBCDA0000000, float 0xBFF92E2A00000000)
  %14 = tail call float @llvm.fmuladd.f32(float %13, float 0xBEAC1E5500000000, float 0x3F08ED4A00000000)
  %15 = tail call float @llvm.fmuladd.f32(float %14, float %13, float 0xBF323478A0000000)
  %16 = tail call float @llvm.fmuladd.f32(float %15, float %13, float 0x3F51F3B500000000)
  %17 = tail call float @llvm.fmuladd.f32(float %16, float %13, float 0xBF6FBCC0E0000000)
  %18 = tail call float @llvm.fmuladd.f32(float %17, float %13, float 0x3F8A71C180000000)
  %19 = tail call float @llvm.fmuladd.f32(float %18, float %13, float 0xBFA55E7120000000)
  %20 = tail call float @llvm.fmuladd.f32(float %19, float %13, float 0x3FC1B61E40000000)
  %21 = tail call float @llvm.fmuladd.f32(float %20, float %13, float 0xBFE1C655E0000000)
  %22 = tail call float @llvm.fmuladd.f32(float %21, float %13, float 0xBFF855EA00000000)
  %23 = fneg float %12
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %12, float %22)
  %25 = fmul float %24, 0x3FF7154760000000
  %26 = tail call float @llvm.rint.f32(float %25)
  %27 = fneg float %26
  %28 = tail call float @llvm.fmuladd.f32(float %27, float 0x3FE6300000000000, float %24)
  %29 = tail call float @llvm.fmuladd.f32(float %27, float 0xBF2BD01060000000, float %28)
  %30 = tail call float @llvm.fmuladd.f32(float %29, float 0x3F56D7C400000000, float 0x3F81276B60000000)
  %31 = tail call float @llvm.fmuladd.f32(float %30, float %29, float 0x3FA5554A60000000)
  %32 = tail call float @llvm.fmuladd.f32(float %31, float %29, float 0x3FC5553F60000000)
  %33 = tail call float @llvm.fmuladd.f32(float %32, float %29, float 5.000000e-01)
  %34 = tail call float @llvm.fmuladd.f32(float %33, float %29, float 1.000000e+00)
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %29, float 1.000000e+00)
  %36 = fptosi float %26 to i32
  %37 = shl i32 %36, 23
  %38 = add i32 %37, 1065353216
  %39 = bitcast i32 %38 to float
  %40 = fmul float %35, %39
  %41 = fsub float 1.000000e+00, %40
  %42 = fcmp olt float %2, 8.750000e-01
  %43 = select i1 %42, float %10, float %41
  %44 = fcmp oge float %2, 0x400F666660000000
  %45 = select i1 %44, float 1.000000e+00, float %43
  %46 = fcmp olt float %0, 0.000000e+00
  %47 = fneg float %45
  %48 = select i1 %46, float %47, float %45
  %49 = fcmp ord float %0, 0.000000e+00
  %50 = select i1 %49, float %48, float %0
  ret float %50
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden float @mgxport_powf(float noundef %0, float noundef %1) local_unnamed_addr {
  %3 = fcmp oeq float %1, 5.000000e-01
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = fcmp oeq float %0, 0xFFF0000000000000
  %6 = tail call float @llvm.sqrt.f32(float %0)
  %7 = fadd float %6, 0.000000e+00
  %8 = select i1 %5, float 0x7FF0000000000000, float %7
  br label %108

9:                                                ; preds = %2
  %10 = fcmp uno float %0, %1
  %11 = fpext float %1 to double
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fcmp oeq double %12, 0x7FF0000000000000
  %14 = tail call float @llvm.fabs.f32(float %0)
  %15 = fcmp oeq float %14, 1.000000e+00
  %16 = fcmp ule float %14, 1.000000e+00
  %17 = fcmp ogt float %1, 0.000000e+00
  %18 = xor i1 %16, %17
  %19 = select i1 %18, double 0x7FF0000000000000, double 0.000000e+00
  %20 = select i1 %15, double 1.000000e+00, double %19
  %21 = fcmp oeq float %14, 0x7FF0000000000000
  %22 = bitcast float %0 to i32
  %23 = icmp slt i32 %22, 0
  %24 = tail call double @llvm.rint.f64(double %11)
  %25 = fcmp oeq double %24, %11
  %26 = fcmp olt double %12, 0x4170000000000000
  %27 = select i1 %26, double %11, double 0.000000e+00
  %28 = fptosi double %27 to i64
  %29 = and i64 %28, 1
  %30 = icmp ne i64 %29, 0
  %31 = select i1 %25, i1 %30, i1 false
  %32 = select i1 %23, i1 %31, i1 false
  %33 = select i1 %17, double 0x7FF0000000000000, double 0.000000e+00
  %34 = fneg double %33
  %35 = select i1 %32, double %34, double %33
  %36 = fcmp oeq float %0, 0.000000e+00
  %37 = select i1 %17, double 0.000000e+00, double 0x7FF0000000000000
  %38 = fneg double %37
  %39 = select i1 %32, double %38, double %37
  %40 = fcmp uge float %0, 0.000000e+00
  %41 = or i1 %40, %25
  %42 = fcmp olt float %0, 0.000000e+00
  %43 = select i1 %42, i1 %31, i1 false
  %44 = fpext float %14 to double
  %45 = bitcast double %44 to i64
  %46 = and i64 %45, 4503599627370495
  %47 = or disjoint i64 %46, 4607182418800017408
  %48 = bitcast i64 %47 to double
  %49 = fcmp ogt double %48, 0x3FF6A09E667F3BCD
  %50 = select i1 %49, i64 -1022, i64 -1023
  %51 = lshr i64 %45, 52
  %52 = and i64 %51, 2047
  %53 = add nsw i64 %50, %52
  %54 = sitofp i64 %53 to double
  %55 = fmul double %48, 5.000000e-01
  %56 = select i1 %49, double %55, double %48
  %57 = fadd double %56, -1.000000e+00
  %58 = fadd double %57, 2.000000e+00
  %59 = fdiv double %57, %58
  %60 = fmul double %59, 2.000000e+00
  %61 = fmul double %59, %59
  %62 = tail call double @llvm.fmuladd.f64(double %61, double 0x3FAE1E1E1E1E1E1E, double 0x3FB1111111111111)
  %63 = tail call double @llvm.fmuladd.f64(double %62, double %61, double 0x3FB3B13B13B13B14)
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %61, double 0x3FB745D1745D1746)
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %61, double 0x3FBC71C71C71C71C)
  %66 = tail call double @llvm.fmuladd.f64(double %65, double %61, double 0x3FC2492492492492)
  %67 = tail call double @llvm.fmuladd.f64(double %66, double %61, double 2.000000e-01)
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %61, double 0x3FD5555555555555)
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %61, double 1.000000e+00)
  %70 = fmul double %60, %69
  %71 = tail call double @llvm.fmuladd.f64(double %54, double 0x3FE62E42FEFA39EF, double %70)
  %72 = fmul double %71, %11
  %73 = tail call double @llvm.maxnum.f64(double %72, double -2.000000e+02)
  %74 = tail call double @llvm.minnum.f64(double %73, double 2.000000e+02)
  %75 = fmul double %74, 0x3FF71547652B82FE
  %76 = tail call double @llvm.rint.f64(double %75)
  %77 = fneg double %76
  %78 = tail call double @llvm.fmuladd.f64(double %77, double 0x3FE62E42FEE00000, double %74)
  %79 = tail call double @llvm.fmuladd.f64(double %77, double 0x3DEA39EF35793C76, double %78)
  %80 = tail call double @llvm.fmuladd.f64(double %79, double 0x3E5AE64567F544E4, double 0x3E927E4FB7789F5C)
  %81 = tail call double @llvm.fmuladd.f64(double %80, double %79, double 0x3EC71DE3A556C734)
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %79, double 0x3EFA01A01A01A01A)
  %83 = tail call double @llvm.fmuladd.f64(double %82, double %79, double 0x3F2A01A01A01A01A)
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %79, double 0x3F56C16C16C16C17)
  %85 = tail call double @llvm.fmuladd.f64(double %84, double %79, double 0x3F81111111111111)
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %79, double 0x3FA5555555555555)
  %87 = tail call double @llvm.fmuladd.f64(double %86, double %79, double 0x3FC5555555555555)
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %79, double 5.000000e-01)
  %89 = tail call double @llvm.fmuladd.f64(double %88, double %79, double 1.000000e+00)
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %79, double 1.000000e+00)
  %91 = fptosi double %76 to i64
  %92 = shl i64 %91, 52
  %93 = add i64 %92, 4607182418800017408
  %94 = bitcast i64 %93 to double
  %95 = fmul double %90, %94
  %96 = fneg double %95
  %97 = select i1 %43, double %96, double %95
  %98 = select i1 %41, double %97, double 0x7FF8000000000000
  %99 = select i1 %36, double %39, double %98
  %100 = select i1 %21, double %35, double %99
  %101 = select i1 %13, double %20, double %100
  %102 = fptrunc double %101 to float
  %103 = select i1 %10, float 0x7FF8000000000000, float %102
  %104 = fcmp oeq float %0, 1.000000e+00
  %105 = fcmp oeq float %1, 0.000000e+00
  %106 = or i1 %104, %105
  %107 = select i1 %106, float 1.000000e+00, float %103
  br label %108

108:                                              ; preds = %9, %4
  %109 = phi float [ %8, %4 ], [ %107, %9 ]
  %110 = fmul float %0, %0
  %111 = fcmp oeq float %1, 3.000000e+00
  br i1 %111, label %112, label %114

112:                                              ; preds = %108
  %113 = fmul float %0, %110
  br label %117

114:                                              ; preds = %108
  %115 = fcmp oeq float %1, 2.000000e+00
  %116 = select i1 %115, float %110, float %109
  br label %117

117:                                              ; preds = %114, %112
  %118 = phi float [ %113, %112 ], [ %116, %114 ]
  ret float %118
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double)
