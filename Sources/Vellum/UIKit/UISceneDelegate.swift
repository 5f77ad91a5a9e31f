import Foundation

/// UIKit's scene delegates and the values an app delegate's scene methods pass, as SwiftUI
/// apps declare them beside an `@UIApplicationDelegateAdaptor`
/// (`application(_:configurationForConnecting:options:)` returning a `UISceneConfiguration`
/// whose `delegateClass` is the app's `UIWindowSceneDelegate`). Every delegate method is
/// optional in UIKit and is not called by Vellum: a preview has no launch and no scene life cycle.
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate (UIKit).
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// A scene's session (UIKit): its role and the configuration it was connected with.
open class UISceneSession: @unchecked Sendable {
  /// What kind of scene a session is for.
  public struct Role: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = Role(
      "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  public let role: Role
  public let persistentIdentifier = UUID().uuidString
  public var configuration: UISceneConfiguration
  public var userInfo: [String: Any]?
  open var scene: UIScene?

  public init(role: Role = .windowApplication) {
    self.role = role
    configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
  }
}

/// How a scene is made (UIKit): the delegate class an app names for it.
open class UISceneConfiguration: @unchecked Sendable {
  public let name: String?
  public let role: UISceneSession.Role
  open var delegateClass: AnyClass?
  open var sceneClass: AnyClass?

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A URL a scene is asked to open, with how it was opened (UIKit).
open class UIOpenURLContext: Hashable, @unchecked Sendable {
  public let url: URL
  public let options: UIScene.OpenURLOptions

  public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
    self.url = url
    self.options = options
  }

  public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScene {
  /// What a scene was connected with (UIKit): in a preview, nothing.
  open class ConnectionOptions: @unchecked Sendable {
    public let urlContexts: Set<UIOpenURLContext>
    public let sourceApplication: String?

    public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
      self.urlContexts = urlContexts
      self.sourceApplication = sourceApplication
    }
  }

  /// How a URL was opened (UIKit).
  open class OpenURLOptions: @unchecked Sendable {
    public let sourceApplication: String?
    public let openInPlace: Bool

    public init(sourceApplication: String? = nil, openInPlace: Bool = false) {
      self.sourceApplication = sourceApplication
      self.openInPlace = openInPlace
    }
  }
}

/// What a background fetch or a remote notification's handler found (UIKit).
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData = 0, noData, failed
}

extension UIApplication {
  // The keyboard's notifications, which UIKit's `UIApplication` has as a `UIResponder`
  // (`UIApplication.keyboardWillShowNotification`). Vellum posts none.
  public static let keyboardWillShowNotification = UIResponder.keyboardWillShowNotification
  public static let keyboardDidShowNotification = UIResponder.keyboardDidShowNotification
  public static let keyboardWillHideNotification = UIResponder.keyboardWillHideNotification
  public static let keyboardDidHideNotification = UIResponder.keyboardDidHideNotification
  public static let keyboardWillChangeFrameNotification = UIResponder.keyboardWillChangeFrameNotification
  public static let keyboardDidChangeFrameNotification = UIResponder.keyboardDidChangeFrameNotification
  public static let keyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
  public static let keyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
  public static let keyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
}
