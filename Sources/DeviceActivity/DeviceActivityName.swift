import Foundation

/// The name the app gives an activity it monitors, as DeviceActivity's `DeviceActivityName`.
public struct DeviceActivityName: RawRepresentable, Hashable, Codable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
