import Foundation

/// Views made from a collection of data, each identified by an id, as in SwiftUI.
///
/// The elements are resolved lazily, one at a time, so a lazy stack over
/// `ForEach(0..<1_000_000)` resolves only the rows it shows.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  // Fields of fixed layout first and `data` last, so resolve reads them in place without the
  // type's metadata (see `makeNodes(at:)`).
  public var content: (Data.Element) -> Content
  /// The path from an element to its id; nil when each element is its own id (`id: \.self`,
  /// the commonest: projecting an element through a key path costs hundreds of instructions).
  @usableFromInline let idPath: KeyPath<Data.Element, ID>?
  /// How a `ForEach` over resolved children (`subviews:`, `sections:`) makes its own (a
  /// `ChildrenMaker`); nil for one over the elements of `data`. (A stored function is made
  /// for each `ForEach` made, an allocation each, so the commonest kind stores none. Typed
  /// `AnyObject` so that the initializers can be inlinable.)
  @usableFromInline let make: AnyObject?
  public var data: Data

  /// The id of an element, found through `idPath` (a `KeyPath<Data.Element, ID>`; typed
  /// `AnyKeyPath` so that no optional of the generic path type is made when it is nil).
  static func id(of element: Data.Element, _ idPath: AnyKeyPath?) -> ID {
    if let idPath { return element[keyPath: unsafeDowncast(idPath, to: KeyPath<Data.Element, ID>.self)] }
    return reinterpret(element, as: ID.self)
  }
}

/// A view when its content is views, as in SwiftUI (a `ForEach` of another module's content,
/// such as Charts' marks, is not a view, so a builder of views does not take it).
nonisolated extension ForEach: View where Content: View {
  public typealias Body = Never
}

