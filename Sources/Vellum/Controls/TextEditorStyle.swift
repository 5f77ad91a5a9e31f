import Foundation

/// How a `TextEditor` looks (iOS 17), as SwiftUI's `TextEditorStyle`. On iOS `.automatic` and
/// `.plain` draw the same editor; Vellum draws both as `TextEditor` describes.
nonisolated public protocol TextEditorStyle {}

/// The platform's editor.
nonisolated public struct AutomaticTextEditorStyle: TextEditorStyle {
  public init() {}
}

/// An editor with no decoration of its own.
nonisolated public struct PlainTextEditorStyle: TextEditorStyle {
  public init() {}
}

nonisolated extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

nonisolated extension TextEditorStyle where Self == PlainTextEditorStyle {
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

nonisolated extension View {
  /// Sets the style of the text editors in this view; accepted, both styles are drawn alike.
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
