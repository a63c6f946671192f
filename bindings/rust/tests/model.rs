//! The crate against the shared models, driven by rust_test.go (go test
//! ./bindings/rust), which builds libmgxport.so and the bundles and names
//! them in the environment: MGXPORT_TEST_BUNDLES (mlp.mgxb, mlp.host.mgxb,
//! bert_buckets.mgxb) and MGXPORT_TEST_MODELS (../shared/models, with ONNX
//! Runtime's outputs).

use std::path::PathBuf;

use mgxport::{Dim, Input, Model, Options, OutputInto, Pool};

fn env_dir(var: &str) -> PathBuf {
    match std::env::var_os(var) {
        Some(d) => PathBuf::from(d),
        None => panic!("${} is not set: run these tests through `go test ./bindings/rust`", var),
    }
}

/// A .npy file's little-endian data and shape (the shared models' files:
/// format 1.0, C order).
fn npy(path: PathBuf) -> (Vec<u8>, Vec<i64>) {
    let b = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    assert_eq!(&b[..6], b"\x93NUMPY", "{}", path.display());
    let hlen = u16::from_le_bytes([b[8], b[9]]) as usize;
    let header = std::str::from_utf8(&b[10..10 + hlen]).unwrap();
    assert!(header.contains("'fortran_order': False"), "{}", header);
    let s = &header[header.find("'shape': (").unwrap() + 10..];
    let shape = s[..s.find(')').unwrap()].split(',').filter(|x| !x.trim().is_empty()).map(|x| x.trim().parse().unwrap()).collect();
    (b[10 + hlen..].to_vec(), shape)
}

fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn ints(b: &[u8]) -> Vec<i64> {
    b.chunks(8).map(|c| i64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]])).collect()
}

fn assert_close(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{}", what);
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= 1e-5 + 1e-4 * w.abs(), "{}: [{}] = {}, want {}", what, i, g, w);
    }
}

#[test]
fn mlp_equals_onnxruntime_from_threads() {
    let models = env_dir("MGXPORT_TEST_MODELS");
    let (xb, xs) = npy(models.join("mlp/input_x.npy"));
    let (yb, ys) = npy(models.join("mlp/output_y.npy"));
    let (x, want) = (floats(&xb), floats(&yb));
    for name in ["mlp.mgxb", "mlp.host.mgxb"] {
        let m = Model::open(env_dir("MGXPORT_TEST_BUNDLES").join(name), &Options::new().arch("host")).unwrap();
        assert_eq!(m.target(), "host");
        assert_eq!(m.inputs()[0].name, "x");
        assert_eq!(m.inputs()[0].shape, Some(xs.iter().map(|d| Dim::Fixed(*d)).collect()));
        assert!(m.buckets().is_empty());
        let run = m.run(&[Input::new("x", &xs, &x)]).unwrap();
        let y = run.output("y").unwrap();
        assert_eq!(y.shape, ys);
        assert_close(y.as_slice::<f32>().unwrap(), &want, name);
        assert!(y.as_slice::<i64>().is_err());
        // Into the caller's buffer.
        let mut buf = vec![0f32; want.len()];
        let mut into = [OutputInto::new("y", &mut buf)];
        m.run_into(&[Input::new("x", &xs, &x)], &mut into).unwrap();
        assert_eq!(into[0].shape(), &ys[..]);
        assert_close(&buf, &want, "run_into");
        // 4 threads at once.
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| {
                    for _ in 0..5 {
                        let run = m.run(&[Input::new("x", &xs, &x)]).unwrap();
                        assert_close(run.output("y").unwrap().as_slice().unwrap(), &want, "thread");
                    }
                });
            }
        });
    }
}

