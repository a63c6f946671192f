"""Writes single-convolution ONNX models (Conv + Relu, random weights and
input) of the layers of resnet18, squeezenet1_1 and mobilenet_v2 that
issue 30 compares with ONNX Runtime one by one: one directory per layer
(model.onnx, input_x.npy) under OUT, the names printed on one line.
    python3 bench/host/conv_layers.py OUT
bench/host/layers_vs_ort.sh times them."""
import os, sys, numpy as np, onnx
from onnx import helper as h, TensorProto as T, numpy_helper as nh
out = sys.argv[1]
L = [  # name, input channels, side, output channels, kernel side, stride, pad, group
 ("r18_stem", 3, 224, 64, 7, 2, 3, 1), ("r18_l1", 64, 56, 64, 3, 1, 1, 1), ("r18_l2s2", 64, 56, 128, 3, 2, 1, 1),
 ("r18_l2", 128, 28, 128, 3, 1, 1, 1), ("r18_l2ds", 64, 56, 128, 1, 2, 0, 1), ("r18_l3s2", 128, 28, 256, 3, 2, 1, 1),
 ("r18_l3", 256, 14, 256, 3, 1, 1, 1), ("r18_l3ds", 128, 28, 256, 1, 2, 0, 1), ("r18_l4s2", 256, 14, 512, 3, 2, 1, 1),
 ("r18_l4", 512, 7, 512, 3, 1, 1, 1), ("r18_l4ds", 256, 14, 512, 1, 2, 0, 1),
 ("sq_stem", 3, 224, 64, 3, 2, 0, 1), ("sq_e55", 16, 55, 64, 3, 1, 1, 1), ("sq_e27", 32, 27, 128, 3, 1, 1, 1),
 ("sq_e13", 64, 13, 256, 3, 1, 1, 1), ("sq_cls", 512, 13, 1000, 1, 1, 0, 1),
 ("mb2_stem", 3, 224, 32, 3, 2, 1, 1), ("mb2_exp112", 16, 112, 96, 1, 1, 0, 1), ("mb2_dws2", 96, 112, 96, 3, 2, 1, 96),
]
rng = np.random.default_rng(1)
for name, C, H, F, k, s, p, g in L:
    d = os.path.join(out, name); os.makedirs(d, exist_ok=True)
    w = (rng.standard_normal((F, C // g, k, k)) * (2.0 / (C // g * k * k)) ** 0.5).astype(np.float32)
    b = (rng.standard_normal(F) * 0.1).astype(np.float32)
    conv = h.make_node("Conv", ["x", "w", "b"], ["c"], kernel_shape=[k, k], strides=[s, s], pads=[p] * 4, group=g)
    relu = h.make_node("Relu", ["c"], ["y"])
    oh = (H + 2 * p - k) // s + 1
    gr = h.make_graph([conv, relu], name, [h.make_tensor_value_info("x", T.FLOAT, [1, C, H, H])],
                      [h.make_tensor_value_info("y", T.FLOAT, [1, F, oh, oh])], [nh.from_array(w, "w"), nh.from_array(b, "b")])
    m = h.make_model(gr, opset_imports=[h.make_opsetid("", 17)]); m.ir_version = 8
    onnx.save(m, os.path.join(d, "model.onnx"))
    np.save(os.path.join(d, "input_x.npy"), rng.standard_normal((1, C, H, H)).astype(np.float32))
print(" ".join(x[0] for x in L))
