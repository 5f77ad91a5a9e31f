import Foundation

/// A zero-size node placed after the view it observes (its sibling in an overlay-like node):
/// by the time it is placed, the observed subtree is placed, so anchors and geometry are final.
final class PreferenceObserverLayout: NodeLayout {
  var originatedGuides: GuideAxes { [] }
  weak var observed: Node?
  let deliver: (Node, inout Any?) -> Void
  /// What the last call delivered, for observers that only report changes.
  var lastDelivered: Any?
  /// Where the render remembers what this observer delivered in earlier layout passes.
  let memory: (store: StateStore, key: ChildIdentity)?

  init(
    observed: Node, memory: (store: StateStore, key: ChildIdentity)? = nil,
    deliver: @escaping (Node, inout Any?) -> Void
  ) {
    self.observed = observed
    self.memory = memory
    self.deliver = deliver
    if let memory { lastDelivered = memory.store.delivered[memory.key] }
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize { .zero }
  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    guard let observed else { return }
    deliver(observed, &lastDelivered)
    if let memory { memory.store.delivered[memory.key] = lastDelivered }
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
nonisolated struct PreferenceObserverModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let name: String
  let deliver: (Node, inout Any?) -> Void

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (name, deliver) = (name, deliver)
    return Vellum.makeChildren(content, context).mapChildren { child in
      var child = child
      let build = child.build
      let key = StateStore.actionKey(child, Content.self)
      child.build = { context in
        let primary = build(context)
        let memory = context.states.map { (store: $0, key: key) }
        let observer = Node(
          name: "\(name).observer",
          layout: PreferenceObserverLayout(observed: primary, memory: memory, deliver: deliver), context: context)
        let node = Node(
          name, BackgroundLayout(primaryIndex: 0, alignment: .topLeading), children: [primary, observer],
          context: context)
        node.priority = primary.priority
        return node
      }
      return child
    }
  }
}

nonisolated extension View {
  /// Calls `action` with the value the view's content produces for a key.
  ///
  /// SwiftUI calls it after layout whenever the value changes, and iOS draws the frame after
  /// the update. So does Vellum: the action runs after layout with the final value, and when
  /// it changes `@State` the render lays out again with it (up to four passes, while the
  /// value keeps changing).
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
