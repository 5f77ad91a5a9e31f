import Foundation

/// The drawing context a `Canvas` hands its renderer, as SwiftUI's `GraphicsContext`.
///
/// It is a value: copies (and `drawLayer`'s context) carry their own transform, opacity,
/// blend mode, clip and filters. Each drawing operation is recorded with that state and drawn
/// after layout, in order, through Vellum's display list.
public struct GraphicsContext {
  public typealias BlendMode = Vellum.BlendMode

  final class Recorder {
    var operations: [Operation] = []
  }

  /// What a context applies to everything drawn through it.
  struct State {
    var transform = CGAffineTransform.identity
    var opacity: Double = 1
    var blendMode = BlendMode.normal
    /// Clip paths in the canvas's coordinates.
    var clips: [Path] = []
    var filters: [Filter] = []
  }

  enum Drawing {
    case fill(Path, Shading, FillStyle)
    case stroke(Path, Shading, StrokeStyle)
    /// A view (text, image, symbol) at a point and anchor of its ideal size, or in a rect.
    case view(AnyView, at: CGPoint, anchor: UnitPoint, in: CGRect?)
    case symbol(Child, at: CGPoint, anchor: UnitPoint, in: CGRect?)
    /// A `TextRenderer`'s text, all but one line, run or slice drawn invisible.
    case text(TextRun, AnyShapeStyle)
    case layer([Operation])
  }

  struct Operation {
    var drawing: Drawing
    var state: State
  }

  let recorder: Recorder
  var state = State()
  let measure: (Drawing, ProposedViewSize) -> CGSize
  let symbols: [AnyHashable: Child]
  let report: (String) -> Void

  /// The environment of the canvas.
  public var environment: EnvironmentValues

  init(
    environment: EnvironmentValues, symbols: [AnyHashable: Child], report: @escaping (String) -> Void,
    measure: @escaping (Drawing, ProposedViewSize) -> CGSize
  ) {
    self.recorder = Recorder()
    self.report = report
    self.environment = environment
    self.symbols = symbols
    self.measure = measure
  }

  /// The current transform from user space to the canvas.
  public var transform: CGAffineTransform {
    get { state.transform }
    set { state.transform = newValue }
  }

  /// The opacity drawing is composited with (multiplied into a layer's).
  public var opacity: Double {
    get { state.opacity }
    set { state.opacity = newValue.isFinite ? min(max(newValue, 0), 1) : 1 }
  }

  /// The blend mode drawing is composited with.
  public var blendMode: BlendMode {
    get { state.blendMode }
    set { state.blendMode = newValue }
  }

  /// The bounding rectangle of the clip, in user space; the whole canvas when unclipped
  /// (reported as an infinite rect, as SwiftUI's `.infinite` bounds).
  public var clipBoundingRect: CGRect {
    guard let last = state.clips.last else { return .infinite }
    return last.boundingRect.applying(state.transform.inverted())
  }

  func record(_ drawing: Drawing) { recorder.operations.append(Operation(drawing: drawing, state: state)) }

