import Foundation
import Vellum

/// The view of an annotation in a map view, as MapKit's `MKAnnotationView`; it keeps its
/// settings and is never drawn.
open class MKAnnotationView: UIView {
  open var annotation: (any MKAnnotation)?
  public let reuseIdentifier: String?
  open var image: UIImage?
  open var canShowCallout = false
  open var centerOffset = CGPoint.zero
  open var calloutOffset = CGPoint.zero
  open var isDraggable = false
  open var isEnabled = true
  open var isSelected = false
  open var clusteringIdentifier: String?
  open var displayPriority = MKFeatureDisplayPriority.required
  open var leftCalloutAccessoryView: UIView?
  open var rightCalloutAccessoryView: UIView?
  open var detailCalloutAccessoryView: UIView?

  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }

  open func prepareForReuse() {}
  open func prepareForDisplay() {}
}

/// A balloon annotation view, as MapKit's `MKMarkerAnnotationView`.
open class MKMarkerAnnotationView: MKAnnotationView {
  open var markerTintColor: UIColor?
  open var glyphTintColor: UIColor?
  open var glyphText: String?
  open var glyphImage: UIImage?
  open var selectedGlyphImage: UIImage?
  open var titleVisibility = MKFeatureVisibility.adaptive
  open var subtitleVisibility = MKFeatureVisibility.adaptive
  open var animatesWhenAdded = false
}

/// A pin annotation view, as MapKit's `MKPinAnnotationView`.
open class MKPinAnnotationView: MKAnnotationView {
  open var pinTintColor: UIColor?
  open var animatesDrop = false
}

/// Whether an annotation view's title shows.
public enum MKFeatureVisibility: Int, Sendable {
  case adaptive = 0
  case hidden = 1
  case visible = 2
}

/// How much an annotation view insists on being shown.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public static let required = MKFeatureDisplayPriority(rawValue: 1000)
  public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
  public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}
