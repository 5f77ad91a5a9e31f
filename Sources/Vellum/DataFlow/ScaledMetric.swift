import Foundation

/// A length that grows and shrinks with Dynamic Type, as in SwiftUI.
///
/// Scales the way iOS's `UIFontMetrics` does: by the text style's point size at the
/// environment's `dynamicTypeSize` over its size at `.large`. With the body style,
/// `@ScaledMetric var size = 20` is 20 at `.large` and 20 × 23 / 17 at `.xxxLarge`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, DynamicPropertyStorage {
  final class Box {
    var typeSize = DynamicTypeSize.large
  }
  let baseValue: Value
  let textStyle: Font.TextStyle
  let box = Box()

  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// The value scaled for the environment's Dynamic Type size.
  public var wrappedValue: Value {
    let ratio = TypeScale.size(textStyle, box.typeSize) / TypeScale.size(textStyle, .large)
    return baseValue * Value(ratio)
  }

  func install(_ environment: EnvironmentValues) { box.typeSize = environment.dynamicTypeSize }
}
