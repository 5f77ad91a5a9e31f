import Foundation

/// Foundation's relative date formatter ("2 hours ago", "in 3 days", "yesterday"), which
/// Linux's Foundation lacks. Vellum formats through Foundation's `Date.RelativeFormatStyle`,
/// ICU's data, mapping the units styles as Apple's formatter maps them onto ICU's (`full` to
/// wide, `short` to abbreviated, `abbreviated` to narrow: "2h ago").
///
/// Unlike Apple's, the difference between the two dates is measured from the current date
/// and time (the style formats relative to now), which matters only across a daylight-saving
/// change or months of different lengths.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
  /// Whether to name the day or unit when it can ("yesterday", "last week") or always count.
  public enum DateTimeStyle: Int, Sendable {
    case numeric, named
  }

  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    case full, spellOut, short, abbreviated
  }

  /// Where the text will stand; kept (English capitalises the same everywhere).
  public enum Context: Int, Sendable {
    case unknown, dynamic, standalone, listItem, beginningOfSentence, middleOfSentence
  }

  open var dateTimeStyle: DateTimeStyle = .numeric
  open var unitsStyle: UnitsStyle = .full
  open var formattingContext: Context = .unknown
  open var calendar: Calendar = .current
  open var locale: Locale = .current

  public override init() { super.init() }
  public required init?(coder: NSCoder) { nil }

  /// `date` relative to `referenceDate`: "2 hours ago", "in 3 days".
  open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
  }

  /// A time interval from now, signed: negative is in the past.
  open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    guard timeInterval.isFinite else { return "" }
    var style = Date.RelativeFormatStyle(
      presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units, locale: locale, calendar: calendar)
    style.capitalizationContext = formattingContext == .beginningOfSentence ? .beginningOfSentence : .unknown
    return style.format(Date.now.addingTimeInterval(timeInterval))
  }

  /// Date components as an offset from now ("in 2 weeks" for `weekOfMonth: 2`).
  open func localizedString(from dateComponents: DateComponents) -> String {
    let now = Date.now
    guard let date = calendar.date(byAdding: dateComponents, to: now) else { return "" }
    return localizedString(for: date, relativeTo: now)
  }

  /// A date relative to now, as `Formatter`'s entry point; nil for anything else.
  open override func string(for obj: Any?) -> String? {
    guard let date = obj as? Date else { return nil }
    return localizedString(for: date, relativeTo: Date.now)
  }

  private var units: Date.RelativeFormatStyle.UnitsStyle {
    switch unitsStyle {
    case .full: .wide
    case .spellOut: .spellOut
    case .short: .abbreviated
    case .abbreviated: .narrow
    }
  }
}
