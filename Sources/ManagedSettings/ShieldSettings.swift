import Foundation

/// Which apps, categories and web domains a store shields (covers with a screen that stops
/// their use), as ManagedSettings' `ShieldSettings`; kept by the store, nothing is shielded.
public struct ShieldSettings: Hashable, Sendable {
  public var applications: Set<ApplicationToken>?
  public var applicationCategories: ActivityCategoryPolicy<Application>?
  public var webDomains: Set<WebDomainToken>?
  public var webDomainCategories: ActivityCategoryPolicy<WebDomain>?

  /// Which categories are shielded, and which of their apps or domains are left out, as
  /// ManagedSettings' `ShieldSettings.ActivityCategoryPolicy`.
  public enum ActivityCategoryPolicy<Child>: Hashable, Sendable {
    /// Every category, less the apps or domains named.
    case all(except: Set<Token<Child>> = [])
    /// The categories named, less the apps or domains named.
    case specific(Set<ActivityCategoryToken>, except: Set<Token<Child>> = [])
    /// No category.
    case none
  }
}
