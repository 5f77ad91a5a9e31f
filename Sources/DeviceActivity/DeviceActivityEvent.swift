import Foundation
import ManagedSettings

/// A threshold of use within a monitored activity, as DeviceActivity's `DeviceActivityEvent`:
/// the apps, categories and web domains counted and how much use reaches it; kept as given.
public struct DeviceActivityEvent: Hashable, Sendable {
  public let applications: Set<ApplicationToken>
  public let categories: Set<ActivityCategoryToken>
  public let webDomains: Set<WebDomainToken>
  public let threshold: DateComponents
  public let includesPastActivity: Bool

  public init(
    applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
    webDomains: Set<WebDomainToken> = [], threshold: DateComponents, includesPastActivity: Bool = false
  ) {
    self.applications = applications
    self.categories = categories
    self.webDomains = webDomains
    self.threshold = threshold
    self.includesPastActivity = includesPastActivity
  }

  /// An event's name, as DeviceActivity's `DeviceActivityEvent.Name`.
  public struct Name: RawRepresentable, Hashable, Codable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
