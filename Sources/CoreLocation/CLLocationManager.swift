import Foundation

/// Core Location's location manager, on a device whose person declines location access when
/// asked. `authorizationStatus` is `.notDetermined` until the app asks
/// (`requestWhenInUseAuthorization()` or `requestAlwaysAuthorization()`), then `.denied`, and
/// the delegate is told at once, on the calling thread (iOS asks the person and tells the
/// delegate later, on the manager's thread). `location` and `heading` stay nil and no location
/// is ever delivered; starting updates or `requestLocation()` while denied fails with
/// `CLError.denied`, as on iOS. The delegate also hears the status when it is set, as iOS
/// tells it when the manager is made. Each manager answers for itself (on iOS the status is
/// the app's), so a preview is the same whatever ran before it.
open class CLLocationManager: NSObject, @unchecked Sendable {
  /// Told of authorization changes and failures; never of a location.
  open weak var delegate: (any CLLocationManagerDelegate)? {
    didSet { if let delegate { tellAuthorization(to: delegate) } }
  }

  /// `.notDetermined` until the app asks, `.denied` after.
  open private(set) var authorizationStatus: CLAuthorizationStatus = .notDetermined
  /// Reduced: no precise location was granted.
  open var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }
  /// Always nil: no location is known.
  open var location: CLLocation? { nil }
  /// Always nil: no compass.
  open var heading: CLHeading? { nil }

  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var headingFilter: CLLocationDegrees = 1
  open var activityType: CLActivityType = .other
  open var allowsBackgroundLocationUpdates = false
  open var pausesLocationUpdatesAutomatically = true
  open var showsBackgroundLocationIndicator = false
  open var maximumRegionMonitoringDistance: CLLocationDistance { 200_000 }
  /// Regions the app monitors, kept; none is ever entered or left.
  open private(set) var monitoredRegions: Set<CLRegion> = []

  public override init() { super.init() }

  /// The status before the app asks, as the pre-iOS 14 class method gave it.
  open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
  /// Location services are on; it is this app that gets no access.
  open class func locationServicesEnabled() -> Bool { true }
  /// No compass.
  open class func headingAvailable() -> Bool { false }
  open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
  open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
  open class func isRangingAvailable() -> Bool { false }

  /// The person declines: the status becomes `.denied` and the delegate is told at once.
  open func requestWhenInUseAuthorization() { decline() }
  /// The person declines: the status becomes `.denied` and the delegate is told at once.
  open func requestAlwaysAuthorization() { decline() }
  /// Nothing to grant: the completion gets `CLError.denied` at once.
  open func requestTemporaryFullAccuracyAuthorization(
    withPurposeKey purposeKey: String, completion: (((any Error)?) -> Void)? = nil
  ) {
    completion?(CLError(.denied))
  }
  open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws {
    throw CLError(.denied)
  }

  /// Delivers no location; fails with `CLError.denied` once access was declined.
  open func startUpdatingLocation() { failIfDenied() }
  open func stopUpdatingLocation() {}
  /// Delivers no location; fails with `CLError.denied` once access was declined.
  open func requestLocation() { failIfDenied() }
  open func startUpdatingHeading() {}
  open func stopUpdatingHeading() {}
  open func dismissHeadingCalibrationDisplay() {}
  open func startMonitoringSignificantLocationChanges() { failIfDenied() }
  open func stopMonitoringSignificantLocationChanges() {}
  open func startMonitoringVisits() {}
  open func stopMonitoringVisits() {}
  /// Kept in `monitoredRegions`; never entered or left.
  open func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
  open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
  open func requestState(for region: CLRegion) {}

  private func decline() {
    guard authorizationStatus == .notDetermined else { return }
    authorizationStatus = .denied
    if let delegate { tellAuthorization(to: delegate) }
  }

  private func tellAuthorization(to delegate: any CLLocationManagerDelegate) {
    delegate.locationManagerDidChangeAuthorization(self)
    delegate.locationManager(self, didChangeAuthorization: authorizationStatus)
  }

  private func failIfDenied() {
    if authorizationStatus == .denied { delegate?.locationManager(self, didFailWithError: CLError(.denied)) }
  }
}

/// What the location manager is used for, which tunes its updates on iOS.
public enum CLActivityType: Int, Sendable {
  case other = 1
  case automotiveNavigation = 2
  case fitness = 3
  case otherNavigation = 4
  case airborne = 5
}
