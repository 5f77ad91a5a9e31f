import Foundation

/// Opens a URL, as in SwiftUI: `@Environment(\.openURL) var openURL`, then `openURL(url)`.
///
/// Vellum has no system to hand URLs to: the default action discards them. An action made
/// with `OpenURLAction(handler:)` and placed with `.environment(\.openURL, …)` is called.
public struct OpenURLAction {
  /// What a handler did with a URL, as in SwiftUI.
  public struct Result: Sendable {
    enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler did not open the URL.
    public static let discarded = Result(kind: .discarded)
    /// The system should open the URL.
    public static let systemAction = Result(kind: .systemAction(nil))
    /// The system should open another URL.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result(kind: .systemAction(url)) }

    var accepted: Bool {
      if case .handled = kind { return true }
      return false
    }
  }

  let handler: (URL) -> Result

  /// An action that calls `handler` with each URL.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url` and reports whether it was opened.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(handler(url).accepted)
  }
}

enum OpenURLActionKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

extension EnvironmentValues {
  /// Opens URLs; by default Vellum discards them.
  public var openURL: OpenURLAction {
    get { self[OpenURLActionKey.self] }
    set { self[OpenURLActionKey.self] = newValue }
  }
}
