// `import _AuthenticationServices_SwiftUI`: the module Apple declares `SignInWithAppleButton`
// and `WebAuthenticationSession` in, which Xcode's completion makes files import by name;
// here it re-exports AuthenticationServices, where Vellum's are.
@_exported import AuthenticationServices
