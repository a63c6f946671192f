//! Raw declarations of mgxport.h (dist/include/mgxport.h), one for one.
//! The safe API is the crate root; these are for callers that need the C
//! ABI itself.

#![allow(non_camel_case_types)]

use std::os::raw::{c_char, c_int, c_void};

/// The ABI version these declarations follow (MGX_API_VERSION).
pub const MGX_API_VERSION: u32 = 1;

#[repr(C)]
pub struct mgx_status {
    _private: [u8; 0],
}
#[repr(C)]
pub struct mgx_options {
    _private: [u8; 0],
}
#[repr(C)]
pub struct mgx_model {
    _private: [u8; 0],
}
#[repr(C)]
pub struct mgx_value {
    _private: [u8; 0],
}
#[repr(C)]
pub struct mgx_pool {
    _private: [u8; 0],
}

/// mgx_code.
pub type mgx_code = c_int;
pub const MGX_OK: mgx_code = 0;
pub const MGX_INVALID_ARGUMENT: mgx_code = 1;
pub const MGX_NOT_FOUND: mgx_code = 2;
pub const MGX_FAIL: mgx_code = 3;

/// mgx_dtype.
pub type mgx_dtype = c_int;
pub const MGX_DTYPE_UNKNOWN: mgx_dtype = 0;
pub const MGX_FLOAT32: mgx_dtype = 1;
pub const MGX_FLOAT16: mgx_dtype = 2;
pub const MGX_FLOAT64: mgx_dtype = 3;
pub const MGX_INT8: mgx_dtype = 4;
pub const MGX_INT16: mgx_dtype = 5;
pub const MGX_INT32: mgx_dtype = 6;
pub const MGX_INT64: mgx_dtype = 7;
pub const MGX_UINT8: mgx_dtype = 8;
pub const MGX_UINT16: mgx_dtype = 9;
pub const MGX_UINT32: mgx_dtype = 10;
pub const MGX_UINT64: mgx_dtype = 11;
pub const MGX_BOOL: mgx_dtype = 12;

/// What a run did (mgx_run_info).
#[repr(C)]
pub struct mgx_run_info {
    pub bucket: *const c_char,
    pub device: *const c_char,
    pub padded: c_int,
    pub cold: c_int,
}

extern "C" {
    pub fn mgx_api_version() -> u32;
    pub fn mgx_version(buf: *mut c_char, cap: usize) -> usize;

    pub fn mgx_status_code(status: *const mgx_status) -> mgx_code;
    pub fn mgx_status_message(status: *const mgx_status) -> *const c_char;
    pub fn mgx_status_release(status: *mut mgx_status);

    pub fn mgx_options_create(out: *mut *mut mgx_options) -> *mut mgx_status;
    pub fn mgx_options_set(options: *mut mgx_options, key: *const c_char, value: *const c_char) -> *mut mgx_status;
    pub fn mgx_options_release(options: *mut mgx_options);
    pub fn mgx_options_set_pool(options: *mut mgx_options, pool: *mut mgx_pool) -> *mut mgx_status;

    pub fn mgx_pool_create(threads: usize, out: *mut *mut mgx_pool) -> *mut mgx_status;
    pub fn mgx_pool_threads(pool: *const mgx_pool, out: *mut usize) -> *mut mgx_status;
    pub fn mgx_pool_release(pool: *mut mgx_pool);

    pub fn mgx_model_open(path: *const c_char, options: *const mgx_options, out: *mut *mut mgx_model) -> *mut mgx_status;
    pub fn mgx_model_release(model: *mut mgx_model);
    pub fn mgx_model_target(model: *const mgx_model, out: *mut *const c_char) -> *mut mgx_status;
    pub fn mgx_model_threads(model: *const mgx_model, out: *mut usize) -> *mut mgx_status;
    pub fn mgx_model_input_count(model: *const mgx_model, out: *mut usize) -> *mut mgx_status;
    pub fn mgx_model_output_count(model: *const mgx_model, out: *mut usize) -> *mut mgx_status;
    pub fn mgx_model_input(
        model: *const mgx_model,
        index: usize,
        name: *mut *const c_char,
        dtype: *mut mgx_dtype,
        ndim: *mut usize,
        shape: *mut *const i64,
    ) -> *mut mgx_status;
    pub fn mgx_model_output(
        model: *const mgx_model,
        index: usize,
        name: *mut *const c_char,
        dtype: *mut mgx_dtype,
        ndim: *mut usize,
        shape: *mut *const i64,
        dynamic: *mut c_int,
    ) -> *mut mgx_status;
    pub fn mgx_model_input_dim(model: *const mgx_model, index: usize, axis: usize, name: *mut *const c_char) -> *mut mgx_status;
    pub fn mgx_model_output_dim(model: *const mgx_model, index: usize, axis: usize, name: *mut *const c_char) -> *mut mgx_status;
    pub fn mgx_model_bucket_count(model: *const mgx_model, out: *mut usize) -> *mut mgx_status;
    pub fn mgx_model_bucket(model: *const mgx_model, index: usize, name: *mut *const c_char, ready: *mut c_int) -> *mut mgx_status;

    pub fn mgx_value_create_tensor(
        dtype: mgx_dtype,
        shape: *const i64,
        ndim: usize,
        data: *mut c_void,
        bytes: usize,
        out: *mut *mut mgx_value,
    ) -> *mut mgx_status;
    pub fn mgx_value_create_device_tensor(
        dtype: mgx_dtype,
        shape: *const i64,
        ndim: usize,
        device_ptr: *mut c_void,
        bytes: usize,
        out: *mut *mut mgx_value,
    ) -> *mut mgx_status;
    pub fn mgx_value_release(value: *mut mgx_value);
    pub fn mgx_value_info(value: *const mgx_value, dtype: *mut mgx_dtype, ndim: *mut usize, shape: *mut *const i64) -> *mut mgx_status;
    pub fn mgx_value_data(value: *const mgx_value, data: *mut *mut c_void, bytes: *mut usize) -> *mut mgx_status;
    pub fn mgx_value_on_device(value: *const mgx_value) -> c_int;

    pub fn mgx_run(
        model: *mut mgx_model,
        stream: *mut c_void,
        input_names: *const *const c_char,
        inputs: *const *mut mgx_value,
        input_count: usize,
        output_names: *const *const c_char,
        output_count: usize,
        outputs: *mut *mut mgx_value,
        info: *mut mgx_run_info,
    ) -> *mut mgx_status;
}
