import Foundation

extension AES {
  /// AES in Galois/Counter Mode (NIST SP 800-38D), as CryptoKit's `AES.GCM`: `seal` encrypts
  /// a message and authenticates it (and any additional data) with a 16-byte tag; `open`
  /// checks the tag and decrypts, throwing `CryptoKitError.authenticationFailure` if the box
  /// or the additional data were changed. Keys are 128, 192 or 256 bits.
  ///
  /// Vellum's AES and GHASH are written in Swift from FIPS 197 and SP 800-38D and give the
  /// same bytes as Apple's (tested with the GCM specification's test vectors), but they are
  /// slow and not constant-time: fine for a preview's sample data, not for protecting secrets.
  public enum GCM {
    /// The length of the nonce `Nonce()` makes and a combined box holds.
    static let defaultNonceByteCount = 12
    static let tagByteCount = 16

    /// Encrypts and authenticates `message` with `key`, under `nonce` (a random one if nil).
    public static func seal<Plaintext: DataProtocol>(
      _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil
    ) throws -> SealedBox {
      try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
    }

    /// Encrypts and authenticates `message`, and authenticates `authenticatedData` (which is
    /// not encrypted nor put in the box; `open` must be given the same bytes).
    public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
      _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil,
      authenticating authenticatedData: AuthenticatedData
    ) throws -> SealedBox {
      let nonce = nonce ?? Nonce()
      let mode = try Mode(key: key, nonce: nonce.bytes)
      let ciphertext = mode.counterMode(Array(message))
      let tag = mode.tag(authenticatedData: Array(authenticatedData), ciphertext: ciphertext)
      return SealedBox(nonce: nonce, ciphertextBytes: ciphertext, tagBytes: tag)
    }

    /// Checks the box's tag with `key` and gives the message; throws
    /// `CryptoKitError.authenticationFailure` if the tag does not match.
    public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
      try open(sealedBox, using: key, authenticating: [UInt8]())
    }

    /// Checks the box's tag with `key` and the additional data sealed with it, and gives the
    /// message; throws `CryptoKitError.authenticationFailure` if either does not match.
    public static func open<AuthenticatedData: DataProtocol>(
      _ sealedBox: SealedBox, using key: SymmetricKey, authenticating authenticatedData: AuthenticatedData
    ) throws -> Data {
      let mode = try Mode(key: key, nonce: sealedBox.nonce.bytes)
      let expected = mode.tag(authenticatedData: Array(authenticatedData), ciphertext: sealedBox.ciphertextBytes)
      // Every byte is compared, though the cipher itself is not constant-time.
      guard zip(expected, sealedBox.tagBytes).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0 else {
        throw CryptoKitError.authenticationFailure
      }
      return Data(mode.counterMode(sealedBox.ciphertextBytes))
    }

    /// The cipher, hash key and pre-counter block J₀ of one key and nonce (SP 800-38D §7.1).
    struct Mode {
      let cipher: AESBlockCipher
      let hashKey: [UInt8]
      let preCounterBlock: [UInt8]

      init(key: SymmetricKey, nonce: [UInt8]) throws {
        guard let cipher = AESBlockCipher(key: key.bytes) else { throw CryptoKitError.incorrectKeySize }
        self.cipher = cipher
        hashKey = cipher.encrypt([UInt8](repeating: 0, count: 16))
        if nonce.count == 12 {
          preCounterBlock = nonce + [0, 0, 0, 1]
        } else {
          var hash = GHASH(key: hashKey)
          hash.update(nonce)
          preCounterBlock = hash.finalize(authenticatedByteCount: 0, ciphertextByteCount: nonce.count)
        }
      }

      /// GCTR from inc32(J₀): the bytes XORed with the encrypted counter blocks. The same
      /// operation encrypts and decrypts.
      func counterMode(_ bytes: [UInt8]) -> [UInt8] {
        var counter = Self.increment(preCounterBlock)
        var output = [UInt8]()
        output.reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
          let keyStream = cipher.encrypt(counter)
          let end = min(start + 16, bytes.count)
          for index in start..<end { output.append(bytes[index] ^ keyStream[index - start]) }
          counter = Self.increment(counter)
          start = end
        }
        return output
      }

      /// E(K, J₀) XOR GHASH(A ‖ C ‖ lengths).
      func tag(authenticatedData: [UInt8], ciphertext: [UInt8]) -> [UInt8] {
        var hash = GHASH(key: hashKey)
        hash.update(authenticatedData)
        hash.update(ciphertext)
        let digest = hash.finalize(
          authenticatedByteCount: authenticatedData.count, ciphertextByteCount: ciphertext.count)
        return zip(cipher.encrypt(preCounterBlock), digest).map { $0 ^ $1 }
      }

      /// inc32: the last four bytes as a big-endian counter, wrapping.
      static func increment(_ block: [UInt8]) -> [UInt8] {
        var block = block
        for index in (12..<16).reversed() {
          block[index] &+= 1
          if block[index] != 0 { break }
        }
        return block
      }
    }
  }
}
