// swift-tools-version:6.0
// A user's package as the README describes it: Vellum as a git-URL dependency, views with
// `#Preview` and `PreviewProvider`, and a catalog executable that lists nothing by hand.
import Foundation
import PackageDescription

// The checkout this fixture lives in, by a file:// git URL (the test suite points
// VELLUM_PACKAGE_URL at a git snapshot of the working tree, so uncommitted changes count).
let vellumURL =
  ProcessInfo.processInfo.environment["VELLUM_PACKAGE_URL"]
  ?? "file://"
  + URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().path
// SwiftPM names a URL dependency after the URL's last component.
let vellum = URL(fileURLWithPath: vellumURL).deletingPathExtension().lastPathComponent

let package = Package(
  name: "PreviewApp",
  dependencies: [.package(url: vellumURL, branch: "main")],
  targets: [
    .target(name: "AppUI", dependencies: [.product(name: "Vellum", package: vellum)]),
    .executableTarget(
      name: "Previews", dependencies: ["AppUI", .product(name: "VellumPreview", package: vellum)]),
  ]
)
