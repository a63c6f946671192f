"""Exports the issue-30 vision models on the GPU machine (torchvision,
random weights with a fixed seed, batch 1, 224x224, opset 17,
torch.onnx.export(dynamo=False)) into model directories threads_vs_ort.sh
times: DIR/<name>/model.onnx, input_x.npy and output_y.npy (ONNX Runtime
CPU's output, the reference).
    python3 bench/host/export_vision.py DIR [name ...]
Names: mobilenet_v2 squeezenet1_1 resnet18 (default: all)."""
import os, sys
import numpy as np, onnxruntime as ort, torch, torchvision

out = sys.argv[1]
names = sys.argv[2:] or ["mobilenet_v2", "squeezenet1_1", "resnet18"]
torch.manual_seed(30)
for name in names:
    d = os.path.join(out, name)
    if os.path.exists(os.path.join(d, "output_y.npy")):
        continue
    os.makedirs(d, exist_ok=True)
    m = getattr(torchvision.models, name)(weights=None).eval()
    x = torch.randn(1, 3, 224, 224)
    torch.onnx.export(m, (x,), os.path.join(d, "model.onnx"), input_names=["x"], output_names=["y"],
                      opset_version=17, dynamo=False)
    np.save(os.path.join(d, "input_x.npy"), x.numpy())
    s = ort.InferenceSession(os.path.join(d, "model.onnx"), providers=["CPUExecutionProvider"])
    np.save(os.path.join(d, "output_y.npy"), s.run(None, {"x": x.numpy()})[0])
    print("exported %s" % name, flush=True)
