import Vellum

/// What a SwiftUI `Map` shows (iOS 17): markers, annotations, shapes, `ForEach` over them, and
/// types of the app's own whose `body` is made of them.
///
/// Vellum collects the content into a list of elements (`_makeMapElements(into:)`), which the
/// map projects and draws; a type of the app's own only writes `body`.
public protocol MapContent {
  associatedtype Body: MapContent
  @MapContentBuilder @MainActor @preconcurrency var body: Body { get }
  /// Appends this content's elements. Primitive content appends itself; other content appends
  /// its body's elements (the default).
  @MainActor @preconcurrency func _makeMapElements(into elements: inout _MapElements)
}

extension MapContent {
  @MainActor public func _makeMapElements(into elements: inout _MapElements) {
    body._makeMapElements(into: &elements)
  }

  /// The elements of this content.
  @MainActor var mapElements: [MapElement] {
    var elements = _MapElements()
    _makeMapElements(into: &elements)
    return elements.list
  }
}

extension MapContent where Body == Never {
  @MainActor @preconcurrency public var body: Never {
    fatalError("\(Self.self) is a primitive map content and has no body")
  }
}

extension Never: MapContent {
  public func _makeMapElements(into elements: inout _MapElements) {}
}

/// The elements collected from a map's content, in the order they were written (later ones
/// drawn above).
public struct _MapElements {
  var list: [MapElement] = []
}
