import Foundation

// A still frame is the first frame: views appear in it (so `onAppear` runs, `task` starts
// and `onReceive` subscribes, before it is drawn) but nothing changes, disappears or
// finishes later, so the other modifiers are accepted and never call their actions.

nonisolated extension View {
  /// Calls `action` when the view appears, before the frame is drawn, as in SwiftUI: state
  /// it sets is drawn (the render lays out again). Once per view; views a container does
  /// not show (an unselected tab, rows a lazy stack leaves unresolved) do not appear.
  @ViewBuilder
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    if let action { AppearActionModifier(content: self, action: action) } else { self }
  }

  /// Accepted; not called.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Starts `action` as the view appears, before the frame is drawn, on the main actor, as
  /// SwiftUI does (iOS 18's signature: the closure keeps the body's isolation). It runs at
  /// once until it first suspends (awaiting another actor, a child task, a sleep, the
  /// network), and the state it sets until then is drawn, as `onAppear`'s is. What it does
  /// after that is not waited for: the task is cancelled when the render ends, as SwiftUI
  /// cancels it when the view disappears, so a still frame is the same on every run.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    let start = UncheckedBox(action)
    return AppearActionModifier(
      content: self,
      withStore: { store in
        let task = Task.immediate(priority: priority, operation: start.value)
        store.retained.append(AnyCancellable { task.cancel() })
      })
  }

  /// Starts `action` as the view appears, as `task(priority:_:)` does; a still frame has no
  /// later change of `value` to restart it for.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    task(priority: priority, action)
  }

  /// A still frame has no change to report; with `initial: true` the action runs as the view
  /// appears (old and new value the same), as in SwiftUI.
  @ViewBuilder
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    if initial { AppearActionModifier(content: self) { action(value, value) } } else { self }
  }

  /// A still frame has no change to report; with `initial: true` the action runs as the view
  /// appears, as in SwiftUI.
  @ViewBuilder
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    if initial { AppearActionModifier(content: self, action: action) } else { self }
  }

  /// The pre-iOS 17 spelling; accepted, never called.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    self
  }

  /// Subscribes when the view appears, as SwiftUI does, so what the publisher sends at once
  /// (`Just`, a `CurrentValueSubject`, an `@Published` property's `$value`) reaches `action`
  /// before the frame is drawn, with the state it sets. The subscription ends with the render:
  /// what a timer, queue or network would send later never arrives.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    AppearActionModifier(content: self) { store in
      store.retained.append(publisher.sink(receiveValue: action))
    }
  }

  /// Accepted: pull to refresh cannot happen in a still frame.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
