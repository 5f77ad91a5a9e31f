import Foundation

/// A picture: an SF Symbol drawn with a stand-in icon font, or a bitmap from a package's
/// resources.
///
/// SwiftUI sizes a symbol from the current font: its point size (times `imageScale`) and
/// its text style. Vellum maps each SF Symbol name to a Material Icons glyph through one
/// table (`symbolTable`, spec §9) and lays it out in a square of the symbol's size, so a
/// medium symbol is as wide as the font's point size. A name not in the table draws a
/// visible placeholder and reports a diagnostic naming the symbol.
///
/// A bitmap (`Image("name")`) comes from PNG or JPEG files or `.xcassets` image sets in a
/// bundle; its ideal size is its pixel size over its variant's scale, as on iOS. An image
/// set's SVG or PDF is drawn at the display's scale; its ideal size is its size in points.
/// A missing name or an unreadable file is, as on iOS, an image of zero size that draws
/// nothing, even when resizable; Vellum also reports it as a diagnostic.
nonisolated public struct Image: View, PrimitiveView, Equatable {
  enum Source: Equatable {
    case system(String)
    case named(String, Bundle?)
    /// A file at a URL drawn at a scale (`AsyncImage` with a `file://` URL).
    case file(URL, CGFloat)
  }

  let source: Source
  var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
  var templateMode: TemplateRenderingMode?
  var symbolMode: SymbolRenderingMode?
  var interpolationQuality: Interpolation = .medium
  var isAntialiased = true

  /// Two images are equal when they draw the same source the same way (SwiftUI's `Image`
  /// is `Equatable`, so `onChange(of:)` can watch one).
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.source == rhs.source && lhs.templateMode == rhs.templateMode && lhs.symbolMode == rhs.symbolMode
      && lhs.interpolationQuality == rhs.interpolationQuality && lhs.isAntialiased == rhs.isAntialiased
      && lhs.resizing?.mode == rhs.resizing?.mode && lhs.resizing?.capInsets == rhs.resizing?.capInsets
  }

  /// The `systemName` of a symbol image ("" for a bitmap).
  var systemName: String {
    if case .system(let name) = source { return name }
    return ""
  }

  /// A system symbol by its SF Symbols name.
  public init(systemName: String) { source = .system(systemName) }

  /// A variable symbol at a value in 0…1; Vellum's icon font has no variable layers, so the
  /// symbol is drawn whole whatever the value.
  public init(systemName: String, variableValue: Double?) { source = .system(systemName) }

  /// An image resource by name: a PNG or JPEG (`name.png`, `name@2x.png`, `name.jpg`) or an
  /// asset catalog image set, in `bundle` or, for nil, in every resource bundle of the
  /// running executable (SwiftUI: the main bundle).
  public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }

  /// An image resource with an accessibility label (the label is not drawn).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .named(name, bundle) }

  /// A file on disk at a scale (what `AsyncImage` shows for a `file://` URL).
  init(fileURL: URL, scale: CGFloat) { source = .file(fileURL, scale) }

  /// An image resource that accessibility ignores; drawn like `Image(_:bundle:)`.
  public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }

  /// The relative size of a symbol, as in SwiftUI.
  public enum Scale: Hashable, Sendable {
    case small, medium, large

    /// Measured from SF Symbols' `circle.fill` at regular weight (spec §9).
    var factor: CGFloat {
      switch self {
      case .small: 0.79
      case .medium: 1
      case .large: 1.28
      }
    }
  }

  /// How a resizable image fills the space between its cap insets.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// Whether an image draws its own colours or only its alpha in the foreground style.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// The filter used when an image is drawn at another size than its pixels.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  public typealias Body = Never

  /// An image that takes the size it is proposed (its ideal size where a dimension is nil).
  /// With cap insets, the edges keep their size and the middle stretches or tiles.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var copy = self
    copy.resizing = (capInsets, resizingMode)
    return copy
  }

  /// Draws the image in its own colours (`.original`) or as a mask of the foreground style
  /// (`.template`); nil restores the asset's own intent.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.templateMode = renderingMode
    return copy
  }

  /// The filter for scaled bitmaps: none (nearest pixel), low (bilinear), medium, high.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolationQuality = interpolation
    return copy
  }

  /// Whether the image's edges are antialiased when it is drawn off the pixel grid.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var copy = self
    copy.isAntialiased = isAntialiased
    return copy
  }

  func makeChildren(_ context: ResolveContext) -> ChildList {
    switch source {
    case .system(let name): symbolChildren(name, context)
    case .named(let name, let bundle): bitmapChildren(name, bundle, context)
    case .file(let url, let scale): bitmapChildren(url, scale, context)
    }
  }

  private func symbolChildren(_ written: String, _ context: ResolveContext) -> ChildList {
    if symbolTable[written] == nil {
      context.diagnostics.report("Image(systemName:): unknown symbol \"\(written)\" drawn as a placeholder")
    }
    let resizable = resizing != nil
    let image = self
    return context.leaf { context in
      let environment = context.environment
      let name = variedSymbolName(written, environment.symbolVariants)
      let glyph = symbolTable[name]
      let font = (environment.font ?? .body).resolve(environment.dynamicTypeSize)
      let side = font.size * environment.imageScale.factor
      let metrics = SymbolMetrics.lookup(name, scale: environment.imageScale)
      let size = CGSize(width: side * (metrics?.box.width ?? 1), height: side * (metrics?.box.height ?? 1))
      let ink = metrics.map { CGSize(width: side * $0.ink.width, height: side * $0.ink.height) }
      // Resizable, a symbol is its ink without the box's margins: its ideal size (and so the
      // aspect ratio `scaledToFit` keeps) is the ink's.
      let layout: any Layout =
        resizable ? ResizableContentLayout(ideal: ink ?? size) : FixedSizeContentLayout(size: size)
      let node = Node(.quoted("Image", name), layout, context: context)
      let mode = image.symbolMode ?? environment.symbolRenderingMode
      let multicolor = image.templateMode == .original || mode == .multicolor
      let ownColour = multicolor ? symbolMulticolor(name) : nil
      let style = ownColour.map(AnyShapeStyle.init) ?? AnyShapeStyle(ForegroundStyle())
      if let glyph {
        node.content = .symbol(
          SymbolGlyph(
            name: name, codepoint: glyph.codepoint, pointSize: side, outlined: glyph.outlined, inkSize: ink,
            enclosure: SymbolEnclosure.of(name, material: glyph.material)),
          style: style, fillsFrame: resizable)
      } else {
        node.content = .stroke(Self.placeholder, style: style, stroke: StrokeStyle(lineWidth: 1, dash: [2, 2]))
      }
      return node
    }
  }

  static let placeholder = ShapeKind(name: "placeholder") {
    Path(roundedRect: $0.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2)
  }

  /// The ideal size of an image whose name was not found (iOS: zero; Vellum shows it).

  private func bitmapChildren(_ url: URL, _ scale: CGFloat, _ context: ResolveContext) -> ChildList {
    let asset = ImageAsset(variants: [
      ImageVariant(url: url, scale: scale > 0 && scale.isFinite ? scale : 1, dark: false)
    ])
    return bitmapChildren(url.lastPathComponent, asset, context)
  }

  private func bitmapChildren(_ name: String, _ bundle: Bundle?, _ context: ResolveContext) -> ChildList {
    let (asset, problems) = ResourceLookup.image(name, bundle: bundle)
    for problem in problems { context.diagnostics.report(problem) }
    if asset == nil {
      let place =
        bundle.flatMap { ResourceLookup.isMain($0) ? nil : "bundle \($0.bundleURL.lastPathComponent)" }
        ?? "the resource bundles of the executable"
      context.diagnostics.report(
        "Image(\"\(name)\"): no image named \"\(name)\" in \(place); laid out at zero size, as iOS does")
    }
    return bitmapChildren(name, asset, context)
  }

  private func bitmapChildren(_ name: String, _ asset: ImageAsset?, _ context: ResolveContext) -> ChildList {
    let image = self
    return context.leaf { context in
      let environment = context.environment
      var drawing: ImageDrawing?
      if let asset,
        let variant = asset.variant(
          scale: max(environment.displayScale, 1), dark: environment.colorScheme == .dark,
          highContrast: environment.colorSchemeContrast == .increased)
      {
        do {
          // A vector image is drawn at the display's scale, so it is as sharp as the screen.
          let vector = VectorImageSize.isVector(variant.url)
          // (A decoder reads a bitmap file at its own scale and ignores the one given.)
          let scale = vector ? max(environment.displayScale, 1) : variant.scale ?? 1
          let bitmap = try environment.imageDecoder.decode(contentsOf: variant.url, scale: scale)
          drawing = ImageDrawing(
            bitmap: bitmap, scale: scale, capInsets: image.resizing?.capInsets ?? EdgeInsets(),
            resizingMode: image.resizing?.mode ?? .stretch, interpolation: image.interpolationQuality,
            antialiased: image.isAntialiased,
            template: (image.templateMode ?? (asset.template == true ? .template : .original)) == .template,
            vectorFile: vector && asset.preservesVector ? variant.url : nil)
        } catch {
          context.diagnostics.report("Image(\"\(name)\"): \(error); laid out at zero size")
        }
      }
      guard let drawing else {
        return Node(.quoted("Image", name), FixedSizeContentLayout(size: .zero), context: context)
      }
      let ideal = CGSize(
        width: CGFloat(drawing.bitmap.pixelWidth) / drawing.scale,
        height: CGFloat(drawing.bitmap.pixelHeight) / drawing.scale)
      let layout: any Layout =
        image.resizing != nil ? ResizableContentLayout(ideal: ideal) : FixedSizeContentLayout(size: ideal)
      let node = Node(.quoted("Image", name), layout, context: context)
      node.content = .image(drawing, style: AnyShapeStyle(ForegroundStyle()))
      return node
    }
  }
}

