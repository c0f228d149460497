#!/usr/bin/env python3
"""Type-checks the Swift examples of the README and the DocC articles against the built library,
so that no example shows an API that does not exist.

    python3 Scripts/check-snippets.py [BUILD_DIR]    (default: swift build --show-bin-path)

Each ```swift block of README.md and Sources/OpenUDIDCore/OpenUDIDCore.docc/*.md that is Swift
code (not a Package.swift fragment) is compiled on its own with `swiftc -typecheck` against the
OpenUDIDCore module of a debug build (`swift build` first), as the body of a program that imports
OpenUDIDCore. The examples' printed results are checked by the tests in
Tests/OpenUDIDCoreTests/Documentation/, which run the same code. Ends with `N passed, N failed`.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
swift = "/opt/swift/usr/bin"
os.environ["PATH"] = swift + os.pathsep + os.environ["PATH"]
build = sys.argv[1] if len(sys.argv) > 1 else subprocess.check_output(["swift", "build", "--show-bin-path"], text=True).strip()
modules = os.path.join(build, "Modules")
# The core's C modules, which a client of its swiftmodule must be able to find.
c_modules = ["ThreadLocalPointer", "ChaCha20Kernels"]
c_module_flags = []
for name in c_modules:
    c_module_flags += ["-Xcc", "-fmodule-map-file=" + os.path.join(build, f"{name}.build", "module.modulemap"),
                       "-Xcc", "-I" + os.path.join(root, f"Sources/{name}/include")]
if not os.path.exists(os.path.join(modules, "OpenUDIDCore.swiftmodule")):
    sys.exit(f"check-snippets: no OpenUDIDCore module in {modules}: run `swift build` first")
passed = failed = 0
with tempfile.TemporaryDirectory() as work:
    for document in ["README.md"] + sorted(glob.glob("Sources/OpenUDIDCore/OpenUDIDCore.docc/*.md")):
        text = open(document, encoding="utf-8").read()
        for match in re.finditer(r"```swift\n(.*?)```", text, re.S):
            block = match.group(1)
            if ".package(" in block or "dependencies:" in block:
                continue  # a Package.swift fragment
            line = text.count("\n", 0, match.start()) + 2
            source = os.path.join(work, "main.swift")
            with open(source, "w", encoding="utf-8") as out:
                out.write("import OpenUDIDCore\n" + block.replace("import OpenUDIDCore\n", ""))
            result = subprocess.run(["swiftc", "-typecheck", "-I", modules] + c_module_flags + [source],
                                    capture_output=True, text=True)
            if result.returncode == 0 and "warning:" not in result.stderr:
                passed += 1
                print(f"ok   {document}:{line}")
            else:
                failed += 1
                print(f"FAIL {document}:{line}\n" + result.stderr.replace(source, f"{document}:{line}+"))
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
