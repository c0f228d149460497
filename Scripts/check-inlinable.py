#!/usr/bin/env python3
"""Finds `@inlinable` members that no other module can inline.

Swift 6.3 accepts `@inlinable` on a member of a `package` (or internal) type that is not
`@usableFromInline` without a word, and serializes no body for it: another module calls the
function, unspecialized if it is generic. Within its own module the attribute changes nothing
either. So such an attribute only misleads, and a hot loop written to be specialized by its
callers (the audit's line loop, `ChunkScanner`) silently is not. This check fails on every one:
mark the type (and what the body names) `@usableFromInline` when other modules should inline
it, or drop `@inlinable`.

It reads the sources, not the compiler's output: a member is taken to belong to the innermost
type or extension whose declaration line ends with `{` and is indented less; an extension of a
type declared in the same module takes that type's attributes, one of another module's type is
skipped.

Usage: python3 Scripts/check-inlinable.py   (from anywhere)
Exit status 1 with one line per member, 0 when there is none.
"""

import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECLARATION = re.compile(
    r"^(\s*)((?:@\w+(?:\([^)]*\))?\s+)*)"
    r"((?:public|package|internal|fileprivate|private)\s+)?(?:(?:final|indirect)\s+)*"
    r"(enum|struct|class|actor|protocol|extension)\s+([A-Za-z_][\w.]*)"
)


def swift_files(directory):
    for folder, _, names in os.walk(directory):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def declared_types(sources):
    """Each type declared in the module: (access, whether other modules may inline its members)."""
    types = {}
    for lines in sources.values():
        for index, line in enumerate(lines):
            match = DECLARATION.match(line)
            if not match or match.group(4) == "extension":
                continue
            attributes = (match.group(2) or "") + " " + (lines[index - 1] if index else "")
            access = (match.group(3) or "internal").strip()
            inlinable = access == "public" or "@usableFromInline" in attributes
            types.setdefault(match.group(5), (access, inlinable))
    return types


def problems_in(module_directory):
    sources = {path: open(path, encoding="utf-8").read().split("\n") for path in swift_files(module_directory)}
    types = declared_types(sources)
    found = []
    for path, lines in sources.items():
        owners = []  # (indent, type name)
        for number, line in enumerate(lines, start=1):
            text = line.strip()
            if not text or text.startswith("//"):
                continue
            indent = len(line) - len(line.lstrip())
            while owners and indent <= owners[-1][0] and not text.startswith("}"):
                owners.pop()
            match = DECLARATION.match(line)
            if match and line.rstrip().endswith("{"):
                owners.append((indent, match.group(5).split(".")[-1]))
                continue
            if "@inlinable" in text and owners:
                access, inlinable = types.get(owners[-1][1], ("public", True))
                if not inlinable:
                    found.append(
                        f"{os.path.relpath(path, TOP)}:{number}: @inlinable in {access} {owners[-1][1]},"
                        " which is not @usableFromInline: no other module inlines it")
    return found


def main():
    sources = os.path.join(TOP, "Sources")
    found = [problem for module in sorted(os.listdir(sources)) for problem in problems_in(os.path.join(sources, module))]
    for problem in found:
        print(problem)
    if found:
        print(f"check-inlinable: {len(found)} @inlinable members no other module can inline", file=sys.stderr)
        return 1
    print("check-inlinable: every @inlinable member can be inlined by other modules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
