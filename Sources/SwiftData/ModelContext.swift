import Foundation

/// Inserts, fetches and deletes models, as SwiftData's context does, in the memory of its
/// container. `save()` succeeds and writes nothing.
public final class ModelContext: @unchecked Sendable {
  public let container: ModelContainer
  public var autosaveEnabled = true

  public init(_ container: ModelContainer) { self.container = container }

  /// Adds a model; inserting it again changes nothing.
  public func insert<T: PersistentModel>(_ model: T) {
    let store = container.store
    if store.identities.insert(ObjectIdentifier(model)).inserted { store.objects.append(model) }
    ModelRegistry.inserted(model, into: self)
  }

  /// Removes a model.
  public func delete<T: PersistentModel>(_ model: T) {
    let store = container.store
    guard store.identities.remove(ObjectIdentifier(model)) != nil else { return }
    store.objects.removeAll { ObjectIdentifier($0) == ObjectIdentifier(model) }
    ModelRegistry.inserted(model, into: nil)
  }

  /// Removes every model of a type that matches a predicate (all of them for nil).
  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil) throws {
    for object in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(object) }
  }

  /// The models of a type that match the descriptor's predicate, sorted by its sort
  /// descriptors (insertion order otherwise), past its offset and up to its limit.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    insertRelatedModels()
    var found = container.store.objects.compactMap { $0 as? T }
    if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
    if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
    let offset = min(max(descriptor.fetchOffset ?? 0, 0), found.count)
    let end = descriptor.fetchLimit.map { min(offset + max($0, 0), found.count) } ?? found.count
    return Array(found[offset..<end])
  }

  /// Calls `block` with each model the descriptor fetches, in order, as SwiftData's
  /// `enumerate` (which fetches in batches of `batchSize`; here every model is in memory).
  public func enumerate<T: PersistentModel>(
    _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
    block: (T) throws -> Void
  ) throws {
    for model in try fetch(descriptor) { try block(model) }
  }

  /// Inserts the models that inserted ones hold in their properties (a relationship set
  /// after the owner was inserted, as a preview's sample data does), until none is left out:
  /// SwiftData inserts a related model with the one that holds it. Vellum's `@Model` adds no
  /// property observers, so the properties are read with `Mirror` when a fetch runs.
  func insertRelatedModels() {
    var index = 0
    while index < container.store.objects.count {
      let owner = container.store.objects[index]
      index += 1
      for child in Mirror(reflecting: owner).children {
        for related in Self.models(in: child.value) where ObjectIdentifier(related) != ObjectIdentifier(owner) {
          insert(related)
        }
      }
    }
  }

  /// The models a property holds: one, an optional one, or an array of them.
  private static func models(in value: Any) -> [any PersistentModel] {
    if let model = value as? any PersistentModel { return [model] }
    if let models = value as? [any PersistentModel] { return models }
    return []
  }

  /// The model with an identifier, if the context has it (SwiftData makes a placeholder
  /// for one it does not; Vellum traps with the identifier then, as a preview cannot load it).
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    guard let found = registeredModel(for: persistentModelID) else {
      fatalError("ModelContext.model(for:): no model \(persistentModelID) in this in-memory context")
    }
    return found
  }

  /// The model with an identifier, or nil.
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    registeredModel(for: persistentModelID) as? T
  }

  func registeredModel(for persistentModelID: PersistentIdentifier) -> (any PersistentModel)? {
    container.store.objects.first { $0.persistentModelID == persistentModelID }
  }

  /// How many models a fetch would return.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// Accepted: Vellum's models live in memory only.
  public func save() throws {}
  public var hasChanges: Bool { false }
  public func rollback() {}
}

/// What to fetch: a type's models matching a predicate, sorted, limited.
public struct FetchDescriptor<T: PersistentModel> {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  public var includePendingChanges = true
  /// Relationships SwiftData would load with the models; kept (all of a model is in memory).
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
  /// The properties SwiftData would load first; kept (all of a model is in memory).
  public var propertiesToFetch: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
