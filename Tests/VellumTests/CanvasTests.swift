import Foundation
import Testing
import Vellum

/// `Canvas`/`GraphicsContext` (operations in order, with state: transforms, opacity, clip,
/// layers, blend modes, symbols, text), `.blendMode` on views, `.drawingGroup`, and shape
/// styles with drop and inner shadows, checked on the display list.
@Suite struct CanvasTests {
  func list<V: View>(_ view: V, _ size: CGSize = CGSize(width: 200, height: 100)) -> (String, [String]) {
    let renderer = Renderer(view, proposal: ProposedViewSize(size))
    return (renderer.displayList.description, renderer.diagnostics)
  }

  @Test func operationsAreDrawnInOrderInTheCanvasFrame() {
    let canvas = Canvas { context, size in
      context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 10)), with: .color(.red))
      context.stroke(Path(CGRect(x: 5, y: 20, width: 30, height: 30)), with: .color(.blue), lineWidth: 2)
      context.draw(Text("Label"), at: CGPoint(x: 0, y: 60), anchor: .topLeading)
    }
    .frame(width: 120, height: 80)
    let (text, diagnostics) = list(canvas)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let lines = text.split(separator: "\n").map(String.init)
    let fill = lines.firstIndex { $0.hasPrefix("fill (40, 10, 120×80)") }
    let stroke = lines.firstIndex { $0.hasPrefix("stroke (40, 10, 120×80) 2") }
    let label = lines.firstIndex { $0.contains("text (40, 70,") && $0.contains("\"Label\"") }
    #expect(fill != nil && stroke != nil && label != nil, "\(text)")
    if let fill, let stroke, let label { #expect(fill < stroke && stroke < label) }
    // The fill path is the canvas-space rect moved to the canvas's origin (40, 10).
    #expect(lines[fill ?? 0].contains("M40,10"), "\(lines[fill ?? 0])")
  }

  @Test func stateTravelsWithEachOperation() {
    let canvas = Canvas { context, size in
      var copy = context
      copy.translateBy(x: 10, y: 5)
      copy.opacity = 0.5
      copy.blendMode = .multiply
      copy.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
      context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
      context.drawLayer { layer in
        layer.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
      }
    }
    .frame(width: 100, height: 100)
    let (text, _) = list(canvas, CGSize(width: 100, height: 100))
    #expect(text.contains("opacity 0.5"), "\(text)")
    #expect(text.contains("blend multiply"), "\(text)")
    #expect(text.contains("transform"), "\(text)")
    // The untouched context's later drawing has none of the copy's state, only the clip.
    let afterCopy = text.components(separatedBy: "end opacity").last ?? ""
    #expect(afterCopy.contains("clip") && !afterCopy.contains("blend"), "\(afterCopy)")
  }

  @Test func symbolsAreDrawnByTagAndUnknownTagsAreNil() {
    let found = Received()
    let canvas = Canvas { context, _ in
      found.values.append(context.resolveSymbol(id: 1) != nil)
      found.values.append(context.resolveSymbol(id: 2) != nil)
      if let symbol = context.resolveSymbol(id: 1) {
        context.draw(symbol, in: CGRect(x: 0, y: 0, width: 30, height: 20))
      }
    } symbols: {
      Color.purple.tag(1)
    }
    .frame(width: 60, height: 40)
    let (text, _) = list(canvas, CGSize(width: 60, height: 40))
    #expect(found.values == [true, false])
    #expect(text.contains("fill (0, 0, 30×20)"), "\(text)")
  }

  final class Received { var values: [Bool] = [] }

  @Test func blendModesDrawingGroupAndCompositingGroup() {
    let view = ZStack {
      Color.yellow
      Color.pink.blendMode(.screen)
    }
    .compositingGroup()
    .drawingGroup()
    .frame(width: 40, height: 40)
    let (text, _) = list(view, CGSize(width: 40, height: 40))
    #expect(text.contains("blend screen"), "\(text)")
    #expect(text.contains("end blend"))
  }

  @Test func shapeStylesCastDropAndInnerShadows() {
    let (drop, _) = list(Circle().fill(Color.red.shadow(.drop(radius: 3, y: 2))).frame(width: 20, height: 20))
    #expect(drop.contains("shadow"), "\(drop)")
    let (inner, _) = list(
      Rectangle().fill(Color.blue.shadow(.inner(radius: 4, x: 1, y: 2))).frame(width: 20, height: 20))
    // The fill, then the inner shadow: clipped to the shape, inverted alpha, blurred.
    let lines = inner.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let fill = lines.firstIndex { $0.hasPrefix("fill") }
    let clip = lines.firstIndex { $0.hasPrefix("clip") }
    let matrix = lines.firstIndex { $0.hasPrefix("color matrix") }
    let blur = lines.firstIndex { $0.hasPrefix("blur σ4") }
    #expect(fill != nil && clip != nil && matrix != nil && blur != nil, "\(inner)")
    if let fill, let clip, let matrix, let blur { #expect(fill < clip && clip < matrix && matrix < blur) }
    #expect(!inner.contains("shadow ("), "an inner shadow is not a drop shadow: \(inner)")
  }
}
