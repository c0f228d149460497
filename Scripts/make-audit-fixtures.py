"""Writes identifiers from real generators, one per line, in generation order.

    python3 make-audit-fixtures.py KIND LINES OUT

Run by Scripts/make-audit-fixtures.sh inside a venv holding
Scripts/audit-fixtures-requirements.txt. KIND is one of:

  cpython-uuid1      uuid.uuid1() of the running CPython
  cpython-uuid4      uuid.uuid4()
  uuid-utils-uuid4   uuid_utils.uuid4()
  uuid-utils-uuid7   uuid_utils.uuid7()
  uuid-utils-uuid7-host-ahead, uuid-utils-uuid7-host-behind
                     a log written by two hosts: uuid_utils.uuid7() on this one, and on one
                     line in ten (ahead, 4 lines a millisecond) or one in fifty (behind, 10 a
                     millisecond) uuid_utils.uuid7(nanoseconds=) given this clock plus 2 ms or
                     minus 3 ms, as a second host whose clock disagrees by that much; the host
                     of each line drawn at random
  draft-uuid7        uuid_extensions.uuid7() of the uuid7 package 0.1.0 (pre-RFC draft layout)
  random-128         os.urandom(16) printed in the 8-4-4-4-12 form (no version, no variant)
  python-ulid-random     python-ulid's ULIDGenerator with PureRandomPolicy: 80 fresh random bits
  python-ulid-monotonic  python-ulid's ULID(): its default generator's StrictMonotonicPolicy, the
                         80 bits incremented by one within a millisecond
  python-ulid-clock-back ULID() of a python-ulid ULIDGenerator whose clock is this one until half
                         the lines are made, then 1.5 s behind it (a clock set back)
  svix-ksuid         str(ksuid.Ksuid()) of svix-ksuid: 32-bit seconds since 2014-05-13, 128 random bits
  snowflake-id       SnowflakeGenerator(instance=7) of snowflake-id (its default epoch, Unix time 0)
"""

import os
import random
import sys
import time
import uuid


def random128():
    h = os.urandom(16).hex()
    return f"{h[0:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def two_hosts(share, offset_ns, per_ms):
    """Lines of two hosts interleaved in call order, `per_ms` lines a millisecond (as a busy
    service logs them, not as fast as a loop runs): uuid_utils's own clock on the first, that
    clock moved by `offset_ns` on the second (its own context: the first one's counter and
    last timestamp are not touched), which writes a `share` of the lines."""
    import uuid_utils
    pick = random.Random(7)
    start = time.perf_counter_ns()
    made = 0

    def make():
        nonlocal made
        due = start + made * 1_000_000 // per_ms
        while time.perf_counter_ns() < due:
            pass
        made += 1
        if pick.random() < share:
            return uuid_utils.uuid7(nanoseconds=time.time_ns() + offset_ns)
        return uuid_utils.uuid7()
    return make


def python_ulid(kind, lines):
    """python-ulid 4: a generator per kind, ULIDs as their 26-character text."""
    import ulid
    if kind == "python-ulid-random":
        generator = ulid.ULIDGenerator(policy=ulid.PureRandomPolicy())
        return lambda: generator.generate()
    if kind == "python-ulid-monotonic":
        return ulid.ULID
    made = 0

    def clock():
        # The generator's clock: this one, then set back by 1.5 s once half the lines are made.
        return time.time_ns() // 1_000_000 - (1500 if made >= lines // 2 else 0)
    generator = ulid.ULIDGenerator(clock=clock)

    def make():
        nonlocal made
        value = generator.generate()
        made += 1
        return value
    return make


def snowflake_ids():
    """snowflake-id's generator: None while its sequence is used up in a millisecond, so ask again."""
    from snowflake import SnowflakeGenerator
    generator = SnowflakeGenerator(7)

    def make():
        while True:
            value = next(generator)
            if value is not None:
                return value
    return make


def main():
    kind, lines, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    if kind == "cpython-uuid1":
        make = uuid.uuid1
    elif kind == "cpython-uuid4":
        make = uuid.uuid4
    elif kind == "uuid-utils-uuid4":
        import uuid_utils
        make = uuid_utils.uuid4
    elif kind == "uuid-utils-uuid7":
        import uuid_utils
        make = uuid_utils.uuid7
    elif kind == "uuid-utils-uuid7-host-ahead":
        make = two_hosts(0.10, 2_000_000, per_ms=4)
    elif kind == "uuid-utils-uuid7-host-behind":
        make = two_hosts(0.02, -3_000_000, per_ms=10)
    elif kind == "draft-uuid7":
        from uuid_extensions import uuid7  # the uuid7 package's module
        make = uuid7
    elif kind == "random-128":
        make = random128
    elif kind.startswith("python-ulid-"):
        make = python_ulid(kind, lines)
    elif kind == "svix-ksuid":
        from ksuid import Ksuid
        make = Ksuid
    elif kind == "snowflake-id":
        make = snowflake_ids()
    else:
        sys.exit(f"make-audit-fixtures.py: unknown kind {kind!r}")
    values = [str(make()) for _ in range(lines)]
    with open(out, "w", encoding="ascii") as f:
        f.write("\n".join(values) + "\n")


if __name__ == "__main__":
    main()
