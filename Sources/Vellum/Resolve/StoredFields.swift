import Foundation

/// The offsets of a generic view's stored properties, found as Swift lays a struct out (in
/// declaration order, each at the end of the one before rounded up to its alignment) from
/// the sizes of its generic arguments. Reading a field through the view's own metadata
/// looks that metadata up at run time (hundreds of instructions, more than resolving a
/// wrapper); the arguments' sizes are a load from metadata already at hand. Each type that
/// reads fields this way checks its offsets against `MemoryLayout.offset(of:)` once, in every
/// build configuration (`PrimitiveView.storedFieldsAreWhereRead`), and resolves through its
/// general path where they differ.
struct StoredFields {
  private(set) var end = 0

  /// The offset of the next stored property, of type `T`.
  @inline(__always) mutating func next<T>(_ type: T.Type) -> Int {
    next(size: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
  }

  /// The offset of the next stored property, of this size and alignment.
  @inline(__always) mutating func next(size: Int, alignment: Int) -> Int {
    let offset = (end + alignment - 1) / alignment * alignment
    end = offset + size
    return offset
  }
}

extension UnsafeRawPointer {
  /// The stored property at offset 0 of the view here: a wrapper declares its content
  /// first, so its content is read in place. (Swift lays a struct's stored properties out in
  /// declaration order, the first at offset 0; an enum's payload, whichever case, starts at
  /// the enum's address.) A function of the pointer, not a static method of the view's
  /// type: calling one of those looked up the generic type's metadata each time.
  @inline(__always) func firstField<T>(as type: T.Type) -> UnsafePointer<T> {
    assumingMemoryBound(to: T.self)
  }

  /// The value of type `T` at `offset` bytes from here, read in place.
  @inline(__always) func field<T>(_ offset: Int, as type: T.Type) -> UnsafePointer<T> {
    (self + offset).assumingMemoryBound(to: T.self)
  }

  /// The second stored property, of type `T`, of the view here whose first is a `First`
  /// (a wrapper's content, then its layout). Its type checks the offset once
  /// (`PrimitiveView.storedFieldsAreWhereRead`).
  @inline(__always) func field<First, T>(after first: First.Type, as type: T.Type) -> UnsafePointer<T> {
    var fields = StoredFields()
    _ = fields.next(First.self)
    return field(fields.next(T.self), as: T.self)
  }
}
