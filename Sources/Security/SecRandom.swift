/// A random number generator, as Security's `SecRandomRef`; there is only the default one.
public final class SecRandom: Sendable {}
public typealias SecRandomRef = SecRandom

/// The default generator, as Security's `kSecRandomDefault` (nil, as on Apple platforms).
public let kSecRandomDefault: SecRandom? = nil

/// Fills `count` bytes at `bytes` from `SystemRandomNumberGenerator` (the system's secure
/// generator), as Security's `SecRandomCopyBytes`; returns `errSecSuccess`.
public func SecRandomCopyBytes(_ rnd: SecRandom?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
  var generator = SystemRandomNumberGenerator()
  for index in 0..<count {
    bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: index, as: UInt8.self)
  }
  return errSecSuccess
}
