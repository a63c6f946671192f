"""Exports a tiny ModernBERT encoder (transformers' ModernBertModel: 2 layers,
hidden 128, 4 heads, GeGLU, rotary positions, local attention over a 64-token
window with a global layer every 3rd; random weights with a fixed seed) at
batch 1 x seq 128, opset 17, torch.onnx.export(dynamo=False), into a model
directory threads_vs_ort.sh times: DIR/modernbert_tiny/model.onnx,
input_input_ids.npy, input_attention_mask.npy and output_last_hidden_state.npy
(ONNX Runtime CPU's output, the reference). Issue 30's table names a
modernbert_tiny; testdata/models has no ModernBERT.
    python3 bench/host/export_text.py DIR"""
import os, sys
import numpy as np, onnxruntime as ort, torch
from transformers import ModernBertConfig, ModernBertModel


class Encoder(torch.nn.Module):
    def __init__(s, m): super().__init__(); s.m = m
    def forward(s, input_ids, attention_mask):
        return s.m(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


d = os.path.join(sys.argv[1], "modernbert_tiny")
if not os.path.exists(os.path.join(d, "output_last_hidden_state.npy")):
    os.makedirs(d, exist_ok=True)
    torch.manual_seed(30)
    cfg = ModernBertConfig(vocab_size=1000, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                           intermediate_size=256, max_position_embeddings=512, global_attn_every_n_layers=3,
                           local_attention=64, pad_token_id=0, attn_implementation="eager")
    model = Encoder(ModernBertModel(cfg)).eval()
    ids = torch.randint(1, 1000, (1, 128)); mask = torch.ones(1, 128, dtype=torch.int64)
    path = os.path.join(d, "model.onnx")
    with torch.no_grad():
        torch.onnx.export(model, (ids, mask), path, input_names=["input_ids", "attention_mask"],
                          output_names=["last_hidden_state"], opset_version=17, dynamo=False)
    np.save(os.path.join(d, "input_input_ids.npy"), ids.numpy())
    np.save(os.path.join(d, "input_attention_mask.npy"), mask.numpy())
    s = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    (ref,) = s.run(None, {"input_ids": ids.numpy(), "attention_mask": mask.numpy()})
    np.save(os.path.join(d, "output_last_hidden_state.npy"), ref)
    print("exported modernbert_tiny", flush=True)
