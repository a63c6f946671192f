func.func @conv(%in: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  %1 = tosa.clamp %0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %2 = tosa.sigmoid %1 : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %w2 = "tosa.const"() {values = dense<[[1.0, 2.0], [3.0, 4.5]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %i8 = "tosa.const"() {values = dense<[1, -2, 3, -128]> : tensor<4xi8>} : () -> tensor<4xi8>
  %bools = "tosa.const"() {values = dense<[true, false, true]> : tensor<3xi1>} : () -> tensor<3xi1>
  %3 = tosa.reduce_sum %2 {axis = 3 : i32} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x1xf32>
  %4 = tosa.max_pool2d %2 {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %4 : tensor<1x8x8x4xf32>
}
