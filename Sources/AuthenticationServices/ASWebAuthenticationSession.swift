import Foundation
import Vellum

/// A sign-in through a web page in a browser sheet (OAuth), which calls back with the URL
/// the page redirects to. A preview shows no sheet and has no network, so a session ends as
/// it does when the person closes the sheet: `start()` answers `true` and the completion
/// handler gets `ASWebAuthenticationSessionError.canceledLogin`, at once, on the calling
/// thread. Without a presentation context provider `start()` answers `false` and the handler
/// gets `.presentationContextNotProvided`, as on iOS 13 and later. A session starts once.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
  public typealias CompletionHandler = (URL?, (any Error)?) -> Void

  /// The URL a session's page finishes on: a custom scheme, or an HTTPS host and path.
  public struct Callback: Sendable {
    let matches: @Sendable (URL) -> Bool

    public static func customScheme(_ customScheme: String) -> Callback {
      Callback { $0.scheme?.lowercased() == customScheme.lowercased() }
    }
    public static func https(host: String, path: String) -> Callback {
      Callback { $0.scheme == "https" && $0.host == host && $0.path == path }
    }
    /// Whether `url` is this callback.
    public func matchesURL(_ url: URL) -> Bool { matches(url) }
  }

  let url: URL
  let callbackURLScheme: String?
  let callback: Callback?
  let completionHandler: CompletionHandler
  private var started = false

  /// Kept weakly; never asked for a window, since no sheet is shown.
  open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
  /// Kept; a session that never starts a browser shares nothing either way.
  open var prefersEphemeralWebBrowserSession = false
  /// Kept; never sent.
  open var additionalHeaderFields: [String: String]?

  public init(url: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
    self.url = url
    self.callbackURLScheme = callbackURLScheme
    callback = callbackURLScheme.map { .customScheme($0) }
    self.completionHandler = completionHandler
    super.init()
  }

  public init(url: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
    self.url = url
    callbackURLScheme = nil
    self.callback = callback
    self.completionHandler = completionHandler
    super.init()
  }

  /// Whether `start()` may be called: until the session has started.
  open var canStart: Bool { !started }

  /// Ends the session as a closed sheet ends it (see the type); `false` for a second start
  /// or without a presentation context provider.
  @discardableResult open func start() -> Bool {
    guard !started else { return false }
    started = true
    guard presentationContextProvider != nil else {
      completionHandler(nil, ASWebAuthenticationSessionError(.presentationContextNotProvided))
      return false
    }
    completionHandler(nil, ASWebAuthenticationSessionError(.canceledLogin))
    return true
  }

  /// Does nothing: a session that ends at once has nothing left to cancel.
  open func cancel() {}
}

/// Gives a web authentication session the window to show its sheet over. Main-actor
/// isolated, as Apple's.
@MainActor public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
  func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}
