import CryptoKit
import Foundation
import Testing

/// CryptoKit's digests and HMAC against the known answers of FIPS 180-4's examples
/// ("abc", the 448- and 896-bit messages, a million "a"), RFC 1321 (MD5) and RFC 4231/2202
/// (HMAC), and the way Apple prints them.
@Suite struct CryptoKitTests {
  func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    bytes.map { String(format: "%02x", $0) }.joined()
  }

  static let abc = Data("abc".utf8)
  static let m448 = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
  static let m896 = Data(
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
      .utf8)

  @Test func sha256KnownAnswers() {
    #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(hex(SHA256.hash(data: Self.abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(hex(SHA256.hash(data: Self.m448)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(hex(SHA256.hash(data: Self.m896)) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    // A million "a", fed in uneven pieces: the blocks are the same however the bytes arrive.
    var function = SHA256()
    let chunk = [UInt8](repeating: 0x61, count: 999)
    for _ in 0..<1001 { function.update(data: chunk) }
    function.update(data: [UInt8](repeating: 0x61, count: 1))
    #expect(hex(function.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func sha512AndSha384KnownAnswers() {
    #expect(
      hex(SHA512.hash(data: Self.abc))
        == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    )
    #expect(
      hex(SHA512.hash(data: Self.m896))
        == "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
    )
    #expect(
      hex(SHA512.hash(data: Data()))
        == "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
    )
    #expect(
      hex(SHA384.hash(data: Self.abc))
        == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
    #expect(
      hex(SHA384.hash(data: Self.m896))
        == "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039")
  }

  @Test func insecureKnownAnswers() {
    #expect(hex(Insecure.SHA1.hash(data: Self.abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(hex(Insecure.SHA1.hash(data: Self.m448)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    #expect(hex(Insecure.SHA1.hash(data: Data())) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    #expect(hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(hex(Insecure.MD5.hash(data: Self.abc)) == "900150983cd24fb0d6963f7d28e17f72")
    #expect(hex(Insecure.MD5.hash(data: Self.m896)) == "03dd8807a93175fb062dfb55dc7d359c")
  }

  @Test func hmacKnownAnswers() {
    // RFC 4231, test case 2, and test case 6 (a key longer than a block is hashed first).
    let jefe = SymmetricKey(data: Data("Jefe".utf8))
    let message = Data("what do ya want for nothing?".utf8)
    let code = HMAC<SHA256>.authenticationCode(for: message, using: jefe)
    #expect(hex(code) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(
      hex(HMAC<SHA512>.authenticationCode(for: message, using: jefe))
        == "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"
    )
    let long = SymmetricKey(data: [UInt8](repeating: 0xaa, count: 131))
    #expect(
      hex(
        HMAC<SHA256>.authenticationCode(
          for: Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8), using: long))
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    // RFC 2202, HMAC-MD5 test case 1.
    let md5 = HMAC<Insecure.MD5>.authenticationCode(
      for: Data("Hi There".utf8), using: SymmetricKey(data: [UInt8](repeating: 0x0b, count: 16)))
    #expect(hex(md5) == "9294727a3638bb1c13f48ef8158bfc9d")
    // Fed in parts, and checked.
    var hmac = HMAC<SHA256>(key: jefe)
    hmac.update(data: Data("what do ya ".utf8))
    hmac.update(data: Data("want for nothing?".utf8))
    #expect(hmac.finalize() == code)
    #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message, using: jefe))
    #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Self.abc, using: jefe))
  }

  @Test func digestsAndKeysPrintAndMeasureAsApplesDo() {
    #expect(
      SHA256.hash(data: Self.abc).description
        == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(Insecure.MD5.hash(data: Self.abc).description == "MD5 digest: 900150983cd24fb0d6963f7d28e17f72")
    #expect(Insecure.SHA1.hash(data: Self.abc).description.hasPrefix("SHA1 digest: a9993e36"))
    #expect(SHA512Digest.byteCount == 64 && SHA384Digest.byteCount == 48 && Insecure.SHA1Digest.byteCount == 20)
    #expect(Array(SHA256.hash(data: Self.abc)).count == SHA256Digest.byteCount)
    let key = SymmetricKey(size: .bits256)
    #expect(key.bitCount == 256 && key.withUnsafeBytes { $0.count } == 32)
    #expect(SymmetricKey(size: .bits128) != SymmetricKey(size: .bits128), "random keys differ")
    #expect(SymmetricKey(data: Data([1, 2, 3])) == SymmetricKey(data: [UInt8]([1, 2, 3])))
    let code = HMAC<SHA256>.authenticationCode(for: Self.abc, using: SymmetricKey(data: Data("k".utf8)))
    #expect(code.description.hasPrefix("HMAC with SHA256: "))
  }
}
