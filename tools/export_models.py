"""Exports mgxport's own test models (random weights) with ONNX Runtime CPU reference I/O.

Run on the GPU machine (torch, transformers, onnx, onnxruntime):
    python3 tools/export_models.py OUTDIR [--big]
Each model lands in OUTDIR/<name>/: model.onnx, input_<name>.npy, output_<name>.npy.
--big also writes big_mlp (over 2 GB of weights, external data) — never committed.
The small ones are committed under testdata/models/.
"""
import os, sys, numpy as np, torch, onnx, onnxruntime as ort

torch.manual_seed(0); np.random.seed(0)
OUTDIR = sys.argv[1] if len(sys.argv) > 1 else "models"
BIG = "--big" in sys.argv


def save(name, model, args, input_names, output_names, feeds, opset=17, external=False, dynamo=False):
    try:
        export(name, model, args, input_names, output_names, feeds, opset, external, dynamo)
    except Exception as e:  # keep going: one model's exporter trouble must not stop the others
        print("FAILED", name, type(e).__name__, str(e)[:300], flush=True)


def export(name, model, args, input_names, output_names, feeds, opset, external, dynamo):
    d = os.path.join(OUTDIR, name); os.makedirs(d, exist_ok=True)
    path = os.path.join(d, "model.onnx")
    model.eval()
    with torch.no_grad():
        kw = dict(input_names=input_names, output_names=output_names, opset_version=opset, dynamo=dynamo)
        if dynamo: kw["external_data"] = external
        torch.onnx.export(model, args, path, **kw)
    onnx.checker.check_model(path)
    sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    for k, v in feeds.items(): np.save(os.path.join(d, f"input_{k}.npy"), v)
    for o, v in zip(sess.get_outputs(), sess.run(None, feeds)): np.save(os.path.join(d, f"output_{o.name}.npy"), v)
    print("exported", name, os.path.getsize(path), "bytes", flush=True)


class Decoder(torch.nn.Module):
    def __init__(s, m): super().__init__(); s.m = m
    def forward(s, input_ids): return s.m(input_ids=input_ids, use_cache=False).logits


from transformers import GPT2Config, GPT2LMHeadModel
ids = np.random.randint(0, 256, size=(1, 16)).astype(np.int64)
gpt = Decoder(GPT2LMHeadModel(GPT2Config(vocab_size=256, n_positions=32, n_embd=64, n_layer=2, n_head=4)))
save("gpt2_mini", gpt, (torch.from_numpy(ids),), ["input_ids"], ["logits"], {"input_ids": ids}, opset=18, dynamo=True)


class Attention(torch.nn.Module):
    def __init__(s, d, h):
        super().__init__(); s.h = h; s.qkv = torch.nn.Linear(d, 3 * d); s.o = torch.nn.Linear(d, d)
    def forward(s, x):
        b, n, d = x.shape
        q, k, v = s.qkv(x).reshape(b, n, 3, s.h, d // s.h).permute(2, 0, 3, 1, 4)
        a = torch.softmax(q @ k.transpose(-1, -2) / (d // s.h) ** 0.5, -1)
        return s.o((a @ v).transpose(1, 2).reshape(b, n, d))


class ViT(torch.nn.Module):
    """A small vision transformer: patch embedding, class token, pre-norm blocks."""
    def __init__(s, d=64, layers=2, heads=4, patch=8, image=32):
        super().__init__()
        s.embed = torch.nn.Conv2d(3, d, patch, patch)
        s.cls = torch.nn.Parameter(torch.randn(1, 1, d)); s.pos = torch.nn.Parameter(torch.randn(1, (image // patch) ** 2 + 1, d))
        s.blocks = torch.nn.ModuleList([torch.nn.ModuleDict({"n1": torch.nn.LayerNorm(d), "att": Attention(d, heads), "n2": torch.nn.LayerNorm(d),
                                                             "mlp": torch.nn.Sequential(torch.nn.Linear(d, 2 * d), torch.nn.GELU(), torch.nn.Linear(2 * d, d))}) for _ in range(layers)])
        s.norm = torch.nn.LayerNorm(d)
    def forward(s, x):
        x = s.embed(x).flatten(2).transpose(1, 2)
        x = torch.cat([s.cls.expand(x.shape[0], -1, -1), x], 1) + s.pos
        for b in s.blocks:
            x = x + b["att"](b["n1"](x)); x = x + b["mlp"](b["n2"](x))
        return s.norm(x)


px = np.random.rand(1, 3, 32, 32).astype(np.float32)
save("vit_mini", ViT(), (torch.from_numpy(px),), ["pixel_values"], ["last_hidden_state"], {"pixel_values": px})


class Block(torch.nn.Module):
    def __init__(s, c, stride):
        super().__init__()
        s.c1 = torch.nn.Conv2d(c // stride, c, 3, stride, 1, bias=False); s.b1 = torch.nn.BatchNorm2d(c)
        s.c2 = torch.nn.Conv2d(c, c, 3, 1, 1, bias=False); s.b2 = torch.nn.BatchNorm2d(c)
        s.down = None if stride == 1 else torch.nn.Sequential(torch.nn.Conv2d(c // stride, c, 1, stride, bias=False), torch.nn.BatchNorm2d(c))
    def forward(s, x):
        y = torch.relu(s.b1(s.c1(x))); y = s.b2(s.c2(y))
        return torch.relu(y + (x if s.down is None else s.down(x)))


class ResNet(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.stem = torch.nn.Sequential(torch.nn.Conv2d(3, 16, 3, 1, 1, bias=False), torch.nn.BatchNorm2d(16), torch.nn.ReLU())
        s.blocks = torch.nn.Sequential(Block(16, 1), Block(32, 2), Block(64, 2))
        s.fc = torch.nn.Linear(64, 10)
    def forward(s, x): return s.fc(torch.flatten(torch.nn.functional.adaptive_avg_pool2d(s.blocks(s.stem(x)), 1), 1))


res = ResNet()
for m in res.modules():  # random, non-trivial batch-norm statistics
    if isinstance(m, torch.nn.BatchNorm2d):
        m.running_mean.uniform_(-0.5, 0.5); m.running_var.uniform_(0.5, 1.5)
img = np.random.rand(1, 3, 32, 32).astype(np.float32)
save("resnet_mini", res, (torch.from_numpy(img),), ["image"], ["logits"], {"image": img})

if BIG:
    class BigMLP(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.ls = torch.nn.ModuleList([torch.nn.Linear(8192, 8192) for _ in range(9)])  # 9 x 256 MiB = 2.25 GiB
        def forward(s, x):
            for l in s.ls: x = torch.tanh(l(x))
            return x
    x = np.random.randn(2, 8192).astype(np.float32)
    save("big_mlp", BigMLP(), (torch.from_numpy(x),), ["x"], ["y"], {"x": x}, opset=18, external=True, dynamo=True)
