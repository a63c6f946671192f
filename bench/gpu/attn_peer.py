"""Fused-attention peers of mgxport's flash-attention kernels (issue 28).

Run on the GPU machine (torch, onnx):
    python3 bench/gpu/attn_peer.py DIR [PRECISIONS]
For each precision (default "fp16 bf16 fp32") and shape (b32 x 12 heads x
d64 at s128 and s512) writes DIR/<prec>_s<S>/model.onnx: one ONNX
Attention node (opset 23, the 3-D form that compile's fuse-attention pass
writes: Q, K, V [B, S, 768] in the precision — for bf16, fp32 inputs and
output cast to and from bf16 around the node, as .npy has no bfloat16 —
an fp32 additive mask
[B, 1, 1, S] with each row's tail masked by -10000, scale 1/8), its inputs
input_{q,k,v,mask}.npy and the fp32 reference output_y32.npy (the same
inputs, softmax(QK^T/8 + mask)V in fp32 with TF32 off); and prints
PyTorch's scaled_dot_product_attention in the precision on the same
inputs (the heads as strided views, as a model gives them) with that mask
and without one (the flash backend for half; fp32 runs with TF32 matmuls
allowed, the peer of mgxport's --allow-tf32), median of CUDA-event times
after warm-up, and SDPA's relative L2 error against the fp32 reference.
"""
import os, sys
import numpy as np, onnx, torch
from onnx import TensorProto, helper

out = sys.argv[1] if len(sys.argv) > 1 else "attn"
precisions = (sys.argv[2] if len(sys.argv) > 2 else "fp16 bf16 fp32").split()
B, H, D = 32, 12, 64
types = {"fp16": (torch.float16, TensorProto.FLOAT16), "bf16": (torch.bfloat16, TensorProto.BFLOAT16), "fp32": (torch.float32, TensorProto.FLOAT)}


def timed(f, n=100):
    with torch.no_grad():
        for _ in range(20): f()
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


def npy(x):
    # numpy has no bfloat16: bf16 inputs are saved as their fp32 values
    # (exact), which the bf16 model casts to bf16 (no rounding).
    return x.float().cpu().numpy() if x.dtype == torch.bfloat16 else x.cpu().numpy()


for prec in precisions:
    dt, onnx_dt = types[prec]
    torch.manual_seed(0)
    for S in (128, 512):
        d = os.path.join(out, f"{prec}_s{S}")
        os.makedirs(d, exist_ok=True)
        q, k, v = (torch.randn(B, S, H * D, device="cuda").to(dt) for _ in range(3))
        keep = torch.arange(S, device="cuda")[None, :] < torch.randint(S // 2, S + 1, (B, 1), device="cuda")
        mask = torch.where(keep, 0.0, -10000.0).float().view(B, 1, 1, S)
        heads = lambda x: x.view(B, S, H, D).transpose(1, 2)
        torch.backends.cuda.matmul.allow_tf32 = False
        ref = torch.softmax(heads(q).float() @ heads(k).float().transpose(-1, -2) / 8 + mask, -1) @ heads(v).float()
        ref = ref.transpose(1, 2).reshape(B, S, H * D)
        for n, x in (("q", q), ("k", k), ("v", v), ("mask", mask)):
            np.save(os.path.join(d, f"input_{n}.npy"), npy(x))
        np.save(os.path.join(d, "output_y32.npy"), ref.cpu().numpy())
        attn = lambda qkv, y: helper.make_node("Attention", qkv + ["mask"], [y], q_num_heads=H, kv_num_heads=H, scale=0.125, softmax_precision=1)
        if prec == "bf16":
            # .npy has no bfloat16: fp32 inputs and output, cast at the
            # edges (separate launches; the attention launch is timed).
            nodes = [helper.make_node("Cast", [n], [n + "16"], to=TensorProto.BFLOAT16) for n in ("q", "k", "v")]
            nodes += [attn(["q16", "k16", "v16"], "y16"), helper.make_node("Cast", ["y16"], ["y"], to=TensorProto.FLOAT)]
            io_dt = TensorProto.FLOAT
        else:
            nodes, io_dt = [attn(["q", "k", "v"], "y")], onnx_dt
        g = helper.make_graph(
            nodes,
            "attention",
            [helper.make_tensor_value_info(n, io_dt, [B, S, H * D]) for n in ("q", "k", "v")] +
            [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [B, 1, 1, S])],
            [helper.make_tensor_value_info("y", io_dt, [B, S, H * D])])
        onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 23)]), os.path.join(d, "model.onnx"))
        torch.backends.cuda.matmul.allow_tf32 = prec == "fp32"
        sdpa = torch.nn.functional.scaled_dot_product_attention
        mt = mask.to(dt)
        y = sdpa(heads(q), heads(k), heads(v), attn_mask=mt, scale=0.125).transpose(1, 2).reshape(B, S, H * D)
        t_mask = timed(lambda: sdpa(heads(q), heads(k), heads(v), attn_mask=mt, scale=0.125))
        t_flash = timed(lambda: sdpa(heads(q), heads(k), heads(v), scale=0.125))
        print(f"torch sdpa {prec} b{B} h{H} s{S} d{D}: masked median {t_mask:.4f} ms, unmasked ({'flash' if prec != 'fp32' else 'tf32 allowed'}) {t_flash:.4f} ms; "
              f"rel L2 vs fp32 {rel_l2(y.float().cpu().numpy(), ref.cpu().numpy()):.3g}", flush=True)
