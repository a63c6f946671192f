# Writes ONNX node tests for the ops named on the command line, as
# directories of testdata/node: the models and inputs from onnx's own node
# test cases (onnx.backend.test.case.node, built with onnx's helper), the
# expected outputs from ONNX Runtime (not onnx's reference). Run it where
# onnx and onnxruntime are installed (the GPU machine has both), e.g.
#   python3 tools/ort_node_tests.py $OUT/ort.tar test_hardmax test_shrink
# then unpack the tar into testdata/node. It prints how far ONNX Runtime is
# from onnx's reference outputs per test.
import io, os, sys, tarfile
import numpy as np, onnx, onnxruntime as ort
from onnx import numpy_helper as nh
from onnx.backend.test.case import node as nc

out, prefixes = sys.argv[1], tuple(sys.argv[2:])
tar = tarfile.open(out, "w")


def add(path, data):
    info = tarfile.TarInfo(path)
    info.size = len(data)
    tar.addfile(info, io.BytesIO(data))


for c in nc.collect_testcases(None):
    if not c.name.startswith(prefixes):
        continue
    model = c.model.SerializeToString()
    add(c.name + "/model.onnx", model)
    s = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
    g = c.model.graph
    for k, (xs, ys) in enumerate(c.data_sets or []):
        feeds = {g.input[i].name: np.asarray(x) for i, x in enumerate(xs)}
        rs = s.run(None, feeds)
        d = f"{c.name}/test_data_set_{k}/"
        for i, x in enumerate(xs):
            add(d + f"input_{i}.pb", nh.from_array(np.asarray(x), g.input[i].name).SerializeToString())
        for i, r in enumerate(rs):
            add(d + f"output_{i}.pb", nh.from_array(r, g.output[i].name).SerializeToString())
        diff = max(float(np.max(np.abs(np.asarray(y, np.float64) - np.asarray(r, np.float64)), initial=0)) for y, r in zip(ys, rs))
        print(c.name, k, "onnxruntime vs onnx reference max abs diff", diff)
tar.close()
print("onnx", onnx.__version__, "onnxruntime", ort.__version__, ort.get_available_providers())
