"""Half-precision peers of mgxport's fp16/bf16 runs (issue 28).

Run on the GPU machine (torch, transformers, onnx) after bench/gpu/bert_base.py
has written BERTDIR (the same random weights: seed 0, the same config):
    python3 bench/gpu/half_peer.py BERTDIR [GEMMDIR]
For BERT-base at s128, b1 and b32, on BERTDIR/b<b>/input_*.npy, prints the
median latency (CUDA events after warm-up) of PyTorch eager .half(), eager
under autocast(fp16), torch.compile .half(), and the same for bf16, with each
output's relative L2 error against ONNX Runtime's fp32 output there; writes
BERTDIR/torch_half.json. With GEMMDIR, also writes one-node fp16 and bf16
MatMul models at BERT's GEMM shapes (GEMMDIR/<dtype>_<MxKxN>/model.onnx, an
fp16 input a times an fp16 initializer b; input_a.npy and PyTorch's fp32
product of the same half operands, output_y32.npy) and prints cuBLAS's half
GEMM time for each. .npy has no bfloat16, so the bf16 models take and give
fp32 through Casts at their edges.
"""
import json, os, sys
import numpy as np, torch
from transformers import BertConfig, BertModel

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
out = sys.argv[1] if len(sys.argv) > 1 else "bert_base"
gemm_dir = sys.argv[2] if len(sys.argv) > 2 else None


def timed(f, n=50):
    with torch.no_grad():
        for _ in range(10): f()
        torch.cuda.synchronize()
        ms = []
        for _ in range(n):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record(); f(); e.record(); torch.cuda.synchronize()
            ms.append(s.elapsed_time(e))
    return float(np.median(ms))


def rel_l2(got, ref):
    got, ref = got.astype(np.float64), ref.astype(np.float64)
    return float(np.linalg.norm(got - ref) / np.linalg.norm(ref))


class Encoder(torch.nn.Module):
    def __init__(s, m): super().__init__(); s.m = m
    def forward(s, input_ids, attention_mask):
        return s.m(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


torch.manual_seed(0)  # bert_base.py's weights
base = Encoder(BertModel(BertConfig(attn_implementation="eager"))).eval().cuda()
timings = {}
for dt, name in ((torch.float16, "fp16"), (torch.bfloat16, "bf16")):
    half = Encoder(BertModel(BertConfig(attn_implementation="eager"))).eval()
    half.load_state_dict(base.state_dict())
    half = half.to(device="cuda", dtype=dt)
    compiled = torch.compile(half)
    for b in (1, 32):
        d = os.path.join(out, f"b{b}")
        ids = torch.from_numpy(np.load(os.path.join(d, "input_input_ids.npy"))).cuda()
        mask = torch.from_numpy(np.load(os.path.join(d, "input_attention_mask.npy"))).cuda()
        ref = np.load(os.path.join(d, "output_last_hidden_state.npy"))
        runs = {
            "eager": lambda: half(ids, mask),
            "autocast": lambda: torch.autocast("cuda", dtype=dt)(base)(ids, mask),
            "compile": lambda: compiled(ids, mask),
        }
        for kind, f in runs.items():
            with torch.no_grad():
                got = f().float().cpu().numpy()
            ms = timed(f)
            e = rel_l2(got, ref)
            timings[f"{name}_{kind}_b{b}"] = {"median_ms": ms, "rel_l2_vs_ort": e}
            print(f"torch {kind} {name} b{b} s128: median {ms:.3f} ms (relative L2 vs ORT fp32 {e:.2e})", flush=True)
json.dump(timings, open(os.path.join(out, "torch_half.json"), "w"), indent=1)

if gemm_dir:
    import onnx
    from onnx import helper, numpy_helper, TensorProto
    rng = np.random.default_rng(0)
    # BERT-base's products at b32 and b1 (s128); N=2304 is the merged Q/K/V
    # projection (graph/passes MergeProjections).
    for (m, k, n) in [(4096, 768, 768), (4096, 768, 2304), (4096, 768, 3072), (4096, 3072, 768), (128, 768, 768), (128, 768, 2304)]:
        a32 = rng.standard_normal((m, k)).astype(np.float32)
        b32 = (rng.standard_normal((k, n)) / np.sqrt(k)).astype(np.float32)
        for dt, name, code in ((torch.float16, "fp16", TensorProto.FLOAT16), (torch.bfloat16, "bf16", TensorProto.BFLOAT16)):
            at, bt = torch.from_numpy(a32).cuda().to(dt), torch.from_numpy(b32).cuda().to(dt)
            d = os.path.join(gemm_dir, "%s_%dx%dx%d" % (name, m, k, n)); os.makedirs(d, exist_ok=True)
            y32 = (at.float() @ bt.float()).cpu().numpy()  # the exact product of the half operands
            if name == "fp16":
                nodes = [helper.make_node("MatMul", ["a", "b"], ["y"])]
                ins = [helper.make_tensor_value_info("a", TensorProto.FLOAT16, [m, k])]
                outs = [helper.make_tensor_value_info("y", TensorProto.FLOAT16, [m, n])]
                init = numpy_helper.from_array(bt.cpu().numpy(), "b")
                np.save(os.path.join(d, "input_a.npy"), at.cpu().numpy())
            else:
                nodes = [helper.make_node("Cast", ["a"], ["ah"], to=TensorProto.BFLOAT16),
                         helper.make_node("MatMul", ["ah", "b"], ["yh"]),
                         helper.make_node("Cast", ["yh"], ["y"], to=TensorProto.FLOAT)]
                ins = [helper.make_tensor_value_info("a", TensorProto.FLOAT, [m, k])]
                outs = [helper.make_tensor_value_info("y", TensorProto.FLOAT, [m, n])]
                bits = bt.view(torch.int16).cpu().numpy().view(np.uint16)
                init = helper.make_tensor("b", TensorProto.BFLOAT16, [k, n], bits.tobytes(), raw=True)
                np.save(os.path.join(d, "input_a.npy"), at.float().cpu().numpy())
            g = helper.make_graph(nodes, "gemm", ins, outs, [init])
            onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], ir_version=8), os.path.join(d, "model.onnx"))
            np.save(os.path.join(d, "output_y32.npy"), y32)
            t = timed(lambda: at @ bt, 30)
            print("cublas %s %dx%dx%d: %.1f us, %.1f TFLOP/s" % (name, m, k, n, t * 1e3, 2 * m * k * n / t / 1e9), flush=True)
