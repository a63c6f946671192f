"""ResNet-50's convolutions at batch 32 as one-node ONNX models, and cuDNN's time on each.

Run on the GPU machine (torch, onnx):  python3 bench/gpu/conv_peer.py OUTDIR
For each shape writes OUTDIR/<name>/model.onnx (Conv, weights as an initializer,
pads and strides as ResNet-50 has them), input_x.npy (random normal) and
output_y.npy (PyTorch's fp32 result on the GPU, TF32 off), then prints one line
per shape: cuDNN's median time (CUDA events, after warm-up) and its TFLOP/s.
"""
import os, sys
import numpy as np, torch, onnx
from onnx import helper, numpy_helper, TensorProto

torch.backends.cudnn.allow_tf32 = False
torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.benchmark = True
out = sys.argv[1] if len(sys.argv) > 1 else "conv"
# name, C_in, H(=W), C_out, kernel, stride, pad
SHAPES = [
    ("3x3_64_56", 64, 56, 64, 3, 1, 1),
    ("3x3_128_28", 128, 28, 128, 3, 1, 1),
    ("3x3_256_14", 256, 14, 256, 3, 1, 1),
    ("3x3_512_7", 512, 7, 512, 3, 1, 1),
    ("1x1_256_64_56", 256, 56, 64, 1, 1, 0),
    ("1x1_64_256_56", 64, 56, 256, 1, 1, 0),
    ("1x1_1024_256_14", 1024, 14, 256, 1, 1, 0),
    ("1x1_512_2048_7", 512, 7, 2048, 1, 1, 0),
]
N = 32
rng = np.random.default_rng(0)
for name, ci, hw, co, k, s, p in SHAPES:
    d = os.path.join(out, name); os.makedirs(d, exist_ok=True)
    w = (rng.standard_normal((co, ci, k, k)) / np.sqrt(ci * k * k)).astype(np.float32)
    x = rng.standard_normal((N, ci, hw, hw)).astype(np.float32)
    ho = (hw + 2 * p - k) // s + 1
    node = helper.make_node("Conv", ["x", "w"], ["y"], kernel_shape=[k, k], strides=[s, s], pads=[p] * 4)
    g = helper.make_graph([node], name, [helper.make_tensor_value_info("x", TensorProto.FLOAT, [N, ci, hw, hw])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [N, co, ho, ho])],
                          [numpy_helper.from_array(w, "w")])
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], ir_version=8), os.path.join(d, "model.onnx"))
    xt, wt = torch.from_numpy(x).cuda(), torch.from_numpy(w).cuda()
    f = lambda: torch.nn.functional.conv2d(xt, wt, stride=s, padding=p)
    y = f()
    np.save(os.path.join(d, "input_x.npy"), x); np.save(os.path.join(d, "output_y.npy"), y.cpu().numpy())
    for _ in range(5): f()
    a, b = torch.cuda.Event(True), torch.cuda.Event(True)
    ts = []
    for _ in range(30):
        a.record(); f(); b.record(); torch.cuda.synchronize(); ts.append(a.elapsed_time(b))
    t = sorted(ts)[15]
    flop = 2.0 * N * co * ho * ho * ci * k * k
    print("cudnn %s: %.1f us, %.1f TFLOP/s" % (name, t * 1e3, flop / t / 1e9), flush=True)
