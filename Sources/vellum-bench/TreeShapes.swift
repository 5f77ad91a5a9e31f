import Foundation
import Vellum

/// A layout tree as Taffy's benchmarks build it: containers alternate row and column by
/// depth; leaves have fixed sizes. Vellum draws it with stacks and fixed frames; the Taffy
/// peer reads the same tree from JSON.
final class TreeShape {
  var children: [TreeShape] = []
  var width: CGFloat = 10
  var height: CGFloat = 10

  var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// `nodes` nodes, breadth first, every container holding ten children; leaves 10×10.
  static func hugeNested(_ nodes: Int) -> TreeShape {
    let root = TreeShape()
    var queue = [root]
    var made = 1
    var index = 0
    while made < nodes {
      let parent = queue[index]
      index += 1
      for _ in 0..<min(10, nodes - made) {
        let child = TreeShape()
        parent.children.append(child)
        queue.append(child)
        made += 1
      }
    }
    return root
  }

  /// About `nodes` nodes: a root holding small containers of one to four leaves of seeded
  /// random fixed sizes.
  static func wide(_ nodes: Int) -> TreeShape {
    var random = SplitMix(state: 42)
    let root = TreeShape()
    var made = 1
    while made < nodes {
      let container = TreeShape()
      root.children.append(container)
      made += 1
      for _ in 0..<Int(random.next() % 4 + 1) {
        let leaf = TreeShape()
        leaf.width = CGFloat(random.next() % 50 + 5)
        leaf.height = CGFloat(random.next() % 50 + 5)
        container.children.append(leaf)
        made += 1
      }
    }
    return root
  }

  /// A complete binary tree of `levels` levels (8,191 nodes for 13).
  static func deep(_ levels: Int) -> TreeShape {
    let node = TreeShape()
    if levels > 1 { node.children = [deep(levels - 1), deep(levels - 1)] }
    return node
  }

  /// `[w, h]` for a leaf, `{"c": [...]}` for a container.
  var json: Any { children.isEmpty ? [Double(width), Double(height)] : ["c": children.map(\.json)] }
}

struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The tree as views: a column at even depths, a row at odd ones, no spacing.
nonisolated struct TreeShapeView: View {
  let shape: TreeShape
  let depth: Int

  var body: some View {
    if shape.children.isEmpty {
      Color.clear.frame(width: shape.width, height: shape.height)
    } else if depth.isMultiple(of: 2) {
      VStack(alignment: .leading, spacing: 0) { children }
    } else {
      HStack(alignment: .top, spacing: 0) { children }
    }
  }

  var children: some View {
    ForEach(shape.children.indices, id: \.self) { TreeShapeView(shape: shape.children[$0], depth: depth + 1) }
  }
}
