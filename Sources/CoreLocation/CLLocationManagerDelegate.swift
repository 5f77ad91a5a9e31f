import Foundation

/// What a location manager tells its delegate. Every method is optional, as on iOS (each has
/// an empty default); a preview's manager calls only the authorization and failure ones.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
  func locationManager(
    _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
  func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
  func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
  func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
  public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
  public func locationManager(
    _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error
  ) {}
  public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
  public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
  public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}
