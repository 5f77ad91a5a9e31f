import Foundation
import Vellum

/// A value with the label of what it measures, as Swift Charts' `PlottableValue`: what a
/// mark places on an axis (`.value("Month", item.month)`). The label names the axis for
/// accessibility in Swift Charts; Vellum draws nothing of it.
public struct PlottableValue<Value: Plottable> {
  let label: String
  let value: PlotValue
  /// The interval a date stands for (`unit: .day`: that whole day), plotted as a band.
  var interval: (start: Date, end: Date)?

  public static func value(_ label: LocalizedStringKey, _ value: Value) -> Self {
    Self(label: "", value: PlotValue(value))
  }

  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> Self {
    Self(label: String(label), value: PlotValue(value))
  }

  public static func value(_ label: Text, _ value: Value) -> Self {
    Self(label: "", value: PlotValue(value))
  }
}

extension PlottableValue where Value == Date {
  /// A date standing for the whole `unit` it falls in (a day, a month): bars span that
  /// interval and points sit at its middle, as in Swift Charts.
  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> Self {
    var plotted = Self(label: "", value: .date(value))
    plotted.interval = Self.interval(of: value, unit: unit, calendar: calendar)
    return plotted
  }

  @_disfavoredOverload
  public static func value<S: StringProtocol>(
    _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> Self {
    var plotted = Self(label: String(label), value: .date(value))
    plotted.interval = Self.interval(of: value, unit: unit, calendar: calendar)
    return plotted
  }

  static func interval(of date: Date, unit: Calendar.Component, calendar: Calendar) -> (start: Date, end: Date)? {
    guard let range = calendar.dateInterval(of: unit, for: date) else { return nil }
    return (range.start, range.end)
  }
}
