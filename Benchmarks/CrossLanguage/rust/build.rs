//! `std::hint::black_box` is stable from Rust 1.66; Debian bookworm's rustc is 1.63. On an older
//! compiler this sets `no_std_black_box`, and main.rs and lib.rs use an equivalent empty `asm!`
//! instead. It also hands the compiler's version to lib.rs.
use std::process::Command;

fn main() {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(rustc).arg("--version").output().expect("rustc --version");
    let text = String::from_utf8_lossy(&version.stdout);
    // "rustc 1.63.0 (…)"
    let minor = text
        .split_whitespace()
        .nth(1)
        .and_then(|number| number.split('.').nth(1))
        .and_then(|minor| minor.parse::<u32>().ok())
        .expect("a rustc version number");
    // The compiler, named in the library's description (lib.rs: openudid_rust_describe).
    let name = text.split_whitespace().take(2).collect::<Vec<_>>().join(" ");
    println!("cargo:rustc-env=OPENUDID_RUSTC_VERSION={name}");
    if minor < 66 {
        println!("cargo:rustc-cfg=no_std_black_box");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
