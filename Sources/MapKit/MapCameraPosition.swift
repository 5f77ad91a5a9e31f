import CoreLocation
import Foundation

/// How a map places its camera (iOS 17), as MapKit's `MapCameraPosition`: on a region, a map
/// rectangle, a camera, a map item, the user's location (with a fallback), or automatically,
/// framing the map's content.
///
/// A preview's device has no location, so `.userLocation(fallback:)` shows its fallback, as
/// iOS does before a location arrives. Nobody moves a preview's map: `positionedByUser` is false.
public struct MapCameraPosition: Equatable, Sendable {
  indirect enum Storage: Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case rect(MKMapRect)
    case camera(MapCamera)
    case item(MKMapItem, allowsAutomaticPitch: Bool)
    case userLocation(followsHeading: Bool, fallback: MapCameraPosition)
  }

  let storage: Storage

  /// Frames the map's content; a map with none shows the contiguous United States (the
  /// region of an English-language device in the US; Vellum's choice).
  public static var automatic: MapCameraPosition { MapCameraPosition(storage: .automatic) }
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(storage: .region(region))
  }
  public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(storage: .rect(rect)) }
  public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(storage: .camera(camera)) }
  /// Frames a map item: 1,000 metres around its coordinate here (Vellum's choice).
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
    MapCameraPosition(storage: .item(item, allowsAutomaticPitch: allowsAutomaticPitch))
  }
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
    MapCameraPosition(storage: .userLocation(followsHeading: followsHeading, fallback: fallback))
  }

  public var region: MKCoordinateRegion? {
    if case .region(let region) = storage { return region }
    return nil
  }
  public var rect: MKMapRect? {
    if case .rect(let rect) = storage { return rect }
    return nil
  }
  public var camera: MapCamera? {
    if case .camera(let camera) = storage { return camera }
    return nil
  }
  public var item: MKMapItem? {
    if case .item(let item, _) = storage { return item }
    return nil
  }
  public var allowsAutomaticPitch: Bool {
    if case .item(_, let allows) = storage { return allows }
    return false
  }
  public var followsUserLocation: Bool {
    if case .userLocation = storage { return true }
    return false
  }
  public var followsUserHeading: Bool {
    if case .userLocation(let follows, _) = storage { return follows }
    return false
  }
  public var fallbackPosition: MapCameraPosition? {
    if case .userLocation(_, let fallback) = storage { return fallback }
    return nil
  }
  public var positionedByUser: Bool { false }

  public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
    switch (a.storage, b.storage) {
    case (.automatic, .automatic): true
    case (.region(let x), .region(let y)):
      x.center.latitude == y.center.latitude && x.center.longitude == y.center.longitude
        && x.span.latitudeDelta == y.span.latitudeDelta && x.span.longitudeDelta == y.span.longitudeDelta
    case (.rect(let x), .rect(let y)):
      x.minX == y.minX && x.minY == y.minY && x.width == y.width && x.height == y.height
    case (.camera(let x), .camera(let y)): x == y
    case (.item(let x, let p), .item(let y, let q)): x == y && p == q
    case (.userLocation(let h, let f), .userLocation(let k, let g)): h == k && f == g
    default: false
    }
  }
}

/// Limits on where a map's camera may go (iOS 17); kept, and nothing moves in a preview.
public struct MapCameraBounds: Sendable {
  public init(
    centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil
  ) {}
  public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// What a map's camera-change action is told (iOS 17).
public struct MapCameraUpdateContext: Sendable {
  public var camera: MapCamera
  public var region: MKCoordinateRegion
  public var rect: MKMapRect
}

/// How often a map's camera-change action runs.
public enum MapCameraUpdateFrequency: Sendable {
  case continuous
  case onEnd
}

/// The gestures a map answers to.
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1)
  public static let zoom = MapInteractionModes(rawValue: 2)
  public static let rotate = MapInteractionModes(rawValue: 4)
  public static let pitch = MapInteractionModes(rawValue: 8)
  public static let all = MapInteractionModes(rawValue: 15)
}

/// Whether an iOS 14 map follows the user's location.
public enum MapUserTrackingMode: Hashable, Sendable {
  case none
  case follow
}
