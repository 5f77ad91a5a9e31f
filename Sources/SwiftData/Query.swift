import Foundation
import Vellum

/// `@Query var trips: [Trip]`, as in SwiftData: the models of the environment's
/// `modelContext` that match a filter, in a sort order, read when the view's body is.
///
/// SwiftData spells it `Query<Element, Result>`; Vellum's has the element alone (its result is
/// always `[Element]`), so a bare `@Query var trips: [Trip]` infers the element from the
/// property's type.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
  @Environment(\.modelContext) private var context
  let descriptor: FetchDescriptor<Element>

  /// Every model of the type, in insertion order. (Declared here, not in an extension, so a
  /// bare `@Query var trips: [Trip]` is default-initialised.)
  public init() { descriptor = FetchDescriptor() }

  /// The matching models; a failed fetch shows nothing, as on iOS.
  public var wrappedValue: [Element] { (try? context.fetch(descriptor)) ?? [] }

  /// The context the query reads.
  public var modelContext: ModelContext { context }
}

extension Query {
  /// The models a fetch descriptor selects.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.descriptor = descriptor
  }

  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default
  ) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }
}
