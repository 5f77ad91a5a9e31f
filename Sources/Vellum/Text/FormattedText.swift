import Foundation

/// Text whose characters depend on the environment (its locale, calendar, time zone, the
/// current date, localisation tables): made when the text is resolved, not when it is
/// written.
struct DeferredText {
  /// Makes the text; problems (an unreadable table …) go to the reporter.
  let make: (EnvironmentValues, (String) -> Void) -> Text
}

extension Text {
  /// A text made from the environment when it is resolved.
  init(deferred make: @escaping (EnvironmentValues) -> Text) {
    self.init(verbatim: make(EnvironmentValues()).string)
    deferred = DeferredText(make: { environment, _ in make(environment) })
  }

  /// This text with its deferred parts made for an environment: plain string and segments.
  func concrete(in environment: EnvironmentValues, report: (String) -> Void = { _ in }) -> Text {
    var copy = self
    if let deferred {
      let made = deferred.make(environment, report)
      copy.deferred = nil
      copy.string = made.string
      copy.segments = made.segments
    }
    if !copy.segments.isEmpty {
      copy.segments = copy.segments.map { $0.concrete(in: environment, report: report) }
      copy.string = copy.segments.map(\.string).joined()
    }
    return copy
  }

  /// A value formatted by a `FormatStyle` in the environment's locale, as in SwiftUI
  /// (`Text(price, format: .currency(code: "EUR"))`, `Text(0.25, format: .percent)`,
  /// `Text(date, format: .dateTime.day().month())`). Date formats also take the
  /// environment's calendar and time zone, so renders do not depend on the machine.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(deferred: { environment in
      Text(verbatim: FormattedValue.format(input, format, in: environment))
    })
  }

  /// A value formatted by a Foundation `Formatter`, as given (SwiftUI does not change the
  /// formatter's locale either); one with no locale or time zone of its own formats as on
  /// Vellum's device (see `DeviceFormatter`).
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: DeviceFormatter.string(for: subject, with: formatter) ?? "")
  }

  /// An object formatted by a Foundation `Formatter`.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: DeviceFormatter.string(for: subject, with: formatter) ?? "")
  }

  /// A date formatted by a Foundation `Formatter` (`Text(item.date, formatter: dateFormatter)`).
  /// SwiftUI takes it as a `ReferenceConvertible`, which `Date` is on Apple's platforms and
  /// not in Linux's Foundation.
  public init(_ date: Date, formatter: Formatter) {
    self.init(verbatim: DeviceFormatter.string(for: date, with: formatter) ?? "")
  }
}

enum FormattedValue {
  /// Formats with the environment's locale, and for dates its calendar and time zone.
  static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F, in environment: EnvironmentValues)
    -> String
  where F.FormatOutput == String {
    var style = format.locale(environment.locale)
    if var date = style as? Date.FormatStyle {
      date.timeZone = environment.timeZone
      date.calendar = environment.calendar
      if let retyped = date as? F { style = retyped }
    }
    return style.format(input)
  }
}
