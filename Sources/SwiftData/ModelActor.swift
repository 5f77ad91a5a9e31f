import Foundation

/// SwiftData's `ModelExecutor`: what gives a model actor its context.
public protocol ModelExecutor: AnyObject, Sendable {
  var modelContext: ModelContext { get }
}

/// SwiftData's executor for a model actor, over one context. Vellum's is not a Swift
/// executor: the actor runs on Swift's default executor.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  public let modelContext: ModelContext
  public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// SwiftData's `ModelActor`: an actor that works on models with a context of its own
/// (declared with `@ModelActor`). Its context shares its container's models, as every
/// context of a Vellum container does, so what it inserts a view's `@Query` shows.
public protocol ModelActor: Actor {
  nonisolated var modelContainer: ModelContainer { get }
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor's context.
  public var modelContext: ModelContext { modelExecutor.modelContext }

  /// The model with an identifier, if the actor's context has it and it is a `T`.
  public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
    modelContext.registeredModel(for: id)
  }
}

/// Gives an actor a model container, a context of its own and `init(modelContainer:)`, as
/// SwiftData's macro does (see `ModelActor`).
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "VellumMacros", type: "ModelActorMacro")
