"""Tests of the mgxport Python package, driven by python_test.go (go test
./python), which builds libmgxport.so and the bundles first and names them
in the environment:

  MGXPORT_LIB           the library
  MGXPORT_TEST_BUNDLES  a directory of NAME.mgxb (portable) and
                        NAME.host.mgxb (finalized for the host) bundles of
                        the shared models, and bert_buckets.mgxb
  MGXPORT_TEST_MODELS   ../shared/models: model.onnx, input_*.npy and ONNX
                        Runtime's output_*.npy per model
  MGXPORT_TEST_OUT      a directory the tests write files to that
                        python_test.go checks after
"""

import collections
import gc
import glob
import json
import os
import sys
import threading
import unittest
import weakref

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import mgxport  # noqa: E402

BUNDLES = os.environ.get("MGXPORT_TEST_BUNDLES", "")
MODELS = os.environ.get("MGXPORT_TEST_MODELS", "")
NAMES = ("mlp", "cnn", "bert_mini")


def reference(name):
    """The model's inputs and ONNX Runtime's outputs, by name."""
    d = os.path.join(MODELS, name)
    ins = {os.path.basename(p)[6:-4]: np.load(p) for p in glob.glob(os.path.join(d, "input_*.npy"))}
    outs = {os.path.basename(p)[7:-4]: np.load(p) for p in glob.glob(os.path.join(d, "output_*.npy"))}
    return ins, outs


class DLPackOnly:
    """A tensor that offers only the DLPack protocol (as torch and cupy
    tensors do), over a numpy array: the package must read its capsule."""

    def __init__(self, a):
        self.a = a

    def __dlpack__(self, stream=None):
        return self.a.__dlpack__()

    def __dlpack_device__(self):
        return self.a.__dlpack_device__()


class FakeGPU(DLPackOnly):
    """A host array that says it is on CUDA device 0."""

    def __dlpack__(self, stream=None):
        return self.a.__dlpack__()

    def __dlpack_device__(self):
        return (2, 0)


