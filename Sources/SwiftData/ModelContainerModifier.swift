import Foundation
import Vellum

extension EnvironmentValues {
  /// The context `@Query` reads and views insert into. Outside `.modelContainer(_:)`, an
  /// empty one.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext {
    // A fresh empty container each time: nothing outside a `.modelContainer` is shared.
    ModelContext(try! ModelContainer(for: Schema([]), configurations: []))
  }
}

nonisolated extension View {
  /// Gives the view's `@Query`s and `\.modelContext` a container's main context.
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// A new, empty container for a model type (in memory in Vellum, whatever `inMemory` says).
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(for: [modelType], inMemory: inMemory, onSetup: onSetup)
  }

  /// A new, empty container for model types.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    let container = Swift.Result { try ModelContainer(for: Schema(modelTypes), configurations: []) }
    onSetup(container)
    return environment(\.modelContext, (try? container.get()).map { ModelContext($0) } ?? ModelContextKey.defaultValue)
  }

  /// Sets the context views read.
  public func modelContext(_ context: ModelContext) -> some View { environment(\.modelContext, context) }
}

extension Scene {
  /// Gives every window of the scene a container's main context.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    _modifyingWindows { AnyView($0.modelContainer(container)) }
  }

  /// A new, empty container for model types, for every window of the scene.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    _modifyingWindows { AnyView($0.modelContainer(for: modelType, inMemory: inMemory, onSetup: onSetup)) }
  }

  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    _modifyingWindows { AnyView($0.modelContainer(for: modelTypes, inMemory: inMemory, onSetup: onSetup)) }
  }
}
