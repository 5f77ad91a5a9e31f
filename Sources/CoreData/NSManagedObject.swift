import Combine
import Foundation

/// Core Data's managed object: an entity's attributes and relationships, kept by name.
///
/// Vellum keeps the values in memory and writes nothing. The classes Xcode generates from a
/// data model are made by the `CoreDataModels` plugin (and by `vellum preview`) with
/// properties that read and write these values. A hand-written `@NSManaged` property does not
/// link on Linux, and `@objc(Name)` does not compile there.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
  /// The entity of the object: the generated model's, or one named after the class.
  public let entity: NSEntityDescription
  /// The context the object was inserted into; nil before it is and after it is deleted.
  public internal(set) weak var managedObjectContext: NSManagedObjectContext?
  public let objectID: NSManagedObjectID
  var values: [String: Any] = [:]
  var changedKeys: Set<String> = []
  public internal(set) var isInserted = false
  public internal(set) var isDeleted = false
  public let objectWillChange = ObservableObjectPublisher()

  /// A new object of an entity, inserted into `context` when one is given.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    objectID = NSManagedObjectID(entityName: entity.name ?? "")
    super.init()
    for attribute in entity.attributes where attribute.defaultValue != nil {
      values[attribute.name] = attribute.defaultValue
    }
    if let context { context.insert(self) }
  }

  /// A new object of the class's entity, inserted into a context.
  public convenience init(context: NSManagedObjectContext) {
    self.init(entity: Self.entity(), insertInto: context)
  }

  /// A new object not inserted anywhere (Core Data warns and does the same).
  public convenience override init() { self.init(entity: Self.entity(), insertInto: nil) }

  /// The entity of the class: the data model's when the class was generated from one,
  /// otherwise an entity with no attributes named after the class.
  open class func entity() -> NSEntityDescription {
    if let generated = self as? any _GeneratedEntity.Type, let entity = generated._entityDescription(of: self) {
      return entity
    }
    return NSEntityDescription(name: String(describing: self), managedObjectClass: self, described: false)
  }

  /// The class's name, as Objective-C's `+description` gives it (`NSFetchRequest<Self>(entityName:
  /// Self.description())` names the entity of a generated class so).
  open class func description() -> String { String(describing: self) }

  /// A fetch request for the class's entity. A class's own `fetchRequest()` (Xcode's
  /// generated `NSFetchRequest<Item>` one) is preferred where both fit, so an unannotated
  /// `let request = Item.fetchRequest()` is the class's, not ambiguous.
  @_disfavoredOverload
  open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
    NSFetchRequest(entityName: entity().name ?? String(describing: self))
  }

  /// Called once when the object is first inserted (the place to give it an `id` or a date).
  open func awakeFromInsert() {}
  /// Called after a fetch; Vellum's objects are never faults, so never.
  open func awakeFromFetch() {}
  open func willSave() {}
  open func didSave() {}
  open func prepareForDeletion() {}

  /// Whether the object has values not yet saved.
  public var hasChanges: Bool { isInserted || !changedKeys.isEmpty || isDeleted }
  public var isUpdated: Bool { !isInserted && !changedKeys.isEmpty }
  /// Vellum's objects always hold their values.
  public var isFault: Bool { false }

  /// The value of an attribute or relationship (nil when it was never set).
  open func value(forKey key: String) -> Any? { values[key] }

  /// Sets an attribute or relationship; the other side of a relationship with an inverse
  /// follows, as in Core Data.
  open func setValue(_ value: Any?, forKey key: String) {
    objectWillChange.send()
    if let relationship = entity.relationshipsByName[key], let inverse = relationship.inverseName {
      let old = related(values[key])
      let new = related(value)
      for object in old where !new.contains(where: { $0 === object }) { object.unlink(self, from: inverse) }
      for object in new where !old.contains(where: { $0 === object }) { object.link(self, to: inverse) }
    }
    store(value, forKey: key)
  }

  /// The value at a dotted key path (`folder.name`); through a to-many relationship, the set
  /// of the values.
  open func value(forKeyPath keyPath: String) -> Any? {
    KeyPathReading.value(of: self, at: keyPath.split(separator: ".").map(String.init))
  }

  public func primitiveValue(forKey key: String) -> Any? { values[key] }
  public func setPrimitiveValue(_ value: Any?, forKey key: String) { store(value, forKey: key) }
  public func willAccessValue(forKey key: String?) {}
  public func didAccessValue(forKey key: String?) {}
  public func willChangeValue(forKey key: String) { objectWillChange.send() }
  public func didChangeValue(forKey key: String) {}

  /// The values changed since the last save.
  public func changedValues() -> [String: Any] {
    var changed: [String: Any] = [:]
    for key in changedKeys { changed[key] = values[key] ?? NSNull() }
    return changed
  }

  /// The values of the named keys (nil as `NSNull`).
  public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
    var result: [String: Any] = [:]
    for key in keys { result[key] = values[key] ?? NSNull() }
    return result
  }

  /// Keeps a value; a to-many relationship's is kept as a set (ordered when the model says).
  func store(_ value: Any?, forKey key: String) {
    if let relationship = entity.relationshipsByName[key], relationship.isToMany, value != nil {
      let members = related(value)
      values[key] = relationship.isOrdered ? NSOrderedSet(array: members) : NSSet(array: members)
    } else {
      values[key] = value
    }
    changedKeys.insert(key)
  }

  /// The objects a relationship value holds: one, a set, an ordered set or an array.
  func related(_ value: Any?) -> [NSManagedObject] {
    switch value {
    case let object as NSManagedObject: return [object]
    case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
    case let set as NSOrderedSet: return set.array.compactMap { $0 as? NSManagedObject }
    case let array as [NSManagedObject]: return array
    default: return []
    }
  }

  /// Adds `object` to this object's side `key` of a relationship, leaving the other side.
  func link(_ object: NSManagedObject, to key: String) {
    objectWillChange.send()
    guard let relationship = entity.relationshipsByName[key] else { return store(object, forKey: key) }
    if !relationship.isToMany {
      // A to-one side that held another object lets that object go first.
      for previous in related(values[key]) where previous !== object {
        if let inverse = relationship.inverseName { previous.unlink(self, from: inverse) }
      }
      return store(object, forKey: key)
    }
    let members = related(values[key])
    guard !members.contains(where: { $0 === object }) else { return }
    store(members + [object], forKey: key)
  }

  /// Removes `object` from this object's side `key` of a relationship.
  func unlink(_ object: NSManagedObject, from key: String) {
    objectWillChange.send()
    guard let relationship = entity.relationshipsByName[key], relationship.isToMany else {
      if related(values[key]).contains(where: { $0 === object }) { store(nil, forKey: key) }
      return
    }
    store(related(values[key]).filter { $0 !== object }, forKey: key)
  }

  /// Adds an object to a to-many relationship (what a generated `addToItems(_:)` calls).
  public func _add(_ object: NSManagedObject, to key: String) {
    let members = related(values[key])
    guard !members.contains(where: { $0 === object }) else { return }
    setValue(members + [object], forKey: key)
  }

  /// Removes an object from a to-many relationship (`removeFromItems(_:)`).
  public func _remove(_ object: NSManagedObject, from key: String) {
    setValue(related(values[key]).filter { $0 !== object }, forKey: key)
  }
}

