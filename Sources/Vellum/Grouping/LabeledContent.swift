import Foundation

/// A label with a value, as SwiftUI's `LabeledContent` in its automatic style on iOS: the
/// label leading and the value trailing in the secondary colour, on one line when both fit.
/// At accessibility Dynamic Type sizes (AX1 and above) iOS 17/18 stacks the value under the
/// label, both leading (issue 28 and spec §2.4a: such a `Form` row is 118.67 pt tall at AX3);
/// Vellum does the same wherever the default style lays out, in list rows and outside them.
/// Inside `labeledContentStyle(_:)` the style lays it out instead.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  /// Drawn in the automatic layout whatever the style (a style's own configuration).
  var automatic = false

  @Environment(\.labeledContentStyle) private var style

  /// Content labelled by a view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, automatic: Bool) {
    self.init(content: content, label: label)
    self.automatic = automatic
  }

  public var body: some View {
    if let style, !automatic {
      style.makeBody(
        LabeledContentStyleConfiguration(
          label: .init(content: AnyView(label)), content: .init(content: AnyView(content))))
    } else {
      AutomaticLabeledContent(label: label, content: content)
    }
  }
}

/// iOS's automatic layout of a label and its value.
nonisolated struct AutomaticLabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    if typeSize.isAccessibilitySize {
      VStack(alignment: .leading, spacing: LabeledContentMetrics.stackedSpacing) {
        label
        content
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.leading)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    } else {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        label
        Spacer(minLength: LabeledContentMetrics.minimumGap)
        content
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.trailing)
      }
    }
  }
}

enum LabeledContentMetrics {
  /// The least space between label and value (L: the HStack default spacing).
  static let minimumGap: CGFloat = 8
  /// Label bottom ↔ value top when stacked at accessibility sizes: none beyond the text
  /// lines' own (a two-line AX3 row is then 118 pt tall, iOS 118.67; L).
  static let stackedSpacing: CGFloat = 0
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
