"""Fused-attention peers of mgxport's flash-attention kernel (issue 28).

Run on the GPU machine (torch, onnx):
    python3 bench/gpu/attn_peer.py DIR
For each shape (b32 x 12 heads x d64 at s128 and s512, fp16) writes
DIR/s<S>/model.onnx: one ONNX Attention node (opset 23, the 3-D form that
compile's fuse-attention pass writes: Q, K, V [B, S, 768] fp16, an fp32
additive mask [B, 1, 1, S] with each row's tail masked by -10000, scale
1/8), its inputs input_{q,k,v,mask}.npy and the fp32 reference
output_y32.npy (the same half inputs, softmax(QK^T/8 + mask)V in fp32);
and prints PyTorch's scaled_dot_product_attention fp16 on the same inputs
(the heads as strided views, as a model gives them) with that mask and
without one (its flash backend), median of CUDA-event times after warm-up,
and SDPA's relative L2 error against the fp32 reference.
"""
import os, sys
import numpy as np, onnx, torch
from onnx import TensorProto, helper

out = sys.argv[1] if len(sys.argv) > 1 else "attn"
B, H, D = 32, 12, 64


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


torch.manual_seed(0)
for S in (128, 512):
    d = os.path.join(out, f"s{S}")
    os.makedirs(d, exist_ok=True)
    q, k, v = (torch.randn(B, S, H * D, device="cuda").half() for _ in range(3))
    keep = torch.arange(S, device="cuda")[None, :] < torch.randint(S // 2, S + 1, (B, 1), device="cuda")
    mask = torch.where(keep, 0.0, -10000.0).float().view(B, 1, 1, S)
    heads = lambda x: x.view(B, S, H, D).transpose(1, 2)
    ref = torch.softmax(heads(q).float() @ heads(k).float().transpose(-1, -2) / 8 + mask, -1) @ heads(v).float()
    ref = ref.transpose(1, 2).reshape(B, S, H * D)
    for n, x in (("q", q), ("k", k), ("v", v), ("mask", mask)):
        np.save(os.path.join(d, f"input_{n}.npy"), x.cpu().numpy())
    np.save(os.path.join(d, "output_y32.npy"), ref.cpu().numpy())
    g = helper.make_graph(
        [helper.make_node("Attention", ["q", "k", "v", "mask"], ["y"], q_num_heads=H, kv_num_heads=H, scale=0.125, softmax_precision=1)],
        "attention",
        [helper.make_tensor_value_info(n, TensorProto.FLOAT16, [B, S, H * D]) for n in ("q", "k", "v")] +
        [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [B, 1, 1, S])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT16, [B, S, H * D])])
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 23)]), os.path.join(d, "model.onnx"))
    sdpa = torch.nn.functional.scaled_dot_product_attention
    m16 = mask.half()
    y = sdpa(heads(q), heads(k), heads(v), attn_mask=m16, scale=0.125).transpose(1, 2).reshape(B, S, H * D)
    t_mask = timed(lambda: sdpa(heads(q), heads(k), heads(v), attn_mask=m16, scale=0.125))
    t_flash = timed(lambda: sdpa(heads(q), heads(k), heads(v), scale=0.125))
    print(f"torch sdpa fp16 b{B} h{H} s{S} d{D}: masked median {t_mask:.4f} ms, unmasked (flash) {t_flash:.4f} ms; "
          f"rel L2 vs fp32 {rel_l2(y.float().cpu().numpy(), ref.cpu().numpy()):.3g}")
