import Foundation

extension PersonNameComponents {
  /// The name written out, as Apple's Foundation formats it in English (`.medium`: "Ada
  /// Lovelace"); Linux's Foundation has no name formatting. Vellum writes the parts in
  /// English's order in every locale.
  public func formatted() -> String { formatted(FormatStyle()) }

  public func formatted(_ style: FormatStyle) -> String { style.format(self) }

  /// How much of a name to write, as Foundation's `PersonNameComponents.FormatStyle`.
  public struct FormatStyle: Hashable, Sendable {
    public enum Style: Hashable, Sendable { case short, medium, long, abbreviated }
    public var style: Style
    public var locale: Locale
    public init(style: Style = .medium, locale: Locale = Locale(identifier: "en_US")) {
      self.style = style
      self.locale = locale
    }

    /// `.short` the given name (or the nickname); `.medium` given and family names; `.long`
    /// every part; `.abbreviated` the initials of the given and family names.
    public func format(_ name: PersonNameComponents) -> String {
      let parts: [String?]
      switch style {
      case .short: parts = [name.nickname ?? name.givenName ?? name.familyName]
      case .medium: parts = [name.givenName, name.familyName]
      case .long: parts = [name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix]
      case .abbreviated:
        return [name.givenName, name.familyName].compactMap { $0?.first.map(String.init) }.joined()
      }
      return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
  }
}

extension PersonNameComponents.FormatStyle {
  public static var name: Self { Self() }
  public static func name(style: Style) -> Self { Self(style: style) }
}
