#!/usr/bin/env python3
"""Export models as ONNX Runtime's own tools write them, for mgxport's
contrib-op support (issue 31), with inputs and ONNX Runtime's outputs.

    python3 tools/export_contrib_models.py OUTDIR [--seed N]

For each model it writes OUTDIR/<name>/model.onnx, OUTDIR/<name>/inputs/
<input>.npy and OUTDIR/<name>/outputs/<output>.npy (ONNX Runtime's CPU
outputs on those inputs), and OUTDIR/manifest.json naming every model, its
symbolic-dim bindings (for `mgxport compile --dim NAME=N`), the tolerance
class (fp32 or int8) and the com.microsoft ops it holds. The models:

  bert_opt       a tiny BERT (transformers + torch) through
                 onnxruntime.transformers.optimizer (model_type="bert"):
                 Attention, SkipLayerNormalization, BiasGelu/Gelu, ...
  bert_opt_int8  the same after quantize_dynamic (DynamicQuantizeMatMul,
                 MatMulIntegerToFloat, QAttention, ...)
  qop_cnn        a CNN with a residual Add, GlobalAveragePool and a Gemm
                 head through quantize_static(..., QuantFormat.QOperator):
                 QLinearConv, QLinearAdd, QLinearGlobalAveragePool, QGemm
  nbits_mlp      an MLP through MatMulNBitsQuantizer (4-bit, block 32):
                 MatMulNBits; model_fp32.onnx beside it for the size check
  sklearn_pipe   a scikit-learn pipeline through skl2onnx (ai.onnx.ml), only
                 if skl2onnx and scikit-learn are installed
  sklearn_hand   the same pipeline's form built with the onnx helper (Scaler,
                 LinearClassifier, ZipMap); ZipMap's output is written as
                 outputs/<name>.json (mgxport.value_json)

Required: numpy, onnx, onnxruntime (1.20 or later); bert_* need torch and
transformers. A missing requirement is an error naming the package;
skl2onnx is optional and its absence is reported.
"""

import argparse
import json
import os
import sys


def need(module):
    try:
        return __import__(module, fromlist=["_"])
    except ImportError as e:
        sys.exit(f"export_contrib_models: {module} is required ({e}); pip install {module.split('.')[0]}")


np = need("numpy")
onnx = need("onnx")
ort = need("onnxruntime")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402


def run_ort(path, feeds):
    sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    names = [o.name for o in sess.get_outputs()]
    return dict(zip(names, sess.run(names, feeds)))


def ms_ops(model):
    return sorted({n.op_type for n in model.graph.node if n.domain == "com.microsoft"})


def save(outdir, name, model_path, feeds, dims, tol, manifest):
    d = os.path.join(outdir, name)
    os.makedirs(os.path.join(d, "inputs"), exist_ok=True)
    os.makedirs(os.path.join(d, "outputs"), exist_ok=True)
    final = os.path.join(d, "model.onnx")
    if os.path.abspath(model_path) != os.path.abspath(final):
        m = onnx.load(model_path)
        onnx.save(m, final)
    for k, v in feeds.items():
        np.save(os.path.join(d, "inputs", k + ".npy"), v)
    outs = run_ort(final, feeds)
    for k, v in outs.items():
        if isinstance(v, list):
            # A sequence (ZipMap's list of dicts): the JSON form `mgxport
            # run --expected NAME=FILE.json` compares against.
            sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
            import mgxport
            with open(os.path.join(d, "outputs", k + ".json"), "w") as fh:
                json.dump(mgxport.value_json(v), fh)
            continue
        np.save(os.path.join(d, "outputs", k + ".npy"), v)
    m = onnx.load(final)
    manifest.append({"name": name, "dims": dims, "tolerance": tol, "com.microsoft": ms_ops(m),
                     "domains": sorted({n.domain or "ai.onnx" for n in m.graph.node}),
                     "bytes": os.path.getsize(final)})
    print(f"{name}: {final} ({os.path.getsize(final)} bytes), com.microsoft ops {ms_ops(m)}")


