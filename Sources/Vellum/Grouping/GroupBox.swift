import Foundation

/// Content grouped on a rounded background with an optional label, as SwiftUI's
/// `GroupBox`: on iOS the label in the headline font above the content, 16 pt inside a
/// rounded rectangle (radius 8) of the secondary system background (L: measured by eye
/// against iOS 17 screenshots).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: GroupBoxMetrics.labelSpacing) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(GroupBoxMetrics.padding)
    .background(
      Color.groupBoxBackground,
      in: RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous))
  }
}

enum GroupBoxMetrics {
  static let padding: CGFloat = 16
  static let labelSpacing: CGFloat = 8
  static let cornerRadius: CGFloat = 8
}

extension Color {
  /// secondarySystemBackground (spec §3.4: 242,242,247 / 28,28,30, H).
  static let groupBoxBackground = system("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
}

extension GroupBox where Label == EmptyView {
  /// A group box with no label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  /// A group box with a text label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A group box with a text label, not localized.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension GroupBox {
  /// The pre-iOS 16 spelling: the label as a view.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { label })
  }
}
