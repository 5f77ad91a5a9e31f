import Foundation

/// A text input, as SwiftUI's `TextField`: Vellum draws the text its binding holds when it
/// is rendered, or the placeholder (the prompt, else the title) in the placeholder colour
/// when the text is empty. No caret, no keyboard. Single-line fields are as wide as offered;
/// `axis: .vertical` fields wrap and grow within `lineLimit`, reserving a range's lower
/// bound (`lineLimit(3...6)`). Its look comes from `textFieldStyle(_:)`.
nonisolated public struct TextField<Label: View>: View {
  let field: TextFieldContent
  let label: Label
  /// True for the field a `TextFieldStyle` receives as its configuration: it draws plain.
  var isConfiguration = false

  @Environment(\.textFieldStyle) private var style

  init(field: TextFieldContent, label: Label) {
    self.field = field
    self.label = label
  }

  /// A field with a custom label. iOS shows the prompt as the placeholder, else a `Text`
  /// label's text (issue 28, measured on iOS 17/18 renders); other labels are not shown.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
    let label = label()
    self.init(
      field: TextFieldContent(text: text.wrappedValue, placeholder: prompt ?? (label as? Text), axis: axis),
      label: label)
  }

  /// A field showing a value through a format style (`format: .number`, `.currency(code:)` …).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      field: TextFieldContent(
        formatted: { [input = value.wrappedValue] in format.locale($0).format(input) }, placeholder: prompt),
      label: label())
  }

  public var body: some View {
    if isConfiguration {
      field
    } else {
      style.makeBody(TextField<_TextFieldStyleLabel>(field: field, label: _TextFieldStyleLabel(), configuration: true))
    }
  }
}

extension TextField where Label == _TextFieldStyleLabel {
  init(field: TextFieldContent, label: Label, configuration: Bool) {
    self.init(field: field, label: label)
    isConfiguration = configuration
  }
}

extension TextField where Label == Text {
  /// A field titled by a localized key; the title is the placeholder unless a prompt is given.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
    self.init(
      field: TextFieldContent(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), axis: axis),
      label: Text(titleKey))
  }

  /// A field titled by a string; the title is the placeholder unless a prompt is given.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
    self.init(
      field: TextFieldContent(text: text.wrappedValue, placeholder: prompt ?? Text(title), axis: axis),
      label: Text(title))
  }

  /// A field showing a value through a format style.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      field: TextFieldContent(
        formatted: { [input = value.wrappedValue] in format.locale($0).format(input) },
        placeholder: prompt ?? Text(titleKey)),
      label: Text(titleKey))
  }

  /// A field showing a value through a format style, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      field: TextFieldContent(
        formatted: { [input = value.wrappedValue] in format.locale($0).format(input) },
        placeholder: prompt ?? Text(title)),
      label: Text(title))
  }

  /// A field showing an optional value through a format style; nil shows the placeholder.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      field: TextFieldContent(value.wrappedValue, format: format, placeholder: prompt ?? Text(titleKey)),
      label: Text(titleKey))
  }

  /// A field showing an optional value through a format style, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      field: TextFieldContent(value.wrappedValue, format: format, placeholder: prompt ?? Text(title)),
      label: Text(title))
  }

  /// A field showing a value through a `Formatter`; an optional value that formats to
  /// nothing shows the placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.init(
      field: TextFieldContent(
        text: formatter.string(for: value.wrappedValue) ?? "", placeholder: prompt ?? Text(title)),
      label: Text(title))
  }

  /// A field showing a value through a `Formatter`, titled by a localized key.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.init(
      field: TextFieldContent(
        text: formatter.string(for: value.wrappedValue) ?? "", placeholder: prompt ?? Text(titleKey)),
      label: Text(titleKey))
  }
}

/// A field for passwords, as SwiftUI's `SecureField`: one bullet per character of its text,
/// or the placeholder when empty. Styled by `textFieldStyle(_:)` like `TextField`.
nonisolated public struct SecureField<Label: View>: View {
  let field: TextFieldContent
  let label: Label

  @Environment(\.textFieldStyle) private var style

  /// A secure field with a custom label: the prompt, else a `Text` label, is the placeholder,
  /// as in `TextField`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    field = TextFieldContent(text: text.wrappedValue, placeholder: prompt ?? (self.label as? Text), isSecure: true)
  }

  public var body: some View {
    style.makeBody(TextField<_TextFieldStyleLabel>(field: field, label: _TextFieldStyleLabel(), configuration: true))
  }
}

extension SecureField where Label == Text {
  /// A secure field titled by a localized key, the placeholder unless a prompt is given.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextFieldContent(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), isSecure: true)
    label = Text(titleKey)
  }

  /// A secure field titled by a string, the placeholder unless a prompt is given.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextFieldContent(text: text.wrappedValue, placeholder: prompt ?? Text(title), isSecure: true)
    label = Text(title)
  }
}

/// What every field draws: its text (or bullets), else the placeholder, across the width it
/// is offered, aligned by `multilineTextAlignment(_:)` (leading by default).
nonisolated struct TextFieldContent: View {
  var text: String
  var placeholder: Text?
  var axis: Axis = .horizontal
  var isSecure = false
  /// A value shown through a format style, formatted in the environment's locale when
  /// drawn (as SwiftUI formats `TextField(value:format:)`).
  var formatted: ((Locale) -> String)? = nil

  init(text: String, placeholder: Text?, axis: Axis = .horizontal, isSecure: Bool = false) {
    self.text = text
    self.placeholder = placeholder
    self.axis = axis
    self.isSecure = isSecure
  }

  /// An optional value through a format style: nil shows the placeholder.
  init<F: FormatStyle>(_ value: F.FormatInput?, format: F, placeholder: Text?) where F.FormatOutput == String {
    if let value {
      self.init(formatted: { format.locale($0).format(value) }, placeholder: placeholder)
    } else {
      self.init(text: "", placeholder: placeholder)
    }
  }

  init(formatted: @escaping (Locale) -> String, placeholder: Text?) {
    self.init(text: "", placeholder: placeholder)
    self.formatted = formatted
  }

  @Environment(\.lineLimitReservedLines) private var reservedLines
  @Environment(\.lineLimit) private var lineLimit
  @Environment(\.locale) private var locale
  @Environment(\.multilineTextAlignment) private var textAlignment
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let text = formatted?(locale) ?? text
    let shown = isSecure ? String(repeating: ControlMetrics.secureBullet, count: text.count) : text
    ZStack(alignment: .topLeading) {
      if axis == .vertical, let reservedLines, reservedLines > 1 {
        // Reserves the range's lower bound of lines, measured with the field's own font.
        Text(verbatim: Array(repeating: " ", count: reservedLines).joined(separator: "\n")).hidden()
      }
      if text.isEmpty {
        (placeholder ?? Text(verbatim: " ")).foregroundStyle(Color.placeholderText)
      } else if isEnabled {
        Text(verbatim: shown)
      } else {
        // A disabled field's text is dimmed, as iOS draws it.
        Text(verbatim: shown).foregroundStyle(ControlMetrics.disabledLabel)
      }
    }
    .lineLimit(axis == .horizontal ? 1 : lineLimit)
    .environment(\.textLinesAsTallAsPitch, axis == .vertical)
    .frame(maxWidth: .infinity, alignment: frameAlignment)
  }

  var frameAlignment: Alignment {
    switch textAlignment {
    case .leading: .topLeading
    case .center: .top
    case .trailing: .topTrailing
    }
  }
}