def bert(outdir, rng, manifest, tmp):
    torch = need("torch")
    transformers = need("transformers")
    from onnxruntime.transformers import optimizer
    from onnxruntime.quantization import QuantType, quantize_dynamic

    torch.manual_seed(int(rng.integers(1 << 31)))
    cfg = transformers.BertConfig(vocab_size=100, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                                  intermediate_size=128, max_position_embeddings=64)
    model = transformers.BertModel(cfg).eval()
    B, S = 2, 16
    ids = torch.tensor(rng.integers(0, 100, size=(B, S)), dtype=torch.int64)
    mask = torch.ones(B, S, dtype=torch.int64)
    mask[1, 12:] = 0
    tt = torch.zeros(B, S, dtype=torch.int64)
    raw = os.path.join(tmp, "bert_raw.onnx")
    class Encoder(torch.nn.Module):
        # Keywords: transformers 5 changed forward's positional order
        # (a third positional argument became use_cache).
        def __init__(self, m):
            super().__init__()
            self.m = m

        def forward(self, input_ids, attention_mask, token_type_ids):
            o = self.m(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
            return o.last_hidden_state, o.pooler_output

    torch.onnx.export(Encoder(model).eval(), (ids, mask, tt), raw, input_names=["input_ids", "attention_mask", "token_type_ids"],
                      output_names=["last_hidden_state", "pooler_output"], opset_version=17, dynamo=False,
                      dynamic_axes={k: {0: "batch", 1: "seq"} for k in ["input_ids", "attention_mask", "token_type_ids"]})
    opt = optimizer.optimize_model(raw, model_type="bert", num_heads=4, hidden_size=64)
    optp = os.path.join(tmp, "bert_opt.onnx")
    opt.save_model_to_file(optp)
    feeds = {"input_ids": ids.numpy(), "attention_mask": mask.numpy(), "token_type_ids": tt.numpy()}
    dims = {"batch": B, "seq": S}
    save(outdir, "bert_opt", optp, feeds, dims, "fp32", manifest)
    q = os.path.join(tmp, "bert_opt_int8.onnx")
    # The optimizer's com.microsoft nodes have no ONNX shape inference:
    # their outputs' type is given (fp32).
    quantize_dynamic(optp, q, weight_type=QuantType.QInt8,
                     extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
    save(outdir, "bert_opt_int8", q, feeds, dims, "int8", manifest)


def qop_cnn(outdir, rng, manifest, tmp):
    from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static

    def w(name, *shape):
        return numpy_helper.from_array((rng.standard_normal(shape) * 0.2).astype(np.float32), name)

    nodes = [
        helper.make_node("Conv", ["x", "w1", "b1"], ["c1"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c1"], ["r1"]),
        helper.make_node("Conv", ["r1", "w2", "b2"], ["c2"], pads=[1, 1, 1, 1]),
        helper.make_node("Add", ["r1", "c2"], ["res"]),
        helper.make_node("GlobalAveragePool", ["res"], ["gap"]),
        helper.make_node("Flatten", ["gap"], ["flat"]),
        helper.make_node("Gemm", ["flat", "wg", "bg"], ["logits"], transB=1),
    ]
    g = helper.make_graph(nodes, "qop_cnn", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 3, 16, 16])],
                          [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", 10])],
                          [w("w1", 8, 3, 3, 3), w("b1", 8), w("w2", 8, 8, 3, 3), w("b2", 8), w("wg", 10, 8), w("bg", 10)])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], ir_version=10)  # what ORT 1.20+ loads
    fp = os.path.join(tmp, "cnn_fp32.onnx")
    onnx.save(m, fp)

    class Reader(CalibrationDataReader):
        def __init__(self):
            self.data = iter([{"x": rng.standard_normal((1, 3, 16, 16)).astype(np.float32)} for _ in range(16)])

        def get_next(self):
            return next(self.data, None)

    q = os.path.join(tmp, "cnn_qop.onnx")
    quantize_static(fp, q, Reader(), quant_format=QuantFormat.QOperator, activation_type=QuantType.QUInt8,
                    weight_type=QuantType.QInt8)
    save(outdir, "qop_cnn", q, {"x": rng.standard_normal((1, 3, 16, 16)).astype(np.float32)}, {"batch": 1}, "int8", manifest)


def nbits_mlp(outdir, rng, manifest, tmp):
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

    K, H, N = 512, 1024, 256
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.05).astype(np.float32), n)
             for n, s in [("W1", (K, H)), ("b1", (H,)), ("W2", (H, N)), ("b2", (N,))]]
    nodes = [helper.make_node("MatMul", ["x", "W1"], ["m1"]), helper.make_node("Add", ["m1", "b1"], ["h1"]),
             helper.make_node("Relu", ["h1"], ["r"]), helper.make_node("MatMul", ["r", "W2"], ["m2"]),
             helper.make_node("Add", ["m2", "b2"], ["y"])]
    g = helper.make_graph(nodes, "nbits_mlp", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", K])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", N])], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 21)], ir_version=10)
    fp = os.path.join(tmp, "mlp_fp32.onnx")
    onnx.save(m, fp)
    quant = MatMulNBitsQuantizer(onnx.load(fp), block_size=32, is_symmetric=False)
    quant.process()
    q = os.path.join(tmp, "mlp_nbits.onnx")
    quant.model.save_model_to_file(q, use_external_data_format=False)
    save(outdir, "nbits_mlp", q, {"x": rng.standard_normal((4, K)).astype(np.float32)}, {"batch": 4}, "fp32", manifest)
    onnx.save(m, os.path.join(outdir, "nbits_mlp", "model_fp32.onnx"))


