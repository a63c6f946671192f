"""Real models for ONNX coverage (issue 17), with ONNX Runtime's outputs.

Run on the GPU machine (torch, onnx, onnxruntime installed there):
    python3 tools/export_coverage_models.py OUTDIR [NAME ...]
Writes OUTDIR/<name>/model.onnx, input_<x>.npy (random, seeded) and
output_<y>.npy (ONNX Runtime CPU), and for quantized models tolerance.json
({"atol": A, "rtol": 0}: one quantization step of the output). A model that
PyTorch or ONNX Runtime cannot build or run is reported and skipped; the
others are still written. Prints one line per model.

The models: a conv1d + 2-layer bidirectional LSTM segmenter over 16 000
samples, a GRU tagger with an initial state, a 2-layer RNN, a CNN in fp32 and
quantized by ONNX Runtime's tool in QDQ and QOperator formats, a dynamically
quantized MLP, If / Loop / Scan graphs, a spatial transformer (AffineGrid +
GridSample), NonMaxSuppression, and a transformer block with opset-23
RMSNormalization + RotaryEmbedding + Attention (causal, grouped-query).
"""
import json
import os
import sys
import traceback

import numpy as np
import onnx
import onnxruntime as ort
import torch
from onnx import TensorProto, helper, numpy_helper

OUT = sys.argv[1]
ONLY = set(sys.argv[2:])
rng = np.random.default_rng(17)
torch.manual_seed(17)


def finish(name, path, feeds, tolerance=None):
    """Runs the model in ONNX Runtime CPU and writes its inputs and outputs."""
    d = os.path.dirname(path)
    sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    outs = sess.run(None, feeds)
    for k, v in feeds.items():
        np.save(os.path.join(d, "input_%s.npy" % k), v)
    for o, v in zip(sess.get_outputs(), outs):
        np.save(os.path.join(d, "output_%s.npy" % o.name), v)
    if tolerance is not None:
        with open(os.path.join(d, "tolerance.json"), "w") as f:
            json.dump(tolerance, f)
    shapes = ", ".join("%s %s" % (o.name, list(v.shape)) for o, v in zip(sess.get_outputs(), outs))
    ops = sorted({n.op_type for n in onnx.load(path).graph.node})
    print("%s: ok (%s) ops %s" % (name, shapes, " ".join(ops)), flush=True)


def torch_model(name, module, args, in_names, out_names, opset=17):
    d = os.path.join(OUT, name)
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, "model.onnx")
    with torch.no_grad():
        torch.onnx.export(module.eval(), args, path, input_names=in_names, output_names=out_names,
                          opset_version=opset, dynamo=False)
    return path


def onnx_model(name, graph, opset):
    d = os.path.join(OUT, name)
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, "model.onnx")
    # The IR version ONNX Runtime 1.30 reads (at most 13), as low as the opset allows.
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)], ir_version=11 if opset >= 23 else 8)
    onnx.checker.check_model(m)
    onnx.save(m, path)
    return path


def randn(*shape):
    return rng.standard_normal(shape).astype(np.float32)


# --- recurrent models ---------------------------------------------------------

class Segmenter(torch.nn.Module):
    """Speaker-diarization style: conv1d front end, 2-layer BiLSTM, frame head."""

    def __init__(s):
        super().__init__()
        s.front = torch.nn.Sequential(torch.nn.Conv1d(1, 32, 251, stride=10), torch.nn.ReLU(),
                                      torch.nn.Conv1d(32, 64, 5, stride=3), torch.nn.ReLU())
        s.lstm = torch.nn.LSTM(64, 64, num_layers=2, bidirectional=True, batch_first=True)
        s.head = torch.nn.Linear(128, 4)

    def forward(s, wave):
        y, _ = s.lstm(s.front(wave).transpose(1, 2))
        return torch.sigmoid(s.head(y))


def lstm_seg():
    x = randn(1, 1, 16000)
    path = torch_model("lstm_seg", Segmenter(), (torch.from_numpy(x),), ["wave"], ["frames"])
    finish("lstm_seg", path, {"wave": x})


