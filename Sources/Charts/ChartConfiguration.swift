import Foundation
import Vellum

/// What the chart modifiers set, read by every `Chart` inside the modified view, as Swift
/// Charts' modifiers do (they apply to charts anywhere under them).
struct ChartConfiguration {
  struct AxisConfiguration {
    var visibility = Visibility.automatic
    /// nil for the default marks.
    var marks: [AxisMarksSpec]?
    var domain: ScaleDomain?
    var includesZero = true
    var reversed = false
    var modifyDomain: (([PlotValue]) -> [PlotValue])?
    var label: String?
  }
  var x = AxisConfiguration()
  var y = AxisConfiguration()
  var legendVisibility = Visibility.automatic
  var legendPosition = AnnotationPosition.automatic
  /// The colours `chartForegroundStyleScale` gives named series, in order.
  var styleScale: [(String, AnyShapeStyle)] = []
  var styleRange: [AnyShapeStyle] = []
  var styleMapping: ((PlotValue) -> AnyShapeStyle?)?
  var symbolScale: [(String, BasicChartSymbolShape)] = []
}

/// A domain set by `chartXScale(domain:)` or `chartYScale(domain:)`.
enum ScaleDomain {
  case continuous(lower: PlotValue, upper: PlotValue)
  case categories([String])

  /// Categories in the order given, or the range numbers or dates span.
  init(_ values: [PlotValue]) {
    let numbers = values.compactMap(\.continuous)
    if numbers.count == values.count, let low = numbers.min(), let high = numbers.max(), let first = values.first {
      self =
        first.isDate
        ? .continuous(
          lower: .date(Date(timeIntervalSinceReferenceDate: low)),
          upper: .date(Date(timeIntervalSinceReferenceDate: high)))
        : .continuous(lower: .number(low), upper: .number(high))
    } else {
      self = .categories(values.map(\.name))
    }
  }
}

struct ChartConfigurationKey: EnvironmentKey {
  static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
  var chartConfiguration: ChartConfiguration {
    get { self[ChartConfigurationKey.self] }
    set { self[ChartConfigurationKey.self] = newValue }
  }
}
