import Foundation

/// The level of a heading, as SwiftUI's: `.h1` is the highest, `.unspecified` a heading
/// without one.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6

  /// The header trait, with the level's own trait (Vellum keeps levels among the traits,
  /// so a combined element keeps its child's).
  var traits: AccessibilityTraits {
    switch self {
    case .unspecified: .isHeader
    default: [.isHeader, AccessibilityTraits(rawValue: AccessibilityTraits.headingLevelBase << (rawValue - 1))]
    }
  }
}

extension AccessibilityTraits {
  /// The first of the six bits that hold heading levels, above SwiftUI's traits.
  static let headingLevelBase = 1 << 24
  /// The heading levels' traits and names, `h1` to `h6`.
  static let headingLevelNames: [(AccessibilityTraits, String)] = (1...6).map {
    (AccessibilityTraits(rawValue: headingLevelBase << ($0 - 1)), "h\($0)")
  }
}
