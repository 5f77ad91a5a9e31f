/// The model types of a container, and the options of `@Attribute` and `@Relationship`.
public struct Schema {
  public let types: [any PersistentModel.Type]

  public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { self.types = types }
  public init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) { self.types = types }

  /// A schema's version number.
  public struct Version: Hashable, Sendable {
    public let major: Int
    public let minor: Int
    public let patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
  }

  public enum Attribute {
    /// How an attribute is stored.
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
      public static let externalStorage = Option(name: "externalStorage")
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      public static let ephemeral = Option(name: "ephemeral")
      public static let spotlight = Option(name: "spotlight")
      public static func transformable(by transformerName: String) -> Option { Option(name: transformerName) }
    }
  }

  public enum Relationship {
    /// How a relationship is stored.
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
    }
    /// What deleting a model does to the models it relates to.
    public enum DeleteRule: Hashable, Sendable {
      case nullify, cascade, deny, noAction
    }
  }
}

/// How a container stores its models: Vellum's are always in memory.
public struct ModelConfiguration: Hashable, Sendable {
  public let name: String
  public let isStoredInMemoryOnly: Bool
  /// Where SwiftData would keep the store: `/dev/null` for one in memory, else the URL given
  /// or `default.store` (the configuration's name) in Application Support, as SwiftData's.
  /// Vellum never writes it.
  public let url: URL

  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    url =
      isStoredInMemoryOnly
      ? URL(fileURLWithPath: "/dev/null")
      : URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(
        "Library/Application Support/\(name ?? "default").store")
  }

  /// A store at a URL of the app's choosing; kept in memory.
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    isStoredInMemoryOnly = false
    self.url = url
  }

  public init(isStoredInMemoryOnly: Bool) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }

  /// A configuration for the given model types' schema. (Disfavoured so that
  /// `ModelConfiguration()` is the named form, which gives no types either.)
  @_disfavoredOverload
  public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  /// With an app group and CloudKit database, which Vellum's in-memory store ignores.
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.init(name, schema: schema, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave)
  }

  /// Where an app group's store would be; ignored in memory.
  public struct GroupContainer: Hashable, Sendable {
    let identifier: String?
    public static let automatic = GroupContainer(identifier: nil)
    public static let none = GroupContainer(identifier: nil)
    public static func identifier(_ groupIdentifier: String) -> GroupContainer {
      GroupContainer(identifier: groupIdentifier)
    }
  }

  /// Which CloudKit database would sync the store; ignored in memory.
  public struct CloudKitDatabase: Hashable, Sendable {
    let identifier: String?
    public static let automatic = CloudKitDatabase(identifier: nil)
    public static let none = CloudKitDatabase(identifier: nil)
    public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
      CloudKitDatabase(identifier: containerIdentifier)
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
