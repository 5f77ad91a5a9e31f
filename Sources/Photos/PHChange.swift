import Foundation

/// What changed in the library, as Photos' `PHChange`, handed to a change observer. A
/// preview's library never changes, so none is ever made and no observer is called.
public final class PHChange: @unchecked Sendable {
  init() {}

  /// The changes to a fetch's objects: nil (nothing changed).
  public func changeDetails<T: AnyObject>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }

  /// The changes to one object: nil (nothing changed).
  public func changeDetails<T: PHObject>(for object: T) -> PHObjectChangeDetails<T>? { nil }
}

/// How a fetch's result changed, as Photos' `PHFetchResultChangeDetails`; never handed out.
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
  open var fetchResultBeforeChanges: PHFetchResult<ObjectType> { before }
  open var fetchResultAfterChanges: PHFetchResult<ObjectType> { before }
  open var hasIncrementalChanges: Bool { true }
  open var removedIndexes: IndexSet? { IndexSet() }
  open var removedObjects: [ObjectType] { [] }
  open var insertedIndexes: IndexSet? { IndexSet() }
  open var insertedObjects: [ObjectType] { [] }
  open var changedIndexes: IndexSet? { IndexSet() }
  open var changedObjects: [ObjectType] { [] }
  open var hasMoves: Bool { false }
  /// Calls the handler for each move: none.
  open func enumerateMoves(_ handler: (Int, Int) -> Void) {}

  private let before: PHFetchResult<ObjectType>
  init(unchanged result: PHFetchResult<ObjectType>) {
    before = result
    super.init()
  }
}

/// How one object changed, as Photos' `PHObjectChangeDetails`; never handed out.
open class PHObjectChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
  open var objectBeforeChanges: ObjectType { object }
  open var objectAfterChanges: ObjectType? { object }
  open var assetContentChanged: Bool { false }
  open var objectWasDeleted: Bool { false }

  private let object: ObjectType
  init(unchanged object: ObjectType) {
    self.object = object
    super.init()
  }
}
