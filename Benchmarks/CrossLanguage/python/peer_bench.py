"""Python peer of openudid-bench: uuid_utils (PyPI, pinned in requirements.txt) and CPython's
uuid and hashlib, timed with the harness's clock and sampling rule.

Rule (as Benchmarks/Harness): the batch size grows (x2 to x100 per step, aiming 20 % past the
target) until one batch lasts at least 5 ms of wall time; then batches are timed with
time.process_time_ns (CLOCK_PROCESS_CPUTIME_ID on Linux) until there are at least 15 samples
and 0.5 s of them (at most 2000); the figure is the median of the per-operation sample times.
Every contender's result is checked before it is timed. The interpreter optimizes nothing away;
each figure includes one iteration of a `for` loop over `itertools.repeat` and a call through a
local name (the cheapest loop CPython offers).

Output: one JSON line per contender, {"operation":…,"peer":…,"ns_per_op":…,"samples":…}.
--quick: 5 samples of at least 1 ms (a smoke pass; not for quoting).
"""

import hashlib
import itertools
import json
import platform
import sys
import time
import uuid

try:
    import uuid_utils
except ImportError:  # reported, never silently skipped
    uuid_utils = None


def measure(plan, operation, peer, body):
    target, min_samples, min_time, max_samples = plan
    count = 1
    while True:
        start = time.monotonic_ns()
        body(count)
        elapsed = time.monotonic_ns() - start
        if elapsed >= target or count >= 1 << 40:
            break
        aimed = count * target / elapsed * 1.2 if elapsed > 0 else count * 100
        count = int(-(-min(max(aimed, count * 2), count * 100) // 1))
    samples = []
    total = 0
    while (len(samples) < min_samples or total < min_time) and len(samples) < max_samples:
        start = time.process_time_ns()
        body(count)
        elapsed = time.process_time_ns() - start
        total += elapsed
        samples.append(elapsed / count)
    samples.sort()
    n = len(samples)
    median = samples[n // 2] if n % 2 else (samples[n // 2 - 1] + samples[n // 2]) / 2
    print(json.dumps({"operation": operation, "peer": peer, "ns_per_op": round(median, 3),
                      "samples": n, "batch": count}), flush=True)


def calls(function, *arguments):
    """A batch body calling `function(*arguments)` n times, results kept in a local."""
    def body(n, function=function, arguments=arguments, repeat=itertools.repeat):
        result = None
        for _ in repeat(None, n):
            result = function(*arguments)
        return result
    return body


def fail(what):
    print(f"python peer: check failed: {what}", file=sys.stderr)
    sys.exit(1)


def main():
    quick = "--quick" in sys.argv[1:]
    plan = (1e6, 5, 0, 5) if quick else (5e6, 15, 0.5e9, 2000)
    cpython = f"python {platform.python_version()} uuid"
    if uuid_utils is None:
        print("python peer: uuid_utils is not installed; its rows are skipped", file=sys.stderr)
    else:
        from importlib.metadata import version
        utils = f"python uuid_utils {version('uuid_utils')}"

    # uuid/generate/v4
    a, b = uuid.uuid4(), uuid.uuid4()
    if a.version != 4 or a.variant != uuid.RFC_4122 or a == b:
        fail("uuid.uuid4")
    if uuid_utils:
        a, b = uuid_utils.uuid4(), uuid_utils.uuid4()
        if a.version != 4 or a == b:
            fail("uuid_utils.uuid4")
        measure(plan, "uuid/generate/v4", f"{utils} uuid4", calls(uuid_utils.uuid4))
    measure(plan, "uuid/generate/v4", f"{cpython} uuid4", calls(uuid.uuid4))

    # uuid/generate/v7 (CPython's uuid has uuid7 from 3.14 on)
    if uuid_utils:
        v7 = uuid_utils.uuid7()
        if v7.version != 7 or abs((v7.int >> 80) - time.time_ns() // 1_000_000) > 1000:
            fail("uuid_utils.uuid7")
        measure(plan, "uuid/generate/v7", f"{utils} uuid7", calls(uuid_utils.uuid7))
    if hasattr(uuid, "uuid7"):
        v7 = uuid.uuid7()
        if v7.version != 7 or abs((v7.int >> 80) - time.time_ns() // 1_000_000) > 1000:
            fail("uuid.uuid7")
        measure(plan, "uuid/generate/v7", f"{cpython} uuid7", calls(uuid.uuid7))
    else:
        print(f"python peer: {cpython} has no uuid7 (3.14 and later); that row is skipped", file=sys.stderr)

    # uuid/generate/v1 (a fixed node, so no interface is looked up)
    node = 0x02005E100001
    if uuid_utils:
        if uuid_utils.uuid1(node).version != 1 or uuid_utils.uuid1(node).node != node:
            fail("uuid_utils.uuid1")
        measure(plan, "uuid/generate/v1", f"{utils} uuid1", calls(uuid_utils.uuid1, node))
    if uuid.uuid1(node).version != 1 or uuid.uuid1(node).node != node:
        fail("uuid.uuid1")
    measure(plan, "uuid/generate/v1", f"{cpython} uuid1", calls(uuid.uuid1, node))

    # uuid/generate/v3 (RFC 9562 A.2)
    v3 = "5df41881-3aed-3515-88a7-2f4a814cf09e"
    name = "www.example.com"
    if uuid_utils:
        if str(uuid_utils.uuid3(uuid_utils.NAMESPACE_DNS, name)) != v3:
            fail("uuid_utils.uuid3")
        measure(plan, "uuid/generate/v3", f"{utils} uuid3", calls(uuid_utils.uuid3, uuid_utils.NAMESPACE_DNS, name))
    if str(uuid.uuid3(uuid.NAMESPACE_DNS, name)) != v3:
        fail("uuid.uuid3")
    measure(plan, "uuid/generate/v3", f"{cpython} uuid3", calls(uuid.uuid3, uuid.NAMESPACE_DNS, name))

    # uuid/format/canonical: str()
    text = "6ba7b810-9dad-41d1-80b4-00c04fd430c8"
    sample = uuid.UUID(int=0x6BA7B8109DAD41D180B400C04FD430C8)
    if str(sample) != text:
        fail("str(uuid.UUID)")
    if uuid_utils:
        sample_utils = uuid_utils.UUID(int=0x6BA7B8109DAD41D180B400C04FD430C8)
        if str(sample_utils) != text:
            fail("str(uuid_utils.UUID)")
        measure(plan, "uuid/format/canonical", f"{utils} str()", calls(str, sample_utils))
    measure(plan, "uuid/format/canonical", f"{cpython} str()", calls(str, sample))

    # uuid/parse/canonical: UUID(str)
    if uuid_utils:
        if uuid_utils.UUID(text).int != sample.int:
            fail("uuid_utils.UUID(str)")
        measure(plan, "uuid/parse/canonical", f"{utils} UUID(str)", calls(uuid_utils.UUID, text))
    if uuid.UUID(text) != sample:
        fail("uuid.UUID(str)")
    measure(plan, "uuid/parse/canonical", f"{cpython} UUID(str)", calls(uuid.UUID, text))

    # md5/oneshot/36B
    data = b"68753A44-4D6F-1226-9C60-0050E4C00067"
    if hashlib.md5(data).hexdigest() != "e56f6a9223fb375e75480863fc0bcbb6":
        fail("hashlib.md5 of the 36-byte input")
    measure(plan, "md5/oneshot/36B", f"python {platform.python_version()} hashlib.md5().digest()",
            md5_digests(data))


def md5_digests(data):
    """A batch body: n one-shot MD5 digests of `data`."""
    def body(n, md5=hashlib.md5, data=data, repeat=itertools.repeat):
        result = None
        for _ in repeat(None, n):
            result = md5(data).digest()
        return result
    return body


if __name__ == "__main__":
    main()
