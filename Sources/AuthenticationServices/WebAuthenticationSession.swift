import Foundation
import Vellum

/// SwiftUI's web sign-in (iOS 16.4), as `@Environment(\.webAuthenticationSession)` gives it:
/// `try await webAuthenticationSession.authenticate(using:callbackURLScheme:…)`. It ends as
/// `ASWebAuthenticationSession` does in a preview, as if the person closed the sheet: every
/// form throws `ASWebAuthenticationSessionError.canceledLogin` at once.
public struct WebAuthenticationSession: Sendable {
  /// Whether the browser may share cookies with Safari.
  public struct BrowserSession: Hashable, Sendable {
    let ephemeral: Bool
    /// A private session that shares nothing with Safari.
    public static let ephemeral = BrowserSession(ephemeral: true)
    /// Safari's cookies and data, shared.
    public static let shared = BrowserSession(ephemeral: false)
  }

  init() {}

  /// Throws `ASWebAuthenticationSessionError.canceledLogin`.
  public func authenticate(
    using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil
  ) async throws -> URL {
    throw ASWebAuthenticationSessionError(.canceledLogin)
  }

  /// Throws `ASWebAuthenticationSessionError.canceledLogin`.
  public func authenticate(
    using url: URL, callbackURLScheme: String, additionalHeaderFields: [String: String]
  ) async throws -> URL {
    throw ASWebAuthenticationSessionError(.canceledLogin)
  }

  /// Throws `ASWebAuthenticationSessionError.canceledLogin`.
  public func authenticate(
    using url: URL, callback: ASWebAuthenticationSession.Callback, preferredBrowserSession: BrowserSession? = nil,
    additionalHeaderFields: [String: String] = [:]
  ) async throws -> URL {
    throw ASWebAuthenticationSessionError(.canceledLogin)
  }
}

enum WebAuthenticationSessionKey: EnvironmentKey {
  static let defaultValue = WebAuthenticationSession()
}

extension EnvironmentValues {
  /// The session a view signs in through on the web; it never reaches the web in a preview.
  public var webAuthenticationSession: WebAuthenticationSession { self[WebAuthenticationSessionKey.self] }
}
