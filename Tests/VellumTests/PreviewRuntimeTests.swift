import Foundation
import Testing

@testable import VellumPreview

/// `PreviewRuntime`: Vellum's objects as one shared library that a preview catalog links
/// against, linked again only when an object it was made from changed.
@Suite nonisolated struct PreviewRuntimeTests {
  /// Compiles a C function into a position-independent object in `folder`.
  func object(_ name: String, returning value: Int, in folder: URL) throws -> String {
    let source = folder.appendingPathComponent("\(name).c")
    try Data("int \(name)(void) { return \(value); }\n".utf8).write(to: source)
    let object = folder.appendingPathComponent("\(name).o").path
    let clang = URL(fileURLWithPath: FileCatalogBuild.swiftcOnPath).deletingLastPathComponent()
      .appendingPathComponent("clang").path
    let result = FileCatalogBuild.run(clang, ["-c", "-fPIC", source.path, "-o", object])
    try #require(result.ok, "\(result.log)")
    return object
  }

  func modified(_ url: URL) throws -> Date {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
  }

  @Test func theLibraryIsLinkedOnceAndAgainWhenAnObjectChanges() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-runtime-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let objects = [try object("one", returning: 1, in: folder), try object("two", returning: 2, in: folder)]
    let runtime = PreviewRuntime(folder: folder.appendingPathComponent("runtime"))
    let swiftc = FileCatalogBuild.swiftcOnPath

    let first = runtime.update(swiftc: swiftc, objects: objects, flags: [])
    #expect(first.ok, "\(first.log)")
    let linked = try modified(runtime.library)
    usleep(20_000)
    #expect(runtime.update(swiftc: swiftc, objects: objects, flags: []).ok)
    #expect(try modified(runtime.library) == linked, "the same objects: the library is kept")

    // An object rebuilt (a new time), then one added, each link the library again.
    _ = try object("two", returning: 22, in: folder)
    #expect(runtime.update(swiftc: swiftc, objects: objects, flags: []).ok)
    let relinked = try modified(runtime.library)
    #expect(relinked > linked)
    usleep(20_000)
    let three = try object("three", returning: 3, in: folder)
    #expect(runtime.update(swiftc: swiftc, objects: objects + [three], flags: []).ok)
    #expect(try modified(runtime.library) > relinked)

    // The library exports what its objects define, for the catalog to link against.
    let symbols = try String(contentsOf: runtime.library, encoding: .isoLatin1)
    #expect(symbols.contains("three") && symbols.contains("two"))
    #expect(runtime.linkFlags.contains("-l\(PreviewRuntime.name)"))
  }

  @Test func aLinkThatFailsSaysWhyAndLeavesNoLibrary() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-runtime-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let runtime = PreviewRuntime(folder: folder)
    let result = runtime.update(
      swiftc: FileCatalogBuild.swiftcOnPath, objects: [folder.appendingPathComponent("missing.o").path], flags: [])
    #expect(!result.ok)
    #expect(result.log.contains("missing.o"))
    #expect(!FileManager.default.fileExists(atPath: runtime.library.path))
  }
}
