import Foundation

/// Which web content a store filters, as ManagedSettings' `WebContentSettings`; kept by the
/// store, nothing is filtered.
public struct WebContentSettings: Hashable, Sendable {
  public var blockedByFilter: FilterPolicy?

  /// What the filter blocks, as ManagedSettings' `WebContentSettings.FilterPolicy`.
  public enum FilterPolicy: Hashable, Sendable {
    /// Adult content, with the domains named blocked too and the excepted ones allowed.
    case auto(Set<WebDomain> = [], except: Set<WebDomain> = [])
    /// The domains named only.
    case specific(Set<WebDomain>)
    /// Every domain but the ones named.
    case all(except: Set<WebDomain> = [])
    /// Nothing.
    case none
  }
}
