#!/usr/bin/env python3
"""Anomaly tests of the release `openudid` and `openudid-bench` executables.

Each command runs on small inputs while the environment fails it on purpose, the way SQLite
tests its I/O errors and crashes:

* strace fault injection: the K-th call of a system call (write, openat, mmap, fsync, rename,
  ...) fails with an errno (ENOSPC, EIO, EMFILE, ENOMEM, ...), for every K the command reaches
  past the dynamic loader (or a stated sample of them);
* kills: SIGKILL the moment the command touches an output path, or at its K-th rename, fsync,
  write or openat;
* standard output on a full disk (/dev/full) and on a closed pipe (`| head -c 100`);
* resource limits: few file descriptors (RLIMIT_NOFILE), a small largest file (RLIMIT_FSIZE,
  SIGXFSZ ignored so writes fail with EFBIG), which reach the worker threads' calls too;
* full disks: the temporary directory or the output directory's parent on a small tmpfs
  (needs root; skipped, and said so, when mount fails).

Every run must end in one of these ways, or it fails:

* exit 0 with the right output (compared with a clean run; random output checked for shape);
* exit 1 or 2 with a message on standard error that names a path of the run (or "standard
  output"/"standard input") and the reason (the injected error's strerror text);
* death by SIGKILL, only in a kill case; on a closed pipe, death by SIGPIPE or exit 141 (the
  status a shell gives a program SIGPIPE killed, which openudid uses on purpose) without a
  message.

Death by any other signal (SIGSEGV, SIGABRT, SIGTRAP, ...) is a crash. Afterwards the output
directory must hold the old complete report it held before the run (every case starts with
one) or the new complete report (every expected file, each parseable and equal to the clean
run's where the output is deterministic), never a mix and never a partial file under a final
name. No file may be left behind in the temporary directory, the output directory or its
parent; after a kill stale temporaries are allowed only if the next normal run of the same
command removes them, which is tested.

usage: faults.py PATH/TO/openudid [--sample] [--only CMD[,CMD]] [--case ID] [--keep] [-v]
                                  [--jobs N] [--timeout S]

The commands, on inputs made at the start: audit (2 000 lines, in memory), audit-spill and
audit-spill2 (10^6 lines at the smallest --memory-limit for 1 and 2 threads, which the binary
names when it refuses 1M; a thread's batch then holds 8 MiB of records, so sorted runs go to
--temp-dir, and the harness stops if they do not: the command line has no other way to force a
spill), an audit map shard and a stats reduce shard (their partial), stats (-n 2000, three generators), merge of
the partials of a 2-shard audit and of a 2-shard stats run, md5, uuid, generate, scan, deviceid
chain, and openudid-bench --quick on one benchmark with --json and --svg. Every case runs in its
own folder with TMPDIR pointing into it and starts from an old complete report made from other
inputs (another seed), so that old and new files can be told apart.

Which calls are injected: the call numbers K of each system call are counted once per command
under `strace -f -k`; a K at which the main thread is not yet inside main (the loader, the
libraries' static initialisers: a failure there never reaches the program's code) is left out.
strace counts per thread, so K also hits the K-th call of every worker thread; the resource
limits and full disks reach the workers' first calls, which K alone cannot single out.

The sample (--sample, for CI; about 840 cases: 71 s with 2 jobs on a 2-core machine at load 5,
110 s at load 25):
per command, syscall and errno, the first two call numbers past the loader and two more evenly
spaced up to the last; every kill-on-touch case; the first and the last call of each kill
syscall; both standard-output cases; five descriptor limits (4, 5, 15, 23, 32), three file-size
limits and two disk sizes. The default is the full sweep: every call number, every limit
(about 2 220 cases: 130 s at load 5, 200 s at load 25).
Exit status 0 only when every case passes; the last line is `N passed, N failed`.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import errno as errno_module
import hashlib
import json
import os
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from typing import Callable, Optional

# --- what is injected ---------------------------------------------------------------------------

#: Each system call and the errors it is failed with.
SYSCALL_ERRORS: list[tuple[str, list[str]]] = [
    ("write", ["ENOSPC", "EIO", "EDQUOT"]),
    ("pwrite64", ["ENOSPC", "EIO"]),
    ("writev", ["ENOSPC", "EIO"]),
    ("openat", ["EMFILE", "ENOSPC"]),
    ("read", ["EIO"]),
    ("pread64", ["EIO"]),
    ("fsync", ["EIO", "ENOSPC"]),
    ("fdatasync", ["EIO"]),
    ("ftruncate", ["ENOSPC"]),
    ("rename", ["EIO", "ENOSPC"]),
    ("renameat2", ["EIO", "EINVAL"]),   # EINVAL: a file system without RENAME_EXCHANGE
    ("mkdir", ["ENOSPC", "EACCES"]),
    # Reports are put in place through directory descriptors: the *at calls of the commit.
    ("mkdirat", ["ENOSPC", "EACCES"]),
    ("renameat", ["EIO", "ENOSPC"]),
    ("close", ["EIO"]),
    ("mmap", ["ENOMEM"]),
    ("clone3", ["EAGAIN"]),
    ("getrandom", ["EINTR"]),
]
# brk is not among them: the kernel's brk never returns an error (it returns the old break, and
# glibc sets ENOMEM), so an injected -ENOMEM becomes glibc's idea of the break and malloc then
# crashes in any program. Failed allocations are the mmap cases.
#: System calls whose K-th call is also turned into a SIGKILL.
KILL_SYSCALLS = ["rename", "renameat", "renameat2", "fsync", "write", "openat", "unlink", "unlinkat", "mkdir", "mkdirat", "rmdir"]

STRACE_LOG = "strace.log"
SKIPPED_LOADER = "the dynamic loader refused to start the program (exit 127)"
CRASH_SIGNALS = {signal.SIGSEGV, signal.SIGILL, signal.SIGABRT, signal.SIGTRAP, signal.SIGBUS, signal.SIGFPE}
LOADER_MESSAGES = ("error while loading shared libraries", "Fatal glibc error")

# --- the commands -------------------------------------------------------------------------------


@dataclass
class Context:
    """The paths of one case: its folder, the inputs, where outputs and temporaries go."""

    case_dir: str
    inputs: str
    bin_dir: str

    @property
    def tmp(self) -> str:
        return os.path.join(self.case_dir, "tmp")

    @property
    def parent(self) -> str:
        return os.path.join(self.case_dir, "parent")

    @property
    def out(self) -> str:
        return os.path.join(self.parent, "report")

    @property
    def work(self) -> str:
        return os.path.join(self.case_dir, "work")

    def openudid(self, *args: str) -> list[str]:
        return [os.path.join(self.bin_dir, "openudid"), *args]


AUDIT_FILES = ["report.md", "report.json", "duplicates.csv", "prefixes.svg", "uniformity.svg"]
STATS_FILES = ["report.md", "report.csv", "collisions.svg", "uniformity.svg"]
BENCH_FILES = ["bench.json", "bench.svg"]
UUID_LINE = re.compile(rb"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
OPENUDID_LINE = re.compile(rb"^[0-9a-f]{40}$")
#: Deterministic for the same input (report.json is compared without its run section; report.md
#: holds timings).
AUDIT_EXACT = ("duplicates.csv", "prefixes.svg", "uniformity.svg")
STATS_OPTIONS = ["-n", "2000", "--generators", "uuid4,openudid2012,uuid7-counter", "--threads", "2", "--quiet"]


@dataclass
class Command:
    """One command under test: how to run it, what it writes, and how to check a success."""

    name: str
    argv: Callable[[Context], list[str]]
    #: "dir" (a report directory at ctx.out), "files" (BENCH_FILES in ctx.parent), "work" (a
    #: shard's partial in the work directory, beside the shuffle files) or "stdout".
    outputs: str
    files: list[str] = field(default_factory=list)
    #: The command that writes the old report every case starts from (different content).
    old_argv: Optional[Callable[[Context], list[str]]] = None
    #: How the product on standard output is checked: "exact" or a line pattern and count.
    stdout_shape: Optional[tuple[re.Pattern[bytes], int]] = None
    #: Copies the work folder (partials) into the case.
    needs_work: Optional[str] = None
    #: The file each output file must equal byte for byte, when the output is deterministic.
    exact_files: tuple[str, ...] = ()
    #: Whether a large output makes a closed pipe a real test.
    pipe_argv: Optional[Callable[[Context], list[str]]] = None
    #: Uses the temporary directory (spills).
    spills: bool = False


def _audit(input_name: str, *extra: str) -> Callable[[Context], list[str]]:
    return lambda c: c.openudid("audit", os.path.join(c.inputs, input_name), "--out", c.out, "--quiet",
                                "--temp-dir", c.tmp, *extra)


#: The smallest --memory-limit for 1 and 2 threads, as the binary states it when refusing less
#: (filled in by Harness.probe_spill_limits).
SPILL_LIMITS: dict[int, str] = {}


def _spilling(threads: int) -> Callable[[Context], list[str]]:
    return lambda c: _audit("big.txt", "--threads", str(threads), "--memory-limit", SPILL_LIMITS[threads])(c)


def _bench(filter_regex: str) -> Callable[[Context], list[str]]:
    return lambda c: [os.path.join(c.bin_dir, "openudid-bench"), "--quick", "--filter", filter_regex,
                      "--json", os.path.join(c.parent, "bench.json"), "--svg", os.path.join(c.parent, "bench.svg")]


COMMANDS: list[Command] = [
    Command("audit", _audit("ids.txt", "--threads", "2"), "dir", AUDIT_FILES,
            old_argv=_audit("old-ids.txt", "--threads", "2"), exact_files=AUDIT_EXACT),
    Command("audit-spill", _spilling(1), "dir", AUDIT_FILES,
            old_argv=_audit("old-ids.txt", "--threads", "1"), exact_files=AUDIT_EXACT, spills=True),
    Command("audit-spill2", _spilling(2), "dir", AUDIT_FILES,
            old_argv=_audit("old-ids.txt", "--threads", "2"), exact_files=AUDIT_EXACT, spills=True),
    Command("stats", lambda c: c.openudid("stats", *STATS_OPTIONS, "--seed", "5", "--out", c.out), "dir", STATS_FILES,
            old_argv=lambda c: c.openudid("stats", *STATS_OPTIONS, "--seed", "6", "--out", c.out),
            exact_files=("report.csv", "collisions.svg", "uniformity.svg")),
    Command("merge-audit", lambda c: c.openudid("merge", *sorted(_partials(c.work, "audit-")), "--out", c.out, "--quiet"),
            "dir", AUDIT_FILES, old_argv=_audit("old-ids.txt", "--threads", "2"), needs_work="audit-work",
            exact_files=AUDIT_EXACT),
    Command("merge-stats", lambda c: c.openudid("merge", *sorted(_partials(c.work, "stats-")), "--out", c.out, "--quiet"),
            "dir", STATS_FILES, old_argv=lambda c: c.openudid("stats", *STATS_OPTIONS, "--seed", "6", "--out", c.out),
            needs_work="stats-work", exact_files=("report.csv", "collisions.svg", "uniformity.svg")),
    Command("audit-map", lambda c: c.openudid("audit", os.path.join(c.inputs, "ids.txt"), "--shards", "2", "--map", "0",
                                              "--work-dir", c.work, "--quiet", "--temp-dir", c.tmp),
            "work", ["audit-map-0000.partial"], needs_work="empty-work"),
    Command("stats-reduce", lambda c: c.openudid("stats", *STATS_OPTIONS, "--seed", "5", "--shards", "2", "--reduce", "1",
                                                 "--work-dir", c.work),
            "work", ["stats-reduce-0001.partial"], needs_work="stats-maps"),
    Command("md5", lambda c: c.openudid("md5", os.path.join(c.inputs, "random-200k"), os.path.join(c.inputs, "ids.txt")),
            "stdout", pipe_argv=lambda c: c.openudid("md5", *[os.path.join(c.inputs, "ids.txt")] * 3000)),
    Command("uuid", lambda c: c.openudid("uuid", "-n", "1000"), "stdout", stdout_shape=(UUID_LINE, 1000),
            pipe_argv=lambda c: c.openudid("uuid", "-n", "200000")),
    Command("generate", lambda c: c.openudid("generate", "-n", "1000"), "stdout", stdout_shape=(OPENUDID_LINE, 1000),
            pipe_argv=lambda c: c.openudid("generate", "-n", "200000")),
    Command("scan", lambda c: c.openudid("scan", os.path.join(c.inputs, "doc.json")), "stdout"),
    Command("deviceid", lambda c: c.openudid("deviceid", "chain", os.path.join(c.inputs, "chain.json")), "stdout"),
    Command("bench", _bench("^md5/oneshot/64B$"), "files", BENCH_FILES, old_argv=_bench("^md5/oneshot/36B$")),
]


def _partials(work: str, prefix: str) -> list[str]:
    try:
        return [os.path.join(work, name) for name in os.listdir(work) if name.startswith(prefix) and name.endswith(".partial")]
    except FileNotFoundError:
        return []


# --- the cases ----------------------------------------------------------------------------------


@dataclass
class Case:
    """One run: a command and what is done to it."""

    command: Command
    kind: str          # inject, kill-call, kill-touch, stdout, nofile, fsize, disk
    what: str          # syscall, path label, stdout target, limit name
    error: str         # errno name, "KILL", or the environment's errno
    k: int = 0         # call number, limit value or disk size

    @property
    def id(self) -> str:
        return f"{self.command.name}:{self.kind}:{self.what}:{self.error}:{self.k}"

    @property
    def row(self) -> tuple[str, str, str]:
        return (self.command.name, f"{self.kind}:{self.what}" if self.kind != "inject" else self.what, self.error)


@dataclass
class Outcome:
    case: Case
    passed: bool
    skipped: bool = False
    problems: list[str] = field(default_factory=list)
    reproduce: str = ""
    detail: str = ""


class Harness:
    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.openudid = os.path.abspath(args.openudid)
        self.bin_dir = os.path.dirname(self.openudid)
        self.root = tempfile.mkdtemp(prefix="openudid-faults.")
        self.inputs = os.path.join(self.root, "inputs")
        self.golden: dict[str, dict] = {}
        self.counts: dict[str, dict[str, tuple[int, set[int]]]] = {}
        self.lock = threading.Lock()
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("OPENUDID_")}
        self.env["SWIFT_BACKTRACE"] = "enable=no"
        self.env["LC_ALL"] = "C"

    # --- preparation ---------------------------------------------------------------------------

    def run_plain(self, argv: list[str], **kwargs) -> subprocess.CompletedProcess:
        return subprocess.run(argv, env=self.env, capture_output=True, timeout=self.args.timeout, **kwargs)

    def prepare_inputs(self) -> None:
        os.makedirs(self.inputs)
        ou = self.openudid
        with open(os.path.join(self.inputs, "ids.txt"), "wb") as f:
            f.write(self.run_plain([ou, "uuid", "-n", "2000"]).stdout)
            f.write(self.run_plain([ou, "uuid", "-n", "20"]).stdout * 2)      # duplicates: duplicates.csv rows
        with open(os.path.join(self.inputs, "old-ids.txt"), "wb") as f:   # other duplicates than ids.txt's
            f.write(self.run_plain([ou, "uuid", "-n", "1500", "--v7"]).stdout)
            f.write(self.run_plain([ou, "uuid", "-n", "7"]).stdout * 3)
        with open(os.path.join(self.inputs, "big.txt"), "wb") as f:        # spills at the smallest limit
            f.write(self.run_plain([ou, "uuid", "-n", str(SPILL_LINES)]).stdout)
        with open(os.path.join(self.inputs, "random-200k"), "wb") as f:
            f.write(os.urandom(200_000))
        v, w = "1" * 40, "2" * 40
        doc = {"appUID": "APP-1", "local": {"OpenUDID": v},
               "slots": [{"OpenUDID": w}, {"OpenUDID": w}, {}] + [None] * 97, "now": "2012-08-28T14:03:59Z"}
        with open(os.path.join(self.inputs, "doc.json"), "w") as f:
            json.dump(doc, f)
        with open(os.path.join(self.inputs, "chain.json"), "w") as f:
            json.dump({"keychain": None, "defaults": None, "idfa": None,
                       "fresh": "599F9C00-92DC-4B5C-9464-7971F01F8370"}, f)
        ids = os.path.join(self.inputs, "ids.txt")
        work = os.path.join(self.inputs, "audit-work")
        for step in ("map", "reduce"):
            for i in (0, 1):
                self.check_clean(self.run_plain([ou, "audit", ids, "--shards", "2", f"--{step}", str(i), "--work-dir", work,
                                                 "--quiet"]), "audit shard")
        os.makedirs(os.path.join(self.inputs, "empty-work"))
        work = os.path.join(self.inputs, "stats-work")
        for step in ("map", "reduce"):
            for i in (0, 1):
                self.check_clean(self.run_plain([ou, "stats", *STATS_OPTIONS, "--seed", "5", "--shards", "2", f"--{step}",
                                                 str(i), "--work-dir", work]), "stats shard")
            if step == "map":
                shutil.copytree(work, os.path.join(self.inputs, "stats-maps"))

    def probe_spill_limits(self) -> None:
        """The smallest memory limit for 1 and 2 threads: the binary names it when refusing 1M."""
        for threads in (1, 2):
            result = self.run_plain([self.openudid, "audit", "/dev/null", "--memory-limit", "1M", "--threads", str(threads),
                                     "--out", os.path.join(self.root, "refused")])
            found = re.search(r"at least (\d+[KMG])", result.stderr.decode(errors="replace"))
            if not found:
                sys.exit("faults.py: could not learn the smallest --memory-limit from: "
                         + result.stderr.decode(errors="replace"))
            SPILL_LIMITS[threads] = found.group(1)

    @staticmethod
    def check_clean(result: subprocess.CompletedProcess, what: str) -> None:
        if result.returncode != 0:
            sys.exit(f"faults.py: the clean run of {what} failed (exit {result.returncode}): "
                     f"{result.stderr.decode(errors='replace')}")

    def new_context(self, name: str) -> Context:
        case_dir = os.path.join(self.root, "cases", name)
        shutil.rmtree(case_dir, ignore_errors=True)
        os.makedirs(case_dir)
        ctx = Context(case_dir, self.inputs, self.bin_dir)
        os.makedirs(ctx.tmp)
        os.makedirs(ctx.parent)
        return ctx

    def seed_case(self, command: Command, ctx: Context) -> None:
        """Puts the old complete report, and the partials, in place."""
        if command.needs_work:
            shutil.copytree(os.path.join(self.inputs, command.needs_work), ctx.work)
        gold = self.golden[command.name]
        if command.outputs == "work":
            return
        if command.outputs == "dir":
            shutil.copytree(gold["old_dir"], ctx.out)
        elif command.outputs == "files":
            for name in command.files:
                shutil.copy2(os.path.join(gold["old_dir"], name), os.path.join(ctx.parent, name))

    def prepare_golden(self, command: Command) -> None:
        """A clean run of the command (the expected outputs) and of its old variant."""
        gold: dict = {}
        ctx = self.new_context(f"golden-{command.name}")
        if command.needs_work:
            shutil.copytree(os.path.join(self.inputs, command.needs_work), ctx.work)
        if command.old_argv:
            self.check_clean(self.run_plain(command.old_argv(ctx), cwd=ctx.case_dir), f"{command.name} (old report)")
            old_dir = os.path.join(self.root, "old", command.name)
            if command.outputs == "dir":
                shutil.copytree(ctx.out, old_dir)
                shutil.rmtree(ctx.out)
            else:
                os.makedirs(old_dir)
                for name in command.files:
                    shutil.move(os.path.join(ctx.parent, name), os.path.join(old_dir, name))
            gold["old_dir"] = old_dir
            gold["old_hashes"] = listing(old_dir)
        result = self.run_plain(command.argv(ctx), cwd=ctx.case_dir)
        self.check_clean(result, command.name)
        gold["stdout"] = result.stdout.replace(ctx.case_dir.encode(), b"CASE")
        new_dir = os.path.join(self.root, "new", command.name)
        if command.outputs == "dir":
            shutil.copytree(ctx.out, new_dir)
        elif command.outputs in ("files", "work"):
            os.makedirs(new_dir)
            for name in command.files:
                shutil.copy2(os.path.join(output_folder(command, ctx), name), os.path.join(new_dir, name))
        if command.outputs == "work":
            gold["old_dir"] = None
            gold["old_hashes"] = {}
        if command.outputs != "stdout":
            gold["new_dir"] = new_dir
            gold["new_hashes"] = listing(new_dir)
            problems = self.check_new_files(command, new_dir, gold)
            if problems:
                sys.exit(f"faults.py: the clean run of {command.name} does not pass its own checks: {problems}")
            if gold.get("old_hashes") and set(gold["old_hashes"]) != set(gold["new_hashes"]):
                sys.exit(f"faults.py: the old and new reports of {command.name} have different files")
        if command.pipe_argv:
            gold["pipe_size"] = len(self.run_plain(command.pipe_argv(ctx), cwd=ctx.case_dir).stdout)
        self.golden[command.name] = gold
        shutil.rmtree(ctx.case_dir)

    # --- counting the calls -------------------------------------------------------------------

    def count_calls(self, command: Command) -> None:
        """Per system call: the largest number of calls any thread makes, and the call numbers
        at which the main thread is not yet (or no longer) inside `main`: the dynamic loader, the
        libraries' static initializers (glibc's malloc and the Swift runtime's CommandLine set-up
        among them) and a re-executed image's loader. A failure there never reaches the
        program's code, so those numbers are not injected. Found with strace's stack traces
        (-k): a call of the main thread counts when __libc_start_main is on its stack."""
        ctx = self.new_context(f"count-{command.name}")
        self.seed_case(command, ctx)
        trace = os.path.join(ctx.case_dir, "strace.txt")
        names = sorted({s for s, _ in SYSCALL_ERRORS} | set(KILL_SYSCALLS))
        argv = ["strace", "-f", "-qq", "-k", "-o", trace, "-e", "trace=" + ",".join(names), *command.argv(ctx)]
        with open(os.path.join(ctx.case_dir, "stdout"), "wb") as out:
            result = subprocess.run(argv, env=self.env, cwd=ctx.case_dir, stdout=out, stderr=subprocess.PIPE,
                                    timeout=self.args.timeout * 4)
        self.check_clean(result, f"{command.name} under strace")
        if command.spills:
            # A spilling command must create a file in its temporary directory besides the
            # write check (by name, or unnamed with O_TMPFILE), or the input is too small for
            # the memory limit.
            created = re.compile(r'openat\(AT_FDCWD, "' + re.escape(ctx.tmp)
                                 + r'(/(?!\.openudid-write-check)[^"]*", [^)]*O_CREAT|", [^)]*O_TMPFILE)')
            with open(trace, errors="replace") as f:
                if not any(created.search(line) for line in f):
                    sys.exit(f"faults.py: {command.name} did not spill into {ctx.tmp} "
                             f"(--memory-limit {SPILL_LIMITS}, {SPILL_LINES} lines): make the input larger")
        call = re.compile(r"^(\d+)\s+(<\.\.\. )?([a-z0-9_]+)(\(| resumed>)")
        per_thread: dict[int, dict[str, int]] = {}
        outside: dict[str, set[int]] = {}
        main_pid = None
        current: Optional[tuple[int, str, int]] = None   # the call whose stack follows
        in_main = False
        pending: dict[int, tuple[str, int]] = {}

        inside: dict[str, set[int]] = {}

        def close_current() -> None:
            if current and current[0] == main_pid:
                (inside if in_main else outside).setdefault(current[1], set()).add(current[2])

        with open(trace, errors="replace") as f:
            for text in f:
                if text.startswith(" > "):
                    if "__libc_start_main" in text:
                        in_main = True
                    continue
                m = call.match(text)
                if not m:
                    continue
                close_current()
                pid, resumed, name = int(m.group(1)), m.group(2), m.group(3)
                if main_pid is None:
                    main_pid = pid
                if resumed:
                    index = pending.pop(pid, (name, 0))[1]
                else:
                    counts = per_thread.setdefault(pid, {})
                    counts[name] = counts.get(name, 0) + 1
                    index = counts[name]
                    if "<unfinished ...>" in text:
                        pending[pid] = (name, index)
                current = (pid, name, index)
                in_main = False
            close_current()
        # An unfinished call is judged by the stack printed with its resumption: keep a number
        # out only when neither part showed main.
        result_counts = {}
        for name in names:
            most = max((c.get(name, 0) for c in per_thread.values()), default=0)
            result_counts[name] = (most, outside.get(name, set()) - inside.get(name, set()))
        self.counts[command.name] = result_counts
        shutil.rmtree(ctx.case_dir)

    def call_numbers(self, command: Command, syscall: str) -> list[int]:
        most, loader = self.counts[command.name].get(syscall, (0, set()))
        return [k for k in range(1, most + 1) if k not in loader]

    # --- the list of cases --------------------------------------------------------------------

    def cases(self) -> list[Case]:
        sample = self.args.sample
        cases: list[Case] = []
        for command in self.selected_commands():
            for syscall, errors in SYSCALL_ERRORS:
                ks = self.call_numbers(command, syscall)
                if sample:
                    ks = spread(ks, 4)
                for error in errors:
                    cases += [Case(command, "inject", syscall, error, k) for k in ks]
            if command.outputs != "stdout":
                for label in self.touch_labels(command):
                    cases.append(Case(command, "kill-touch", label, "KILL"))
                for syscall in KILL_SYSCALLS:
                    ks = self.call_numbers(command, syscall)
                    if sample:
                        ks = spread(ks, 2)
                    cases += [Case(command, "kill-call", syscall, "KILL", k) for k in ks]
            cases.append(Case(command, "stdout", "dev-full", "ENOSPC"))
            cases.append(Case(command, "stdout", "closed-pipe", "EPIPE"))
            for limit in (spread(list(range(4, 33)), 5) if sample else range(4, 33)):
                cases.append(Case(command, "nofile", "RLIMIT_NOFILE", "EMFILE", limit))
            for size in (FSIZE_SAMPLE if sample else FSIZE_ALL):
                cases.append(Case(command, "fsize", "RLIMIT_FSIZE", "EFBIG", size))
            if command.outputs != "stdout":
                for size in (DISK_SAMPLE if sample else DISK_ALL):
                    cases.append(Case(command, "disk", "work" if command.outputs == "work" else "parent", "ENOSPC", size))
            if command.spills:
                for size in (SPILL_DISK_SAMPLE if sample else SPILL_DISK_ALL):
                    cases.append(Case(command, "disk", "tmp", "ENOSPC", size))
        if self.args.case:
            cases = [c for c in cases if c.id in self.args.case]
        return cases

    def selected_commands(self) -> list[Command]:
        if not self.args.only:
            return COMMANDS
        names = set(self.args.only.split(","))
        unknown = names - {c.name for c in COMMANDS}
        if unknown:
            sys.exit(f"faults.py: unknown command {', '.join(sorted(unknown))}; "
                     f"known: {', '.join(c.name for c in COMMANDS)}")
        return [c for c in COMMANDS if c.name in names]

    @staticmethod
    def touch_labels(command: Command) -> list[str]:
        labels = ["outdir"] if command.outputs == "dir" else ["workdir"] if command.outputs == "work" else []
        labels += command.files
        if command.spills:
            labels.append("tmpdir")
        return labels

    # --- running one case ---------------------------------------------------------------------

    def strace_prefix(self, case: Case, ctx: Context) -> list[str]:
        base = ["strace", "-f", "-qq", "-o", "/dev/null"]
        if case.kind == "inject":
            # The injected calls are logged (strace marks them INJECTED): the judge needs to know
            # whether one of them was the write of the error message itself.
            return ["strace", "-f", "-qq", "-o", os.path.join(ctx.case_dir, STRACE_LOG), "-e", f"trace={case.what}",
                    "-e", f"inject={case.what}:error={case.error}:when={case.k}"]
        if case.kind == "kill-call":
            return base + ["-e", f"inject={case.what}:signal=KILL:when={case.k}"]
        if case.kind == "kill-touch":
            path = {"outdir": ctx.out, "tmpdir": ctx.tmp, "workdir": ctx.work}.get(case.what)
            if path is None:
                path = os.path.join(output_folder(case.command, ctx), case.what)
            return base + ["-P", path, "-e", "inject=all:signal=KILL"]
        return []

    def run_case(self, case: Case) -> Outcome:
        command = case.command
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", case.id)
        ctx = self.new_context(name)
        self.seed_case(command, ctx)
        mounted = []
        try:
            if case.kind == "disk":
                if not self.mount_tmpfs(case, ctx, mounted):
                    return Outcome(case, passed=False, skipped=True, detail="mount failed (needs root)")
            before = snapshot(ctx)
            argv = command.argv(ctx)
            prefix = self.strace_prefix(case, ctx)
            full = prefix + argv
            reproduce = self.reproduce(case, ctx, full)
            result = self.execute(case, ctx, full)
            problems = self.judge(case, ctx, result, before)
            if problems == [SKIPPED_LOADER]:
                return Outcome(case, passed=False, skipped=True, detail=SKIPPED_LOADER)
            passed = not problems
            outcome = Outcome(case, passed, problems=problems, reproduce=reproduce,
                              detail=f"exit {describe_status(result.status)}; stderr: {tail(result.stderr)}")
            return outcome
        except subprocess.TimeoutExpired:
            return Outcome(case, False, problems=[f"no end within {self.args.timeout} s (hang)"],
                           reproduce=self.reproduce(case, ctx, self.strace_prefix(case, ctx) + command.argv(ctx)))
        finally:
            for point in reversed(mounted):
                subprocess.run(["umount", "-l", point], capture_output=True)

    def mount_tmpfs(self, case: Case, ctx: Context, mounted: list[str]) -> bool:
        point = {"parent": ctx.parent, "work": ctx.work}.get(case.what, ctx.tmp)
        keep = os.path.join(ctx.case_dir, "seeded")
        if case.what != "tmp":
            shutil.move(point, keep)
            os.makedirs(point)
        used = tree_size(keep) if case.what != "tmp" else 0
        size = used + case.k
        result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={max(size, 4096)}", "tmpfs", point], capture_output=True)
        if result.returncode != 0:
            return False
        mounted.append(point)
        if case.what != "tmp":
            for entry in os.listdir(keep):
                source = os.path.join(keep, entry)
                (shutil.copytree if os.path.isdir(source) else shutil.copy2)(source, os.path.join(point, entry))
            shutil.rmtree(keep)
        return True

    def reproduce(self, case: Case, ctx: Context, argv: list[str]) -> str:
        stdout = {"dev-full": "/dev/full", "closed-pipe": "| head -c 100 >/dev/null"}.get(case.what, "> stdout")
        redirect = stdout if stdout.startswith("|") or stdout.startswith(">") else f"> {stdout}"
        limits = ""
        if case.kind == "nofile":
            limits = f"prlimit --nofile={case.k} -- "
        elif case.kind == "fsize":
            limits = f"prlimit --fsize={case.k} -- "
        words = " ".join(shlex.quote(a) for a in argv)
        trap = "trap '' XFSZ && " if case.kind == "fsize" else ""
        if case.kind == "disk":
            point = case.what
            trap = (f"mount -t tmpfs -o size=(the old report's size + {case.k}) tmpfs {point} "
                    f"(then put the old report back in it) && ")
        harness = f"python3 Tests/Faults/faults.py {shlex.quote(self.openudid)} --case {shlex.quote(case.id)} --keep -v"
        return (f"{harness}\n        # in its case folder: cd {ctx.case_dir} && {trap}TMPDIR={ctx.tmp} "
                f"SWIFT_BACKTRACE=enable=no {limits}{words} {redirect}")

    @dataclass
    class Result:
        status: int          # exit status, or -signal
        stderr: str
        stdout_path: Optional[str]

    def execute(self, case: Case, ctx: Context, argv: list[str]) -> "Harness.Result":
        env = dict(self.env, TMPDIR=ctx.tmp)
        stdout_path = os.path.join(ctx.case_dir, "stdout")

        def limits() -> None:
            if case.kind == "nofile":
                resource.setrlimit(resource.RLIMIT_NOFILE, (case.k, case.k))
            elif case.kind == "fsize":
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE, (case.k, case.k))
            signal.signal(signal.SIGPIPE, signal.SIG_DFL)

        if case.what == "closed-pipe":
            argv = (case.command.pipe_argv or case.command.argv)(ctx)
            reader = subprocess.Popen(["head", "-c", "100"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
            try:
                process = subprocess.run(argv, env=env, cwd=ctx.case_dir, stdin=subprocess.DEVNULL, stdout=reader.stdin,
                                         stderr=subprocess.PIPE, timeout=self.args.timeout, preexec_fn=limits)
            finally:
                reader.stdin.close()
                reader.wait()
            return Harness.Result(process.returncode, process.stderr.decode(errors="replace"), None)
        target = "/dev/full" if case.what == "dev-full" else stdout_path
        with open(target, "wb") as out:
            process = subprocess.run(argv, env=env, cwd=ctx.case_dir, stdin=subprocess.DEVNULL, stdout=out,
                                     stderr=subprocess.PIPE, timeout=self.args.timeout, preexec_fn=limits)
        return Harness.Result(process.returncode, process.stderr.decode(errors="replace"),
                              None if case.what == "dev-full" else stdout_path)

    # --- judging ------------------------------------------------------------------------------

    def judge(self, case: Case, ctx: Context, result: "Harness.Result", before: dict) -> list[str]:
        command = case.command
        gold = self.golden[command.name]
        problems: list[str] = []
        killed = case.error == "KILL"
        status = result.status
        loader = any(m in result.stderr for m in LOADER_MESSAGES)
        if status < 0:
            sig = signal.Signals(-status)
            if killed and sig == signal.SIGKILL:
                pass
            elif case.what == "closed-pipe" and sig == signal.SIGPIPE:
                pass
            elif sig in CRASH_SIGNALS:
                problems.append(f"crashed: died by {sig.name}")
            else:
                problems.append(f"died by {sig.name}, a signal it was not sent")
        elif status == 141 and case.what == "closed-pipe":
            pass   # the documented quiet end on a reader gone away, as a death by SIGPIPE would report
        elif status == 127 and loader and case.kind in ("nofile", "inject"):
            # The dynamic loader refused to start the program: none of its code ran.
            return [SKIPPED_LOADER]
        elif status not in (0, 1, 2):
            problems.append(f"exit status {status} (expected 0, 1 or 2)")
        elif status in (1, 2) and not self.stderr_was_injected(case, ctx):
            problems += self.check_message(case, ctx, result.stderr)
        if status == 0:
            problems += self.check_success(case, ctx, result)
        if case.what == "closed-pipe" and status == 0 and gold.get("pipe_size", len(gold["stdout"])) > 65536:
            problems.append("exit 0 although standard output was closed before all of it was written")
        if case.what == "dev-full" and status == 0 and (gold.get("pipe_size", 0) or len(gold["stdout"])) > 0:
            problems.append("exit 0 with standard output on a full disk (/dev/full): the output was lost silently")
        problems += self.check_outputs(case, ctx)
        leftovers = new_entries(before, snapshot(ctx))
        if leftovers:
            if killed:
                problems += self.rerun_after_kill(case, ctx, before, leftovers)
            else:
                problems.append("left behind: " + ", ".join(sorted(leftovers)[:8]))
        return problems

    @staticmethod
    def stderr_was_injected(case: Case, ctx: Context) -> bool:
        """Whether a write to standard error was among the failed calls: strace counts calls
        per thread, so the K-th write of the main thread can be the very message that reports
        a worker's failed K-th write. The message cannot be asked for then."""
        if case.kind != "inject" or case.what not in ("write", "writev"):
            return False
        try:
            with open(os.path.join(ctx.case_dir, STRACE_LOG), errors="replace") as f:
                return any("(INJECTED)" in line and re.search(r"\bwritev?\(2,", line) for line in f)
        except FileNotFoundError:
            return False

    def check_message(self, case: Case, ctx: Context, stderr: str) -> list[str]:
        problems = []
        text = stderr.strip()
        if not text:
            return ["failed with nothing on standard error"]
        if case.error == "KILL":
            return []
        if case.what == "closed-pipe":
            reasons = [os.strerror(errno_module.EPIPE)]
        else:
            reasons = [os.strerror(getattr(errno_module, case.error))]
        # A refusal up front that the descriptor limit is too low names the limit, not a file.
        limit_refusal = case.error == "EMFILE" and "ulimit" in text
        if limit_refusal:
            reasons.append("ulimit")
        if not any(r in text for r in reasons):
            problems.append(f"the message does not give the reason ({' / '.join(reasons)})")
        places = ["standard output", "standard input", "standard error", ctx.case_dir, self.inputs]
        if not limit_refusal and not any(p in text for p in places):
            problems.append("the message names no path of the run (nor standard output)")
        return problems

    def check_success(self, case: Case, ctx: Context, result: "Harness.Result") -> list[str]:
        command = case.command
        gold = self.golden[command.name]
        if result.stdout_path is None:
            return []
        with open(result.stdout_path, "rb") as f:
            stdout = f.read()
        if command.outputs == "stdout":
            if command.stdout_shape:
                pattern, count = command.stdout_shape
                lines = stdout.split(b"\n")
                if lines and lines[-1] == b"":
                    lines.pop()
                if len(lines) != count or not all(pattern.match(l) for l in lines) or len(set(lines)) != count:
                    return [f"exit 0 but standard output is not {count} distinct lines of the right shape"
                            f" ({len(lines)} lines, {len(stdout)} bytes)"]
            elif stdout != gold["stdout"]:
                return [f"exit 0 but standard output differs from a clean run's ({len(stdout)} bytes, "
                        f"{len(gold['stdout'])} expected)"]
            return []
        if command.name == "bench":
            if not stdout.startswith(b"# openudid-bench"):
                return ["exit 0 but standard output is not the benchmark table"]
        elif stdout.replace(ctx.case_dir.encode(), b"CASE") != gold["stdout"]:
            return ["exit 0 but standard output (the summary) differs from a clean run's"]
        return []

    def check_outputs(self, case: Case, ctx: Context) -> list[str]:
        command = case.command
        if command.outputs == "stdout":
            return []
        gold = self.golden[command.name]
        folder = output_folder(command, ctx)
        now = listing(folder, only=None if command.outputs == "dir" else command.files)
        if now == gold["old_hashes"]:
            return []
        problems = []
        old = [n for n in command.files if n in now and now[n] == gold["old_hashes"].get(n)
               and now[n] != gold["new_hashes"].get(n)]
        missing = [n for n in command.files if n not in now]
        extra = [n for n in now if n not in command.files]
        if extra:
            problems.append("files in the output folder that are not the report's: " + ", ".join(sorted(extra)[:6]))
        if command.outputs == "files":
            # Separate output files (the benchmark's JSON and chart): each must be whole, the
            # old one or a new complete one; one may be new and the other old.
            old, missing = [], [n for n in missing if n in gold["old_hashes"]]
            return problems + self.check_new_files(command, folder, gold, only=[n for n in command.files if n in now
                                                                                and now[n] != gold["old_hashes"].get(n)])
        if old or missing:
            state = []
            if old:
                state.append("old " + ", ".join(old))
            if missing:
                state.append("missing " + ", ".join(missing))
            problems.append("output is neither the old report nor a new complete one: " + "; ".join(state))
            return problems
        problems += self.check_new_files(command, folder, gold)
        return problems

    def check_new_files(self, command: Command, folder: str, gold: dict, only: Optional[list[str]] = None) -> list[str]:
        problems = []
        for name in (command.files if only is None else only):
            path = os.path.join(folder, name)
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except OSError as error:
                problems.append(f"{name}: {error.strerror}")
                continue
            why = check_file(name, data, gold, command)
            if why:
                problems.append(f"{name}: {why}")
        return problems

    def rerun_after_kill(self, case: Case, ctx: Context, before: dict, leftovers: set[str]) -> list[str]:
        """A kill may leave temporaries only if the next normal run removes them."""
        argv = case.command.argv(ctx)
        with open(os.path.join(ctx.case_dir, "stdout"), "wb") as out:
            process = subprocess.run(argv, env=dict(self.env, TMPDIR=ctx.tmp), cwd=ctx.case_dir, stdout=out,
                                     stderr=subprocess.PIPE, timeout=self.args.timeout)
        problems = []
        if process.returncode != 0:
            problems.append(f"after the kill, the next normal run exited {describe_status(process.returncode)}: "
                            f"{tail(process.stderr.decode(errors='replace'))}")
        still = new_entries(before, snapshot(ctx))
        stale = still & leftovers
        if stale:
            problems.append("a kill left files the next normal run does not remove: " + ", ".join(sorted(stale)[:6]))
        if process.returncode == 0 and case.command.outputs != "stdout":
            folder = output_folder(case.command, ctx)
            problems += [f"after the kill, the next normal run's {p}" for p in
                         self.check_new_files(case.command, folder, self.golden[case.command.name])]
        return problems

    # --- the whole run ------------------------------------------------------------------------

    def main(self) -> int:
        started = time.monotonic()
        ensure_strace()
        commands = self.selected_commands()
        self.probe_spill_limits()
        self.prepare_inputs()
        for command in commands:
            self.prepare_golden(command)
            self.count_calls(command)
        cases = self.cases()
        print(f"faults.py: {len(cases)} cases over {len(commands)} commands "
              f"({'sample' if self.args.sample else 'full sweep'}, {self.args.jobs} at a time); work folder {self.root}",
              flush=True)
        outcomes: list[Outcome] = []
        with concurrent.futures.ThreadPoolExecutor(self.args.jobs) as pool:
            futures = [pool.submit(self.run_case_safely, case) for case in cases]
            for future in concurrent.futures.as_completed(futures):
                outcome = future.result()
                outcomes.append(outcome)
                self.report_one(outcome)
        return self.summary(outcomes, time.monotonic() - started)

    def run_case_safely(self, case: Case) -> Outcome:
        try:
            outcome = self.run_case(case)
        except Exception as error:   # a harness error is a failed case, not a stopped sweep
            outcome = Outcome(case, False, problems=[f"harness error: {error!r}"])
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", case.id)
        case_dir = os.path.join(self.root, "cases", name)
        if outcome.passed or outcome.skipped or not self.args.keep:
            shutil.rmtree(case_dir, ignore_errors=True)
        return outcome

    def report_one(self, outcome: Outcome) -> None:
        with self.lock:
            if outcome.skipped:
                if self.args.verbose:
                    print(f"SKIP  {outcome.case.id}: {outcome.detail}", flush=True)
            elif not outcome.passed:
                print(f"FAIL  {outcome.case.id}", flush=True)
                for problem in outcome.problems:
                    print(f"      {problem}")
                if outcome.detail:
                    print(f"      {outcome.detail}")
                print(f"      reproduce: {outcome.reproduce}", flush=True)
            elif self.args.verbose:
                print(f"PASS  {outcome.case.id}: {outcome.detail}", flush=True)

    def summary(self, outcomes: list[Outcome], seconds: float) -> int:
        rows: dict[tuple[str, str, str], list[int]] = {}
        for o in outcomes:
            r = rows.setdefault(o.case.row, [0, 0, 0, 0])
            r[0] += 1
            if o.skipped:
                r[3] += 1
            elif o.passed:
                r[1] += 1
            else:
                r[2] += 1
        print()
        print(f"{'command':<12} {'injection':<26} {'error':<7} {'run':>5} {'passed':>6} {'failed':>6} {'skipped':>7}")
        for key in sorted(rows, key=lambda k: ([c.name for c in COMMANDS].index(k[0]), k[1], k[2])):
            run, passed, failed, skipped = rows[key]
            print(f"{key[0]:<12} {key[1]:<26} {key[2]:<7} {run:>5} {passed:>6} {failed:>6} {skipped:>7}")
        passed = sum(1 for o in outcomes if o.passed and not o.skipped)
        failed = sum(1 for o in outcomes if not o.passed and not o.skipped)
        skipped = sum(1 for o in outcomes if o.skipped)
        print()
        reasons: dict[str, int] = {}
        for o in outcomes:
            if o.skipped:
                reasons[o.detail] = reasons.get(o.detail, 0) + 1
        for reason, count in sorted(reasons.items()):
            print(f"note: {count} cases skipped, not counted as passed: {reason}")
        print(f"faults.py: {len(outcomes)} cases in {seconds:.0f} s")
        if self.args.keep:
            print(f"failed cases' folders kept under {self.root}/cases")
        else:
            shutil.rmtree(self.root, ignore_errors=True)
        print(f"{passed} passed, {failed} failed")
        return 0 if failed == 0 else 1


