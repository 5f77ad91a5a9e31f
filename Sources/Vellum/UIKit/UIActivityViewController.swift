import Foundation

/// UIKit's share sheet, as SwiftUI files wrap or present one. Vellum never shows it: a
/// preview draws the screen before anything is shared, and the completion handler is never
/// called.
open class UIActivityViewController: UIViewController {
  public let activityItems: [Any]
  public let applicationActivities: [UIActivity]?
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init()
  }
}

/// A service a share sheet offers.
open class UIActivity {
  public init() {}

  /// A share sheet's service, by name (`.airDrop`, `.mail`).
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }
}

/// What a share sheet asks an item for, as UIKit's `UIActivityItemSource`: a placeholder while
/// the sheet opens, then the item for the service chosen. A preview never opens the sheet, so
/// nothing is asked. (LinkPresentation adds `activityViewControllerLinkMetadata(_:)`.)
public protocol UIActivityItemSource: AnyObject {
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
  func activityViewController(
    _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
  func activityViewController(
    _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
  ) -> String
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
  ) -> UIImage?
}

/// The requirements UIKit marks optional.
extension UIActivityItemSource {
  public func activityViewController(
    _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }
  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }
  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
  ) -> UIImage? { nil }
}
