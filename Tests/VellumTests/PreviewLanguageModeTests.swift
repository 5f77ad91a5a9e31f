import Foundation
import Testing

@testable import VellumPreview

/// `vellum preview` parses files as an Xcode app target does by default: Swift 5 mode with
/// bare `/.../` regex literals (Xcode's "Enable Bare Slash Regex Literals"), which the compiler
/// alone leaves off in Swift 5 mode (a Hacker News reader's `let digits = /[0-9]+/`, fifteenth
/// round).
@Suite struct PreviewLanguageModeTests {
  /// Parses `source` with `swiftc -parse` and the given flags; true when it parses.
  func parses(_ source: String, with flags: [String]) throws -> Bool {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-parse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Regex.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = try CommandLineTests().run(
      "/usr/bin/env", ["swiftc", "-parse", "-parse-as-library"] + flags + [file.path], in: folder, absolute: true)
    return result.code == 0
  }

  static let source = """
    extension String {
      var itemID: Int? {
        let digits = /[0-9]+/
        return firstMatch(of: /item\\?id=[0-9]+/).flatMap { Int($0.output.firstMatch(of: digits)!.output) }
      }
    }
    """

  @Test func bareSlashRegexLiteralsParseInSwift5Mode() throws {
    #expect(FileCatalogBuild.languageMode.starts(with: ["-swift-version", "5"]))
    #expect(try parses(Self.source, with: FileCatalogBuild.languageMode))
    // Without the flag, as the compiler alone has it in Swift 5 mode, the literal is a parse error.
    #expect(try !parses(Self.source, with: ["-swift-version", "5"]))
  }
}