/// A bitmap as a view draws it: the decoded pixels, the scale they were made for and the
/// modifiers that change how they are drawn.
public struct ImageDrawing: Hashable, Sendable, CustomStringConvertible {
  public var bitmap: BitmapImage
  /// Pixels per point of the variant (its ideal size is pixels / scale).
  public var scale: CGFloat
  public var capInsets: EdgeInsets
  public var resizingMode: Image.ResizingMode
  public var interpolation: Image.Interpolation
  public var antialiased: Bool
  /// Drawn as a mask of its paint (template rendering), not in its own colours.
  public var template: Bool
  /// The SVG or PDF a resized image is redrawn from, for an image set that preserves vector
  /// data; nil: the bitmap is stretched.
  public var vectorFile: URL?

  public var description: String {
    var text = "\(bitmap)@\(formatNumber(scale))x"
    if capInsets != EdgeInsets() {
      text +=
        " caps:\([capInsets.top, capInsets.leading, capInsets.bottom, capInsets.trailing].map(formatNumber).joined(separator: ","))"
    }
    if resizingMode == .tile { text += " tile" }
    if interpolation != .medium { text += " interpolation:\(interpolation)" }
    if !antialiased { text += " aliased" }
    if template { text += " template" }
    if vectorFile != nil { text += " vector" }
    return text
  }
}

