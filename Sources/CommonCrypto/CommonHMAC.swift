import CryptoKit

/// Which hash `CCHmac` uses (`uint32_t`).
public typealias CCHmacAlgorithm = UInt32

// The algorithms, in the order (and so with the values) of Apple's anonymous enum, as `Int`.
public let kCCHmacAlgSHA1 = 0
public let kCCHmacAlgMD5 = 1
public let kCCHmacAlgSHA256 = 2
public let kCCHmacAlgSHA384 = 3
public let kCCHmacAlgSHA512 = 4
public let kCCHmacAlgSHA224 = 5

/// The HMAC (RFC 2104) of `dataLength` bytes at `data` with the `keyLength`-byte key at
/// `key`, written to `macOut` (as long as the algorithm's digest), as CommonCrypto's `CCHmac`.
/// Computed with CryptoKit's `HMAC`; an unknown algorithm writes nothing.
public func CCHmac(
  _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!,
  _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
) {
  let keyBytes = key.map { Array(UnsafeRawBufferPointer(start: $0, count: keyLength)) } ?? []
  let dataBytes = data.map { Array(UnsafeRawBufferPointer(start: $0, count: dataLength)) } ?? []
  func mac<H: HashFunction>(_: H.Type) -> [UInt8] {
    Array(HMAC<H>.authenticationCode(for: dataBytes, using: SymmetricKey(data: keyBytes)))
  }
  let code: [UInt8]
  switch Int(algorithm) {
  case kCCHmacAlgSHA1: code = mac(Insecure.SHA1.self)
  case kCCHmacAlgMD5: code = mac(Insecure.MD5.self)
  case kCCHmacAlgSHA224: code = mac(SHA224.self)
  case kCCHmacAlgSHA256: code = mac(SHA256.self)
  case kCCHmacAlgSHA384: code = mac(SHA384.self)
  case kCCHmacAlgSHA512: code = mac(SHA512.self)
  default: return
  }
  macOut?.copyMemory(from: code, byteCount: code.count)
}
