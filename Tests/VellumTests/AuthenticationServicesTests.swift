import AuthenticationServices
import Foundation
import Testing
import Vellum
import VellumCairo
import _AuthenticationServices_SwiftUI

/// AuthenticationServices as a device with no Apple ID signed in and no network answers it,
/// and Sign in with Apple's button drawn as iOS draws it.
@Suite struct AuthenticationServicesTests {
  /// A sign-in screen in the idioms SwiftUI apps write: the button with its scopes and a
  /// completion that reads the credential, its style following the colour scheme, a fixed
  /// height and a capsule clip.
  struct SignInScreen: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.webAuthenticationSession) private var webAuthenticationSession
    @State private var message = ""

    var body: some View {
      VStack(spacing: 12) {
        SignInWithAppleButton(.continue) { request in
          request.requestedScopes = [.fullName, .email]
          request.nonce = "hashed-nonce"
        } onCompletion: { result in
          switch result {
          case .success(let authorization):
            switch authorization.credential {
            case let credential as ASAuthorizationAppleIDCredential:
              let name = credential.fullName.map { [$0.givenName, $0.familyName].compactMap { $0 }.joined() }
              message = "\(credential.user) \(credential.email ?? "") \(name ?? "")"
              _ = credential.identityToken.flatMap { String(data: $0, encoding: .utf8) }
            case let password as ASPasswordCredential:
              message = password.user
            default:
              break
            }
          case .failure(let error):
            if (error as? ASAuthorizationError)?.code == .canceled { return }
            message = error.localizedDescription
          }
        }
        .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
        .frame(height: 50)
        .clipShape(Capsule())
        SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in })
          .frame(maxWidth: 375)
          .aspectRatio(7, contentMode: .fit)
          .cornerRadius(8)
        Button("Sign in on the web") {
          Task {
            let url = URL(string: "https://example.com/oauth")!
            _ = try? await webAuthenticationSession.authenticate(
              using: url, callbackURLScheme: "example", preferredBrowserSession: .ephemeral)
          }
        }
      }
      .padding()
    }
  }

  /// The UIKit button in a representable, its action bound with target–action, as older
  /// files (and files that name their own `SignInWithAppleButton`) write it.
  struct AppleIDButton: UIViewRepresentable {
    final class Coordinator: NSObject {
      func didTap() {}
    }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> ASAuthorizationAppleIDButton {
      let button = ASAuthorizationAppleIDButton(type: .signUp, style: .whiteOutline)
      button.cornerRadius = 12
      button.addTarget(context.coordinator, action: Selector("didTap"), for: .touchUpInside)
      return button
    }
    func updateUIView(_ uiView: ASAuthorizationAppleIDButton, context: Context) {}
  }

  /// A view model that signs in with the controller, as apps write one.
  final class SignInModel: NSObject, ASAuthorizationControllerDelegate,
    ASAuthorizationControllerPresentationContextProviding, ASWebAuthenticationPresentationContextProviding
  {
    var errors: [any Error] = []
    var authorizations = 0
    var anchorsAsked = 0

    func signIn() {
      let request = ASAuthorizationAppleIDProvider().createRequest()
      request.requestedScopes = [.fullName, .email]
      let controller = ASAuthorizationController(authorizationRequests: [
        request, ASAuthorizationPasswordProvider().createRequest(),
      ])
      controller.delegate = self
      controller.presentationContextProvider = self
      controller.performRequests()
    }

    func authorizationController(
      controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) { authorizations += 1 }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {
      errors.append(error)
    }

    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
      anchorsAsked += 1
      return UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first
        ?? ASPresentationAnchor()
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
      anchorsAsked += 1
      return ASPresentationAnchor()
    }
  }

  @MainActor @Test func theControllerTellsItsDelegateThatNobodyIsSignedIn() async throws {
    let model = SignInModel()
    model.signIn()
    #expect(model.errors.isEmpty, "told later, on the main actor, as iOS tells it")
    for _ in 0..<200 where model.errors.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
    #expect(model.authorizations == 0 && model.errors.count == 1 && model.anchorsAsked == 0)
    let error = try #require(model.errors.first)
    #expect((error as? ASAuthorizationError)?.code == .unknown)
    #expect((error as NSError).domain == "com.apple.AuthenticationServices.AuthorizationError")
    #expect((error as NSError).code == 1000)
    let canceledCaught: Bool
    do { throw ASAuthorizationError(.canceled) } catch ASAuthorizationError.canceled { canceledCaught = true } catch {
      canceledCaught = false
    }
    #expect(canceledCaught)
    #expect(ASAuthorizationError.Code.notInteractive.rawValue == 1005)
  }

  @Test func aControllerUsedOffTheMainActorStillTellsItsDelegate() async throws {
    let model = await SignInModel()
    let request = ASAuthorizationAppleIDProvider().createRequest()
    let controller = ASAuthorizationController(authorizationRequests: [request])
    controller.delegate = model
    controller.performRequests()
    for _ in 0..<200 where await model.errors.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
    let errors = await model.errors
    #expect(errors.count == 1 && (errors.first as? ASAuthorizationError)?.code == .unknown)
  }

  @Test func noUserIsKnownAndRequestsKeepWhatTheyAreGiven() async throws {
    let provider = ASAuthorizationAppleIDProvider()
    var state: ASAuthorizationAppleIDProvider.CredentialState?
    provider.getCredentialState(forUserID: "001234.abcdef") { answer, error in
      #expect(error == nil)
      state = answer
    }
    #expect(state == .notFound)
    #expect(try await provider.credentialState(forUserID: "001234.abcdef") == .notFound)
    let request = provider.createRequest()
    request.requestedScopes = [.email]
    request.nonce = "n"
    request.state = "s"
    request.user = "001234.abcdef"
    #expect(request.requestedScopes == [.email] && request.nonce == "n" && request.state == "s")
    #expect(request.user == "001234.abcdef" && request.provider === provider)
    #expect(ASAuthorization.Scope.fullName.rawValue == "full_name")
    let password = ASPasswordCredential(user: "ann", password: "secret")
    #expect(password.user == "ann" && password.password == "secret")
  }

  @MainActor @Test func webSignInEndsAsAClosedSheet() async throws {
    let model = SignInModel()
    var results: [(URL?, (any Error)?)] = []
    let url = try #require(URL(string: "https://example.com/oauth/authorize"))
    let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "example") { results.append(($0, $1)) }
    session.presentationContextProvider = model
    session.prefersEphemeralWebBrowserSession = true
    #expect(session.canStart)
    #expect(session.start())
    #expect(results.count == 1 && results[0].0 == nil)
    #expect((results[0].1 as? ASWebAuthenticationSessionError)?.code == .canceledLogin)
    #expect(!session.start() && results.count == 1, "a session starts once")
    session.cancel()

    let unanchored = ASWebAuthenticationSession(url: url, callback: .customScheme("example")) {
      results.append(($0, $1))
    }
    #expect(!unanchored.start())
    #expect((results.last?.1 as? ASWebAuthenticationSessionError)?.code == .presentationContextNotProvided)
    let done = try #require(URL(string: "https://example.com/done"))
    #expect(ASWebAuthenticationSession.Callback.https(host: "example.com", path: "/done").matchesURL(done))

    let environment = EnvironmentValues()
    await #expect(throws: ASWebAuthenticationSessionError(.canceledLogin)) {
      try await environment.webAuthenticationSession.authenticate(using: url, callbackURLScheme: "example")
    }
    do {
      _ = try await environment.webAuthenticationSession.authenticate(
        using: url, callback: .https(host: "example.com", path: "/done"), preferredBrowserSession: .shared,
        additionalHeaderFields: [:])
      Issue.record("the session cannot succeed")
    } catch ASWebAuthenticationSessionError.canceledLogin {
    } catch {
      Issue.record("\(error)")
    }
    #expect((ASWebAuthenticationSessionError(.canceledLogin) as NSError).code == 1)
  }

  @Test func theButtonIsDrawnInItsThreeStyles() throws {
    let renderer = try ImageRenderer()
    let view = VStack(spacing: 10) {
      SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).frame(height: 50)
      SignInWithAppleButton(.signUp, onRequest: { _ in }, onCompletion: { _ in })
        .signInWithAppleButtonStyle(.white).frame(height: 50)
      SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
        .signInWithAppleButtonStyle(.whiteOutline).frame(height: 50)
    }
    .padding(10)
    .frame(width: 320)
    .background(Color(red: 0.5, green: 0.5, blue: 0.5))
    let result = renderer.displayList(view, size: .unspecified, scale: 1)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.displayList.size == CGSize(width: 320, height: 190))
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false)
    // Button rows: 10..<60 black, 70..<120 white, 130..<180 white with an outline; x 10..<310.
    for (top, fill) in [(10, 0), (70, 255), (130, 255)] {
      let inside = image[13, top + 25]
      #expect(inside == (UInt8(fill), UInt8(fill), UInt8(fill), 255), "fill at \(top): \(inside)")
      let corner = image[10, top]
      #expect(corner.r > 100 && corner.r < 160, "the corner at \(top) is rounded, the grey shows: \(corner)")
      // The words, in the other colour, 37% of the height: a row through their middle has
      // pixels of the words' colour, off centre to the right, where iOS puts them after its
      // logo, whose place is left empty.
      let words = (15..<305).filter { x in fill == 0 ? image[x, top + 25].r > 200 : image[x, top + 25].r < 60 }
      let first = try #require(words.first)
      let last = try #require(words.last)
      #expect(last - first > 120 && last - first < 190, "words from \(first) to \(last)")
      // 0.385 × 50 points more on the left than on the right.
      let offset = (first - 10) - (310 - last)
      #expect(offset > 12 && offset < 26, "logo and words are centred together: \(first)–\(last)")
      let logoPlace = (first - 40)..<(first - 4)
      #expect(logoPlace.allSatisfy { image[$0, top + 25].r == UInt8(fill) }, "nothing drawn where the logo goes")
    }
    #expect(image[10, 155].r < 60, "the white outline style has a black edge: \(image[10, 155])")
    #expect(image[10, 95].r == 255, "the white style has none: \(image[10, 95])")
  }

  @Test func theButtonTakesTheSpaceOfferedAnd44PointsWhenNoHeightIs() throws {
    let renderer = try ImageRenderer()
    let button = SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in })
    #expect(renderer.displayList(button, size: .unspecified).displayList.size == CGSize(width: 180, height: 44))
    #expect(
      renderer.displayList(button.frame(width: 300), size: .unspecified).displayList.size
        == CGSize(width: 300, height: 44))
    #expect(
      renderer.displayList(button, size: ProposedViewSize(width: 390, height: 60)).displayList.size
        == CGSize(width: 390, height: 60))
    // The words grow with the height, as iOS draws them.
    func wordsWidth(height: CGFloat) throws -> Int {
      let list = renderer.displayList(button.frame(width: 360, height: height), size: .unspecified).displayList
      let image = try renderer.pixels(list, scale: 1, colorScheme: .light, parallel: false)
      let xs = (10..<350).filter { x in (4..<Int(height) - 4).contains { image[x, $0].r > 200 } }
      return (xs.last ?? 0) - (xs.first ?? 0)
    }
    let at44 = try wordsWidth(height: 44)
    let at60 = try wordsWidth(height: 60)
    #expect(
      abs(Double(at44) - 3.02 * 44) < 3.02 * 44 * 0.04, "\"Sign in with Apple\" at 44 points, 3.02 × 44 on iOS: \(at44)"
    )
    #expect(Double(at60) / Double(at44) > 1.15, "\(at44) → \(at60)")
  }

  @Test func theUIKitButtonInARepresentableIsDrawnAsTheButton() throws {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(AppleIDButton().frame(width: 280, height: 44), size: .unspecified)
    #expect(result.diagnostics.isEmpty, "no placeholder diagnostic: \(result.diagnostics)")
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false)
    #expect(image[8, 22] == (0, 0, 0, 255), "drawn black: \(image[8, 22])")
    #expect(ASAuthorizationAppleIDButton().cornerRadius == 6)
  }

  @Test func theSignInScreenRendersWithoutDiagnostics() throws {
    let renderer = try ImageRenderer()
    for scheme in [ColorScheme.light, .dark] {
      let result = renderer.displayList(
        SignInScreen(), size: ProposedViewSize(width: 390, height: 300), colorScheme: scheme)
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
  }
}