#: Lines of the spilling audits' input: at the smallest limit a thread's batch holds at least
#: 8 MiB of 32-byte records (262 144), so 10^6 lines make several sorted runs.
SPILL_LINES = 1_000_000
FSIZE_ALL = [0, 1, 100, 1000, 4096, 10_000, 40_000, 100_000, 1_000_000, 1_048_576, 2_000_000]
FSIZE_SAMPLE = [0, 4096, 1_000_000]
DISK_ALL = [0, 4096, 8192, 16384, 32768, 65536, 131072]
DISK_SAMPLE = [0, 16384]
SPILL_DISK_ALL = [4096, 65536, 1 << 20, (1 << 20) + 4096, 2 << 20, 3 << 20]
SPILL_DISK_SAMPLE = [65536, 2 << 20]


# --- helpers ------------------------------------------------------------------------------------


def output_folder(command: Command, ctx: Context) -> str:
    """Where the command's output files go."""
    return {"dir": ctx.out, "files": ctx.parent, "work": ctx.work}.get(command.outputs, ctx.parent)


def spread(values: list[int], count: int) -> list[int]:
    """The first two values, then evenly spaced ones up to the last: at most `count`."""
    if len(values) <= count:
        return list(values)
    chosen = values[:2]
    rest = values[2:]
    picks = count - 2
    for i in range(picks):
        index = round((i + 1) * (len(rest) - 1) / picks)
        chosen.append(rest[index])
    return sorted(set(chosen))


