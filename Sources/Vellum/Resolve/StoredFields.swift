import Foundation

/// The offsets of a generic view's stored properties, found as Swift lays a struct out (in
/// declaration order, each at the end of the one before rounded up to its alignment) from
/// the sizes of its generic arguments. Reading a field through the view's own metadata
/// looks that metadata up at run time (hundreds of instructions, more than resolving a
/// wrapper); the arguments' sizes are a load from metadata already at hand. Each use checks
/// its offsets against `MemoryLayout.offset(of:)` in debug builds.
struct StoredFields {
  private(set) var end = 0

  /// The offset of the next stored property, of type `T`.
  mutating func next<T>(_ type: T.Type) -> Int {
    next(size: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
  }

  /// The offset of the next stored property, of this size and alignment.
  mutating func next(size: Int, alignment: Int) -> Int {
    let offset = (end + alignment - 1) / alignment * alignment
    end = offset + size
    return offset
  }
}

extension UnsafeRawPointer {
  /// The value of type `T` at `offset` bytes from here, read in place.
  func field<T>(_ offset: Int, as type: T.Type) -> UnsafePointer<T> {
    (self + offset).assumingMemoryBound(to: T.self)
  }

  /// The second stored property, of type `T`, of the view here whose first is a `First`
  /// (a wrapper's content, then its layout). `expected` is the offset Swift gives it,
  /// asked only in debug builds.
  func field<First, T>(after first: First.Type, as type: T.Type, expected: @autoclosure () -> Int?) -> UnsafePointer<T>
  {
    var fields = StoredFields()
    _ = fields.next(First.self)
    let offset = fields.next(T.self)
    assert(
      expected() == offset, "\(T.self) after \(First.self): offset \(offset), not \(String(describing: expected()))")
    return field(offset, as: T.self)
  }
}
