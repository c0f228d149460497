#!/usr/bin/env python3
"""Checks the ThreadSanitizer reports of a test log against Scripts/tsan-mutex-regions.txt.

    python3 Scripts/tsan-check.py LOG [REGIONS]

A report is explained when every access it names (the racing one and the previous one) has a
frame inside a region of REGIONS: code that runs only while a Synchronization.Mutex is held,
whose contended hand-over ThreadSanitizer cannot see (the file says why). Prints how many
reports there were and how many are explained; exits 1 when one is not, printing it.
"""
import os
import re
import sys

ACCESS = re.compile(r"^  (?:Previous )?(?:read|write|Read|Write|atomic read|atomic write|Atomic read|Atomic write|"
                    r"Modifying access|modifying access|access)\b.*:$")
FRAME = re.compile(r"^\s+#\d+ (\S+)")


def regions(path):
    with open(path) as file:
        return [re.compile(line.strip()) for line in file if line.strip() and not line.startswith("#")]


def accesses(report):
    """The frames of each access of a report, in order."""
    sections, current = [], None
    for line in report.splitlines():
        if ACCESS.match(line):
            current = []
            sections.append(current)
        elif current is not None and (match := FRAME.match(line)):
            current.append(match.group(1))
        elif current is not None and line.strip() and not line.startswith("    "):
            current = None
    return sections


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    default = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tsan-mutex-regions.txt")
    allowed = regions(sys.argv[2] if len(sys.argv) == 3 else default)
    text = open(sys.argv[1], errors="replace").read()
    reports = [block.split("\n==================")[0] for block in text.split("WARNING: ThreadSanitizer:")[1:]]
    unexplained = []
    for report in reports:
        sections = accesses(report)
        inside = [any(pattern.search(frame) for frame in frames for pattern in allowed) for frames in sections]
        if len(sections) < 2 or not all(inside):
            unexplained.append(report)
    print(f"ThreadSanitizer: {len(reports)} report(s), {len(reports) - len(unexplained)} between two critical "
          f"sections of one Mutex (Scripts/tsan-mutex-regions.txt), {len(unexplained)} unexplained")
    for report in unexplained[:5]:
        print("WARNING: ThreadSanitizer:" + report)
    sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
