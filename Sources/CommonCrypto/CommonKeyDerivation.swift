import CryptoKit

/// The key derivation `CCKeyDerivationPBKDF` runs (`uint32_t`); PBKDF2 is the only one.
public typealias CCPBKDFAlgorithm = UInt32
/// The HMAC PBKDF2 uses as its pseudo-random function (`uint32_t`).
public typealias CCPseudoRandomAlgorithm = UInt32

// Apple's anonymous-enum constants, as `Int`, with Apple's values.
public let kCCPBKDF2 = 2
public let kCCPRFHmacAlgSHA1 = 1
public let kCCPRFHmacAlgSHA224 = 2
public let kCCPRFHmacAlgSHA256 = 3
public let kCCPRFHmacAlgSHA384 = 4
public let kCCPRFHmacAlgSHA512 = 5

/// PBKDF2 (RFC 8018 §5.2), as CommonCrypto's `CCKeyDerivationPBKDF`: derives
/// `derivedKeyLen` bytes into `derivedKey` from the password and salt with `rounds`
/// iterations of the HMAC `prf`. Returns `kCCSuccess`, or `kCCParamError` for an unknown
/// algorithm or function, no output, or zero rounds.
///
/// The password is `UnsafePointer<Int8>` (Apple's `CChar`, which is signed on every Apple
/// platform), so a `String` or a buffer bound to `Int8` is passed as on iOS. Vellum's HMAC is
/// slow: 100,000 rounds of SHA-256 take seconds in a debug build.
public func CCKeyDerivationPBKDF(
  _ algorithm: CCPBKDFAlgorithm, _ password: UnsafePointer<Int8>!, _ passwordLen: Int, _ salt: UnsafePointer<UInt8>!,
  _ saltLen: Int, _ prf: CCPseudoRandomAlgorithm, _ rounds: UInt32, _ derivedKey: UnsafeMutablePointer<UInt8>!,
  _ derivedKeyLen: Int
) -> Int32 {
  guard Int(algorithm) == kCCPBKDF2, rounds > 0, let derivedKey, derivedKeyLen > 0 else {
    return Int32(kCCParamError)
  }
  let passwordBytes = password.map { Array(UnsafeRawBufferPointer(start: $0, count: passwordLen)) } ?? []
  let saltBytes = salt.map { Array(UnsafeBufferPointer(start: $0, count: saltLen)) } ?? []
  func derive<H: HashFunction>(_: H.Type) -> [UInt8] {
    pbkdf2(H.self, password: passwordBytes, salt: saltBytes, rounds: Int(rounds), count: derivedKeyLen)
  }
  let key: [UInt8]
  switch Int(prf) {
  case kCCPRFHmacAlgSHA1: key = derive(Insecure.SHA1.self)
  case kCCPRFHmacAlgSHA224: key = derive(SHA224.self)
  case kCCPRFHmacAlgSHA256: key = derive(SHA256.self)
  case kCCPRFHmacAlgSHA384: key = derive(SHA384.self)
  case kCCPRFHmacAlgSHA512: key = derive(SHA512.self)
  default: return Int32(kCCParamError)
  }
  derivedKey.update(from: key, count: derivedKeyLen)
  return Int32(kCCSuccess)
}

/// PBKDF2: block i is U₁ ⊕ … ⊕ U_c, where U₁ = HMAC(P, S ‖ INT(i)) and Uⱼ = HMAC(P, Uⱼ₋₁);
/// the blocks end to end, cut to `count` bytes.
func pbkdf2<H: HashFunction>(_: H.Type, password: [UInt8], salt: [UInt8], rounds: Int, count: Int) -> [UInt8] {
  // The HMAC keyed once; each round continues a copy of it.
  let keyed = HMAC<H>(key: SymmetricKey(data: password))
  var output: [UInt8] = []
  var blockIndex: UInt32 = 1
  while output.count < count {
    var mac = keyed
    mac.update(data: salt + withUnsafeBytes(of: blockIndex.bigEndian) { Array($0) })
    var u = Array(mac.finalize())
    var block = u
    for _ in 1..<max(rounds, 1) {
      var mac = keyed
      mac.update(data: u)
      u = Array(mac.finalize())
      for index in block.indices { block[index] ^= u[index] }
    }
    output += block
    blockIndex += 1
  }
  return Array(output.prefix(count))
}
