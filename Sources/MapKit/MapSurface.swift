import Vellum

/// What a `Map` draws: its style's flat land filling the space offered and reaching under the
/// safe area (the status bar, a `safeAreaInset`), as iOS's map does, then its shapes, markers
/// and annotations at their projected coordinates in the safe part of the map (clipped there),
/// with the map controls at its top trailing corner.
nonisolated struct MapSurface: View {
  let elements: [MapElement]
  let position: MapCameraPosition
  @Environment(\.mapStyle) private var style
  @Environment(\.mapControls) private var controls

  var body: some View {
    GeometryReader { proxy in
      let viewport = MapViewport.resolve(position, elements: elements, size: proxy.size)
      ZStack(alignment: .topLeading) {
        Color.clear
        ForEach(0..<elements.count, id: \.self) { index in
          MapElementView(element: elements[index], viewport: viewport, onImagery: style.kind == .imagery)
        }
      }
    }
    .clipped()
    .background { style.land.ignoresSafeArea() }
    .overlay(alignment: .topTrailing) {
      if let controls { controls.padding(.top, 8).padding(.trailing, 8) }
    }
  }
}

/// One element drawn in a map's viewport.
nonisolated struct MapElementView: View {
  let element: MapElement
  let viewport: MapViewport
  /// Titles are white over imagery, as iOS draws them there.
  let onImagery: Bool

  var body: some View {
    switch element.kind {
    case .polyline(let points):
      path(points, closed: false).stroke(stroke, style: element.strokeStyle ?? StrokeStyle(lineWidth: 1))
    case .polygon(let points):
      shape(path(points, closed: true))
    case .circle(let center, let radius):
      let middle = viewport.point(center)
      let reach = radius * viewport.scale
      shape(Path(ellipseIn: CGRect(x: middle.x - reach, y: middle.y - reach, width: 2 * reach, height: 2 * reach)))
    case .marker(let glyph):
      placed(MarkerBalloon(fill: element.tint ?? AnyShapeStyle(Color.red), glyph: glyph), anchor: .bottom)
    case .pin:
      placed(MapPinShape(fill: element.tint ?? AnyShapeStyle(Color.red)), anchor: .bottom)
    case .annotation(let content, let anchor):
      placed(content, anchor: anchor)
    }
  }

  var stroke: AnyShapeStyle { element.stroke ?? element.tint ?? AnyShapeStyle(.tint) }

  func path(_ points: [MKMapPoint], closed: Bool) -> Path {
    var path = Path()
    path.addLines(points.map(viewport.point))
    if closed { path.closeSubpath() }
    return path
  }

  /// A filled shape, outlined when it has a stroke.
  func shape(_ path: Path) -> some View {
    ZStack {
      path.fill(element.fill ?? AnyShapeStyle((element.tint ?? AnyShapeStyle(.tint)).opacity(0.25)))
      if element.stroke != nil || element.strokeStyle != nil {
        path.stroke(stroke, style: element.strokeStyle ?? StrokeStyle(lineWidth: 1))
      }
    }
  }

  /// A view with its anchor on the element's coordinate, and the title below the coordinate.
  func placed(_ view: some View, anchor: UnitPoint) -> some View {
    let point = viewport.point(element.coordinate)
    return ZStack(alignment: .topLeading) {
      MapPinned(point: point, anchor: anchor) { view }
      if let title = element.title, !element.titleHidden {
        MapPinned(point: CGPoint(x: point.x, y: point.y + 2), anchor: .top) {
          title
            .font(.system(size: 11, weight: .semibold))
            .foregroundStyle(onImagery ? Color.white : Color.primary)
            .multilineTextAlignment(.center)
            .lineLimit(2)
            .frame(width: 120)
        }
      }
    }
  }
}

/// A view placed so that its `anchor` (a unit point of its own size, at its ideal size) lies on
/// `point`.
nonisolated struct MapPinned<Content: View>: View {
  let point: CGPoint
  let anchor: UnitPoint
  @ViewBuilder let content: Content

  var body: some View {
    Color.clear
      .frame(width: 0, height: 0)
      .overlay(alignment: .topLeading) {
        content
          .fixedSize()
          .alignmentGuide(.leading) { $0.width * anchor.x }
          .alignmentGuide(.top) { $0.height * anchor.y }
      }
      .position(point)
  }
}
