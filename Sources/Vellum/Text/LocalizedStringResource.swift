import Foundation

/// A localisable string with where to look it up, as Foundation's `LocalizedStringResource`
/// (iOS 16), which Linux's Foundation does not have. `Text`, `Button`, `Label`, `Toggle` and
/// `LabeledContent` take one and look its key up like a `LocalizedStringKey`, in the
/// environment's locale; `String(localized:)` looks it up in the resource's own locale: the
/// one set on it, else the render's while view code runs in a render (`vellum preview
/// --locale`; Apple's defaults to the device's, which a preview's language is) and `en_US`
/// outside one (Vellum's renders do not follow the machine's locale).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable,
  CustomStringConvertible
{
  /// Where the table is: only `.main` (the resource bundles beside the executable) and a
  /// bundle at a URL are searched; `forClass` searches like `.main`.
  public enum BundleDescription: Hashable, Sendable {
    case main
    case atURL(URL)
    case forClass(ObjectIdentifier)

    public static func forClass(_ type: AnyClass) -> BundleDescription { .forClass(ObjectIdentifier(type)) }

    var bundle: Bundle? {
      if case .atURL(let url) = self { return Bundle(url: url) }
      return nil
    }
  }

  let value: String.LocalizationValue
  /// The key to look up: the value's own, or the one given with a default value.
  public let key: String
  public let table: String?
  /// The locale set on the resource, if any.
  var explicitLocale: Locale?
  /// The locale `String(localized:)` translates into: the one set, else the render's.
  public var locale: Locale {
    get { explicitLocale ?? RenderEnvironment.current?.locale ?? FixedLocale.locale }
    set { explicitLocale = newValue }
  }
  public let bundle: BundleDescription

  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    value = keyAndValue
    key = keyAndValue.key.key
    self.table = table
    explicitLocale = locale
    self.bundle = bundle
  }

  /// A resource whose key differs from the text shown when no table has it.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale? = nil, bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    value = defaultValue
    self.key = "\(key)"
    self.table = table
    explicitLocale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(stringLiteral: value)) }

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The string in `locale`: the table's translation, or the default value.
  func resolved(in locale: Locale, report: (String) -> Void = { _ in }) -> String {
    let arguments = value.key.arguments
    let format =
      Localization.lookup(
        key, table: table, bundle: bundle.bundle, locale: locale, arguments: arguments, report: report)
      ?? value.key.key
    return LocalizedFormat.plain(format, arguments, locale: locale)
  }

  public var description: String { resolved(in: locale) }

  public static func == (a: Self, b: Self) -> Bool {
    a.key == b.key && a.value.key == b.value.key && a.table == b.table && a.bundle == b.bundle
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension String {
  /// A localisable value with interpolations, as Foundation's `String.LocalizationValue`
  /// (not in Linux's Foundation): interpolations become the key's format specifiers, as in
  /// `LocalizedStringKey`.
  public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: LocalizedStringKey

    public init(_ value: String) { key = LocalizedStringKey(value) }
    public init(stringLiteral value: String) { key = LocalizedStringKey(stringLiteral: value) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
      key = LocalizedStringKey(stringInterpolation: stringInterpolation)
    }
  }

  /// The string of a resource in its locale.
  public init(localized resource: LocalizedStringResource) { self = resource.resolved(in: resource.locale) }
}

/// A type that can say what it is as a localisable string, as in Foundation.
public protocol CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource { get }
}

extension LocalizedStringResource: CustomLocalizedStringResourceConvertible {
  public var localizedStringResource: LocalizedStringResource { self }
}

extension Text {
  /// A localised string resource, looked up in the environment's locale.
  /// A missing key shows the resource's default value.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    let fallback = resource.value.key
    self = Text.markdown(
      LocalizedFormat.fill(fallback.key, fallback.arguments, locale: FixedLocale.locale, escape: true))
    deferred = DeferredText(make: { environment, report in
      let format =
        Localization.lookup(
          resource.key, table: resource.table, bundle: resource.bundle.bundle, locale: environment.locale,
          arguments: fallback.arguments, report: report) ?? fallback.key
      return Text.markdown(LocalizedFormat.fill(format, fallback.arguments, locale: environment.locale, escape: true))
    })
  }
}

extension Button where Label == Text {
  /// A button whose label is a localised string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleResource) }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label whose title is a localised string resource, with an SF Symbol.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
  }

  /// A label whose title is a localised string resource, with an image resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(name) })
  }
}

extension Toggle where Label == Text {
  /// A toggle whose label is a localised string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleResource) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A label and a value, the label a localised string resource.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ titleResource: LocalizedStringResource, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleResource) })
  }
}

extension LabeledContent where Label == Text {
  /// A label from a localised string resource, with any content.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleResource) })
  }
}
