import Foundation

/// A scene whose windows' content is changed by a scene modifier (`.environmentObject`,
/// `.environment`), so what the modifier gives the app's views reaches the preview.
public struct _ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
  let content: Content
  let transform: @MainActor (AnyView) -> AnyView
  public typealias Body = Never
  public var body: Never { fatalError("_ModifiedScene has no body") }
  var windows: [AnyView] { content.windows.map(transform) }
}

extension Scene {
  func modified(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> _ModifiedScene<Self> {
    _ModifiedScene(content: self, transform: transform)
  }

  /// A scene whose windows' views are changed by `transform`: how other modules' scene
  /// modifiers (SwiftData's `.modelContainer`) reach the views.
  public func _modifyingWindows(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> _ModifiedScene<Self> {
    modified(transform)
  }

  /// Gives every window of the scene an observable object, as `View.environmentObject` does.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    modified { AnyView($0.environmentObject(object)) }
  }

  /// Sets an environment value for every window of the scene.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
    modified { AnyView($0.environment(keyPath, value)) }
  }

  /// Puts an `@Observable` object in every window's environment.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    modified { AnyView($0.environment(object)) }
  }

  /// Runs `action` when `value` changes: a scene in Vellum is drawn once, so never.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene { self }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
    self
  }
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }

  /// Accepted; Vellum has no menu bar, so commands change nothing drawn.
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene { self }
  /// Accepted; the window's size and style are the preview's canvas in Vellum.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
  public func defaultSize(_ size: CGSize) -> some Scene { self }
  public func defaultPosition(_ position: UnitPoint) -> some Scene { self }
  public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
  public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { self }
  public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene { self }
}

/// How a window draws its title bar (macOS); accepted, Vellum draws no window frame.
public protocol WindowStyle {}
public struct DefaultWindowStyle: WindowStyle { public init() {} }
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
public struct PlainWindowStyle: WindowStyle { public init() {} }
extension WindowStyle where Self == DefaultWindowStyle { public static var automatic: Self { .init() } }
extension WindowStyle where Self == HiddenTitleBarWindowStyle { public static var hiddenTitleBar: Self { .init() } }
extension WindowStyle where Self == TitleBarWindowStyle { public static var titleBar: Self { .init() } }
extension WindowStyle where Self == PlainWindowStyle { public static var plain: Self { .init() } }

/// How a window's toolbar sits in its title bar (macOS); accepted.
public protocol WindowToolbarStyle {}
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public init() {} }
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
  public init(showsTitle: Bool) {}
}
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public init() {} }
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
  public init(showsTitle: Bool) {}
}
extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle { public static var automatic: Self { .init() } }
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  public static var unified: Self { .init() }
  public static func unified(showsTitle: Bool) -> Self { .init() }
}
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle { public static var expanded: Self { .init() } }
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  public static var unifiedCompact: Self { .init() }
  public static func unifiedCompact(showsTitle: Bool) -> Self { .init() }
}

/// Whether a user can resize a window (macOS); accepted.
public struct WindowResizability: Sendable {
  public static let automatic = WindowResizability()
  public static let contentSize = WindowResizability()
  public static let contentMinSize = WindowResizability()
}

/// Whether a window is restored at launch (macOS); accepted.
public struct SceneRestorationBehavior: Sendable {
  public static let automatic = SceneRestorationBehavior()
  public static let enabled = SceneRestorationBehavior()
  public static let disabled = SceneRestorationBehavior()
}

/// Whether a window opens at launch (macOS); accepted.
public struct SceneLaunchBehavior: Sendable {
  public static let automatic = SceneLaunchBehavior()
  public static let presented = SceneLaunchBehavior()
  public static let suppressed = SceneLaunchBehavior()
}
