import Foundation
import Testing

/// Fixtures/PreviewApp is a user's package: it depends on Vellum by a file:// git URL, and
/// its catalog is `@main struct Previews: PreviewCatalog {}`. It is built with a plain
/// `swift build` (Scripts/fixture-package) and its previews are listed, rendered and
/// compared with its reviewed goldens.
@Suite(.serialized)
struct UserPackageTests {
  static let root = CommandLineTests.root
  static let app = root.appendingPathComponent("Fixtures/PreviewApp")

  /// Builds the package once for the suite.
  static let build: CommandLineTests.Run? = try? CommandLineTests().run(
    root.appendingPathComponent("Scripts/fixture-package").path, [], in: root, absolute: true)

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
}
