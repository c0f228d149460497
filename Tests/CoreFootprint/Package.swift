// swift-tools-version: 6.1
//
// A small program that depends on the OpenUDIDCore product alone, as an app would: what it
// links is what the library costs. Tests/CoreFootprint/run.sh builds it in release and checks
// that neither Foundation, its internationalization nor ICU comes with it.

import Foundation
import PackageDescription

// A path dependency is named after its folder, which is the clone's: "swift-openudid" or another.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

let package = Package(
    name: "core-footprint",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "core-footprint",
            dependencies: [.product(name: "OpenUDIDCore", package: repository.lastPathComponent.lowercased())]
        )
    ]
)
