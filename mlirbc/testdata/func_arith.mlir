module attributes {test.flag, test.name = "arith \"quoted\"\n"} {
  func.func private @decl(i32, f64) -> i1
  func.func @arith(%a: i32, %b: i32, %x: f32 loc("arg.py":3:9), %y: f64) -> (i32, f32, i1) {
    %c = arith.constant 42 : i32
    %n = arith.constant -7 : i64
    %u = arith.constant 255 : i8
    %i = arith.constant 17 : index
    %w = arith.constant 123456789012345678901234567890 : i128
    %f = arith.constant 0.1 : f32
    %h = arith.constant 1.5 : f16
    %bf = arith.constant -2.0 : bf16
    %d = arith.constant 3.141592653589793 : f64
    %nan = arith.constant 0x7FC00000 : f32
    %inf = arith.constant 0xFF800000 : f32
    %t = arith.constant true
    %0 = arith.addi %a, %c : i32 loc("file.mlir":10:4)
    %1 = arith.muli %0, %b overflow<nsw, nuw> : i32 loc(fused["a.py":1:2, "b.py":3:4])
    %2 = arith.addf %x, %f fastmath<fast> : f32 loc(callsite("callee"("x.py":5:6) at "caller.py":7:8))
    %3 = arith.cmpi slt, %0, %1 : i32 loc("named")
    %4 = arith.select %3, %0, %1 : i32
    %5 = arith.extf %h : f16 to f32
    %6 = arith.addf %2, %5 : f32
    %7 = arith.index_cast %i : index to i32
    %8 = arith.addi %4, %7 : i32
    %9 = arith.cmpf ogt, %6, %nan : f32
    %10 = arith.andi %9, %t : i1
    %11 = func.call @decl(%8, %d) : (i32, f64) -> i1
    %12 = arith.ori %10, %11 : i1
    return %8, %6, %12 : i32, f32, i1
  }
}
