//! Run mgxport bundles in process, from Rust: a safe wrapper over the C ABI
//! (`libmgxport.so`, `mgxport.h`), with the raw declarations in [`sys`].
//!
//! ```no_run
//! use mgxport::{Input, Model, Options};
//! let model = Model::open("model.mgxb", &Options::new().arch("host"))?;
//! let x = vec![0.5f32; 4 * 64];
//! let run = model.run(&[Input::new("x", &[4, 64], &x)])?;
//! let y: &[f32] = run.output("y").unwrap().as_slice()?;
//! # Ok::<(), mgxport::Error>(())
//! ```
//!
//! A [`Model`] is `Send + Sync`: threads share one and run it at once. A
//! bundle of shape buckets takes any input shape inside its grid (padded to
//! the smallest covering bucket, outputs sliced back); with
//! [`Options::cache_only`] a bucket not finalized for the arch runs on the
//! host instead.

pub mod sys;

use std::ffi::{CStr, CString};
use std::fmt;
use std::marker::PhantomData;
use std::os::raw::{c_char, c_int, c_void};
use std::path::Path;
use std::ptr;

/// An error the library reported: `code` is mgxport.h's `mgx_code`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub code: i32,
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "mgxport: {}", self.message)
    }
}

impl std::error::Error for Error {}

/// The crate's result type.
pub type Result<T> = std::result::Result<T, Error>;

fn invalid(message: String) -> Error {
    Error { code: sys::MGX_INVALID_ARGUMENT, message }
}

/// check turns a status into a Result, releasing it.
fn check(st: *mut sys::mgx_status) -> Result<()> {
    if st.is_null() {
        return Ok(());
    }
    unsafe {
        let err = Error {
            code: sys::mgx_status_code(st),
            message: CStr::from_ptr(sys::mgx_status_message(st)).to_string_lossy().into_owned(),
        };
        sys::mgx_status_release(st);
        Err(err)
    }
}

fn cstring(s: &str) -> Result<CString> {
    CString::new(s).map_err(|_| invalid(format!("{:?} holds a NUL byte", s)))
}

unsafe fn string(p: *const c_char) -> String {
    if p.is_null() {
        String::new()
    } else {
        CStr::from_ptr(p).to_string_lossy().into_owned()
    }
}

/// mgxport's version, as the library reports it.
pub fn version() -> String {
    let mut buf = [0 as c_char; 64];
    unsafe {
        sys::mgx_version(buf.as_mut_ptr(), buf.len());
        string(buf.as_ptr())
    }
}

/// An element type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DType {
    F32,
    F16,
    F64,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    Bool,
}

const DTYPES: [(DType, sys::mgx_dtype, usize); 12] = [
    (DType::F32, sys::MGX_FLOAT32, 4),
    (DType::F16, sys::MGX_FLOAT16, 2),
    (DType::F64, sys::MGX_FLOAT64, 8),
    (DType::I8, sys::MGX_INT8, 1),
    (DType::I16, sys::MGX_INT16, 2),
    (DType::I32, sys::MGX_INT32, 4),
    (DType::I64, sys::MGX_INT64, 8),
    (DType::U8, sys::MGX_UINT8, 1),
    (DType::U16, sys::MGX_UINT16, 2),
    (DType::U32, sys::MGX_UINT32, 4),
    (DType::U64, sys::MGX_UINT64, 8),
    (DType::Bool, sys::MGX_BOOL, 1),
];

impl DType {
    fn code(self) -> sys::mgx_dtype {
        DTYPES.iter().find(|d| d.0 == self).unwrap().1
    }
    fn from_code(c: sys::mgx_dtype) -> Result<DType> {
        DTYPES.iter().find(|d| d.1 == c).map(|d| d.0).ok_or_else(|| invalid(format!("unknown dtype code {}", c)))
    }
    /// The bytes of one element.
    pub fn size(self) -> usize {
        DTYPES.iter().find(|d| d.0 == self).unwrap().2
    }
}

/// A Rust type a tensor's elements can have (float16 data goes as u16
/// through [`Input::from_bytes`]).
pub trait Element: Copy + 'static {
    const DTYPE: DType;
}

macro_rules! element {
    ($($t:ty => $d:ident),*) => { $(impl Element for $t { const DTYPE: DType = DType::$d; })* };
}
element!(f32 => F32, f64 => F64, i8 => I8, i16 => I16, i32 => I32, i64 => I64, u8 => U8, u16 => U16, u32 => U32, u64 => U64, bool => Bool);

