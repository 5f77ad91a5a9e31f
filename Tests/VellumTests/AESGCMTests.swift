@testable import CryptoKit
import Foundation
import Testing

/// CryptoKit's AES-GCM against the test vectors of McGrew and Viega's GCM specification
/// ("The Galois/Counter Mode of Operation", test cases 2–4, 6, 8 and 14–16, as NIST's
/// validation uses them), FIPS 197's block examples, and a round trip that fails when a byte of
/// the box or the additional data changes.
@Suite struct AESGCMTests {
  func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    bytes.map { String(format: "%02x", $0) }.joined()
  }

  func bytes(_ hex: String) -> [UInt8] {
    var result: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      result.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    return result
  }

  static let key = "feffe9928665731c6d6a8f9467308308"
  static let iv = "cafebabefacedbaddecaf888"
  static let plaintext =
    "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
    + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255"
  /// Test cases 4, 6, 8 and 16: 60 bytes of the plaintext and 20 of additional data.
  static let shortPlaintext = String(plaintext.prefix(120))
  static let additional = "feedfacedeadbeeffeedfacedeadbeefabaddad2"

  /// Seals with the given key, nonce, plaintext and additional data, checks the ciphertext and
  /// tag, and opens the box again.
  func check(
    key: String, nonce: String, plaintext: String, additional: String = "", ciphertext: String, tag: String
  ) throws {
    let symmetricKey = SymmetricKey(data: bytes(key))
    let box = try AES.GCM.seal(
      bytes(plaintext), using: symmetricKey, nonce: AES.GCM.Nonce(data: bytes(nonce)),
      authenticating: bytes(additional))
    #expect(hex(box.ciphertext) == ciphertext)
    #expect(hex(box.tag) == tag)
    #expect(hex(try AES.GCM.open(box, using: symmetricKey, authenticating: bytes(additional))) == plaintext)
  }

  @Test func blockCipherMatchesFIPS197() {
    // The S-box's corners and FIPS 197's worked example (§5.1.1), then Appendix C's blocks.
    #expect(AESBlockCipher.sBox[0x00] == 0x63 && AESBlockCipher.sBox[0x53] == 0xed && AESBlockCipher.sBox[0xff] == 0x16)
    let block = bytes("00112233445566778899aabbccddeeff")
    let answers = [
      16: "69c4e0d86a7b0430d8cdb78070b4c55a", 24: "dda97ca4864cdfe06eaf70a0ec0d7191",
      32: "8ea2b7ca516745bfeafc49904b496089",
    ]
    for (count, answer) in answers {
      #expect(hex(AESBlockCipher(key: (0..<count).map { UInt8($0) })!.encrypt(block)) == answer)
    }
  }

  @Test func gcmSpecificationTestCases128() throws {
    // Test case 2: zero key, nonce and block.
    try check(
      key: String(repeating: "0", count: 32), nonce: String(repeating: "0", count: 24),
      plaintext: String(repeating: "0", count: 32), ciphertext: "0388dace60b6a392f328c2b971b2fe78",
      tag: "ab6e47d42cec13bdf53a67b21257bddf")
    // Test case 3: four blocks, no additional data.
    try check(
      key: Self.key, nonce: Self.iv, plaintext: Self.plaintext,
      ciphertext: "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
        + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985",
      tag: "4d5c2af327cd64a62cf35abd2ba6fab4")
    // Test case 4: a partial last block and additional data.
    try check(
      key: Self.key, nonce: Self.iv, plaintext: Self.shortPlaintext, additional: Self.additional,
      ciphertext: "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
        + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
      tag: "5bc94fbc3221a5db94fae95ae7121a47")
    // Test case 6: a 60-byte nonce, hashed into the first counter block.
    try check(
      key: Self.key,
      nonce: "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
        + "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b",
      plaintext: Self.shortPlaintext, additional: Self.additional,
      ciphertext: "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
        + "01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5",
      tag: "619cc5aefffe0bfa462af43c1699d050")
  }

  @Test func gcmSpecificationTestCases192And256() throws {
    // Test case 8: a 192-bit key.
    try check(
      key: Self.key + "feffe9928665731c", nonce: Self.iv, plaintext: Self.shortPlaintext,
      additional: Self.additional,
      ciphertext: "3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c"
        + "7d773d00c144c525ac619d18c84a3f4718e2448b2fe324d9ccda2710",
      tag: "2519498e80f1478f37ba55bd6d27618c")
    // Test case 14: a zero 256-bit key.
    try check(
      key: String(repeating: "0", count: 64), nonce: String(repeating: "0", count: 24),
      plaintext: String(repeating: "0", count: 32), ciphertext: "cea7403d4d606b6e074ec5d3baf39d18",
      tag: "d0d1c8a799996bf0265b98b5d48ab919")
    // Test cases 15 and 16: 256-bit key, without and with additional data.
    try check(
      key: Self.key + Self.key, nonce: Self.iv, plaintext: Self.plaintext,
      ciphertext: "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
        + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad",
      tag: "b094dac5d93471bdec1a502270e3cc6c")
    try check(
      key: Self.key + Self.key, nonce: Self.iv, plaintext: Self.shortPlaintext, additional: Self.additional,
      ciphertext: "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
        + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
      tag: "76fc6ece0f4e1768cddf8853bb2d551b")
  }

  @Test func roundTripThroughTheCombinedBox() throws {
    let key = SymmetricKey(size: .bits256)
    let message = Data("correct horse battery staple".utf8)
    let box = try AES.GCM.seal(message, using: key)
    let combined = try #require(box.combined)
    #expect(combined.count == 12 + message.count + 16)
    #expect(combined.prefix(12) == Data(box.nonce) && combined.suffix(16) == box.tag)
    let reopened = try AES.GCM.SealedBox(combined: combined)
    #expect(try AES.GCM.open(reopened, using: key) == message)
    let rebuilt = try AES.GCM.SealedBox(nonce: box.nonce, ciphertext: box.ciphertext, tag: box.tag)
    #expect(try AES.GCM.open(rebuilt, using: key) == message)
    // Random nonces differ from box to box, and so do the ciphertexts.
    #expect(try AES.GCM.seal(message, using: key).ciphertext != box.ciphertext)
  }

  /// The case of the `CryptoKitError` that `body` throws ("none" if it throws nothing).
  func thrown(_ body: () throws -> Any) -> String {
    do {
      _ = try body()
      return "none"
    } catch {
      return (error as? CryptoKitError).map { "\($0)" } ?? "\(error)"
    }
  }

  @Test func aChangedByteFailsAuthentication() throws {
    let key = SymmetricKey(size: .bits128)
    let header = Data("header".utf8)
    let box = try AES.GCM.seal(Data("attack at dawn".utf8), using: key, authenticating: header)
    #expect(try AES.GCM.open(box, using: key, authenticating: header) == Data("attack at dawn".utf8))
    var tampered = try #require(box.combined)
    tampered[tampered.count - 1] ^= 0x01
    #expect(
      thrown { try AES.GCM.open(AES.GCM.SealedBox(combined: tampered), using: key, authenticating: header) }
        == "authenticationFailure")
    var flipped = box.ciphertext
    flipped[0] ^= 0x80
    let changedCiphertext = try AES.GCM.SealedBox(nonce: box.nonce, ciphertext: flipped, tag: box.tag)
    #expect(
      thrown { try AES.GCM.open(changedCiphertext, using: key, authenticating: header) } == "authenticationFailure")
    #expect(
      thrown { try AES.GCM.open(box, using: key, authenticating: Data("footer".utf8)) } == "authenticationFailure")
    #expect(thrown { try AES.GCM.open(box, using: SymmetricKey(size: .bits128)) } == "authenticationFailure")
  }

  @Test func sizesAreChecked() {
    let shortKey = SymmetricKey(data: [UInt8](repeating: 0, count: 20))
    #expect(thrown { try AES.GCM.seal(Data([1]), using: shortKey) } == "incorrectKeySize")
    #expect(thrown { try AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 11)) } == "incorrectParameterSize")
    #expect(thrown { try AES.GCM.SealedBox(combined: [UInt8](repeating: 0, count: 27)) } == "incorrectParameterSize")
    #expect(thrown { try AES.GCM.SealedBox(combined: [UInt8](repeating: 0, count: 28)) } == "none")
    #expect(Array(AES.GCM.Nonce()).count == 12)
  }
}
