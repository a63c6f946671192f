func.func @loops(%m: memref<16x16xf32>, %v: memref<?xf32, strided<[1], offset: ?>>, %n: index, %s: memref<4xi32, 3>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %m[%i, %i] : memref<16x16xf32>
    %cond = arith.cmpf ogt, %x, %acc : f32
    %y = scf.if %cond -> (f32) {
      scf.yield %x : f32
    } else {
      %q = memref.load %v[%i] : memref<?xf32, strided<[1], offset: ?>>
      scf.yield %q : f32
    }
    memref.store %y, %alloc[%i] : memref<16xf32>
    scf.yield %y : f32
  }
  %w = scf.while (%a = %c0) : (index) -> index {
    %lt = arith.cmpi slt, %a, %n : index
    scf.condition(%lt) %a : index
  } do {
  ^bb0(%a2: index):
    %nx = arith.addi %a2, %c1 : index
    scf.yield %nx : index
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %z, %m[%i, %j] : memref<16x16xf32>
    scf.reduce
  }
  memref.dealloc %alloc : memref<16xf32>
  %sub = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %cast = memref.cast %m : memref<16x16xf32> to memref<*xf32>
  cf.br ^bb1(%r, %w : f32, index)
^bb1(%p: f32, %k: index):
  %eq = arith.cmpi eq, %k, %c0 : index
  cf.cond_br %eq, ^bb2(%p : f32), ^bb3
^bb2(%o: f32):
  return %o : f32
^bb3:
  %neg = arith.negf %p : f32
  cf.br ^bb2(%neg : f32)
}
