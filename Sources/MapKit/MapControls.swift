import Vellum

/// The button that centres a map on the user's location (iOS 17), as MapKit's
/// `MapUserLocationButton`: drawn as iOS draws it at rest, a 44-point rounded square in a light
/// fill with the location symbol in the tint (sizes are Vellum's approximation). Pressing it
/// does nothing: a preview has no location.
nonisolated public struct MapUserLocationButton: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View { MapControlButton { Image(systemName: "location").foregroundStyle(.tint) } }
}

/// The button that tilts a map into 3D (iOS 17), as MapKit's `MapPitchToggle`: drawn as a
/// "3D" button in the style of the user location button.
nonisolated public struct MapPitchToggle: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View {
    MapControlButton { Text("3D").font(.system(size: 15, weight: .semibold)).foregroundStyle(.tint) }
  }
}

/// A map's compass (iOS 17), as MapKit's `MapCompass`. iOS shows it only while the map is
/// rotated away from north, which a preview's map never is, so nothing is drawn, unless
/// `mapControlVisibility(.visible)` asks for it: then a 44-point disc with a red needle pointing
/// north and an "N" (Vellum's approximation of iOS's compass).
nonisolated public struct MapCompass: View {
  @Environment(\.mapControlVisibility) private var visibility
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View {
    if visibility == .visible {
      ZStack {
        Circle().fill(Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.24, alpha: 1) : .white }))
        VStack(spacing: 1) {
          CompassNeedle().fill(Color.red).frame(width: 8, height: 9)
          Text("N").font(.system(size: 12, weight: .semibold))
        }
      }
      .frame(width: 44, height: 44)
    }
  }
}

/// The compass's needle: a triangle pointing up.
nonisolated struct CompassNeedle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// A map's scale bar (iOS 17), as MapKit's `MapScaleView`. iOS shows it only while the map is
/// zoomed; a preview's map never is, so nothing is drawn.
nonisolated public struct MapScaleView: View {
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}

/// The rounded square a map control is drawn in.
nonisolated struct MapControlButton<Label: View>: View {
  @ViewBuilder let label: Label
  var body: some View {
    label
      .font(.system(size: 17))
      .frame(width: 44, height: 44)
      .background(
        RoundedRectangle(cornerRadius: 8)
          .fill(Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.24, alpha: 1) : .white })))
  }
}
