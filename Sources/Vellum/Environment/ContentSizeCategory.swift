import Foundation

/// The iOS 13 name for Dynamic Type sizes, as in SwiftUI; each maps to a `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  init(_ size: DynamicTypeSize) { self = Self.allCases[size.rawValue] }

  var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }
}

extension ContentSizeCategory: Comparable {
  public static func < (a: Self, b: Self) -> Bool { a.dynamicTypeSize < b.dynamicTypeSize }
}

extension DynamicTypeSize {
  /// The Dynamic Type size of an iOS 13 content size category.
  public init(_ category: ContentSizeCategory) { self = category.dynamicTypeSize }
}

extension EnvironmentValues {
  /// The iOS 13 spelling of `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}

nonisolated extension View {
  /// Keeps Dynamic Type within `range`, as in SwiftUI: a size outside it is clamped.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      let all = DynamicTypeSize.allCases
      let allowed = all.filter { range.contains($0) }
      guard let lowest = allowed.first, let highest = allowed.last else { return }
      size = min(max(size, lowest), highest)
    }
  }
}
