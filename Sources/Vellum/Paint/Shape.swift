import Foundation

/// A 2D shape that fills the frame it is given, as in SwiftUI. As a view it fills with the
/// foreground style and takes the proposed size (10 points where none is given).
public protocol Shape: View, Animatable, Sendable {
  nonisolated func path(in rect: CGRect) -> Path
  /// The shape's size for a proposal; by default the proposal, 10 points where unspecified.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  public var body: some View { _ShapeView(shape: self, style: AnyShapeStyle(ForegroundStyle()), outline: nil) }

  /// Fills the shape with a style.
  public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle()) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(style), outline: nil)
  }

  /// Strokes the shape's outline, centred on it. Vellum always antialiases (`antialiased:`,
  /// iOS 17, is accepted).
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(style), outline: StrokeStyle(lineWidth: lineWidth))
  }

  public func stroke<S: ShapeStyle>(_ style: S, style stroke: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<Self>
  {
    _ShapeView(shape: self, style: AnyShapeStyle(style), outline: stroke)
  }

  /// The shape's outline stroked into a shape of its own, as SwiftUI's: drawn as a view, it
  /// is the stroke in the foreground style; `.fill(_:)` paints it in another
  /// (`Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 8).fill(.red)`).
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked with a style into a shape of its own, as SwiftUI's.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

  /// Strokes the outline inset by half the line width, so the stroke stays inside the frame.
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<InsetShape<Self>>
  {
    strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes the outline inset by half the line width with a stroke style.
  public func strokeBorder<S: ShapeStyle>(_ style: S, style stroke: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<InsetShape<Self>>
  {
    let half = stroke.lineWidth.isFinite ? max(stroke.lineWidth, 0) / 2 : 0
    var view = InsetShape(base: self, amount: half).stroke(style, style: stroke)
    view.strokeBorderInset = half
    return view
  }

  public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape<Self>> {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }

  public func strokeBorder(style: StrokeStyle) -> _ShapeView<InsetShape<Self>> {
    strokeBorder(ForegroundStyle(), style: style)
  }

  /// The shape inset by an amount on every side.
  public func inset(by amount: CGFloat) -> InsetShape<Self> { InsetShape(base: self, amount: amount) }
}

/// A shape that can be inset by an amount on every side, as SwiftUI's `InsettableShape`, for
/// a `strokeBorder` that stays inside the frame. Every Vellum shape can be inset (`inset(by:)`
/// on `Shape` insets the frame it is drawn in); the built-in shapes conform, and a custom
/// shape conforms by giving its own `inset(by:)`.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
  /// Strokes the outline inset by half the line width through the shape's own `inset(by:)`,
  /// as SwiftUI's `strokeBorder` does, so a custom shape's inset is the one drawn.
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<InsetShape>
  {
    strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
  }

  public func strokeBorder<S: ShapeStyle>(_ style: S, style stroke: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<InsetShape>
  {
    let half = stroke.lineWidth.isFinite ? max(stroke.lineWidth, 0) / 2 : 0
    var view = inset(by: half).stroke(style, style: stroke)
    view.strokeBorderInset = half
    return view
  }

  public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }

  public func strokeBorder(style: StrokeStyle) -> _ShapeView<InsetShape> {
    strokeBorder(ForegroundStyle(), style: style)
  }
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}
extension ContainerRelativeShape: InsettableShape {}
extension InsetShape: InsettableShape {}

/// A shape inset by an amount on every side.
nonisolated public struct InsetShape<Base: Shape>: Shape {
  let base: Base
  let amount: CGFloat
  public func path(in rect: CGRect) -> Path {
    let amount = amount.isFinite ? amount : 0
    return base.path(in: rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
  }
}

/// The end of an open stroke, as Core Graphics' `CGLineCap` (Linux has no Core Graphics).
public enum CGLineCap: String, Hashable, Sendable {
  case butt, round, square
}

/// The joint between stroke segments, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: String, Hashable, Sendable {
  case miter, round, bevel
}

/// How to stroke an outline, as in SwiftUI.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The style with every length finite and non-negative (dashes of all zeros dropped).
  var sanitized: StrokeStyle {
    var copy = self
    func clean(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : fallback }
    copy.lineWidth = clean(lineWidth, 1)
    copy.miterLimit = clean(miterLimit, 10)
    copy.dash = dash.map { clean($0, 0) }
    if copy.dash.allSatisfy({ $0 == 0 }) { copy.dash = [] }
    copy.dashPhase = dashPhase.isFinite ? dashPhase : 0
    return copy
  }
}

