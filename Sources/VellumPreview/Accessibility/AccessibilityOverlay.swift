import Foundation
import Vellum

/// The accessibility snapshot drawn over a preview: each element's frame outlined and
/// numbered in reading order, as the snapshot's text numbers them. Frames are given in the
/// coordinates of the view it overlays.
nonisolated struct AccessibilityOverlay: View {
  let frames: [CGRect]

  static let ink = Color(red: 0.85, green: 0.1, blue: 0.55)

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear
      ForEach(Array(frames.enumerated()), id: \.offset) { number, frame in
        Rectangle().stroke(Self.ink, lineWidth: 1.5)
          .frame(width: max(frame.width, 1), height: max(frame.height, 1))
          .offset(x: frame.minX, y: frame.minY)
        // The number sits above the box's corner where there is room, so it hides no text.
        Text("\(number + 1)").font(.system(size: 9, weight: .bold)).monospacedDigit().foregroundStyle(.white)
          .padding(.horizontal, 2).background(Self.ink)
          .offset(x: frame.minX, y: frame.minY >= 11 ? frame.minY - 11 : frame.minY)
      }
    }
  }
}

extension Preview {
  /// The accessibility snapshot of this preview as drawn in `variant`: the elements and the
  /// view with them outlined and numbered.
  func accessibility(_ layout: LayoutSnapshot, view: AnyView) -> (text: String, overlaid: AnyView) {
    let origin = layout.rootFrame.origin
    let frames = layout.accessibilityElements.map { $0.frame.offsetBy(dx: -origin.x, dy: -origin.y) }
    return (
      layout.accessibilityDescription + "\n",
      AnyView(view.overlay(alignment: .topLeading) { AccessibilityOverlay(frames: frames) })
    )
  }
}