class Tagger(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.emb = torch.nn.Embedding(500, 48)
        s.gru = torch.nn.GRU(48, 64, batch_first=True, bidirectional=True)
        s.out = torch.nn.Linear(128, 9)

    def forward(s, ids, h0):
        y, h = s.gru(s.emb(ids), h0)
        return torch.log_softmax(s.out(y), -1), h


def gru_tagger():
    ids = rng.integers(0, 500, size=(3, 40)).astype(np.int64)
    h0 = randn(2, 3, 64)
    path = torch_model("gru_tagger", Tagger(), (torch.from_numpy(ids), torch.from_numpy(h0)),
                       ["ids", "h0"], ["tags", "hn"])
    finish("gru_tagger", path, {"ids": ids, "h0": h0})


class RNNStack(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.rnn = torch.nn.RNN(16, 32, num_layers=2, nonlinearity="tanh")
        s.relu = torch.nn.RNN(32, 24, nonlinearity="relu")

    def forward(s, x):
        y, _ = s.rnn(x)
        z, h = s.relu(y * 0.5)
        return z, h


def rnn_stack():
    x = randn(30, 2, 16)
    path = torch_model("rnn_stack", RNNStack(), (torch.from_numpy(x),), ["x"], ["y", "h"])
    finish("rnn_stack", path, {"x": x})


# --- quantized models -----------------------------------------------------------

class CNN(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.body = torch.nn.Sequential(
            torch.nn.Conv2d(3, 32, 3, padding=1), torch.nn.ReLU(),
            torch.nn.Conv2d(32, 64, 3, padding=1, stride=2), torch.nn.ReLU(),
            torch.nn.Conv2d(64, 64, 3, padding=1), torch.nn.ReLU(),
            torch.nn.Conv2d(64, 128, 3, padding=1, stride=2), torch.nn.ReLU())
        # A MatMul and an Add, not a Gemm: QOperator's Gemm is com.microsoft's QGemm.
        s.fc_w = torch.nn.Parameter(0.01 * torch.randn(128 * 16 * 16, 10))
        s.fc_b = torch.nn.Parameter(0.1 * torch.randn(10))

    def forward(s, x):
        return torch.flatten(s.body(x), 1) @ s.fc_w + s.fc_b


def output_step(path):
    """One quantization step of the model's output: the scale of the
    DequantizeLinear (QDQ) or QLinear op (QOperator) that produces it, through
    an Add of a constant bias; None if there is none."""
    m = onnx.load(path)
    inits = {t.name: numpy_helper.to_array(t) for t in m.graph.initializer}
    producer = {o: n for n in m.graph.node for o in n.output}
    out = m.graph.output[0].name
    while out in producer:
        n = producer[out]
        if n.op_type == "DequantizeLinear" and n.input[1] in inits:
            return float(np.max(inits[n.input[1]]))
        if n.op_type == "Add" and n.input[1] in inits:
            out = n.input[0]
        elif n.op_type == "Add" and n.input[0] in inits:
            out = n.input[1]
        else:
            return None
    return None


def cnn_quant():
    from onnxruntime.quantization import (CalibrationDataReader, QuantFormat, QuantType,
                                          quantize_static)
    x = randn(8, 3, 64, 64)
    fp32 = torch_model("cnn_fp32", CNN(), (torch.from_numpy(x),), ["image"], ["logits"])
    finish("cnn_fp32", fp32, {"image": x})

    class Reader(CalibrationDataReader):
        def __init__(s):
            s.batches = iter([{"image": randn(8, 3, 64, 64)} for _ in range(4)])

        def get_next(s):
            return next(s.batches, None)

    for name, fmt in (("cnn_int8_qdq", QuantFormat.QDQ), ("cnn_int8_qop", QuantFormat.QOperator)):
        d = os.path.join(OUT, name)
        os.makedirs(d, exist_ok=True)
        path = os.path.join(d, "model.onnx")
        # Conv and MatMul/Gemm only: other QOperator forms (QLinearAdd, QGemm,
        # QLinearGlobalAveragePool) are com.microsoft ops, not ONNX.
        quantize_static(fp32, path, Reader(), quant_format=fmt, op_types_to_quantize=["Conv", "MatMul"],
                        activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8)
        step = output_step(path)
        finish(name, path, {"image": x}, {"atol": 1.01 * step if step else 1e-3, "rtol": 0,
                                           "why": "one quantization step of the output"})


class MLP(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.a = torch.nn.Linear(64, 256)
        s.b = torch.nn.Linear(256, 32)

    def forward(s, x):
        return s.b(torch.relu(s.a(x)))


def mlp_dynq():
    from onnxruntime.quantization import QuantType, quantize_dynamic
    x = randn(4, 8, 64)
    fp32 = torch_model("mlp_dynq_fp32", MLP(), (torch.from_numpy(x),), ["x"], ["y"])
    d = os.path.join(OUT, "mlp_dynq")
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, "model.onnx")
    quantize_dynamic(fp32, path, op_types_to_quantize=["MatMul"], weight_type=QuantType.QInt8)
    # The arithmetic is integer after DynamicQuantizeLinear and exact in
    # float; what may differ is a rounding tie of the input quantization.
    finish("mlp_dynq", path, {"x": x}, {"atol": 1e-4, "rtol": 1e-4, "why": "integer products, float scales"})


# --- control flow ---------------------------------------------------------------

def if_graph():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [3, 4])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [3, 4])
    then_out = helper.make_tensor_value_info("t", TensorProto.FLOAT, [3, 4])
    else_out = helper.make_tensor_value_info("e", TensorProto.FLOAT, [3, 4])
    one = numpy_helper.from_array(np.array(1.5, np.float32), "one")
    two = numpy_helper.from_array(np.array(-2.0, np.float32), "two")
    then_g = helper.make_graph([helper.make_node("Add", ["x", "one"], ["t"])], "then", [], [then_out], [one])
    else_g = helper.make_graph([helper.make_node("Mul", ["x", "two"], ["e"])], "else", [], [else_out], [two])
    zero = numpy_helper.from_array(np.array(0.0, np.float32), "zero")
    nodes = [helper.make_node("ReduceSum", ["x"], ["s"], keepdims=0),
             helper.make_node("Greater", ["s", "zero"], ["c"]),
             helper.make_node("If", ["c"], ["r"], then_branch=then_g, else_branch=else_g),
             helper.make_node("Tanh", ["r"], ["y"])]
    path = onnx_model("if_sign", helper.make_graph(nodes, "if_sign", [x], [y], [zero]), 17)
    xv = randn(3, 4)
    xv -= xv.sum() / xv.size + 0.1  # a negative sum: the else branch
    finish("if_sign", path, {"x": xv})


def loop_graph():
    # y_{i+1} = 0.5 * y_i + x (x from the outer scope), M = trip count input,
    # every y_i stacked as a scan output.
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [3, 4])
    y0 = helper.make_tensor_value_info("y0", TensorProto.FLOAT, [3, 4])
    m = helper.make_tensor_value_info("trips", TensorProto.INT64, [])
    body = helper.make_graph(
        [helper.make_node("Mul", ["y_in", "half"], ["h"]),
         helper.make_node("Add", ["h", "x"], ["y_out"]),
         helper.make_node("Identity", ["cond_in"], ["cond_out"]),
         helper.make_node("Identity", ["y_out"], ["scan"])],
        "body",
        [helper.make_tensor_value_info("i", TensorProto.INT64, []),
         helper.make_tensor_value_info("cond_in", TensorProto.BOOL, []),
         helper.make_tensor_value_info("y_in", TensorProto.FLOAT, [3, 4])],
        [helper.make_tensor_value_info("cond_out", TensorProto.BOOL, []),
         helper.make_tensor_value_info("y_out", TensorProto.FLOAT, [3, 4]),
         helper.make_tensor_value_info("scan", TensorProto.FLOAT, [3, 4])],
        [numpy_helper.from_array(np.array(0.5, np.float32), "half")])
    nodes = [helper.make_node("Loop", ["trips", "", "y0"], ["y", "ys"], body=body)]
    outs = [helper.make_tensor_value_info("y", TensorProto.FLOAT, [3, 4]),
            helper.make_tensor_value_info("ys", TensorProto.FLOAT, ["trips", 3, 4])]
    path = onnx_model("loop_accumulate", helper.make_graph(nodes, "loop", [m, x, y0], outs), 17)
    finish("loop_accumulate", path, {"trips": np.array(6, np.int64), "x": randn(3, 4), "y0": randn(3, 4)})


