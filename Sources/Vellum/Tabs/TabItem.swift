import Foundation

/// What a tab of a `TabView` tells it: the label shown in the tab bar.
struct TabItemTraits {
  var label: AnyView?
}

enum TabItemTraitsKey: ContainerValueKey { static var defaultValue: TabItemTraits { TabItemTraits() } }

extension ContainerValues {
  var tabItem: TabItemTraits {
    get { self[TabItemTraitsKey.self] }
    set { self[TabItemTraitsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The label of this view's tab in a `TabView`, as in SwiftUI: a `Label`, or an `Image`
  /// and a `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    containerValue(\.tabItem, TabItemTraits(label: AnyView(label())))
  }
}

/// A tab of a `TabView`, as SwiftUI's iOS 18 `Tab`: its content, its label in the tab bar,
/// and the value that selects it. (In SwiftUI `Tab` is tab content, not a view; Vellum's
/// is a view, so it goes in the same builder.)
nonisolated public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View {
  let value: Value?
  let content: Content
  let label: TabLabel

  public var body: some View {
    content
      .containerValue(\.tabItem, TabItemTraits(label: AnyView(label)))
      .containerValue(\.tag, value.map { AnyHashable($0) })
  }
}

extension Tab where TabLabel == Label<Text, Image> {
  /// A tab with a title, an SF Symbol and the value that selects it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: Label(title, systemImage: systemImage))
  }

  /// A tab with a title and an SF Symbol and the value that selects it.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content(), label: Label(titleKey, systemImage: systemImage))
  }
}

extension Tab where Value == Never, TabLabel == Label<Text, Image> {
  /// A tab with a title and an SF Symbol, selected by its position.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: Label(title, systemImage: systemImage))
  }

  /// A tab with a title and an SF Symbol, selected by its position.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: Label(titleKey, systemImage: systemImage))
  }
}

extension Tab {
  /// A tab with a label of your own and the value that selects it.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
    self.init(value: value, content: content(), label: label())
  }
}

extension Tab where Value == Never {
  /// A tab with a label of your own, selected by its position.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
    self.init(value: nil, content: content(), label: label())
  }
}
