#!/usr/bin/env bash
# Where BERT-base b32's time goes (tuned quick, per kernel symbol), and the host peers of
# issue 17 (int8 and fp32 CNNs, and any model dirs given) beside ONNX
# Runtime CPU with the same threads. Run after `accept.sh bert` on the GPU
# machine (same $W): bench/gpu/profile.sh [MODEL_DIR ...]
set -uo pipefail
W=/tmp/mgx; M=$W/dist/mgxport; B=$W/bert; RES=${OUT:-/tmp/out}
export MGXPORT_CACHE_DIR=$W/cache_prof
in="--input input_ids=$B/b32/input_input_ids.npy --input attention_mask=$B/b32/input_attention_mask.npy"
if [ -f $B/b32.mgxb ]; then
  "$M" finalize $B/b32.mgxb --arch sm_90 --tune quick -o $B/tp.mgxb -q -j 16 2>/dev/null
  "$M" perf $B/tp.mgxb --arch sm_90 $in -n 20 --warmup 3 --launches=false > $RES/bert_tuned_perf.txt 2>&1
  echo "== mgxport BERT b32 tuned quick, per kernel symbol"
  sed -n '/^Summary:/,$p' $RES/bert_tuned_perf.txt | head -32
  echo "bert b32 tuned perf: $(grep -E 'median' $RES/bert_tuned_perf.txt | tr -s ' ')"
fi
T=$(nproc)
for d in testdata/models/cnn_fp32 testdata/models/cnn_int8_qdq testdata/models/cnn_int8_qop "$@"; do
  ins=""; for f in $d/input_*.npy; do n=$(basename $f .npy); ins="$ins --input ${n#input_}=$f"; done
  GOMAXPROCS=$T "$M" perf $d/model.onnx --arch host $ins -n 20 --warmup 3 > $RES/host_$(basename $d).txt 2>&1
  echo "mgxport host $(basename $d): $(grep -E 'median' $RES/host_$(basename $d).txt | tr -s ' ' | cut -c1-160) (GOMAXPROCS $T)"
done
python3 bench/host/ort_peer.py $T testdata/models/cnn_fp32 testdata/models/cnn_int8_qdq testdata/models/cnn_int8_qop "$@" 2>&1 | grep -v Warning
