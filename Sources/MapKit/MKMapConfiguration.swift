import Foundation

/// How MapKit draws a map view or a snapshot (iOS 16): its kind, its relief and its
/// emphasis. Vellum keeps the values; its map surface is drawn the same for each.
open class MKMapConfiguration: NSObject, @unchecked Sendable {
  /// Whether the ground is flat or has relief.
  public enum ElevationStyle: Int, Sendable { case automatic = 0, flat, realistic }

  open var elevationStyle: ElevationStyle = .automatic

  public override init() { super.init() }
}

/// The standard map's configuration.
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  /// Whether the map's colours are full or muted.
  public enum EmphasisStyle: Int, Sendable { case `default` = 0, muted }

  open var emphasisStyle: EmphasisStyle = .default
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  open var showsTraffic = false

  public override init() { super.init() }

  public convenience init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle = .default) {
    self.init()
    self.elevationStyle = elevationStyle
    self.emphasisStyle = emphasisStyle
  }
}

/// The satellite imagery's configuration.
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  public convenience init(elevationStyle: ElevationStyle) {
    self.init()
    self.elevationStyle = elevationStyle
  }
}

/// Imagery with roads and labels.
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  open var showsTraffic = false

  public convenience init(elevationStyle: ElevationStyle) {
    self.init()
    self.elevationStyle = elevationStyle
  }
}
