# readme.py: the Python snippet of README.md ("Use it from your program"),
# run by python_test.go: python3 readme.py MODEL.mgxb (the sample).
import sys

# README begin
import numpy as np
import mgxport

model = mgxport.Model(sys.argv[1], arch="host")
print([(i.name, i.dtype.name, i.shape) for i in model.inputs])
x = np.random.default_rng(0).uniform(-1, 1, (4, 64)).astype(np.float32)
y = model.run({"x": x})["y"]  # from many threads at once, too
print("y", y.shape, "rows sum to", np.round(y.sum(axis=1), 3))
# README end
