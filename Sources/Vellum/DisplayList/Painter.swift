import Foundation

/// Walks the placed tree and emits display items with edges rounded to the pixel grid:
/// `x' = round(x)`, `w' = round(x + w) − round(x)`, so neighbours never gap or overlap.
struct Painter {
  let scale: CGFloat
  let diagnostics: Diagnostics

  /// A path with a NaN or infinite point is not drawn; the view that made it is named.
  func checked(_ path: Path, _ what: String) -> Path? {
    if path.isFinite { return path }
    diagnostics.report("\(what): path with non-finite points not drawn")
    return nil
  }

  func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }

  func snapped(_ rect: CGRect) -> CGRect {
    let x = snap(rect.minX)
    let y = snap(rect.minY)
    return CGRect(x: x, y: y, width: snap(rect.maxX) - x, height: snap(rect.maxY) - y)
  }

  func paint(_ node: Node, origin: CGPoint, into list: inout DisplayList) {
    let exact = node.frame.offsetBy(dx: origin.x, dy: origin.y)
    let frame = snapped(exact)
    if node.excluded { return }
    if node.effects.contains(where: { if case .hidden = $0 { true } else { false } }) { return }
    var pops: [DisplayList.Item] = []
    var masked = false
    for effect in node.effects {
      switch effect {
      case .opacity(let value):
        list.items.append(.pushOpacity(value))
        pops.append(.popOpacity)
      case .clip(let shape):
        // A clip whose path is broken clips everything away, as an empty shape would.
        list.items.append(.pushClip(checked(shape.path(frame), "clipShape(\(shape.name))") ?? Path()))
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
      case .transform(let anchor, let transform):
        list.items.append(.pushTransform(transform.about(anchor, in: frame)))
        pops.append(.popTransform)
      case .sizedTransform(let make):
        list.items.append(.pushTransform(make(frame.size).about(.topLeading, in: frame)))
        pops.append(.popTransform)
      case .colorMatrix(let matrix):
        list.items.append(.pushColorMatrix(matrix))
        pops.append(.popColorMatrix)
      case .blend(let mode):
        list.items.append(.pushBlend(mode))
        pops.append(.popBlend)
      }
    }
    if let content = node.content {
      let environment = node.environment
      switch content {
      case .fill(let shape, let style):
        if let path = checked(shape.path(frame), shape.name) {
          list.items.append(.fill(path, style._paint(in: environment), bounds: frame))
        }
      case .stroke(let shape, let style, let stroke):
        if let path = checked(shape.path(frame), shape.name) {
          list.items.append(.stroke(path, style._paint(in: environment), stroke, bounds: frame))
        }
      case .text(let run, let style):
        // Text keeps its exact layout width so rounding never re-wraps or truncates it.
        let textFrame = CGRect(
          x: frame.minX, y: frame.minY, width: exact.width, height: max(exact.height, frame.height))
        list.items.append(.text(run, style._paint(in: environment), frame: textFrame))
      case .symbol(var glyph, let style, let fillsFrame):
        if fillsFrame {
          // A resizable symbol's ink, without its layout box's margins, is scaled to fit the
          // frame (criticalmaps' 30 pt location buttons, iOS 18.2: ink about 29 pt).
          if let ink = glyph.inkSize, ink.width > 0, ink.height > 0 {
            let factor = min(frame.width / ink.width, frame.height / ink.height)
            glyph.inkSize = CGSize(width: ink.width * factor, height: ink.height * factor)
          } else {
            glyph.inkLimit = frame.size
          }
          glyph.pointSize = min(frame.width, frame.height)
        }
        list.items.append(.symbol(glyph, style._paint(in: environment), frame: frame))
      case .image(let drawing, let style):
        list.items.append(.image(drawing, drawing.template ? style._paint(in: environment) : nil, frame: frame))
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
