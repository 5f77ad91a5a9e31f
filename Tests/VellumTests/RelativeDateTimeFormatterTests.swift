import Foundation
import Testing
import Vellum

/// Foundation's relative date formatter, which Linux's Foundation lacks (a notes app's
/// "edited 2h ago"), in US English.
@Suite struct RelativeDateTimeFormatterTests {
  static func formatter(_ units: RelativeDateTimeFormatter.UnitsStyle, named: Bool = false)
    -> RelativeDateTimeFormatter
  {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.unitsStyle = units
    formatter.dateTimeStyle = named ? .named : .numeric
    return formatter
  }

  @Test func eachUnitsStyleWritesTheDifferenceAsApplesDoes() {
    let reference = Date(timeIntervalSince1970: 1_700_000_000)
    let earlier = reference.addingTimeInterval(-2 * 3600)
    #expect(Self.formatter(.full).localizedString(for: earlier, relativeTo: reference) == "2 hours ago")
    #expect(Self.formatter(.short).localizedString(for: earlier, relativeTo: reference) == "2 hr. ago")
    #expect(Self.formatter(.abbreviated).localizedString(for: earlier, relativeTo: reference) == "2h ago")
    #expect(Self.formatter(.spellOut).localizedString(for: earlier, relativeTo: reference) == "two hours ago")
    #expect(Self.formatter(.full).localizedString(fromTimeInterval: 3 * 86_400) == "in 3 days")
  }

  @Test func theNamedStyleNamesDaysAndWeeks() {
    #expect(Self.formatter(.full, named: true).localizedString(fromTimeInterval: -86_400) == "yesterday")
    #expect(Self.formatter(.full, named: true).localizedString(fromTimeInterval: 0) == "now")
    var week = DateComponents()
    week.weekOfMonth = -1
    #expect(Self.formatter(.full, named: true).localizedString(from: week) == "last week")
    #expect(Self.formatter(.full).string(for: "not a date") == nil)
  }
}
