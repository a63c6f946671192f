"""4-bit MatMulNBits models for bench/gpu/nbits_check.sh (issue 31).

    python3 bench/gpu/nbits_model.py OUTDIR M H F [quantizer]

Writes OUTDIR/model.onnx: an MLP block as ONNX Runtime's
MatMulNBitsQuantizer writes it, y = (relu(x·W1ᵀ + b1))·W2ᵀ + b2 with x
[M, H], W1 [F, H] and W2 [H, F] 4-bit block-quantized (block 32,
asymmetric: packed uint8 zero points, 1-D scales and zero points as the
quantizer writes them). By default the weights are quantized here with
numpy in the quantizer's exact layout (fast at any size); with
"quantizer", an fp32 model is written and passed through
onnxruntime.quantization.matmul_nbits_quantizer.MatMulNBitsQuantizer
itself. Also writes OUTDIR/fp32.onnx (the same MLP in fp32, for the size
comparison), OUTDIR/input_x.npy and OUTDIR/output_y.npy (ONNX Runtime CPU
on the quantized model), and prints one line: the sizes."""
import os, sys
import numpy as np, onnx, onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper

out, M, H, F = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
use_quantizer = len(sys.argv) > 5 and sys.argv[5] == "quantizer"
BS = 32
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(31)
W1 = (rng.standard_normal((H, F)) / np.sqrt(H)).astype(np.float32)  # MatMul's B: [K, N]
W2 = (rng.standard_normal((F, H)) / np.sqrt(F)).astype(np.float32)
b1 = (0.1 * rng.standard_normal(F)).astype(np.float32)
b2 = (0.1 * rng.standard_normal(H)).astype(np.float32)
x = rng.standard_normal((M, H)).astype(np.float32)


def fp32_model():
    g = helper.make_graph(
        [helper.make_node("MatMul", ["x", "W1"], ["m1"]), helper.make_node("Add", ["m1", "b1"], ["h1"]),
         helper.make_node("Relu", ["h1"], ["r"]), helper.make_node("MatMul", ["r", "W2"], ["m2"]),
         helper.make_node("Add", ["m2", "b2"], ["y"])],
        "mlp", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [M, H])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [M, H])],
        [numpy_helper.from_array(W1, "W1"), numpy_helper.from_array(W2, "W2"),
         numpy_helper.from_array(b1, "b1"), numpy_helper.from_array(b2, "b2")])
    # IR 10: the onnx package writes its newest IR, which ONNX Runtime 1.30
    # refuses ("Unsupported model IR version: 14").
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 21)], ir_version=10)


def quantize(w):
    """w [K, N] -> B [N, nb, BS/2] uint8, scales [N*nb] f32, zp [N*ceil(nb/2)] uint8."""
    K, N = w.shape
    nb = (K + BS - 1) // BS
    wt = np.zeros((N, nb * BS), np.float32)
    wt[:, :K] = w.T
    blk = wt.reshape(N, nb, BS)
    lo, hi = np.minimum(blk.min(-1), 0), np.maximum(blk.max(-1), 0)
    scale = np.where(hi > lo, (hi - lo) / 15, 1).astype(np.float32)
    zp = np.clip(np.round(-lo / scale), 0, 15).astype(np.uint8)
    q = np.clip(np.round(blk / scale[..., None]) + zp[..., None], 0, 15).astype(np.uint8)
    packed = (q[..., 0::2] | (q[..., 1::2] << 4)).astype(np.uint8)
    zrow = np.zeros((N, (nb + 1) // 2 * 2), np.uint8)
    zrow[:, :nb] = zp
    zpk = (zrow[:, 0::2] | (zrow[:, 1::2] << 4)).astype(np.uint8).reshape(-1)
    return packed, scale.reshape(-1), zpk


fp = fp32_model()
onnx.save(fp, os.path.join(out, "fp32.onnx"))
if use_quantizer:
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer
    q = MatMulNBitsQuantizer(fp, block_size=BS, is_symmetric=False)
    q.process()
    q.model.save_model_to_file(os.path.join(out, "model.onnx"), False)
else:
    nodes, inits = [], []
    for i, (w, b, a) in enumerate([(W1, b1, "x"), (W2, b2, "r")], 1):
        B, s, z = quantize(w)
        K, N = w.shape
        inits += [numpy_helper.from_array(B, "B%d" % i), numpy_helper.from_array(s, "s%d" % i),
                  numpy_helper.from_array(z, "z%d" % i), numpy_helper.from_array(b, "b%d" % i)]
        nodes.append(helper.make_node("MatMulNBits", [a, "B%d" % i, "s%d" % i, "z%d" % i, "", "b%d" % i], ["h%d" % i],
                                      domain="com.microsoft", K=K, N=N, bits=4, block_size=BS))
        if i == 1:
            nodes.append(helper.make_node("Relu", ["h1"], ["r"]))
    g = helper.make_graph(nodes, "mlp4", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [M, H])],
                          [helper.make_tensor_value_info("h2", TensorProto.FLOAT, [M, H])], inits)
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 21), helper.make_opsetid("com.microsoft", 1)],
                                ir_version=10),
              os.path.join(out, "model.onnx"))
m = onnx.load(os.path.join(out, "model.onnx"))
ops = sorted({n.op_type for n in m.graph.node})
yname = m.graph.output[0].name
sess = ort.InferenceSession(os.path.join(out, "model.onnx"), providers=["CPUExecutionProvider"])
y = sess.run(None, {"x": x})[0]
np.save(os.path.join(out, "input_x.npy"), x)
np.save(os.path.join(out, "output_%s.npy" % yname), y)
print("model %s: M %d H %d F %d ops %s, output %s, %d bytes (fp32 %d bytes)" % (
    out, M, H, F, ",".join(ops), yname, os.path.getsize(os.path.join(out, "model.onnx")), os.path.getsize(os.path.join(out, "fp32.onnx"))))
