import Foundation

/// One run of the stack algorithm over some children: the stack's size, the gaps between the
/// children and each child's slot, in one allocation, filled in by `StackAlgorithm` and read
/// only after. The node whose children they are keeps its last run (`Node.lastStackRun`),
/// reused while what it was run for is the same.
///
/// Not an array of slots: making an array of a struct looked its storage type up in the Swift
/// runtime each time (a lock and a hash table, about 250 instructions, once per stack per
/// layout), and the run kept with its key needed a second allocation on the node.
final class StackRun: ManagedBuffer<StackRunHeader, StackAlgorithm.Slot> {
  /// A run over `count` children, every slot empty.
  static func make(count: Int, gaps: StackAlgorithm.Gaps) -> StackRun {
    let made = unsafeDowncast(
      create(minimumCapacity: count) { _ in StackRunHeader(count: count, size: .zero, gaps: gaps, key: nil) },
      to: StackRun.self)
    made.withUnsafeMutablePointerToElements { $0.initialize(repeating: StackAlgorithm.Slot(), count: count) }
    return made
  }

  deinit {
    _ = withUnsafeMutablePointers { header, slots in slots.deinitialize(count: header.pointee.count) }
  }

  // Read and written through pointers: `ManagedBuffer.header` is a class's stored property,
  // checked for exclusive access at run time on every use (a thread-local look-up).
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }
  var indices: Range<Int> { 0..<count }
  /// The stack's size.
  var size: CGSize {
    get { withUnsafeMutablePointerToHeader { $0.pointee.size } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.size = newValue } }
  }
  var gaps: StackAlgorithm.Gaps { withUnsafeMutablePointerToHeader { $0.pointee.gaps } }
  /// What the run was for, when a node keeps it.
  var key: StackRunKey? {
    get { withUnsafeMutablePointerToHeader { $0.pointee.key } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.key = newValue } }
  }

  /// The slot of the child at `index` (from 0, whatever the children's range in their node).
  subscript(index: Int) -> StackAlgorithm.Slot {
    get {
      withUnsafeMutablePointers { header, slots in
        precondition(index >= 0 && index < header.pointee.count, "stack slot out of range")
        return slots[index]
      }
    }
    set {
      withUnsafeMutablePointers { header, slots in
        precondition(index >= 0 && index < header.pointee.count, "stack slot out of range")
        slots[index] = newValue
      }
    }
  }
}

/// The fixed part of a `StackRun`.
struct StackRunHeader {
  let count: Int
  var size: CGSize
  let gaps: StackAlgorithm.Gaps
  var key: StackRunKey?
}

/// What a stack's run was for: the stack and the proposal, and the container generation its
/// children's sizes were measured in.
struct StackRunKey: Equatable {
  let axis: Axis
  let spacing: CGFloat?
  let guide: StackAlgorithm.Guide
  let proposal: ProposedViewSize
  let generation: Int
}
