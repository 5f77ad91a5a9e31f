import Foundation

/// The `@State` of one render, kept by identity across its layout passes.
///
/// SwiftUI keeps a view's state for the life of its identity. A still render needs that
/// only when its first frame's updates change state — an `onAppear` action, or an
/// `onPreferenceChange` action storing a measured size — and iOS shows the frame after them. So `Host` resolves and lays
/// out again while layout wrote state (at most `maximumPasses` times), and each pass's
/// `@State` properties take the storage their identity had in the pass before.
final class StateStore {
  /// Where a `@State` lives: the view's place in the tree, its type, and which of its
  /// dynamic properties it is.
  struct Key: Hashable {
    let path: ChildIdentity
    let type: ObjectIdentifier
    let index: Int
  }

  /// SwiftUI warns when a preference updates state several times in one frame; Vellum stops
  /// after this many passes and reports it.
  static let maximumPasses = 4

  private var storage: [Key: AnyObject] = [:]
  /// What each `onPreferenceChange` last delivered, by the observer's place in the tree, so a
  /// later pass calls its action only when the value differs.
  var delivered: [ChildIdentity: Any] = [:]
  /// Some node was built under a presented layer (a sheet, an alert …), so `Host` looks for
  /// them; most renders present none and skip the walk.
  var presents = false
  /// Layout is running: a state write now asks for another pass.
  var isLayingOut = false
  private(set) var changedDuringLayout = false

  func beginPass() { changedDuringLayout = false }

  /// Where an action modifier (`onAppear`, `onPreferenceChange`) remembers a child across
  /// passes: the child's identity, and the modified content's type, which tells chained
  /// modifiers on one child apart.
  static func actionKey<Content>(_ child: Child, _ content: Content.Type) -> ChildIdentity {
    ChildIdentity(components: child.id.components + [AnyHashable(ObjectIdentifier(content))])
  }

  /// The storage for `key`: the one registered first (in this pass or an earlier one), or
  /// `fresh`, which becomes it.
  func storage<Box: AnyObject>(for key: Key, fresh: Box) -> Box {
    if let known = storage[key] as? Box { return known }
    storage[key] = fresh
    return fresh
  }

  func noteWrite() {
    if isLayingOut { changedDuringLayout = true }
  }

  /// What appeared views keep alive until the render ends (`onReceive` subscriptions and
  /// `task`s, which end with it: nothing arrives after the frame).
  var retained: [AnyObject] = []

  // MARK: Appearing

  /// Identities whose `onAppear` ran: once each for the whole render, as a view appears once.
  private var appeared = Set<ChildIdentity>()
  private var pendingAppearances: [(node: Node, key: ChildIdentity, action: () -> Void)] = []

  func scheduleAppearance(of node: Node, key: ChildIdentity, action: @escaping () -> Void) {
    if !appeared.contains(key) { pendingAppearances.append((node, key, action)) }
  }

  /// Runs the `onAppear` actions of the views this pass placed in the tree under `root`,
  /// outside any excluded subtree; state they change asks for another pass.
  func runAppearances(in root: Node) {
    guard !pendingAppearances.isEmpty else { return }
    let due = pendingAppearances
    pendingAppearances = []
    var shown = Set<ObjectIdentifier>()
    var stack = [root]
    while let node = stack.popLast() {
      if node.excluded { continue }
      shown.insert(ObjectIdentifier(node))
      stack.append(contentsOf: node.children)
    }
    for item in due where shown.contains(ObjectIdentifier(item.node)) && !appeared.contains(item.key) {
      appeared.insert(item.key)
      item.action()
    }
  }
}

/// A dynamic property whose storage the render keeps by identity (`@State`).
protocol IdentifiedStorage {
  func adopt(from store: StateStore, key: StateStore.Key)
}

/// Whether two values are equal, when their type is `Equatable` (nil when it is not).
func equalIfEquatable<T>(_ a: T, _ b: T) -> Bool? {
  guard let a = a as? any Equatable else { return nil }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
