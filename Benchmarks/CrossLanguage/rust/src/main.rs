//! Rust peer of `openudid-bench`: the `uuid` crate (1.2.1) and `md-5` (0.10.1), as Debian
//! packages them, timed with the harness's clock and sampling rule.
//!
//! Rule (as `Benchmarks/Harness`): the batch size grows (x2 to x100 per step, aiming 20 % past
//! the target) until one batch lasts at least 5 ms of wall time; then batches are timed on
//! `CLOCK_PROCESS_CPUTIME_ID` until there are at least 15 samples and 0.5 s of them (at most
//! 2000); the figure is the median of the per-operation sample times. Every contender's result
//! is checked before it is timed. Results go through `std::hint::black_box`, inputs too where
//! a constant input could be folded. (`black_box` is the standard library's from Rust 1.66,
//! an equivalent empty `asm!` before; see build.rs.)
//!
//! Output: one JSON line per operation, `{"operation":…,"peer":…,"ns_per_op":…,"samples":…}`.
//! `--quick`: 5 samples of at least 1 ms (a smoke pass; not for quoting).

use md5::{Digest, Md5};
#[cfg(not(no_std_black_box))]
use std::hint::black_box;

/// `std::hint::black_box` for compilers before 1.66 (see build.rs): the value's address goes to
/// an empty `asm!` block that may read and write any memory, so the value must exist in memory
/// and may have changed afterwards (the way the standard library implements it).
#[cfg(no_std_black_box)]
#[inline(always)]
fn black_box<T>(value: T) -> T {
    let mut value = value;
    unsafe { std::arch::asm!("/* {0} */", in(reg) &mut value as *mut T, options(nostack, preserves_flags)) };
    value
}
use uuid::Uuid;

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
}

const CLOCK_MONOTONIC: i32 = 1;
const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;

fn now(clock: i32) -> u64 {
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    let status = unsafe { clock_gettime(clock, &mut ts) };
    assert_eq!(status, 0, "clock_gettime({clock}) failed");
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

struct Plan {
    target_ns: f64,
    min_samples: usize,
    min_time_ns: f64,
    max_samples: usize,
}

fn measure(plan: &Plan, operation: &str, peer: &str, mut body: impl FnMut(usize)) {
    // Calibration (also the warm-up), on wall time as the harness does.
    let mut count: usize = 1;
    loop {
        let start = now(CLOCK_MONOTONIC);
        body(count);
        let elapsed = (now(CLOCK_MONOTONIC) - start) as f64;
        if elapsed >= plan.target_ns || count >= 1 << 40 {
            break;
        }
        let aimed = if elapsed > 0.0 { count as f64 * plan.target_ns / elapsed * 1.2 } else { count as f64 * 100.0 };
        count = aimed.max(count as f64 * 2.0).min(count as f64 * 100.0).ceil() as usize;
    }
    let mut samples = Vec::new();
    let mut total = 0.0;
    while (samples.len() < plan.min_samples || total < plan.min_time_ns) && samples.len() < plan.max_samples {
        let start = now(CLOCK_PROCESS_CPUTIME_ID);
        body(count);
        let elapsed = (now(CLOCK_PROCESS_CPUTIME_ID) - start) as f64;
        total += elapsed;
        samples.push(elapsed / count as f64);
    }
    samples.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = samples.len();
    let median = if n % 2 == 1 { samples[n / 2] } else { (samples[n / 2 - 1] + samples[n / 2]) / 2.0 };
    println!(
        "{{\"operation\":\"{operation}\",\"peer\":\"{peer}\",\"ns_per_op\":{median:.3},\"samples\":{n},\"batch\":{count}}}"
    );
}

fn fail(what: &str) -> ! {
    eprintln!("rust peer: check failed: {what}");
    std::process::exit(1);
}

/// The 64 UUIDs of the suite's `VariedUUIDTexts` (same LCG), and their canonical texts:
/// lowercase, uppercase and mixed case in turn.
fn varied() -> (Vec<Uuid>, Vec<[u8; 36]>) {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        state ^ (state >> 29)
    };
    let mut values = Vec::new();
    let mut texts = Vec::new();
    for index in 0..64 {
        let value = ((next() as u128) << 64) | next() as u128;
        let uuid = Uuid::from_u128(value);
        // Reference text written without the crate under test.
        let hex = format!("{value:032x}");
        let mut text: Vec<u8> =
            format!("{}-{}-{}-{}-{}", &hex[0..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..32]).into_bytes();
        match index % 3 {
            1 => text.make_ascii_uppercase(),
            2 => {
                for (position, byte) in text.iter_mut().enumerate() {
                    if position % 2 == 0 && *byte >= b'a' {
                        *byte -= 0x20;
                    }
                }
            }
            _ => {}
        }
        values.push(uuid);
        texts.push(text.try_into().unwrap());
    }
    (values, texts)
}

