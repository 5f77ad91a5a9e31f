import Foundation

/// A multi-line text input, as SwiftUI's `TextEditor`: the text its binding holds at rest,
/// in the body font, from the top leading corner inset as UITextView insets it (8 pt above
/// and below, 5 pt either side), filling the space it is offered, on the system background.
nonisolated public struct TextEditor: View {
  let text: String

  public init(text: Binding<String>) { self.text = text.wrappedValue }

  public var body: some View {
    Text(verbatim: text)
      .padding(.vertical, ControlMetrics.textEditorVerticalInset)
      .padding(.horizontal, ControlMetrics.textEditorHorizontalInset)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .background(Color.systemBackground)
  }
}

extension ControlMetrics {
  /// UITextView's `textContainerInset` (8 pt top and bottom) and its text container's
  /// `lineFragmentPadding` (5 pt) (UIKit defaults; H).
  static let textEditorVerticalInset: CGFloat = 8
  static let textEditorHorizontalInset: CGFloat = 5
}
