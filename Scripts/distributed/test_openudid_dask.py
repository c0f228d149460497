#!/usr/bin/env python3
"""Tests of the Dask driver against a real LocalCluster and the real `openudid` binary.

    python3 Scripts/distributed/test_openudid_dask.py --binary .build/release/openudid

Needs dask and distributed (requirements.txt) and psutil (which distributed brings); .ci/run
installs them into a venv and runs this file. Without them every test is reported as skipped,
never as passed. The last line is `dask-driver: N passed, N failed[, N skipped]`; the exit
status is 1 when any test failed.
"""

import argparse
import filecmp
import os
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = os.path.join(HERE, "openudid-dask")


def driver(binary, *arguments, timeout=300):
    """Runs the driver with this interpreter; returns the finished process."""
    return subprocess.run([sys.executable, DRIVER, *arguments, "--binary", binary],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=timeout)


def one_process(binary, out, *arguments):
    subprocess.run([binary, "stats", *arguments, "--out", out, "--quiet"], check=True,
                   stdout=subprocess.DEVNULL)


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def expect_same_report(merged, single):
    for name in ("report.csv", "collisions.svg", "uniformity.svg"):
        expect(filecmp.cmp(os.path.join(merged, name), os.path.join(single, name), shallow=False),
               f"{name} differs between {merged} and {single}")
    with open(os.path.join(merged, "report.md")) as a, open(os.path.join(single, "report.md")) as b:
        expect(a.read().split("\n## Execution\n")[0] == b.read().split("\n## Execution\n")[0],
               "report.md differs before its Execution section")


# ---------------------------------------------------------------------------------------------

def test_merged_report_equals_one_process(binary, scratch):
    """4 shards on 2 workers, all generators: the one-process report."""
    run = ["-n", "300000", "--seed", "17"]
    one_process(binary, os.path.join(scratch, "single"), *run)
    done = driver(binary, "stats", *run, "--shards", "4", "--workers", "2",
                  "--out", os.path.join(scratch, "merged"))
    expect(done.returncode == 0, f"driver failed:\n{done.stderr}")
    lines = done.stdout.splitlines()
    for step in ("map", "reduce"):
        for index in range(4):
            expect(any(line.startswith(f"openudid-dask: {step} {index} done in ") for line in lines),
                   f"no progress line for {step} {index}:\n{done.stdout}")
    expect_same_report(os.path.join(scratch, "merged"), os.path.join(scratch, "single"))
    leftovers = [name for name in os.listdir(scratch) if ".work-" in name]
    expect(not leftovers, f"work directory left behind: {leftovers}")