extension NSManagedObject {
  /// The value an `@NSManaged` property reads, as `vellum preview` compiles one (Linux has
  /// no Objective-C runtime to make its accessors): the stored value, nil for an optional
  /// type, and zero, false, an empty string or an empty collection for the others.
  public func _managedValue<T>(forKey key: String) -> T {
    if let value = value(forKey: key) as? T { return value }
    if let none = Optional<Any>.none as? T { return none }
    if let zero = ManagedZero.value(as: T.self) { return zero }
    fatalError("\(type(of: self)).\(key) is nil; its @NSManaged type \(T.self) cannot hold nil")
  }

  /// Adds an object, or the objects of a set or array, to a to-many relationship (an
  /// `@NSManaged func addToItems(_:)` as `vellum preview` compiles it).
  public func _addManaged(_ value: Any, to key: String) {
    for case let object as NSManagedObject in KeyPathReading.collection(value) ?? [value] { _add(object, to: key) }
  }

  /// Removes an object, or the objects of a set or array, from a to-many relationship.
  public func _removeManaged(_ value: Any, from key: String) {
    for case let object as NSManagedObject in KeyPathReading.collection(value) ?? [value] {
      _remove(object, from: key)
    }
  }

  /// Inserts an object at an index, or the objects of an array at the indexes of an index
  /// set, into an ordered to-many relationship (`insertIntoItems(_:at:)`); an object already
  /// there stays where it is, as in an ordered set.
  public func _insertManaged(_ value: Any, at index: Any, into key: String) {
    var members = related(values[key])
    let objects = (KeyPathReading.collection(value) ?? [value]).compactMap { $0 as? NSManagedObject }
    for (object, position) in zip(objects, Self.positions(index)) where !members.contains(where: { $0 === object }) {
      members.insert(object, at: min(max(position, 0), members.count))
    }
    setValue(members, forKey: key)
  }

