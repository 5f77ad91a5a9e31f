import Foundation

/// A control for choosing one of several options, as SwiftUI's `Picker`. The options are
/// its content's views, each standing for the value of its `tag(_:)` (or, untagged, the id of
/// the `ForEach` that made it, as SwiftUI does); the one matching the binding's value is
/// drawn as selected. Its look comes from `pickerStyle(_:)`: on iOS a menu by default, which
/// shows only the selected option and chevrons in the tint, or, in a `Form` or `List` row,
/// the label leading and the option and chevrons trailing in the secondary colour.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: SelectionValue
  let label: Label
  let content: Content

  @Environment(\.pickerStyle) private var style

  /// A picker with a custom label.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.selection = selection.wrappedValue
    self.label = label()
    self.content = content()
  }

  /// A picker with a custom label given first (iOS 13; deprecated, still common).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { label })
  }

  /// A picker with a custom label and a current-value label (iOS 18); the current-value
  /// label is not drawn by the built-in styles.
  public init<C: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(selection: selection, content: content, label: label)
  }

  public var body: some View {
    let selection = AnyHashable(selection)
    let style = style
    let label = AnyView(label)
    Group(subviews: content) { options in
      let selected = options.firstIndex { Self.matches($0, selection) }
      style.body(PickerParts(label: label, options: options, selectedIndex: selected))
    }
  }

  /// Whether an option stands for the selection: its tag, else its `ForEach` id.
  static func matches(_ option: Subview, _ selection: AnyHashable) -> Bool {
    if let tag = option.containerValues.tag { return tag == selection }
    return option.id.components.last { $0.base is SelectionValue } == selection
  }
}

extension Picker where Label == Text {
  /// A picker titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == Vellum.Label<Text, Image> {
  /// A picker titled by a localized key and an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Vellum.Label(titleKey, systemImage: systemImage) }
  }

  /// A picker titled by a string and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Vellum.Label(title, systemImage: systemImage) }
  }
}

/// What a picker style draws: the label, the options and which one is selected.
struct PickerParts {
  let label: AnyView
  let options: SubviewsCollection
  let selectedIndex: Int?
  var selected: Subview? { selectedIndex.map { options[$0] } }
}
