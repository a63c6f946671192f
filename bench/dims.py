"""Prints the `--dim NAME=N` flags that bind a model directory's symbolic
dims to the shapes of its input_<name>.npy files (the GPU and host bench
scripts compile each model at its inputs' shapes):
    python3 bench/dims.py DIR"""
import os, sys
import numpy as np, onnx

d = sys.argv[1]
m = onnx.load(os.path.join(d, "model.onnx"), load_external_data=False)
b = {}
for i in m.graph.input:
    f = os.path.join(d, "input_%s.npy" % i.name)
    if not os.path.exists(f):
        continue
    s = np.load(f).shape
    for k, dim in enumerate(i.type.tensor_type.shape.dim):
        if dim.dim_param and k < len(s):
            b[dim.dim_param] = s[k]
print(" ".join("--dim %s=%d" % kv for kv in b.items()))
