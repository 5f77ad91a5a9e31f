import Foundation

/// Runs `action` once for each view of the content that appears in the render — resolved,
/// and not set aside by its container (a `ViewThatFits` candidate that did not fit) — after
/// the layout pass that placed it, so state it changes is drawn. SwiftUI documents that an
/// `onAppear` action "completes before the first rendered frame appears".
nonisolated struct AppearActionModifier<Content: View>: View, PrimitiveView {
  let content: Content
  /// Called with the render's store, which keeps what the action must outlive it by
  /// (`onReceive`'s subscription) until the render ends.
  let action: (StateStore) -> Void

  init(content: Content, action: @escaping () -> Void) {
    self.content = content
    self.action = { _ in action() }
  }

  init(content: Content, withStore action: @escaping (StateStore) -> Void) {
    self.content = content
    self.action = action
  }

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let action = action
    return Vellum.makeChildren(content, context).mapChildren { child in
      var child = child
      let build = child.build
      let key = StateStore.actionKey(child, Content.self)
      child.build = { context in
        let node = build(context)
        if let states = context.states {
          states.scheduleAppearance(of: node, key: key) { action(states) }
        }
        return node
      }
      return child
    }
  }
}
