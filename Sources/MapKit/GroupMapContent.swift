import Vellum

/// `Group` of map content, as in MapKit (iOS 17): its content, so one modifier (a tag, a tint)
/// can apply to markers chosen by an `if`.
extension Group: MapContent where Content: MapContent {
  @MainActor @preconcurrency public var body: Never { fatalError("Group of map content has no body") }

  public init(@MapContentBuilder content: () -> Content) { self = .keeping(content()) }

  @MainActor public func _makeMapElements(into elements: inout _MapElements) {
    (kept as? Content)?._makeMapElements(into: &elements)
  }
}
