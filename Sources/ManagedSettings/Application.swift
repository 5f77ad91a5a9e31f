import Foundation

/// An app, as ManagedSettings' `Application`: by bundle identifier, or by the token the person
/// chose it with. Its name is the system's to show; Vellum has none.
public struct Application: Codable, Hashable, Sendable {
  public var bundleIdentifier: String?
  public var token: ApplicationToken?
  /// The app's name: nil, as the system does not tell it.
  public var localizedDisplayName: String? { nil }

  public init(bundleIdentifier: String) { self.bundleIdentifier = bundleIdentifier }
  public init(token: ApplicationToken) { self.token = token }
}

/// A category of apps (Games, Social), as ManagedSettings' `ActivityCategory`: known only by
/// the token the person chose it with.
public struct ActivityCategory: Codable, Hashable, Sendable {
  public var token: ActivityCategoryToken?
  /// The category's name: nil, as the system does not tell it.
  public var localizedDisplayName: String? { nil }

  public init(token: ActivityCategoryToken) { self.token = token }
}

/// A web domain, as ManagedSettings' `WebDomain`: by name, or by the token the person chose it
/// with.
public struct WebDomain: Codable, Hashable, Sendable {
  public var domain: String?
  public var token: WebDomainToken?

  public init(domain: String) { self.domain = domain }
  public init(token: WebDomainToken) { self.token = token }
}