fn main() {
    let quick = std::env::args().any(|argument| argument == "--quick");
    let plan = if quick {
        Plan { target_ns: 1e6, min_samples: 5, min_time_ns: 0.0, max_samples: 5 }
    } else {
        Plan { target_ns: 5e6, min_samples: 15, min_time_ns: 0.5e9, max_samples: 2000 }
    };
    let peer = "rust uuid 1.2.1";

    // uuid/generate/v4
    let a = Uuid::new_v4();
    let b = Uuid::new_v4();
    if a.get_version_num() != 4 || a.get_variant() != uuid::Variant::RFC4122 || a == b {
        fail("new_v4");
    }
    measure(&plan, "uuid/generate/v4", &format!("{peer} new_v4 (fast-rng)"), |n| {
        for _ in 0..n {
            black_box(Uuid::new_v4());
        }
    });

    // uuid/generate/v7
    let v7 = Uuid::now_v7();
    let millis = u64::from_be_bytes([0, 0, v7.as_bytes()[0], v7.as_bytes()[1], v7.as_bytes()[2], v7.as_bytes()[3], v7.as_bytes()[4], v7.as_bytes()[5]]);
    let wall = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
    if v7.get_version_num() != 7 || v7.get_variant() != uuid::Variant::RFC4122 || wall.abs_diff(millis) > 1000 {
        fail("now_v7");
    }
    measure(&plan, "uuid/generate/v7", &format!("{peer} now_v7"), |n| {
        for _ in 0..n {
            black_box(Uuid::now_v7());
        }
    });

    // uuid/generate/v1
    let node = [0x02, 0x00, 0x5E, 0x10, 0x00, 0x01];
    let v1 = Uuid::now_v1(&node);
    if v1.get_version_num() != 1 || v1.as_bytes()[10..16] != node || v1 == Uuid::now_v1(&node) {
        fail("now_v1");
    }
    measure(&plan, "uuid/generate/v1", &format!("{peer} now_v1"), |n| {
        for _ in 0..n {
            black_box(Uuid::now_v1(black_box(&node)));
        }
    });

    // harness/clock-realtime: the floor under now_v1, which reads SystemTime::now()
    // (clock_gettime(CLOCK_REALTIME) on Linux), beside the suite's row of that one call.
    let before = std::time::SystemTime::now();
    if std::time::SystemTime::now() < before || before.duration_since(std::time::UNIX_EPOCH).is_err() {
        fail("SystemTime::now");
    }
    measure(&plan, "harness/clock-realtime", "rust std SystemTime::now (clock_gettime)", |n| {
        for _ in 0..n {
            black_box(std::time::SystemTime::now());
        }
    });

    // uuid/generate/v3
    let name = b"www.example.com";
    if Uuid::new_v3(&Uuid::NAMESPACE_DNS, name).to_string() != "5df41881-3aed-3515-88a7-2f4a814cf09e" {
        fail("new_v3 (RFC 9562 A.2)");
    }
    measure(&plan, "uuid/generate/v3", &format!("{peer} new_v3"), |n| {
        for _ in 0..n {
            black_box(Uuid::new_v3(black_box(&Uuid::NAMESPACE_DNS), black_box(&name[..])));
        }
    });

    // uuid/format/canonical: to a String
    let sample = Uuid::from_u128(0x6BA7_B810_9DAD_41D1_80B4_00C0_4FD4_30C8);
    let sample_text = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";
    let mut buffer = [0u8; 36];
    if sample.hyphenated().encode_lower(&mut buffer).to_owned() != sample_text || sample.to_string() != sample_text {
        fail("encode_lower / to_string");
    }
    measure(&plan, "uuid/format/canonical", &format!("{peer} encode_lower + to_owned"), |n| {
        let mut buffer = [0u8; 36];
        for _ in 0..n {
            let text: String = black_box(sample).hyphenated().encode_lower(&mut buffer).to_owned();
            black_box(text);
        }
    });
    measure(&plan, "uuid/format/canonical", &format!("{peer} to_string"), |n| {
        for _ in 0..n {
            black_box(black_box(sample).to_string());
        }
    });

    // harness/string-36B: the floor under uuid/format/canonical, a 36-byte String made from
    // text already in memory and freed (to_owned: one malloc, one copy), beside the suite's
    // row of the same for a Swift String.
    measure(&plan, "harness/string-36B", "rust std str::to_owned, 36 B", |n| {
        for _ in 0..n {
            let text: String = black_box(sample_text).to_owned();
            black_box(text);
        }
    });

    // uuid/write/canonical: into a caller's [u8; 36], a different UUID of 64 each iteration
    let (values, texts) = varied();
    for (value, text) in values.iter().zip(&texts) {
        let mut out = [0u8; 36];
        value.hyphenated().encode_lower(&mut out);
        if out[..] != text.to_ascii_lowercase()[..] {
            fail("encode_lower of the varied UUIDs");
        }
    }
    measure(&plan, "uuid/write/canonical", &format!("{peer} encode_lower into [u8; 36]"), |n| {
        let mut out = [0u8; 36];
        for index in 0..n {
            values[index & 63].hyphenated().encode_lower(&mut out);
            black_box(&mut out);
        }
    });

    // uuid/parse/canonical: a String
    let owned = String::from(sample_text);
    if Uuid::try_parse(&owned).ok() != Some(sample) {
        fail("try_parse");
    }
    measure(&plan, "uuid/parse/canonical", &format!("{peer} try_parse"), |n| {
        for _ in 0..n {
            black_box(Uuid::try_parse(black_box(owned.as_str())).ok());
        }
    });

    // uuid/parse-bytes/canonical: 64 varied texts (lower, UPPER, MiXeD)
    for (value, text) in values.iter().zip(&texts) {
        if Uuid::try_parse_ascii(text).ok() != Some(*value) {
            fail("try_parse_ascii of the varied texts");
        }
    }
    measure(&plan, "uuid/parse-bytes/canonical", &format!("{peer} try_parse_ascii"), |n| {
        for index in 0..n {
            black_box(Uuid::try_parse_ascii(&texts[index & 63]).ok());
        }
    });

    // md5/oneshot/36B
    let input = *b"68753A44-4D6F-1226-9C60-0050E4C00067";
    let digest = Md5::digest(input);
    let hex: String = digest.iter().map(|byte| format!("{byte:02x}")).collect();
    if hex != "e56f6a9223fb375e75480863fc0bcbb6" {
        fail("md-5 digest of the 36-byte input");
    }
    measure(&plan, "md5/oneshot/36B", "rust md-5 0.10.1 Md5::digest", |n| {
        for _ in 0..n {
            black_box(Md5::digest(black_box(&input[..])));
        }
    });
}
