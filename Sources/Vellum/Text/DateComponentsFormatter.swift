import Foundation

/// Foundation's formatter of durations ("1:15", "1h 2m 5s", "1 hour, 2 minutes, 5 seconds"),
/// which Linux's Foundation declares but marks unavailable. Vellum's shadows it for every
/// file that imports SwiftUI (or has Vellum among its implicit imports, as `vellum preview`
/// gives every file). Labelled units come from ICU's unit names, as Apple's formatter takes
/// them from ICU: `.full` ("1 hour"), `.short` ("1 hr"), `.abbreviated` ("1h"), joined as
/// English lists them; `.positional` writes "h:mm:ss".
///
/// Where Vellum differs: the approximation and time-remaining phrases are English in every
/// locale; `.brief` is `.short` without the space ("1hr"); units past `maximumUnitCount` are
/// dropped, not rounded; and a positional duration of days is written with days as one more
/// field ("1:02:03:04").
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    /// "1:02:05"
    case positional
    /// "1h 2m 5s"
    case abbreviated
    /// "1 hr, 2 min, 5 sec"
    case short
    /// "1 hour, 2 minutes, 5 seconds"
    case full
    /// "one hour, two minutes, five seconds"
    case spellOut
    /// "1hr 2min 5sec"
    case brief
  }

  /// Which units with a zero value are left out, or padded.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = ZeroFormattingBehavior([])
    /// Positional: leading zero units dropped, the rest padded; labelled: zero units dropped.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Every allowed unit shown; positional fields after the first two digits wide.
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
  open var unitsStyle: UnitsStyle = .positional
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// At most this many units, from the largest that is not zero; 0 for no limit.
  open var maximumUnitCount = 0
  /// "About 1 hour".
  open var includesApproximationPhrase = false
  /// "1 hour remaining".
  open var includesTimeRemainingPhrase = false
  /// Accepted; units are whole (the last one truncated).
  open var allowsFractionalUnits = false
  /// Accepted; the largest unit is never collapsed into the next.
  open var collapsesLargestUnit = false
  /// The calendar whose months and years a duration is measured in, and whose locale names
  /// the units (`en_US` when it has none).
  open var calendar: Calendar? = Calendar(identifier: .gregorian)
  /// Where a duration starts when months or years are counted; now when nil.
  open var referenceDate: Date?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { nil }

  open override func string(for obj: Any?) -> String? {
    switch obj {
    case let interval as TimeInterval: return string(from: interval)
    case let number as NSNumber: return string(from: number.doubleValue)
    case let components as DateComponents: return string(from: components)
    default: return nil
    }
  }

  /// A number of seconds.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    let start = referenceDate ?? Date()
    let sign = ti < 0 ? "-" : ""
    return string(from: start, to: start.addingTimeInterval(abs(ti))).map { sign + $0 }
  }

  /// Date components, added to the reference date and counted again in the allowed units.
  open func string(from components: DateComponents) -> String? {
    let start = referenceDate ?? Date()
    guard let end = gregorian.date(byAdding: components, to: start) else { return nil }
    return end < start ? string(from: end, to: start).map { "-" + $0 } : string(from: start, to: end)
  }

  /// The time between two dates.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    if endDate < startDate { return string(from: endDate, to: startDate).map { "-" + $0 } }
    let units = Self.order.filter { allowedUnits.contains($0.unit) }
    guard !units.isEmpty else { return nil }
    let components = gregorian.dateComponents(Set(units.map(\.component)), from: startDate, to: endDate)
    let values = units.map { (unit: $0, value: components.value(for: $0.component) ?? 0) }
    let text = unitsStyle == .positional ? positional(values) : labelled(values)
    return phrased(text)
  }

  /// A string for components in a style, with the default units.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    return formatter.string(from: components)
  }

  private var gregorian: Calendar {
    var calendar = self.calendar ?? Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
    return calendar
  }

  private var localeIdentifier: String {
    let identifier = calendar?.locale?.identifier ?? ""
    return identifier.isEmpty || identifier == "en_US_POSIX" ? "en_US" : identifier
  }

  struct UnitName {
    let unit: NSCalendar.Unit
    let component: Calendar.Component
    let icu: String
  }

  static let order = [
    UnitName(unit: .year, component: .year, icu: "year"),
    UnitName(unit: .month, component: .month, icu: "month"),
    UnitName(unit: .weekOfMonth, component: .weekOfMonth, icu: "week"),
    UnitName(unit: .day, component: .day, icu: "day"),
    UnitName(unit: .hour, component: .hour, icu: "hour"),
    UnitName(unit: .minute, component: .minute, icu: "minute"),
    UnitName(unit: .second, component: .second, icu: "second"),
  ]

  /// The units shown: zeros dropped as the behaviour says, then at most the maximum count.
  private func shown(_ values: [(unit: UnitName, value: Int)], keepingAtLeast minimum: Int) -> [(
    unit: UnitName, value: Int
  )] {
    var behavior = zeroFormattingBehavior
    if behavior.contains(.default) {
      behavior = unitsStyle == .positional ? .dropLeading : .dropAll
    }
    let pad = behavior.contains(.pad)
    var kept = values
    if !pad {
      let first = values.firstIndex { $0.value != 0 } ?? values.count - 1
      let last = values.lastIndex { $0.value != 0 } ?? values.count - 1
      kept = values.enumerated().filter { index, entry in
        if entry.value != 0 { return true }
        if index < first { return !behavior.contains(.dropLeading) || values.count - index <= minimum }
        if index > last { return !behavior.contains(.dropTrailing) }
        return !behavior.contains(.dropMiddle)
      }.map(\.element)
      if kept.isEmpty, let smallest = values.last { kept = [smallest] }
    }
    if maximumUnitCount > 0 {
      let start = kept.firstIndex { $0.value != 0 } ?? 0
      kept = Array(kept[start...].prefix(maximumUnitCount))
    }
    return kept
  }

  private func positional(_ values: [(unit: UnitName, value: Int)]) -> String {
    let fields = shown(values, keepingAtLeast: 2)
    return fields.enumerated().map { index, field in
      index == 0 ? String(field.value) : String(format: "%02d", field.value)
    }.joined(separator: ":")
  }

  private func labelled(_ values: [(unit: UnitName, value: Int)]) -> String {
    let locale = localeIdentifier
    let width: String
    switch unitsStyle {
    case .abbreviated: width = "unit-width-narrow"
    case .short, .brief: width = "unit-width-short"
    default: width = "unit-width-full-name"
    }
    let parts = shown(values, keepingAtLeast: 1).map { field -> String in
      let skeleton = "measure-unit/duration-\(field.unit.icu) \(width) precision-integer"
      let text = ICUUnit.format(Double(field.value), skeleton: skeleton, locale: locale) ?? "\(field.value)"
      switch unitsStyle {
      case .spellOut: return spelledOut(text, field.value, locale: locale)
      case .brief: return text.replacingOccurrences(of: " ", with: "")
      default: return text
      }
    }
    let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
    return parts.joined(separator: separator)
  }

  /// "2 minutes" with its number in words: "two minutes".
  private func spelledOut(_ text: String, _ value: Int, locale: String) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .spellOut
    formatter.locale = Locale(identifier: locale)
    guard let words = formatter.string(from: NSNumber(value: value)),
      let range = text.range(of: ICUUnit.format(Double(value), skeleton: "precision-integer", locale: locale) ?? "")
    else { return text }
    return text.replacingCharacters(in: range, with: words)
  }

  private func phrased(_ text: String) -> String {
    var text = text
    if includesTimeRemainingPhrase { text += " remaining" }
    if includesApproximationPhrase { text = "About " + text }
    return text
  }
}
