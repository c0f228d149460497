//! The Rust peers of `openudid-bench`'s `cross/…` rows, as C-ABI functions in a shared library
//! (`libopenudid_rust_peers.so`) that the suite opens with `dlopen` and times interleaved with
//! ours, sample by sample, in one process.
//!
//! Every operation comes in two shapes:
//! - `openudid_rust_<operation>(…)` performs it once and writes the result where the caller
//!   says, so that the suite can check it against ours before anything is timed;
//! - `openudid_rust_<operation>_run(iterations, …)` performs it `iterations` times in a Rust
//!   loop, each result through `black_box`, as the separate program (`main.rs`) times it. One
//!   C call per batch, not per operation: the crossing costs nothing per operation, and the
//!   crate's code is inlined into its own loop as it would be in a Rust program.
//!
//! Inputs that the suite varies (the 64 UUIDs and texts of `uuid/write` and
//! `uuid/parse-bytes`) are handed in by the suite, so both sides read the same bytes.
//!
//! One difference from a Rust program remains, and is the price of a shared library: the
//! crate's thread-local state (the `ThreadRng` of `new_v4`) is reached through
//! `__tls_get_addr` (the general-dynamic model of position-independent code) instead of at a
//! fixed offset from the thread pointer. `Benchmarks/README.md` ("Cross-language peers in
//! process") gives what that costs.

use md5::{Digest, Md5};
#[cfg(not(no_std_black_box))]
use std::hint::black_box;
use std::os::raw::c_char;
use uuid::Uuid;

/// `std::hint::black_box` for compilers before 1.66 (see build.rs): the value's address goes to
/// an empty `asm!` block that may read and write any memory.
#[cfg(no_std_black_box)]
#[inline(always)]
fn black_box<T>(value: T) -> T {
    let mut value = value;
    unsafe { std::arch::asm!("/* {0} */", in(reg) &mut value as *mut T, options(nostack, preserves_flags)) };
    value
}

/// The compiler that built this library ("rustc 1.95.0"), for the rows' notes: a
/// zero-terminated string.
#[no_mangle]
pub extern "C" fn openudid_rust_compiler() -> *const c_char {
    concat!(env!("OPENUDID_RUSTC_VERSION"), "\0").as_ptr() as *const c_char
}

unsafe fn write16(out: *mut u8, bytes: &[u8; 16]) {
    std::ptr::copy_nonoverlapping(bytes.as_ptr(), out, 16);
}

unsafe fn text<'a>(input: *const u8, length: usize) -> &'a [u8] {
    std::slice::from_raw_parts(input, length)
}

// --- uuid/generate/v4 ---------------------------------------------------------------------------

/// `Uuid::new_v4()` (fast-rng: `rand`'s thread-local ChaCha) into 16 bytes at `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_v4(out: *mut u8) {
    write16(out, Uuid::new_v4().as_bytes());
}

#[no_mangle]
pub extern "C" fn openudid_rust_v4_run(iterations: u64) {
    for _ in 0..iterations {
        black_box(Uuid::new_v4());
    }
}

// --- uuid/generate/v7 ---------------------------------------------------------------------------

/// `Uuid::now_v7()` into 16 bytes at `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_v7(out: *mut u8) {
    write16(out, Uuid::now_v7().as_bytes());
}

#[no_mangle]
pub extern "C" fn openudid_rust_v7_run(iterations: u64) {
    for _ in 0..iterations {
        black_box(Uuid::now_v7());
    }
}

// --- uuid/generate/v1 ---------------------------------------------------------------------------

/// `Uuid::now_v1(node)` (the crate's shared clock-sequence context) into 16 bytes at `out`;
/// `node` is 6 bytes.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_v1(node: *const u8, out: *mut u8) {
    let node = &*(node as *const [u8; 6]);
    write16(out, Uuid::now_v1(node).as_bytes());
}

#[no_mangle]
pub unsafe extern "C" fn openudid_rust_v1_run(iterations: u64, node: *const u8) {
    let node = &*(node as *const [u8; 6]);
    for _ in 0..iterations {
        black_box(Uuid::now_v1(black_box(node)));
    }
}

// --- harness/clock-realtime ---------------------------------------------------------------------

/// `SystemTime::now()` (clock_gettime(CLOCK_REALTIME)), as nanoseconds since 1970, into `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_clock_realtime(out: *mut u64) {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    *out = now.as_nanos() as u64;
}

#[no_mangle]
pub extern "C" fn openudid_rust_clock_realtime_run(iterations: u64) {
    for _ in 0..iterations {
        black_box(std::time::SystemTime::now());
    }
}

// --- uuid/generate/v3 ---------------------------------------------------------------------------

/// `Uuid::new_v3(&Uuid::NAMESPACE_DNS, name)` into 16 bytes at `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_v3(name: *const u8, length: usize, out: *mut u8) {
    write16(out, Uuid::new_v3(&Uuid::NAMESPACE_DNS, text(name, length)).as_bytes());
}

#[no_mangle]
pub unsafe extern "C" fn openudid_rust_v3_run(iterations: u64, name: *const u8, length: usize) {
    let name = text(name, length);
    for _ in 0..iterations {
        black_box(Uuid::new_v3(black_box(&Uuid::NAMESPACE_DNS), black_box(name)));
    }
}

// --- uuid/format/canonical: to a String ---------------------------------------------------------

/// `encode_lower` into a stack buffer, then `to_owned` (the fastest way to a `String`); the
/// String's 36 bytes are copied to `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_format_encode_lower(uuid: *const u8, out: *mut u8) {
    let uuid = Uuid::from_bytes(*(uuid as *const [u8; 16]));
    let mut buffer = [0u8; 36];
    let string: String = uuid.hyphenated().encode_lower(&mut buffer).to_owned();
    std::ptr::copy_nonoverlapping(string.as_ptr(), out, string.len().min(36));
}

