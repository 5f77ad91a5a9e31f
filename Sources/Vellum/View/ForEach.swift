import Foundation

/// Views made from a collection of data, each identified by an id, as in SwiftUI.
///
/// The elements are resolved lazily, one at a time, so a lazy stack over
/// `ForEach(0..<1_000_000)` resolves only the rows it shows.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View, PrimitiveView {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  let make: (ForEach, ResolveContext) -> ChildList
  /// Resolving straight into nodes, where the elements allow it.
  var buildNodes: ((ForEach, ResolveContext, inout [Node]) -> Void)? = nil
  /// Whether each element is its own id (`id: \.self`), known when the view is made.
  var idIsElement = false

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { make(self, context) }

  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
    if let buildNodes {
      buildNodes(self, context, &nodes)
    } else {
      make(self, context).build(in: context, into: &nodes)
    }
  }
}

extension ForEach where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    // `\.self`, the commonest id, is the element itself: projecting an element through a key
    // path costs hundreds of instructions. Only the identity key path of a type is a key path
    // to that same type stored at offset 0 (a struct cannot hold itself; a class's properties
    // have no inline offset), so one look at the path tells.
    if ID.self == Data.Element.self && MemoryLayout<Data.Element>.offset(of: id) == 0 {
      self.id = { reinterpret($0, as: ID.self) }
      idIsElement = true
    } else {
      self.id = { $0[keyPath: id] }
    }
    make = Self.makeElements
    buildNodes = Self.makeElementNodes
  }

  static func makeElementNodes(_ forEach: ForEach, _ context: ResolveContext, into nodes: inout [Node]) {
    // A range of integers (`ForEach(0..<n)`, `indices`), the commonest data, is walked as one:
    // walking it through `Collection` in this unspecialised code looked up its conditional
    // conformances for every element.
    if Data.self == Range<Int>.self {
      let range = reinterpret(forEach.data, as: Range<Int>.self)
      reserve(range.count, in: &nodes)
      if forEach.idIsElement {
        for index in range {
          let element = reinterpret(index, as: Data.Element.self)
          Vellum.makeNodes(forEach.content(element), context.appending(index: index), into: &nodes)
        }
        return
      }
      for index in range {
        let element = reinterpret(index, as: Data.Element.self)
        Vellum.makeNodes(forEach.content(element), appending(forEach.id(element), to: context), into: &nodes)
      }
      return
    }
    reserve(forEach.data.count, in: &nodes)
    for element in forEach.data {
      Vellum.makeNodes(forEach.content(element), appending(forEach.id(element), to: context), into: &nodes)
    }
  }

  static func makeElements(_ forEach: ForEach, _ context: ResolveContext) -> ChildList {
    let data = forEach.data
    let start = data.startIndex
    var list = ChildList()
    list.segments = [
      .lazy(count: data.count) { offset in
        let element = data[data.index(start, offsetBy: offset)]
        return Vellum.makeChildren(forEach.content(element), appending(forEach.id(element), to: context))
      }
    ]
    return list
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Views for a constant range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// Makes room for `count` more nodes (most views give one) when `nodes` is still empty, as
/// a container's children are: growing it one append at a time reallocated it at 1, 2, 4,
/// 8 … children. A list already begun is left to grow geometrically (reserving exactly
/// each time would copy it once per view appended).
@inline(__always) func reserve(_ count: Int, in nodes: inout [Node]) {
  if nodes.isEmpty && count > 1 { nodes.reserveCapacity(count) }
}

/// The context of the element with `id`. An `Int` id (the commonest) is appended as an
/// integer, the same component its `AnyHashable` would be, without wrapping it.
@inline(__always) func appending<ID: Hashable>(_ id: ID, to context: ResolveContext) -> ResolveContext {
  if ID.self == Int.self { return context.appending(index: reinterpret(id, as: Int.self)) }
  return context.appending(AnyHashable(id))
}
