import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: collapsed
/// unless its `isExpanded` binding is true at render time. The label has a chevron at its
/// trailing edge in the accent colour, pointing right when collapsed and down when
/// expanded. In a `List` or `Form` the label is a row and the content follows as rows.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Bool

  @Environment(\.isInListRow) private var isInListRow

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = false
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  var header: some View {
    HStack(spacing: 0) {
      label
      Spacer(minLength: 8)
      Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
        .font(.footnote.weight(.semibold))
        .foregroundStyle(.tint)
    }
  }

  public var body: some View {
    if isInListRow {
      header
      if isExpanded { content }
    } else {
      VStack(alignment: .leading, spacing: 8) {
        header
        if isExpanded { content }
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A collapsed group with a text label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A collapsed group with a text label, not localized.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// A group with a text label, expanded as its binding says.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
  }

  /// A group with a text label (not localized), expanded as its binding says.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
  }
}