/// A shape drawn with a style: the view `fill` and `stroke` return.
nonisolated public struct _ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  let style: AnyShapeStyle
  let outline: StrokeStyle?
  /// How far `strokeBorder` inset the shape it was called on: fills and strokes chained
  /// after it draw that shape, not the inset one (see `_ShapeChain`).
  var strokeBorderInset: CGFloat = 0

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (shape, style, stroke) = (shape, style, outline)
    return context.leaf { context in
      // A stroked shape filled is drawn as the stroke of its own shape, as before it was
      // stroked: Cairo's stroke, and the node named after that shape.
      let stroked = stroke == nil ? (shape as? any StrokedShapeDrawing)?.strokedBase : nil
      let stroke = stroke ?? stroked?.style
      let node = Node(.type(stroked?.type ?? S.self), ShapeLayout(shape: shape), context: context)
      for problem in (shape as? ShapeChecking)?.problems ?? [] { context.diagnostics.report(problem) }
      let kind = stroked?.kind ?? ShapeKind(shape)
      let strokeStyle = stroke?.sanitized
      if let stroke, stroke != strokeStyle {
        context.diagnostics.report("stroke: invalid style \(stroke) (widths, dashes) replaced by \(strokeStyle!)")
      }
      node.content = strokeStyle.map { .stroke(kind, style: style, stroke: $0) } ?? .fill(kind, style: style)
      if !style.shadows.isEmpty { applyShadowStyles(style.shadows, shape: shape, to: node, context: context) }
      return node
    }
  }
}

/// A shape's outline stroked into a shape of its own, as SwiftUI's `_StrokedShape` (what
/// `stroke(style:)` and `stroke(lineWidth:)` return): its path is the area the stroke covers,
/// so `.fill(_:)` paints the stroke in a style, and it clips or masks as a ring. Vellum draws
/// it filled as the stroke of the shape, as a `stroke(_:style:)` is drawn.
nonisolated public struct _StrokedShape<S: Shape>: Shape {
  public var shape: S
  public var style: StrokeStyle

  public init(shape: S, style: StrokeStyle) {
    self.shape = shape
    self.style = style
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape drawn, when filled, as the stroke of another.
protocol StrokedShapeDrawing {
  var strokedBase: (kind: ShapeKind, type: Any.Type, style: StrokeStyle) { get }
}

extension _StrokedShape: StrokedShapeDrawing {
  var strokedBase: (kind: ShapeKind, type: Any.Type, style: StrokeStyle) { (ShapeKind(shape), S.self, style) }
}

extension _StrokedShape: ShapeChecking {
  var problems: [String] { (shape as? ShapeChecking)?.problems ?? [] }
}

nonisolated struct ShapeLayout<S: Shape>: Layout {
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

  /// A user shape: asked for its path in its own coordinates (origin at zero, as SwiftUI
  /// does), then moved to where it is drawn.
  init<S: Shape>(_ shape: S) {
    name = "\(S.self)"
    path = { rect in shape.path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY) }
  }

  init(name: String, path: @escaping @Sendable (CGRect) -> Path) {
    self.name = name
    self.path = path
  }
  var description: String { name }
}

/// A rectangle that fills its frame.
nonisolated public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`: a widget's
/// or a `.containerShape(_:)`'s corners. Vellum draws it as the rectangle SwiftUI draws where
/// no container gives a shape.
nonisolated public struct ContainerRelativeShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle of the frame's smaller side, centred.
nonisolated public struct Circle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

/// An ellipse that fills its frame.
nonisolated public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The corner curve of rounded shapes: `.continuous` (iOS's squircle, the default) or `.circular`.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// A rectangle with rounded corners, `.continuous` by default as in the current SDK.
nonisolated public struct RoundedRectangle: Shape {
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
nonisolated public struct Capsule: Shape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path {
    roundedRectPath(rect, radius: min(rect.width, rect.height) / 2, style: .circular)
  }
}

nonisolated extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

nonisolated extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}

nonisolated extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

/// Shapes that can be built with bad numbers say what was wrong; Vellum reports it as a
/// diagnostic naming the shape, and draws the shape with the value clamped.
protocol ShapeChecking {
  var problems: [String] { get }
}

func radiusProblem(_ value: CGFloat, _ what: String) -> String? {
  value.isFinite && value >= 0 ? nil : "\(what): invalid radius \(value) treated as 0"
}

extension RoundedRectangle: ShapeChecking {
  var problems: [String] {
    [radiusProblem(cornerSize.width, "RoundedRectangle(cornerRadius:)")].compactMap { $0 }
  }
}

extension UnevenRoundedRectangle: ShapeChecking {
  var problems: [String] {
    let r = cornerRadii
    return [r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing].compactMap {
      radiusProblem($0, "UnevenRoundedRectangle")
    }
  }
}

extension InsetShape: ShapeChecking {
  var problems: [String] {
    ((base as? ShapeChecking)?.problems ?? [])
      + (amount.isFinite ? [] : ["inset(by:)/strokeBorder: non-finite inset \(amount) treated as 0"])
  }
}

extension ShapeLayout: ForwardsAlignmentGuides {}
