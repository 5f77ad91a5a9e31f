import Vellum

/// A marker's balloon: a 28-point circle narrowing to a tip 36 points below its top, filled,
/// with a white glyph in the circle (Vellum's approximation of iOS's marker at rest).
nonisolated struct MarkerBalloon: View {
  let fill: AnyShapeStyle
  let glyph: MapElement.Glyph

  var body: some View {
    ZStack(alignment: .top) {
      BalloonShape().fill(fill).frame(width: 28, height: 36)
      glyphView
        .foregroundStyle(.white)
        .frame(width: 28, height: 28)
    }
  }

  @ViewBuilder var glyphView: some View {
    switch glyph {
    case .pin: Image(systemName: "mappin").font(.system(size: 13, weight: .semibold))
    case .systemImage(let name): Image(systemName: name).font(.system(size: 13, weight: .semibold))
    case .image(let name): Image(name).resizable().scaledToFit().frame(width: 15, height: 15)
    case .monogram(let text): text.font(.system(size: 12, weight: .semibold)).lineLimit(1)
    case .label(let label): label.labelStyle(.iconOnly).font(.system(size: 13, weight: .semibold))
    }
  }
}

/// The balloon's outline: a circle the width of the rectangle at its top, and the two tangents
/// from its bottom centre.
nonisolated struct BalloonShape: Shape {
  func path(in rect: CGRect) -> Path {
    let radius = rect.width / 2
    let center = CGPoint(x: rect.midX, y: rect.minY + radius)
    let tip = CGPoint(x: rect.midX, y: rect.maxY)
    let distance = tip.y - center.y
    // The tangent points lie this far either side of straight down.
    let spread = Double.pi / 2 - asin(min(1, radius / distance))
    let start = Double.pi / 2 + spread
    let end = Double.pi / 2 - spread + 2 * Double.pi
    var path = Path()
    path.move(to: tip)
    for step in 0...48 {
      let angle = start + (end - start) * Double(step) / 48
      path.addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
    }
    path.closeSubpath()
    return path
  }
}

/// iOS 14's `MapPin`: a 12-point ball on a 2-point grey needle, 26 points tall, its foot on the
/// coordinate (Vellum's approximation).
nonisolated struct MapPinShape: View {
  let fill: AnyShapeStyle

  var body: some View {
    ZStack(alignment: .top) {
      Rectangle().fill(Color.gray).frame(width: 2, height: 26)
      Circle().fill(fill).frame(width: 12, height: 12)
    }
    .frame(width: 12, height: 26)
  }
}
