import CoreLocation
import Vellum

/// A balloon marking a coordinate (iOS 17), as MapKit's `Marker`: drawn as iOS draws it at rest,
/// a balloon in the tint (red by default) with a white glyph (a pin, or the system image, image
/// or monogram given), its tip on the coordinate and its title below in small semibold text.
/// Sizes are Vellum's approximation of iOS's (a 28 × 36-point balloon), not measured.
nonisolated public struct Marker<Label: View>: MapContent {
  public typealias Body = Never
  let coordinate: CLLocationCoordinate2D
  let title: AnyView?
  let glyph: MapElement.Glyph

  /// A marker whose label view gives its glyph and title: a `Label`'s (or several views') first
  /// image as the glyph and first text as the title, a `Text` as the title under the default pin
  /// glyph, an `Image` as the glyph with no title, and the pin alone for an empty label.
  public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
    let label = label()
    self.coordinate = coordinate
    switch label {
    case is EmptyView:
      (title, glyph) = (nil, .pin)
    case let text as Text:
      (title, glyph) = (AnyView(text), .pin)
    case let image as Image:
      (title, glyph) = (nil, .label(AnyView(image)))
    default:
      // A `Label`, or several views (`Text` and `Image` in a row): the first text is the title
      // and the first image the glyph, as iOS takes them.
      let (text, image) = Self.parts(of: label)
      if text != nil || image != nil {
        title = text.map { AnyView($0) }
        glyph = image.map { .label(AnyView($0)) } ?? .pin
      } else {
        title = AnyView(label.labelStyle(.titleOnly))
        glyph = .label(AnyView(label.labelStyle(.iconOnly)))
      }
    }
  }

  /// The first `Text` and the first `Image` among a view's stored values, a few levels deep.
  static func parts(of value: Any, depth: Int = 0) -> (Text?, Image?) {
    var found: (Text?, Image?) = (nil, nil)
    for child in Mirror(reflecting: value).children {
      if found.0 == nil, let text = child.value as? Text {
        found.0 = text
      } else if found.1 == nil, let image = child.value as? Image {
        found.1 = image
      } else if depth < 4 {
        let inner = parts(of: child.value, depth: depth + 1)
        found = (found.0 ?? inner.0, found.1 ?? inner.1)
      }
      if found.0 != nil && found.1 != nil { break }
    }
    return found
  }

  init(_ title: Text?, glyph: MapElement.Glyph, coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    self.title = title.map { AnyView($0) }
    self.glyph = glyph
  }

  public func _makeMapElements(into elements: inout _MapElements) {
    elements.list.append(MapElement(.marker(glyph), at: coordinate, title: title))
  }
}

extension Marker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.init(Text(titleKey), glyph: .pin, coordinate: coordinate)
  }
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.init(Text(title), glyph: .pin, coordinate: coordinate)
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(Text(titleKey), glyph: .systemImage(systemImage), coordinate: coordinate)
  }
  public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(Text(title), glyph: .systemImage(systemImage), coordinate: coordinate)
  }
  public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(Text(titleKey), glyph: .image(image), coordinate: coordinate)
  }
  public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(Text(title), glyph: .image(image), coordinate: coordinate)
  }
  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(Text(titleKey), glyph: .monogram(monogram), coordinate: coordinate)
  }
  public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(Text(title), glyph: .monogram(monogram), coordinate: coordinate)
  }
  /// A marker for a map item, titled with its name.
  public init(item: MKMapItem) {
    self.init(item.name.map { Text($0) }, glyph: .pin, coordinate: item.placemark.coordinate)
  }
}
