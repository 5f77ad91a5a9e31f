import Foundation
import Observation

/// Where a SwiftData app's models live, as in SwiftData. Vellum's container keeps them in
/// memory, whatever the configuration says: a preview starts empty and shows what it
/// inserts, and nothing is read from or written to disk.
public final class ModelContainer: @unchecked Sendable {
  public let schema: Schema
  public let configurations: [ModelConfiguration]
  let store = ModelStore()
  /// Made once, with the container (not lazily, so two threads cannot make two).
  private var context: ModelContext!

  public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
    schema = givenSchema
    self.configurations = configurations
    context = ModelContext(self)
  }

  public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: givenSchema, configurations: configurations)
  }

  public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// The context views use (`\.modelContext` under `.modelContainer(_:)`). SwiftData
  /// isolates it to the main actor; Vellum's is not isolated, so code written for either
  /// compiles and `.modelContainer(_:)` can read it from any context.
  public var mainContext: ModelContext { context }
}

/// The objects of a container, in the order they were inserted. Observable, so a view
/// whose `@Query` fetched from it is drawn again when a model is inserted or deleted (a
/// preview filling its list in `onAppear` or a task's first part), as SwiftData's queries
/// follow their context.
final class ModelStore: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private var stored: [any PersistentModel] = []
  var identities: Set<ObjectIdentifier> = []

  var objects: [any PersistentModel] {
    get {
      registrar.access(self, keyPath: \.objects)
      return stored
    }
    set { registrar.withMutation(of: self, keyPath: \.objects) { stored = newValue } }
  }
}
