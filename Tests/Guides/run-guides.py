#!/usr/bin/env python3
"""Run the shell blocks of the user guides in docs/, and of the README, as they are written.

    python3 Tests/Guides/run-guides.py BIN_DIR [--guide NAME]... [--no-slurm] [--no-dask]

BIN_DIR holds the release `openudid` (`swift build -c release --show-bin-path`). A block runs
when the line before its ```sh fence (blank lines aside) is an HTML comment

    <!-- test -->                      exit status 0
    <!-- test status=1 -->             exit status 1
    <!-- test expect="4 duplicated values" -->   and a line of its output holds that text
    <!-- test needs=slurm -->          only on a Slurm cluster (below)
    <!-- test needs=dask -->           only with the Dask venv (.build/dask-venv)
    <!-- test needs=bench -->          only when BIN_DIR also holds openudid-bench

(`expect` may be given more than once; `timeout=S` changes the 600 s limit.) The blocks of a
guide run one after another with `bash -e` in one fresh temporary directory, so a block can use
the files an earlier block of the same guide made; PATH starts with BIN_DIR and
Scripts/distributed, as the guides tell their readers to set it. Blocks without the comment are
shown, not run.

Dask blocks run with the venv that .ci/run makes (.build/dask-venv, its bin first on PATH) and
are skipped with a note when it is absent. Slurm blocks run on a private single-node cluster
that this script starts as root on its own ports and in its own directories (installing
Debian's slurm-wlm and munge when they are missing, and starting munged when no daemon answers),
and stops at the end; when it cannot start one (not root, no apt-get, the daemons fail), the
Slurm blocks are skipped with a note, never counted as passed. Each guide's relative links
must name files that exist (one check per guide). The last line is
`N passed, N failed, N skipped`; the exit status is 1 when any block failed.
"""

import argparse
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DOCS = os.path.join(REPO, "docs")
VENV = os.path.join(REPO, ".build", "dask-venv")
MARKER = re.compile(r"^<!--\s*test\b(.*?)-->\s*$")
FENCE = re.compile(r"^```(sh|bash)\s*$")
LINK = re.compile(r"\]\(([^)\s]+)\)")


class Block:
    def __init__(self, guide, line, options, body):
        self.guide, self.line, self.body = guide, line, body
        self.status = int(options.get("status", ["0"])[-1])
        self.expect = options.get("expect", [])
        self.needs = options.get("needs", [None])[-1]
        self.timeout = float(options.get("timeout", ["600"])[-1])

    @property
    def name(self):
        return f"{os.path.basename(self.guide)}:{self.line}"


def parse_options(text, where):
    options = {}
    for word in shlex.split(text):
        key, equals, value = word.partition("=")
        if not equals or key not in ("status", "expect", "needs", "timeout"):
            sys.exit(f"{where}: unknown test option '{word}' (status=N, expect=TEXT, needs=slurm|dask|bench, timeout=S)")
        options.setdefault(key, []).append(value)
    return options


def blocks_of(path):
    """The marked blocks of one guide, in order."""
    lines = open(path, encoding="utf-8").read().split("\n")
    blocks, index = [], 0
    while index < len(lines):
        match = MARKER.match(lines[index].strip())
        index += 1
        if not match:
            continue
        where = f"{path}:{index}"
        options = parse_options(match.group(1), where)
        while index < len(lines) and not lines[index].strip():
            index += 1
        if index >= len(lines) or not FENCE.match(lines[index].strip()):
            sys.exit(f"{where}: a test marker must be followed by a ```sh block")
        start, index = index + 2, index + 1
        body = []
        while index < len(lines) and lines[index].strip() != "```":
            body.append(lines[index])
            index += 1
        if index >= len(lines):
            sys.exit(f"{where}: the block is not closed")
        blocks.append(Block(path, start, options, "\n".join(body) + "\n"))
    return blocks


