import Foundation
import Testing
import Vellum
import VellumCairo

/// `EnvironmentalModifier` (a modifier chosen from the environment where it is applied) and
/// the smaller iOS 16–17 text modifiers the twentieth round's screens used.
@Suite(.serialized)
struct EnvironmentalModifierTests {
  func pixel<V: View>(_ view: V, _ scheme: ColorScheme = .light) throws -> (UInt8, UInt8, UInt8, UInt8) {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: scheme)
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: scheme, parallel: false)
    let (r, g, b, a) = image[5, 5]
    return (r, g, b, a)
  }

  /// A theme modifier: a red tile in light mode, a blue one in dark, chosen at resolve time.
  struct SchemeTile: EnvironmentalModifier {
    struct Tile: ViewModifier {
      var color: Color
      func body(content: Content) -> some View { content.background(color) }
    }
    func resolve(in environment: EnvironmentValues) -> Tile {
      Tile(color: environment.colorScheme == .dark ? .blue : .red)
    }
  }

  @Test func theModifierAppliedIsTheOneResolvedInTheEnvironmentWhereItIsUsed() throws {
    let tile = Color.clear.frame(width: 10, height: 10).modifier(SchemeTile())
    #expect(try pixel(tile) == (255, 59, 48, 255))
    #expect(try pixel(tile, .dark) == (10, 132, 255, 255))
    // The environment is the one where it is applied, not the root's.
    #expect(try pixel(tile.environment(\.colorScheme, .dark)) == (10, 132, 255, 255))
  }

  @Test func textEditorStyleAndFontWidthAreAcceptedAndDrawAsWithout() throws {
    let plain = try ImageRenderer().pixels(
      ImageRenderer().displayList(
        TextEditor(text: .constant("Notes")).textEditorStyle(.plain).fontWidth(.condensed).frame(width: 80, height: 30),
        size: .unspecified, scale: 1, colorScheme: .light
      ).displayList, scale: 1, colorScheme: .light, parallel: false)
    let automatic = try ImageRenderer().pixels(
      ImageRenderer().displayList(
        TextEditor(text: .constant("Notes")).textEditorStyle(.automatic).frame(width: 80, height: 30),
        size: .unspecified, scale: 1, colorScheme: .light
      ).displayList, scale: 1, colorScheme: .light, parallel: false)
    #expect(plain == automatic)
    let width: Text = Text("Wide").fontWidth(.expanded) + Text("!")
    _ = width
  }
}

/// An app delegate that hands its scenes to a scene delegate, as SwiftUI apps with an
/// `@UIApplicationDelegateAdaptor` declare one; Vellum calls neither.
final class IdiomAppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = IdiomSceneDelegate.self
    return configuration
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) { completionHandler(.noData) }
}

final class IdiomSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var opened: [URL] = []
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    opened += URLContexts.map(\.url)
  }
}

@Suite struct SceneDelegateIdiomTests {
  @MainActor @Test func aSceneConfigurationNamesTheDelegateAndTheValuesKeepWhatTheyAreGiven() throws {
    let session = UISceneSession()
    #expect(session.role == .windowApplication)
    let configuration = IdiomAppDelegate().application(
      UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
    #expect(configuration.delegateClass == IdiomSceneDelegate.self)
    #expect(configuration.role == .windowApplication && configuration.name == nil)
    let scenes = IdiomSceneDelegate()
    let link = try #require(URL(string: "app://item/7"))
    scenes.scene(UIApplication.shared.connectedScenes.first!, openURLContexts: [UIOpenURLContext(url: link)])
    #expect(scenes.opened == [link])
    var result: UIBackgroundFetchResult?
    IdiomAppDelegate().application(UIApplication.shared, didReceiveRemoteNotification: [:]) { result = $0 }
    #expect(result == .noData)
    #expect(UIApplication.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
  }
}
