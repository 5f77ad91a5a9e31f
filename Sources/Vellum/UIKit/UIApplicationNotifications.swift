import Foundation

extension UIApplication {
  // The application's life-cycle notifications, as files observe them with
  // `NotificationCenter` or `.onReceive`. Vellum posts none: a preview is one moment of an
  // active app.
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
}
