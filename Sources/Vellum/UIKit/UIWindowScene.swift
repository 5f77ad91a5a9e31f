import Foundation

/// UIKit's scene, as SwiftUI code reaches one through `UIApplication.shared.connectedScenes`
/// (`.compactMap { $0 as? UIWindowScene }.first?.screen.bounds`).
///
/// On iOS the app's connected scenes, each with its life cycle. In Vellum there is one, a
/// `UIWindowScene` in the foreground; no scene life cycle runs.
open class UIScene: Hashable, @unchecked Sendable {
  /// Where a scene is in its life cycle.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive
    case foregroundInactive
    case background
  }

  init() {}

  /// Always `.foregroundActive`: the previewed screen is the one on display.
  open var activationState: ActivationState { .foregroundActive }

  /// Scenes are equal when they are the same object, as UIKit's (`NSObject`) are.
  public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's window scene: its screen is `UIScreen.main` (the canvas of the render in progress,
/// an iPhone 15 outside one) and it holds one window, key and as large as that screen.
public final class UIWindowScene: UIScene, @unchecked Sendable {
  /// The one window: key, sized to the screen when read.
  private let window = UIWindow()

  public var screen: UIScreen { UIScreen.main }

  /// The scene's one window.
  public var windows: [UIWindow] {
    window.frame = screen.bounds
    window.windowScene = self
    return [window]
  }

  /// The scene's one window (iOS 15+).
  public var keyWindow: UIWindow? { windows.first }

  /// Portrait, as `UIDevice.current.orientation` is.
  public var interfaceOrientation: UIInterfaceOrientation { .portrait }

  /// What a scene asks its geometry to become (iOS 16), such as the orientations allowed.
  open class GeometryPreferences {
    public init() {}

    /// An iPhone or iPad scene's preferences.
    open class iOS: GeometryPreferences {
      open var interfaceOrientations: UIInterfaceOrientationMask

      public init(interfaceOrientations: UIInterfaceOrientationMask) {
        self.interfaceOrientations = interfaceOrientations
      }
    }
  }

  /// Accepted: a preview stays in the orientation it is drawn in, so the error handler is
  /// never called.
  public func requestGeometryUpdate(
    _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
  ) {}
}

/// UIKit's window, as code that finds the key window reads it; never drawn. Its
/// `rootViewController` is nil unless set: Vellum previews SwiftUI views, not a controller.
open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  /// The scene the window belongs to.
  open weak var windowScene: UIWindowScene?
  /// `true` for the window a scene gives out; Vellum has no other.
  open var isKeyWindow: Bool { true }
  open func makeKeyAndVisible() {}
}

/// The orientation of an app's interface.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an interface may take.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

extension UIApplication {
  private static let scene = UIWindowScene()

  /// The app's connected scenes: one window scene in Vellum (see `UIWindowScene`).
  public var connectedScenes: Set<UIScene> { [Self.scene] }

  /// The app's windows (deprecated in iOS 15 for the scene's, still common): the one
  /// window scene's window.
  public var windows: [UIWindow] { Self.scene.windows }
}
