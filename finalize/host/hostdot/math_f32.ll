; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden float @mgxport_expf(float noundef %0) local_unnamed_addr {
  %2 = fpext float %0 to double
  %3 = fcmp ord float %0, 0.000000e+00
  %4 = select i1 %3, double %2, double 0.000000e+00
  %5 = fcmp olt double %4, -2.000000e+02
  %6 = select i1 %5, double -2.000000e+02, double %4
  %7 = fcmp ogt double %6, 2.000000e+02
  %8 = select i1 %7, double 2.000000e+02, double %6
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
  %30 = fptrunc double %29 to float
  %31 = select i1 %3, float %30, float %0
  ret float %31
}

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
  %7 = fcmp ord double %6, 0.000000e+00
  %8 = select i1 %7, double %6, double 0.000000e+00
  %9 = fcmp olt double %8, -2.000000e+02
  %10 = select i1 %9, double -2.000000e+02, double %8
  %11 = fcmp ogt double %10, 2.000000e+02
  %12 = select i1 %11, double 2.000000e+02, double %10
  %13 = fmul double %12, 0x3FF71547652B82FE
  %14 = tail call double @llvm.rint.f64(double %13)
  %15 = fneg double %14
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 0x3FE62E42FEE00000, double %12)
  %17 = tail call double @llvm.fmuladd.f64(double %15, double 0x3DEA39EF35793C76, double %16)
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 0x3E5AE64567F544E4, double 0x3E927E4FB7789F5C)
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %17, double 0x3EC71DE3A556C734)
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %17, double 0x3EFA01A01A01A01A)
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %17, double 0x3F2A01A01A01A01A)
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %17, double 0x3F56C16C16C16C17)
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %17, double 0x3F81111111111111)
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %17, double 0x3FA5555555555555)
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %17, double 0x3FC5555555555555)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %17, double 5.000000e-01)
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %17, double 1.000000e+00)
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %17, double 1.000000e+00)
  %29 = fptosi double %14 to i64
  %30 = shl i64 %29, 52
  %31 = add i64 %30, 4607182418800017408
  %32 = bitcast i64 %31 to double
  %33 = fmul double %28, %32
  %34 = fsub double 1.000000e+00, %33
  %35 = fadd double %33, 1.000000e+00
  %36 = fdiv double %34, %35
  %37 = fptrunc double %36 to float
  %38 = fcmp olt float %0, 0.000000e+00
  %39 = fneg float %37
  %40 = select i1 %38, float %39, float %37
  %41 = fcmp olt float %2, 0x3F30000000000000
  %42 = select i1 %41, float %0, float %40
  %43 = fcmp ord float %0, 0.000000e+00
  %44 = select i1 %43, float %42, float %0
  ret float %44
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float)

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden float @mgxport_erff(float noundef %0) local_unnamed_addr {
  %2 = tail call float @llvm.fabs.f32(float %0)
  %3 = fpext float %2 to double
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %3, double -2.000000e+00)
  %5 = fmul double %4, 5.000000e-01
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 0xBE9D16B96147AE15, double 0x3EC65D2AB851EB85)
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %5, double 0xBEED2BB5E60F5C29)
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %5, double 0x3F12C3F52461999A)
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %5, double 0xBF35F7254A730A3E)
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %5, double 0x3F5705DAA545A51F)
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %5, double 0xBF7571288C858400)
  %12 = tail call double @llvm.fmuladd.f64(double %11, double %5, double 0x3F918A15F6EEC239)
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %5, double 0xBFA8EA53E24D20AF)
  %14 = tail call double @llvm.fmuladd.f64(double %13, double %5, double 0x3FBE962F5AAE4E75)
  %15 = tail call double @llvm.fmuladd.f64(double %14, double %5, double 0xBFD0B60E85CB14B8)
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %5, double 0x3FE5990D95F46620)
  %17 = fmul double %16, %3
  %18 = fcmp ogt double %3, 4.000000e+00
  %19 = select i1 %18, double 4.000000e+00, double %3
  %20 = fadd double %19, -3.000000e+00
  %21 = tail call double @llvm.fmuladd.f64(double %20, double 0xBEB80CAA9370A3D7, double 0x3ED8E56EDC9AE148)
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %20, double 0xBEF5CB0083C828F6)
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %20, double 0x3F15B789CC360A3E)
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %20, double 0xBF353F7589D38CCC)
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %20, double 0x3F540AE091C2430A)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %20, double 0xBF725901AF11935C)
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %20, double 0x3F9043FBED14C6CE)
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %20, double 0xBFABD6AE54338C5B)
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %20, double 0x3FC6E9827E89777A)
  %30 = fneg double %19
  %31 = fmul double %19, %30
  %32 = fcmp ord double %31, 0.000000e+00
  %33 = select i1 %32, double %31, double 0.000000e+00
  %34 = fcmp olt double %33, -2.000000e+02
  %35 = select i1 %34, double -2.000000e+02, double %33
  %36 = fcmp ogt double %35, 2.000000e+02
  %37 = select i1 %36, double 2.000000e+02, double %35
  %38 = fmul double %37, 0x3FF71547652B82FE
  %39 = tail call double @llvm.rint.f64(double %38)
  %40 = fneg double %39
  %41 = tail call double @llvm.fmuladd.f64(double %40, double 0x3FE62E42FEE00000, double %37)
  %42 = tail call double @llvm.fmuladd.f64(double %40, double 0x3DEA39EF35793C76, double %41)
  %43 = tail call double @llvm.fmuladd.f64(double %42, double 0x3E5AE64567F544E4, double 0x3E927E4FB7789F5C)
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %42, double 0x3EC71DE3A556C734)
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %42, double 0x3EFA01A01A01A01A)
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %42, double 0x3F2A01A01A01A01A)
  %47 = tail call double @llvm.fmuladd.f64(double %46, double %42, double 0x3F56C16C16C16C17)
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %42, double 0x3F81111111111111)
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %42, double 0x3FA5555555555555)
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %42, double 0x3FC5555555555555)
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %42, double 5.000000e-01)
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %42, double 1.000000e+00)
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %42, double 1.000000e+00)
  %54 = fptosi double %39 to i64
  %55 = shl i64 %54, 52
  %56 = add i64 %55, 4607182418800017408
  %57 = bitcast i64 %56 to double
  %58 = fneg double %57
  %59 = fmul double %53, %58
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %29, double 1.000000e+00)
  %61 = fcmp olt float %2, 2.000000e+00
  %62 = select i1 %61, double %17, double %60
  %63 = fcmp oge float %2, 4.000000e+00
  %64 = fptrunc double %62 to float
  %65 = select i1 %63, float 1.000000e+00, float %64
  %66 = fcmp olt float %0, 0.000000e+00
  %67 = fneg float %65
  %68 = select i1 %66, float %67, float %65
  %69 = fcmp ord float %0, 0.000000e+00
  %70 = select i1 %69, float %68, float %0
  ret float %70
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double)

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden float @mgxport_powf(float noundef %0, float noundef %1) local_unnamed_addr {
  %3 = fcmp oeq float %1, 5.000000e-01
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = fcmp oeq float %0, 0xFFF0000000000000
  %6 = tail call float @llvm.sqrt.f32(float %0)
  %7 = fadd float %6, 0.000000e+00
  %8 = select i1 %5, float 0x7FF0000000000000, float %7
  br label %112

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
  %73 = fcmp ord double %72, 0.000000e+00
  %74 = select i1 %73, double %72, double 0.000000e+00
  %75 = fcmp olt double %74, -2.000000e+02
  %76 = select i1 %75, double -2.000000e+02, double %74
  %77 = fcmp ogt double %76, 2.000000e+02
  %78 = select i1 %77, double 2.000000e+02, double %76
  %79 = fmul double %78, 0x3FF71547652B82FE
  %80 = tail call double @llvm.rint.f64(double %79)
  %81 = fneg double %80
  %82 = tail call double @llvm.fmuladd.f64(double %81, double 0x3FE62E42FEE00000, double %78)
  %83 = tail call double @llvm.fmuladd.f64(double %81, double 0x3DEA39EF35793C76, double %82)
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 0x3E5AE64567F544E4, double 0x3E927E4FB7789F5C)
  %85 = tail call double @llvm.fmuladd.f64(double %84, double %83, double 0x3EC71DE3A556C734)
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %83, double 0x3EFA01A01A01A01A)
  %87 = tail call double @llvm.fmuladd.f64(double %86, double %83, double 0x3F2A01A01A01A01A)
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %83, double 0x3F56C16C16C16C17)
  %89 = tail call double @llvm.fmuladd.f64(double %88, double %83, double 0x3F81111111111111)
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %83, double 0x3FA5555555555555)
  %91 = tail call double @llvm.fmuladd.f64(double %90, double %83, double 0x3FC5555555555555)
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %83, double 5.000000e-01)
  %93 = tail call double @llvm.fmuladd.f64(double %92, double %83, double 1.000000e+00)
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %83, double 1.000000e+00)
  %95 = fptosi double %80 to i64
  %96 = shl i64 %95, 52
  %97 = add i64 %96, 4607182418800017408
  %98 = bitcast i64 %97 to double
  %99 = fmul double %94, %98
  %100 = fneg double %99
  %101 = select i1 %43, double %100, double %99
  %102 = select i1 %41, double %101, double 0x7FF8000000000000
  %103 = select i1 %36, double %39, double %102
  %104 = select i1 %21, double %35, double %103
  %105 = select i1 %13, double %20, double %104
  %106 = fptrunc double %105 to float
  %107 = select i1 %10, float 0x7FF8000000000000, float %106
  %108 = fcmp oeq float %0, 1.000000e+00
  %109 = fcmp oeq float %1, 0.000000e+00
  %110 = or i1 %108, %109
  %111 = select i1 %110, float 1.000000e+00, float %107
  br label %112

112:                                              ; preds = %9, %4
  %113 = phi float [ %8, %4 ], [ %111, %9 ]
  %114 = fmul float %0, %0
  %115 = fcmp oeq float %1, 3.000000e+00
  br i1 %115, label %116, label %118

116:                                              ; preds = %112
  %117 = fmul float %0, %114
  br label %121

118:                                              ; preds = %112
  %119 = fcmp oeq float %1, 2.000000e+00
  %120 = select i1 %119, float %114, float %113
  br label %121

121:                                              ; preds = %118, %116
  %122 = phi float [ %117, %116 ], [ %120, %118 ]
  ret float %122
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float)