/// One axis of an input's or output's shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dim {
    Fixed(i64),
    /// A symbolic (bucketed) axis, by its dim's name.
    Symbolic(String),
}

/// An input or output of a model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorInfo {
    pub name: String,
    pub dtype: DType,
    /// None for an output whose shape is known only at run time.
    pub shape: Option<Vec<Dim>>,
}

/// A shape bucket, and whether the bundle holds its kernels finalized for
/// the model's arch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bucket {
    pub name: String,
    pub ready: bool,
}

/// How [`Model::open`] prepares a bundle (mgxport.h's options).
#[derive(Debug, Clone, Default)]
pub struct Options {
    settings: Vec<(String, String)>,
    pool: Option<Pool>,
}

/// Host threads that models share (mgxport.h's `mgx_pool`): models opened
/// with [`Options::pool`] run their host kernels on its threads, so that
/// models running at once do not oversubscribe the cores. Clones share the
/// threads, which stop when the last clone and the last model opened on
/// them are dropped. Outputs are the same bytes whatever the count.
#[derive(Debug, Clone)]
pub struct Pool(std::sync::Arc<PoolRaw>);

#[derive(Debug)]
struct PoolRaw(*mut sys::mgx_pool);

// The C ABI's pools are thread-safe (mgxport.h).
unsafe impl Send for PoolRaw {}
unsafe impl Sync for PoolRaw {}

impl Drop for PoolRaw {
    fn drop(&mut self) {
        unsafe { sys::mgx_pool_release(self.0) }
    }
}

impl Pool {
    /// Starts `threads` threads (0: one per core).
    pub fn new(threads: usize) -> Result<Pool> {
        let mut raw = ptr::null_mut();
        unsafe { check(sys::mgx_pool_create(threads, &mut raw))? };
        Ok(Pool(std::sync::Arc::new(PoolRaw(raw))))
    }
    /// How many threads it runs.
    pub fn threads(&self) -> usize {
        let mut n = 0usize;
        // Fails only on a NULL pool, which a Pool never holds.
        unsafe { check(sys::mgx_pool_threads(self.0 .0, &mut n)).map(|_| n).unwrap_or(0) }
    }
}

impl Options {
    /// The defaults: the host, the default kernel cache.
    pub fn new() -> Options {
        Options::default()
    }
    fn set(mut self, k: &str, v: String) -> Options {
        self.settings.push((k.to_string(), v));
        self
    }
    /// The target: "host", an NVIDIA or AMD arch ("sm_90"), or "auto".
    pub fn arch(self, arch: &str) -> Options {
        self.set("arch", arch.to_string())
    }
    /// The GPU's ordinal.
    pub fn device(self, device: u32) -> Options {
        self.set("device", device.to_string())
    }
    /// The kernel cache directory.
    pub fn cache_dir(self, dir: &str) -> Options {
        self.set("cache_dir", dir.to_string())
    }
    /// Run a bucket on the arch only when the bundle holds its kernels
    /// finalized for it, else on the host.
    pub fn cache_only(self, on: bool) -> Options {
        self.set("cache_only", (on as i32).to_string())
    }
    /// Load every finalized bucket's kernels at open.
    pub fn preload(self, on: bool) -> Options {
        self.set("preload", (on as i32).to_string())
    }
    /// The MLIR C API library to finalize with.
    pub fn mlir_lib(self, path: &str) -> Options {
        self.set("mlir_lib", path.to_string())
    }
    /// A key (or a file of keys) whose finalized objects in a bundle run,
    /// as `mgxport finalize --trust` takes it; repeatable.
    pub fn trust(self, key: &str) -> Options {
        self.set("trust", key.to_string())
    }
    /// The pad value of an input in padded buckets.
    pub fn pad(self, input: &str, value: f64) -> Options {
        self.set(&format!("pad:{}", input), value.to_string())
    }
    /// The host threads of the model's own pool (0, the default: one per
    /// core, as ONNX Runtime's intra_op_num_threads; 1: one thread); an
    /// error at open together with [`Options::pool`].
    pub fn threads(self, threads: usize) -> Options {
        self.set("threads", threads.to_string())
    }
    /// Run the host's kernels on a shared [`Pool`]'s threads.
    pub fn pool(mut self, pool: &Pool) -> Options {
        self.pool = Some(pool.clone());
        self
    }
}

