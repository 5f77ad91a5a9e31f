import Foundation

nonisolated extension View {
  /// Draws a border of `width` points inside the view's frame, as SwiftUI's `.border`: an
  /// overlay of a rectangle stroked along its inner edge. Layout is unchanged.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