def listing(folder: str, only: Optional[list[str]] = None) -> dict[str, str]:
    """Name → SHA-256 of every file in a folder (not recursive; folders as "dir")."""
    out = {}
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return {}
    for name in names:
        if only is not None and name not in only:
            continue
        path = os.path.join(folder, name)
        if os.path.isdir(path):
            out[name] = "dir"
        else:
            with open(path, "rb") as f:
                out[name] = hashlib.sha256(f.read()).hexdigest()
    return out


def snapshot(ctx: Context) -> set[str]:
    """Every path under the case folder (and the shared inputs), relative to it."""
    paths = set()
    for top in (ctx.case_dir, ctx.inputs):
        for root, dirs, files in os.walk(top):
            for name in dirs + files:
                path = os.path.join(root, name)
                if path in (os.path.join(ctx.case_dir, "stdout"), os.path.join(ctx.case_dir, STRACE_LOG)) \
                        or path.endswith("seeded"):
                    continue
                paths.add(os.path.relpath(path, ctx.case_dir))
    return paths


def new_entries(before: set[str], after: set[str]) -> set[str]:
    report_names = set(AUDIT_FILES + STATS_FILES + BENCH_FILES)
    fresh = set()
    for path in after - before:
        parts = path.split(os.sep)
        if parts[:2] == ["parent", "report"] and (len(parts) == 2 or (len(parts) == 3 and parts[2] in report_names)):
            continue   # the report folder and its files when there was no old one
        if parts[0] == "parent" and len(parts) == 2 and parts[1] in report_names:
            continue
        if parts[0] == "work" and (parts[1:2] == ["shuffle"] or (len(parts) == 2 and parts[1].endswith(".partial"))):
            continue   # a shard's outputs: its partial and the shuffle files for the other shards
        fresh.add(path)
    return fresh