/// A bundle opened on a device. Runs from many threads at once are safe.
pub struct Model {
    raw: *mut sys::mgx_model,
    inputs: Vec<TensorInfo>,
    outputs: Vec<TensorInfo>,
    buckets: Vec<Bucket>,
    target: String,
    threads: usize,
    // The shared pool it runs on, kept while the model is.
    _pool: Option<Pool>,
}

// The C ABI's models are thread-safe (mgxport.h).
unsafe impl Send for Model {}
unsafe impl Sync for Model {}

impl Drop for Model {
    fn drop(&mut self) {
        unsafe { sys::mgx_model_release(self.raw) }
    }
}

/// A tensor given to a run: the caller's memory, not copied.
pub struct Input<'a> {
    name: &'a str,
    dtype: DType,
    shape: Vec<i64>,
    data: *mut c_void,
    bytes: usize,
    device: bool,
    _data: PhantomData<&'a [u8]>,
}

impl<'a> Input<'a> {
    /// Input `name` of `shape` over `data`, row-major.
    pub fn new<T: Element>(name: &'a str, shape: &[i64], data: &'a [T]) -> Input<'a> {
        Input {
            name,
            dtype: T::DTYPE,
            shape: shape.to_vec(),
            data: data.as_ptr() as *mut c_void,
            bytes: std::mem::size_of_val(data),
            device: false,
            _data: PhantomData,
        }
    }
    /// Input `name` of `dtype` and `shape` over little-endian bytes.
    pub fn from_bytes(name: &'a str, dtype: DType, shape: &[i64], data: &'a [u8]) -> Input<'a> {
        Input { name, dtype, shape: shape.to_vec(), data: data.as_ptr() as *mut c_void, bytes: data.len(), device: false, _data: PhantomData }
    }
    /// Input `name` in device memory at `ptr` (a CUdeviceptr or
    /// hipDeviceptr_t on the model's device), `bytes` long.
    ///
    /// # Safety
    /// `ptr` must address `bytes` of device memory that outlives the run.
    pub unsafe fn device(name: &'a str, dtype: DType, shape: &[i64], ptr: *mut c_void, bytes: usize) -> Input<'a> {
        Input { name, dtype, shape: shape.to_vec(), data: ptr, bytes, device: true, _data: PhantomData }
    }
}

/// A caller-owned buffer an output is written into.
pub struct OutputInto<'a> {
    name: &'a str,
    dtype: DType,
    data: *mut c_void,
    bytes: usize,
    shape: Vec<i64>,
    _data: PhantomData<&'a mut [u8]>,
}

impl<'a> OutputInto<'a> {
    /// Output `name` written into `data` (which must hold it).
    pub fn new<T: Element>(name: &'a str, data: &'a mut [T]) -> OutputInto<'a> {
        OutputInto {
            name,
            dtype: T::DTYPE,
            bytes: std::mem::size_of_val(data),
            data: data.as_mut_ptr() as *mut c_void,
            shape: Vec::new(),
            _data: PhantomData,
        }
    }
    /// The output's shape as the run produced it.
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }
}

/// An output the library allocated, copied into Rust memory.
#[derive(Debug, Clone)]
pub struct Output {
    pub name: String,
    pub dtype: DType,
    pub shape: Vec<i64>,
    data: Vec<u64>, // 8-byte aligned for every element type
    bytes: usize,
}

impl Output {
    /// The elements as `T`, which must be the output's dtype.
    pub fn as_slice<T: Element>(&self) -> Result<&[T]> {
        if T::DTYPE != self.dtype {
            return Err(invalid(format!("output {} is {:?}, not {:?}", self.name, self.dtype, T::DTYPE)));
        }
        let n = self.bytes / std::mem::size_of::<T>();
        Ok(unsafe { std::slice::from_raw_parts(self.data.as_ptr() as *const T, n) })
    }
}

/// What one run gave back.
#[derive(Debug, Clone)]
pub struct Run {
    pub outputs: Vec<Output>,
    /// The shape bucket that ran ("" without buckets); padded says the
    /// inputs were padded to it.
    pub bucket: String,
    pub padded: bool,
    /// The arch that served the run: the model's, or "host" when
    /// cache-only routing sent a cold bucket there.
    pub device: String,
    /// The bundle lacked the bucket's kernels for the model's arch.
    pub cold: bool,
}

impl Run {
    /// The output named `name`.
    pub fn output(&self, name: &str) -> Option<&Output> {
        self.outputs.iter().find(|o| o.name == name)
    }
}

/// Values made for one run, released when it ends.
struct Values(Vec<*mut sys::mgx_value>);