def run_killing_one_worker(binary, arguments):
    """Runs the driver with `arguments` and SIGKILLs the LocalCluster worker caught running a
    map shard; returns (process, stderr, [(worker pid, the shard's last words)])."""
    import psutil
    process = subprocess.Popen([sys.executable, DRIVER, *arguments, "--binary", binary],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    killed = []

    def kill_one_worker():
        deadline = time.monotonic() + 120
        me = psutil.Process(process.pid)
        while time.monotonic() < deadline and process.poll() is None:
            for child in me.children(recursive=True):
                try:
                    command = child.cmdline()
                    if command and command[0] == binary and "--map" in command:
                        worker = child.parent()
                        worker.send_signal(signal.SIGKILL)
                        killed.append((worker.pid, " ".join(command[-4:])))
                        return
                except psutil.Error:
                    continue
            time.sleep(0.01)

    killer = threading.Thread(target=kill_one_worker)
    killer.start()
    _, stderr = process.communicate(timeout=600)
    killer.join()
    expect(killed, "no worker was caught running a map shard, so none was killed")
    expect(process.returncode == 0, f"driver failed after worker {killed[0]} was killed:\n{stderr}")
    print(f"    killed worker pid {killed[0][0]} while it ran `... {killed[0][1]}`")
    return killed


def test_killed_worker_leaves_the_report_identical(binary, scratch):
    """A LocalCluster worker killed (SIGKILL) while it runs a shard: the task runs again on a
    worker, and the report equals the one-process report."""
    run = ["-n", "6000000", "--seed", "23", "--generators", "openudid2011,uuid4", "--threads", "1"]
    one_process(binary, os.path.join(scratch, "single"), *run)
    run_killing_one_worker(binary, ["stats", *run, "--shards", "4", "--workers", "2",
                                    "--out", os.path.join(scratch, "merged")])
    expect_same_report(os.path.join(scratch, "merged"), os.path.join(scratch, "single"))


def test_a_shard_that_keeps_failing_fails_the_run(binary, scratch):
    """Map 1 fails on every attempt: exit 1, its standard error shown, no report, no work
    directory left."""
    wrapper = os.path.join(scratch, "flaky-openudid")
    with open(wrapper, "w") as file:
        file.write(f"""#!/bin/sh
case " $* " in
  *" --map 1 "*) echo "simulated disk failure in map 1 (attempt $$)" >&2; exit 1 ;;
esac
exec {binary} "$@"
""")
    os.chmod(wrapper, os.stat(wrapper).st_mode | stat.S_IXUSR)
    out = os.path.join(scratch, "report")
    done = driver(wrapper, "stats", "-n", "100000", "--seed", "3", "--shards", "3", "--workers", "2",
                  "--retries", "1", "--out", out)
    expect(done.returncode == 1, f"exit status {done.returncode}, not 1")
    expect("simulated disk failure in map 1" in done.stderr, f"the shard's stderr is not shown:\n{done.stderr}")
    expect("no report was written" in done.stderr, done.stderr)
    expect(not os.path.exists(out), "a report directory was made")
    expect(not any(".work-" in name for name in os.listdir(scratch)), "work directory left behind")


def report_without_run(path):
    """report.json as a dict, without its run section (timings, threads, files)."""
    import json
    with open(path) as file:
        report = json.load(file)
    report.pop("run")
    return report


def write_audit_input(binary, scratch):
    """Two files: v4 and v7 UUIDs, copies across the files, invalid and blank lines."""
    def lines(*arguments):
        return subprocess.run([binary, "uuid", *arguments], check=True, stdout=subprocess.PIPE,
                              text=True).stdout.splitlines()
    first = lines("-n", "20000") + ["not an identifier"] + lines("-n", "3000", "--v7")
    second = first[500:800] + [""] + lines("-n", "10000", "--upper") + first[:10]
    paths = []
    for name, content in (("a.txt", first), ("b.txt", second)):
        paths.append(os.path.join(scratch, name))
        with open(paths[-1], "w") as file:
            file.write("\n".join(content) + "\n")
    return paths


def test_audit_merged_report_equals_one_process(binary, scratch):
    """`audit` in 4 shards on 2 workers: report.json of one process, apart from its run section."""
    files = write_audit_input(binary, scratch)
    subprocess.run([binary, "audit", *files, "--out", os.path.join(scratch, "single"), "--quiet"],
                   check=True, stdout=subprocess.DEVNULL)
    done = driver(binary, "audit", *files, "--shards", "4", "--workers", "2",
                  "--out", os.path.join(scratch, "merged"))
    expect(done.returncode == 0, f"driver failed:\n{done.stderr}")
    for step in ("map", "reduce"):
        for index in range(4):
            expect(f"openudid-dask: {step} {index} done in " in done.stdout,
                   f"no progress line for {step} {index}:\n{done.stdout}")
    merged = report_without_run(os.path.join(scratch, "merged", "report.json"))
    single = report_without_run(os.path.join(scratch, "single", "report.json"))
    expect(merged == single, "report.json differs between the merged and the one-process audit")
    expect(merged["duplicates"]["values"] == 310 and merged["invalid"] == 1,
           f"unexpected audit: {merged['duplicates']['values']} duplicated values, {merged['invalid']} invalid")
    expect(not any(".work-" in name for name in os.listdir(scratch)), "work directory left behind")


def test_audit_refuses_standard_input(binary, scratch):
    done = driver(binary, "audit", "-", "--shards", "2", "--out", os.path.join(scratch, "a"))
    expect(done.returncode == 2, f"exit status {done.returncode}")
    expect("standard input cannot be split" in done.stderr, done.stderr)


def test_audit_killed_worker_leaves_the_report_identical(binary, scratch):
    """The same for `audit`: a worker killed while it runs an audit map (2·10⁶ lines, one thread
    per shard); the merged report.json equals one process's apart from its run section."""
    ids = os.path.join(scratch, "ids.txt")
    with open(ids, "w") as file:
        subprocess.run([binary, "uuid", "-n", "2000000"], check=True, stdout=file)
    subprocess.run([binary, "audit", ids, "--out", os.path.join(scratch, "single"), "--quiet"],
                   check=True, stdout=subprocess.DEVNULL)
    run_killing_one_worker(binary, ["audit", ids, "--threads", "1", "--shards", "4", "--workers", "2",
                                    "--out", os.path.join(scratch, "merged")])
    expect(report_without_run(os.path.join(scratch, "merged", "report.json"))
           == report_without_run(os.path.join(scratch, "single", "report.json")),
           "report.json differs after a worker was killed")


def test_help(binary, scratch):
    for arguments in ([], ["stats"], ["audit"]):
        done = subprocess.run([sys.executable, DRIVER, *arguments, "--help"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
        expect(done.returncode == 0 and "--shards" in done.stdout or not arguments and "stats" in done.stdout,
               f"--help of {arguments}: {done.stdout}{done.stderr}")


TESTS = [test_merged_report_equals_one_process, test_killed_worker_leaves_the_report_identical,
         test_a_shard_that_keeps_failing_fails_the_run, test_audit_merged_report_equals_one_process,
         test_audit_refuses_standard_input, test_audit_killed_worker_leaves_the_report_identical, test_help]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the openudid executable (a release build)")
    parser.add_argument("-k", dest="only", help="run the tests whose name contains this")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    tests = [test for test in TESTS if not args.only or args.only in test.__name__]
    try:
        import dask.distributed  # noqa: F401
        import psutil  # noqa: F401
    except ImportError as error:
        for test in tests:
            print(f"SKIP {test.__name__}: {error} (pip install -r {HERE}/requirements.txt)")
        print(f"dask-driver: 0 passed, 0 failed, {len(tests)} skipped")
        return 0
    passed = failed = 0
    for test in tests:
        started = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="openudid-dask-test-") as scratch:
            try:
                test(binary, scratch)
            except Exception as error:  # an AssertionError, or the driver timing out
                failed += 1
                print(f"FAIL {test.__name__} ({time.monotonic() - started:.1f} s): {error}", flush=True)
                continue
        passed += 1
        print(f"PASS {test.__name__} ({time.monotonic() - started:.1f} s)", flush=True)
    print(f"dask-driver: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
