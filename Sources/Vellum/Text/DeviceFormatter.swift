import Foundation

/// A Foundation formatter as it formats on Vellum's device.
///
/// On iOS a `DateFormatter` or `NumberFormatter` made without a locale or time zone takes the
/// device's (English, United States, in a fresh simulator). Linux's Foundation fixes
/// `Locale.current` to `en_001` ("English, world": `05/12/2026`, `¤3.50`) and takes the
/// machine's time zone, so `Text(date, formatter:)` gets a copy with Vellum's device locale
/// (`en_US`) and time zone (GMT) in their place. A locale or time zone the app set is kept, and
/// a string the app formats itself (`formatter.string(from:)`) is Linux's.
enum DeviceFormatter {
  static func string(for value: Any, with formatter: Formatter) -> String? {
    switch formatter {
    case let dates as DateFormatter:
      let localeIsDefault = dates.locale.identifier == Locale.current.identifier
      let zoneIsDefault = dates.timeZone == TimeZone.current
      guard localeIsDefault || zoneIsDefault, let copy = dates.copy() as? DateFormatter else { break }
      if localeIsDefault { copy.locale = FixedLocale.locale }
      if zoneIsDefault { copy.timeZone = FixedLocale.timeZone }
      return copy.string(for: value)
    case let numbers as NumberFormatter:
      guard numbers.locale.identifier == Locale.current.identifier, let copy = numbers.copy() as? NumberFormatter
      else { break }
      copy.locale = FixedLocale.locale
      return copy.string(for: value)
    default: break
    }
    return formatter.string(for: value)
  }
}
