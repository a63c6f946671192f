#!/usr/bin/env python3
"""Does cuBLAS round or truncate fp32 operands to TF32? All-positive operands
make truncation a visible bias (every product shrinks); compared with
float64 and with both roundings emulated. bench/gpu/RESULTS.md, session 7."""
import torch
torch.manual_seed(0)
a = torch.rand(4096, 3072, device="cuda")   # all positive: truncation biases every product low
b = torch.rand(3072, 768, device="cuda")
ref = (a.double() @ b.double())
for tf in (False, True):
    torch.backends.cuda.matmul.allow_tf32 = tf
    y = a @ b
    rel = ((y.double() - ref) / ref)
    print(f"allow_tf32={tf}: mean rel err {rel.mean().item():+.3e}, rms {rel.pow(2).mean().sqrt().item():.3e}")
# emulate: truncate / round operands to tf32, exact product
def trunc(x): return (x.view(torch.int32) & ~0x1fff).view(torch.float32)
def rnd(x): return ((x.view(torch.int32) + 0x1000) & ~0x1fff).view(torch.float32)
for name, f in (("truncate", trunc), ("round", rnd)):
    y = f(a).double() @ f(b).double()
    rel = (y - ref) / ref
    print(f"emulated {name}: mean rel err {rel.mean().item():+.3e}, rms {rel.pow(2).mean().sqrt().item():.3e}")
