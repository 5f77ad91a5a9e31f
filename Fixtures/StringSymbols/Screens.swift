import Vellum

/// Views written, as an Xcode 26 app's are, with the symbols Xcode generates from this
/// folder's string catalogs (made here by the AssetSymbols plugin): `Text(.welcomeTitle)`,
/// a function for a string with arguments, `.Onboarding.…` for another table's strings.
public struct StringSymbolScreen: View {
  public init() {}

  public var body: some View {
    VStack {
      Text(.welcomeTitle)
      Text(.welcomeUser(name: "Ada"))
      Text(.inboxSummary(unread: 3, total: 12))
      Text(.photos(1))
      Text(.photos(5))
      Text(.Onboarding.title)
      Text(.Onboarding.stepsLeft(steps: 1))
      Text(.Onboarding.stepsLeft(steps: 4))
      Button(.welcomeTitle) {}
      // `String(localized:)` of a symbol while the view is drawn: the render's locale.
      Text(verbatim: "[" + String(localized: .welcomeTitle) + "]")
    }
  }
}

/// A symbol's resource, read outside a render.
public let welcomeTitleResource: LocalizedStringResource = .welcomeTitle
