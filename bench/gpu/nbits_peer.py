"""Peers of a MatMulNBits model on the GPU (bench/gpu/nbits_check.sh).

    python3 bench/gpu/nbits_peer.py DIR

DIR holds model.onnx and input_x.npy (bench/gpu/nbits_model.py's). Prints
one line per peer:
  "ort-cuda: median X ms"  ONNX Runtime's CUDA execution provider (its
                           MatMulNBits kernel), inputs and outputs bound
                           on the GPU (run_with_iobinding), when
                           onnxruntime has the provider;
  "torch: median X ms"     PyTorch: each MatMulNBits as the unfused
                           baseline, its packed weight dequantized on the
                           GPU every run (unpack, minus zero point, times
                           scale) then x @ Wᵀ + b, the Relu between.
Medians of 200 runs after 20 warm-ups."""
import os, sys, time
import numpy as np, onnx
from onnx import numpy_helper

d = sys.argv[1]
x = np.load(os.path.join(d, "input_x.npy"))
N_RUNS, WARM = 200, 20


def ort_cuda():
    import onnxruntime as ort
    if "CUDAExecutionProvider" not in ort.get_available_providers():
        return "ort-cuda: not available (providers %s)" % ",".join(ort.get_available_providers())
    s = ort.InferenceSession(os.path.join(d, "model.onnx"), providers=["CUDAExecutionProvider"])
    if s.get_providers()[0] != "CUDAExecutionProvider":
        return "ort-cuda: session fell back to %s" % s.get_providers()
    b = s.io_binding()
    b.bind_ortvalue_input("x", ort.OrtValue.ortvalue_from_numpy(x, "cuda", 0))
    b.bind_output(s.get_outputs()[0].name, "cuda", 0)
    for _ in range(WARM):
        s.run_with_iobinding(b)
    ms = []
    for _ in range(N_RUNS):
        t = time.perf_counter()
        s.run_with_iobinding(b)
        ms.append((time.perf_counter() - t) * 1e3)
    return "ort-cuda: median %.4f ms" % float(np.median(ms))


def torch_peer():
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    m = onnx.load(os.path.join(d, "model.onnx"))
    inits = {t.name: numpy_helper.to_array(t) for t in m.graph.initializer}
    layers = []
    for n in m.graph.node:
        if n.op_type != "MatMulNBits":
            continue
        a = {at.name: onnx.helper.get_attribute_value(at) for at in n.attribute}
        K, N, bs = a["K"], a["N"], a["block_size"]
        nb = (K + bs - 1) // bs
        B = torch.from_numpy(inits[n.input[1]].reshape(N, nb, bs // 2)).cuda()
        s = torch.from_numpy(inits[n.input[2]].reshape(N, nb)).cuda()
        zp = inits[n.input[3]].reshape(N, -1) if len(n.input) > 3 and n.input[3] else None
        if zp is not None:
            zp = np.stack([zp & 15, zp >> 4], -1).reshape(N, -1)[:, :nb].astype(np.float32)
            zp = torch.from_numpy(zp).cuda()
        else:
            zp = torch.full((N, nb), 8.0, device="cuda")
        bias = torch.from_numpy(inits[n.input[5]]).cuda() if len(n.input) > 5 and n.input[5] else None
        layers.append((B, s, zp, bias, K, N))

    def run(xt):
        h = xt
        for i, (B, s, zp, bias, K, N) in enumerate(layers):
            codes = torch.stack([B & 15, B >> 4], -1).reshape(N, s.shape[1], -1).float()
            w = ((codes - zp[..., None]) * s[..., None]).reshape(N, -1)[:, :K]
            h = h @ w.t()
            if bias is not None:
                h = h + bias
            if i + 1 < len(layers):
                h = torch.relu(h)
        return h

    xt = torch.from_numpy(x).cuda()
    with torch.no_grad():
        for _ in range(WARM):
            run(xt)
        torch.cuda.synchronize()
        ms = []
        for _ in range(N_RUNS):
            a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            a.record(); run(xt); b.record(); torch.cuda.synchronize()
            ms.append(a.elapsed_time(b))
    return "torch: median %.4f ms (dequant + matmul every run)" % float(np.median(ms))


for f in (ort_cuda, torch_peer):
    try:
        print(f(), flush=True)
    except Exception as e:  # a peer that cannot run says why; the script goes on
        print("%s: failed: %s" % (f.__name__, str(e).splitlines()[0] if str(e) else type(e).__name__), flush=True)
