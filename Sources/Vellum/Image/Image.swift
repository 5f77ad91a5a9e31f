import Foundation

/// A picture; Vellum draws SF Symbols (`Image(systemName:)`) with a stand-in icon font.
///
/// SwiftUI sizes a symbol from the current font: its point size (times `imageScale`) and
/// its text style. Vellum maps each SF Symbol name to a Material Icons glyph through one
/// table (`symbolTable`, spec §9) and lays it out in a square of the symbol's size, so a
/// medium symbol is as wide as the font's point size. A name not in the table draws a
/// visible placeholder and reports a diagnostic naming the symbol. Bitmap images are not
/// supported yet.
public struct Image: View, PrimitiveView {
  let systemName: String

  /// A system symbol by its SF Symbols name.
  public init(systemName: String) { self.systemName = systemName }

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

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let name = systemName
    let glyph = symbolTable[name]
    if glyph == nil {
      context.diagnostics.report("Image(systemName:): unknown symbol \"\(name)\" drawn as a placeholder")
    }
    return context.leaf { context in
      let environment = context.environment
      let font = (environment.font ?? .body).resolve(environment.dynamicTypeSize)
      let side = font.size * environment.imageScale.factor
      let node = Node(
        "Image(\(name.debugDescription))", FixedSizeContentLayout(size: CGSize(width: side, height: side)),
        context: context)
      let style = AnyShapeStyle(ForegroundStyle())
      if let glyph {
        node.content = .symbol(SymbolGlyph(name: name, codepoint: glyph.codepoint, pointSize: side), style: style)
      } else {
        node.content = .stroke(
          ShapeKind(name: "placeholder", path: { Path(roundedRect: $0.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2) }),
          style: style, stroke: StrokeStyle(lineWidth: 1, dash: [2, 2]))
      }
      return node
    }
  }
}

/// An icon-font glyph standing in for an SF Symbol, drawn centred in its frame.
public struct SymbolGlyph: Hashable, Sendable {
  /// The SF Symbol name.
  public var name: String
  /// The Material Icons codepoint.
  public var codepoint: UInt32
  /// The symbol's point size: the glyph's ink spans about this many points.
  public var pointSize: CGFloat

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

/// How a symbol's layers are coloured; Vellum draws every symbol in one colour (monochrome).
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
  /// Scales symbols inside this view relative to the font.
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

  /// Accepted for source compatibility: Vellum draws every symbol monochrome.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension FixedSizeContentLayout: ForwardsAlignmentGuides {}
