import Foundation
import Observation

/// A SwiftData model class, as `@Model` makes it. Models are compared and hashed by
/// identity, as SwiftData's are.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The model's identifier.
  public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
}

/// Identifies a model object.
public struct PersistentIdentifier: Hashable, Sendable {
  let object: ObjectIdentifier
}
