import CCairo
import Foundation
import Vellum

/// Cairo patterns for Vellum's gradient paints, placed in a shape's bounds.
enum GradientPattern {
  static func addStops(_ pattern: OpaquePointer, _ stops: [Paint.GradientStop]) {
    for stop in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
    }
  }

  static func point(_ unit: UnitPoint, in bounds: CGRect) -> (Double, Double) {
    (Double(bounds.minX + unit.x * bounds.width), Double(bounds.minY + unit.y * bounds.height))
  }

  static func linear(_ stops: [Paint.GradientStop], _ start: UnitPoint, _ end: UnitPoint, _ bounds: CGRect)
    -> OpaquePointer
  {
    let (x0, y0) = point(start, in: bounds)
    let (x1, y1) = point(end, in: bounds)
    let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)!
    addStops(pattern, stops)
    return pattern
  }

  static func radial(_ stops: [Paint.GradientStop], _ center: UnitPoint, _ r0: Double, _ r1: Double, _ bounds: CGRect)
    -> OpaquePointer
  {
    let (cx, cy) = point(center, in: bounds)
    let pattern = cairo_pattern_create_radial(cx, cy, r0, cx, cy, r1)!
    addStops(pattern, stops)
    return pattern
  }

  /// A unit-circle radial gradient mapped onto the bounds' ellipse by the pattern matrix.
  static func elliptical(
    _ stops: [Paint.GradientStop], _ center: UnitPoint, _ f0: Double, _ f1: Double, _ bounds: CGRect
  ) -> OpaquePointer {
    let pattern = cairo_pattern_create_radial(0, 0, f0, 0, 0, f1)!
    addStops(pattern, stops)
    let (cx, cy) = point(center, in: bounds)
    var matrix = cairo_matrix_t()
    // Pattern space = (user − centre) / size.
    cairo_matrix_init_scale(&matrix, 1 / max(Double(bounds.width), 1e-6), 1 / max(Double(bounds.height), 1e-6))
    cairo_matrix_translate(&matrix, -cx, -cy)
    cairo_pattern_set_matrix(pattern, &matrix)
    return pattern
  }

  /// A `MeshGradient`: the background as one patch over the bounds, then each cell of the
  /// grid as a patch with straight edges and its four vertices' colours (Cairo paints later
  /// patches over earlier ones and blends a patch's corner colours bilinearly).
  static func mesh(_ mesh: Paint.Mesh, _ bounds: CGRect) -> OpaquePointer {
    let pattern = cairo_pattern_create_mesh()!
    func patch(_ corners: [((Double, Double), RGBA)]) {
      cairo_mesh_pattern_begin_patch(pattern)
      for (index, corner) in corners.enumerated() {
        if index == 0 {
          cairo_mesh_pattern_move_to(pattern, corner.0.0, corner.0.1)
        } else {
          cairo_mesh_pattern_line_to(pattern, corner.0.0, corner.0.1)
        }
      }
      for (index, corner) in corners.enumerated() {
        let c = corner.1
        cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), c.red, c.green, c.blue, c.alpha)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    if mesh.background.alpha > 0 {
      let corners = [UnitPoint.topLeading, .topTrailing, .bottomTrailing, .bottomLeading]
      patch(corners.map { (point($0, in: bounds), mesh.background) })
    }
    if mesh.width >= 2, mesh.height >= 2 {
      for row in 0..<(mesh.height - 1) {
        for column in 0..<(mesh.width - 1) {
          let indices = [
            row * mesh.width + column, row * mesh.width + column + 1, (row + 1) * mesh.width + column + 1,
            (row + 1) * mesh.width + column,
          ]
          patch(indices.map { (point(mesh.points[$0], in: bounds), mesh.colors[$0]) })
        }
      }
    }
    return pattern
  }

  /// A conic gradient as a mesh of thin wedges around the centre, each shaded from the
  /// colour at its first angle to the colour at its second.
  static func angular(
    _ stops: [Paint.GradientStop], _ center: UnitPoint, _ start: Double, _ end: Double, _ bounds: CGRect
  ) -> OpaquePointer {
    let (cx, cy) = point(center, in: bounds)
    let corners = [
      (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY),
    ]
    let radius = corners.map { hypot(Double($0.0) - cx, Double($0.1) - cy) }.max()! + 1
    let pattern = cairo_pattern_create_mesh()!
    let wedges = 180
    let span = end - start
    for index in 0..<wedges {
      let a0 = start + 2 * .pi * Double(index) / Double(wedges)
      let a1 = start + 2 * .pi * Double(index + 1) / Double(wedges)
      let c0 = color(stops, at: (a0 - start) / span)
      let c1 = color(stops, at: (a1 - start) / span)
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, cx, cy)
      cairo_mesh_pattern_line_to(pattern, cx + radius * cos(a0), cy + radius * sin(a0))
      cairo_mesh_pattern_line_to(pattern, cx + radius * cos(a1), cy + radius * sin(a1))
      cairo_mesh_pattern_line_to(pattern, cx, cy)
      for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    return pattern
  }

  /// The gradient's colour at `t` (0…1, clamped), interpolating between stops.
  static func color(_ stops: [Paint.GradientStop], at t: Double) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
    let t = min(max(t, 0), 1)
    if t <= first.location { return first.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
      let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
      return RGBA(
        mix(a.color.red, b.color.red), mix(a.color.green, b.color.green), mix(a.color.blue, b.color.blue),
        mix(a.color.alpha, b.color.alpha))
    }
    return last.color
  }
}
