import Foundation
import Vellum

/// The shortcuts an app offers without setup, as AppIntents' `AppShortcutsProvider`: Siri
/// listens for their phrases and Shortcuts lists them. A preview has neither; the shortcuts
/// are built only when the app reads `appShortcuts`.
public protocol AppShortcutsProvider: Sendable {
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The colour of the app's tile in Shortcuts.
  static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
  public static var shortcutTileColor: ShortcutTileColor { .navy }

  /// Tells the system that the parameters the shortcuts offer changed; nothing listens in a
  /// preview.
  public static func updateAppShortcutParameters() {}
}

/// One shortcut: an intent, the phrases that run it, and how Shortcuts shows it, as
/// AppIntents' `AppShortcut`.
public struct AppShortcut: Sendable {
  /// The intent the shortcut runs, as it was given.
  public let intent: any AppIntent
  /// The phrases as written, with `\(.applicationName)` as "${applicationName}" and a
  /// parameter as "${name}", as AppIntents writes them into the app's metadata.
  public let phrases: [String]
  public let shortTitle: LocalizedStringResource?
  public let systemImageName: String?

  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {
    self.intent = intent
    self.phrases = phrases.map(\.text)
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
  }

  /// The iOS 16 form, without a title or image.
  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
    self.intent = intent
    self.phrases = phrases.map(\.text)
    shortTitle = nil
    systemImageName = nil
  }
}

/// A phrase Siri listens for, as AppIntents' `AppShortcutPhrase`: a string literal with the
/// app's name and maybe one parameter interpolated ("Log water in \(.applicationName)").
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  let text: String

  public init(_ string: String) { text = string }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    /// A parameter of the intent (`\(\.$habit)`), which Siri fills from what was said.
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
      text += "${\(parameterName(of: parameter))}"
    }
  }
}

/// What a phrase can name besides its literal words, as AppIntents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Hashable, Sendable {
  case applicationName
}

/// Builds an app's shortcuts, as AppIntents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
  public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
  public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
  public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// The colour of an app's tile in Shortcuts, as AppIntents' `ShortcutTileColor`.
public enum ShortcutTileColor: Sendable {
  case red, tangerine, orange, yellow, lime, grayGreen, teal, lightBlue, navy, blue, purple, pink, grayBrown,
    grayBlue
}

/// A parameter's name from its key path (`\Intent.$station` is "station"), as AppIntents
/// writes it into a phrase or summary.
func parameterName(of keyPath: AnyKeyPath) -> String {
  let path = "\(keyPath)"
  return path.split(separator: ".").last.map { String($0.drop { $0 == "$" }) } ?? path
}
