import Foundation

/// One resolved child of a container's content, as `ForEach(subviews:)` and
/// `Group(subviews:)` hand it over (SwiftUI, iOS 18).
///
/// It is a view: place it in a body and modifiers attach to it. Its `id` comes from the
/// child's structural position and `ForEach` ids, so it is the same on every render.
/// The child's environment comes from where the subview is placed, as in SwiftUI.
nonisolated public struct Subview: View, Identifiable, PrimitiveView {
  public typealias ID = ChildIdentity
  let child: Child

  init(_ child: Child) { self.child = child }

  /// The identity of this subview, stable across renders.
  public var id: ChildIdentity { child.id }

  /// The container values set on this child with `.containerValue(_:_:)`.
  public var containerValues: ContainerValues { child.containerValues }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { ChildList([child]) }
}

/// The resolved children of a view, as `Group(subviews:)` hands them over: a random-access
/// collection of `Subview`s that is also a view placing all of them.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
  let children: [Child]

  init(_ children: [Child]) { self.children = children }

  public var startIndex: Int { 0 }
  public var endIndex: Int { children.count }
  public subscript(position: Int) -> Subview { Subview(children[position]) }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: self, bounds: bounds)
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { ChildList(children) }
}

/// A contiguous part of a `SubviewsCollection` (`subviews[1...]`, `dropFirst()`, `prefix(2)`):
/// also a collection of `Subview`s and a view placing them. Indices are the base's.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
  let base: SubviewsCollection
  public let startIndex: Int
  public let endIndex: Int

  init(base: SubviewsCollection, bounds: Range<Int>) {
    self.base = base
    startIndex = bounds.lowerBound
    endIndex = bounds.upperBound
  }

  public subscript(position: Int) -> Subview {
    precondition(position >= startIndex && position < endIndex, "Subview index \(position) out of range")
    return base[position]
  }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: base, bounds: bounds)
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { ChildList(Array(base.children[startIndex..<endIndex])) }
}

nonisolated extension ForEach where Data == SubviewsCollection, ID == Subview.ID, Content: View {
  /// Makes views from each resolved child of `view`, as SwiftUI's `ForEach(subviews:)`.
  ///
  /// The children are resolved where the `ForEach` is resolved; a `ForEach` over a range
  /// inside `view` stays lazy, so a lazy stack resolves only the children it shows.
  /// (`data` is empty here: the children exist only once resolved.)
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
    self.data = SubviewsCollection([])
    self.content = content
    idPath = \.id
    make = ChildrenMaker { context in
      Vellum.makeChildren(view, context).flatMap { child in
        Vellum.makeChildren(content(Subview(child)), context.appending(AnyHashable(child.id)))
      }
    }
  }
}

extension Group {
  /// Hands the resolved children of `view` to `transform` as one collection, as SwiftUI's
  /// `Group(subviews:)`; the views `transform` returns are this group's children.
  public init<Base: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Content)
  where Content: View {
    make = { context in
      let subviews = SubviewsCollection(Vellum.makeChildren(view, context).all)
      return Vellum.makeChildren(transform(subviews), context)
    }
    kept = nil
  }
}
