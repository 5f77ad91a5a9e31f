import Foundation

/// A coordinate space for `GeometryProxy.frame(in:)`, as in SwiftUI.
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)

  public var isGlobal: Bool { self == .global }
  public var isLocal: Bool { self == .local }
}

extension CoordinateSpace: @unchecked Sendable {}

/// A value that names a coordinate space (iOS 17's `.global`, `.local`, `.named(_:)`).
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}

/// The coordinate space of the root view.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space named with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

/// The name of the nearest enclosing scroll view's space (iOS 17's `.scrollView`), or of the
/// nearest that scrolls along `axis`. At scroll offset 0 it is the scroll view's frame.
struct ScrollViewSpaceName: Hashable {
  let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollViewSpaceName(axis: nil)) }
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: ScrollViewSpaceName(axis: axis))
  }
}

extension CoordinateSpace {
  /// The nearest enclosing scroll view's space (iOS 17).
  public static var scrollView: CoordinateSpace { .named(ScrollViewSpaceName(axis: nil)) }
  /// The nearest enclosing scroll view's space that scrolls along `axis` (iOS 17).
  public static func scrollView(axis: Axis) -> CoordinateSpace { .named(ScrollViewSpaceName(axis: axis)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// The pass-through node that names a coordinate space: its frame is the space's bounds.
struct CoordinateSpaceLayout: UnaryPlacing {
  let name: AnyHashable

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) { (.zero, proposal) }
}

extension CoordinateSpaceLayout: ForwardsAlignmentGuides {}

/// The nearest node at or above `node` that names the space `name`.
func namedSpaceNode(_ name: AnyHashable, above node: Node) -> Node? {
  var current: Node? = node
  while let candidate = current {
    if let adapter = candidate.layout as? LayoutAdapter<CoordinateSpaceLayout>, adapter.layout.name == name {
      return candidate
    }
    if let scroll = name.base as? ScrollViewSpaceName, let adapter = candidate.layout as? LayoutAdapter<ScrollLayout>,
      scroll.axis.map(adapter.layout.scrolls) ?? true
    {
      return candidate
    }
    current = candidate.parent
  }
  return nil
}

nonisolated extension View {
  /// Names this view's coordinate space, so descendants can measure in it with
  /// `GeometryProxy.frame(in: .named(name))`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    UnaryLayoutModifier(content: self, name: "coordinateSpace", keepsPriority: true) { _ in
      CoordinateSpaceLayout(name: name.name)
    }
  }

  /// The pre-iOS 17 spelling of `coordinateSpace(.named(name))`.
  public func coordinateSpace<T: Hashable>(name: T) -> some View { coordinateSpace(.named(name)) }
}
