import Foundation

/// Core Data's container: a model, its store, and the main-queue `viewContext`.
///
/// Vellum's store is always in memory, whatever its description's URL says (the
/// `/dev/null` URL of Xcode's preview template included): a preview starts empty and shows
/// the objects it inserts.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
  public let name: String
  public let managedObjectModel: NSManagedObjectModel
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  public var persistentStoreDescriptions: [NSPersistentStoreDescription]
  public let viewContext: NSManagedObjectContext
  let store = ObjectStore()

  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
    viewContext = NSManagedObjectContext(store: store, concurrencyType: .mainQueueConcurrencyType)
    super.init()
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
  }

  /// A container for the data model of a name (`Model.xcdatamodeld`).
  public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }

  /// Loads the stores: each description's handler is called at once, with no error.
  public func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions { block(description, nil) }
  }

  /// A private-queue context on the same store.
  public func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(store: store, concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs a block with a new background context, at once.
  public func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    block(newBackgroundContext())
  }

  public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
    try block(newBackgroundContext())
  }

  /// Where Core Data keeps stores: the application-support folder.
  open class func defaultDirectoryURL() -> URL {
    FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSTemporaryDirectory())
  }
}

/// The CloudKit-backed container: in Vellum, the same in-memory container (nothing syncs).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
  public func initializeCloudKitSchema(options: Int = 0) throws {}
}

/// Describes a store: its URL, type and options. Vellum reads none of them.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
  public var url: URL?
  public var type = NSSQLiteStoreType
  public var configuration: String?
  public var isReadOnly = false
  public var shouldAddStoreAsynchronously = false
  public var shouldMigrateStoreAutomatically = true
  public var shouldInferMappingModelAutomatically = true
  public var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
  public private(set) var options: [String: NSObject] = [:]

  public init(url: URL) {
    self.url = url
    super.init()
  }

  public override init() { super.init() }

  public func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
  public func setValue(_ value: NSObject?, forPragmaNamed name: String) {}
}

/// The CloudKit container a store syncs with (never, in Vellum).
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
  public let containerIdentifier: String
  public var databaseScope = 2
  public init(containerIdentifier: String) {
    self.containerIdentifier = containerIdentifier
    super.init()
  }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// The keys of a context notification's `userInfo`: the objects inserted, updated, deleted,
/// refreshed or invalidated (Vellum posts no such notifications; the names compile).
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

extension Notification.Name {
  public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
    "NSManagedObjectContextObjectsDidChangeNotification")
  public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}