  // MARK: Transforms

  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
  }

  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform)
  }

  public mutating func rotate(by angle: Angle) {
    state.transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(state.transform)
  }

  public mutating func concatenate(_ matrix: CGAffineTransform) {
    state.transform = matrix.concatenating(state.transform)
  }

  // MARK: Clipping

  /// Options for `clip(to:style:options:)`.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keeps what is outside the path; Vellum reports it and leaves drawing unclipped.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// Intersects the clip with a path in user space.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    if options.contains(.inverse) {
      report("GraphicsContext.clip(options: .inverse): not supported; drawing left unclipped")
      return
    }
    state.clips.append(path.applying(state.transform))
  }

  // MARK: Shapes

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(.fill(path, shading, style))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record(.stroke(path, shading, style))
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    record(.stroke(path, shading, StrokeStyle(lineWidth: lineWidth)))
  }

  // MARK: Text, images and symbols

  /// Text prepared for drawing, with its measurements.
  public struct ResolvedText {
    let view: AnyView
    let measure: (Drawing, ProposedViewSize) -> CGSize
    /// The size the text takes in a proposed size.
    public func measure(in size: CGSize) -> CGSize {
      measure(.view(view, at: .zero, anchor: .topLeading, in: nil), ProposedViewSize(size))
    }
  }

  /// An image prepared for drawing.
  public struct ResolvedImage {
    let view: AnyView
    /// The image's size in points (its pixel size over its scale).
    public let size: CGSize
    public var baseline: CGFloat { size.height }
  }

  /// A view from the canvas's `symbols`, prepared for drawing.
  public struct ResolvedSymbol {
    let child: Child
    public let size: CGSize
  }

  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(view: AnyView(text), measure: measure) }

  public func resolve(_ image: Image) -> ResolvedImage {
    let view = AnyView(image)
    return ResolvedImage(view: view, size: measure(.view(view, at: .zero, anchor: .topLeading, in: nil), .unspecified))
  }

  /// The symbol view tagged `id`, or nil.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    guard let child = symbols[AnyHashable(id)] else { return nil }
    return ResolvedSymbol(
      child: child, size: measure(.symbol(child, at: .zero, anchor: .topLeading, in: nil), .unspecified))
  }

  /// Draws text at its ideal size with `anchor` of its frame at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.view(AnyView(text), at: point, anchor: anchor, in: nil))
  }

  /// Draws text wrapped in a rectangle.
  public func draw(_ text: Text, in rect: CGRect) {
    record(.view(AnyView(text), at: .zero, anchor: .topLeading, in: rect))
  }

  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.view(text.view, at: point, anchor: anchor, in: nil))
  }

  public func draw(_ text: ResolvedText, in rect: CGRect) {
    record(.view(text.view, at: .zero, anchor: .topLeading, in: rect))
  }

  /// Draws an image at its size with `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.view(AnyView(image), at: point, anchor: anchor, in: nil))
  }

  /// Draws an image stretched to a rectangle.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    record(.view(AnyView(image.resizable()), at: .zero, anchor: .topLeading, in: rect))
  }

  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.view(image.view, at: point, anchor: anchor, in: nil))
  }

  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    record(.view(image.view, at: .zero, anchor: .topLeading, in: rect))
  }

  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.symbol(symbol.child, at: point, anchor: anchor, in: nil))
  }

  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    record(.symbol(symbol.child, at: .zero, anchor: .topLeading, in: rect))
  }

  // MARK: Layers and filters

  /// Draws into a new layer, composited as one with this context's opacity, blend mode,
  /// clip and filters. The layer's context starts with this one's transform.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = GraphicsContext(environment: environment, symbols: symbols, report: report, measure: measure)
    layer.state.transform = state.transform
    try content(&layer)
    // The layer's operations already carry the transform; the layer itself does not.
    var outer = state
    outer.transform = .identity
    recorder.operations.append(Operation(drawing: .layer(layer.recorder.operations), state: outer))
  }

  /// A filter applied to what the context draws afterwards, as SwiftUI's
  /// `GraphicsContext.Filter`. Vellum draws shadows, blurs, colour filters and projections;
  /// Metal shader filters are accepted and not applied.
  public struct Filter {
    enum Kind {
      case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
      case blur(CGFloat)
      case colorMatrix(ColorMatrix)
      case colorMultiply(Color)
      case projection(ProjectionTransform)
      /// A Metal shader: accepted, not applied, as the shader view modifiers.
      case shader
    }
    let kind: Kind

    /// Metal shader filters (iOS 17): accepted; what follows is drawn unchanged, as with
    /// `colorEffect`, `distortionEffect` and `layerEffect` (Vellum runs no Metal).
    public static func colorShader(_ shader: Shader) -> Filter { Filter(kind: .shader) }
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(kind: .shader) }
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(kind: .shader) }

    /// Colour filters on what is drawn after them, as the view modifiers of the same names.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .colorMatrix(.hueRotation(angle))) }
    public static func saturation(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.saturation(amount))) }
    public static func brightness(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.brightness(amount))) }
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.contrast(amount))) }
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.saturation(1 - amount))) }
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
    public static var colorInvert: Filter { Filter(kind: .colorMatrix(.invert)) }
    /// A projection of what is drawn after it, in the drawing's own coordinates (a
    /// perspective drawn as at the centre, as `ProjectionTransform` is).
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(kind: .projection(matrix))
    }

    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter { Filter(kind: .shadow(color, radius: radius, x: x, y: y)) }

    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .blur(radius))
    }
  }

  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }

  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// Adds a filter for what is drawn from now on.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    state.filters.append(filter)
  }

  // MARK: Shading

  /// How a shape is filled or stroked: a colour, a style, the foreground or a gradient with
  /// points in user space, as SwiftUI's `GraphicsContext.Shading`.
  public struct Shading {
    /// The style for a canvas of a size (gradient points become unit points of it).
    let style: (CGSize) -> AnyShapeStyle

    public static func color(_ color: Color) -> Shading { Shading { _ in AnyShapeStyle(color) } }

    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { _ in AnyShapeStyle(style) } }

    public static var foreground: Shading { Shading { _ in AnyShapeStyle(ForegroundStyle()) } }

    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading { size in
        AnyShapeStyle(
          LinearGradient(
            gradient: gradient, startPoint: unit(startPoint, in: size), endPoint: unit(endPoint, in: size)))
      }
    }

    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading { size in
        AnyShapeStyle(
          RadialGradient(
            gradient: gradient, center: unit(center, in: size), startRadius: startRadius, endRadius: endRadius))
      }
    }

    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading { size in
        AnyShapeStyle(
          AngularGradient(
            gradient: gradient, center: unit(center, in: size), startAngle: angle,
            endAngle: angle + .degrees(360)))
      }
    }

    static func unit(_ point: CGPoint, in size: CGSize) -> UnitPoint {
      UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
    }
  }

  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }
}
