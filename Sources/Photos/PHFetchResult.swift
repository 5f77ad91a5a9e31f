import Foundation

/// The objects a fetch found, in order, as Photos' `PHFetchResult`. The library's fetches
/// find nothing, so their results are empty; `PHFetchResult()` is empty too, as apps start
/// one before fetching. As in Photos it is no Swift `Sequence`: it is read by index and
/// enumerated with a block (apps add the conformance themselves).
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
  private let objects: [ObjectType]

  /// An empty result.
  public override init() {
    objects = []
    super.init()
  }

  /// A result of these objects, at most `limit` of them (0: all).
  init(_ objects: [ObjectType], limit: Int = 0) {
    self.objects = limit > 0 ? Array(objects.prefix(limit)) : objects
    super.init()
  }

  open var count: Int { objects.count }
  open var firstObject: ObjectType? { objects.first }
  open var lastObject: ObjectType? { objects.last }

  /// The object at an index; out of range traps, as Photos raises.
  open func object(at index: Int) -> ObjectType { objects[index] }
  open subscript(index: Int) -> ObjectType { objects[index] }

  /// The objects at the indexes.
  open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }

  open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }

  /// The index of the object, or `NSNotFound`.
  open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }

  /// The index of the object within a range, or `NSNotFound`.
  open func index(of anObject: ObjectType, in range: NSRange) -> Int {
    guard let found = objects.indices.first(where: { NSLocationInRange($0, range) && objects[$0] === anObject })
    else { return NSNotFound }
    return found
  }

  /// How many of the objects are assets of the media type.
  open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
    objects.filter { ($0 as? PHAsset)?.mediaType == mediaType }.count
  }

  /// Calls the block with each object and its index in order, until it sets `stop`.
  open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
    enumerate(Array(objects.indices), block)
  }

  /// The same, backwards with `.reverse`.
  open func enumerateObjects(
    options: NSEnumerationOptions = [], using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    let order = Array(objects.indices)
    enumerate(options.contains(.reverse) ? order.reversed() : order, block)
  }

  /// The same, over the objects at the indexes.
  open func enumerateObjects(
    at indexes: IndexSet, options: NSEnumerationOptions = [],
    using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    let order = Array(indexes)
    enumerate(options.contains(.reverse) ? order.reversed() : order, block)
  }

  private func enumerate(_ order: [Int], _ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop: ObjCBool = false
    for index in order {
      block(objects[index], index, &stop)
      if stop.boolValue { return }
    }
  }
}
