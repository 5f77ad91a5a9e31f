import Foundation

// Vellum draws a still frame: nothing is ever tapped or pressed, so these modifiers are
// accepted, keep their view's layout and drawing unchanged, and never call their actions.

nonisolated extension View {
  /// Accepted and inert: a still frame is never tapped (SwiftUI calls `action` on a tap).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

  /// Accepted and inert: a still frame is never tapped (SwiftUI passes the tap's location).
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View { self }

  /// Accepted and inert: a still frame is never pressed.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }

  /// Accepted and inert: a still frame is never pressed.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }

  /// Accepted and inert: a still frame is never pressed, so `pressing` is never called
  /// (SwiftUI's form before iOS 16.4, which calls it as a press starts and ends).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View { self }
}