nonisolated extension ForEach: PrimitiveView where Content: View {
  func makeChildren(_ context: ResolveContext) -> ChildList {
    if let make { return unsafeDowncast(make, to: ChildrenMaker.self).make(context) }
    let (data, idPath) = (data, idPath)
    let start = data.startIndex
    var list = ChildList()
    list.segments = [
      .lazy(count: data.count) { offset in
        let element = data[data.index(start, offsetBy: offset)]
        return Vellum.makeChildren(content(element), appending(Self.id(of: element, idPath), to: context))
      }
    ]
    return list
  }

  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
    withUnsafePointer(to: data) {
      Self.makeNodes(data: $0, content: content, idPath: idPath, make: make, context, into: &nodes)
    }
  }

  /// Reads the fields where they lie, at offsets known without the type's metadata (functions
  /// and references have fixed layouts, and `data` comes last; see `StoredFields`): reading
  /// them as a `Self` looked that metadata up for every `ForEach`.
  /// `makeNodes(at:)` reads `content`, `idPath`, `make` and `data` where `StoredFields` puts
  /// them.
  static var storedFieldsAreWhereRead: Bool {
    var fields = StoredFields()
    return MemoryLayout<Self>.offset(of: \Self.content) == fields.next((() -> Void).self)
      && MemoryLayout<Self>.offset(of: \Self.idPath) == fields.next(AnyKeyPath?.self)
      && MemoryLayout<Self>.offset(of: \Self.make) == fields.next(AnyObject?.self)
      && MemoryLayout<Self>.offset(of: \Self.data) == fields.next(Data.self)
      && MemoryLayout<(Data.Element) -> Content>.size == MemoryLayout<() -> Void>.size
      && MemoryLayout<KeyPath<Data.Element, ID>?>.size == MemoryLayout<AnyKeyPath?>.size
  }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    var fields = StoredFields()
    let content = view.field(fields.next((() -> Void).self), as: ((Data.Element) -> Content).self)
    // Read as `AnyKeyPath?`: an optional of the generic key path type is looked up at run
    // time (hundreds of instructions) wherever it is compared with nil.
    let idPath = view.field(fields.next(AnyKeyPath?.self), as: AnyKeyPath?.self)
    let make = view.field(fields.next(AnyObject?.self), as: AnyObject?.self)
    let data = view.field(fields.next(Data.self), as: Data.self)
    makeNodes(
      data: data, content: content.pointee, idPath: idPath.pointee, make: make.pointee, context, into: &nodes)
  }

  private static func makeNodes(
    data: UnsafePointer<Data>, content: (Data.Element) -> Content, idPath: AnyKeyPath?,
    make: AnyObject?, _ context: ResolveContext, into nodes: inout [Node]
  ) {
    if let make {
      unsafeDowncast(make, to: ChildrenMaker.self).make(context).build(in: context, into: &nodes)
      return
    }
    // A range of integers (`ForEach(0..<n)`, `indices`), the commonest data, is walked as one:
    // walking it through `Collection` in this unspecialised code looked up its conditional
    // conformances for every element.
    if Data.self == Range<Int>.self {
      let range = data.withMemoryRebound(to: Range<Int>.self, capacity: 1) { $0.pointee }
      reserve(range.count, in: &nodes)
      var run = ViewTypeFacts.Run()
      for index in range {
        let element = reinterpret(index, as: Data.Element.self)
        // An index that is its own id is appended as the integer it is (going through the
        // generic `id(of:)` and `appending(_:to:)` measured 1.5% more of resolve).
        let context =
          idPath == nil ? context.appending(index: index) : appending(id(of: element, idPath), to: context)
        withUnsafePointer(to: content(element)) { Vellum.makeNodes(at: $0, context, into: &nodes, run: &run) }
      }
      return
    }
    makeNodesOfElements(data: data, content: content, idPath: idPath, context, into: &nodes)
  }

  /// Any other data, walked as a collection. Out of line: walking it needs the metadata of
  /// `Optional<Data.Element>`, which unspecialised code looks up on entry to the function
  /// that does it (hundreds of instructions), ranges of integers included.
  @inline(never) private static func makeNodesOfElements(
    data: UnsafePointer<Data>, content: (Data.Element) -> Content, idPath: AnyKeyPath?, _ context: ResolveContext,
    into nodes: inout [Node]
  ) {
    reserve(data.pointee.count, in: &nodes)
    var run = ViewTypeFacts.Run()
    for element in data.pointee {
      withUnsafePointer(to: content(element)) {
        Vellum.makeNodes(at: $0, appending(id(of: element, idPath), to: context), into: &nodes, run: &run)
      }
    }
  }
}

nonisolated extension ForEach where Content: View {
  // The initializers are inlinable, so that a body making a `ForEach` is compiled for its
  // types: made in generic code, the type's metadata was looked up for each one made.
  @inlinable
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    // Only the identity key path of a type is a key path to that same type stored at offset
    // 0 (a struct cannot hold itself; a class's properties have no inline offset), so one
    // look at the path tells whether the element is its own id.
    let isSelf = ID.self == Data.Element.self && MemoryLayout<Data.Element>.offset(of: id) == 0
    idPath = isSelf ? nil : id
    make = nil
  }
}

extension ForEach {
  /// A `ForEach` whose content is not a view, for another module's kind of content (Charts
  /// makes `ForEach` chart content, with its own builder): the data, the path to each
  /// element's id, and the content of an element (not a view to draw).
  public init(_data data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    idPath = id
    make = nil
  }
}

nonisolated extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Views for a constant range of integers.
  @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// The context of the element with `id`. An `Int` id (the commonest) is appended as an
/// integer, the same component its `AnyHashable` would be, without wrapping it.
@inline(__always) func appending<ID: Hashable>(_ id: ID, to context: ResolveContext) -> ResolveContext {
  if ID.self == Int.self { return context.appending(index: reinterpret(id, as: Int.self)) }
  return context.appending(AnyHashable(id))
}

/// How a `ForEach` over resolved children makes them (`ForEach.make`).
final class ChildrenMaker {
  let make: (ResolveContext) -> ChildList
  init(_ make: @escaping (ResolveContext) -> ChildList) { self.make = make }
}
