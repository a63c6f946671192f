"""ResNet-50 (torchvision, random weights, eval) at batch B for issue 28's
acceptance: exports model.onnx (opset 17, dynamo=False), writes the input and
ONNX Runtime's fp32 output as .npy, and times PyTorch's peers in the same call:
eager fp32 exact (TF32 off for cuDNN and cuBLAS), eager fp32 with PyTorch's
default (cuDNN convolutions in TF32), eager fp16 channels_last, and
torch.compile fp16 channels_last (COMPILE=0: not), and with COMPILE32=1
torch.compile fp32 exact. usage: resnet50.py OUTDIR [B]"""
import os, sys, time
import numpy as np
import torch, torchvision

out = sys.argv[1]
B = int(sys.argv[2]) if len(sys.argv) > 2 else 32
os.makedirs(out, exist_ok=True)
torch.manual_seed(0)
m = torchvision.models.resnet50(weights=None).eval().cuda()
x = torch.randn(B, 3, 224, 224, device="cuda")
onnx_path = os.path.join(out, "model.onnx")
if not os.path.exists(onnx_path):
    torch.onnx.export(m, (x,), onnx_path, input_names=["x"], output_names=["y"], opset_version=17, dynamo=False)
np.save(os.path.join(out, "input_x.npy"), x.cpu().numpy())
import onnxruntime as ort
so = ort.SessionOptions()
sess = ort.InferenceSession(onnx_path, so, providers=["CPUExecutionProvider"])
np.save(os.path.join(out, "output_y.npy"), sess.run(None, {"x": x.cpu().numpy()})[0])


def bench(f, inp, n=50, warm=10):
    with torch.no_grad():
        for _ in range(warm):
            f(inp)
        torch.cuda.synchronize()
        ts = []
        for _ in range(n):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record(); f(inp); e.record(); torch.cuda.synchronize()
            ts.append(s.elapsed_time(e))
    return float(np.median(ts))


torch.backends.cudnn.benchmark = True
torch.backends.cudnn.allow_tf32 = False
torch.backends.cuda.matmul.allow_tf32 = False
print("torch eager fp32-exact b%d: median %.3f ms" % (B, bench(m, x)))
if os.environ.get("COMPILE32", "0") == "1":
    t0 = time.time()
    mc32 = torch.compile(m)
    with torch.no_grad():
        mc32(x)
    print("torch compile fp32-exact b%d: median %.3f ms (compile %.0f s)" % (B, bench(mc32, x), time.time() - t0))
torch.backends.cudnn.allow_tf32 = True
print("torch eager fp32-default(tf32 conv) b%d: median %.3f ms" % (B, bench(m, x)))
mh = m.half().to(memory_format=torch.channels_last)
xh = x.half().to(memory_format=torch.channels_last)
print("torch eager fp16-channels_last b%d: median %.3f ms" % (B, bench(mh, xh)))
ref = torch.from_numpy(np.load(os.path.join(out, "output_y.npy"))).cuda().double()
with torch.no_grad():
    y = mh(xh).double()
print("torch fp16 rel L2 vs ORT fp32: %.3g" % (torch.linalg.norm(y - ref) / torch.linalg.norm(ref)).item())
if os.environ.get("COMPILE", "1") == "1":
    t0 = time.time()
    mc = torch.compile(mh)
    with torch.no_grad():
        mc(xh)
    print("torch compile fp16-channels_last b%d: median %.3f ms (compile %.0f s)" % (B, bench(mc, xh), time.time() - t0))
