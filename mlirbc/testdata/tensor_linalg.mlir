#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @lin(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %m: tensor<8x16xf32>) -> (tensor<4x8xf32>, tensor<4x16xf32>, tensor<?x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %cst = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %mm = linalg.matmul ins(%0, %m : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %ex = tensor.expand_shape %0 [[0], [1, 2]] output_shape [4, 2, 4] : tensor<4x8xf32> into tensor<4x2x4xf32>
  %co = tensor.collapse_shape %ex [[0], [1, 2]] : tensor<4x2x4xf32> into tensor<4x8xf32>
  %c = tensor.cast %co : tensor<4x8xf32> to tensor<?x8xf32>
  %sl = tensor.extract_slice %mm[0, 0] [2, 8] [1, 2] : tensor<4x16xf32> to tensor<2x8xf32>
  %ins = tensor.insert_slice %sl into %co[1, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %p = tensor.pad %ins low[1, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x8xf32> to tensor<5x9xf32>
  return %ins, %mm, %c : tensor<4x8xf32>, tensor<4x16xf32>, tensor<?x8xf32>
}
