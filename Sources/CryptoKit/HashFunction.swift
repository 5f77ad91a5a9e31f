import Foundation

/// A cryptographic hash function, as CryptoKit's `HashFunction`: feed it bytes with
/// `update(data:)`, then `finalize()`; or `hash(data:)` in one call.
///
/// Vellum's CryptoKit is written in Swift from the FIPS 180-4 (SHA) and RFC 1321 (MD5)
/// descriptions, for previews that hash an identifier or a password field; it is not
/// constant-time and is not meant to protect secrets.
public protocol HashFunction {
  associatedtype Digest: CryptoKit.Digest
  /// The size of the blocks the function works on, in bytes.
  static var blockByteCount: Int { get }
  init()
  mutating func update(bufferPointer: UnsafeRawBufferPointer)
  func finalize() -> Digest
}

extension HashFunction {
  /// The digest of `data`.
  public static func hash<D: DataProtocol>(data: D) -> Digest {
    var function = Self()
    function.update(data: data)
    return function.finalize()
  }

  /// Adds `data` to the bytes hashed so far.
  public mutating func update<D: DataProtocol>(data: D) {
    for region in data.regions { region.withUnsafeBytes { update(bufferPointer: $0) } }
  }
}

/// A hash function's output, as CryptoKit's `Digest`: its bytes (a sequence of `UInt8`),
/// comparable and hashable, printed as Apple prints it ("SHA256 digest: 2cf24d…").
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence where Element == UInt8 {
  static var byteCount: Int { get }
}

/// The bytes of a digest, with what every digest type shares.
public protocol _DigestBytes {
  var bytes: [UInt8] { get }
  /// The name `description` starts with ("SHA256").
  static var _name: String { get }
}

extension Digest where Self: _DigestBytes {
  public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
  public var description: String { "\(Self._name) digest: \(bytes.hexString)" }
}

extension Array where Element == UInt8 {
  /// The bytes as lowercase hexadecimal, two digits each.
  var hexString: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(count * 2)
    for byte in self {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

/// The padding and block loop of the Merkle–Damgård hashes (MD5, SHA-1, SHA-2): bytes are
/// gathered into blocks, and `finish` appends 0x80, zeros, and the message length in bits.
struct BlockFeeder {
  let blockSize: Int
  /// The width of the length field at the end (8 bytes, 16 for SHA-512).
  let lengthSize: Int
  let bigEndianLength: Bool
  var pending: [UInt8] = []
  var byteCount: UInt64 = 0

  init(blockSize: Int, lengthSize: Int = 8, bigEndianLength: Bool = true) {
    self.blockSize = blockSize
    self.lengthSize = lengthSize
    self.bigEndianLength = bigEndianLength
  }

  /// Adds bytes and hands each whole block to `process`.
  mutating func feed(_ bytes: UnsafeRawBufferPointer, _ process: ([UInt8]) -> Void) {
    byteCount &+= UInt64(bytes.count)
    pending.append(contentsOf: bytes)
    var start = 0
    while pending.count - start >= blockSize {
      process(Array(pending[start..<(start + blockSize)]))
      start += blockSize
    }
    if start > 0 { pending.removeFirst(start) }
  }

  /// The last blocks: the pending bytes padded, with the length in bits.
  func finish(_ process: ([UInt8]) -> Void) {
    var tail = pending
    tail.append(0x80)
    while (tail.count + lengthSize) % blockSize != 0 { tail.append(0) }
    let bits = byteCount &* 8
    var length = [UInt8](repeating: 0, count: lengthSize)
    for index in 0..<8 {
      let byte = UInt8(truncatingIfNeeded: bits &>> UInt64(8 * index))
      if bigEndianLength { length[lengthSize - 1 - index] = byte } else { length[index] = byte }
    }
    tail.append(contentsOf: length)
    var start = 0
    while start < tail.count {
      process(Array(tail[start..<(start + blockSize)]))
      start += blockSize
    }
  }
}
