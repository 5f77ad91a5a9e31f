import Foundation

/// GCM's universal hash (NIST SP 800-38D §6.4): blocks are multiplied by the hash key H in
/// GF(2¹²⁸) with the bit-reflected convention of the standard, one bit at a time (Algorithm 1).
/// Clear rather than fast, and not constant-time.
struct GHASH {
  let key: UInt128
  var accumulator: UInt128 = 0

  init(key: [UInt8]) { self.key = Self.block(key[...]) }

  /// Adds `bytes`, padded with zeros to whole 16-byte blocks.
  mutating func update(_ bytes: [UInt8]) {
    var start = 0
    while start < bytes.count {
      let end = min(start + 16, bytes.count)
      var block = Array(bytes[start..<end])
      block += [UInt8](repeating: 0, count: 16 - block.count)
      accumulator = Self.multiply(accumulator ^ Self.block(block[...]), key)
      start = end
    }
  }

  /// Adds the lengths block, 64 bits each of the authenticated data's and the ciphertext's
  /// length in bits, and gives the hash.
  func finalize(authenticatedByteCount: Int, ciphertextByteCount: Int) -> [UInt8] {
    var hash = self
    hash.update(UInt64(authenticatedByteCount * 8).bigEndianBytes + UInt64(ciphertextByteCount * 8).bigEndianBytes)
    return hash.accumulator.bigEndianBytes
  }

  /// 16 bytes as a number whose most significant bit is the first byte's first bit.
  static func block(_ bytes: ArraySlice<UInt8>) -> UInt128 {
    bytes.reduce(UInt128(0)) { $0 << 8 | UInt128($1) }
  }

  /// X · Y in GF(2¹²⁸) modulo x¹²⁸ + x⁷ + x² + x + 1, bit 0 being the most significant.
  static func multiply(_ x: UInt128, _ y: UInt128) -> UInt128 {
    let reduction: UInt128 = 0xe1 << 120
    var (product, v) = (UInt128(0), y)
    for bit in 0..<128 {
      if (x >> (127 - bit)) & 1 == 1 { product ^= v }
      v = v & 1 == 1 ? (v >> 1) ^ reduction : v >> 1
    }
    return product
  }
}
