import Foundation
import Testing

@testable import VellumPreview

/// The import scan (`ImportScan`) finds what the build would import, however the imports are
/// written, and answers for a whole folder in one scanner job.
@Suite struct ImportScanTests {
  /// A scan with an empty module folder, and a folder for its files, removed by the caller.
  func scan() throws -> (ImportScan, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-imports-\(UUID().uuidString)")
    let modules = folder.appendingPathComponent("Modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let scan = ImportScan(
      swiftc: FileCatalogBuild.swiftcOnPath, flags: ["-I", modules.path],
      cache: folder.appendingPathComponent("imports/PreviewedFile.txt"))
    return (scan, folder)
  }

  /// Imports in comments and string literals are none; attributed, access-level and kind
  /// imports (`import struct Foo.Bar`) are; of conditional ones, those Linux's build takes.
  @Test func importsAreFoundAsTheBuildReadsThem() throws {
    let (scan, folder) = try scan()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Tricky.swift")
    let source = #"""
      // import LinuxOnly, once
      /* import BlockCommented
         import AlsoCommented */
      import Foundation
      let text = "import InString"
      let multi = """
        import InMultilineString
        """
      @testable import Testable
      @_exported import Exported
      public import Public
      import struct Foo.Bar
      import func Baz.qux
      #if canImport(Absent)
      import Absent
      #elseif os(Linux)
      import LinuxOnly
      #else
      import Otherwise
      #endif
      #if os(iOS)
      import PhoneOnly
      #endif
      """#
    try Data(source.utf8).write(to: file)
    let expected = [
      "Testable 9:18", "Exported 10:19", "Public 11:15", "Foo 12:15", "Baz 13:13", "LinuxOnly 17:8",
    ]
    let missing = try #require(scan.missing(in: [file]))
    #expect(missing.map { "\($0.module) \($0.line):\($0.column)" } == expected)
    #expect(missing.allSatisfy { $0.file == file.path })
    // The kept answer, moved with the imports, says the same (not the comment's line).
    try Data(("\n" + source).utf8).write(to: file)
    let kept = try #require(scan.missing(in: [file]))
    #expect(
      kept.map { "\($0.module) \($0.line - 1):\($0.column)" } == expected,
      "\(kept.map { "\($0.module) \($0.line):\($0.column)" })")
  }

  /// A folder of 300 files is one scanner job: about a second, where a job per file (each
  /// scanning every file) took minutes.
  @Test func aLargeFolderIsScannedAtOnce() throws {
    let (scan, folder) = try scan()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try (0..<300).map { index in
      let file = folder.appendingPathComponent("Screen\(index).swift")
      let source = """
        import Foundation
        import Missing\(index % 3)

        struct Screen\(index) { var title = "\(index)" }

        """
      try Data(source.utf8).write(to: file)
      return file
    }
    let start = Date()
    let missing = try #require(scan.missing(in: files))
    let elapsed = Date().timeIntervalSince(start)
    #expect(Set(missing.map(\.module)) == ["Missing0", "Missing1", "Missing2"])
    #expect(elapsed < 10, "the scan of 300 files took \(elapsed) s")
  }
}