def scan_graph():
    # A running sum over axis 0 of x [7, 5] with state s [5]; scan output s_t.
    body = helper.make_graph(
        [helper.make_node("Add", ["s_in", "xt"], ["s_out"]),
         helper.make_node("Relu", ["s_out"], ["yt"])],
        "body",
        [helper.make_tensor_value_info("s_in", TensorProto.FLOAT, [5]),
         helper.make_tensor_value_info("xt", TensorProto.FLOAT, [5])],
        [helper.make_tensor_value_info("s_out", TensorProto.FLOAT, [5]),
         helper.make_tensor_value_info("yt", TensorProto.FLOAT, [5])])
    nodes = [helper.make_node("Scan", ["s0", "x"], ["s", "y"], body=body, num_scan_inputs=1,
                              scan_output_directions=[1])]
    path = onnx_model("scan_cumsum", helper.make_graph(
        nodes, "scan", [helper.make_tensor_value_info("s0", TensorProto.FLOAT, [5]),
                        helper.make_tensor_value_info("x", TensorProto.FLOAT, [7, 5])],
        [helper.make_tensor_value_info("s", TensorProto.FLOAT, [5]),
         helper.make_tensor_value_info("y", TensorProto.FLOAT, [7, 5])]), 17)
    finish("scan_cumsum", path, {"s0": randn(5), "x": randn(7, 5)})


