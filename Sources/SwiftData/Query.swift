import Foundation
import Vellum

/// `@Query var trips: [Trip]`, as in SwiftData: the models of the environment's
/// `modelContext` that match a filter, in a sort order, read when the view's body is.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  @Environment(\.modelContext) private var context
  let descriptor: FetchDescriptor<Element>

  public var wrappedValue: Result {
    // Result is [Element] for every initialiser; a failed fetch shows nothing, as on iOS.
    ((try? context.fetch(descriptor)) ?? []) as! Result
  }

  /// The context the query reads.
  public var modelContext: ModelContext { context }
}

extension Query where Result == [Element] {
  public init() { descriptor = FetchDescriptor() }

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