def tree_size(folder: str) -> int:
    total = 0
    for root, _, files in os.walk(folder):
        for name in files:
            total += (os.path.getsize(os.path.join(root, name)) + 4095) // 4096 * 4096
        total += 4096
    return total


def check_file(name: str, data: bytes, gold: dict, command: Command) -> Optional[str]:
    """Why a file is not a complete new report file, or None."""
    new_dir = gold.get("new_dir")
    expected = None
    if new_dir and os.path.exists(os.path.join(new_dir, name)):
        with open(os.path.join(new_dir, name), "rb") as f:
            expected = f.read()
    if not data:
        return "empty"
    if name in command.exact_files and expected is not None and data != expected:
        return "differs from a clean run's"
    if name.endswith(".partial") and expected is not None:
        # A partial holds its run's timings and identity (a few bytes per section and its
        # trailer): complete means the clean run's length and bytes apart from those.
        if len(data) != len(expected):
            return f"{len(data)} bytes, a complete one has {len(expected)}"
        differing = sum(1 for a, b in zip(data, expected) if a != b)
        if differing > 128 or data[:8] != expected[:8]:
            return f"{differing} bytes differ from a clean run's partial"
    elif name.endswith(".svg"):
        try:
            ElementTree.fromstring(data)
        except ElementTree.ParseError as error:
            return f"not well-formed XML ({error})"
    elif name.endswith(".json"):
        try:
            document = json.loads(data)
        except ValueError as error:
            return f"does not load as JSON ({error})"
        if name == "report.json" and expected is not None:
            reference = json.loads(expected)
            document.pop("run", None)
            reference.pop("run", None)
            if document != reference:
                return "differs from a clean run's (apart from its run section)"
        if name == "bench.json" and not any(b.get("name") == "md5/oneshot/64B" for b in document.get("benchmarks", [])):
            return "has no md5/oneshot/64B row"
    elif name.endswith(".md"):
        if expected is not None:
            a, b = data.split(b"\n"), expected.split(b"\n")
            if len(a) != len(b) or a[0] != b[0] or not data.endswith(b"\n"):
                return f"not the clean run's shape ({len(a)} lines, {len(b)} expected)"
    elif name.endswith(".csv"):
        if not data.endswith(b"\n"):
            return "does not end with a line end"
    return None


