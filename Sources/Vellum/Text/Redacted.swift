import Foundation

nonisolated extension View {
  /// Redacts the content of this view, as in SwiftUI: with `.placeholder`, text is drawn as
  /// a rounded bar the size of the text in a faint foreground colour (iOS's loading
  /// placeholders). Vellum draws one bar over all of a text's lines, and leaves images and
  /// shapes as they are.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Shows this view's content even inside a redacted view.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }
}

/// A `Text` under `.redacted(reason: .placeholder)`: its frame, filled with a rounded bar.
nonisolated struct RedactedText: View {
  let text: Text

  /// iOS draws the placeholder at about a fifth of the foreground's strength, with the
  /// corners of a rounded capsule that stays rectangular for tall multi-line text.
  static let opacity = 0.2
  static let cornerRadius: CGFloat = 4

  var body: some View {
    text.environment(\.redactionReasons, []).hidden()
      .overlay {
        RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(.primary).opacity(Self.opacity)
      }
  }
}
