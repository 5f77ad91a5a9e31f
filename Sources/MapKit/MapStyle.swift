import Vellum

/// How a map looks (iOS 17), as MapKit's `MapStyle`. A preview cannot fetch Apple's map tiles,
/// so every style is drawn as flat land in one colour: the standard style in #F9F5ED, the light
/// land of Apple Maps (#2B2B2D in dark mode), and imagery and hybrid in #4A5440, a dark olive
/// standing for satellite imagery. These are Vellum's choices, not measured; no road, label,
/// water or elevation is drawn.
public struct MapStyle: Sendable {
  enum Kind: Sendable {
    case standard
    case imagery
  }

  let kind: Kind

  public static var standard: MapStyle { MapStyle(kind: .standard) }
  public static var imagery: MapStyle { MapStyle(kind: .imagery) }
  public static var hybrid: MapStyle { MapStyle(kind: .imagery) }

  public static func standard(
    elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
    pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle {
    .standard
  }

  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }

  public static func hybrid(
    elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle {
    .hybrid
  }

  /// Whether the map is drawn flat or with terrain.
  public struct Elevation: Hashable, Sendable {
    let name: String
    public static let automatic = Elevation(name: "automatic")
    public static let flat = Elevation(name: "flat")
    public static let realistic = Elevation(name: "realistic")
  }

  /// How strongly the standard style draws its features.
  public struct StandardEmphasis: Hashable, Sendable {
    let name: String
    public static let automatic = StandardEmphasis(name: "automatic")
    public static let muted = StandardEmphasis(name: "muted")
  }

  /// The land colour of this style.
  var land: Color {
    switch kind {
    case .standard:
      Color(
        UIColor { traits in
          traits.userInterfaceStyle == .dark
            ? UIColor(red: 43 / 255, green: 43 / 255, blue: 45 / 255, alpha: 1)
            : UIColor(red: 249 / 255, green: 245 / 255, blue: 237 / 255, alpha: 1)
        })
    case .imagery: Color(red: 74 / 255, green: 84 / 255, blue: 64 / 255)
    }
  }
}

/// Which points of interest a map style shows (none are drawn in a preview).
public struct PointOfInterestCategories: Sendable {
  let filter: MKPointOfInterestFilter

  public static var all: PointOfInterestCategories { PointOfInterestCategories(filter: .includingAll) }
  public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories(filter: .excludingAll) }
  public static func including<S: Sequence>(_ categories: S) -> PointOfInterestCategories
  where S.Element == MKPointOfInterestCategory {
    PointOfInterestCategories(filter: MKPointOfInterestFilter(including: Array(categories)))
  }
  public static func including(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories {
    including(categories)
  }
  public static func excluding<S: Sequence>(_ categories: S) -> PointOfInterestCategories
  where S.Element == MKPointOfInterestCategory {
    PointOfInterestCategories(filter: MKPointOfInterestFilter(excluding: Array(categories)))
  }
  public static func excluding(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories {
    excluding(categories)
  }
}
