import Foundation

/// When an activity is monitored, as DeviceActivity's `DeviceActivitySchedule`: from the
/// start's date components to the end's, once or every time they recur; kept as given.
public struct DeviceActivitySchedule: Hashable, Sendable {
  public let intervalStart: DateComponents
  public let intervalEnd: DateComponents
  public let repeats: Bool
  /// How long before the end the monitor is warned.
  public let warningTime: DateComponents?

  public init(
    intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool, warningTime: DateComponents? = nil
  ) {
    self.intervalStart = intervalStart
    self.intervalEnd = intervalEnd
    self.repeats = repeats
    self.warningTime = warningTime
  }
}
