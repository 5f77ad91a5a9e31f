import Foundation
import Vellum

/// A still image of a map, as MapKit's `MKMapSnapshotter`, on a device that cannot reach
/// Apple's servers: starting fails with `MKError.serverFailure`, on the calling thread, and
/// no snapshot is made.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
  /// What to snapshot: the region or camera, the size and the map's look.
  open class Options: NSObject, @unchecked Sendable {
    open var region = MKCoordinateRegion()
    open var mapRect = MKMapRect()
    open var camera = MKMapCamera()
    open var size = CGSize(width: 256, height: 256)
    open var scale: CGFloat = 3
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var showsBuildings = true
    open var traitCollection = UITraitCollection(userInterfaceStyle: .light)
    public override init() { super.init() }
  }

  /// A snapshot's image and the conversion of coordinates to its points. None is ever made
  /// by Vellum.
  open class Snapshot: NSObject, @unchecked Sendable {
    open var image: UIImage { UIImage() }
    open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { .zero }
  }

  public let options: Options
  open private(set) var isLoading = false

  public init(options: Options) { self.options = options }

  /// Tells the handler `MKError.serverFailure`.
  open func start(completionHandler: @escaping (Snapshot?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.serverFailure))
  }

  open func start(with queue: DispatchQueue, completionHandler: @escaping (Snapshot?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.serverFailure))
  }

  /// Throws `MKError.serverFailure`.
  open func start() async throws -> Snapshot { throw MKError(.serverFailure) }

  open func cancel() {}
}
