import Foundation

/// UIKit's app delegate protocol, as far as SwiftUI apps declare one: every method is
/// optional, and Vellum calls none (there is no launch).
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplication {
  /// Keys of the launch options a delegate's `didFinishLaunchingWithOptions` receives.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }
}

/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`, as in SwiftUI. Vellum
/// draws no running app, so no delegate is made and none of its methods is called; reading
/// the delegate stops the preview with a message saying so (Swift cannot make an instance of
/// a class from its type unless its `init()` is `required`).
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
  public var wrappedValue: DelegateType {
    fatalError(
      "\(DelegateType.self): Vellum makes no app delegate; a preview cannot read @UIApplicationDelegateAdaptor")
  }
  public var projectedValue: UIApplicationDelegateAdaptor<DelegateType> { self }
}
