import Foundation

/// The objects of a container's in-memory store, shared by its contexts.
final class ObjectStore: @unchecked Sendable {
  var objects: [NSManagedObject] = []
  var entities: [String: NSEntityDescription] = [:]
}

/// Core Data's context: inserts, fetches, deletes and saves objects.
///
/// Vellum's contexts share their container's store in memory: an object inserted in one is
/// fetched by every other at once, `save()` keeps it there and writes nothing, and `perform`
/// runs its block at once on the calling thread.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
  public enum ConcurrencyType: Int, Sendable {
    case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
  }

  let store: ObjectStore
  public let concurrencyType: ConcurrencyType
  public var parent: NSManagedObjectContext?
  public var name: String?
  public var automaticallyMergesChangesFromParent = false
  public var mergePolicy: Any = NSErrorMergePolicy
  public var undoManager: AnyObject?
  public var transactionAuthor: String?
  public var stalenessInterval: TimeInterval = -1
  public var shouldDeleteInaccessibleFaults = true
  public var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  var deleted: [NSManagedObject] = []

  public init(concurrencyType: ConcurrencyType) {
    self.concurrencyType = concurrencyType
    store = ObjectStore()
    super.init()
  }

  init(store: ObjectStore, concurrencyType: ConcurrencyType) {
    self.concurrencyType = concurrencyType
    self.store = store
    super.init()
  }

  /// Adds an object; it is fetched from now on, and `awakeFromInsert()` is called once.
  public func insert(_ object: NSManagedObject) {
    guard object.managedObjectContext == nil || object.isDeleted else { return }
    object.managedObjectContext = self
    object.isInserted = true
    object.isDeleted = false
    deleted.removeAll { $0 === object }
    if let name = object.entity.name, store.entities[name] == nil { store.entities[name] = object.entity }
    if !store.objects.contains(where: { $0 === object }) { store.objects.append(object) }
    object.awakeFromInsert()
  }

  /// Removes an object from the store; it is no longer fetched.
  public func delete(_ object: NSManagedObject) {
    guard store.objects.contains(where: { $0 === object }) else { return }
    object.prepareForDeletion()
    store.objects.removeAll { $0 === object }
    object.isDeleted = true
    deleted.append(object)
  }

  /// The objects of the request's entity that match its predicate, sorted by its sort
  /// descriptors (insertion order otherwise), past its offset and up to its limit.
  public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    var found = store.objects.filter { request.matches($0) }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      found = ((found as NSArray).sortedArray(using: descriptors)).compactMap { $0 as? NSManagedObject }
    }
    let offset = min(max(request.fetchOffset, 0), found.count)
    let end = request.fetchLimit > 0 ? min(offset + request.fetchLimit, found.count) : found.count
    let page = found[offset..<end]
    if request.resultType == .managedObjectIDResultType { return page.compactMap { $0.objectID as? T } }
    if request.resultType == .countResultType { return [NSNumber(value: page.count)].compactMap { $0 as? T } }
    return page.compactMap { $0 as? T }
  }

  /// The untyped form of `fetch(_:)`, for a request made with an entity name.
  public func fetch(_ request: NSFetchRequest<NSFetchRequestResult>) throws -> [Any] {
    let found: [NSFetchRequestResult] = try fetch(request)
    return found
  }

  /// How many objects a fetch would return.
  public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetch(request).count
  }

  /// Whether an object was inserted, changed or deleted since the last save.
  public var hasChanges: Bool {
    !deleted.isEmpty || store.objects.contains { $0.managedObjectContext === self && $0.hasChanges }
  }
  public var insertedObjects: Set<NSManagedObject> {
    Set(store.objects.filter { $0.managedObjectContext === self && $0.isInserted })
  }
  public var updatedObjects: Set<NSManagedObject> {
    Set(store.objects.filter { $0.managedObjectContext === self && $0.isUpdated })
  }
  public var deletedObjects: Set<NSManagedObject> { Set(deleted) }
  public var registeredObjects: Set<NSManagedObject> { Set(store.objects) }

  /// Keeps the changes in memory (Vellum writes no store file).
  public func save() throws {
    for object in store.objects where object.hasChanges { object.willSave() }
    for object in store.objects {
      object.isInserted = false
      object.changedKeys = []
    }
    for object in deleted { object.managedObjectContext = nil }
    deleted = []
    for object in store.objects { object.didSave() }
  }

  /// Forgets the changes made since the last save to the values of changed objects is not
  /// possible in Vellum (it keeps no snapshot), so only deletions are undone.
  public func rollback() {
    for object in deleted where !store.objects.contains(where: { $0 === object }) {
      object.isDeleted = false
      store.objects.append(object)
    }
    deleted = []
  }

  /// Empties the context's store.
  public func reset() {
    store.objects = []
    deleted = []
  }

  public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    guard let object = store.objects.first(where: { $0.objectID == objectID }) else {
      fatalError("NSManagedObjectContext.object(with:): no object \(objectID) in this in-memory store")
    }
    return object
  }

  public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    guard let object = store.objects.first(where: { $0.objectID == objectID }) else {
      throw NSError(
        domain: "NSCocoaErrorDomain", code: 133_000, userInfo: [NSLocalizedDescriptionKey: "no object \(objectID)"])
    }
    return object
  }

  public func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
    store.objects.first { $0.objectID == objectID }
  }

  public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
  /// Merges a save made elsewhere: Vellum's contexts share one store, so there is nothing to do.
  public func mergeChanges(fromContextDidSave notification: Notification) {}
  public static func mergeChanges(
    fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
  ) {}
  public func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {}
  public func refreshAllObjects() {}
  public func processPendingChanges() {}
  public func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

  /// Runs the block at once (Core Data runs it on the context's queue).
  public func perform(_ block: @escaping () -> Void) { block() }
  public func performAndWait(_ block: () -> Void) { block() }
  public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
  public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows
    -> T
  {
    try block()
  }

  public enum ScheduledTaskType: Sendable { case immediate, enqueued }

  /// Runs a batch delete on the store: the matching objects are deleted.
  @discardableResult
  public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
    if let delete = request as? NSBatchDeleteRequest {
      for object in try fetch(delete.fetchRequest) {
        if let object = object as? NSManagedObject { self.delete(object) }
      }
    }
    return NSPersistentStoreResult()
  }
}

