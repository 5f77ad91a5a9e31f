import Foundation

/// How text fields look, as SwiftUI's `TextFieldStyle`. Public code writes custom styles
/// with SwiftUI's underscored requirement, `func _body(configuration: TextField<Self._Label>)
/// -> some View`, decorating the plain field it receives; that works unchanged here.
public protocol TextFieldStyle {
  associatedtype _Body: View
  typealias _Label = _TextFieldStyleLabel
  @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// The label type of the field a `TextFieldStyle` receives.
nonisolated public struct _TextFieldStyleLabel: View {
  public var body: some View { EmptyView() }
}

/// The platform default: plain on iOS, outside and inside `Form` rows.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text and placeholder with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The field on a white (dark: grey) rounded rectangle with a hairline border, 34 pt tall
/// (spec §2.4), text 7 pt in from its edges.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
      .padding(.horizontal, ControlMetrics.roundedFieldInset)
      .padding(.vertical, 6)
      .frame(minHeight: ControlMetrics.roundedFieldHeight)
      .background(Color.textFieldBackground, in: .rect(cornerRadius: ControlMetrics.roundedFieldRadius))
      .overlay(
        RoundedRectangle(cornerRadius: ControlMetrics.roundedFieldRadius).strokeBorder(Color.separator, lineWidth: 0.5))
  }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct AnyTextFieldStyle {
  let makeBody: (TextField<_TextFieldStyleLabel>) -> AnyView
  init<S: TextFieldStyle>(_ style: S) { makeBody = { AnyView(style._body(configuration: $0)) } }
}

struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: AnyTextFieldStyle { AnyTextFieldStyle(DefaultTextFieldStyle()) }
}

extension EnvironmentValues {
  var textFieldStyle: AnyTextFieldStyle {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of text and secure fields inside this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, AnyTextFieldStyle(style))
  }
}
