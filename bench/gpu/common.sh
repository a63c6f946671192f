# Shared by the device scripts (sourced): helpers over the .npy files and
# perf reports they compare.

# rel GOT REF: relative L2 error of two .npy files (in float64), and
# NON-FINITE when GOT holds a NaN or an infinity.
rel() {
  python3 -c "
import numpy as np
g, r = np.load('$1').astype(np.float64), np.load('$2').astype(np.float64)
bad = '' if np.isfinite(g).all() else ' NON-FINITE'
print('%.3g%s' % (np.linalg.norm(g - r) / np.linalg.norm(r), bad))" 2>&1 | tail -1
}

# resident FILE: the device-resident run time's median from a perf report
# (inputs and outputs left in device memory, as PyTorch times GPU tensors).
resident() { grep -E '^Device-resident run time' "$1" | sed -E 's/.*median ([0-9.]+).*/\1/'; }
