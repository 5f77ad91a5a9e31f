import CoreLocation
import Vellum

/// Gives its content a proxy for converting between a map's coordinates and its view's points
/// (iOS 17), as MapKit's `MapReader`. A preview's proxy converts nothing (nil), as iOS's does
/// before the map is laid out; taps never happen in a preview anyway.
nonisolated public struct MapReader<Content: View>: View {
  let content: (MapProxy) -> Content

  public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) { self.content = content }

  public var body: some View { content(MapProxy()) }
}

/// The proxy a `MapReader` gives.
public struct MapProxy {
  public var camera: MapCamera? { nil }
  public var region: MKCoordinateRegion? { nil }

  public func convert(_ point: CGPoint, from coordinateSpace: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? {
    nil
  }

  public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: some CoordinateSpaceProtocol)
    -> CGPoint?
  {
    nil
  }
}