#[no_mangle]
pub unsafe extern "C" fn openudid_rust_format_encode_lower_run(iterations: u64, uuid: *const u8) {
    let uuid = Uuid::from_bytes(*(uuid as *const [u8; 16]));
    let mut buffer = [0u8; 36];
    for _ in 0..iterations {
        let string: String = black_box(uuid).hyphenated().encode_lower(&mut buffer).to_owned();
        black_box(string);
    }
}

/// `to_string()` (through `Display` and the formatter); the 36 bytes copied to `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_format_to_string(uuid: *const u8, out: *mut u8) {
    let string = Uuid::from_bytes(*(uuid as *const [u8; 16])).to_string();
    std::ptr::copy_nonoverlapping(string.as_ptr(), out, string.len().min(36));
}

#[no_mangle]
pub unsafe extern "C" fn openudid_rust_format_to_string_run(iterations: u64, uuid: *const u8) {
    let uuid = Uuid::from_bytes(*(uuid as *const [u8; 16]));
    for _ in 0..iterations {
        black_box(black_box(uuid).to_string());
    }
}

// --- harness/string-36B -------------------------------------------------------------------------

/// `str::to_owned` of 36 bytes already in memory (one allocation and a copy), freed at once:
/// the floor under a String of a UUID. `text` must be valid UTF-8 (the suite passes ASCII).
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_string36_run(iterations: u64, text: *const u8) {
    let text = std::str::from_utf8_unchecked(std::slice::from_raw_parts(text, 36));
    for _ in 0..iterations {
        let string: String = black_box(text).to_owned();
        black_box(string);
    }
}

/// The same `to_owned` once, its bytes copied to `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_string36(text: *const u8, out: *mut u8) {
    let text = std::str::from_utf8_unchecked(std::slice::from_raw_parts(text, 36));
    let string: String = text.to_owned();
    std::ptr::copy_nonoverlapping(string.as_ptr(), out, 36);
}

// --- uuid/write/canonical: into a caller's buffer -----------------------------------------------

/// `encode_lower` of the 16 bytes at `uuid` into the 36 bytes at `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_write(uuid: *const u8, out: *mut u8) {
    let uuid = Uuid::from_bytes(*(uuid as *const [u8; 16]));
    uuid.hyphenated().encode_lower(&mut *(out as *mut [u8; 36]));
}

/// `encode_lower` of UUID `i & 63` of the 64 at `uuids` (16 bytes each), in turn, into one
/// `[u8; 36]`, as the suite's row cycles through the same 64.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_write_run(iterations: u64, uuids: *const u8) {
    let values: Vec<Uuid> = (0..64).map(|i| Uuid::from_bytes(*(uuids.add(i * 16) as *const [u8; 16]))).collect();
    let mut out = [0u8; 36];
    for index in 0..iterations as usize {
        values[index & 63].hyphenated().encode_lower(&mut out);
        black_box(&mut out);
    }
}

// --- uuid/parse/canonical and uuid/parse-bytes/canonical ----------------------------------------

/// `Uuid::try_parse` of the `length` bytes at `input` (UTF-8) into 16 bytes at `out`: 0 when
/// parsed, 1 when rejected.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_parse(input: *const u8, length: usize, out: *mut u8) -> i32 {
    match std::str::from_utf8(text(input, length)).ok().and_then(|s| Uuid::try_parse(s).ok()) {
        Some(uuid) => {
            write16(out, uuid.as_bytes());
            0
        }
        None => 1,
    }
}

#[no_mangle]
pub unsafe extern "C" fn openudid_rust_parse_run(iterations: u64, input: *const u8, length: usize) {
    let owned = String::from(std::str::from_utf8_unchecked(text(input, length)));
    for _ in 0..iterations {
        black_box(Uuid::try_parse(black_box(owned.as_str())).ok());
    }
}

/// `Uuid::try_parse_ascii` of the `length` bytes at `input` into 16 bytes at `out`: 0 when
/// parsed, 1 when rejected.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_parse_ascii(input: *const u8, length: usize, out: *mut u8) -> i32 {
    match Uuid::try_parse_ascii(text(input, length)) {
        Ok(uuid) => {
            write16(out, uuid.as_bytes());
            0
        }
        Err(_) => 1,
    }
}

/// `try_parse_ascii` of text `i & 63` of the 64 canonical texts at `texts` (36 bytes each).
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_parse_ascii_run(iterations: u64, texts: *const u8) {
    let texts: Vec<[u8; 36]> = (0..64).map(|i| *(texts.add(i * 36) as *const [u8; 36])).collect();
    for index in 0..iterations as usize {
        black_box(Uuid::try_parse_ascii(&texts[index & 63]).ok());
    }
}

// --- md5/oneshot/36B ----------------------------------------------------------------------------

/// `Md5::digest` of the `length` bytes at `input` into 16 bytes at `out`.
#[no_mangle]
pub unsafe extern "C" fn openudid_rust_md5(input: *const u8, length: usize, out: *mut u8) {
    let digest = Md5::digest(text(input, length));
    std::ptr::copy_nonoverlapping(digest.as_ptr(), out, 16);
}

#[no_mangle]
pub unsafe extern "C" fn openudid_rust_md5_run(iterations: u64, input: *const u8, length: usize) {
    let input = text(input, length);
    for _ in 0..iterations {
        black_box(Md5::digest(black_box(input)));
    }
}
