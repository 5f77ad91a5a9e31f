import Foundation
import Vellum

/// A chart, as Swift Charts' `Chart`: marks drawn over axes, with a legend of the series
/// of `foregroundStyle(by:)` under it.
///
/// Like Swift Charts' chart it takes the space it is offered (give it a `frame(height:)`).
/// Vellum draws it into a `Canvas`: axes, gridlines and marks as paths, labels as text, and
/// annotations and label views of the app's own as the canvas's symbols. It is a still
/// image: selection, scrolling and the chart proxy of `chartOverlay` do nothing.
public struct Chart<Content: ChartContent>: View {
  let content: Content
  @Environment(\.chartConfiguration) private var configuration

  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    let plan = ChartPlan(marks: content.marks, configuration: configuration)
    let legend = plan.legend
    let legendOnTop = configuration.legendPosition == .top
    VStack(alignment: .leading, spacing: 8) {
      if legendOnTop && !legend.isEmpty { ChartLegend(entries: legend) }
      Canvas { context, size in
        ChartRenderer(plan: plan).draw(in: &context, size: size)
      } symbols: {
        ForEach(0..<plan.views.count, id: \.self) { index in plan.views[index].tag(index) }
      }
      if !legendOnTop && !legend.isEmpty { ChartLegend(entries: legend) }
    }
  }
}

extension Chart {
  /// A chart of the marks `content` makes for each element of identifiable `data`.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }

  /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }
}

/// The legend of a chart's series, as Swift Charts draws it by default: under the plot,
/// from the leading edge, a small circle (or the series' symbol) in the series' colour and
/// its name in caption2, secondary.
struct ChartLegend: View {
  let entries: [ChartPlan.Series]

  var body: some View {
    HStack(spacing: 12) {
      ForEach(0..<entries.count, id: \.self) { index in
        HStack(spacing: 4) {
          LegendSymbol(symbol: entries[index].symbol ?? .circle)
            .fill(entries[index].style)
            .frame(width: 8, height: 8)
          Text(entries[index].name)
            .font(.caption2)
            .foregroundColor(.secondary)
            .lineLimit(1)
        }
      }
    }
  }
}

/// A series' symbol as a shape, for the legend.
struct LegendSymbol: Shape {
  let symbol: BasicChartSymbolShape
  func path(in rect: CGRect) -> Path {
    symbol.path(at: CGPoint(x: rect.midX, y: rect.midY), size: min(rect.width, rect.height))
  }
}