# --- sampling, detection, LLM ops ----------------------------------------------

class SpatialTransformer(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.loc = torch.nn.Sequential(torch.nn.Conv2d(1, 8, 5, stride=2), torch.nn.ReLU(),
                                    torch.nn.Flatten(), torch.nn.Linear(8 * 12 * 12, 6))
        with torch.no_grad():
            s.loc[-1].weight.mul_(0.05)
            s.loc[-1].bias.copy_(torch.tensor([1.0, 0.1, 0.0, -0.1, 0.9, 0.05]))

    def forward(s, x):
        theta = s.loc(x).view(-1, 2, 3)
        grid = torch.nn.functional.affine_grid(theta, list(x.shape), align_corners=False)
        return torch.nn.functional.grid_sample(x, grid, align_corners=False)


def spatial_transformer():
    x = randn(4, 1, 28, 28)
    path = torch_model("spatial_transformer", SpatialTransformer(), (torch.from_numpy(x),), ["x"], ["y"], opset=20)
    finish("spatial_transformer", path, {"x": x})


def nms():
    boxes = helper.make_tensor_value_info("boxes", TensorProto.FLOAT, [2, 60, 4])
    scores = helper.make_tensor_value_info("scores", TensorProto.FLOAT, [2, 3, 60])
    sel = helper.make_tensor_value_info("selected", TensorProto.INT64, ["selected", 3])
    consts = [numpy_helper.from_array(np.array([8], np.int64), "max_out"),
              numpy_helper.from_array(np.array([0.45], np.float32), "iou"),
              numpy_helper.from_array(np.array([0.3], np.float32), "score_min")]
    nodes = [helper.make_node("NonMaxSuppression", ["boxes", "scores", "max_out", "iou", "score_min"], ["selected"],
                              center_point_box=0)]
    path = onnx_model("nms_boxes", helper.make_graph(nodes, "nms", [boxes, scores], [sel], consts), 17)
    xy = rng.uniform(0, 80, size=(2, 60, 2)).astype(np.float32)
    wh = rng.uniform(5, 30, size=(2, 60, 2)).astype(np.float32)
    finish("nms_boxes", path, {"boxes": np.concatenate([xy, xy + wh], -1),
                               "scores": rng.uniform(0, 1, size=(2, 3, 60)).astype(np.float32)})


def llm_block():
    b, s, d, hq, hkv, hd = 2, 16, 64, 4, 2, 16
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [b, s, d])
    pos = helper.make_tensor_value_info("pos", TensorProto.INT64, [b, s])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [b, s, d])
    inv = 1.0 / (10000 ** (np.arange(0, hd, 2) / hd))
    ang = np.outer(np.arange(64), inv)
    w = lambda name, *shape: numpy_helper.from_array((0.2 * randn(*shape)).astype(np.float32), name)
    inits = [numpy_helper.from_array((1 + 0.1 * randn(d)).astype(np.float32), "g"),
             w("wq", d, hq * hd), w("wk", d, hkv * hd), w("wv", d, hkv * hd), w("wo", hq * hd, d),
             numpy_helper.from_array(np.cos(ang).astype(np.float32), "cos"),
             numpy_helper.from_array(np.sin(ang).astype(np.float32), "sin"),
             numpy_helper.from_array(np.array([b, s, hq, hd], np.int64), "shq"),
             numpy_helper.from_array(np.array([b, s, hkv, hd], np.int64), "shkv"),
             numpy_helper.from_array(np.array([b, s, d], np.int64), "sho")]
    nodes = [helper.make_node("RMSNormalization", ["x", "g"], ["n"], axis=-1, epsilon=1e-5)]
    for t, wt, sh in (("q", "wq", "shq"), ("k", "wk", "shkv"), ("v", "wv", "shkv")):
        nodes += [helper.make_node("MatMul", ["n", wt], [t + "2"]),
                  helper.make_node("Reshape", [t + "2", sh], [t + "4"])]
    # RotaryEmbedding's 4-D input is [batch, heads, seq, head_size], as
    # Attention's are: heads move before the sequence first.
    for t in ("q4", "k4", "v4"):
        nodes.append(helper.make_node("Transpose", [t], [t + "t"], perm=[0, 2, 1, 3]))
    nodes += [helper.make_node("RotaryEmbedding", ["q4t", "cos", "sin", "pos"], ["qr"]),
              helper.make_node("RotaryEmbedding", ["k4t", "cos", "sin", "pos"], ["kr"]),
              helper.make_node("Attention", ["qr", "kr", "v4t"], ["a"], is_causal=1),
              helper.make_node("Transpose", ["a"], ["at"], perm=[0, 2, 1, 3]),
              helper.make_node("Reshape", ["at", "sho"], ["a3"]),
              helper.make_node("MatMul", ["a3", "wo"], ["o"]),
              helper.make_node("Add", ["o", "x"], ["y"])]
    path = onnx_model("llm_block", helper.make_graph(nodes, "llm_block", [x, pos], [y], inits), 23)
    p = np.stack([np.arange(s), np.arange(3, 3 + s)]).astype(np.int64)
    finish("llm_block", path, {"x": randn(b, s, d), "pos": p})


BUILDERS = [lstm_seg, gru_tagger, rnn_stack, cnn_quant, mlp_dynq, if_graph, loop_graph, scan_graph,
            spatial_transformer, nms, llm_block]

failed = 0
for build in BUILDERS:
    if ONLY and build.__name__ not in ONLY:
        continue
    try:
        build()
    except Exception as e:  # report and go on: one model's failure must not hide the others
        failed += 1
        print("%s: FAILED %s: %s" % (build.__name__, type(e).__name__, e), flush=True)
        traceback.print_exc(limit=3)
sys.exit(1 if failed else 0)
