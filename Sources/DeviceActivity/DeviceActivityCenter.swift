import Foundation

/// Starts and stops the monitoring of device activity, as DeviceActivity's
/// `DeviceActivityCenter`. Monitoring needs the person's FamilyControls authorisation, which a
/// preview never has: `startMonitoring` throws `MonitoringError.unauthorized`, so no activity
/// is monitored (`activities` is empty) and the app's monitor extension is never run.
open class DeviceActivityCenter: @unchecked Sendable {
  public init() {}

  /// The activities being monitored: none.
  open var activities: [DeviceActivityName] { [] }

  /// Throws `MonitoringError.unauthorized`.
  open func startMonitoring(
    _ activity: DeviceActivityName, during schedule: DeviceActivitySchedule,
    events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
  ) throws {
    throw MonitoringError.unauthorized
  }

  /// Stops monitoring the activities named (all of them by default); none are monitored.
  open func stopMonitoring(_ activities: [DeviceActivityName] = []) {}

  /// The schedule of a monitored activity: nil, none is monitored.
  open func schedule(for activity: DeviceActivityName) -> DeviceActivitySchedule? { nil }

  /// The events of a monitored activity: none.
  open func events(for activity: DeviceActivityName) -> [DeviceActivityEvent.Name: DeviceActivityEvent] { [:] }

  /// Why monitoring could not start, as DeviceActivity's `DeviceActivityCenter.MonitoringError`.
  public enum MonitoringError: Error, Hashable, Sendable {
    /// The app monitors too many activities.
    case excessiveActivities
    /// The schedule is longer than a week.
    case intervalTooLong
    /// The schedule is shorter than fifteen minutes.
    case intervalTooShort
    /// The schedule's date components do not name a time.
    case invalidDateComponents
    /// The app is not authorised through FamilyControls.
    case unauthorized
  }
}
