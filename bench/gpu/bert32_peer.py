"""torch.compile peers of mgxport's fp32 BERT-base (issue 28, fused attention in fp32).

Run on the GPU machine (torch, transformers), after bench/gpu/bert_base.py:
    python3 bench/gpu/bert32_peer.py BERTDIR
builds the same BERT-base as bert_base.py (same seed, config and eager
attention), and for b1 and b32 at s128 on BERTDIR/b<b>/input_*.npy prints
torch.compile fp32 latency with TF32 off (the exact peer), then with TF32 on,
each median of CUDA-event-timed runs after warm-up, with the output's
relative L2 error against ONNX Runtime's fp32 output there.
"""
import os, sys
import numpy as np, torch
from transformers import BertConfig, BertModel

torch.manual_seed(0)
out = sys.argv[1] if len(sys.argv) > 1 else "bert_base"


class Encoder(torch.nn.Module):
    def __init__(s, m): super().__init__(); s.m = m
    def forward(s, input_ids, attention_mask):
        return s.m(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


gpu = Encoder(BertModel(BertConfig(attn_implementation="eager"))).eval().cuda()


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


for tf32 in (False, True):
    torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = tf32
    torch._dynamo.reset()
    compiled = torch.compile(gpu)
    for b in (1, 32):
        d = os.path.join(out, f"b{b}")
        ids = torch.from_numpy(np.load(os.path.join(d, "input_input_ids.npy"))).cuda()
        mask = torch.from_numpy(np.load(os.path.join(d, "input_attention_mask.npy"))).cuda()
        ref = np.load(os.path.join(d, "output_last_hidden_state.npy")).astype(np.float64)
        with torch.no_grad():
            got = compiled(ids, mask).double().cpu().numpy()
        e = np.linalg.norm(got - ref) / np.linalg.norm(ref)
        kind = "tf32" if tf32 else "fp32"
        print(f"torch compile {kind} b{b} s128: median {timed(lambda: compiled(ids, mask)):.3f} ms (relative L2 vs ORT fp32 {e:.2e})", flush=True)
