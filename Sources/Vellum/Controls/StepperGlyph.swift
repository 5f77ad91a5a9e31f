import Foundation

/// The − or + of a stepper, as a stroke to draw with round caps over the whole control.
/// UIStepper draws the SF Symbols `minus` and `plus`; Vellum has no SF Symbols (its
/// `Image(systemName:)` stand-ins for them have 2 pt square-ended strokes), so it draws the
/// strokes UIStepper shows: arms `ControlMetrics.stepperGlyphLength` long from cap to cap,
/// centred in the control's leading (−) or trailing (+) half. The path is placed inside the
/// control's rectangle rather than laid out, so it stays where UIStepper draws it instead of
/// moving to a device pixel as a laid-out frame would.
nonisolated struct StepperGlyph: Shape {
  let isPlus: Bool

  func path(in rect: CGRect) -> Path {
    let half = (rect.width - ControlMetrics.stepperMiddleWidth) / 2
    let centre = CGPoint(x: isPlus ? rect.maxX - half / 2 : rect.minX + half / 2, y: rect.midY)
    // The caps reach half a stroke beyond the ends of the path.
    let arm = (ControlMetrics.stepperGlyphLength - ControlMetrics.stepperGlyphStroke) / 2
    var path = Path()
    path.move(to: CGPoint(x: centre.x - arm, y: centre.y))
    path.addLine(to: CGPoint(x: centre.x + arm, y: centre.y))
    if isPlus {
      path.move(to: CGPoint(x: centre.x, y: centre.y - arm))
      path.addLine(to: CGPoint(x: centre.x, y: centre.y + arm))
    }
    return path
  }
}
