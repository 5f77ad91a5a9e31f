import Foundation

// Layout's loops over a node's children read each child without retaining it. A strong
// reference loaded from an array or a buffer is retained for as long as the loop body uses
// it, then released: two atomic operations per child per loop, about a fifth of laying out
// a large tree. The array a loop reads is held for the whole loop, and it holds its nodes,
// so a reference at +0 stays valid even if the node is given new children meanwhile (then
// the loop still walks the old ones: read `children` again after anything that may set it).

extension Array where Element == Node {
  /// Calls `body` with the nodes as unretained references, read in place.
  @inline(__always) func withUnretained<R>(_ body: (UnsafeBufferPointer<Unmanaged<Node>>) -> R) -> R {
    guard unmanagedNodesAreReferences else {
      return map(Unmanaged.passUnretained).withUnsafeBufferPointer(body)
    }
    return withUnsafeBufferPointer { $0.withMemoryRebound(to: Unmanaged<Node>.self) { body($0) } }
  }
}

/// Whether an `Unmanaged<Node>` is laid out as a `Node` reference is (one pointer), so that a
/// buffer of nodes can be read as one of unmanaged nodes. Checked in every build
/// configuration; where it is not so, `withUnretained` copies the references instead.
let unmanagedNodesAreReferences =
  MemoryLayout<Unmanaged<Node>>.size == MemoryLayout<Node>.size
  && MemoryLayout<Unmanaged<Node>>.stride == MemoryLayout<Node>.stride
  && MemoryLayout<Unmanaged<Node>>.alignment == MemoryLayout<Node>.alignment

extension Unmanaged where Instance == Node {
  /// The node, borrowed for the call (no retain or release).
  @inline(__always) func with<R>(_ body: (Node) -> R) -> R { _withUnsafeGuaranteedRef(body) }
}
