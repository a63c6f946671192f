"""fp32 GEMMs as one-node ONNX models, and cuBLAS's time on each (TF32 off).

Run on the GPU machine (torch, onnx):  python3 bench/gpu/gemm_peer.py [OUTDIR]
Prints one line per shape: cuBLAS SGEMM's median time (CUDA events, after
warm-up) and TFLOP/s, then the same with TF32 allowed. With OUTDIR, also
writes OUTDIR/<MxKxN>/model.onnx (MatMul of an input by an initializer, as
a model's weights are), input_a.npy and output_y.npy (PyTorch's fp32 result).
"""
import os, sys
import numpy as np, torch

torch.backends.cuda.matmul.allow_tf32 = False
SHAPES = [(4096, 768, 768), (4096, 768, 3072), (4096, 3072, 768), (1024, 1024, 1024),
          (128, 768, 768), (1536, 100, 1040), (512, 256, 768)]
out = sys.argv[1] if len(sys.argv) > 1 else None


def timed(f):
    for _ in range(3): f()
    s, e = torch.cuda.Event(True), torch.cuda.Event(True)
    ts = []
    for _ in range(30):
        s.record(); f(); e.record(); torch.cuda.synchronize(); ts.append(s.elapsed_time(e))
    return sorted(ts)[15]


rng = np.random.default_rng(0)
for (m, k, n) in SHAPES:
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = (rng.standard_normal((k, n)) / np.sqrt(k)).astype(np.float32)
    at, bt = torch.from_numpy(a).cuda(), torch.from_numpy(b).cuda()
    if out:
        import onnx
        from onnx import helper, numpy_helper, TensorProto
        d = os.path.join(out, "%dx%dx%d" % (m, k, n)); os.makedirs(d, exist_ok=True)
        g = helper.make_graph([helper.make_node("MatMul", ["a", "b"], ["y"])], "gemm",
                              [helper.make_tensor_value_info("a", TensorProto.FLOAT, [m, k])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [m, n])],
                              [numpy_helper.from_array(b, "b")])
        onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], ir_version=8), os.path.join(d, "model.onnx"))
        np.save(os.path.join(d, "input_a.npy"), a); np.save(os.path.join(d, "output_y.npy"), (at @ bt).cpu().numpy())
    torch.backends.cuda.matmul.allow_tf32 = False
    t = timed(lambda: at @ bt)
    torch.backends.cuda.matmul.allow_tf32 = True
    t32 = timed(lambda: at @ bt)
    torch.backends.cuda.matmul.allow_tf32 = False
    print("cublas %dx%dx%d: %.1f us, %.1f TFLOP/s; tf32 %.1f us, %.1f TFLOP/s" % (
        m, k, n, t * 1e3, 2 * m * k * n / t / 1e9, t32 * 1e3, 2 * m * k * n / t32 / 1e9), flush=True)
