import Foundation
import ManagedSettings

/// The apps, categories and web domains the person chose in a `FamilyActivityPicker`, as
/// FamilyControls' `FamilyActivitySelection`: opaque tokens the app saves and hands to
/// ManagedSettings and DeviceActivity. A preview's picker never changes it, so a selection is
/// empty unless the app decodes one it saved.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
  public var applicationTokens: Set<ApplicationToken> = []
  public var categoryTokens: Set<ActivityCategoryToken> = []
  public var webDomainTokens: Set<WebDomainToken> = []
  /// Whether choosing a category selects its apps and domains too (iOS 15.2).
  public var includeEntireCategory = false

  public init() {}
  public init(includeEntireCategory: Bool) { self.includeEntireCategory = includeEntireCategory }

  /// The chosen apps, one for each token.
  public var applications: Set<Application> { Set(applicationTokens.map { Application(token: $0) }) }
  /// The chosen categories, one for each token.
  public var categories: Set<ActivityCategory> { Set(categoryTokens.map { ActivityCategory(token: $0) }) }
  /// The chosen web domains, one for each token.
  public var webDomains: Set<WebDomain> { Set(webDomainTokens.map { WebDomain(token: $0) }) }
}
