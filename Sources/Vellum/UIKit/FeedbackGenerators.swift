import Foundation

/// UIKit's haptic feedback generators, which SwiftUI code makes in views and actions.
/// A render plays no haptics: each generator is accepted and does nothing.
public class UIFeedbackGenerator {
  public init() {}
  public func prepare() {}
}

/// Accepted and silent: `UIImpactFeedbackGenerator(style: .medium).impactOccurred()`.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public let style: FeedbackStyle
  public init(style: FeedbackStyle = .medium) { self.style = style }
  public override convenience init() { self.init(style: .medium) }
  public func impactOccurred() {}
  public func impactOccurred(intensity: CGFloat) {}
}

/// Accepted and silent: `UINotificationFeedbackGenerator().notificationOccurred(.success)`.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Accepted and silent: `UISelectionFeedbackGenerator().selectionChanged()`.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  public func selectionChanged() {}
}
