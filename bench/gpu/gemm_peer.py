import torch
torch.backends.cuda.matmul.allow_tf32 = False
for (m, k, n) in [(4096, 768, 768), (4096, 768, 3072), (4096, 3072, 768), (128, 768, 768), (1536, 100, 1040), (512, 256, 768)]:
    a = torch.randn(m, k, device="cuda"); b = torch.randn(k, n, device="cuda")
    for _ in range(3): a @ b
    s, e = torch.cuda.Event(True), torch.cuda.Event(True)
    ts = []
    for _ in range(20):
        s.record(); a @ b; e.record(); torch.cuda.synchronize(); ts.append(s.elapsed_time(e))
    ts.sort(); t = ts[10]
    print("torch sgemm %dx%dx%d: %.1f us, %.1f TFLOP/s" % (m, k, n, t * 1e3, 2 * m * k * n / t / 1e9))
