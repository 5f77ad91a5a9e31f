import CoreLocation
import Vellum

/// The view an iOS 14 map makes: its region or map rectangle (read from the binding, never
/// written) and its annotations.
nonisolated public struct _DefaultAnnotatedMapContent<Items: RandomAccessCollection>: View {
  let position: () -> MapCameraPosition
  let items: Items
  let annotation: (Items.Element) -> _MapAnnotationElement

  public var body: some View {
    MapSurface(elements: items.map { annotation($0).element }, position: position())
  }
}

extension Map {
  /// An iOS 14 map of a region; the user's location is never shown (a preview has none).
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) where Content == _DefaultAnnotatedMapContent<[Int]> {
    content = _DefaultAnnotatedMapContent(
      position: { .region(coordinateRegion.wrappedValue) }, items: [], annotation: { _ in fatalError() })
  }

  /// An iOS 14 map of a map rectangle.
  public init(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
    userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) where Content == _DefaultAnnotatedMapContent<[Int]> {
    content = _DefaultAnnotatedMapContent(
      position: { .rect(mapRect.wrappedValue) }, items: [], annotation: { _ in fatalError() })
  }

  /// An iOS 14 map of a region with an annotation for each item.
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
    content = _DefaultAnnotatedMapContent(
      position: { .region(coordinateRegion.wrappedValue) }, items: annotationItems,
      annotation: { annotationContent($0)._mapElement })
  }

  /// An iOS 14 map of a map rectangle with an annotation for each item.
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
    userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Annotation
  ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
    content = _DefaultAnnotatedMapContent(
      position: { .rect(mapRect.wrappedValue) }, items: annotationItems,
      annotation: { annotationContent($0)._mapElement })
  }
}
