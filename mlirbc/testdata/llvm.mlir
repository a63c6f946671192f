module attributes {llvm.data_layout = "e-m:e-i64:64-n32:64", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @f(%a: i32, %p: !llvm.ptr, %v: vector<4xf32>) -> i32 attributes {passthrough = ["nounwind"]} {
    %c = llvm.mlir.constant(3 : i32) : i32
    %0 = llvm.add %a, %c overflow<nsw> : i32
    %1 = llvm.mul %0, %a : i32
    %2 = llvm.getelementptr inbounds %p[%1] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %3 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
    %s = llvm.mlir.addressof @str : !llvm.ptr
    %r = llvm.call @printf(%s, %3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f32) -> i32
    %e = llvm.extractelement %v[%c : i32] : vector<4xf32>
    %cmp = llvm.icmp "slt" %0, %1 : i32
    llvm.cond_br %cmp, ^bb1(%0 : i32), ^bb1(%1 : i32)
  ^bb1(%x: i32):
    %st = llvm.alloca %c x !llvm.struct<(i32, f64)> : (i32) -> !llvm.ptr
    llvm.return %x : i32
  }
}
