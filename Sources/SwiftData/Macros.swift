@_exported import Foundation
@_exported import Observation

/// SwiftData's model macro: the class conforms to `PersistentModel` and `Observable`, its
/// stored `var`s become persisted properties (`@_PersistedProperty`), and its objects live in
/// a `ModelContext` in memory (Vellum's SwiftData is for previews).
@attached(extension, conformances: PersistentModel, Observable)
@attached(memberAttribute)
public macro Model() = #externalMacro(module: "VellumMacros", type: "ModelMacro")

/// What `@Model` puts on each stored `var` of a model, as SwiftData's macro of that name: the
/// property becomes computed over a private `_name` that always holds a value, so the
/// model's properties can be read and assigned in any order in an initialiser.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "VellumMacros", type: "PersistedPropertyMacro")

/// How SwiftData stores a property (`.unique`, `.externalStorage` …); no effect in memory.
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "VellumMacros", type: "SchemaPropertyMacro")

/// A relationship to other models, with its delete rule and inverse; no effect in memory.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "VellumMacros", type: "SchemaPropertyMacro")

/// A property SwiftData does not store; no effect in memory.
@attached(peer)
public macro Transient() = #externalMacro(module: "VellumMacros", type: "SchemaPropertyMacro")

/// Properties whose values are unique together across a store's models, as in
/// `#Unique<Trip>([\.name, \.startDate])`; no effect in memory.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "VellumMacros", type: "SchemaConstraintMacro")

/// Properties a store indexes, as in `#Index<Trip>([\.name], [\.startDate, \.endDate])`;
/// no effect in memory.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "VellumMacros", type: "SchemaConstraintMacro")
