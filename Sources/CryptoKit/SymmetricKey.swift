import Foundation

/// The size of a symmetric key, as CryptoKit's `SymmetricKeySize`.
public struct SymmetricKeySize: Sendable {
  public let bitCount: Int
  public init(bitCount: Int) {
    precondition(bitCount > 0 && bitCount % 8 == 0, "a key size is a positive whole number of bytes")
    self.bitCount = bitCount
  }
  public static let bits128 = SymmetricKeySize(bitCount: 128)
  public static let bits192 = SymmetricKeySize(bitCount: 192)
  public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// A symmetric key, as CryptoKit's `SymmetricKey`: random bytes of a size, or bytes given.
public struct SymmetricKey: ContiguousBytes, Sendable {
  let bytes: [UInt8]

  /// A key of random bytes from the system's generator.
  public init(size: SymmetricKeySize) {
    var generator = SystemRandomNumberGenerator()
    bytes = (0..<(size.bitCount / 8)).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }

  /// A key of the given bytes.
  public init<D: ContiguousBytes>(data: D) {
    bytes = data.withUnsafeBytes { Array($0) }
  }

  public var bitCount: Int { bytes.count * 8 }

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
}

extension SymmetricKey: Equatable {
  public static func == (a: SymmetricKey, b: SymmetricKey) -> Bool { a.bytes == b.bytes }
}
