import Foundation

/// A control for choosing a date, as SwiftUI's `DatePicker`, drawn with the date its binding
/// holds when rendered (never "now"), in the environment's locale, calendar and time zone.
/// `.compact` (the iOS default): the label leading, the date and time chips trailing;
/// `.graphical`: the month calendar with the day circled in the tint; `.wheel`: the date and
/// time as wheel columns.
nonisolated public struct DatePicker<Label: View>: View {
  let date: Date
  let components: DatePickerComponents
  let label: Label

  @Environment(\.datePickerStyle) private var style

  /// A date picker with a custom label.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    date = selection.wrappedValue
    components = displayedComponents
    self.label = label()
  }

  /// A date picker limited to a range (the range changes nothing drawn at rest).
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A date picker limited to dates from a lower bound.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A date picker limited to dates up to an upper bound.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public var body: some View {
    switch style {
    case .compact, .automatic:
      LabeledControlRow(label: label, control: CompactDateChips(date: date, components: components))
    case .graphical:
      GraphicalDatePickerBody(date: date, components: components)
    case .wheel:
      WheelDatePickerBody(date: date, components: components)
    }
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled by a localized key, limited to a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled by a string, limited to a range.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled by a localized key, from a lower bound.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled by a localized key, up to an upper bound.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled by a string, from a lower bound.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled by a string, up to an upper bound.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A date picker that lets one choose several dates (iOS 16), accepted and drawn as the
/// graphical month of its first date (or of the environment's reference date).
nonisolated public struct MultiDatePicker<Label: View>: View {
  let date: Date
  let label: Label

  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    let calendar = FixedLocale.calendar
    date =
      selection.wrappedValue.compactMap { calendar.date(from: $0) }.min() ?? Date(timeIntervalSinceReferenceDate: 0)
    self.label = label()
  }

  public var body: some View { GraphicalDatePickerBody(date: date, components: .date) }
}

extension MultiDatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }
}

/// The date formatted as iOS's date pickers show it, in the environment's locale.
struct DateText {
  let locale: Locale
  let calendar: Calendar
  let timeZone: TimeZone

  func string(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = timeZone
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    return formatter.string(from: date)
  }

  func string(_ date: Date, template: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = timeZone
    formatter.setLocalizedDateFormatFromTemplate(template)
    return formatter.string(from: date)
  }
}

/// The compact style's chips: the medium date ("Dec 1, 2026") and the short time
/// ("5:27 AM"), each on a grey rounded rectangle.
nonisolated struct CompactDateChips: View {
  let date: Date
  let components: DatePickerComponents

  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let text = DateText(locale: locale, calendar: calendar, timeZone: timeZone)
    HStack(spacing: ControlMetrics.dateChipSpacing) {
      if components.contains(.date) { chip(text.string(date, dateStyle: .medium, timeStyle: .none)) }
      if components.contains(.hourAndMinute) { chip(text.string(date, dateStyle: .none, timeStyle: .short)) }
    }
  }

  func chip(_ string: String) -> some View {
    Text(verbatim: string)
      .lineLimit(1)
      .foregroundStyle(isEnabled ? Color.primary : Color.tertiaryLabel)
      .padding(.horizontal, ControlMetrics.dateChipHorizontalPadding)
      .frame(minHeight: ControlMetrics.dateChipHeight)
      .background(Color.tertiarySystemFill, in: .rect(cornerRadius: ControlMetrics.dateChipRadius))
  }
}

