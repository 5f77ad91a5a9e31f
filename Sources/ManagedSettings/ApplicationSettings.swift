import Foundation

/// What a store allows of apps, as ManagedSettings' `ApplicationSettings`; kept by the store,
/// nothing is enforced.
public struct ApplicationSettings: Hashable, Sendable {
  /// Apps that may not be opened.
  public var blockedApplications: Set<Application>?
  /// Whether apps may not be deleted.
  public var denyAppRemoval: Bool?
  /// Whether apps may not be installed.
  public var denyAppInstallation: Bool?
}
