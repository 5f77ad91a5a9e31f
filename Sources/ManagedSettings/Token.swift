import Foundation

/// An opaque stand-in for an app, category or web domain the person chose, as
/// ManagedSettings' `Token`: the app cannot see what it names. Tokens come only from a
/// `FamilyActivitySelection`, which a preview's picker never fills, or from data the app saved;
/// Vellum keeps a decoded token's bytes and compares tokens by them.
public struct Token<Kind>: Codable, Hashable, Sendable {
  let data: Data

  enum CodingKeys: String, CodingKey { case data }
}

public typealias ApplicationToken = Token<Application>
public typealias ActivityCategoryToken = Token<ActivityCategory>
public typealias WebDomainToken = Token<WebDomain>
