import CommonCrypto
import Foundation
import Testing

/// CommonCrypto's C functions against published answers: FIPS 180-4's "abc" digests,
/// RFC 1321's MD5, RFC 4231's HMAC-SHA-256 (test case 2), RFC 7914 §11's PBKDF2-HMAC-SHA256
/// and RFC 6070's PBKDF2-HMAC-SHA1, called the way iOS code calls them.
@Suite struct CommonCryptoTests {
  func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

  @Test func digestsOfABC() {
    let data = Data("abc".utf8)
    var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    let returned = data.withUnsafeBytes { CC_SHA256($0.baseAddress, CC_LONG(data.count), &sha256) }
    #expect(returned != nil)
    #expect(hex(sha256) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let abc = Array("abc".utf8)
    var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
    CC_SHA1(abc, CC_LONG(abc.count), &sha1)
    #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    var sha224 = [UInt8](repeating: 0, count: Int(CC_SHA224_DIGEST_LENGTH))
    CC_SHA224(abc, CC_LONG(abc.count), &sha224)
    #expect(hex(sha224) == "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7")
    var sha384 = [UInt8](repeating: 0, count: Int(CC_SHA384_DIGEST_LENGTH))
    CC_SHA384(abc, CC_LONG(abc.count), &sha384)
    #expect(
      hex(sha384)
        == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
    var sha512 = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
    CC_SHA512(abc, CC_LONG(abc.count), &sha512)
    #expect(
      hex(sha512)
        == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    )
    var md5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
    CC_MD5(abc, CC_LONG(abc.count), &md5)
    #expect(hex(md5) == "900150983cd24fb0d6963f7d28e17f72")
  }

  @Test func hmacOfRFC4231TestCase2() {
    let key = Array("Jefe".utf8)
    let message = Array("what do ya want for nothing?".utf8)
    var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, message, message.count, &mac)
    #expect(hex(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
    CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA1), key, key.count, message, message.count, &sha1)
    // RFC 2202, HMAC-SHA-1 test case 2.
    #expect(hex(sha1) == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
  }

  /// PBKDF2 as an iOS app derives a key: the password a `String`, the salt and output through
  /// buffer pointers.
  func derive(_ password: String, salt: String, rounds: UInt32, count: Int, prf: Int) -> (Int32, [UInt8]) {
    let passwordData = Data(password.utf8)
    let salt = Data(salt.utf8)
    var derivedKey = Data(repeating: 0, count: count)
    let status = derivedKey.withUnsafeMutableBytes { derivedKeyBytes in
      salt.withUnsafeBytes { saltBytes in
        CCKeyDerivationPBKDF(
          CCPBKDFAlgorithm(kCCPBKDF2), password, passwordData.count,
          saltBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), salt.count, CCPseudoRandomAlgorithm(prf),
          rounds, derivedKeyBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
      }
    }
    return (status, Array(derivedKey))
  }

  @Test func pbkdf2KnownAnswers() {
    // RFC 7914 §11: 64 bytes, so two blocks of SHA-256.
    let (status, key) = derive("passwd", salt: "salt", rounds: 1, count: 64, prf: kCCPRFHmacAlgSHA256)
    #expect(status == kCCSuccess)
    #expect(
      hex(key)
        == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
    )
    // RFC 6070 test cases 1–3 (1, 2 and 4,096 rounds of HMAC-SHA-1).
    #expect(
      hex(derive("password", salt: "salt", rounds: 1, count: 20, prf: kCCPRFHmacAlgSHA1).1)
        == "0c60c80f961f0e71f3a9b524af6012062fe037a6")
    #expect(
      hex(derive("password", salt: "salt", rounds: 2, count: 20, prf: kCCPRFHmacAlgSHA1).1)
        == "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957")
    #expect(
      hex(derive("password", salt: "salt", rounds: 4096, count: 20, prf: kCCPRFHmacAlgSHA1).1)
        == "4b007901b765489abead49d926f721d065a429c1")
    // RFC 6070 test case 5: a 25-byte key from longer inputs.
    #expect(
      hex(
        derive(
          "passwordPASSWORDpassword", salt: "saltSALTsaltSALTsaltSALTsaltSALTsalt", rounds: 4096, count: 25,
          prf: kCCPRFHmacAlgSHA1
        ).1) == "3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038")
  }

  @Test func pbkdf2RefusesBadParameters() {
    #expect(derive("p", salt: "s", rounds: 0, count: 32, prf: kCCPRFHmacAlgSHA256).0 == kCCParamError)
    #expect(derive("p", salt: "s", rounds: 1, count: 32, prf: 99).0 == kCCParamError)
  }

  @Test func randomBytesFillTheBuffer() {
    var first = [UInt8](repeating: 0, count: 32)
    var second = [UInt8](repeating: 0, count: 32)
    #expect(CCRandomGenerateBytes(&first, first.count) == kCCSuccess)
    #expect(CCRandomGenerateBytes(&second, second.count) == kCCSuccess)
    // Two 256-bit draws from the system generator are never equal (nor all zero).
    #expect(first != second && first != [UInt8](repeating: 0, count: 32))
  }
}
