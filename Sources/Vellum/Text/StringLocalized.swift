import Foundation

extension String {
  /// Foundation's `String(localized:table:bundle:locale:comment:)`: the translation of the
  /// value's key in the table (`Localizable` by default) of the string catalogs and `.strings`
  /// files Vellum reads, or the value itself when no table has it. The locale defaults to the
  /// render's (see `renderLocale`); Apple's defaults to the device's.
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale? = nil, comment: StaticString? = nil
  ) {
    self.init(
      localized: LocalizedStringResource(
        keyAndValue, table: table, locale: locale ?? Self.renderLocale,
        bundle: Self.bundleDescription(bundle)))
  }

  /// A translation whose key differs from the text shown when no table has it.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
  ) {
    self.init(
      localized: LocalizedStringResource(
        key, defaultValue: defaultValue, table: table, locale: locale ?? Self.renderLocale,
        bundle: Self.bundleDescription(bundle)))
  }
}

extension String {
  /// The locale `String(localized:)` translates into: the render's (`vellum preview
  /// --locale`, a locale set in the environment at the root) while view code runs in a render,
  /// as an app's strings follow the device's language; Vellum's device locale (`en_US`) outside.
  fileprivate static var renderLocale: Locale { RenderEnvironment.current?.locale ?? FixedLocale.locale }

  /// The main bundle (nil, or `Bundle.main`) is where Vellum's lookup finds the app's tables.
  fileprivate static func bundleDescription(_ bundle: Bundle?) -> LocalizedStringResource.BundleDescription {
    guard let bundle, bundle !== Bundle.main else { return .main }
    return .atURL(bundle.bundleURL)
  }
}
