module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add(%a: memref<64xf32>, %b: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %bid = gpu.block_id x
      %sh = memref.alloca() : memref<64xf32, #gpu.address_space<workgroup>>
      %x = memref.load %a[%t] : memref<64xf32>
      memref.store %x, %sh[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %sh[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      %off = arith.constant 1 : i32
      %wid = arith.constant 32 : i32
      %s, %valid = gpu.shuffle xor %y, %off, %wid : f32
      memref.store %s, %b[%t] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%a: memref<64xf32>, %b: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@add blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
      %v = memref.load %a[%tx] : memref<64xf32>
      memref.store %v, %b[%tx] : memref<64xf32>
      gpu.terminator
    }
    return
  }
}
