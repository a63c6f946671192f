"""PyTorch cuDNN peers of a model's recurrent nodes (issue 28, "no cliffs").

    python3 bench/gpu/rnn_peer.py DIR [DIR ...]

For each DIR (model.onnx), finds the ONNX LSTM, GRU and RNN nodes, reads
their sizes (the input's shape by ONNX shape inference, hidden_size,
direction, W's input size) and builds torch.nn.LSTM / GRU / RNN modules of
the same sizes on the GPU (cuDNN, fp32, TF32 off, random weights: the
recurrence's cost does not depend on the values). Times all of the model's
recurrent nodes run one after another on random inputs of their shapes
(median of CUDA-event timings after warm-up) and prints one line per model:
"cudnn NAME: median X ms for N nodes [op T=.. B=.. I=.. H=.. D=..; ...]"."""
import os, sys
import numpy as np, onnx, torch
from onnx import shape_inference

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False


def timed(f, n=100):
    with torch.no_grad():
        for _ in range(10):
            f()
        torch.cuda.synchronize()
        ms = []
        for _ in range(n):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record(); f(); e.record(); torch.cuda.synchronize()
            ms.append(s.elapsed_time(e))
    return float(np.median(ms))


def dims(v):
    return [d.dim_value for d in v.type.tensor_type.shape.dim]


def attrs(n):
    return {a.name: onnx.helper.get_attribute_value(a) for a in n.attribute}


for d in sys.argv[1:]:
    name = os.path.basename(d.rstrip("/"))
    m = shape_inference.infer_shapes(onnx.load(os.path.join(d, "model.onnx")))
    shapes = {v.name: dims(v) for v in list(m.graph.value_info) + list(m.graph.input) + list(m.graph.output)}
    shapes.update({t.name: list(t.dims) for t in m.graph.initializer})
    mods, desc = [], []
    for n in m.graph.node:
        if n.op_type not in ("LSTM", "GRU", "RNN"):
            continue
        a = attrs(n)
        x, w = shapes.get(n.input[0]), shapes.get(n.input[1])
        if not x or not w or 0 in x:
            print("cudnn %s: %s %s: shapes unknown (x %s, w %s)" % (name, n.op_type, n.name, x, w), flush=True)
            continue
        T, B = (x[1], x[0]) if a.get("layout", 0) == 1 else (x[0], x[1])
        H, I = a["hidden_size"], w[2]
        bidir = a.get("direction", b"forward") in (b"bidirectional", "bidirectional")
        cls = {"LSTM": torch.nn.LSTM, "GRU": torch.nn.GRU, "RNN": torch.nn.RNN}[n.op_type]
        mod = cls(I, H, bidirectional=bidir).cuda().eval()
        mods.append((mod, torch.randn(T, B, I, device="cuda")))
        desc.append("%s T=%d B=%d I=%d H=%d D=%d" % (n.op_type, T, B, I, H, 2 if bidir else 1))
    if not mods:
        print("cudnn %s: no recurrent nodes" % name, flush=True)
        continue

    def run():
        for mod, x in mods:
            mod(x)

    print("cudnn %s: median %.3f ms for %d nodes [%s]" % (name, timed(run), len(mods), "; ".join(desc)), flush=True)