impl Drop for Values {
    fn drop(&mut self) {
        for v in &self.0 {
            unsafe { sys::mgx_value_release(*v) }
        }
    }
}

fn make_value(dtype: DType, shape: &[i64], data: *mut c_void, bytes: usize, device: bool) -> Result<*mut sys::mgx_value> {
    let mut v = ptr::null_mut();
    let st = unsafe {
        if device {
            sys::mgx_value_create_device_tensor(dtype.code(), shape.as_ptr(), shape.len(), data, bytes, &mut v)
        } else {
            sys::mgx_value_create_tensor(dtype.code(), shape.as_ptr(), shape.len(), data, bytes, &mut v)
        }
    };
    check(st)?;
    Ok(v)
}

unsafe fn value_shape(v: *mut sys::mgx_value) -> Result<(DType, Vec<i64>)> {
    let (mut dt, mut nd, mut shape): (sys::mgx_dtype, usize, *const i64) = (0, 0, ptr::null());
    check(sys::mgx_value_info(v, &mut dt, &mut nd, &mut shape))?;
    let s = if nd == 0 { Vec::new() } else { std::slice::from_raw_parts(shape, nd).to_vec() };
    Ok((DType::from_code(dt)?, s))
}

impl Model {
    /// Opens a bundle — finalized for the arch, or portable, whose kernels
    /// are finalized in process through the kernel cache.
    pub fn open<P: AsRef<Path>>(path: P, options: &Options) -> Result<Model> {
        let cpath = cstring(&path.as_ref().to_string_lossy())?;
        unsafe {
            let mut opts = ptr::null_mut();
            check(sys::mgx_options_create(&mut opts))?;
            let mut res = Ok(());
            for (k, v) in &options.settings {
                res = res.and_then(|_| {
                    let (k, v) = (cstring(k)?, cstring(v)?);
                    check(sys::mgx_options_set(opts, k.as_ptr(), v.as_ptr()))
                });
            }
            if let (Ok(()), Some(p)) = (&res, &options.pool) {
                res = check(sys::mgx_options_set_pool(opts, p.0 .0));
            }
            let mut raw = ptr::null_mut();
            if res.is_ok() {
                res = check(sys::mgx_model_open(cpath.as_ptr(), opts, &mut raw));
            }
            sys::mgx_options_release(opts);
            res?;
            let mut m = Model {
                raw,
                inputs: Vec::new(),
                outputs: Vec::new(),
                buckets: Vec::new(),
                target: String::new(),
                threads: 0,
                _pool: options.pool.clone(),
            };
            m.inputs = m.describe(false)?;
            m.outputs = m.describe(true)?;
            let mut n = 0usize;
            check(sys::mgx_model_bucket_count(m.raw, &mut n))?;
            for i in 0..n {
                let (mut name, mut ready): (*const c_char, c_int) = (ptr::null(), 0);
                check(sys::mgx_model_bucket(m.raw, i, &mut name, &mut ready))?;
                m.buckets.push(Bucket { name: string(name), ready: ready != 0 });
            }
            let mut t = ptr::null();
            check(sys::mgx_model_target(m.raw, &mut t))?;
            m.target = string(t);
            check(sys::mgx_model_threads(m.raw, &mut m.threads))?;
            Ok(m)
        }
    }

    unsafe fn describe(&self, outputs: bool) -> Result<Vec<TensorInfo>> {
        let mut n = 0usize;
        check(if outputs { sys::mgx_model_output_count(self.raw, &mut n) } else { sys::mgx_model_input_count(self.raw, &mut n) })?;
        let mut infos = Vec::with_capacity(n);
        for i in 0..n {
            let (mut name, mut dt, mut nd, mut shape, mut dynamic): (*const c_char, sys::mgx_dtype, usize, *const i64, c_int) =
                (ptr::null(), 0, 0, ptr::null(), 0);
            check(if outputs {
                sys::mgx_model_output(self.raw, i, &mut name, &mut dt, &mut nd, &mut shape, &mut dynamic)
            } else {
                sys::mgx_model_input(self.raw, i, &mut name, &mut dt, &mut nd, &mut shape)
            })?;
            let mut dims = Vec::with_capacity(nd);
            for a in 0..nd {
                let d = *shape.add(a);
                if d >= 0 {
                    dims.push(Dim::Fixed(d));
                    continue;
                }
                let mut dn = ptr::null();
                check(if outputs { sys::mgx_model_output_dim(self.raw, i, a, &mut dn) } else { sys::mgx_model_input_dim(self.raw, i, a, &mut dn) })?;
                dims.push(Dim::Symbolic(string(dn)));
            }
            infos.push(TensorInfo { name: string(name), dtype: DType::from_code(dt)?, shape: if dynamic != 0 { None } else { Some(dims) } });
        }
        Ok(infos)
    }

