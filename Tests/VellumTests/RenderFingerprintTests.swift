import Foundation
import Testing

@testable import VellumCairo

/// The fingerprint's file hashes: a whole small file, and a large one (a 20 MB CJK font) by
/// its size and 64 windows, so a change in either shows.
@Suite struct RenderFingerprintTests {
  @Test func fileHashesFollowTheBytesTheyRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-hash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func hash(_ bytes: [UInt8]) throws -> String {
      let file = folder.appendingPathComponent(UUID().uuidString)
      try Data(bytes).write(to: file)
      return RenderFingerprint.fileHash(file.path)
    }
    var small = [UInt8](repeating: 7, count: 1_001)
    let smallHash = try hash(small)
    small[999] = 8
    #expect(try hash(small) != smallHash, "every byte of a small file counts")
    var large = [UInt8](repeating: 1, count: 9 << 20)
    let largeHash = try hash(large)
    #expect(try hash(large) == largeHash)
    large[10] = 2  // inside the first window
    #expect(try hash(large) != largeHash)
    large[10] = 1
    large.append(1)
    #expect(try hash(large) != largeHash, "the size counts")
    #expect(RenderFingerprint.fileHash(folder.appendingPathComponent("none").path) == "missing")
  }
}
