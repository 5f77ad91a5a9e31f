import Foundation

/// What `#Preview` declares: its name (if it has one), traits, file and line, and how to
/// make its view. Used by `VellumPreview`'s discovery; not meant to be written by hand.
public struct _PreviewDeclaration {
  public let name: String?
  public let traits: [PreviewTrait<_PreviewViewTraits>]
  public let fileID: String
  public let line: Int
  public let makeView: () -> AnyView

  /// `body` is isolated to the main actor, as a `#Preview`'s body is in SwiftUI; it runs
  /// when the preview renders. `traits` is too (an app's own trait is often a `@MainActor`
  /// static property); it runs here.
  public init<V: View>(
    _ name: String?, traits: @escaping @MainActor () -> [PreviewTrait<_PreviewViewTraits>], fileID: String,
    line: Int, @ViewBuilder body: @escaping @MainActor () -> V
  ) {
    self.name = name
    self.traits = runOnMainActor(traits)
    self.fileID = fileID
    self.line = line
    self.makeView = { AnyView(MainActorContent(make: body)) }
  }
}

/// A view made by main-actor code when it resolves (a preview's body).
struct MainActorContent<Content: View>: View {
  let make: @MainActor () -> Content
  var body: Content { make() }
}

/// A type `#Preview` expands to. Discovery finds every conformer in the Swift runtime's
/// conformance records, so nothing has to list previews by hand.
public protocol _PreviewRegistry {
  static var _preview: _PreviewDeclaration { get }
}
