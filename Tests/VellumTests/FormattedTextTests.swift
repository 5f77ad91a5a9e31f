import Foundation
import Testing
import Vellum
import VellumCairo

/// `Text(_:format:)`, `Text(_:style:)` and `Text(timerInterval:)`: the shown string follows
/// the environment's locale, calendar, time zone and pinned current date.
@Suite(.serialized)
struct FormattedTextTests {
  /// 14 November 2023, 22:13:20 GMT.
  static let date = Date(timeIntervalSince1970: 1_700_000_000)

  func strings<V: View>(_ view: V) throws -> String {
    try ImageRenderer().displayList(view, size: .unspecified).displayList.description
  }

  @Test func numbersFollowTheEnvironmentsLocale() throws {
    let view = VStack {
      Text(1234.5, format: .number)
      Text(0.25, format: .percent)
      Text(42.5, format: .currency(code: "EUR"))
    }
    let english = try strings(view)
    #expect(english.contains("\"1,234.5\""), "\(english)")
    #expect(english.contains("\"25%\""), "\(english)")
    #expect(english.contains("\"€42.50\""), "\(english)")
    let german = try strings(view.environment(\.locale, Locale(identifier: "de_DE")))
    #expect(german.contains("\"1.234,5\""), "\(german)")
    #expect(german.contains("\"25\u{A0}%\""), "\(german)")
    #expect(german.contains("\"42,50\u{A0}€\""), "\(german)")
  }

  @Test func dateStylesUseLocaleAndTimeZone() throws {
    let view = VStack {
      Text(Self.date, style: .date)
      Text(Self.date, style: .time)
      Text(Self.date, format: .dateTime.day().month(.wide))
    }
    let english = try strings(view)
    #expect(english.contains("\"November 14, 2023\""), "\(english)")
    // ICU puts a narrow no-break space before AM/PM, as iOS 17 does.
    #expect(english.contains("\"10:13\u{202F}PM\""), "\(english)")
    #expect(english.contains("\"November 14\""), "\(english)")
    let german = try strings(
      view.environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!))
    #expect(german.contains("\"14. November 2023\""), "\(german)")
    #expect(german.contains("\"23:13\""), "\(german)")
  }

  /// A date shown through a `DateFormatter`, on its own and interpolated, as a running
  /// app's summary card shows its month (sixth trial): `Date` is no `ReferenceConvertible`
  /// in Linux's Foundation, so SwiftUI's generic initialiser alone did not take it.
  @Test func aDateFormatterFormatsADate() throws {
    let formatter = DateFormatter()
    formatter.dateFormat = "MMM yyyy"
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.locale = Locale(identifier: "en_US_POSIX")
    let list = try strings(
      VStack {
        Text(Self.date, formatter: formatter)
        Text("Since \(Self.date, formatter: formatter)")
      })
    #expect(list.contains("\"Nov 2023\""), "\(list)")
    #expect(list.contains("\"Since Nov 2023\""), "\(list)")
  }

  /// Xcode's Core Data template formats its timestamps with a `DateFormatter` that sets only
  /// its styles: on an iPhone in the United States that reads "11/14/23, 10:13:20 PM". Linux's
  /// `Locale.current` is `en_001` ("14/11/2023"), so such a formatter formats as on Vellum's
  /// device; one with a locale and time zone of its own keeps them. So does a currency
  /// `NumberFormatter` ("$3.50", not Linux's "¤3.50").
  @Test func aFormatterWithNoLocaleFormatsAsOnTheDevice() throws {
    let template = DateFormatter()
    template.dateStyle = .short
    template.timeStyle = .medium
    let german = DateFormatter()
    german.dateStyle = .short
    german.locale = Locale(identifier: "de_DE")
    german.timeZone = TimeZone(identifier: "Europe/Berlin")
    let price = NumberFormatter()
    price.numberStyle = .currency
    let list = try strings(
      VStack {
        Text(Self.date, formatter: template)
        Text("Saved \(Self.date, formatter: template)")
        Text(Self.date, formatter: german)
        Text(NSNumber(value: 3.5), formatter: price)
      })
    #expect(list.contains("\"11/14/23, 10:13:20\u{202F}PM\""), "\(list)")
    #expect(list.contains("\"Saved 11/14/23, 10:13:20\u{202F}PM\""), "\(list)")
    #expect(list.contains("\"14.11.23\""), "\(list)")
    #expect(list.contains("\"$3.50\""), "\(list)")
    #expect(template.locale.identifier == Locale.current.identifier, "the app's formatter is not changed")
  }

  @Test func relativeOffsetAndTimerCountFromThePinnedNow() throws {
    let now = Self.date
    let future = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
    let view = VStack {
      Text(future, style: .relative)
      Text(future, style: .offset)
      Text(now.addingTimeInterval(-152), style: .timer)
      Text(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer)
      Text(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(240))
      Text(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(240), countsDown: false)
    }.environment(\.currentDate, now)
    let list = try strings(view)
    #expect(list.contains("\"2 hr, 23 min\""), "\(list)")
    #expect(list.contains("\"-2 hours\""), "\(list)")
    #expect(list.contains("\"2:32\""), "\(list)")
    #expect(list.contains("\"36:59:01\""), "\(list)")
    #expect(list.contains("\"4:00\""), "\(list)")
    #expect(list.contains("\"1:00\""), "\(list)")
    let past = try strings(Text(now.addingTimeInterval(-400 * 86400), style: .offset).environment(\.currentDate, now))
    #expect(past.contains("\"+1 year\""), "\(past)")
  }

  @Test func formattedPartsConcatenateAndMeasureAsShown() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try ImageRenderer().text
    environment.locale = Locale(identifier: "de_DE")
    let joined = Text("Total: ") + Text(1234.5, format: .number).bold()
    let list = try ImageRenderer().displayList(joined, size: .unspecified, environment: environment).displayList
      .description
    #expect(list.contains("\"Total: 1.234,5\""), "\(list)")
    let formatted = LayoutSnapshot(of: Text(1234.5, format: .number), proposal: .unspecified, environment: environment)
    let written = LayoutSnapshot(of: Text(verbatim: "1.234,5"), proposal: .unspecified, environment: environment)
    #expect(abs(formatted.size.width - written.size.width) < 0.01)
  }
}
