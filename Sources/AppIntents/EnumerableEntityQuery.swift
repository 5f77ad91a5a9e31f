import Foundation

/// A query that can list every entity, as AppIntents' `EnumerableEntityQuery`: Shortcuts
/// offers them all, and filters them itself. No system asks it in a preview; it answers when
/// the app calls it.
public protocol EnumerableEntityQuery: EntityQuery {
  func allEntities() async throws -> [Entity]
}
