import Foundation

/// A 2D shape that fills the frame it is given, as in SwiftUI. As a view it fills with the
/// foreground style and takes the proposed size (10 points where none is given).
public protocol Shape: View, Sendable {
  func path(in rect: CGRect) -> Path
  /// The shape's size for a proposal; by default the proposal, 10 points where unspecified.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  public var body: some View { _ShapeView(shape: self, style: AnyShapeStyle(ForegroundStyle()), stroke: nil) }

  /// Fills the shape with a style.
  public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle()) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(style), stroke: nil)
  }

  /// Strokes the shape's outline, centred on it.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(style), stroke: StrokeStyle(lineWidth: lineWidth))
  }

  public func stroke<S: ShapeStyle>(_ style: S, style stroke: StrokeStyle) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(style), stroke: stroke)
  }

  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: lineWidth) }

  /// Strokes the outline inset by half the line width, so the stroke stays inside the frame.
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape<Self>> {
    InsetShape(base: self, amount: lineWidth / 2).stroke(style, lineWidth: lineWidth)
  }
}

/// A shape inset by an amount on every side.
public struct InsetShape<Base: Shape>: Shape {
  let base: Base
  let amount: CGFloat
  public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
}

/// How to stroke an outline, as in SwiftUI.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var dash: [CGFloat]
  public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
    self.lineWidth = lineWidth
    self.dash = dash
  }
}

/// A shape drawn with a style: the view `fill` and `stroke` return.
public struct _ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  let style: AnyShapeStyle
  let stroke: StrokeStyle?

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (shape, style, stroke) = (shape, style, stroke)
    return context.leaf { context in
      let node = Node("\(S.self)", ShapeLayout(shape: shape), context: context)
      let kind = ShapeKind(name: "\(S.self)", path: { shape.path(in: $0) })
      var strokeStyle = stroke
      if let width = stroke?.lineWidth, !(width.isFinite && width >= 0) {
        context.diagnostics.report("stroke(lineWidth:): invalid width \(width) treated as 1")
        strokeStyle?.lineWidth = 1
      }
      node.content = strokeStyle.map { .stroke(kind, style: style, stroke: $0) } ?? .fill(kind, style: style)
      return node
    }
  }
}

struct ShapeLayout<S: Shape>: Layout {
  let shape: S
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    shape.sizeThatFits(proposal)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A named path builder, for the display list.
struct ShapeKind: CustomStringConvertible, Sendable {
  let name: String
  let path: @Sendable (CGRect) -> Path
  static let rect = ShapeKind(name: "Rectangle", path: { Path($0) })
  var description: String { name }
}

/// A rectangle that fills its frame.
public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle of the frame's smaller side, centred.
public struct Circle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

/// An ellipse that fills its frame.
public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The corner curve of rounded shapes: `.continuous` (iOS's squircle, the default) or `.circular`.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// A rectangle with rounded corners, `.continuous` by default as in the current SDK.
public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let radius = cornerSize.width.isFinite ? max(cornerSize.width, 0) : 0
    return roundedRectPath(rect, radius: radius, style: style)
  }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path {
    roundedRectPath(rect, radius: min(rect.width, rect.height) / 2, style: .circular)
  }
}

extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}
