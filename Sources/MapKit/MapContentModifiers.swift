import Vellum

/// Map content with a change to each of its elements, as MapKit's content modifiers make it.
/// An inner modifier wins over an outer one, as in SwiftUI.
public struct _ModifiedMapContent<C: MapContent>: MapContent {
  public typealias Body = Never
  let content: C
  let change: (inout MapElement) -> Void

  public func _makeMapElements(into elements: inout _MapElements) {
    var inner = _MapElements()
    content._makeMapElements(into: &inner)
    for var element in inner.list {
      change(&element)
      elements.list.append(element)
    }
  }
}

extension MapContent {
  func modified(_ change: @escaping (inout MapElement) -> Void) -> _ModifiedMapContent<Self> {
    _ModifiedMapContent(content: self, change: change)
  }

  /// The colour of markers' balloons and of shapes without a style of their own.
  public func tint(_ tint: Color?) -> some MapContent {
    modified { element in
      if element.tint == nil, let tint { element.tint = AnyShapeStyle(tint) }
    }
  }

  public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent {
    modified { element in if element.tint == nil { element.tint = AnyShapeStyle(tint) } }
  }

  /// How a shape is filled.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent {
    modified { element in if element.fill == nil { element.fill = AnyShapeStyle(style) } }
  }

  /// How a shape's outline is drawn.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent {
    modified { element in
      if element.stroke == nil {
        element.stroke = AnyShapeStyle(content)
        element.strokeStyle = style
      }
    }
  }

  public func stroke(lineWidth: CGFloat) -> some MapContent {
    modified { element in if element.strokeStyle == nil { element.strokeStyle = StrokeStyle(lineWidth: lineWidth) } }
  }

  public func stroke(style: StrokeStyle) -> some MapContent {
    modified { element in if element.strokeStyle == nil { element.strokeStyle = style } }
  }

  /// Identifies the content for the map's selection; a preview selects nothing.
  public func tag<V: Hashable>(_ tag: V) -> some MapContent { modified { _ in } }

  /// Whether markers and annotations show their titles.
  public func annotationTitles(_ visibility: Visibility) -> some MapContent {
    modified { element in if visibility == .hidden { element.titleHidden = true } }
  }

  /// Accepted: no subtitle is drawn.
  public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { modified { _ in } }

  /// Accepted: shapes are drawn above the map's flat land either way.
  public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { modified { _ in } }
}

/// Where overlays are drawn among the map's labels.
public enum MKOverlayLevel: Int, Sendable {
  case aboveRoads = 0
  case aboveLabels = 1
}
