import Foundation

extension View {
  /// Accepted for source compatibility: images carry no accessibility tree. (SwiftUI hides
  /// the view from VoiceOver; it still draws.)
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }

  /// Accepted for source compatibility: images carry no accessibility tree.
  public func accessibilityLabel(_ label: Text) -> some View { self }

  /// Accepted for source compatibility: images carry no accessibility tree.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
}
