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


def start_and_signal(binary, arguments, number, group):
    """Starts the driver in a session of its own, waits until a map shard runs, then sends
    `number` to the driver's process group (as a Ctrl-C at a terminal does: the workers and
    the shards get it too) or to the driver alone; returns (process, stdout, stderr)."""
    import psutil
    process = subprocess.Popen([sys.executable, DRIVER, *arguments, "--binary", binary],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    deadline = time.monotonic() + 120
    running = False
    while not running and time.monotonic() < deadline and process.poll() is None:
        for child in psutil.Process(process.pid).children(recursive=True):
            try:
                command = child.cmdline()
                running = running or (bool(command) and command[0] == binary and "--map" in command)
            except psutil.Error:
                continue
        time.sleep(0.05)
    expect(running, "no map shard was seen running")
    time.sleep(0.5)
    if group:
        os.killpg(process.pid, number)
    else:
        process.send_signal(number)
    stdout, stderr = process.communicate(timeout=120)
    return process, stdout, stderr


def leftover_shards(binary):
    import psutil
    found = []
    for candidate in psutil.process_iter(["cmdline"]):
        command = candidate.info["cmdline"] or []
        if command and command[0] == binary and "--work-dir" in command:
            found.append(candidate.pid)
    return found


def test_sigint_stops_the_run_and_removes_its_work_directory(binary, scratch):
    """Ctrl-C (SIGINT to the whole process group) while the maps run: exit 130, one line and
    no traceback, no work or report directory left, no shard still running."""
    out = os.path.join(scratch, "new", "report")
    process, _, stderr = start_and_signal(
        binary, ["stats", "-n", "20000000", "--seed", "5", "--generators", "uuid4", "--threads", "1",
                 "--shards", "2", "--workers", "2", "--out", out], signal.SIGINT, group=True)
    expect(process.returncode == 130, f"exit status {process.returncode}, not 130:\n{stderr}")
    expect("Traceback" not in stderr and len(stderr.strip().splitlines()) == 1, f"not one line:\n{stderr}")
    expect("interrupted (SIGINT)" in stderr and "removed the work directory" in stderr, stderr)
    expect(os.listdir(scratch) == [], f"left behind: {os.listdir(scratch)}")
    time.sleep(1)
    expect(not leftover_shards(binary), f"shards still running: {leftover_shards(binary)}")


def test_sigterm_removes_only_what_the_run_made_in_a_given_work_directory(binary, scratch):
    """SIGTERM to the driver with --work-dir naming a directory that holds other files: exit
    143; the run's partials and shuffle files go, the other files stay."""
    work = os.path.join(scratch, "work")
    os.makedirs(os.path.join(work, "shuffle"))
    for name in ("notes.txt", os.path.join("shuffle", "earlier.keys")):
        with open(os.path.join(work, name), "w") as file:
            file.write("kept\n")
    process, _, stderr = start_and_signal(
        binary, ["stats", "-n", "20000000", "--seed", "5", "--generators", "uuid4", "--threads", "1",
                 "--shards", "2", "--workers", "2", "--work-dir", work, "--out", os.path.join(scratch, "report")],
        signal.SIGTERM, group=False)
    expect(process.returncode == 143, f"exit status {process.returncode}, not 143:\n{stderr}")
    expect("Traceback" not in stderr and "interrupted (SIGTERM)" in stderr, stderr)
    left = sorted(os.path.relpath(os.path.join(root, name), work)
                  for root, folders, files in os.walk(work) for name in folders + files)
    expect(left == ["notes.txt", "shuffle", os.path.join("shuffle", "earlier.keys")], f"work directory holds {left}")
    expect(sorted(os.listdir(scratch)) == ["work"], f"left behind: {os.listdir(scratch)}")


def test_every_stats_option_passes_through(binary, scratch):
    """--rate, a hex --seed, --fleet, --bits and --generators reach the shards: the merged
    report.csv equals one process's for the same options."""
    run = ["-n", "200000", "--seed", "0x10", "--rate", "64", "--fleet", "8", "--bits", "16,24,32",
           "--generators", "uuid4,uuid7-random-fleet", "--memory-limit", "256M"]
    one_process(binary, os.path.join(scratch, "single"), *run)
    done = driver(binary, "stats", *run, "--shards", "3", "--workers", "2", "--out", os.path.join(scratch, "merged"))
    expect(done.returncode == 0, f"driver failed:\n{done.stderr}")
    expect("seed 0x10" in done.stdout, done.stdout)
    expect_same_report(os.path.join(scratch, "merged"), os.path.join(scratch, "single"))


def test_bad_options_are_refused_before_any_cluster_starts(binary, scratch):
    """A bad -n, an unknown option, an audit input that is missing: exit 2 with the binary's
    message, in seconds, before a cluster starts or a directory is made."""
    out = os.path.join(scratch, "new", "report")
    for arguments, message in ((["stats", "-n", "1"], "-n"),
                               (["stats", "-n", "1000", "--bogus"], "--bogus"),
                               (["stats", "--rate", "3"], "--rate"),
                               (["audit", os.path.join(scratch, "missing.txt")], "missing.txt: No such file"),
                               (["audit", os.path.join(scratch, "missing.txt"), "--delimiter", ";"], "--delimiter needs --column")):
        started = time.monotonic()
        done = driver(binary, *arguments, "--shards", "2", "--workers", "2", "--out", out, timeout=60)
        seconds = time.monotonic() - started
        expect(done.returncode == 2, f"{arguments}: exit status {done.returncode}:\n{done.stderr}")
        expect(message in done.stderr and "Traceback" not in done.stderr, f"{arguments}: {done.stderr}")
        expect("scheduler" not in done.stdout and seconds < 15, f"{arguments}: a cluster started ({seconds:.1f} s)")
        expect(os.listdir(scratch) == [], f"{arguments}: made {os.listdir(scratch)}")


def test_out_inside_the_work_directory_is_refused_before_any_work(binary, scratch):
    """--out inside --work-dir (which is removed after the run): refused with exit 2 before a
    cluster starts or a directory is made; it used to print "wrote W/report", remove W with the
    report in it, and exit 0."""
    ids = os.path.join(scratch, "ids.txt")
    with open(ids, "w") as file:
        subprocess.run([binary, "uuid", "-n", "1000"], check=True, stdout=file)
    work = os.path.join(scratch, "W")
    for out, message in ((os.path.join(work, "report"), "is inside --work-dir"), (work, "is inside --work-dir"),
                         (os.path.join(scratch, "r"), "is inside --out")):
        given_work = work if out != os.path.join(scratch, "r") else os.path.join(scratch, "r", "w")
        done = driver(binary, "audit", ids, "--shards", "2", "--workers", "1", "--work-dir", given_work,
                      "--out", out, timeout=60)
        expect(done.returncode == 2, f"--out {out} --work-dir {given_work}: exit {done.returncode}:\n{done.stderr}")
        expect(message in done.stderr and "scheduler" not in done.stdout, done.stderr + done.stdout)
        expect(sorted(os.listdir(scratch)) == ["ids.txt"], f"made {os.listdir(scratch)}")


TESTS = [test_merged_report_equals_one_process, test_killed_worker_leaves_the_report_identical,
         test_a_shard_that_keeps_failing_fails_the_run, test_audit_merged_report_equals_one_process,
         test_audit_refuses_standard_input, test_audit_killed_worker_leaves_the_report_identical, test_help,
         test_bad_options_are_refused_before_any_cluster_starts, test_every_stats_option_passes_through,
         test_sigint_stops_the_run_and_removes_its_work_directory,
         test_sigterm_removes_only_what_the_run_made_in_a_given_work_directory,
         test_out_inside_the_work_directory_is_refused_before_any_work]


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
