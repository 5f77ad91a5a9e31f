import Foundation

/// A keyed hash (RFC 2104), as CryptoKit's `HMAC<H>`: `authenticationCode(for:using:)`, or
/// `update(data:)` then `finalize()`.
public struct HMAC<H: HashFunction> {
  var inner: H
  var outer: H

  /// An HMAC with `key`: a key longer than a block is hashed first, then padded with zeros.
  public init(key: SymmetricKey) {
    var keyBytes = key.bytes
    if keyBytes.count > H.blockByteCount { keyBytes = Array(H.hash(data: keyBytes)) }
    keyBytes += [UInt8](repeating: 0, count: H.blockByteCount - keyBytes.count)
    inner = H()
    inner.update(data: keyBytes.map { $0 ^ 0x36 })
    outer = H()
    outer.update(data: keyBytes.map { $0 ^ 0x5c })
  }

  public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

  public func finalize() -> HashedAuthenticationCode<H> {
    var outer = self.outer
    outer.update(data: Array(inner.finalize()))
    return HashedAuthenticationCode(bytes: Array(outer.finalize()))
  }

  /// The authentication code of `data` with `key`.
  public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey)
    -> HashedAuthenticationCode<H>
  {
    var hmac = HMAC(key: key)
    hmac.update(data: data)
    return hmac.finalize()
  }

  /// Whether `code` is the authentication code of `data` with `key`.
  public static func isValidAuthenticationCode<D: DataProtocol>(
    _ code: HashedAuthenticationCode<H>, authenticating data: D, using key: SymmetricKey
  ) -> Bool {
    authenticationCode(for: data, using: key) == code
  }

  /// Whether the bytes of `code` are the authentication code of `data` with `key`.
  public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
    _ code: C, authenticating data: D, using key: SymmetricKey
  ) -> Bool {
    code.withUnsafeBytes { Array($0) } == authenticationCode(for: data, using: key).bytes
  }
}

/// An HMAC's output, as CryptoKit's `HashedAuthenticationCode`: its bytes, printed as Apple
/// prints it ("HMAC with SHA256: 5bdcc1…").
public struct HashedAuthenticationCode<H: HashFunction>: Hashable, ContiguousBytes, CustomStringConvertible, Sequence {
  let bytes: [UInt8]
  public static var byteCount: Int { H.Digest.byteCount }
  public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
  public var description: String { "HMAC with \(H.self): \(bytes.hexString)" }
}