/// A point in a store's history that a context reads at; Vellum's contexts read the present.
public final class NSQueryGenerationToken: NSObject, @unchecked Sendable {
  public static let current = NSQueryGenerationToken()
}

/// A request run on the store as a whole.
open class NSPersistentStoreRequest: NSObject {}
open class NSPersistentStoreResult: NSObject {}

/// Deletes every object a fetch request matches.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
  public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
  public var resultType: ResultType = .resultTypeStatusOnly
  public enum ResultType: Int, Sendable { case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount }
  public init(fetchRequest: NSFetchRequest<NSFetchRequestResult>) {
    self.fetchRequest = fetchRequest
    super.init()
  }
}

/// The coordinator of a container's stores; Vellum's has one store in memory.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
  public let managedObjectModel: NSManagedObjectModel
  /// The stores added through `addPersistentStore`; the objects live in the container's one
  /// in-memory store whatever this holds.
  open private(set) var persistentStores: [NSPersistentStore] = []

  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
  }

  /// Adds a store, as a backup-restoring screen does: recorded, and no file is read (the
  /// objects stay in memory, as the container's are).
  @discardableResult
  open func addPersistentStore(
    type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    let store = NSPersistentStore(type: type.rawValue, url: storeURL, configurationName: configuration)
    persistentStores.append(store)
    return store
  }

  /// The string-typed form from before iOS 15.
  @discardableResult
  open func addPersistentStore(
    ofType storeType: String, configurationName: String?, at storeURL: URL?, options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    let store = NSPersistentStore(type: storeType, url: storeURL, configurationName: configurationName)
    persistentStores.append(store)
    return store
  }

  /// Forgets the stores at `url`; no file is removed (Vellum writes none).
  open func destroyPersistentStore(
    at url: URL, type: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil
  ) throws {
    persistentStores.removeAll { $0.url == url }
  }

  /// The string-typed form from before iOS 15.
  open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
    persistentStores.removeAll { $0.url == url }
  }

  open func remove(_ store: NSPersistentStore) throws {
    persistentStores.removeAll { $0 === store }
  }
}

/// A store a coordinator was given: its type, URL and configuration only.
open class NSPersistentStore: NSObject, @unchecked Sendable {
  /// Core Data's store types since iOS 15, which name the string constants' values.
  public struct StoreType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
    public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
    public static let binary = StoreType(rawValue: NSBinaryStoreType)
  }

  public let type: String
  open var url: URL?
  public let configurationName: String

  public init(type: String, url: URL?, configurationName: String?) {
    (self.type, self.url, self.configurationName) = (type, url, configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME")
    super.init()
  }
}

/// Core Data's merge policies; Vellum never merges, so they are names only.
nonisolated(unsafe) public let NSErrorMergePolicy: Any = "NSErrorMergePolicy"
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = "NSMergeByPropertyStoreTrumpMergePolicy"
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = "NSMergeByPropertyObjectTrumpMergePolicy"
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = "NSOverwriteMergePolicy"
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = "NSRollbackMergePolicy"

/// Core Data's merge policy objects.
open class NSMergePolicy: NSObject, @unchecked Sendable {
  public enum MergePolicyType: UInt, Sendable {
    case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType,
      overwriteMergePolicyType, rollbackMergePolicyType
  }
  public let mergeType: MergePolicyType
  public init(merge type: MergePolicyType) {
    mergeType = type
    super.init()
  }
  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
  public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}
