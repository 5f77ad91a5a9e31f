import Foundation

/// A named value that views produce and their ancestors read, as in SwiftUI.
///
/// Sibling values are combined with `reduce` in view order (only views that set the key take
/// part; a subtree that sets nothing yields `defaultValue`). An outer `.preference` on a view
/// replaces what its content set for the same key, as in SwiftUI.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// SwiftUI gives optional-valued keys a `nil` default.
  public static var defaultValue: Value { nil }
}

/// A pass-through layout node that carries one preference writer or reader: the same size,
/// place, spacing and alignment guides as its only child.
struct PreferenceLayout: UnaryPlacing {
  /// Applies this node's contribution to the value its content produced for a key.
  let write: (_ key: ObjectIdentifier, _ value: inout Any?, _ node: Node) -> Void

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) { (.zero, proposal) }
}

extension PreferenceLayout: ForwardsAlignmentGuides {}

/// Wraps each child of the content in a node made by `make`, keeping its layout priority.
nonisolated struct PreferenceNodeModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let name: String
  let write: (ObjectIdentifier, inout Any?, Node) -> Void

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (name, write) = (name, write)
    return Vellum.makeChildren(content, context).map { build in
      { context in
        let child = build(context)
        let node = Node(name, PreferenceLayout(write: write), children: [child], context: context)
        node.priority = child.priority
        return node
      }
    }
  }
}

/// The value a placed subtree produces for a key: its children's values reduced in order,
/// then the node's own writer. `nil` when nothing in the subtree sets the key.
func preferenceValue<K: PreferenceKey>(_ key: K.Type, in node: Node) -> K.Value? {
  var result: K.Value?
  for child in node.children where !child.excluded {
    guard let next = preferenceValue(key, in: child) else { continue }
    if result == nil {
      result = next
    } else {
      K.reduce(value: &result!, nextValue: { next })
    }
  }
  if let adapter = node.layout as? LayoutAdapter<PreferenceLayout> {
    var erased: Any? = result.map { $0 as Any }
    adapter.layout.write(ObjectIdentifier(key), &erased, node)
    result = erased.map { $0 as! K.Value }
  }
  return result
}

nonisolated extension View {
  /// Sets a preference value for this view, replacing any its content set for the key.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    PreferenceNodeModifier(content: self, name: "preference") { id, current, _ in
      if id == ObjectIdentifier(key) { current = value }
    }
  }

  /// Changes the value the content produced for a key (its default when none).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  )
    -> some View
  {
    PreferenceNodeModifier(content: self, name: "transformPreference") { id, current, _ in
      guard id == ObjectIdentifier(key) else { return }
      var value = (current as? K.Value) ?? K.defaultValue
      callback(&value)
      current = value
    }
  }
}