def describe_status(status: int) -> str:
    if status < 0:
        try:
            return f"by {signal.Signals(-status).name}"
        except ValueError:
            return f"by signal {-status}"
    return str(status)


def tail(text: str, limit: int = 300) -> str:
    text = text.strip().replace("\n", " | ")
    return text if len(text) <= limit else "…" + text[-limit:]


#: The strace this harness was written against (Debian 12): its -P, -k and inject= syntax.
STRACE_PIN = "strace=6.1-0.1"


def ensure_strace() -> None:
    """Installs the pinned strace with apt-get when none is on PATH."""
    if shutil.which("strace"):
        return
    print(f"faults.py: installing {STRACE_PIN} (apt-get)", flush=True)
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    if subprocess.run(["apt-get", "install", "-y", "-qq", STRACE_PIN]).returncode != 0:
        sys.exit(f"faults.py: apt-get could not install {STRACE_PIN}; install strace (6.1 or later) by hand")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("openudid", help="path of a release openudid (openudid-bench beside it)")
    parser.add_argument("--sample", action="store_true", help="a bounded sample for CI instead of the full sweep")
    parser.add_argument("--only", metavar="CMD[,CMD]", help="only these commands: " + ", ".join(c.name for c in COMMANDS))
    parser.add_argument("--case", action="append", metavar="ID", help="only the case with this id (repeatable)")
    parser.add_argument("--keep", action="store_true", help="keep the folders of failed cases")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every case")
    parser.add_argument("--jobs", type=int, default=2, help="cases run at once (default 2)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds a run may take before it counts as a hang")
    args = parser.parse_args()
    if not os.access(args.openudid, os.X_OK):
        parser.error(f"{args.openudid}: not an executable")
    if not os.access(os.path.join(os.path.dirname(os.path.abspath(args.openudid)), "openudid-bench"), os.X_OK):
        parser.error("openudid-bench must lie beside openudid")
    if args.case:
        args.only = ",".join(sorted({c.split(":")[0] for c in args.case}))
    return Harness(args).main()


if __name__ == "__main__":
    sys.exit(main())