/// The month calendar (UICalendarView / `.graphical`): "December 2026 ›" and the month
/// arrows in the tint, the weekday abbreviations, the days in a 7-column grid with the
/// selected day semibold in the tint on a light circle of it (as iOS draws a selected day
/// that is not today; Vellum has no "today"); the time chip below when the time is shown.
nonisolated struct GraphicalDatePickerBody: View {
  let date: Date
  let components: DatePickerComponents

  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var environmentCalendar
  @Environment(\.timeZone) private var timeZone

  var body: some View {
    var calendar = environmentCalendar
    calendar.timeZone = timeZone
    let text = DateText(locale: locale, calendar: calendar, timeZone: timeZone)
    let month = calendar.dateInterval(of: .month, for: date)?.start ?? date
    let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
    let selectedDay = calendar.component(.day, from: date)
    let firstWeekday = calendar.component(.weekday, from: month)
    let lead = (firstWeekday - calendar.firstWeekday + 7) % 7
    let symbols = calendar.shortStandaloneWeekdaySymbols
    let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased() }
    let cells = Array(repeating: 0, count: lead) + Array(1...days)
    let rows = (cells.count + 6) / 7
    let cell = ControlMetrics.calendarCellSize
    return VStack(spacing: 0) {
      HStack {
        HStack(spacing: 4) {
          Text(verbatim: text.string(month, template: "MMMMy")).font(.headline).foregroundStyle(Color.primary)
          Image(systemName: "chevron.right").font(.headline).foregroundStyle(TintShapeStyle())
        }
        Spacer()
        HStack(spacing: 28) {
          Image(systemName: "chevron.left")
          Image(systemName: "chevron.right")
        }
        .font(.title3.weight(.medium))
        .foregroundStyle(TintShapeStyle())
      }
      .padding(.horizontal, 8)
      .frame(height: cell)
      HStack(spacing: 0) {
        ForEach(0..<7, id: \.self) { index in
          Text(verbatim: weekdays[index]).font(.footnote.weight(.semibold)).foregroundStyle(Color.tertiaryLabel)
            .frame(maxWidth: .infinity)
        }
      }
      .frame(height: 20)
      ForEach(0..<rows, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(0..<7, id: \.self) { column in
            let index = row * 7 + column
            let day = index < cells.count ? cells[index] : 0
            Group {
              if day == 0 {
                Color.clear
              } else if day == selectedDay {
                Text(verbatim: "\(day)").font(.title3.weight(.semibold)).foregroundStyle(TintShapeStyle())
                  .frame(width: cell - 4, height: cell - 4)
                  .background(TintShapeStyle().opacity(ControlMetrics.calendarSelectionOpacity), in: .circle)
              } else {
                Text(verbatim: "\(day)").font(.title3).foregroundStyle(Color.primary)
              }
            }
            .frame(maxWidth: .infinity)
            .frame(height: cell)
          }
        }
      }
      if components.contains(.hourAndMinute) {
        Divider().padding(.vertical, 8)
        HStack {
          Text("Time")
          Spacer()
          CompactDateChips(date: date, components: .hourAndMinute)
        }
      }
    }
  }
}

/// The wheel style: one wheel per column (the medium date, hour, minute, AM/PM), the
/// selected values on one grey band.
nonisolated struct WheelDatePickerBody: View {
  let date: Date
  let components: DatePickerComponents

  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone

  var body: some View {
    let text = DateText(locale: locale, calendar: calendar, timeZone: timeZone)
    let row = ControlMetrics.wheelRowHeight
    ZStack {
      RoundedRectangle(cornerRadius: ControlMetrics.wheelBandRadius).fill(Color.tertiarySystemFill).frame(height: row)
      HStack(spacing: 16) {
        if components.contains(.date) {
          column { offset in
            text.string(date.addingTimeInterval(Double(offset) * 86400), template: "EEEMMMd")
          }
        }
        if components.contains(.hourAndMinute) {
          column { offset in text.string(date.addingTimeInterval(Double(offset) * 3600), template: "j") }
          column { offset in text.string(date.addingTimeInterval(Double(offset) * 60), template: "mm") }
        }
      }
    }
    .frame(height: ControlMetrics.wheelHeight)
    .clipped()
  }

  func column(_ value: @escaping (Int) -> String) -> some View {
    VStack(spacing: 0) {
      ForEach(-3...3, id: \.self) { offset in
        Text(verbatim: value(offset))
          .font(.system(size: ControlMetrics.wheelFontSize))
          .lineLimit(1)
          .opacity(ControlMetrics.wheelOpacity[abs(offset)])
          .frame(height: ControlMetrics.wheelRowHeight)
      }
    }
  }
}

/// Which look date pickers have.
enum DatePickerStyleKind: Hashable, Sendable { case automatic, compact, graphical, wheel }

/// How date pickers look, as SwiftUI's `DatePickerStyle`; its requirements are not public.
public protocol DatePickerStyle: Sendable {
  var _kind: _DatePickerStyleKind { get }
}

/// Which built-in date picker style a `DatePickerStyle` is.
public struct _DatePickerStyleKind: Hashable, Sendable { let kind: DatePickerStyleKind }

/// The platform default: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: _DatePickerStyleKind { .init(kind: .automatic) }
}
/// The label and the date and time chips.
public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: _DatePickerStyleKind { .init(kind: .compact) }
}
/// The month calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: _DatePickerStyleKind { .init(kind: .graphical) }
}
/// The wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: _DatePickerStyleKind { .init(kind: .wheel) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.automatic }

extension EnvironmentValues {
  var datePickerStyle: DatePickerStyleKind {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of date pickers inside this view.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, style._kind.kind)
  }
}
