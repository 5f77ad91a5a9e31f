import Foundation

/// Something of the app's that intents take as a parameter (a habit, a city), as AppIntents'
/// `AppEntity`: its identifier, how it is shown, and the query the system asks for entities.
/// No system asks in a preview; the query runs only when the app calls it.
public protocol AppEntity: Identifiable, Sendable {
  associatedtype DefaultQuery: EntityQuery
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  static var defaultQuery: DefaultQuery { get }
  var displayRepresentation: DisplayRepresentation { get }
}

/// How the system finds an app's entities, as AppIntents' `EntityQuery`.
public protocol EntityQuery: Sendable {
  associatedtype Entity: AppEntity
  init()
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// The entities offered in a picker; none unless the query says.
  func suggestedEntities() async throws -> [Entity]
  /// The entity chosen before the person chooses one; none unless the query says.
  func defaultResult() async -> Entity?
}

extension EntityQuery {
  public func suggestedEntities() async throws -> [Entity] { [] }
  public func defaultResult() async -> Entity? { nil }
}

/// A query that can also search by text, as AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
  func entities(matching string: String) async throws -> [Entity]
}

/// An enum that intents take as a parameter, as AppIntents' `AppEnum`.
public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, Sendable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
