import Foundation

extension AES.GCM {
  /// What `AES.GCM.seal` gives, as CryptoKit's `AES.GCM.SealedBox`: the nonce, the ciphertext
  /// (as long as the message) and the 16-byte tag; `combined` is the three end to end, as
  /// apps store them, and `init(combined:)` reads them back.
  public struct SealedBox: Sendable {
    public let nonce: AES.GCM.Nonce
    let ciphertextBytes: [UInt8]
    let tagBytes: [UInt8]

    init(nonce: AES.GCM.Nonce, ciphertextBytes: [UInt8], tagBytes: [UInt8]) {
      self.nonce = nonce
      self.ciphertextBytes = ciphertextBytes
      self.tagBytes = tagBytes
    }

    /// A box from a 12-byte nonce, the ciphertext and a 16-byte tag end to end; throws
    /// `CryptoKitError.incorrectParameterSize` if there are fewer than 28 bytes.
    public init<D: DataProtocol>(combined: D) throws {
      let bytes = Array(combined)
      let nonceCount = AES.GCM.defaultNonceByteCount
      guard bytes.count >= nonceCount + AES.GCM.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
      nonce = try AES.GCM.Nonce(data: bytes[..<nonceCount])
      ciphertextBytes = Array(bytes[nonceCount..<(bytes.count - AES.GCM.tagByteCount)])
      tagBytes = Array(bytes.suffix(AES.GCM.tagByteCount))
    }

    /// A box from its parts; throws `CryptoKitError.incorrectParameterSize` unless the tag
    /// is 16 bytes.
    public init<C: DataProtocol, T: DataProtocol>(nonce: AES.GCM.Nonce, ciphertext: C, tag: T) throws {
      guard tag.count == AES.GCM.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
      self.init(nonce: nonce, ciphertextBytes: Array(ciphertext), tagBytes: Array(tag))
    }

    /// Nonce, ciphertext and tag end to end; nil when the nonce is not 12 bytes, as in
    /// CryptoKit (a combined box is read back assuming 12).
    public var combined: Data? {
      nonce.bytes.count == AES.GCM.defaultNonceByteCount ? Data(nonce.bytes + ciphertextBytes + tagBytes) : nil
    }

    public var ciphertext: Data { Data(ciphertextBytes) }
    public var tag: Data { Data(tagBytes) }
  }
}