def broken_links(path):
    """The relative links of a guide whose file does not exist (web links are not followed)."""
    broken = []
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        for target in LINK.findall(line):
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                continue
            if not os.path.exists(os.path.join(os.path.dirname(path), target.split("#")[0])):
                broken.append(f"{os.path.basename(path)}:{number}: {target}")
    return broken


def note(message):
    print(f"run-guides: {message}", flush=True)


# ---------------------------------------------------------------------------------------------
# A private single-node Slurm cluster.

class SlurmCluster:
    """slurmctld and slurmd as root on ports of their own, configured in a temporary
    directory: a cluster already running on this machine is left alone."""

    def __init__(self, root):
        self.root = root
        self.processes = []
        self.munged = None
        self.env = {}
        self.why_not = None

    def start(self):
        try:
            self._start()
        except RuntimeError as error:
            self.why_not = str(error)
            self.stop()
        return self.why_not is None

    def _start(self):
        if os.geteuid() != 0:
            raise RuntimeError("slurmctld and slurmd run as root and this is not root")
        if not all(shutil.which(tool) for tool in ("slurmctld", "slurmd", "sbatch", "munged")):
            if not shutil.which("apt-get"):
                raise RuntimeError("slurm-wlm and munge are missing and there is no apt-get")
            note("installing Debian's slurm-wlm and munge (apt-get)")
            quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.STDOUT}
            environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
            subprocess.run(["apt-get", "update", "-qq"], env=environment, **quiet)
            installed = subprocess.run(["apt-get", "install", "-y", "-qq", "slurm-wlm", "munge"],
                                       env=environment, **quiet)
            if installed.returncode != 0:
                raise RuntimeError("apt-get install slurm-wlm munge failed")
        self._munge()
        host = socket.gethostname().split(".")[0]
        cpus = os.cpu_count() or 1
        state, spool = os.path.join(self.root, "state"), os.path.join(self.root, "spool")
        os.makedirs(state), os.makedirs(spool)
        conf = os.path.join(self.root, "slurm.conf")
        with open(conf, "w") as file:
            file.write(f"""ClusterName=openudidguides
SlurmctldHost={host}
SlurmctldPort=16817
SlurmdPort=16818
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmUser=root
SlurmdUser=root
StateSaveLocation={state}
SlurmdSpoolDir={spool}
SlurmctldPidFile={self.root}/slurmctld.pid
SlurmdPidFile={self.root}/slurmd.pid
SlurmctldLogFile={self.root}/slurmctld.log
SlurmdLogFile={self.root}/slurmd.log
ReturnToService=2
MinJobAge=600
NodeName={host} CPUs={cpus} State=UNKNOWN
PartitionName=guides Nodes={host} Default=YES MaxTime=INFINITE State=UP
""")
        self.env = {"SLURM_CONF": conf}
        environment = dict(os.environ, **self.env)
        for daemon in ("slurmctld", "slurmd"):
            self.processes.append(subprocess.Popen(
                [daemon, "-D", "-f", conf] + (["-i"] if daemon == "slurmctld" else []),
                env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(1)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if any(process.poll() is not None for process in self.processes):
                raise RuntimeError("a Slurm daemon exited at start (" + self._log_tail() + ")")
            answer = subprocess.run(["sinfo", "-h", "-o", "%T"], env=environment,
                                    capture_output=True, text=True)
            if answer.returncode == 0 and answer.stdout.strip() == "idle":
                note(f"started a single-node Slurm cluster ({host}, {cpus} CPUs, ports 16817-16818)")
                return
            time.sleep(1)
        raise RuntimeError("the node did not become idle in 60 s (" + self._log_tail() + ")")

    def _munge(self):
        """munged answers on its default socket, or is started with a key made if none exists."""
        def answers():
            encoded = subprocess.run(["munge", "-n"], capture_output=True)
            return encoded.returncode == 0 and subprocess.run(
                ["unmunge"], input=encoded.stdout, capture_output=True).returncode == 0
        if answers():
            return
        key = "/etc/munge/munge.key"
        if not os.path.exists(key):
            os.makedirs("/etc/munge", exist_ok=True)
            with open(key, "wb") as file:
                file.write(os.urandom(1024))
            os.chmod(key, 0o400)
            shutil.chown(key, "munge", "munge")
            note(f"made a munge key in {key}")
        os.makedirs("/run/munge", exist_ok=True)
        shutil.chown("/run/munge", "munge", "munge")
        started = subprocess.run(["runuser", "-u", "munge", "--", "munged"], capture_output=True, text=True)
        if started.returncode != 0:
            started = subprocess.run(["munged", "--force"], capture_output=True, text=True)
        for _ in range(10):
            if answers():
                try:
                    self.munged = int(open("/run/munge/munged.pid").read().split()[0])
                except (OSError, ValueError, IndexError):
                    self.munged = None
                note(f"started munged (pid {self.munged}); stopped at the end")
                return
            time.sleep(0.5)
        raise RuntimeError("munged does not answer: " + started.stderr.strip())

    def _log_tail(self):
        lines = []
        for log in ("slurmctld.log", "slurmd.log"):
            path = os.path.join(self.root, log)
            if os.path.exists(path):
                lines += [f"{log}: " + line for line in open(path, errors="replace").read().splitlines()[-2:]]
        return "; ".join(lines) or "no log"

    def stop(self):
        for process in reversed(self.processes):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        self.processes = []
        if self.munged is not None:
            try:
                os.kill(self.munged, signal.SIGTERM)
            except ProcessLookupError:
                pass
            self.munged = None


# ---------------------------------------------------------------------------------------------

def run_block(block, directory, environment):
    started = time.monotonic()
    try:
        result = subprocess.run(["bash", "-e", "-c", block.body], cwd=directory, env=environment,
                                stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                timeout=block.timeout, start_new_session=True)
        output, status = result.stdout + result.stderr, result.returncode
    except subprocess.TimeoutExpired as error:
        output = (error.stdout or b"").decode(errors="replace") + (error.stderr or b"").decode(errors="replace")
        status = None
    problems = []
    if status is None:
        problems.append(f"timed out after {block.timeout:.0f} s")
    elif status != block.status:
        problems.append(f"exit status {status}, expected {block.status}")
    lines = output.splitlines()
    for text in block.expect:
        if not any(text in line for line in lines):
            problems.append(f"no output line holds {text!r}")
    seconds = time.monotonic() - started
    if problems:
        print(f"FAIL {block.name} ({seconds:.1f} s): " + "; ".join(problems), flush=True)
        print("  the block:\n" + "".join(f"    {line}\n" for line in block.body.rstrip().split("\n")), end="")
        print("  its output (last 30 lines):\n" + "".join(f"    {line}\n" for line in lines[-30:]), end="", flush=True)
        return False
    print(f"ok   {block.name} ({seconds:.1f} s)", flush=True)
    return True


def main():
    parser = argparse.ArgumentParser(description="Run the marked shell blocks of docs/*.md as written.")
    parser.add_argument("bin_dir", help="directory holding the release openudid")
    parser.add_argument("--guide", action="append", default=[], metavar="NAME",
                        help="only this guide (file name, with or without .md); repeatable")
    parser.add_argument("--no-slurm", action="store_true", help="skip the Slurm blocks (with a note)")
    parser.add_argument("--no-dask", action="store_true", help="skip the Dask blocks (with a note)")
    args = parser.parse_args()
    bin_dir = os.path.abspath(args.bin_dir)
    if not os.access(os.path.join(bin_dir, "openudid"), os.X_OK):
        sys.exit(f"run-guides: no executable openudid in {bin_dir} "
                 "(swift build -c release --product openudid; swift build -c release --show-bin-path)")
    guides = sorted(os.path.join(DOCS, name) for name in os.listdir(DOCS) if name.endswith(".md"))
    # The README's examples of the command line, in the order a reader meets them.
    guides.append(os.path.join(REPO, "README.md"))
    if args.guide:
        wanted = {name if name.endswith(".md") else name + ".md" for name in args.guide}
        guides = [guide for guide in guides if os.path.basename(guide) in wanted]
        missing = wanted - {os.path.basename(guide) for guide in guides}
        if missing:
            sys.exit("run-guides: no such guide in docs/ (or README): " + ", ".join(sorted(missing)))
    plan = [(guide, blocks_of(guide)) for guide in guides]
    if not any(blocks for _, blocks in plan):
        sys.exit("run-guides: no marked block in the guides")

    root = tempfile.mkdtemp(prefix="openudid-guides.")
    base_path = os.pathsep.join([bin_dir, os.path.join(REPO, "Scripts", "distributed"), os.environ.get("PATH", "")])
    passed = failed = skipped = 0
    dask_ok = (not args.no_dask and os.access(os.path.join(VENV, "bin", "python"), os.X_OK)
               and subprocess.run([os.path.join(VENV, "bin", "python"), "-c", "import dask.distributed"],
                                  capture_output=True).returncode == 0)
    cluster, slurm_state = None, None
    started = time.monotonic()
    try:
        for guide, blocks in plan:
            broken = broken_links(guide)
            if broken:
                print(f"FAIL {os.path.basename(guide)}: links to files that do not exist: " + ", ".join(broken), flush=True)
                failed += 1
            else:
                passed += 1
            if not blocks:
                continue
            directory = tempfile.mkdtemp(prefix=os.path.basename(guide)[:-3] + ".", dir=root)
            os.makedirs(os.path.join(directory, ".tmp"))
            print(f"== {os.path.relpath(guide, REPO)}: {len(blocks)} blocks, in {directory}", flush=True)
            for block in blocks:
                environment = dict(os.environ, PATH=base_path, TMPDIR=os.path.join(directory, ".tmp"))
                environment.pop("SLURM_CONF", None)
                if block.needs == "dask":
                    if not dask_ok:
                        note(f"skipped {block.name}: " + ("--no-dask" if args.no_dask else
                             f"no Dask venv at {os.path.relpath(VENV, REPO)} (.ci/run makes it)"))
                        skipped += 1
                        continue
                    environment["PATH"] = os.path.join(VENV, "bin") + os.pathsep + base_path
                    environment["VIRTUAL_ENV"] = VENV
                elif block.needs == "slurm":
                    if slurm_state is None:
                        if args.no_slurm:
                            slurm_state = "--no-slurm"
                        else:
                            cluster = SlurmCluster(os.path.join(root, "slurm"))
                            os.makedirs(cluster.root)
                            slurm_state = "up" if cluster.start() else cluster.why_not
                    if slurm_state != "up":
                        note(f"skipped {block.name}: no Slurm cluster ({slurm_state})")
                        skipped += 1
                        continue
                    environment.update(cluster.env)
                elif block.needs == "bench":
                    if not os.access(os.path.join(bin_dir, "openudid-bench"), os.X_OK):
                        note(f"skipped {block.name}: no openudid-bench in {bin_dir} "
                             "(swift build -c release --product openudid-bench)")
                        skipped += 1
                        continue
                elif block.needs is not None:
                    sys.exit(f"run-guides: {block.name}: needs={block.needs} is not slurm, dask or bench")
                if run_block(block, directory, environment):
                    passed += 1
                else:
                    failed += 1
    finally:
        if cluster is not None:
            cluster.stop()
    if failed:
        note(f"the guides' files are kept in {root}")
    else:
        shutil.rmtree(root, ignore_errors=True)
    note(f"{time.monotonic() - started:.0f} s")
    print(f"{passed} passed, {failed} failed, {skipped} skipped", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
