import Foundation
import Testing
import VellumCairo
@testable import VellumPreview

/// Fixtures/PreviewApp is a user's package: it depends on Vellum by a file:// git URL, and
/// its catalog is `@main struct Previews: PreviewCatalog {}`. It is built with a plain
/// `swift build` (Scripts/fixture-package) and its previews are listed, rendered and
/// compared with its reviewed goldens.
@Suite(.serialized, .tags(.slow), .fullTier)
struct UserPackageTests {
  static let root = CommandLineTests.root
  static let app = root.appendingPathComponent("Fixtures/PreviewApp")

  /// Builds the package once for the suite.
  static let build: CommandLineTests.Run? = try? CommandLineTests().run(
    root.appendingPathComponent("Scripts/fixture-package").path, [], in: root, absolute: true)

  /// The scratch folder of the fixture's build, which the README package's build shares.
  static let scratch = root.appendingPathComponent(".build/preview-app/build")

  /// The catalog executable's path.
  static let catalog: Result<String, BuildFailure> = {
    guard let build else { return .failure(BuildFailure(log: "could not start Scripts/fixture-package")) }
    guard build.code == 0, let path = build.out.split(separator: "\n").last else {
      return .failure(BuildFailure(log: build.out + build.err))
    }
    return .success(String(path))
  }()

  struct BuildFailure: Error, CustomStringConvertible {
    let log: String
    var description: String { "Fixtures/PreviewApp did not build:\n\(log)" }
  }

  func catalog(_ arguments: [String], in folder: URL = app) throws -> CommandLineTests.Run {
    try CommandLineTests().run(try Self.catalog.get(), arguments, in: folder, absolute: true)
  }

  /// SwiftPM rejects glib's `-pthread` from pkg-config with a warning on every build; the
  /// `vellum-cairo` pkg-config file that Scripts/setup writes leaves it out.
  @Test func theBuildPrintsNoProhibitedFlagWarning() throws {
    _ = try Self.catalog.get()
    let log = (Self.build?.out ?? "") + (Self.build?.err ?? "")
    #expect(!log.contains("prohibited flag"), "\(log)")
    #expect(log.contains("Build complete"), "the log is the build's")
  }

