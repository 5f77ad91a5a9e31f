import Foundation

/// A constraint on a generated value (a count, a range, a set of choices), as FoundationModels'
/// `GenerationGuide`. Vellum keeps what the guide says, for a schema's description; nothing is
/// generated under it.
public struct GenerationGuide<Value>: Sendable {
  /// What the guide asks, in words (`"count 3"`, `"range 1...10"`).
  public let summary: String

  init(_ summary: String) { self.summary = summary }
}

extension GenerationGuide where Value == String {
  /// Always this string.
  public static func constant(_ value: String) -> GenerationGuide<String> { .init("constant \(value)") }
  /// One of these strings.
  public static func anyOf(_ values: [String]) -> GenerationGuide<String> {
    .init("any of \(values.joined(separator: ", "))")
  }
  /// A string matching the pattern.
  public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { .init("pattern") }
}

extension GenerationGuide where Value == Int {
  public static func minimum(_ value: Int) -> GenerationGuide<Int> { .init("minimum \(value)") }
  public static func maximum(_ value: Int) -> GenerationGuide<Int> { .init("maximum \(value)") }
  public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> { .init("range \(range)") }
}

extension GenerationGuide where Value == Double {
  public static func minimum(_ value: Double) -> GenerationGuide<Double> { .init("minimum \(value)") }
  public static func maximum(_ value: Double) -> GenerationGuide<Double> { .init("maximum \(value)") }
  public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> { .init("range \(range)") }
}

extension GenerationGuide where Value == Float {
  public static func minimum(_ value: Float) -> GenerationGuide<Float> { .init("minimum \(value)") }
  public static func maximum(_ value: Float) -> GenerationGuide<Float> { .init("maximum \(value)") }
  public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> { .init("range \(range)") }
}

extension GenerationGuide where Value == Decimal {
  public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> { .init("minimum \(value)") }
  public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> { .init("maximum \(value)") }
  public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> { .init("range \(range)") }
}

extension GenerationGuide {
  /// At least this many elements.
  public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
    .init("minimum count \(count)")
  }
  /// At most this many elements.
  public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
    .init("maximum count \(count)")
  }
  /// Exactly this many elements.
  public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
    .init("count \(count)")
  }
  /// A number of elements in the range.
  public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]>
  where Value == [Element] { .init("count \(range)") }
  /// A guide for each element.
  public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]>
  where Value == [Element] { .init("each \(guide.summary)") }
}

// `@Guide(.count(3)) var days: [DayPlan]`: a macro's arguments are type-checked without the
// property's type, so nothing names the element and the generic forms above cannot be chosen
// (the compiler reports "generic parameter 'Element' could not be inferred"). These forms
// answer there; with a known type the generic ones are preferred.
extension GenerationGuide where Value == [GeneratedContent] {
  @_disfavoredOverload public static func minimumCount(_ count: Int) -> Self { .init("minimum count \(count)") }
  @_disfavoredOverload public static func maximumCount(_ count: Int) -> Self { .init("maximum count \(count)") }
  @_disfavoredOverload public static func count(_ count: Int) -> Self { .init("count \(count)") }
  @_disfavoredOverload public static func count(_ range: ClosedRange<Int>) -> Self { .init("count \(range)") }
}
