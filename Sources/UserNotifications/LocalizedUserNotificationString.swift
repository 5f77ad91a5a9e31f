import Foundation

extension NSString {
  /// A notification's text in the app's language, as UserNotifications adds it: the key looked
  /// up in the main bundle's `Localizable.strings` (the key itself when it has no entry), with
  /// `arguments` put in its format specifiers. iOS localizes it when the notification is shown;
  /// Vellum, when it is made.
  public class func localizedUserNotificationString(forKey key: String, arguments: [Any]?) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: key, table: nil)
    let values = (arguments ?? []).compactMap { $0 as? CVarArg }
    return values.isEmpty ? format : String(format: format, arguments: values)
  }
}
