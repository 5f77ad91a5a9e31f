import CoreLocation
import Vellum

/// A feature of the map's own (a point of interest, a territory, a mountain range) that may be
/// selected (iOS 17), as MapKit's `MapFeature`. A preview's map draws no features, so none is
/// ever made or selected.
public struct MapFeature: Hashable, Sendable {
  let name: String?
  let latitude: Double
  let longitude: Double

  public var title: String? { name }
  public var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
  public var kind: FeatureKind { .pointOfInterest }
  public var backgroundColor: Color? { nil }
  public var image: Image? { nil }
  public var pointOfInterestCategory: MKPointOfInterestCategory? { nil }

  /// The kinds of map feature.
  public struct FeatureKind: Hashable, Sendable {
    let name: String
    public static let pointOfInterest = FeatureKind(name: "pointOfInterest")
    public static let territory = FeatureKind(name: "territory")
    public static let physicalFeature = FeatureKind(name: "physicalFeature")
  }
}

/// A type a map's selection can hold, made from a map feature (iOS 17), as MapKit's
/// `MapSelectable`.
public protocol MapSelectable: Hashable {
  init(_ feature: MapFeature?)
  var feature: MapFeature? { get }
}
