import Foundation

extension View {
  /// Draws a border of `width` points inside the view's frame, as SwiftUI's `.border`: an
  /// overlay of a rectangle stroked along its inner edge. Layout is unchanged.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}

/// A variant of symbols (`.fill`, `.circle` …), as in SwiftUI.
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  public static let none = SymbolVariants(name: "none")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public static let slash = SymbolVariants(name: "slash")
}

extension View {
  /// Accepted for source compatibility: Vellum draws each symbol by its own name and does not
  /// add variant suffixes.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}
