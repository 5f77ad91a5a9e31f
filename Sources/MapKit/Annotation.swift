import CoreLocation
import Vellum

/// A view of the app's own placed at a coordinate (iOS 17), as MapKit's `Annotation`: the view
/// is drawn with its `anchor` (by default its bottom centre) on the coordinate, and the title
/// below the coordinate in small semibold text, as iOS draws them.
nonisolated public struct Annotation<Label: View, Content: View>: MapContent {
  public typealias Body = Never
  let coordinate: CLLocationCoordinate2D
  let anchor: UnitPoint
  let content: Content
  let title: AnyView?

  public init(
    coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.coordinate = coordinate
    self.anchor = anchor
    self.content = content()
    title = AnyView(label())
  }

  init(_ title: Text?, coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: Content) {
    self.coordinate = coordinate
    self.anchor = anchor
    self.content = content
    self.title = title.map { AnyView($0) }
  }

  public func _makeMapElements(into elements: inout _MapElements) {
    elements.list.append(MapElement(.annotation(AnyView(content), anchor: anchor), at: coordinate, title: title))
  }
}

extension Annotation where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content
  ) {
    self.init(Text(titleKey), coordinate: coordinate, anchor: anchor, content: content())
  }
  public init<S: StringProtocol>(
    _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content
  ) {
    self.init(Text(title), coordinate: coordinate, anchor: anchor, content: content())
  }
  /// An annotation for a map item, titled with its name.
  public init(item: MKMapItem, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
    self.init(item.name.map { Text($0) }, coordinate: item.placemark.coordinate, anchor: anchor, content: content())
  }
}

/// The device's location on the map (iOS 17), as MapKit's `UserAnnotation`. A preview's device
/// has no location, so nothing is drawn, as iOS draws nothing before one is known.
nonisolated public struct UserAnnotation<Content: View>: MapContent {
  public typealias Body = Never
  public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}
  public func _makeMapElements(into elements: inout _MapElements) {}
}

/// The device's location as a `UserAnnotation`'s content sees it; a preview's has none.
public struct UserLocation {
  public var location: CLLocation? { nil }
  public var heading: CLHeading? { nil }
}

extension UserAnnotation where Content == EmptyView {
  public init(anchor: UnitPoint = .center) { self.init(anchor: anchor) { _ in EmptyView() } }
}
