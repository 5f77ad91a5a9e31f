import CCairo
import Foundation
import Vellum

/// Draws a `DisplayList` onto a Cairo context whose user space is in points.
struct CairoPainter {
  let cairo: OpaquePointer
  let text: PangoTextEngine

  func addPath(_ path: Path) {
    cairo_new_path(cairo)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
      case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .closeSubpath: cairo_close_path(cairo)
      }
    }
  }

  /// Sets the source to a paint; returns a pattern to destroy after use, if one was made.
  func setSource(_ paint: Paint, bounds: CGRect) -> OpaquePointer? {
    switch paint {
    case .color(let c):
      cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
      return nil
    case .linearGradient(let stops, let start, let end):
      let pattern = cairo_pattern_create_linear(
        Double(bounds.minX + start.x * bounds.width), Double(bounds.minY + start.y * bounds.height),
        Double(bounds.minX + end.x * bounds.width), Double(bounds.minY + end.y * bounds.height))
      for stop in stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
      }
      cairo_set_source(cairo, pattern)
      return pattern
    }
  }

  func draw(_ list: DisplayList) {
    var opacities: [Double] = []
    for item in list.items {
      switch item {
      case .fill(let path, let paint, let bounds):
        addPath(path)
        let pattern = setSource(paint, bounds: bounds)
        cairo_fill(cairo)
        if let pattern { cairo_pattern_destroy(pattern) }
      case .stroke(let path, let paint, let style, let bounds):
        addPath(path)
        let pattern = setSource(paint, bounds: bounds)
        cairo_set_line_width(cairo, Double(style.lineWidth))
        let dashes = style.dash.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), 0)
        cairo_stroke(cairo)
        if let pattern { cairo_pattern_destroy(pattern) }
      case .text(let run, let paint, let frame):
        let pattern = setSource(paint, bounds: frame)
        text.draw(run, in: frame, on: cairo)
        if let pattern { cairo_pattern_destroy(pattern) }
      case .pushClip(let path):
        cairo_save(cairo)
        addPath(path)
        cairo_clip(cairo)
      case .popClip:
        cairo_restore(cairo)
      case .pushOpacity(let value):
        opacities.append(value)
        cairo_push_group(cairo)
      case .popOpacity:
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, opacities.popLast() ?? 1)
      }
    }
  }
}
