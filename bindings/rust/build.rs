//! Links libmgxport.so: from $MGXPORT_LIB_DIR, else the checkout's dist/
//! (make dist), with an rpath so tests and examples find it at run time.

use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=MGXPORT_LIB_DIR");
    let dir = match env::var_os("MGXPORT_LIB_DIR") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap()).join("../../dist"),
    };
    let dir = dir.canonicalize().unwrap_or(dir);
    if !dir.join("libmgxport.so").is_file() {
        println!(
            "cargo:warning=libmgxport.so is not in {}: run `make dist`, or set MGXPORT_LIB_DIR",
            dir.display()
        );
    }
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-lib=dylib=mgxport");
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
}
