import Foundation

/// SHA-224 (FIPS 180-4 §6.3): SHA-256 from other initial values, cut to 28 bytes. CryptoKit
/// has no SHA-224, so it is not public; CommonCrypto's `CC_SHA224` and `kCCHmacAlgSHA224` use
/// it.
package struct SHA224: HashFunction {
  package typealias Digest = SHA224Digest
  package static let blockByteCount = 64
  var core = SHA256()

  package init() {
    core.state = [
      0xc105_9ed8, 0x367c_d507, 0x3070_dd17, 0xf70e_5939, 0xffc0_0b31, 0x6858_1511, 0x64f9_8fa7, 0xbefa_4fa4,
    ]
  }

  package mutating func update(bufferPointer: UnsafeRawBufferPointer) { core.update(bufferPointer: bufferPointer) }

  package func finalize() -> SHA224Digest { SHA224Digest(bytes: Array(core.finalize().prefix(28))) }
}

/// A SHA-224 digest: 28 bytes.
package struct SHA224Digest: Digest, _DigestBytes {
  package let bytes: [UInt8]
  package static let byteCount = 28
  package static var _name: String { "SHA224" }
}
