import Foundation

/// What a fetch returns: managed objects, their identifiers, or counts.
public protocol NSFetchRequestResult: AnyObject {}
extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// A fetch of an entity's objects: which ones (`predicate`), in what order
/// (`sortDescriptors`), and how many.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
  public var entityName: String?
  public var entity: NSEntityDescription?
  public var predicate: NSPredicate?
  public var sortDescriptors: [NSSortDescriptor]?
  public var fetchLimit = 0
  public var fetchOffset = 0
  public var fetchBatchSize = 0
  public var resultType: NSFetchRequestResultType = .managedObjectResultType
  public var returnsObjectsAsFaults = true
  public var includesPropertyValues = true
  public var includesSubentities = true
  public var includesPendingChanges = true
  public var returnsDistinctResults = false
  public var relationshipKeyPathsForPrefetching: [String]?
  public var propertiesToFetch: [Any]?

  public init(entityName: String) {
    self.entityName = entityName
    super.init()
  }

  public override init() { super.init() }

  /// Whether an object is of the request's entity and matches its predicate.
  func matches(_ object: NSManagedObject) -> Bool {
    let name = entityName ?? entity?.name
    if let name, object.entity.name != name, !(includesSubentities && object.entity.parentNames.contains(name)) {
      return false
    }
    return predicate?.evaluate(with: object) ?? true
  }

}

/// What a fetch request returns.
public enum NSFetchRequestResultType: UInt, Sendable {
  case managedObjectResultType = 0, managedObjectIDResultType = 1, dictionaryResultType = 2, countResultType = 4
}
