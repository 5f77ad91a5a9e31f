import Foundation

/// What resolve carries down the view tree: the environment, the identity path, the axis
/// of the enclosing stack (for `Spacer` and `Divider`) and the scroll container in scope.
///
/// A context is copied for every view resolved, so what changes rarely (the environment,
/// the scroll container, the safe area) lives in a shared `ResolveScope`, replaced when a
/// view changes one of them: a copy retains two objects, not six.
struct ResolveContext {
  private var scope: ResolveScope
  /// The identity path so far.
  var identity = ChildIdentity()
  var stackAxis: Axis?

  init(
    environment: EnvironmentValues, stackAxis: Axis?, container: ContainerBox, diagnostics: Diagnostics,
    states: StateStore? = nil
  ) {
    scope = ResolveScope(
      environment: environment, container: container, safeArea: nil, stopsAtCustomViews: false,
      session: ResolveSession(diagnostics: diagnostics, states: states, usesFastPaths: environment.usesFastResolvePaths)
    )
    self.stackAxis = stackAxis
  }

  var environment: EnvironmentValues {
    get { scope.environment }
    set { scope = scope.with { $0.environment = newValue } }
  }
  var container: ContainerBox {
    get { scope.container }
    set { scope = scope.with { $0.container = newValue } }
  }
  /// The screen's safe area, when the canvas has one.
  var safeArea: SafeArea? {
    get { scope.safeArea }
    set { scope = scope.with { $0.safeArea = newValue } }
  }
  /// Counting a `PreviewProvider`'s previews: a custom view is one child, its `body` not run
  /// (so a body that traps, as one missing its environment object does, fails only when
  /// its preview renders).
  var stopsAtCustomViews: Bool {
    get { scope.stopsAtCustomViews }
    set { if newValue != scope.stopsAtCustomViews { scope = scope.with { $0.stopsAtCustomViews = newValue } } }
  }
  /// What the whole resolve shares: diagnostics, `@State`, what is known of view types.
  var session: ResolveSession { scope.session }
  var diagnostics: Diagnostics { scope.session.diagnostics }
  /// The render's `@State`, kept by identity across layout passes.
  var states: StateStore? { scope.session.states }

  func appending(_ component: AnyHashable) -> ResolveContext {
    var copy = self
    copy.identity = identity.appending(component)
    return copy
  }

  /// The context of the child at `index` (see `ChildIdentity.appending(index:)`).
  func appending(index: Int) -> ResolveContext {
    var copy = self
    copy.identity = identity.appending(index: index)
    return copy
  }

  /// The context of a branch (see `ChildIdentity.appending(branch:)`).
  func appending(branch: IdentityComponent.Branch) -> ResolveContext {
    var copy = self
    copy.identity = identity.appending(branch: branch)
    return copy
  }

  /// A one-child list for a leaf that builds `node` in the placing container's context, with
  /// the identity it has here (where it was declared), so what it resolves inside keeps that.
  func leaf(_ build: @escaping Child.Build) -> ChildList {
    let identity = identity
    return ChildList([
      Child(id: identity, containerValues: ContainerValues()) { placing in
        var placing = placing
        placing.identity = identity
        return build(placing)
      }
    ])
  }
}

/// The part of a `ResolveContext` that changes rarely, shared by the contexts of a subtree
/// until a view changes it (then replaced, never modified).
final class ResolveScope {
  var environment: EnvironmentValues
  var container: ContainerBox
  var safeArea: SafeArea?
  var stopsAtCustomViews: Bool
  let session: ResolveSession

  init(
    environment: EnvironmentValues, container: ContainerBox, safeArea: SafeArea?, stopsAtCustomViews: Bool,
    session: ResolveSession
  ) {
    self.environment = environment
    self.container = container
    self.safeArea = safeArea
    self.stopsAtCustomViews = stopsAtCustomViews
    self.session = session
  }

  /// A new scope with this one's values, changed by `change`.
  func with(_ change: (ResolveScope) -> Void) -> ResolveScope {
    let copy = ResolveScope(
      environment: environment, container: container, safeArea: safeArea, stopsAtCustomViews: stopsAtCustomViews,
      session: session)
    change(copy)
    return copy
  }
}

/// The size that `containerRelativeFrame` measures against: the nearest scroll view's
/// visible size minus its content margins, or else the render canvas.
final class ContainerBox {
  let parent: ContainerBox?
  var size: ProposedViewSize
  /// Bumped when `size` changes after something read it, so answers cached under another
  /// size are not reused. Content that never asks (no `containerRelativeFrame`) keeps its
  /// answers: a scroll view measured at several heights does not re-measure its content.
  var generation = 0
  private var wasRead = false

  init(size: ProposedViewSize, parent: ContainerBox?) {
    self.size = size
    self.parent = parent
  }

  /// The generation of this box plus its ancestors': changes when any of their sizes does.
  var totalGeneration: Int { generation + (parent?.totalGeneration ?? 0) }

  /// Sets the size, bumping the generation when it changes and was read.
  func update(_ newSize: ProposedViewSize) {
    guard newSize != size else { return }
    size = newSize
    if wasRead {
      generation += 1
      wasRead = false
    }
  }

  /// The container length along an axis: the nearest container that knows it.
  func length(_ axis: Axis) -> CGFloat { known(axis) ?? 0 }

  /// The length a lazy stack or grid shows along an axis: the nearest container's (a scroll
  /// view's, the canvas's), or unbounded where none knows it (a canvas that fits its content,
  /// where SwiftUI, with no viewport to fill, makes every row).
  func visibleLength(_ axis: Axis) -> CGFloat { known(axis) ?? .infinity }

  private func known(_ axis: Axis) -> CGFloat? {
    wasRead = true
    if let value = size[axis], value.isFinite { return value }
    return parent?.known(axis)
  }
}

/// Problems found while resolving and laying out: bad sizes, unknown symbols …
/// Each is reported once, with the modifier that caused it.
public final class Diagnostics: @unchecked Sendable {
  private let lock = NSLock()
  private var seen = Set<String>()
  private var items: [String] = []

  public init() {}

  public var messages: [String] { lock.withLock { items } }

  func report(_ message: String) {
    lock.withLock {
      if seen.insert(message).inserted { items.append(message) }
    }
  }

  /// Returns `value` if it is a finite, non-negative length; otherwise reports and returns nil.
  func length(_ value: CGFloat?, _ what: String) -> CGFloat? {
    guard let value else { return nil }
    if value.isFinite && value >= 0 { return value }
    report("\(what): invalid length \(value) treated as unspecified")
    return nil
  }

  /// Returns `value` if finite, else 0 with a diagnostic (for offsets and spacings that may be negative).
  func finite(_ value: CGFloat, _ what: String) -> CGFloat {
    if value.isFinite { return value }
    report("\(what): non-finite value \(value) treated as 0")
    return 0
  }
}
