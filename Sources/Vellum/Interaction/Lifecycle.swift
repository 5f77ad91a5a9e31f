import Foundation

// A still frame neither appears over time nor changes, so these modifiers are accepted and
// never call their actions: the view is drawn as its state is before any of them ran.

extension View {
  /// Accepted; not called (SwiftUI calls it when the view appears). The frame shows the
  /// state before it runs.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Accepted; not called.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Accepted; the task is not started, so the frame shows the state before it runs.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
    -> some View
  { self }

  /// Accepted; the task is not started.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }

  /// Accepted; a still frame has no change to report (nor the initial call).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }

  /// Accepted; a still frame has no change to report (nor the initial call).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  { self }

  /// The pre-iOS 17 spelling; accepted, never called.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    self
  }

  /// Accepted; not subscribed (SwiftUI subscribes when the view appears), so the frame
  /// shows the state before any value arrives.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    self
  }

  /// Accepted: pull to refresh cannot happen in a still frame.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
