import Foundation

/// One version of an app's models, as SwiftData's `VersionedSchema`: apps nest their model
/// classes in an enum per version and migrate between them with a `SchemaMigrationPlan`.
public protocol VersionedSchema {
  static var versionIdentifier: Schema.Version { get }
  static var models: [any PersistentModel.Type] { get }
}

/// The versions of an app's schema and the stages between them, as SwiftData's. Vellum's
/// containers are in memory and start empty, so no stage runs; the plan is accepted.
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// A step from one schema version to the next. Vellum runs none (see `SchemaMigrationPlan`).
public enum MigrationStage: Sendable {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

extension Schema {
  /// The schema of one version's models.
  public init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }
}

extension ModelContainer {
  /// A container for a schema with a migration plan; in memory, so the plan has nothing to
  /// migrate.
  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]
  ) throws {
    try self.init(for: givenSchema, configurations: configurations)
  }

  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, configurations: configurations)
  }

  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }
}