#[test]
fn threads_and_a_shared_pool() {
    let models = env_dir("MGXPORT_TEST_MODELS");
    let (xb, xs) = npy(models.join("mlp/input_x.npy"));
    let (yb, _) = npy(models.join("mlp/output_y.npy"));
    let (x, want) = (floats(&xb), floats(&yb));
    let path = env_dir("MGXPORT_TEST_BUNDLES").join("mlp.host.mgxb");
    let one = Model::open(&path, &Options::new().threads(1)).unwrap();
    assert_eq!(one.threads(), 1);
    let y1 = one.run(&[Input::new("x", &xs, &x)]).unwrap().output("y").unwrap().as_slice::<f32>().unwrap().to_vec();
    assert_close(&y1, &want, "1 thread");
    let pool = Pool::new(3).unwrap();
    assert_eq!(pool.threads(), 3);
    let e = Model::open(&path, &Options::new().pool(&pool).threads(2)).err().unwrap();
    assert!(e.message.contains("Pool"), "{}", e);
    let ms = [Model::open(&path, &Options::new().pool(&pool)).unwrap(), Model::open(&path, &Options::new().pool(&pool)).unwrap()];
    // The models keep the pool's threads after its last handle goes.
    drop(pool);
    std::thread::scope(|s| {
        for i in 0..4 {
            let (m, xs, x, y1) = (&ms[i % 2], &xs, &x, &y1);
            s.spawn(move || {
                assert_eq!(m.threads(), 3);
                for _ in 0..3 {
                    let run = m.run(&[Input::new("x", xs, x)]).unwrap();
                    assert_eq!(run.output("y").unwrap().as_slice::<f32>().unwrap(), &y1[..], "a shared pool of 3");
                }
            });
        }
    });
}

#[test]
fn errors_are_results() {
    let dir = env_dir("MGXPORT_TEST_BUNDLES");
    let e = Model::open(dir.join("missing.mgxb"), &Options::new()).err().unwrap();
    assert_eq!(e.code, mgxport::sys::MGX_NOT_FOUND, "{}", e);
    let e = Model::open(dir.join("mlp.mgxb"), &Options::new().arch("no_such_arch")).err().unwrap();
    assert!(e.message.contains("no_such_arch"), "{}", e);
    let m = Model::open(dir.join("mlp.mgxb"), &Options::new()).unwrap();
    let x = vec![0f32; 4 * 63];
    let e = m.run(&[Input::new("x", &[4, 63], &x)]).err().unwrap();
    assert!(e.message.contains("input x"), "{}", e);
    let mut small = vec![0f32; 3];
    let x = vec![0f32; 4 * 64];
    let e = m.run_into(&[Input::new("x", &[4, 64], &x)], &mut [OutputInto::new("y", &mut small)]).err().unwrap();
    assert!(e.message.contains("output y"), "{}", e);
    assert!(!mgxport::version().is_empty());
}

#[test]
fn buckets_pad_and_route() {
    let models = env_dir("MGXPORT_TEST_MODELS");
    let (ib, shape) = npy(models.join("bert_mini/input_input_ids.npy"));
    let (mb, _) = npy(models.join("bert_mini/input_attention_mask.npy"));
    let (yb, ys) = npy(models.join("bert_mini/output_last_hidden_state.npy"));
    let m = Model::open(env_dir("MGXPORT_TEST_BUNDLES").join("bert_buckets.mgxb"), &Options::new().cache_only(true)).unwrap();
    assert_eq!(m.inputs()[0].shape, Some(vec![Dim::Symbolic("batch".into()), Dim::Symbolic("seq".into())]));
    let ready: Vec<&str> = m.buckets().iter().filter(|b| b.ready).map(|b| b.name.as_str()).collect();
    assert_eq!(ready, vec!["batch=1,seq=32"]);
    let (ids, mask) = (ints(&ib), ints(&mb));
    let run = m.run(&[Input::new("input_ids", &shape, &ids), Input::new("attention_mask", &shape, &mask)]).unwrap();
    assert_eq!((run.bucket.as_str(), run.padded, run.cold, run.device.as_str()), ("batch=1,seq=32", true, false, "host"));
    let y = run.output("last_hidden_state").unwrap();
    assert_eq!(y.shape, ys);
    assert_close(y.as_slice().unwrap(), &floats(&yb), "bert_mini padded to seq=32");
    // A shape in a bucket the bundle lacks is cold (finalized on the fly
    // on the host target; on a GPU arch it would run on the host).
    let run = m.run(&[Input::new("input_ids", &[2, 5], &ids[..10]), Input::new("attention_mask", &[2, 5], &mask[..10])]).unwrap();
    assert_eq!((run.bucket.as_str(), run.cold), ("batch=2,seq=8", true));
}
