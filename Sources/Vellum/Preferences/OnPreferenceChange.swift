import Foundation

/// A zero-size node placed after the view it observes (its sibling in an overlay-like node):
/// by the time it is placed, the observed subtree is placed, so anchors and geometry are final.
final class PreferenceObserverLayout: NodeLayout {
  var originatedGuides: GuideAxes { [] }
  weak var observed: Node?
  let deliver: (Node, inout Any?) -> Void
  /// What the last call delivered, for observers that only report changes.
  var lastDelivered: Any?

  init(observed: Node, deliver: @escaping (Node, inout Any?) -> Void) {
    self.observed = observed
    self.deliver = deliver
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize { .zero }
  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    if let observed { deliver(observed, &lastDelivered) }
  }
  func spacing(node: Node) -> ViewSpacing { ViewSpacing() }
  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  { nil }
  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat? {
    nil
  }
}

/// Puts an observer after each child of the content, in a node that otherwise is the child.
struct PreferenceObserverModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let name: String
  let deliver: (Node, inout Any?) -> Void

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (name, deliver) = (name, deliver)
    return Vellum.makeChildren(content, context).map { build in
      { context in
        let primary = build(context)
        let observer = Node(
          name: "\(name).observer", layout: PreferenceObserverLayout(observed: primary, deliver: deliver),
          context: context)
        let node = Node(
          name, BackgroundLayout(primaryIndex: 0, alignment: .topLeading), children: [primary, observer],
          context: context)
        node.priority = primary.priority
        return node
      }
    }
  }
}

extension View {
  /// Calls `action` with the value the view's content produces for a key.
  ///
  /// SwiftUI calls it after layout whenever the value changes. A Vellum render is one frame:
  /// the action runs once after layout with the final value (again only if a later layout
  /// changes it). State it sets is stored but not drawn: a still render shows the first frame.
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
    -> some View where K.Value: Equatable
  {
    PreferenceObserverModifier(content: self, name: "onPreferenceChange") { node, last in
      let value = preferenceValue(key, in: node) ?? K.defaultValue
      if let previous = last as? K.Value, previous == value { return }
      last = value
      action(value)
    }
  }
}
