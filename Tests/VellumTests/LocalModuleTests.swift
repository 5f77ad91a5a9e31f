import Foundation
import Testing

@testable import Vellum
@testable import VellumPreview

/// `vellum preview` finds the modules an app imports from its own repository (a local
/// package's target, a framework's folder), and asks the compiler's dependency scanner which
/// imports nothing provides before compiling anything.
@Suite struct LocalModuleTests {
  /// A repository laid out as apps lay theirs out: an app folder, a local package with two
  /// targets (one at SwiftPM's default path, one at its own `path:`), a framework folder, and
  /// a macro target.
  func repository() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-local-\(UUID().uuidString)")
    func write(_ path: String, _ text: String) throws {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try write("App/Screens/Home.swift", "import SwiftUI\nimport DesignSystem\n")
    try write(
      "Packages/Kit/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Kit",
        products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
        targets: [
          .target(
            name: "DesignSystem", dependencies: ["Core-Models", .product(name: "Nuke", package: "Nuke")],
            exclude: ["Legacy", "Info.plist"]),
          .target(
            name: "Core-Models",
            path: "Model Sources/Core"),
          .macro(name: "KitMacros", dependencies: []),
          .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
        ]
      )
      """)
    try write("Packages/Kit/Sources/DesignSystem/Card.swift", "public struct Card {}\n")
    try write("Packages/Kit/Sources/DesignSystem/Tests/Ignored.swift", "\n")
    try write("Packages/Kit/Sources/DesignSystem/Legacy/Old.swift", "\n")
    try write("Packages/Kit/Sources/DesignSystem/DesignSystem.docc/Resources/step-01.swift", "\n")
    try write("Packages/Kit/Model Sources/Core/Item.swift", "public struct Item {}\n")
    try write("Packages/Kit/Sources/KitMacros/Macro.swift", "\n")
    try write("BookKit/Player/Player.swift", "public struct Player {}\n")
    try write("BookKit/Player/Chapter.swift", "public struct Chapter {}\n")
    try write("BookKitTests/PlayerTests.swift", "\n")
    try write("Packages/Kit/.build/checkouts/Nuke/Sources/Nuke/Nuke.swift", "\n")
    return root
  }

  @Test func aManifestsTargetsAreReadWithTheirKindsAndPaths() {
    let manifest = PackageManifestText(
      """
      let package = Package(
        name: "Kit",
        products: [.library(name: "Kit", targets: ["Kit"])],
        dependencies: [.package(url: "https://example.com/x", from: "1.0.0")],
        targets: [
          .target(name: "Kit", dependencies: [.product(name: "X", package: "x")], path: "Code/Kit"),
          .executableTarget(name: "tool-cli"),
          .binaryTarget(name: "Fast", path: "Fast.xcframework"),
          .testTarget(name: "Kit", path: "Tests"),
        ]
      )
      """)
    #expect(
      manifest.targets == [
        .init(kind: "target", name: "Kit", path: "Code/Kit"),
        .init(kind: "executableTarget", name: "tool-cli", path: nil),
        .init(kind: "binaryTarget", name: "Fast", path: "Fast.xcframework"),
        .init(kind: "testTarget", name: "Kit", path: "Tests"),
      ])
    // A test target of the same name is never the module, and a module's name is the
    // target's with what an identifier cannot hold made `_`.
    #expect(manifest.target(named: "Kit")?.path == "Code/Kit")
    #expect(manifest.target(named: "tool_cli")?.kind == "executableTarget")
    #expect(manifest.target(named: "X") == nil, "a product a target depends on is not a target")

    // A C target's written-out settings.
    let c = PackageManifestText(
      """
      .target(
        name: "cmark-gfm", path: "src", exclude: ["CMakeLists.txt", "scanners.re"],
        publicHeadersPath: "headers",
        cSettings: [.define("CMARK_THREADING"), .define("SCALE", to: "3"), .headerSearchPath("private")])
      """)
    #expect(
      c.target(named: "cmark_gfm")
        == .init(
          kind: "target", name: "cmark-gfm", path: "src", exclude: ["CMakeLists.txt", "scanners.re"],
          publicHeadersPath: "headers", defines: ["CMARK_THREADING", "SCALE=3"], headerSearchPaths: ["private"]))
  }

  @Test func modulesAreFoundInTheRepositoryByTheNameTheFileImports() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let screen = root.appendingPathComponent("App/Screens/Home.swift")
    #expect(LocalModule.repository(of: [screen])?.standardizedFileURL.path == root.standardizedFileURL.path)
    let repository = LocalModule.Repository(root: root)

    let design = try #require(try LocalModule.find("DesignSystem", in: repository, excluding: [screen])?.get())
    #expect(
      design.files.map(\.lastPathComponent) == ["Card.swift"],
      "tests folders, excluded paths and documentation catalogs' tutorial code are left out")
    #expect(design.package == "Kit")
    // A target at its own path, whose name is not an identifier.
    let models = try #require(try LocalModule.find("Core_Models", in: repository, excluding: [screen])?.get())
    #expect(models.files.map(\.lastPathComponent) == ["Item.swift"])
    // An Xcode framework's folder: a folder of the name, its tests folder aside.
    let kit = try #require(try LocalModule.find("Player", in: repository, excluding: [screen])?.get())
    #expect(kit.files.map(\.lastPathComponent) == ["Chapter.swift", "Player.swift"])
    #expect(kit.package == nil)
    // A macro target is found and said to be out of reach; a package's checkout is not the app's.
    guard case .failure(let unsupported)? = LocalModule.find("KitMacros", in: repository, excluding: [screen]) else {
      Issue.record("the macro target is not reported")
      return
    }
    #expect(unsupported.reason.contains(".macro"), "\(unsupported.reason)")
    #expect(LocalModule.find("Nuke", in: repository, excluding: [screen]) == nil)
    // The folder the previewed files are in is not a module of its own.
    #expect(LocalModule.find("Screens", in: repository, excluding: [screen]) == nil)
  }

  /// An app's screens sit deep below its project (Mlem's
  /// `Mlem/App/Views/Root/Tabs/Settings/InteractionBarEditor/`): the repository is found
  /// however many folders up it is, by its `.git`, else by its outermost project.
  @Test func theRepositoryIsFoundHoweverDeepTheFilesAre() throws {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("vellum-deep-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: root) }
    let deep = "Mlem/App/Views/Root/Tabs/Settings/InteractionBarEditor/Rows/Cells"
    let screen = root.appendingPathComponent(deep).appendingPathComponent("Cell.swift")
    try manager.createDirectory(at: screen.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("import SwiftUI\n".utf8).write(to: screen)
    try manager.createDirectory(at: root.appendingPathComponent("Mlem.xcodeproj"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Mlem/App/Package.swift"))
    let other = root.appendingPathComponent("Mlem/App/Views/Other.swift")
    try Data().write(to: other)
    // No `.git`: the outermost folder with a project, nine folders up.
    #expect(LocalModule.repository(of: [screen])?.standardizedFileURL.path == root.standardizedFileURL.path)
    #expect(LocalModule.repository(of: [screen, other])?.standardizedFileURL.path == root.standardizedFileURL.path)
    // With `.git`: the nearest such folder, though a project is further up.
    try manager.createDirectory(at: root.appendingPathComponent("Mlem/.git"), withIntermediateDirectories: true)
    let mlem = root.appendingPathComponent("Mlem").standardizedFileURL.path
    #expect(LocalModule.repository(of: [screen])?.standardizedFileURL.path == mlem)
  }

  @Test func theScannerNamesEachImportNothingProvidesWithWhereItIs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Screen.swift")
    let source = """
      import Foundation
      import DesignSystem
      #if canImport(Lottie)
      import Lottie
      #endif
      #if os(iOS)
      import UIKitOnly
      #endif
      @preconcurrency import struct Models.Item
      let x = 1
      """
    try Data(source.utf8).write(to: file)
    let cache = folder.appendingPathComponent("imports/PreviewedFile.txt")
    let modules = folder.appendingPathComponent("Modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let scan = ImportScan(swiftc: FileCatalogBuild.swiftcOnPath, flags: ["-I", modules.path], cache: cache)
    let other = folder.appendingPathComponent("Other.swift")
    try Data("import Foundation\n".utf8).write(to: other)
    let missing = try #require(scan.missing(in: [file, other]))
    #expect(
      missing.map { "\($0.module) \($0.line):\($0.column)" } == ["DesignSystem 2:8", "Models 9:31"],
      "not the conditional imports the build leaves out: \(missing)")
    #expect(missing.first?.file == file.path)

    // An edit that moves the imports down asks nothing of the compiler, and says where they now are.
    let made = try #require(try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date)
    try Data(("// A header\n\n" + source.replacingOccurrences(of: "let x = 1", with: "let x = 2")).utf8).write(
      to: file)
    let again = try #require(scan.missing(in: [file, other]))
    #expect(again.map { "\($0.module) \($0.line):\($0.column)" } == ["DesignSystem 4:8", "Models 11:31"])
    let kept = try #require(try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date)
    #expect(kept == made, "the kept answer was used")
    // A module built since (a newer Vellum's) is a new question.
    try FileManager.default.createDirectory(
      at: modules.appendingPathComponent("Charts.swiftmodule"), withIntermediateDirectories: true)
    Thread.sleep(forTimeInterval: 0.01)
    _ = scan.missing(in: [file, other])
    let asked = try #require(try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date)
    #expect(asked > kept, "the scanner was asked again")
    // A new import is a new question.
    try Data(("import Nuke\n" + source).utf8).write(to: file)
    #expect(scan.missing(in: [file, other])?.map(\.module) == ["Nuke", "DesignSystem", "Models"])
  }

  @Test func eachSetOfFilesBuildsInItsOwnFolderAndOneBuildWaitsForAnother() throws {
    let a = [URL(fileURLWithPath: "/app/Home View.swift")]
    let b = [URL(fileURLWithPath: "/app/Home View.swift"), URL(fileURLWithPath: "/app/Settings.swift")]
    #expect(PreviewFileCommand.folderName(for: a) == PreviewFileCommand.folderName(for: a))
    #expect(PreviewFileCommand.folderName(for: a) != PreviewFileCommand.folderName(for: b))
    #expect(PreviewFileCommand.folderName(for: a).hasPrefix("HomeView-"))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-lock-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try #require(BuildLock(folder: folder))
    let acquired = LockFlag()
    let thread = Thread {
      if let second = BuildLock(folder: folder) {
        acquired.set()
        second.release()
      }
    }
    thread.start()
    Thread.sleep(forTimeInterval: 0.3)
    #expect(!acquired.value, "the second build waits while the first holds the folder")
    first.release()
    for _ in 0..<100 where !acquired.value { Thread.sleep(forTimeInterval: 0.02) }
    #expect(acquired.value, "and goes on when it is released")
  }
}

/// A flag set on one thread and read on another.
private final class LockFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var set_ = false
  var value: Bool { lock.withLock { set_ } }
  func set() { lock.withLock { set_ = true } }
}

extension LocalModuleTests {
  /// A package target's resources, flattened as SwiftPM bundles them: `Bundle.module` finds
  /// `JSON/runes.json` by its name (a rune wiki's data package), and catalogs stay whole.
  @Test func aTargetsResourcesAreItsBundleFlattened() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("Packages/Kit/Sources/DesignSystem")
    for (path, text) in [
      ("JSON/runes.json", "[]"), ("Resources/Colors.xcassets/Contents.json", "{}"),
      (
        "Resources/Colors.xcassets/Brand.colorset/Contents.json",
        #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.100","green":"0.700","blue":"0.200","alpha":"1.000"}}}]}"#
      ),
      ("Resources/en.lproj/A.strings", ""),
      ("Other/runes.json", "[1]"), ("A/runes.json", "[2]"),
    ] {
      let file = target.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    let bundle = root.appendingPathComponent("bundle")
    PreviewResources.linkPackageResources(of: target, into: bundle)
    let names = try FileManager.default.contentsOfDirectory(atPath: bundle.path).sorted()
    #expect(names == ["Colors.xcassets", "en.lproj", "runes.json"], "no sources, one file of a name: \(names)")
    let found = try #require(Bundle(path: bundle.path)?.path(forResource: "runes", ofType: "json"))
    #expect(FileManager.default.contents(atPath: found) == Data("[2]".utf8), "the first of the name, in path order")
    // The linked catalog is read through the link: `Color("Brand", bundle: .module)`.
    let color = ResourceLookup.color("Brand", bundle: Bundle(path: bundle.path)).0
    #expect(color?.any == RGBA(0.1, 0.7, 0.2, 1), "\(String(describing: color))")
  }
}
