import CryptoKit
import Foundation

// CommonCrypto's one-shot digests (CommonDigest.h), computed with Vellum's CryptoKit hashes:
// each reads `len` bytes at `data`, writes the digest at `md` and returns `md`, as Apple's do.
// The streaming `CC_SHA256_Init`/`Update`/`Final` functions and their contexts are missing.

/// The length type of CommonCrypto's digest functions (`uint32_t`).
public typealias CC_LONG = UInt32

public let CC_MD5_DIGEST_LENGTH: Int32 = 16
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
public let CC_SHA224_DIGEST_LENGTH: Int32 = 28
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64

public let CC_MD5_BLOCK_BYTES: Int32 = 64
public let CC_SHA1_BLOCK_BYTES: Int32 = 64
public let CC_SHA224_BLOCK_BYTES: Int32 = 64
public let CC_SHA256_BLOCK_BYTES: Int32 = 64
public let CC_SHA384_BLOCK_BYTES: Int32 = 128
public let CC_SHA512_BLOCK_BYTES: Int32 = 128

/// MD5 (deprecated by Apple, still present).
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
  -> UnsafeMutablePointer<UInt8>!
{
  digest(Insecure.MD5.self, data, len, md)
}

@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
  -> UnsafeMutablePointer<UInt8>!
{
  digest(Insecure.SHA1.self, data, len, md)
}

@discardableResult
public func CC_SHA224(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
  -> UnsafeMutablePointer<UInt8>!
{
  digest(SHA224.self, data, len, md)
}

@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
  -> UnsafeMutablePointer<UInt8>!
{
  digest(SHA256.self, data, len, md)
}

@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
  -> UnsafeMutablePointer<UInt8>!
{
  digest(SHA384.self, data, len, md)
}

@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
  -> UnsafeMutablePointer<UInt8>!
{
  digest(SHA512.self, data, len, md)
}

/// Hashes `count` bytes at `data` (none if `data` is nil) and copies the digest to `output`.
func digest<H: HashFunction>(
  _: H.Type, _ data: UnsafeRawPointer?, _ count: CC_LONG, _ output: UnsafeMutablePointer<UInt8>?
) -> UnsafeMutablePointer<UInt8>? {
  var function = H()
  if let data { function.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: Int(count))) }
  let bytes = Array(function.finalize())
  output?.update(from: bytes, count: bytes.count)
  return output
}
