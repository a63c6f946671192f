"""A BERT-style encoder with dynamic batch and sequence, and ORT's outputs at
random exact shapes, for mgxport's shape-bucket acceptance (issue 14).

Run on the GPU machine (torch, transformers, onnx, onnxruntime):
    python3 bench/gpu/buckets.py OUTDIR [PAIRS] [bert|modernbert]
Writes OUTDIR/model.onnx (BERT: 4 layers, hidden 256, positions up to 512;
ModernBERT: 4 layers, hidden 256, rotary positions, GeGLU, local attention over
a 64-token window with a global layer every 3rd; batch and seq dynamic) and, for PAIRS random (batch in 1..16, seq in 16..256) pairs,
OUTDIR/pair_<i>/input_input_ids.npy, input_attention_mask.npy (a random
number of valid positions, the rest masked) and output_last_hidden_state.npy
(ONNX Runtime CPU at that exact shape). Prints one "b s" line per pair.
"""
import os, sys
import numpy as np, torch, onnxruntime as ort
from transformers import BertConfig, BertModel, ModernBertConfig, ModernBertModel

torch.manual_seed(0)
out = sys.argv[1]
pairs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
kind = sys.argv[3] if len(sys.argv) > 3 else "bert"
os.makedirs(out, exist_ok=True)


class Encoder(torch.nn.Module):
    def __init__(s, m): super().__init__(); s.m = m
    def forward(s, input_ids, attention_mask):
        return s.m(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


if kind == "modernbert":
    cfg = ModernBertConfig(vocab_size=1000, hidden_size=256, num_hidden_layers=4, num_attention_heads=4,
                           intermediate_size=512, max_position_embeddings=512, global_attn_every_n_layers=3,
                           local_attention=64, pad_token_id=0, attn_implementation="eager")
    model = Encoder(ModernBertModel(cfg)).eval()
else:
    cfg = BertConfig(vocab_size=1000, hidden_size=256, num_hidden_layers=4, num_attention_heads=4,
                     intermediate_size=1024, max_position_embeddings=512, attn_implementation="eager")
    model = Encoder(BertModel(cfg)).eval()
path = os.path.join(out, "model.onnx")
ids = torch.randint(0, 1000, (2, 80)); mask = torch.ones(2, 80, dtype=torch.int64)
with torch.no_grad():
    torch.onnx.export(model, (ids, mask), path, input_names=["input_ids", "attention_mask"],
                      output_names=["last_hidden_state"], opset_version=17, dynamo=False,
                      dynamic_axes={"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                                    "last_hidden_state": {0: "batch", 1: "seq"}})
sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
rng = np.random.default_rng(1)
for i in range(pairs):
    b, s = int(rng.integers(1, 17)), int(rng.integers(16, 257))
    d = os.path.join(out, "pair_%d" % i); os.makedirs(d, exist_ok=True)
    ids = rng.integers(0, 1000, size=(b, s)).astype(np.int64)
    mask = np.ones((b, s), dtype=np.int64)
    for r in range(b):
        mask[r, int(rng.integers(1, s + 1)):] = 0
    (ref,) = sess.run(None, {"input_ids": ids, "attention_mask": mask})
    np.save(os.path.join(d, "input_input_ids.npy"), ids); np.save(os.path.join(d, "input_attention_mask.npy"), mask)
    np.save(os.path.join(d, "output_last_hidden_state.npy"), ref)
    print(b, s, flush=True)
