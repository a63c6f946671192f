module {
  func.func @w() -> (tensor<2x2xf32>, tensor<3xi64>) {
    %0 = arith.constant dense_resource<weights_0> : tensor<2x2xf32>
    %1 = arith.constant dense_resource<"ids.1"> : tensor<3xi64>
    %2 = arith.constant dense<["a", "bc"]> : tensor<2x!tosa.shape<1>> 
    return %0, %1 : tensor<2x2xf32>, tensor<3xi64>
  }
}
{-#
  dialect_resources: {
    builtin: {
      weights_0: "0x040000000000803F0000004000004040CDCC8C40",
      "ids.1": "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