  /// Removes the objects at an index or the indexes of an index set from an ordered to-many
  /// relationship (`removeFromItems(at:)`).
  public func _removeManaged(at index: Any, from key: String) {
    let positions = Set(Self.positions(index))
    let members = related(values[key])
    setValue(members.indices.filter { !positions.contains($0) }.map { members[$0] }, forKey: key)
  }

  /// Replaces the objects at an index or the indexes of an index set with an object or the
  /// objects of an array (`replaceItems(at:with:)`).
  public func _replaceManaged(at index: Any, with value: Any, in key: String) {
    var members = related(values[key])
    let objects = (KeyPathReading.collection(value) ?? [value]).compactMap { $0 as? NSManagedObject }
    for (position, object) in zip(Self.positions(index), objects) where members.indices.contains(position) {
      members[position] = object
    }
    // An ordered set holds an object once: a replacement already elsewhere keeps its first place.
    var seen: [NSManagedObject] = []
    for object in members where !seen.contains(where: { $0 === object }) { seen.append(object) }
    setValue(seen, forKey: key)
  }

  /// The positions an index (`Int`), `IndexSet` or `NSIndexSet` names, in ascending order.
  static func positions(_ index: Any) -> [Int] {
    switch index {
    case let position as Int: return [position]
    case let set as IndexSet: return Array(set)
    case let set as NSIndexSet:
      var positions: [Int] = []
      set.enumerate { position, _ in positions.append(position) }
      return positions
    default: return []
    }
  }

  /// An `@NSManaged` accessor Vellum does not write.
  public func _unsupportedManagedAccessor(_ name: String) -> Never {
    fatalError("\(type(of: self)).\(name): this @NSManaged accessor is not available in Vellum's Core Data")
  }

  /// Sets the value of an `@NSManaged` property.
  public func _setManagedValue<T>(_ value: T, forKey key: String) {
    setValue(ValueComparison.unwrapped(value), forKey: key)
  }
}

/// The value a non-optional `@NSManaged` property reads before it was set.
enum ManagedZero {
  static func value<T>(as type: T.Type) -> T? {
    let zeros: [Any] = [
      "", 0 as Int, 0 as Int16, 0 as Int32, 0 as Int64, 0.0 as Double, 0 as Float, false, Decimal(0),
      NSSet(), NSOrderedSet(), [Any](), Date(timeIntervalSinceReferenceDate: 0),
    ]
    for zero in zeros { if let zero = zero as? T { return zero } }
    return nil
  }
}

/// What the root classes generated from a data model declare: the entity of the class or of
/// a subclass generated with it, with its attributes' defaults and its relationships' inverses.
public protocol _GeneratedEntity: NSManagedObject {
  static func _entityDescription(of type: NSManagedObject.Type) -> NSEntityDescription?
}
