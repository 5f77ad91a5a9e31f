/// An app: its scenes, as in SwiftUI. A file with `@main struct MyApp: App` compiles
/// unchanged; the `SwiftUI` product's `App.main()` runs the preview command line over the
/// module's previews, and the first window of the app's scene is a preview too, named after
/// the app type. Vellum draws no app around it: `init()` and `body` run when that preview
/// renders, on the main actor.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  @MainActor @preconcurrency init()
}

/// What an app's preview shows: the first window of its scene, with the app made when it
/// renders. An app with no window (only `Settings`) shows nothing.
nonisolated public struct _AppWindow<A: App>: View {
  public init() {}
  @MainActor public var body: some View { A().body.windows.first ?? AnyView(EmptyView()) }
}
