import Foundation

/// One of the pieces UIStepper draws its track in (iOS 13+): the leading half with its
/// rounded leading corners, the 1 pt middle between the halves, the trailing half, and the
/// divider capsule on the middle. Each is a path inside the whole control's rectangle, so the
/// halves end 46.5 pt in, mid-pixel at @2x and @3x, as UIStepper's do: each piece is filled
/// on its own, so the pixels the seams cross are a unit off the track, the seam the corpus's
/// tool sees (see `ControlMetrics.stepperSize`). On iOS they read a unit lighter; Cairo's two
/// half coverages add up to a little more than one pixel, so Vellum's read a unit darker.
/// Laid-out frames would be moved to whole device pixels and leave no seam.
nonisolated struct StepperTrackPiece: Shape {
  enum Piece { case decrementHalf, middle, incrementHalf, divider }
  let piece: Piece

  func path(in rect: CGRect) -> Path {
    let middle = ControlMetrics.stepperMiddleWidth
    let half = (rect.width - middle) / 2
    let radius = ControlMetrics.stepperRadius
    switch piece {
    case .decrementHalf:
      return UnevenRoundedRectangle(topLeadingRadius: radius, bottomLeadingRadius: radius)
        .path(in: CGRect(x: rect.minX, y: rect.minY, width: half, height: rect.height))
    case .middle:
      return Rectangle().path(in: CGRect(x: rect.minX + half, y: rect.minY, width: middle, height: rect.height))
    case .incrementHalf:
      return UnevenRoundedRectangle(bottomTrailingRadius: radius, topTrailingRadius: radius)
        .path(in: CGRect(x: rect.maxX - half, y: rect.minY, width: half, height: rect.height))
    case .divider:
      let height = ControlMetrics.stepperDividerHeight
      return Capsule()
        .path(in: CGRect(x: rect.minX + half, y: rect.midY - height / 2, width: middle, height: height))
    }
  }
}
