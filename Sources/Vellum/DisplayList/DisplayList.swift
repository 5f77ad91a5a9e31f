import Foundation

/// Backend-neutral drawing operations in absolute canvas points, in painting order.
///
/// Its `description` is a stable text form with fixed precision, the cheapest snapshot a
/// test can take of what will be drawn.
public struct DisplayList: CustomStringConvertible {
  public enum Item {
    /// Fills a path; gradients are relative to `bounds`.
    case fill(Path, Paint, bounds: CGRect)
    case stroke(Path, Paint, StrokeStyle, bounds: CGRect)
    /// Draws text laid out in `frame` (its width is the wrapping width).
    case text(TextRun, Paint, frame: CGRect)
    /// Draws an icon-font glyph centred in `frame`.
    case symbol(SymbolGlyph, Paint, frame: CGRect)
    /// Draws, beneath what follows until the matching pop, its blurred shadow.
    case pushShadow(Shadow)
    case popShadow
    /// Draws what follows, until the matching pop, blurred with a Gaussian of σ points.
    case pushBlur(CGFloat)
    case popBlur
    /// Draws what follows, until `applyMask`, into a group; what follows that, until
    /// `popMask`, is the mask whose alpha the group is drawn through.
    case pushMask
    case applyMask
    case popMask
    case pushClip(Path)
    case popClip
    /// Draws what follows, until the matching pop, into a group composited with `opacity`.
    case pushOpacity(Double)
    case popOpacity
  }

  public var size: CGSize
  public var items: [Item] = []

  public var description: String {
    func rect(_ r: CGRect) -> String {
      "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width))×\(formatNumber(r.height)))"
    }
    var lines = ["canvas \(formatNumber(size.width))×\(formatNumber(size.height))"]
    var depth = 0
    for item in items {
      if case .popClip = item { depth -= 1 }
      if case .popOpacity = item { depth -= 1 }
      if case .popShadow = item { depth -= 1 }
      if case .popBlur = item { depth -= 1 }
      if case .popMask = item { depth -= 1 }
      if case .applyMask = item { depth -= 1 }
      let indent = String(repeating: "  ", count: max(depth, 0))
      switch item {
      case .fill(let path, let paint, let bounds): lines.append(indent + "fill \(rect(bounds)) \(paint) \(path)")
      case .stroke(let path, let paint, let style, let bounds):
        var stroke = formatNumber(style.lineWidth)
        if style.lineCap != .butt { stroke += " cap:\(style.lineCap)" }
        if style.lineJoin != .miter { stroke += " join:\(style.lineJoin)" }
        if !style.dash.isEmpty { stroke += " dash:" + style.dash.map(formatNumber).joined(separator: ",") }
        lines.append(indent + "stroke \(rect(bounds)) \(stroke) \(paint) \(path)")
      case .text(let run, let paint, let frame):
        lines.append(indent + "text \(rect(frame)) \(run.font) \(paint) \(run.string.debugDescription)")
      case .symbol(let glyph, let paint, let frame):
        lines.append(
          indent
            + "symbol \(rect(frame)) \(paint) \(glyph.name) U+\(String(glyph.codepoint, radix: 16, uppercase: true))")
      case .pushShadow(let shadow):
        lines.append(indent + "shadow \(shadow)")
        depth += 1
      case .popShadow: lines.append(indent + "end shadow")
      case .pushBlur(let radius):
        lines.append(indent + "blur σ\(formatNumber(radius))")
        depth += 1
      case .popBlur: lines.append(indent + "end blur")
      case .pushMask:
        lines.append(indent + "masked")
        depth += 1
      case .applyMask:
        lines.append(indent + "through mask")
        depth += 1
      case .popMask: lines.append(indent + "end mask")
      case .pushClip(let path):
        lines.append(indent + "clip \(path)")
        depth += 1
      case .popClip: lines.append(indent + "end clip")
      case .pushOpacity(let value):
        lines.append(indent + "opacity \(formatNumber(value))")
        depth += 1
      case .popOpacity: lines.append(indent + "end opacity")
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// Renders a view to a display list: resolve, lay out, round to the pixel grid, paint.
public struct Renderer {
  public let displayList: DisplayList
  public let diagnostics: [String]

  /// Renders `view` in a canvas of `size` points (nil dimensions: the view's ideal size),
  /// laid out inside `safeArea` insets when the canvas is a device screen.
  public init<V: View>(
    _ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = .init(), safeArea: EdgeInsets = EdgeInsets()
  ) {
    let host = Host(view, proposal: proposal, environment: environment, safeArea: safeArea)
    var list = DisplayList(size: host.canvas)
    Painter(scale: max(host.root.environment.displayScale, 1)).paint(host.root, origin: .zero, into: &list)
    displayList = list
    diagnostics = host.diagnostics.messages
  }
}

/// Walks the placed tree and emits display items with edges rounded to the pixel grid:
/// `x' = round(x)`, `w' = round(x + w) − round(x)`, so neighbours never gap or overlap.
struct Painter {
  let scale: CGFloat

  func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }

  func snapped(_ rect: CGRect) -> CGRect {
    let x = snap(rect.minX)
    let y = snap(rect.minY)
    return CGRect(x: x, y: y, width: snap(rect.maxX) - x, height: snap(rect.maxY) - y)
  }

  func paint(_ node: Node, origin: CGPoint, into list: inout DisplayList) {
    let exact = node.frame.offsetBy(dx: origin.x, dy: origin.y)
    let frame = snapped(exact)
    if node.effects.contains(where: { if case .hidden = $0 { true } else { false } }) { return }
    var pops: [DisplayList.Item] = []
    var masked = false
    for effect in node.effects {
      switch effect {
      case .opacity(let value):
        list.items.append(.pushOpacity(value))
        pops.append(.popOpacity)
      case .clip(let shape):
        list.items.append(.pushClip(shape.path(frame)))
        pops.append(.popClip)
      case .shadow(let shadow):
        list.items.append(.pushShadow(shadow))
        pops.append(.popShadow)
      case .blur(let radius):
        list.items.append(.pushBlur(radius))
        pops.append(.popBlur)
      case .mask:
        masked = true
      case .hidden:
        break
      }
    }
    if let content = node.content {
      let environment = node.environment
      switch content {
      case .fill(let shape, let style):
        list.items.append(.fill(shape.path(frame), style._paint(in: environment), bounds: frame))
      case .stroke(let shape, let style, let stroke):
        list.items.append(.stroke(shape.path(frame), style._paint(in: environment), stroke, bounds: frame))
      case .text(let run, let style):
        // Text keeps its exact layout width so rounding never re-wraps or truncates it.
        let textFrame = CGRect(
          x: frame.minX, y: frame.minY, width: exact.width, height: max(exact.height, frame.height))
        list.items.append(.text(run, style._paint(in: environment), frame: textFrame))
      case .symbol(let glyph, let style):
        list.items.append(.symbol(glyph, style._paint(in: environment), frame: frame))
      }
    }
    if masked, let mask = node.children.last {
      list.items.append(.pushMask)
      for child in node.children.dropLast() { paint(child, origin: exact.origin, into: &list) }
      list.items.append(.applyMask)
      paint(mask, origin: exact.origin, into: &list)
      list.items.append(.popMask)
    } else {
      for child in node.children { paint(child, origin: exact.origin, into: &list) }
    }
    list.items.append(contentsOf: pops.reversed())
  }
}
