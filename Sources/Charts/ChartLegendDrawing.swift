import Foundation
import Vellum

extension ChartRenderer {
  static let legendSpacing: CGFloat = 8
  static let legendSymbolSize: CGFloat = 8

  /// Draws the legend as Swift Charts draws it by default: from the leading edge, for each
  /// series a small circle (or its symbol) in its colour and its name in caption2,
  /// secondary, in rows as wide as the chart; at the top when `top` is given, else ending at
  /// `bottom`. Returns the legend's height.
  func drawLegend(
    _ entries: [ChartPlan.Series], _ context: GraphicsContext, width: CGFloat, at top: CGFloat?, bottom: CGFloat
  )
    -> CGFloat
  {
    let texts = entries.map { Text($0.name).font(Self.labelFont).foregroundColor(.secondary) }
    let sizes = texts.map { context.resolve($0).measure(in: CGSize(width: width, height: 1000)) }
    let rowHeight = max(sizes.map(\.height).max() ?? 0, Self.legendSymbolSize)
    // Items flow left to right and wrap.
    var places: [CGPoint] = []
    var x: CGFloat = 0
    var row = 0
    for size in sizes {
      let itemWidth = Self.legendSymbolSize + 4 + size.width
      if x > 0 && x + itemWidth > width {
        x = 0
        row += 1
      }
      places.append(CGPoint(x: x, y: CGFloat(row) * rowHeight))
      x += itemWidth + 12
    }
    let height = CGFloat(row + 1) * rowHeight
    let origin = top ?? (bottom - height)
    for (index, entry) in entries.enumerated() {
      let place = places[index]
      let middle = origin + place.y + rowHeight / 2
      let symbol = (entry.symbol ?? .circle).path(
        at: CGPoint(x: place.x + Self.legendSymbolSize / 2, y: middle), size: Self.legendSymbolSize)
      context.fill(symbol, with: .style(entry.style))
      context.draw(
        texts[index], at: CGPoint(x: place.x + Self.legendSymbolSize + 4, y: middle), anchor: .leading)
    }
    return height
  }
}
