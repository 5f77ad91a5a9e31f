import Foundation

/// Vellum's fixed locale, calendar and time zone. SwiftUI takes them from the device; Vellum
/// fixes them so a render is the same on every machine: English (United States), the
/// Gregorian calendar, and GMT (UTC+0; named "GMT", which is what Foundation on
/// Linux calls "UTC" too).
enum FixedLocale {
  static let identifier = "en_US"
  static let timeZoneIdentifier = "GMT"

  static var locale: Locale { Locale(identifier: identifier) }
  static var timeZone: TimeZone { TimeZone(identifier: timeZoneIdentifier)! }
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    return calendar
  }
}

enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { FixedLocale.locale } }
enum CalendarKey: EnvironmentKey { static var defaultValue: Calendar { FixedLocale.calendar } }
enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { FixedLocale.timeZone } }

extension EnvironmentValues {
  /// The locale: `en_US` unless set (SwiftUI uses the device's).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar: Gregorian, in `en_US` and GMT, unless set (SwiftUI uses the device's).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone: GMT (UTC+0) unless set (SwiftUI uses the device's).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
