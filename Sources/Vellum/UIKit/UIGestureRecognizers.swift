/// UIKit's swipe recogniser, as far as SwiftUI files name it (a swipe's direction in a
/// `UIViewRepresentable` or a custom gesture). Vellum draws no touches: it only carries values.
open class UISwipeGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  public var direction: Direction = .right
  public var numberOfTouchesRequired = 1

  public init() {}
}
