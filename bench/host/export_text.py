"""Exports tiny transformers text models (random weights, fixed seed) into
model directories threads_vs_ort.sh times: DIR/<name>/model.onnx,
input_<name>.npy and output_<name>.npy (ONNX Runtime CPU's output, the
reference). Issue 30's table names these; testdata/models has its own
smaller exports, and these are the ones a transformers user writes:
  modernbert_tiny  ModernBertModel: 2 layers, hidden 128, 4 heads, GeGLU,
                   rotary positions, local attention over a 64-token window
                   with a global layer every 3rd; 1x128 tokens,
                   torch.onnx.export(dynamo=False), opset 17
  gpt2_tiny        GPT2Model: 2 layers, n_embd 128, 4 heads; 1x64 tokens,
                   torch.onnx.export(dynamo=False), opset 17
  bert_tiny        BertModel: 2 layers, hidden 128, 2 heads; 1x128 tokens,
                   torch.onnx.export(dynamo=True), the exporter's default
    python3 bench/host/export_text.py DIR [name ...]   (default: all)"""
import os, sys
import numpy as np, onnxruntime as ort, torch
import transformers as tf


class Encoder(torch.nn.Module):
    def __init__(s, m): super().__init__(); s.m = m
    def forward(s, input_ids, attention_mask):
        return s.m(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


def model(name):
    if name == "modernbert_tiny":
        cfg = tf.ModernBertConfig(vocab_size=1000, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                                  intermediate_size=256, max_position_embeddings=512, global_attn_every_n_layers=3,
                                  local_attention=64, pad_token_id=0, attn_implementation="eager")
        return tf.ModernBertModel(cfg), 128, False
    if name == "gpt2_tiny":
        cfg = tf.GPT2Config(vocab_size=1000, n_positions=256, n_embd=128, n_layer=2, n_head=4,
                            attn_implementation="eager")
        return tf.GPT2Model(cfg), 64, False
    if name == "bert_tiny":
        cfg = tf.BertConfig(vocab_size=1000, hidden_size=128, num_hidden_layers=2, num_attention_heads=2,
                            intermediate_size=512, attn_implementation="eager")
        return tf.BertModel(cfg), 128, True
    raise SystemExit("export_text.py: unknown model %r (modernbert_tiny, gpt2_tiny, bert_tiny)" % name)


out = sys.argv[1]
for name in sys.argv[2:] or ["modernbert_tiny", "gpt2_tiny", "bert_tiny"]:
    d = os.path.join(out, name)
    if os.path.exists(os.path.join(d, "output_last_hidden_state.npy")):
        continue
    os.makedirs(d, exist_ok=True)
    torch.manual_seed(30)
    m, seq, dynamo = model(name)
    enc = Encoder(m.eval()).eval()
    ids = torch.randint(1, 1000, (1, seq)); mask = torch.ones(1, seq, dtype=torch.int64)
    path = os.path.join(d, "model.onnx")
    with torch.no_grad():
        torch.onnx.export(enc, (ids, mask), path, input_names=["input_ids", "attention_mask"],
                          output_names=["last_hidden_state"], opset_version=17 if not dynamo else None,
                          dynamo=dynamo, external_data=False)
    np.save(os.path.join(d, "input_input_ids.npy"), ids.numpy())
    np.save(os.path.join(d, "input_attention_mask.npy"), mask.numpy())
    s = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    (ref,) = s.run(None, {"input_ids": ids.numpy(), "attention_mask": mask.numpy()})
    np.save(os.path.join(d, "output_last_hidden_state.npy"), ref)
    print("exported %s" % name, flush=True)
