import Foundation

extension AES.GCM {
  /// A GCM nonce, as CryptoKit's `AES.GCM.Nonce`: 12 random bytes from the system's generator
  /// by default, or at least 12 bytes given. A nonce must never be used twice with one key.
  public struct Nonce: ContiguousBytes, Sequence, Sendable {
    let bytes: [UInt8]

    /// 12 random bytes from `SystemRandomNumberGenerator`.
    public init() {
      var generator = SystemRandomNumberGenerator()
      bytes = (0..<AES.GCM.defaultNonceByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The given bytes; throws `CryptoKitError.incorrectParameterSize` for fewer than 12, as
    /// CryptoKit does (longer nonces are hashed into the counter, as GCM specifies).
    public init<D: DataProtocol>(data: D) throws {
      guard data.count >= AES.GCM.defaultNonceByteCount else { throw CryptoKitError.incorrectParameterSize }
      bytes = Array(data)
    }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
  }
}
