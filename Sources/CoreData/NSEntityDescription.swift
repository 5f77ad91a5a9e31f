import Foundation

/// An entity of a data model: its name, class, attributes and relationships.
public final class NSEntityDescription: NSObject, @unchecked Sendable {
  public var name: String?
  public var managedObjectClassName: String!
  let managedObjectClass: NSManagedObject.Type
  public var attributes: [NSAttributeDescription]
  public var relationships: [NSRelationshipDescription]
  public let relationshipsByName: [String: NSRelationshipDescription]

  /// The names of the entities it inherits from, nearest first (a fetch of one of them
  /// finds this entity's objects too).
  public let parentNames: [String]

  public convenience init(
    name: String, managedObjectClass: NSManagedObject.Type, parentNames: [String] = [],
    attributes: [NSAttributeDescription] = [], relationships: [NSRelationshipDescription] = []
  ) {
    self.init(
      name: name, managedObjectClass: managedObjectClass, parentNames: parentNames, attributes: attributes,
      relationships: relationships, described: true)
  }

  /// An entity; `described` when a model describes it (one made up for a class no model
  /// knows is not a relationship's destination).
  init(
    name: String, managedObjectClass: NSManagedObject.Type, parentNames: [String] = [],
    attributes: [NSAttributeDescription] = [], relationships: [NSRelationshipDescription] = [], described: Bool
  ) {
    self.name = name
    self.parentNames = parentNames
    self.managedObjectClassName = String(describing: managedObjectClass)
    self.managedObjectClass = managedObjectClass
    self.attributes = attributes
    self.relationships = relationships
    relationshipsByName = Dictionary(relationships.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    super.init()
    if described { Self.lock.withLock { Self.known[name] = self } }
  }

  /// The entities described so far, by name (a relationship's destination is found here; the
  /// classes generated from a data model describe all its entities at once).
  nonisolated(unsafe) private static var known: [String: NSEntityDescription] = [:]
  private static let lock = NSLock()

  static func described(_ name: String) -> NSEntityDescription? { lock.withLock { known[name] } }

  public var attributesByName: [String: NSAttributeDescription] {
    Dictionary(attributes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The entity of a name among the objects a context has made (Vellum has no model file to
  /// read at run time: an entity is known once an object of its class was made).
  public static func entity(forEntityName name: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
    context.store.entities[name]
  }

  /// A new object of a named entity, inserted into a context. The entity must be known to the
  /// context (an object of its class made before); otherwise Core Data's error is a trap here too.
  public static func insertNewObject(forEntityName name: String, into context: NSManagedObjectContext)
    -> NSManagedObject
  {
    guard let entity = context.store.entities[name] else {
      fatalError("NSEntityDescription.insertNewObject: no entity named \(name) in this context's model")
    }
    return entity.managedObjectClass.init(entity: entity, insertInto: context)
  }
}

/// An attribute of an entity: its name and the value a new object starts with.
public final class NSAttributeDescription: NSObject, @unchecked Sendable {
  public var name: String
  public var defaultValue: Any?
  public var isOptional: Bool

  public init(name: String, defaultValue: Any? = nil, isOptional: Bool = true) {
    self.name = name
    self.defaultValue = defaultValue
    self.isOptional = isOptional
    super.init()
  }
}

/// A relationship of an entity: whether it holds many objects, and the other side's name.
public final class NSRelationshipDescription: NSObject, @unchecked Sendable {
  public var name: String
  public var destinationEntityName: String
  public var inverseName: String?
  public var isToMany: Bool
  public var isOrdered: Bool

  public init(name: String, destination: String, inverse: String?, toMany: Bool, ordered: Bool = false) {
    self.name = name
    self.destinationEntityName = destination
    self.inverseName = inverse
    self.isToMany = toMany
    self.isOrdered = ordered
    super.init()
  }

  /// The entity the relationship leads to, once described (every entity of a data model
  /// whose classes were generated, as soon as one of them is).
  public var destinationEntity: NSEntityDescription? { NSEntityDescription.described(destinationEntityName) }

  /// The relationship on the other side, when the model names one.
  public var inverseRelationship: NSRelationshipDescription? {
    inverseName.flatMap { destinationEntity?.relationshipsByName[$0] }
  }
}

/// The model of a container. Vellum's knows the entities of the objects made so far.
public final class NSManagedObjectModel: NSObject, @unchecked Sendable {
  public var entities: [NSEntityDescription]
  public init(entities: [NSEntityDescription] = []) {
    self.entities = entities
    super.init()
  }
  /// The model compiled from an `.xcdatamodeld` (`Bundle.main.url(forResource: "Model",
  /// withExtension: "momd")`, which `vellum preview` finds in the previewed folder); nil when
  /// nothing is at the URL, as in Core Data. Vellum's model lists no entities: the generated
  /// classes know their own.
  public convenience init?(contentsOf url: URL) {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    self.init()
  }

  /// The model merged from the bundles' models; Vellum's lists no entities.
  public static func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
  public var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { a, _ in a })
  }
}

/// The identity of a managed object.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
  public let entityName: String
  let number: Int
  nonisolated(unsafe) static var count = 0
  private static let lock = NSLock()

  init(entityName: String) {
    self.entityName = entityName
    number = Self.lock.withLock {
      Self.count += 1
      return Self.count
    }
    super.init()
  }

  public var isTemporaryID: Bool { false }
  /// A URI like Core Data's for an in-memory store.
  public func uriRepresentation() -> URL { URL(string: "x-coredata://vellum/\(entityName)/p\(number)")! }
  public override var description: String { "<x-coredata://vellum/\(entityName)/p\(number)>" }
}
