import Foundation
import Vellum

/// A chart, as Swift Charts' `Chart`: marks drawn over axes, with a legend of the series
/// of `foregroundStyle(by:)` under it, all in the chart's frame.
///
/// Like Swift Charts' chart it takes the space it is offered (give it a `frame(height:)`).
/// Vellum draws it into a `Canvas`: axes, gridlines and marks as paths, labels as text, and
/// annotations and label views of the app's own as the canvas's symbols. It is a still
/// image: selection, scrolling and the chart proxy of `chartOverlay` do nothing.
nonisolated public struct Chart<Content: ChartContent>: View {
  let content: Content
  @Environment(\.chartConfiguration) private var configuration

  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

  @MainActor public var body: some View {
    let plan = ChartPlan(marks: content.marks, configuration: configuration)
    Canvas { context, size in
      ChartRenderer(plan: plan).draw(in: &context, size: size)
    } symbols: {
      ForEach(0..<plan.views.count, id: \.self) { index in plan.views[index].tag(index) }
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
