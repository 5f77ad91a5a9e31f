import Foundation
import Vellum

/// What draws an overlay in a map view, as MapKit's `MKOverlayRenderer`; it keeps its settings
/// and is never drawn.
open class MKOverlayRenderer: NSObject {
  public let overlay: any MKOverlay
  open var alpha: CGFloat = 1

  public init(overlay: any MKOverlay) {
    self.overlay = overlay
    super.init()
  }

  /// A renderer of nothing, as a map view's delegate returns for an overlay it does not draw.
  public override convenience init() { self.init(overlay: MKPolyline()) }
}

/// A renderer that fills and strokes a path, as MapKit's `MKOverlayPathRenderer`.
open class MKOverlayPathRenderer: MKOverlayRenderer {
  open var fillColor: UIColor?
  open var strokeColor: UIColor?
  open var lineWidth: CGFloat = 0
  open var lineDashPattern: [NSNumber]?
}

open class MKPolylineRenderer: MKOverlayPathRenderer {
  /// Where along the line the stroke starts and ends, from 0 to 1 (a route drawn in part).
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  public init(polyline: MKPolyline) { super.init(overlay: polyline) }
  public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}

open class MKPolygonRenderer: MKOverlayPathRenderer {
  public init(polygon: MKPolygon) { super.init(overlay: polygon) }
  public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}

open class MKCircleRenderer: MKOverlayPathRenderer {
  public init(circle: MKCircle) { super.init(overlay: circle) }
  public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}
