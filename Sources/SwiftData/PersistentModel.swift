import Foundation
import Observation

/// A SwiftData model class, as `@Model` makes it. Models are compared and hashed by
/// identity, as SwiftData's are.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The model's identifier.
  public var persistentModelID: PersistentIdentifier {
    PersistentIdentifier(order: ModelRegistry.order(of: self))
  }

  /// The model's identity as `Identifiable` (SwiftData's `id` is its `persistentModelID`), for
  /// a model that declares no `id` of its own.
  public var id: PersistentIdentifier { persistentModelID }

  /// The context the model was inserted into, nil before (or after it is deleted).
  public var modelContext: ModelContext? { ModelRegistry.context(of: self) }
}

/// Identifies a model object, as SwiftData's `PersistentIdentifier`: `Hashable`, `Comparable`
/// and `Codable` (an app keeps one in `UserDefaults` or passes it to an intent). Identifiers
/// sort in the order their models were first inserted or asked for (SwiftData sorts them by
/// store and row, which a new store also makes the insertion order).
///
/// Where Vellum differs: a preview's store lives in memory for one run, so an identifier
/// encodes that run's mark and its model's place; decoded in the same run it finds its model,
/// decoded in another (a value saved by an earlier preview) it finds none, as SwiftData's
/// finds none in a store that was deleted.
public struct PersistentIdentifier: Hashable, Sendable, Comparable, Codable {
  /// This run's mark: identifiers from another run name no model of this one.
  static let run = UUID()

  let order: Int
  let run: UUID

  init(order: Int) {
    self.order = order
    run = Self.run
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}

/// What SwiftData keeps with each model object: the context it is in and its place in the
/// order of identifiers. Kept beside the objects, as `@Model` adds no stored properties. An
/// entry holds its object weakly: a new object at a dead one's address is not given the dead
/// one's entry (its order from an earlier insertion).
enum ModelRegistry {
  private struct Entry {
    weak var object: AnyObject?
    weak var context: ModelContext?
    var order: Int
  }

  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  nonisolated(unsafe) private static var next = 0
  private static let lock = NSLock()

  private static func entry(_ model: AnyObject) -> Entry {
    if let entry = entries[ObjectIdentifier(model)], entry.object === model { return entry }
    next += 1
    let entry = Entry(object: model, context: nil, order: next)
    entries[ObjectIdentifier(model)] = entry
    return entry
  }

  static func order(of model: AnyObject) -> Int { lock.withLock { entry(model).order } }
  static func context(of model: AnyObject) -> ModelContext? {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(model)], entry.object === model else { return nil }
      return entry.context
    }
  }
  static func inserted(_ model: AnyObject, into context: ModelContext?) {
    lock.withLock {
      var found = entry(model)
      found.context = context
      entries[ObjectIdentifier(model)] = found
    }
  }
}