/// A leaf that takes the size it is proposed, its ideal size where a dimension is nil
/// (resizable images).
struct ResizableContentLayout: Layout {
  let ideal: CGSize
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: ideal)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// An icon-font glyph standing in for an SF Symbol, drawn centred in its frame.
public struct SymbolGlyph: Hashable, Sendable {
  /// The SF Symbol name.
  public var name: String
  /// The Material Icons codepoint.
  public var codepoint: UInt32
  /// The symbol's point size: the glyph's ink spans about this many points.
  public var pointSize: CGFloat
  /// Drawn as the glyph's outline: an SF outline form (`gearshape`) whose Material stand-in
  /// is the filled glyph of its `.fill` form, so the two stay apart as on iOS.
  public var outlined: Bool
  /// The ink box iOS draws this symbol with at this point size, where it was measured
  /// (`SymbolMetrics`): the stand-in is scaled to cover it. Nil: the stand-in's own ink.
  public var inkSize: CGSize?
  /// A resizable symbol's frame: SwiftUI draws the symbol's ink, without its layout box's
  /// margins, scaled to fit it (its aspect ratio kept), so the stand-in's ink is scaled so.
  /// Nil: not resizable.
  public var inkLimit: CGSize?
  /// The circle or rounded square drawn around a stand-in that is only the inner glyph of
  /// an enclosed SF Symbol (`ellipsis.circle`); nil when the stand-in is the whole symbol.
  public var enclosure: SymbolEnclosure?

  public init(
    name: String, codepoint: UInt32, pointSize: CGFloat, outlined: Bool = false, inkSize: CGSize? = nil,
    enclosure: SymbolEnclosure? = nil
  ) {
    self.name = name
    self.codepoint = codepoint
    self.pointSize = pointSize
    self.outlined = outlined
    self.inkSize = inkSize
    self.enclosure = enclosure
  }

  /// The outline's line width per point of the symbol's size: SF Symbols' regular weight
  /// draws its strokes about 1.5 pt wide at 17 pt.
  public static let outlineWidthPerPoint: CGFloat = 0.085

  /// Material Icons' ink spans 20/24 of its em, so its em is 1.2 × the SF point size (spec §9).
  public static let emPerPoint: CGFloat = 1.2
}

/// A leaf of one fixed size whatever it is offered (symbols).
struct FixedSizeContentLayout: Layout {
  let size: CGSize
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct ImageScaleKey: EnvironmentKey {
  static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
  /// The relative size of symbols (default `.medium`).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Scales symbols inside this view relative to the font.
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

}

extension FixedSizeContentLayout: ForwardsAlignmentGuides {}
extension ResizableContentLayout: ForwardsAlignmentGuides {}
