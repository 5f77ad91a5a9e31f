import CoreLocation
import Vellum

/// Look Around's street-level imagery in a view (iOS 17), as MapKit's `LookAroundPreview`. A
/// preview cannot fetch imagery (and no scene can be loaded), so it is drawn as the space it is
/// offered in the secondary system fill, as Vellum draws a view whose content has not arrived
/// (an approximation; iOS's empty preview was not measured).
nonisolated public struct LookAroundPreview: View {
  public init(
    initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
    pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading
  ) {}

  public init(
    scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
    pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading
  ) {}

  public var body: some View { Color(UIColor.secondarySystemFill) }
}

/// A place's Look Around imagery; a preview never has one.
open class MKLookAroundScene: NSObject, @unchecked Sendable {}

/// A request for a place's Look Around scene, on a device that cannot reach Apple's servers:
/// `scene` throws `MKError.serverFailure`, and `getSceneWithCompletionHandler` gets it at once.
open class MKLookAroundSceneRequest: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let mapItem: MKMapItem?

  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    mapItem = nil
    super.init()
  }

  public init(mapItem: MKMapItem) {
    coordinate = mapItem.placemark.coordinate
    self.mapItem = mapItem
    super.init()
  }

  open var isLoading: Bool { false }

  open var scene: MKLookAroundScene? {
    get async throws { throw MKError(.serverFailure) }
  }

  open func getSceneWithCompletionHandler(_ completionHandler: @escaping (MKLookAroundScene?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.serverFailure))
  }

  open func cancel() {}
}

/// Where Look Around's badge sits.
public enum MKLookAroundBadgePosition: Int, Sendable {
  case topLeading = 0
  case topTrailing = 1
  case bottomTrailing = 2
}

nonisolated extension View {
  /// Presents Look Around full screen (iOS 17); a preview has no scene, so nothing is shown.
  public func lookAroundViewer(
    isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
    showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
    onDismiss: (() -> Void)? = nil
  ) -> some View {
    self
  }

  public func lookAroundViewer(
    isPresented: Binding<Bool>, scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true,
    showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
    onDismiss: (() -> Void)? = nil
  ) -> some View {
    self
  }
}
