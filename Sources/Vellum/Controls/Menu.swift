import Foundation

/// A control that shows a list of actions when tapped, as SwiftUI's `Menu`. Closed at
/// rest, it is drawn as its label in the tint, styled like a button (`buttonStyle(_:)`); its
/// content is kept but not drawn.
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A menu with a primary action (a tap performs it; a long press opens the menu).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: label)
  }

  public var body: some View { Button(action: {}) { label } }
}

extension Menu where Label == Text {
  /// A menu titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu titled by a localized key, with a primary action.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension Menu where Label == Vellum.Label<Text, Image> {
  /// A menu titled by a localized key and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Vellum.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu titled by a string and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Vellum.Label(title, systemImage: systemImage) }
  }
}

/// How menus look, as SwiftUI's `MenuStyle` (accepted: Vellum draws every menu as its label).
public protocol MenuStyle {}

/// The platform default.
public struct DefaultMenuStyle: MenuStyle { public init() {} }
/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle { public init() {} }
/// A menu drawn as a borderless button (deprecated in SwiftUI).
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items (accepted).
public struct MenuOrder: Hashable, Sendable {
  let name: String
  public static let automatic = MenuOrder(name: "automatic")
  public static let priority = MenuOrder(name: "priority")
  public static let fixed = MenuOrder(name: "fixed")
}

nonisolated extension View {
  /// Accepted: Vellum draws every menu as its label.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
  /// Accepted: menus are closed at rest.
  public func menuOrder(_ order: MenuOrder) -> some View { self }
  /// Accepted: whether choosing an action closes its menu; menus are closed at rest.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// Whether choosing a menu's action closes the menu (iOS 16.4).
public struct MenuActionDismissBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}