def sklearn_pipe(outdir, rng, manifest, tmp):
    try:
        from skl2onnx import to_onnx
        from sklearn.linear_model import LogisticRegression
        from sklearn.pipeline import make_pipeline
        from sklearn.preprocessing import StandardScaler
    except ImportError as e:
        print(f"sklearn_pipe: skipped, skl2onnx/scikit-learn not installed ({e})")
        return
    X = rng.standard_normal((200, 6)).astype(np.float32)
    y = (X[:, 0] + X[:, 1] * 0.5 > 0).astype(np.int64)
    pipe = make_pipeline(StandardScaler(), LogisticRegression()).fit(X, y)
    m = to_onnx(pipe, X[:1], options={id(pipe.steps[-1][1]): {"zipmap": False}})
    p = os.path.join(tmp, "sk.onnx")
    onnx.save(m, p)
    save(outdir, "sklearn_pipe", p, {"X": X[:8]}, {}, "fp32", manifest)


def sklearn_hand(outdir, rng, manifest, tmp):
    """What skl2onnx writes for StandardScaler + LogisticRegression with its
    ZipMap, built with the onnx helper (ai.onnx.ml Scaler ->
    LinearClassifier -> ZipMap): the classical-ML form, made here whether or
    not skl2onnx is installed."""
    from onnx import helper, TensorProto
    F, C = 4, 3
    X = rng.standard_normal((8, F)).astype(np.float32)
    nodes = [
        helper.make_node("Scaler", ["X"], ["Xs"], domain="ai.onnx.ml",
                         offset=rng.standard_normal(F).astype(np.float32).tolist(),
                         scale=(0.5 + rng.random(F)).astype(np.float32).tolist()),
        helper.make_node("LinearClassifier", ["Xs"], ["label", "probabilities"], domain="ai.onnx.ml",
                         coefficients=rng.standard_normal(C * F).astype(np.float32).tolist(),
                         intercepts=rng.standard_normal(C).astype(np.float32).tolist(),
                         classlabels_ints=[0, 1, 2], post_transform="SOFTMAX", multi_class=0),
        helper.make_node("ZipMap", ["probabilities"], ["output_probability"], domain="ai.onnx.ml",
                         classlabels_int64s=[0, 1, 2]),
    ]
    seq_map = helper.make_sequence_type_proto(
        helper.make_map_type_proto(TensorProto.INT64, helper.make_tensor_type_proto(TensorProto.FLOAT, [])))
    g = helper.make_graph(nodes, "sklearn_hand", [helper.make_tensor_value_info("X", TensorProto.FLOAT, ["batch", F])],
                          [helper.make_tensor_value_info("label", TensorProto.INT64, ["batch"]),
                           helper.make_value_info("output_probability", seq_map)])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("ai.onnx.ml", 3)],
                          ir_version=10)
    p = os.path.join(tmp, "skh.onnx")
    onnx.save(m, p)
    save(outdir, "sklearn_hand", p, {"X": X}, {"batch": 8}, "fp32", manifest)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, default=None, help="random seed (default: fresh)")
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    print(f"seed {seed}, onnxruntime {ort.__version__}, onnx {onnx.__version__}")
    rng = np.random.default_rng(seed)
    os.makedirs(args.outdir, exist_ok=True)
    tmp = os.path.join(args.outdir, "_tmp")
    os.makedirs(tmp, exist_ok=True)
    manifest = []
    failed = []
    for f in (bert, qop_cnn, nbits_mlp, sklearn_pipe, sklearn_hand):
        try:
            f(args.outdir, rng, manifest, tmp)
        except Exception as e:  # one exporter's failure leaves the others
            print(f"{f.__name__}: FAILED: {type(e).__name__}: {e}", file=sys.stderr)
            failed.append(f.__name__)
    with open(os.path.join(args.outdir, "manifest.json"), "w") as fh:
        json.dump({"seed": seed, "onnxruntime": ort.__version__, "models": manifest}, fh, indent=2)
    if failed:
        sys.exit("failed: " + ", ".join(failed))


if __name__ == "__main__":
    main()