class ModelTest(unittest.TestCase):
    def setUp(self):
        if not BUNDLES or not MODELS:
            self.fail("run through `go test ./python` (it builds the library and the bundles)")

    def check(self, got, want, what):
        self.assertEqual(set(got), set(want), what)
        for k in want:
            self.assertEqual(got[k].shape, want[k].shape, "%s %s" % (what, k))
            np.testing.assert_allclose(got[k], want[k], rtol=1e-4, atol=1e-5, err_msg="%s %s" % (what, k))

    def test_models_equal_onnxruntime(self):
        """Each shared model, portable (finalized in process) and finalized
        for the host, equals ONNX Runtime; also from 4 threads at once."""
        for name in NAMES:
            ins, want = reference(name)
            for kind in ("mgxb", "host.mgxb"):
                path = os.path.join(BUNDLES, "%s.%s" % (name, kind))
                with mgxport.Model(path, arch="host", device=0) as m:
                    self.assertEqual(m.target, "host")
                    self.assertEqual(sorted(i.name for i in m.inputs), sorted(ins), path)
                    self.assertEqual(sorted(o.name for o in m.outputs), sorted(want), path)
                    for i in m.inputs:
                        self.assertEqual(i.dtype, ins[i.name].dtype, path)
                        self.assertEqual(i.shape, ins[i.name].shape, path)
                    self.check(m.run(ins), want, path)
                    errors = []

                    def worker():
                        try:
                            for _ in range(5):
                                self.check(m.run(ins), want, path + " (4 threads)")
                        except Exception as e:  # reported below
                            errors.append(e)

                    threads = [threading.Thread(target=worker) for _ in range(4)]
                    for t in threads:
                        t.start()
                    for t in threads:
                        t.join()
                    self.assertEqual(errors, [], path)

    def test_fresh_inputs_threads_distinct(self):
        """4 threads run distinct random inputs at once: each gets its own
        outputs (the run of the same input alone)."""
        path = os.path.join(BUNDLES, "mlp.mgxb")
        rng = np.random.default_rng(os.getpid())
        xs = [rng.uniform(-1, 1, (4, 64)).astype(np.float32) for _ in range(4)]
        with mgxport.Model(path) as m:
            alone = [m.run({"x": x})["y"] for x in xs]
            got = [None] * 4

            def worker(i):
                for _ in range(5):
                    got[i] = m.run({"x": xs[i]})["y"]

            threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            for i in range(4):
                np.testing.assert_array_equal(got[i], alone[i])
            self.assertFalse(np.array_equal(alone[0], alone[1]))

    def test_inputs_held_between_runs(self):
        """A thread keeps its input arrays' values between runs (the same
        memory, shape and dtype): a run after the array's contents change
        in place reads the new contents; arrays that come and go (more
        than a thread keeps) each run as their own copies do."""
        rng = np.random.default_rng(os.getpid() + 7)
        with mgxport.Model(os.path.join(BUNDLES, "mlp.mgxb")) as m:
            x = rng.uniform(-1, 1, (4, 64)).astype(np.float32)
            y1 = m.run({"x": x})["y"]
            x[...] = rng.uniform(-1, 1, (4, 64))
            y2 = m.run({"x": x})["y"]
            self.assertFalse(np.array_equal(y1, y2), "a run after the input changed in place")
            np.testing.assert_array_equal(y2, m.run({"x": x.copy()})["y"])
            for _ in range(3 * mgxport._HELD_MAX):
                xs = rng.uniform(-1, 1, (4, 64)).astype(np.float32)
                np.testing.assert_array_equal(m.run({"x": xs})["y"], m.run({"x": xs.copy()})["y"])

    def test_outputs_over_library_memory(self):
        """Outputs of known shape are numpy arrays the run writes into (on
        a GPU, over page-locked host tensors the library allocates): each
        run's are its own and writable, they outlive the model, and runs
        that drop theirs give the memory back (a thousand runs do not grow
        the process by their outputs)."""
        ins, want = reference("mlp")
        m = mgxport.Model(os.path.join(BUNDLES, "mlp.host.mgxb"))
        a, b = m.run(ins)["y"], m.run(ins)["y"]
        self.assertTrue(a.flags.writeable and a.flags.c_contiguous)
        self.assertNotEqual(a.ctypes.data, b.ctypes.data)
        self.check({"y": a}, want, "library-memory output")
        b[...] = 0
        self.check({"y": a}, want, "an output after another run's was overwritten")
        for _ in range(1000):
            m.run(ins)
        # An input in a host array the model allocates.
        x = m.host_array(ins["x"].shape, ins["x"].dtype)
        self.assertEqual((x.shape, x.dtype), (ins["x"].shape, ins["x"].dtype))
        x[...] = ins["x"]
        self.check(m.run({"x": x}), want, "a host-array input")
        with self.assertRaises(mgxport.Error):
            m.host_array((2,), np.complex64)
        m.close()
        self.check({"y": a}, want, "an output after the model was closed")
        np.testing.assert_array_equal(x, ins["x"])
        with self.assertRaises(mgxport.Error):
            m.host_array((2,))

    def test_host_fast_path(self):
        """Host runs of C-contiguous numpy arrays go through mgx_run_host
        (one call, no values made): on fresh random inputs their outputs
        equal the general path's (mgx_run over values) bit for bit, for
        outputs of known shape and NMS's, whose shape its data decides;
        read-only inputs run that way too; arrays it does not take (Fortran
        order) run the general way and give the same outputs; a float64
        input and a missing one get the general path's errors."""
        rng = np.random.default_rng(os.getpid() + 11)
        with mgxport.Model(os.path.join(BUNDLES, "mlp.host.mgxb")) as fast, \
                mgxport.Model(os.path.join(BUNDLES, "mlp.host.mgxb")) as general:
            general._fast = False
            self.assertTrue(fast._fast)
            for _ in range(3):
                x = rng.uniform(-1, 1, (4, 64)).astype(np.float32)
                want = general.run({"x": x})["y"]
                np.testing.assert_array_equal(fast.run({"x": x})["y"], want)
                self.assertEqual(fast.last_run, mgxport.RunInfo("", "host", False, False))
                x.setflags(write=False)
                np.testing.assert_array_equal(fast.run({"x": x})["y"], want)
                np.testing.assert_array_equal(fast.run({"x": np.asfortranarray(x)})["y"], want)
            self.assertIsNone(fast._run_host({"x": np.asfortranarray(x)}))
            with self.assertRaises(mgxport.Error) as e:
                fast.run({"x": x.astype(np.float64)})
            self.assertIn("float64", str(e.exception))
            with self.assertRaises(mgxport.Error) as e:
                fast.run({})
            self.assertIn("x", str(e.exception))
        with mgxport.Model(os.path.join(BUNDLES, "nms_boxes.host.mgxb")) as fast, \
                mgxport.Model(os.path.join(BUNDLES, "nms_boxes.host.mgxb")) as general:
            general._fast = False
            self.assertIsNone(fast.outputs[0].shape)
            counts = set()
            # Scores up to just above its threshold (0.3) select fewer
            # boxes than its limit (8 a class).
            for top in (0.31, 0.32, 0.35, 0.5, 1):
                xy = rng.uniform(0, 10, (2, 60, 2)).astype(np.float32)
                wh = rng.uniform(0.5, 4, (2, 60, 2)).astype(np.float32)
                ins = {"boxes": np.concatenate([xy, xy + wh], axis=2),
                       "scores": rng.uniform(0, top, (2, 3, 60)).astype(np.float32)}
                want = general.run(ins)["selected"]
                got = fast.run(ins)["selected"]
                self.assertEqual((got.dtype, got.shape), (want.dtype, want.shape))
                np.testing.assert_array_equal(got, want)
                counts.add(got.shape[0])
            self.assertGreater(len(counts), 1, "every random draw selected as many boxes")
        # A model dropped after such runs is released at once, not when the
        # collector finds a cycle through the thread's descriptors.
        m = mgxport.Model(os.path.join(BUNDLES, "mlp.host.mgxb"))
        m.run({"x": rng.uniform(-1, 1, (4, 64)).astype(np.float32)})
        ref = weakref.ref(m)
        gc.disable()
        try:
            del m
            self.assertIsNone(ref(), "a dropped model outlived its last reference")
        finally:
            gc.enable()

    def test_dlpack_and_outputs(self):
        """DLPack inputs (read from the capsule) and caller-owned outputs
        (a numpy array, and a DLPack-only tensor) give ONNX Runtime's
        values; numpy's from_dlpack takes the outputs without a copy."""
        ins, want = reference("mlp")
        with mgxport.Model(os.path.join(BUNDLES, "mlp.host.mgxb")) as m:
            y = np.zeros_like(want["y"])
            res = m.run({"x": DLPackOnly(ins["x"])}, outputs={"y": y})
            self.assertIs(res["y"], y)
            self.check({"y": y}, want, "DLPack in, numpy out")
            y2 = np.zeros_like(want["y"])
            res = m.run({"x": ins["x"]}, outputs={"y": DLPackOnly(y2)})
            self.check({"y": y2}, want, "DLPack out")
            view = np.from_dlpack(m.run({"x": ins["x"]})["y"])
            self.check({"y": view}, want, "from_dlpack")

    def test_buckets(self):
        """bert_mini with buckets: symbolic dims by name; ONNX Runtime's
        (1, 16) input runs padded in the seq=32 bucket and equals its
        output; a shape outside the grid is an Error naming the grid."""
        ins, want = reference("bert_mini")
        with mgxport.Model(os.path.join(BUNDLES, "bert_buckets.mgxb")) as m:
            self.assertEqual(m.inputs[0].shape, ("batch", "seq"))
            self.assertEqual([b.name for b in m.buckets],
                             ["batch=1,seq=8", "batch=1,seq=32", "batch=2,seq=8", "batch=2,seq=32"])
            self.check(m.run(ins), want, "bucketed")
            self.assertEqual(m.last_run, mgxport.RunInfo("batch=1,seq=32", "host", True, False))
            big = {k: np.ones((1, 40), dtype=np.int64) for k in ins}
            with self.assertRaises(mgxport.Error) as e:
                m.run(big)
            self.assertIn("outside the shape buckets", str(e.exception))

    def test_strings(self):
        """String tensors in and out (the strings bundle: StringNormalizer
        to upper case, LabelEncoder to the vocabulary's ids): fresh random
        words as object, '<U' and UTF-8 'S' arrays give the same upper-cased
        object array of str and ids; portable and host bundles agree; bytes
        that are not UTF-8, a non-string element and a caller's array for a
        string output are Errors naming the input or output."""
        with open(os.path.join(BUNDLES, "strings_vocab.txt"), encoding="utf-8") as f:
            vocab = f.read().split()
        rng = np.random.default_rng()
        letters = list("abcdefghijklmnopqrstuvwxyzéàöñ")
        words, want_ids = [], []
        for i in range(4):
            if i % 2 == 0:
                k = int(rng.integers(len(vocab)))
                w = "".join(c.upper() if rng.integers(2) else c for c in vocab[k].lower())
                want_ids.append(k)
            else:
                w = "".join(rng.choice(letters, int(rng.integers(2, 7)))) + "q"
                want_ids.append(-1)
            words.append(w)
        want_upper = [w.upper() for w in words]
        for kind in ("mgxb", "host.mgxb"):
            with mgxport.Model(os.path.join(BUNDLES, "strings.%s" % kind)) as m:
                self.assertEqual(m.inputs, [mgxport.TensorInfo("words", np.dtype(object), (4,))])
                self.assertEqual([o.dtype for o in m.outputs], [np.dtype(object), np.dtype(np.int64)])
                for arr in (np.array(words, dtype=object), np.array(words),
                            np.array([w.encode("utf-8") for w in words], dtype="S")):
                    out = m.run({"words": arr})
                    self.assertEqual(out["upper"].dtype, np.dtype(object), arr.dtype)
                    self.assertEqual(out["upper"].shape, (4,))
                    self.assertEqual(list(out["upper"]), want_upper, arr.dtype)
                    self.assertEqual(list(out["ids"]), want_ids, arr.dtype)
                for bad, msg in ((np.array([b"ok", b"\xff\xfe", b"a", b"b"], dtype="S"), "input words: string 1 is not valid UTF-8"),
                                 (np.array(["a", "b", 3, "c"], dtype=object), "input words: element 2 is int"),
                                 (np.array(["a", "\udcff", "b", "c"], dtype=object), "input words: string 1 is not valid UTF-8")):
                    with self.assertRaises(mgxport.Error) as e:
                        m.run({"words": bad})
                    self.assertIn(msg, str(e.exception))
                    self.assertEqual(e.exception.code, 1)
                with self.assertRaises(mgxport.Error) as e:
                    m.run({"words": np.array(words)}, outputs={"upper": np.empty(4, dtype=object)})
                self.assertIn("output upper is a string value", str(e.exception))

    def test_zipmap(self):
        """A classifier ending in ZipMap (LinearClassifier, labels "no" and
        "yes", softmax): its probabilities come back as ONNX Runtime's
        Python API gives them, a list of {label: probability} dicts, equal
        to the softmax computed here on fresh random features; the labels
        as an object array of str."""
        rng = np.random.default_rng()
        x = rng.standard_normal((2, 2)).astype(np.float32)
        s = x[:, 0].astype(np.float64) - x[:, 1]
        for kind in ("mgxb", "host.mgxb"):
            with mgxport.Model(os.path.join(BUNDLES, "classifier.%s" % kind)) as m:
                self.assertEqual([(o.name, o.dtype, o.shape) for o in m.outputs],
                                 [("output_label", np.dtype(object), (2,)), ("output_probability", "sequence", None)])
                out = m.run({"x": x})
                self.assertEqual(list(out["output_label"]), ["no" if v >= 0 else "yes" for v in s])
                probs = out["output_probability"]
                self.assertIsInstance(probs, list)
                self.assertEqual(len(probs), 2)
                for r, d in enumerate(probs):
                    self.assertEqual(sorted(d), ["no", "yes"])
                    np.testing.assert_allclose([d["no"], d["yes"]], [1 / (1 + np.exp(-2 * s[r])), 1 / (1 + np.exp(2 * s[r]))],
                                               rtol=1e-5, atol=1e-6)
                with self.assertRaises(mgxport.Error) as e:
                    m.run({"x": x}, outputs={"output_probability": np.zeros(2, np.float32)})
                self.assertIn("output output_probability is a sequence value", str(e.exception))
        # A reference file as one would write ONNX Runtime's output (the
        # same list of dicts): the softmax computed here, which
        # python_test.go checks mgxport's verify passes against.
        want = [{"no": float(1 / (1 + np.exp(-2 * v))), "yes": float(1 / (1 + np.exp(2 * v)))} for v in s]
        j = mgxport.value_json(want)
        self.assertEqual(j["dtype"], "sequence")
        self.assertEqual(j["items"][0]["items"][0], {"dtype": "string", "shape": [2], "data": ["no", "yes"]})
        self.assertEqual(j["items"][0]["items"][1]["dtype"], "float32")
        self.assertEqual(mgxport.value_json({3: 0.5, -1: float("nan")})["items"],
                         [{"dtype": "int64", "shape": [2], "data": [3, -1]},
                          {"dtype": "float32", "shape": [2], "data": [0.5, "NaN"]}])
        self.assertEqual(mgxport.value_json(None), {"dtype": "optional", "items": []})
        out_dir = os.environ.get("MGXPORT_TEST_OUT", "")
        if out_dir:
            np.save(os.path.join(out_dir, "zipmap_x.npy"), x)
            with open(os.path.join(out_dir, "zipmap_want.json"), "w") as f:
                json.dump(j, f)

    def test_threads(self):
        """The cnn model on one thread, on a pool of its own of 2, and twice
        on a shared Pool of 3 run from 4 threads at once: every output the
        same bytes, and ONNX Runtime's; the pool's release leaves its
        models running; a bad count, or threads with a pool, is an error."""
        ins, want = reference("cnn")
        path = os.path.join(BUNDLES, "cnn.host.mgxb")
        with mgxport.Model(path, threads=1) as m:
            self.assertEqual(m.threads, 1)
            one = m.run(ins)
        self.check(one, want, "1 thread")
        with mgxport.Model(path, threads=2) as m:
            self.assertEqual(m.threads, 2)
            for k, v in m.run(ins).items():
                np.testing.assert_array_equal(v, one[k], "2 threads")
        with mgxport.Model(path) as m:
            self.assertEqual(m.threads, len(os.sched_getaffinity(0)))
        pool = mgxport.Pool(3)
        self.assertEqual(pool.threads, 3)
        ms = [mgxport.Model(path, pool=pool) for _ in range(2)]
        self.assertEqual([m.threads for m in ms], [3, 3])
        errors = []

        def worker(m):
            try:
                for _ in range(3):
                    for k, v in m.run(ins).items():
                        np.testing.assert_array_equal(v, one[k], "a shared pool of 3")
            except Exception as e:  # reported below
                errors.append(e)

        threads = [threading.Thread(target=worker, args=(ms[i % 2],)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        with self.assertRaises(mgxport.Error) as e:
            mgxport.Model(path, pool=pool, threads=2)
        self.assertIn("Pool", str(e.exception))
        pool.close()
        for k, v in ms[0].run(ins).items():
            np.testing.assert_array_equal(v, one[k], "after the pool's close")
        for m in ms:
            m.close()
        with self.assertRaises(mgxport.Error) as e:
            mgxport.Model(path, pool=pool)
        self.assertIn("closed", str(e.exception))
        for bad in (-1, 1.5, "x"):
            with self.assertRaises(mgxport.Error):
                mgxport.Model(path, threads=bad)
        for bad in (-1, 2.0, True):
            with self.assertRaises(mgxport.Error):
                mgxport.Pool(bad)

    def test_errors(self):
        with self.assertRaises(mgxport.Error) as e:
            mgxport.Model(os.path.join(BUNDLES, "missing.mgxb"))
        self.assertEqual(e.exception.code, 2)
        with self.assertRaises(mgxport.Error) as e:
            mgxport.Model(os.path.join(BUNDLES, "mlp.mgxb"), arch="no_such_arch")
        self.assertIn("no_such_arch", str(e.exception))
        with mgxport.Model(os.path.join(BUNDLES, "mlp.mgxb")) as m:
            for bad, msg in (({"x": np.zeros((4, 63), np.float32)}, "input x"),
                             ({"z": np.zeros((4, 64), np.float32)}, "unknown input"),
                             ({"x": np.zeros((4, 64), np.complex64)}, "complex64")):
                with self.assertRaises(mgxport.Error) as e:
                    m.run(bad)
                self.assertIn(msg, str(e.exception))
            # A GPU tensor (as DLPack says) for a model on the host is
            # refused before its memory is touched.
            with self.assertRaises(mgxport.Error) as e:
                m.run({"x": FakeGPU(np.zeros((4, 64), np.float32))})
            self.assertIn("GPU tensor", str(e.exception))
        self.assertTrue(mgxport.version())


class PinOnReuseTest(unittest.TestCase):
    """Pin on reuse (mgxport._PIN_MIN) without a GPU: a Model whose target
    says GPU over a library stand-in that records the registrations."""

    class Lib:
        def __init__(self, fail=False):
            self.calls, self.fail = [], fail

        def mgx_model_register_host(self, h, ptr, n):
            self.calls.append(("register", ptr.value, n))
            return 7 if self.fail else None  # a status handle: refused

        def mgx_model_unregister_host(self, h, ptr):
            self.calls.append(("unregister", ptr.value))

        def mgx_status_release(self, st):
            self.calls.append(("release_status", st))

    def model(self, fail=False):
        m = mgxport.Model.__new__(mgxport.Model)
        lib = self.Lib(fail)
        m._l = type("L", (), {"lib": lib})()
        m._h, m.target = 1, "sm_90a"
        m._pin_lock = threading.RLock()
        m._seen, m._pins, m._pinned = {}, collections.OrderedDict(), 0
        return m, lib

    def test_second_sight_registers_and_death_unregisters(self):
        m, lib = self.model()
        a = np.random.default_rng().standard_normal(mgxport._PIN_MIN // 4).astype(np.float32)
        key = (a.ctypes.data, a.nbytes)
        m._pin(a)
        self.assertEqual(lib.calls, [], "an array seen once was registered")
        m._pin(a)
        self.assertEqual(lib.calls, [("register", key[0], key[1])])
        m._pin(a)  # registered already: nothing more
        self.assertEqual(len(lib.calls), 1)
        self.assertEqual(m._pinned, a.nbytes)
        del a  # the weakref finalizer unregisters before numpy frees it
        self.assertEqual(lib.calls[-1], ("unregister", key[0]))
        self.assertEqual((m._pinned, len(m._pins)), (0, 0))

    def test_small_other_and_refused_arrays_are_staged(self):
        m, lib = self.model()
        small = np.ones(mgxport._PIN_MIN // 4 - 1, np.float32)
        m._pin(small), m._pin(small)
        a = np.random.default_rng().standard_normal(mgxport._PIN_MIN // 4).astype(np.float32)
        b = a.copy()  # another array: each is seen once
        m._pin(a), m._pin(b)
        self.assertEqual(lib.calls, [])
        m, lib = self.model(fail=True)
        m._pin(a), m._pin(a)
        self.assertEqual([c[0] for c in lib.calls], ["register", "release_status"])
        self.assertEqual((m._pinned, len(m._pins)), (0, 0))

    def test_bound_and_close(self):
        m, lib = self.model()
        rng = np.random.default_rng()
        arrays = [rng.standard_normal(mgxport._PIN_MIN // 4).astype(np.float32) for _ in range(3)]
        old = mgxport._PIN_MAX
        mgxport._PIN_MAX = 2 * mgxport._PIN_MIN  # room for two
        try:
            for a in arrays:
                m._pin(a), m._pin(a)
        finally:
            mgxport._PIN_MAX = old
        # The least recently used went first.
        self.assertEqual([c[0] for c in lib.calls], ["register", "register", "register", "unregister"])
        self.assertEqual(lib.calls[3][1], arrays[0].ctypes.data)
        self.assertEqual(m._pinned, 2 * mgxport._PIN_MIN)
        m._h = None  # close() without a library handle to release
        m.close()
        n = len(lib.calls)
        del arrays  # detached: no unregistration after close
        self.assertEqual(len(lib.calls), n)


if __name__ == "__main__":
    unittest.main()
