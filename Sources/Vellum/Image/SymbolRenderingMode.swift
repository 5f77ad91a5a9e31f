/// How a symbol's layers are coloured, as in SwiftUI.
///
/// Vellum's stand-in glyphs have one layer, so `.hierarchical` and `.palette` draw the whole
/// symbol in the primary style. `.multicolor` (and `Image.renderingMode(.original)`) draws a
/// symbol that iOS colours itself in that colour (`sun.max.fill` yellow, `heart.fill` red);
/// other symbols keep the foreground style, as on iOS.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

struct SymbolRenderingModeKey: EnvironmentKey {
  static var defaultValue: SymbolRenderingMode? { nil }
}

extension EnvironmentValues {
  /// The rendering mode of the symbols inside this view (nil: each symbol's default).
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the rendering mode of the symbols inside this view.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}

extension Image {
  /// Sets this symbol's rendering mode.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolMode = mode
    return copy
  }
}

/// The colour iOS gives a symbol's main layer in its multicolour form, for the common symbols
/// that have one (SF Symbols' multicolour annotations); nil for the rest.
func symbolMulticolor(_ name: String) -> Color? {
  let base = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
  switch base {
  case "sun.max", "sun.min", "bolt", "star", "exclamationmark.triangle": return .yellow
  case "heart", "xmark.octagon": return .red
  case "flame": return .orange
  case "leaf": return .green
  default: return nil
  }
}