    /// The inputs, in the model's order.
    pub fn inputs(&self) -> &[TensorInfo] {
        &self.inputs
    }
    /// The outputs, in the model's order.
    pub fn outputs(&self) -> &[TensorInfo] {
        &self.outputs
    }
    /// The shape buckets (empty for a bundle of one shape).
    pub fn buckets(&self) -> &[Bucket] {
        &self.buckets
    }
    /// The arch the model runs on.
    pub fn target(&self) -> &str {
        &self.target
    }

    /// The threads its host kernels run on (its pool's; 0: a GPU model
    /// that runs none on the host).
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Runs the model on `inputs`; every output comes back in Rust memory.
    pub fn run(&self, inputs: &[Input<'_>]) -> Result<Run> {
        self.run_with(inputs, &mut [])
    }

    /// Runs the model, writing the outputs `into` names into the caller's
    /// buffers (the others come back in the Run).
    pub fn run_into(&self, inputs: &[Input<'_>], into: &mut [OutputInto<'_>]) -> Result<Run> {
        self.run_with(inputs, into)
    }

    fn run_with(&self, inputs: &[Input<'_>], into: &mut [OutputInto<'_>]) -> Result<Run> {
        let mut made = Values(Vec::new());
        let mut in_names = Vec::with_capacity(inputs.len());
        let mut in_values = Vec::with_capacity(inputs.len());
        for i in inputs {
            in_names.push(cstring(i.name)?);
            let v = make_value(i.dtype, &i.shape, i.data, i.bytes, i.device)?;
            made.0.push(v);
            in_values.push(v);
        }
        let mut out_names = Vec::with_capacity(self.outputs.len());
        let mut out_values = Vec::with_capacity(self.outputs.len());
        for o in into.iter() {
            if !self.outputs.iter().any(|x| x.name == o.name) {
                return Err(invalid(format!("unknown output {:?}", o.name)));
            }
        }
        for o in &self.outputs {
            out_names.push(cstring(&o.name)?);
            match into.iter().find(|x| x.name == o.name) {
                Some(x) => {
                    let flat = [(x.bytes / x.dtype.size()) as i64];
                    let v = make_value(x.dtype, &flat, x.data, x.bytes, false)?;
                    made.0.push(v);
                    out_values.push(v);
                }
                None => out_values.push(ptr::null_mut()),
            }
        }
        let in_ptrs: Vec<*const c_char> = in_names.iter().map(|s| s.as_ptr()).collect();
        let out_ptrs: Vec<*const c_char> = out_names.iter().map(|s| s.as_ptr()).collect();
        let mut info = sys::mgx_run_info { bucket: ptr::null(), device: ptr::null(), padded: 0, cold: 0 };
        unsafe {
            check(sys::mgx_run(
                self.raw,
                ptr::null_mut(),
                in_ptrs.as_ptr(),
                in_values.as_ptr(),
                in_values.len(),
                out_ptrs.as_ptr(),
                out_values.len(),
                out_values.as_mut_ptr(),
                &mut info,
            ))?;
        }
        let mut run = Run {
            outputs: Vec::new(),
            bucket: unsafe { string(info.bucket) },
            padded: info.padded != 0,
            device: unsafe { string(info.device) },
            cold: info.cold != 0,
        };
        for (i, o) in self.outputs.iter().enumerate() {
            let v = out_values[i];
            if let Some(x) = into.iter_mut().find(|x| x.name == o.name) {
                x.shape = unsafe { value_shape(v)? }.1;
                continue;
            }
            // A value the library allocated: copy it out, release it.
            made.0.push(v);
            let (dtype, shape) = unsafe { value_shape(v)? };
            let (mut data, mut bytes): (*mut c_void, usize) = (ptr::null_mut(), 0);
            check(unsafe { sys::mgx_value_data(v, &mut data, &mut bytes) })?;
            let mut buf = vec![0u64; (bytes + 7) / 8];
            if bytes > 0 {
                unsafe { ptr::copy_nonoverlapping(data as *const u8, buf.as_mut_ptr() as *mut u8, bytes) };
            }
            run.outputs.push(Output { name: o.name.clone(), dtype, shape, data: buf, bytes });
        }
        Ok(run)
    }
}
