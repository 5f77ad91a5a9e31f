import Foundation

/// A two-dimensional gradient over a grid of coloured points, as SwiftUI's `MeshGradient`
/// (iOS 18): `width` × `height` vertices, row by row, in unit coordinates of the filled
/// shape's bounds (`[0, 0]` its top leading corner, `[1, 1]` its bottom trailing), a colour at
/// each; as a view it fills the space it is offered.
///
/// SwiftUI joins the vertices with smooth Bézier patches (shaped by a `BezierPoint`'s control
/// points) and, with `smoothsColors`, blends the colours with a cubic curve. Vellum draws each
/// cell of the grid as a patch with straight edges between its four vertices and blends its
/// corner colours bilinearly: colour boundaries follow the same points but bend less, and
/// control points are not used. The background shows where the patches leave the bounds
/// uncovered, as in SwiftUI.
nonisolated public struct MeshGradient: ShapeStyle, View, PrimitiveView {
  /// Where a mesh's vertices are.
  public enum Locations: Hashable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([BezierPoint])
  }

  /// A mesh's colours.
  public enum Colors: Hashable, Sendable {
    case colors([Color])
  }

  /// A vertex with the control points of the Bézier edges that meet at it; Vellum uses the
  /// position only.
  public struct BezierPoint: Hashable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>

    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  public var width: Int
  public var height: Int
  public var locations: Locations
  public var colors: Colors
  public var background: Color
  /// Kept; Vellum always blends bilinearly.
  public var smoothsColors: Bool
  /// Kept; Vellum interpolates in device RGB.
  public var colorSpace: Gradient.ColorSpace

  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public func _paint(in environment: EnvironmentValues) -> Paint {
    let positions: [SIMD2<Float>] =
      switch locations {
      case .points(let points): points
      case .bezierPoints(let points): points.map(\.position)
      }
    let resolved: [RGBA] =
      switch colors {
      case .colors(let colors): colors.map { $0.rgba(in: environment) }
      }
    let count = max(width, 0) * max(height, 0)
    // A mesh whose arrays do not match its size draws its background only, as SwiftUI
    // draws nothing of such a mesh.
    let valid = width >= 2 && height >= 2 && positions.count >= count && resolved.count >= count
    return .meshGradient(
      Paint.Mesh(
        width: valid ? width : 0, height: valid ? height : 0,
        points: valid ? positions.prefix(count).map { UnitPoint(x: Double($0.x), y: Double($0.y)) } : [],
        colors: valid ? Array(resolved.prefix(count)) : [], background: background.rgba(in: environment)))
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { Rectangle().fill(self).makeChildren(context) }
}

extension Gradient {
  /// The colour space a gradient interpolates in, as SwiftUI's `Gradient.ColorSpace`
  /// (iOS 18); Vellum interpolates in device RGB whichever is given.
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    public static let device = ColorSpace(name: "device")
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}

extension Paint {
  /// A resolved mesh: `width` × `height` vertices row by row in unit coordinates of the
  /// bounds, a colour at each, over a background colour.
  public struct Mesh: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var points: [UnitPoint]
    public var colors: [RGBA]
    public var background: RGBA

    var description: String {
      let vertices = zip(points, colors).map { "\(formatNumber($0.x)),\(formatNumber($0.y)):\($1)" }
      return "mesh(\(width)×\(height) \(vertices.joined(separator: " ")) on \(background))"
    }

    func withOpacity(_ factor: Double) -> Mesh {
      Mesh(
        width: width, height: height, points: points, colors: colors.map { $0.withAlpha(factor) },
        background: background.withAlpha(factor))
    }
  }
}
