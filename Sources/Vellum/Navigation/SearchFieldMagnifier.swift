import Foundation

/// The magnifying glass at the start of a search field. UIKit draws its own thin glyph there,
/// not the `magnifyingglass` symbol: a 1 pt ring and a hollow handle, 16 × 16 pt of ink that
/// stays that size at every Dynamic Type size (measured on bwa-item-list-empty and
/// bwa-item-list-favorites-ax5: ink x 22–38 in a field starting at 16, the prompt 5 pt after
/// it). Vellum strokes the same outline.
nonisolated struct SearchFieldMagnifier: View {
  static let size: CGFloat = 16

  var body: some View {
    Canvas { context, _ in
      var glass = Path()
      glass.addEllipse(in: CGRect(x: 1.2, y: 1.2, width: 11.3, height: 11.3))
      // The handle: a capsule 3 pt wide along the diagonal, from the ring to the corner.
      let handle = Path(
        roundedRect: CGRect(x: -1.5, y: -1.5, width: 7.2, height: 3), cornerRadius: 1.5, style: .circular)
      let placed = handle.applying(
        CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(translationX: 11.1, y: 11.1)))
      // One stroke of both outlines, so a translucent style is not doubled where they meet.
      glass.addPath(placed)
      context.stroke(glass, with: .foreground, lineWidth: 1)
    }
    .frame(width: Self.size, height: Self.size)
  }
}
