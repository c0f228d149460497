#!/usr/bin/env python3
"""Checks that every target's imports of the package's own modules match its declared
dependencies, both ways: a target imports only modules it declares (a transitive dependency
that happens to be built is not enough), and declares only modules it imports (C targets
aside, which may be linked for their symbols alone). Also checks the layering rules the
package keeps (the analysis engines and the modules under them never depend on the command
line's support module) and that the module table of docs/reference.md lists each module's
dependencies as Package.swift declares them.

Usage: python3 Scripts/check-imports.py   (from anywhere; runs `swift package dump-package`)
Exit status 1 with one line per problem, 0 when the imports and the declarations agree.
"""
import json
import os
import re
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Modules that must not depend on CommandLineSupport, directly or through another module: the
# engines and what they are built on.
ENGINES = ["OpenUDIDStats", "OpenUDIDAudit", "CollisionStatistics", "ShardedRun", "AuditInput", "OpenUDIDCore"]
FORBIDDEN_BELOW_ENGINES = "CommandLineSupport"

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)


def dump_package():
    swift = os.environ.get("SWIFT", "/opt/swift/usr/bin/swift")
    if not os.path.exists(swift):
        swift = "swift"
    output = subprocess.run([swift, "package", "dump-package"], cwd=TOP, check=True, capture_output=True, text=True)
    return json.loads(output.stdout)


def target_path(target):
    if target.get("path"):
        return os.path.join(TOP, target["path"])
    base = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(TOP, base, target["name"])


def imports_of(directory, excluded):
    found = {}
    for root, dirs, files in os.walk(directory):
        dirs[:] = [d for d in dirs if os.path.join(root, d) not in excluded]
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    match = IMPORT.match(line)
                    if match:
                        found.setdefault(match.group(1), []).append(f"{os.path.relpath(path, TOP)}:{number}")
    return found


def declared(target):
    names = []
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def is_c_target(target):
    directory = target_path(target)
    for root, _, files in os.walk(directory):
        if any(name.endswith(".swift") for name in files):
            return False
    return True


def check_module_table(graph):
    """The module table of docs/reference.md ("| `Module` | what it does | depends on |") says
    what Package.swift says, `Platform` aside, for every row that names one module."""
    problems = []
    path = os.path.join(TOP, "docs", "reference.md")
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if len(cells) != 3 or not re.fullmatch(r"`[A-Za-z][A-Za-z0-9]*`", cells[0]):
                continue
            module = cells[0].strip("`")
            if module not in graph:
                problems.append(f"docs/reference.md:{number}: no target named {module}")
                continue
            listed = set() if cells[2] == "none" else set(re.findall(r"`([A-Za-z][A-Za-z0-9]*)`", cells[2]))
            actual = set(graph[module]) - {"Platform"}
            if listed != actual:
                problems.append(
                    f"docs/reference.md:{number}: {module} depends on {', '.join(sorted(actual)) or 'nothing'}, "
                    f"the table says {', '.join(sorted(listed)) or 'none'}")
    return problems


def main():
    package = dump_package()
    targets = {target["name"]: target for target in package["targets"]}
    problems = []
    graph = {}
    for name, target in targets.items():
        if is_c_target(target):
            graph[name] = declared(target)
            continue
        directory = target_path(target)
        excluded = {os.path.join(directory, path) for path in target.get("exclude", [])}
        imports = imports_of(directory, excluded)
        ours = {module: places for module, places in imports.items() if module in targets}
        deps = declared(target)
        graph[name] = deps
        for module, places in sorted(ours.items()):
            if module not in deps:
                problems.append(f"{places[0]}: {name} imports {module} without declaring it in Package.swift")
        for module in deps:
            if module not in ours and module in targets and not is_c_target(targets[module]):
                problems.append(f"Package.swift: {name} declares {module} and never imports it")

    def reaches(start, goal, seen=None):
        seen = seen if seen is not None else set()
        for dependency in graph.get(start, []):
            if dependency == goal:
                return [start, goal]
            if dependency not in seen:
                seen.add(dependency)
                path = reaches(dependency, goal, seen)
                if path:
                    return [start] + path
        return None

    for engine in ENGINES:
        path = reaches(engine, FORBIDDEN_BELOW_ENGINES)
        if path:
            problems.append(f"Package.swift: {engine} depends on {FORBIDDEN_BELOW_ENGINES} ({' -> '.join(path)})")

    problems += check_module_table(graph)

    for problem in problems:
        print(problem)
    if problems:
        print(f"check-imports: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check-imports: the imports of {len(targets)} targets match their declared dependencies")
    return 0


if __name__ == "__main__":
    sys.exit(main())