  @Test func everyPreviewAndProviderIsListedByItsName() throws {
    let list = try catalog(["list"])
    #expect(list.code == 0, "\(list.err)")
    #expect(
      list.out == """
        Account card\tfit\tlight@2x,dark@2x
        ReadingList\tiPhone15\tlight@2x,dark@2x
        Office shelf\tfit\tlight@2x,dark@2x
        Language row\t375x60\tlight@2x,dark@2x
        SettingsRow\t375x60\tdark@2x

        """)
  }

  @Test func everyPreviewMatchesItsGolden() throws {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let verify = try catalog(["verify", "--goldens", "Goldens", "--report", report.path])
    #expect(verify.code == 0, "\(verify.out)\(verify.err)")
    #expect(!verify.out.contains("FAIL"), "a missing golden fails verify too, since recording is off")
    #expect(verify.out.contains("all 9 images of 5 previews match their goldens"), "\(verify.out)")
  }

  @Test func renderingByNameWritesTheImage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let render = try catalog(["render", "Office shelf", "-o", "shelf.png", "--scheme", "dark"], in: folder)
    #expect(render.code == 0, "\(render.err)")
    let png = try Data(contentsOf: folder.appendingPathComponent("shelf.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  /// `watch` on the user's package, with its page open in headless Chromium: a new
  /// `#Preview` appears, an edit to its colour reaches the open page without a reload, a
  /// compile error shows with its file and line while the last image stays, and removing
  /// the file restores the package (and the catalog the other tests use).
  @Test(.timeLimit(.minutes(15)))
  func watchRebuildsAndTheOpenPageShowsTheNewImage() throws {
    let catalog = try Self.catalog.get()
    let probe = Self.app.appendingPathComponent("Sources/AppUI/WatchProbe.swift")
    func writeProbe(_ body: String) throws {
      try Data(
        "import Vellum\n\n#Preview(\"WatchProbe\", traits: .fixedLayout(width: 40, height: 40)) {\n  \(body)\n}\n".utf8
      )
      .write(to: probe)
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-watch-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let watch = Process()
    watch.executableURL = URL(fileURLWithPath: catalog)
    watch.arguments = ["watch", "--port", "0", "--package", Self.app.path, "--scheme", "light", "--jobs", "2"]
    var environment = ProcessInfo.processInfo.environment
    environment["VELLUM_PACKAGE_URL"] =
      "file://" + Self.root.appendingPathComponent(".build/preview-app/Vellum.git").path
    watch.environment = environment
    watch.standardOutput = try FileHandle(forWritingTo: output)
    watch.standardError = FileHandle.nullDevice
    try watch.run()
    defer {
      // SIGKILL: a process started from a test thread inherits its blocked SIGTERM.
      kill(watch.processIdentifier, SIGKILL)
      watch.waitUntilExit()
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: Self.app.appendingPathComponent("Package.resolved"))
    }
    func log() -> String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    var port = ""
    for _ in 0..<100 where port.isEmpty {
      usleep(100_000)
      let tail = log().components(separatedBy: "http://127.0.0.1:").dropFirst().first ?? ""
      port = String(tail.prefix { $0.isNumber })
    }
    try #require(!port.isEmpty, "watch printed no address: \(log())")

    let browser = try Chromium()
    try browser.open("http://127.0.0.1:\(port)/")
    let shown = try browser.wait(for: "document.querySelectorAll('section.preview').length", timeout: 60) {
      ($0 as? Int ?? 0) >= 5
    }
    #expect(shown as? Int == 5, "the package's five previews are listed")
    let listed = shown as? Int ?? 5
    _ = try browser.evaluate("window.keptAcrossUpdates = 'yes'")
    // The colour at the centre of the WatchProbe image, as the page has loaded it.
    let pixel = """
      (() => { const img = document.querySelector('img[data-preview="WatchProbe"]');
        if (!img || !img.complete || !img.naturalWidth) return null;
        const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
        const g = c.getContext('2d'); g.drawImage(img, 0, 0);
        const d = g.getImageData(c.width >> 1, c.height >> 1, 1, 1).data; return d[0] + ',' + d[1] + ',' + d[2]; })()
      """
    func channels(_ value: Any?) -> [Int] { (value as? String)?.split(separator: ",").compactMap { Int($0) } ?? [] }
    func isRed(_ value: Any?) -> Bool {
      channels(value).count == 3 && channels(value)[0] > 200 && channels(value)[2] < 80
    }
    func isBlue(_ value: Any?) -> Bool {
      channels(value).count == 3 && channels(value)[2] > 200 && channels(value)[0] < 80
    }

    defer {
      // Restore the package: the watch rebuilds it without the probe.
      try? FileManager.default.removeItem(at: probe)
      let restored = try? browser.wait(for: "document.querySelectorAll('section.preview').length", timeout: 400) {
        $0 as? Int == listed && !self.building(browser)
      }
      #expect(restored as? Int == listed, "the probe's preview leaves the page when its file is removed")
    }
    try writeProbe("Color.red")
    let red = try browser.wait(for: pixel, timeout: 400, until: isRed)
    #expect(isRed(red), "the new preview appears, red: \(String(describing: red))\n\(log())")

    try writeProbe("Color.blue")
    let blue = try browser.wait(for: pixel, timeout: 400, until: isBlue)
    #expect(isBlue(blue), "the edit reaches the open page: \(String(describing: blue))\n\(log())")
    #expect(try browser.evaluate("window.keptAcrossUpdates") as? String == "yes", "no reload")
    let status = try browser.wait(for: "document.getElementById('status').textContent", timeout: 60) {
      ($0 as? String ?? "").contains("kept")
    }
    #expect(
      (status as? String ?? "").contains("1 of 1 images changed; 4 kept as they were"),
      "only the edited file's preview is rendered again: \(String(describing: status))")

    try writeProbe("Colr.green")
    let errors = try browser.wait(for: "document.getElementById('errors').textContent", timeout: 400) {
      ($0 as? String ?? "").contains("WatchProbe.swift:4")
    }
    let text = errors as? String ?? ""
    #expect(text.contains("WatchProbe.swift:4:") && text.contains("Colr"), "file, line and message: \(text)")
    #expect(isBlue(try browser.evaluate(pixel)), "the last good image stays")
    try Chromium.save(browser, to: "watch-compile-error.png")
  }

  func building(_ browser: Chromium) -> Bool {
    ((try? browser.evaluate("document.getElementById('status').textContent")) as? String ?? "").contains("…")
  }

  /// A README section by its title, and its Swift code blocks.
  static func readme(_ title: String) throws -> (section: String, blocks: [String]) {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## \(title)").dropFirst().first?.components(separatedBy: "\n## ").first)
    let blocks = section.components(separatedBy: "```swift\n").dropFirst().map {
      String($0.components(separatedBy: "```").first ?? "")
    }
    return (section, blocks)
  }

  /// The README's "Use Vellum in your package" is a package that builds and whose test
  /// passes: its Package.swift (the URL pointed at a snapshot of this tree), its catalog and
  /// its test, around this fixture's views and goldens. The example workflow it names
  /// exists and runs sharded `verify` and `merge-reports`.
  @Test(.timeLimit(.minutes(20)))
  func theReadmePackageBuildsAndItsTestPasses() throws {
    _ = try Self.catalog.get()  // the snapshot of this tree the package depends on
    let (section, blocks) = try Self.readme("Use Vellum in your package")
    try #require(blocks.count == 3, "Package.swift, the catalog and the test")
    let url = "https://github.com/OWNER/Vellum.git"
    #expect(blocks[0].contains(".package(url: \"\(url)\", branch: \"main\")"))
    #expect(blocks[0].contains("// or by path, next to your package: .package(path: \"../Vellum\")"))

    let package = Self.root.appendingPathComponent(".build/readme-package")
    let manager = FileManager.default
    for name in ["Package.swift", "Sources", "Tests", "Goldens", "Package.resolved"] {
      try? manager.removeItem(at: package.appendingPathComponent(name))
    }
    func write(_ text: String, _ path: String) throws {
      let file = package.appendingPathComponent(path)
      try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    // The same URL and scratch folder as the fixture's build: the two packages share one
    // checkout and one build of Vellum (the URL's last component less `.git` names it).
    let snapshot = "file://" + Self.root.appendingPathComponent(".build/preview-app/Vellum.git").path
    try write(blocks[0].replacingOccurrences(of: url, with: snapshot), "Package.swift")
    try write(blocks[1], "Sources/Previews/Previews.swift")
    try write(blocks[2], "Tests/AppUITests/PreviewTests.swift")
    try manager.copyItem(
      at: Self.app.appendingPathComponent("Sources/AppUI"), to: package.appendingPathComponent("Sources/AppUI"))
    try manager.copyItem(at: Self.app.appendingPathComponent("Goldens"), to: package.appendingPathComponent("Goldens"))
    let test = try CommandLineTests().run(
      "/usr/bin/env", ["swift", "test", "--scratch-path", Self.scratch.path],
      environment: ["VELLUM_RECORD": "never"], in: package, absolute: true)
    #expect(test.code == 0, "\(test.out.suffix(3000))\(test.err.suffix(3000))")
    #expect(test.out.contains("Test previews() passed"), "\(test.out.suffix(2000))")

    let workflow = try String(
      contentsOf: Self.root.appendingPathComponent(".github/workflows/vellum-previews.yml"), encoding: .utf8)
    #expect(section.contains(".github/workflows/vellum-previews.yml"))
    #expect(
      workflow.contains("shard: [1, 2, 3]")
        && workflow.contains("verify --goldens Goldens --shard ${{ matrix.shard }}/3"))
    #expect(workflow.contains("merge-reports:") && workflow.contains("needs: verify"))
  }

  /// The README's "Your app's files, unchanged" package, as written (its URL pointed at the
  /// snapshot of this tree), builds around a copy of Fixtures/XcodeApp/ReadingLog, and the
  /// app's executable lists its previews and the app.
  @Test(.timeLimit(.minutes(20)))
  func theReadmeAppFolderPackageBuildsAndListsTheApp() throws {
    _ = try Self.catalog.get()  // the snapshot of this tree the package depends on
    let manifest = try #require(try Self.readme("Your app's files, unchanged").blocks.first)
    let url = "https://github.com/OWNER/Vellum.git"
    #expect(manifest.contains(".product(name: \"SwiftUI\", package: \"Vellum\")"))

    let package = Self.root.appendingPathComponent(".build/readme-app-folder")
    let manager = FileManager.default
    try? manager.removeItem(at: package)
    try manager.createDirectory(at: package, withIntermediateDirectories: true)
    let snapshot = "file://" + Self.root.appendingPathComponent(".build/preview-app/Vellum.git").path
    try Data(manifest.replacingOccurrences(of: url, with: snapshot).utf8)
      .write(to: package.appendingPathComponent("Package.swift"))
    try manager.copyItem(
      at: Self.root.appendingPathComponent("Fixtures/XcodeApp/ReadingLog"), to: package.appendingPathComponent("MyApp"))
    let build = try CommandLineTests().run(
      "/usr/bin/env", ["swift", "build", "--scratch-path", Self.scratch.path], in: package, absolute: true)
    #expect(build.code == 0, "\(build.out.suffix(3000))\(build.err.suffix(3000))")
    let list = try CommandLineTests().run(
      Self.scratch.appendingPathComponent("debug/MyApp").path, ["list"], in: package, absolute: true)
    #expect(list.code == 0 && list.out.contains("ReadingLogApp\tiPhone15"), "\(list.out)\(list.err)")
    // The asset symbols compiled, and the catalog's colours and images are drawn: the same
    // pictures as this package's own build of the folder.
    let verify = try CommandLineTests().run(
      Self.scratch.appendingPathComponent("debug/MyApp").path,
      ["verify", "--goldens", Self.root.appendingPathComponent("Goldens/ReadingLog").path, "--report", "report"],
      in: package, absolute: true)
    #expect(verify.code == 0, "\(verify.out)\(verify.err)")

    // `swift run vellum preview` in the user's package: the files are compiled in the
    // package's own build folder and linked with the Vellum built for it, never inside the
    // dependency's checkout.
    try Data(
      "import SwiftUI\n\n#Preview(\"Probe\", traits: .fixedLayout(width: 10, height: 10)) { Color.green }\n".utf8
    ).write(to: package.appendingPathComponent("Probe.swift"))
    let started = Date()
    let preview = try CommandLineTests().run(
      "/usr/bin/env",
      ["swift", "run", "--scratch-path", Self.scratch.path, "vellum", "preview", "Probe.swift", "--scheme", "light"],
      in: package, absolute: true)
    let seconds = Date().timeIntervalSince(started)
    #expect(preview.code == 0, "\(preview.out.suffix(2000))\(preview.err.suffix(2000))")
    let png = try PNG.decode(Data(contentsOf: package.appendingPathComponent("out/preview/Probe.light@2x.png"))).image
    #expect(png[10, 10].g > 100 && png[10, 10].r < 80, "green: \(png[10, 10]) (\(seconds) s with vellum's build)")
    let files = try PreviewFileCommand.swiftFiles([package.appendingPathComponent("Probe.swift").path])
    let catalog = Self.scratch.appendingPathComponent("vellum-file-preview")
      .appendingPathComponent(PreviewFileCommand.folderName(for: files)).appendingPathComponent("FilePreviews")
    #expect(manager.isExecutableFile(atPath: catalog.path), "in the package's build folder")
    let checkouts = Self.scratch.appendingPathComponent("checkouts")
    for name in (try? manager.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
      #expect(
        !manager.fileExists(atPath: checkouts.appendingPathComponent("\(name)/.build").path),
        "nothing is built inside the checkout \(name)")
    }
  }
}
