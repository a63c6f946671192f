"""BERT-base (12 layers, hidden 768, random weights) for mgxport's GPU runs.

Run on the GPU machine (torch, transformers, onnx, onnxruntime):
    python3 bench/gpu/bert_base.py OUTDIR
Writes OUTDIR/model.onnx (dynamic batch and sequence), for each of b1 and
b32 at sequence 128: input_<name>.npy and ONNX Runtime CPU's output in
OUTDIR/<shape>/, and OUTDIR/torch.json with PyTorch eager fp32 latency on
the GPU (TF32 off; median of CUDA-event-timed runs after warm-up) — the peer
mgxport's numbers are reported beside.
"""
import json, os, sys
import numpy as np, torch, onnx, onnxruntime as ort
from transformers import BertConfig, BertModel

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
torch.manual_seed(0); np.random.seed(0)
out = sys.argv[1] if len(sys.argv) > 1 else "bert_base"
os.makedirs(out, exist_ok=True)


class Encoder(torch.nn.Module):
    def __init__(s, m): super().__init__(); s.m = m
    def forward(s, input_ids, attention_mask):
        return s.m(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


model = Encoder(BertModel(BertConfig(attn_implementation="eager"))).eval()
path = os.path.join(out, "model.onnx")
ids = torch.randint(0, 30522, (1, 128)); mask = torch.ones(1, 128, dtype=torch.int64)
with torch.no_grad():
    torch.onnx.export(model, (ids, mask), path, input_names=["input_ids", "attention_mask"],
                      output_names=["last_hidden_state"], opset_version=17, dynamo=False,
                      dynamic_axes={"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                                    "last_hidden_state": {0: "batch", 1: "seq"}})
print("exported", path, os.path.getsize(path), "bytes", flush=True)
sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
gpu = model.cuda()
timings = {}
for b in (1, 32):
    d = os.path.join(out, f"b{b}"); os.makedirs(d, exist_ok=True)
    ids = np.random.randint(0, 30522, size=(b, 128)).astype(np.int64)
    mask = np.ones((b, 128), dtype=np.int64); mask[:, 100:] = 0  # padded tail: the mask matters
    np.save(os.path.join(d, "input_input_ids.npy"), ids); np.save(os.path.join(d, "input_attention_mask.npy"), mask)
    (ref,) = sess.run(None, {"input_ids": ids, "attention_mask": mask})
    np.save(os.path.join(d, "output_last_hidden_state.npy"), ref)
    ti, tm = torch.from_numpy(ids).cuda(), torch.from_numpy(mask).cuda()
    with torch.no_grad():
        got = gpu(ti, tm).float().cpu().numpy()
        for _ in range(10): gpu(ti, tm)
        torch.cuda.synchronize()
        ms = []
        for _ in range(50):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record(); gpu(ti, tm); e.record(); torch.cuda.synchronize()
            ms.append(s.elapsed_time(e))
    err = float(np.abs(got - ref).max())
    timings[f"b{b}"] = {"median_ms": float(np.median(ms)), "min_ms": float(np.min(ms)), "max_abs_err_vs_ort": err}
    print(f"torch eager fp32 b{b} s128: median {np.median(ms):.3f} ms (max |torch-ort| {err:.2e})", flush=True)
    if os.environ.get("TF32") == "1":  # the peer of finalize --allow-tf32
        torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = True
        with torch.no_grad():
            got = gpu(ti, tm).float().cpu().numpy()
            for _ in range(10): gpu(ti, tm)
            torch.cuda.synchronize()
            ms = []
            for _ in range(50):
                s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                s.record(); gpu(ti, tm); e.record(); torch.cuda.synchronize()
                ms.append(s.elapsed_time(e))
        torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = False
        err = float(np.abs(got - ref).max())
        bad = int((np.abs(got - ref) > 1e-2 + 1e-2 * np.abs(ref)).sum())
        timings[f"b{b}_tf32"] = {"median_ms": float(np.median(ms)), "max_abs_err_vs_ort": err}
        print(f"torch eager tf32 b{b} s128: median {np.median(ms):.3f} ms (max |torch-ort| {err:.2e}, {bad} outside rtol/atol 1e-2)", flush=True)
# Device-to-device copy bandwidth: the ceiling memory-bound kernels are compared with.
x = torch.empty(1 << 30, dtype=torch.uint8, device="cuda"); y = torch.empty_like(x)
for _ in range(3): y.copy_(x)
torch.cuda.synchronize()
s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
s.record()
for _ in range(10): y.copy_(x)
e.record(); torch.cuda.synchronize()
timings["d2d_copy_GBps"] = 2 * 10 * (1 << 30) / (s.elapsed_time(e) / 1e3) / 1e9
print(f"device-to-device copy: {timings['d2d_copy_GBps']:.0f} GB/s (read + write)", flush=True)
json.dump(timings, open(os.path.join(out, "torch.json"), "w"), indent=1)
