"""Compares an output [batch, seq, ...] with ORT's on the valid positions only
(attention_mask == 1), for models whose outputs at masked positions depend on
the sequence length (ModernBERT: a query whose local window holds only
masked keys attends uniformly over all keys, so padding changes it).
    python3 bench/gpu/compare_valid.py GOT.npy WANT.npy MASK.npy RTOL ATOL
Exits 0 when every valid element is within atol + rtol*|want|; prints the
worst valid error and, for information, the worst masked-position one."""
import sys
import numpy as np

got, want, mask = (np.load(p) for p in sys.argv[1:4])
rtol, atol = float(sys.argv[4]), float(sys.argv[5])
if got.shape != want.shape:
    print("shape %s, want %s" % (got.shape, want.shape)); sys.exit(1)
valid = mask.astype(bool)
err = np.abs(got - want)
bad = err > atol + rtol * np.abs(want)
vb, n = int(bad[valid].sum()), int(bad[valid].size)
masked = err[~valid].max() if (~valid).any() else 0.0
print("valid positions: %d of %d elements outside rtol %g atol %g (max err %.3g); masked positions max err %.3g"
      % (vb, n, rtol, atol, err[valid].max(), masked))
sys.exit(1 if vb else 0)
