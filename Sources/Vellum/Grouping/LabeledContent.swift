import Foundation

/// A label with a value, as SwiftUI's `LabeledContent`: on iOS the label leading, the value
/// trailing in the secondary colour, on one line when both fit.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Content labelled by a view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 0) {
      label
      Spacer(minLength: LabeledContentMetrics.minimumGap)
      content
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.trailing)
    }
  }
}

enum LabeledContentMetrics {
  /// The least space between label and value (L: the HStack default spacing).
  static let minimumGap: CGFloat = 8
}

extension LabeledContent where Label == Text {
  /// Content labelled by a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Content labelled by a title, not localized.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A title and a text value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A title and a text value, neither localized.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A label and a value formatted by a format style (in the environment's locale, as
  /// `Text(_:format:)` formats).
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// A label (not localized) and a value formatted by a format style.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
