import Foundation

extension Text {
  /// The ways SwiftUI shows a single date (`Text(date, style:)`).
  ///
  /// `.date` and `.time` use the environment's locale, calendar and time zone.
  /// `.relative`, `.offset` and `.timer` count from `\.currentDate`: iOS updates them every
  /// second; Vellum draws them once, against that fixed "now".
  public struct DateStyle: Hashable, Sendable {
    let kind: Kind
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }

    /// The time: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// The date: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The distance to now in its two largest units: "2 hr, 23 min".
    public static let relative = DateStyle(kind: .relative)
    /// The signed offset from now in its largest unit: "+2 hours" (past), "-3 months" (future).
    public static let offset = DateStyle(kind: .offset)
    /// A running clock from now: "2:32", "36:59:01".
    public static let timer = DateStyle(kind: .timer)
  }

  /// A date in one of SwiftUI's date styles, in the environment's locale.
  public init(_ date: Date, style: DateStyle) {
    self.init(deferred: { Text(verbatim: DateStyleText.string(date, style: style, in: $0)) })
  }

  /// A range of dates, as the locale writes an interval ("9:41 – 10:41 AM").
  public init(_ dates: ClosedRange<Date>) {
    self.init(deferred: { Text(verbatim: DateStyleText.interval(dates.lowerBound, dates.upperBound, in: $0)) })
  }

  /// A date interval, as the locale writes it.
  public init(_ interval: DateInterval) {
    self.init(deferred: { Text(verbatim: DateStyleText.interval(interval.start, interval.end, in: $0)) })
  }

  /// A timer over an interval, as in SwiftUI: counting down, the time left until its end
  /// (counting up, the time since its start), clamped to the interval, at `\.currentDate`
  /// (or `pauseTime`). Drawn once; iOS updates it every second.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    self.init(deferred: { environment in
      let now = pauseTime ?? environment.currentDate
      let length = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
      let elapsed = min(max(now.timeIntervalSince(timerInterval.lowerBound), 0), length)
      let shown = countsDown ? length - elapsed : elapsed
      return Text(verbatim: DateStyleText.clock(shown, showsHours: showsHours, locale: environment.locale))
    })
  }
}

enum DateStyleText {
  static func string(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> String {
    let locale = environment.locale
    let now = environment.currentDate
    switch style.kind {
    case .date:
      return Date.FormatStyle(
        date: .long, time: .omitted, locale: locale, calendar: environment.calendar, timeZone: environment.timeZone
      ).format(date)
    case .time:
      return Date.FormatStyle(
        date: .omitted, time: .shortened, locale: locale, calendar: environment.calendar,
        timeZone: environment.timeZone
      ).format(date)
    case .relative:
      return units(from: now, to: date, count: 2, wide: false, environment)
    case .offset:
      let seconds = wholeSeconds(now.timeIntervalSince(date))
      let sign = seconds > 0 ? "+" : seconds < 0 ? "-" : ""
      return sign + units(from: now, to: date, count: 1, wide: true, environment)
    case .timer:
      return clock(abs(now.timeIntervalSince(date)), showsHours: true, locale: locale)
    }
  }

  /// Seconds rounded to the nearest whole second (a date made with `Date()` while building
  /// the view is a few milliseconds behind the render's now).
  static func wholeSeconds(_ interval: TimeInterval) -> Int {
    interval.isFinite ? Int(interval.rounded()) : 0
  }

  /// "2:32" under an hour, "36:59:01" from an hour (or "2192:32" when hours are not shown).
  static func clock(_ interval: TimeInterval, showsHours: Bool, locale: Locale) -> String {
    let seconds = max(wholeSeconds(interval), 0)
    let duration = Duration.seconds(seconds)
    if showsHours && seconds >= 3600 {
      return duration.formatted(.time(pattern: .hourMinuteSecond).locale(locale))
    }
    return duration.formatted(
      .time(pattern: .minuteSecond(padMinuteToLength: 1, fractionalSecondsLength: 0, roundFractionalSeconds: .down))
        .locale(locale))
  }

  /// The distance between two dates in its `count` largest non-zero units (weeks and
  /// smaller in the locale's words; months and years from the calendar in English, which
  /// Foundation on Linux cannot format).
  static func units(from now: Date, to date: Date, count: Int, wide: Bool, _ environment: EnvironmentValues)
    -> String
  {
    let seconds = abs(wholeSeconds(date.timeIntervalSince(now)))
    let (earlier, later) = date < now ? (date, now) : (now, date)
    let parts = environment.calendar.dateComponents([.year, .month], from: earlier, to: later)
    let years = parts.year ?? 0
    let months = parts.month ?? 0
    if years > 0 || months > 0 {
      var words: [String] = []
      if years > 0 { words.append(wide ? "\(years) year\(years == 1 ? "" : "s")" : "\(years) yr") }
      if months > 0 { words.append(wide ? "\(months) month\(months == 1 ? "" : "s")" : "\(months) mth") }
      return words.prefix(count).joined(separator: ", ")
    }
    return Duration.seconds(seconds).formatted(
      .units(
        allowed: [.weeks, .days, .hours, .minutes, .seconds], width: wide ? .wide : .abbreviated,
        maximumUnitCount: count
      ).locale(environment.locale))
  }

  static func interval(_ start: Date, _ end: Date, in environment: EnvironmentValues) -> String {
    let sameDay = environment.calendar.isDate(start, inSameDayAs: end)
    let style = Date.IntervalFormatStyle(
      date: sameDay ? .omitted : .abbreviated, time: .shortened, locale: environment.locale,
      calendar: environment.calendar, timeZone: environment.timeZone)
    return style.format(min(start, end)..<max(start, end))
  }
}

/// The "now" of a render: what relative dates and timers count from. iOS reads the clock
/// and keeps updating; Vellum reads it once per process (so one render is consistent), and
/// previews and tests that want the same picture every run pin it with
/// `.environment(\.currentDate, …)`.
enum CurrentDateKey: EnvironmentKey {
  static let processStart = Date()
  static var defaultValue: Date { processStart }
}

extension EnvironmentValues {
  /// The date relative dates and timers count from (Vellum only; SwiftUI uses the clock).
  public var currentDate: Date {
    get { self[CurrentDateKey.self] }
    set { self[CurrentDateKey.self] = newValue }
  }
}
