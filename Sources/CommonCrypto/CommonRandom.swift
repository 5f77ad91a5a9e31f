/// The status `CCRandomGenerateBytes` returns.
public typealias CCRNGStatus = CCCryptorStatus

/// Fills `count` bytes at `bytes` from `SystemRandomNumberGenerator` (the system's secure
/// generator), as CommonCrypto's `CCRandomGenerateBytes`; returns `kCCSuccess`, or
/// `kCCParamError` if `bytes` is nil and `count` is not zero.
public func CCRandomGenerateBytes(_ bytes: UnsafeMutableRawPointer!, _ count: Int) -> CCRNGStatus {
  guard count > 0 else { return CCRNGStatus(kCCSuccess) }
  guard let bytes else { return CCRNGStatus(kCCParamError) }
  var generator = SystemRandomNumberGenerator()
  for index in 0..<count {
    bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: index, as: UInt8.self)
  }
  return CCRNGStatus(kCCSuccess)
}
