import Foundation

/// An area a location manager can monitor, as Core Location's `CLRegion`.
open class CLRegion: NSObject, @unchecked Sendable {
  public let identifier: String
  open var notifyOnEntry = true
  open var notifyOnExit = true
  init(identifier: String) { self.identifier = identifier }
}

/// A circle around a coordinate, as Core Location's `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  public let center: CLLocationCoordinate2D
  public let radius: CLLocationDistance

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }

  /// Whether a coordinate lies within `radius` metres of `center` (on a sphere).
  open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    let here = CLLocation(latitude: center.latitude, longitude: center.longitude)
    return here.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
  }
}
