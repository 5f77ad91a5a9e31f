import Foundation
import Vellum

/// How one axis maps values to positions: categories in equal bands, in the order they
/// first appear (or `chartXScale(domain:)`'s order), or a continuous range of numbers or
/// dates.
///
/// Swift Charts' automatic numeric domain includes zero and ends on "nice" values (multiples
/// of 1, 2, 2.5 or 5 times a power of ten, about five of them: 0, 25, 50, 75, 100); a date
/// domain spans the data. Vellum does the same.
struct ChartScale {
  enum Kind: Equatable {
    case category([String])
    case continuous(lower: Double, upper: Double, isDate: Bool)
  }
  var kind: Kind
  /// The automatic axis values.
  var ticks: [PlotValue]

  /// A scale for `values`, within `domain` when one was set.
  init(values: [PlotValue], domain: ScaleDomain?, includesZero: Bool, desiredCount: Int = 5) {
    if case .categories(let names) = domain {
      kind = .category(names)
      ticks = names.map { .category($0) }
      return
    }
    let isCategory = values.contains { if case .category = $0 { true } else { false } }
    if isCategory {
      var names: [String] = []
      var seen = Set<String>()
      for case .category(let name) in values where seen.insert(name).inserted { names.append(name) }
      kind = .category(names)
      ticks = names.map { .category($0) }
      return
    }
    let isDate = values.contains { if case .date = $0 { true } else { false } }
    let numbers = values.compactMap(\.continuous)
    if case .continuous(let lower, let upper) = domain, let low = lower.continuous, let high = upper.continuous {
      kind = .continuous(lower: low, upper: high, isDate: isDate || lower.isDate)
      ticks =
        isDate || lower.isDate
        ? Self.dateTicks(low, high, desiredCount: desiredCount).values
        : Self.niceTicks(low, high, desiredCount: desiredCount).values.map { .number($0) }
      return
    }
    if isDate {
      var low = numbers.min() ?? 0
      var high = numbers.max() ?? 1
      if low == high {
        low -= 43_200
        high += 43_200
      }
      kind = .continuous(lower: low, upper: high, isDate: true)
      ticks = Self.dateTicks(low, high, desiredCount: desiredCount).values
      return
    }
    var low = numbers.min() ?? 0
    var high = numbers.max() ?? 1
    if includesZero {
      low = min(low, 0)
      high = max(high, 0)
    }
    if low == high { high = low + 1 }
    let nice = Self.niceTicks(low, high, desiredCount: desiredCount)
    kind = .continuous(lower: nice.lower, upper: nice.upper, isDate: false)
    ticks = nice.values.map { .number($0) }
  }

  /// A step of 1, 2, 2.5, 5 or 10 times a power of ten giving about `desiredCount` values
  /// from `low` to `high`, the bounds widened to multiples of it.
  static func niceTicks(_ low: Double, _ high: Double, desiredCount: Int) -> (
    lower: Double, upper: Double, values: [Double]
  ) {
    let span = high - low
    guard span > 0, span.isFinite else { return (low, high, [low]) }
    let raw = span / Double(max(desiredCount - 1, 1))
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw * (1 - 1e-9) } ?? 10 * magnitude
    let lower = (low / step + 1e-9).rounded(.down) * step
    let upper = (high / step - 1e-9).rounded(.up) * step
    let count = Int(((upper - lower) / step).rounded())
    let values = (0...count).map { (lower + Double($0) * step).roundedToStep(step) }
    return (lower, upper, values)
  }

  /// Dates every hour, day, week, month or year (or several), the first stride giving at
  /// most `desiredCount + 1` values in the range, with the format their labels take.
  static func dateTicks(_ low: Double, _ high: Double, desiredCount: Int) -> (values: [PlotValue], format: String) {
    let strides: [(Calendar.Component, Int, String)] = [
      (.hour, 1, "h a"), (.hour, 3, "h a"), (.hour, 6, "h a"), (.hour, 12, "h a"), (.day, 1, "MMM d"),
      (.day, 2, "MMM d"), (.day, 7, "MMM d"), (.day, 14, "MMM d"), (.month, 1, "MMM"), (.month, 2, "MMM"),
      (.month, 3, "MMM"), (.month, 6, "MMM"), (.year, 1, "yyyy"), (.year, 5, "yyyy"), (.year, 10, "yyyy"),
    ]
    for (component, count, format) in strides {
      let values = dateStride(low, high, component: component, count: count, calendar: .current)
      if values.count <= desiredCount + 1 { return (values, format) }
    }
    return ([.date(Date(timeIntervalSinceReferenceDate: low))], "yyyy")
  }

  /// The dates from the start of `component` at `low` (or the first after it) to `high`.
  static func dateStride(_ low: Double, _ high: Double, component: Calendar.Component, count: Int, calendar: Calendar)
    -> [PlotValue]
  {
    let lowDate = Date(timeIntervalSinceReferenceDate: low)
    let unit: Calendar.Component = component == .weekOfYear ? .weekOfYear : component
    var date = calendar.dateInterval(of: unit, for: lowDate)?.start ?? lowDate
    var values: [PlotValue] = []
    while date.timeIntervalSinceReferenceDate <= high + 1, values.count < 1000 {
      if date.timeIntervalSinceReferenceDate >= low - 1 { values.append(.date(date)) }
      guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
      date = next
    }
    return values
  }

  /// The label format of this scale's dates.
  var dateFormat: String {
    guard case .continuous(let lower, let upper, true) = kind else { return "MMM d" }
    return Self.dateTicks(lower, upper, desiredCount: 5).format
  }

  var isCategory: Bool { if case .category = kind { true } else { false } }

  /// The band of each category along `length`.
  func band(length: CGFloat) -> CGFloat {
    guard case .category(let names) = kind else { return 0 }
    return length / CGFloat(max(names.count, 1))
  }

  /// The position of `value` along `length` from the axis's start: a category's band
  /// centre, or the value's share of the continuous range. Nil for a value of another kind.
  func position(_ value: PlotValue, length: CGFloat) -> CGFloat? {
    switch kind {
    case .category(let names):
      guard let index = names.firstIndex(of: value.name) else { return nil }
      return (CGFloat(index) + 0.5) * band(length: length)
    case .continuous(let lower, let upper, _):
      guard let number = value.continuous, upper > lower else { return nil }
      return CGFloat((number - lower) / (upper - lower)) * length
    }
  }

  /// A value's label as the axis writes it: a category's name, a number with grouping
  /// ("1,000", "2.5"), a date in the format of the axis's stride ("Jun 5", "Mar").
  func label(_ value: PlotValue) -> String {
    switch value {
    case .category(let name): return name
    case .number(let number):
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = .decimal
      formatter.maximumFractionDigits = 2
      return formatter.string(from: NSNumber(value: number)) ?? "\(number)"
    case .date(let date):
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.dateFormat = dateFormat
      return formatter.string(from: date)
    }
  }
}

extension PlotValue {
  var isDate: Bool { if case .date = self { true } else { false } }
}

extension Double {
  /// The value without the float error of repeated steps (0.30000000000000004 → 0.3).
  fileprivate func roundedToStep(_ step: Double) -> Double {
    let digits = Swift.max(0, -Int(log10(step).rounded(.down)) + 2)
    let scale = pow(10, Double(Swift.min(digits, 12)))
    return (self * scale).rounded() / scale
  }
}
