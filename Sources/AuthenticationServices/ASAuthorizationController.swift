import Foundation
import Vellum

/// The window an authorization sheet is shown over: UIKit's window.
public typealias ASPresentationAnchor = UIWindow

/// Performs authorization requests and tells its delegate how they ended. On a device with
/// no Apple ID signed in, iOS ends them with `ASAuthorizationError.unknown` (code 1000, what
/// a simulator or phone signed out of its Apple ID reports), and so does Vellum, without
/// asking the presentation context provider for a window. The delegate is told in a task on
/// the main actor, as its protocol requires and as iOS tells it later on the main thread.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
  public let authorizationRequests: [ASAuthorizationRequest]
  /// Kept weakly, as AuthenticationServices does.
  open weak var delegate: (any ASAuthorizationControllerDelegate)?
  /// Kept weakly; never asked for a window, since no sheet is shown.
  open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

  public init(authorizationRequests: [ASAuthorizationRequest]) {
    self.authorizationRequests = authorizationRequests
    super.init()
  }

  /// Tells the delegate `ASAuthorizationError.unknown`: nobody is signed in to sign in with.
  open func performRequests() {
    Task { @MainActor in
      self.delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.unknown))
    }
  }

  /// The same as `performRequests()`, whatever the options.
  open func performRequests(options: ASAuthorizationController.RequestOptions) { performRequests() }

  /// Does nothing: the requests end with the error all the same.
  open func cancel() {}

  /// How the requests may be shown.
  public struct RequestOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
  }
}

/// What the controller tells when its requests end. Both methods are optional, as in
/// AuthenticationServices; Vellum only ever calls the error one. Main-actor isolated, as
/// Apple's.
@MainActor public protocol ASAuthorizationControllerDelegate: AnyObject {
  func authorizationController(
    controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
  func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
  public func authorizationController(
    controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
  ) {}
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives the controller the window to show its sheet over. Main-actor isolated, as Apple's.
@MainActor public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
