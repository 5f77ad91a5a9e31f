import Foundation

/// UIKit's appearance proxies as an App's `init()` sets them (`UINavigationBar.appearance()`,
/// `UINavigationBarAppearance`, `UITabBar.appearance()`). Vellum draws SwiftUI's bars from
/// SwiftUI modifiers only: what is set here is accepted and changes nothing drawn.
open class UIBarAppearance {
  public var backgroundColor: UIColor?
  public var shadowColor: UIColor?
  public var backgroundImage: UIImage?
  public init() {}
  public func configureWithOpaqueBackground() {}
  public func configureWithTransparentBackground() {}
  public func configureWithDefaultBackground() {}
}

/// A navigation bar's look (UIKit).
open class UINavigationBarAppearance: UIBarAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var buttonAppearance = UIBarButtonItemAppearance()
  public var backButtonAppearance = UIBarButtonItemAppearance()
  public var doneButtonAppearance = UIBarButtonItemAppearance()
}

/// How a bar's buttons look in each state (UIKit).
open class UIBarButtonItemAppearance {
  /// The text attributes and title offset of one state.
  public final class StateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    init() {}
  }

  public let normal = StateAppearance()
  public let highlighted = StateAppearance()
  public let disabled = StateAppearance()
  public let focused = StateAppearance()
  public init() {}
  public init(style: UIBarButtonItem.Style) {}
  public func configureWithDefault(for style: UIBarButtonItem.Style) {}
}

/// An item of a bar (UIKit), as far as appearance proxies set its title's attributes per
/// state (`UITabBarItem.appearance().setTitleTextAttributes([.font: …], for: .normal)`). Kept,
/// never drawn: Vellum draws SwiftUI's bars from SwiftUI modifiers.
open class UIBarItem {
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  public var title: String?
  public var image: UIImage?
  public var isEnabled = true
  public var tag = 0
  public init() {}

  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    self.attributes[state.rawValue] = attributes
  }

  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}

/// A bar button item, as far as its appearance names it (UIKit).
open class UIBarButtonItem: UIBarItem {
  public enum Style: Int, Sendable {
    case plain, bordered, done
  }
  public var style = Style.plain
  public var tintColor: UIColor?
  nonisolated(unsafe) static let proxy = UIBarButtonItem()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UIBarButtonItem { proxy }
  /// The proxy for items inside the given containers: settings are kept and never drawn.
  public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIBarButtonItem {
    proxy
  }
}

/// A tab bar item, as far as its appearance proxy sets it (UIKit).
open class UITabBarItem: UIBarItem {
  public var badgeValue: String?
  public var badgeColor: UIColor?
  public var selectedImage: UIImage?
  public var titlePositionAdjustment = UIOffset.zero
  nonisolated(unsafe) static let proxy = UITabBarItem()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UITabBarItem { proxy }
}

/// A two-dimensional offset (UIKit).
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// A tab bar's look (UIKit).
open class UITabBarAppearance: UIBarAppearance {}

/// A toolbar's look (UIKit).
open class UIToolbarAppearance: UIBarAppearance {}

/// UIKit's navigation bar, as far as an app's `init()` sets its appearance.
open class UINavigationBar: UIView {
  public var standardAppearance = UINavigationBarAppearance()
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public var compactAppearance: UINavigationBarAppearance?
  public var prefersLargeTitles = false
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  public var barTintColor: UIColor?
  public var isTranslucent = true
  /// The items shown, top last: none, for the appearance proxy and for a bar no controller
  /// shows, as in UIKit.
  public var items: [UINavigationItem]?
  public var topItem: UINavigationItem? { items?.last }
  public var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?.dropLast().last : nil }
  nonisolated(unsafe) static let proxy = UINavigationBar()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UINavigationBar { proxy }
}

/// A navigation bar's item (UIKit), as far as a theme sets it: kept, never drawn (Vellum
/// draws SwiftUI's bars from SwiftUI modifiers).
open class UINavigationItem {
  /// How the back button shows the previous title (UIKit).
  public enum BackButtonDisplayMode: Int, Sendable {
    case `default`, generic, minimal
  }
  /// Whether the bar shows a large title (UIKit).
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never, inline
  }
  public var title: String?
  public var prompt: String?
  public var backButtonTitle: String?
  public var backButtonDisplayMode = BackButtonDisplayMode.default
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  public var hidesBackButton = false
  public init(title: String) { self.title = title }
}

/// UIKit's tab bar, as far as an app's `init()` sets its appearance.
open class UITabBar: UIView {
  public var standardAppearance = UITabBarAppearance()
  public var scrollEdgeAppearance: UITabBarAppearance?
  public var unselectedItemTintColor: UIColor?
  public var barTintColor: UIColor?
  public var isTranslucent = true
  nonisolated(unsafe) static let proxy = UITabBar()
  public static func appearance() -> UITabBar { proxy }
}

/// UIKit's page control, as far as an app sets its appearance proxy for a page-style
/// `TabView`'s dots (`UIPageControl.appearance().currentPageIndicatorTintColor`). On iOS the
/// proxy recolours those dots; Vellum keeps the settings and draws the dots in SwiftUI's
/// colours.
open class UIPageControl: UIView {
  public var currentPageIndicatorTintColor: UIColor?
  public var pageIndicatorTintColor: UIColor?
  public var numberOfPages = 0
  public var currentPage = 0
  public var hidesForSinglePage = false
  nonisolated(unsafe) static let proxy = UIPageControl()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UIPageControl { proxy }
}

extension NSAttributedString.Key {
  /// UIKit's text attribute keys, as appearance dictionaries use them.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let font = NSAttributedString.Key("NSFont")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let link = NSAttributedString.Key("NSLink")
  public static let kern = NSAttributedString.Key("NSKern")
}

/// How a line under or through text is drawn (UIKit), as attribute dictionaries give it
/// (`[.underlineStyle: NSUnderlineStyle.single.rawValue]`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension UITextField {
  nonisolated(unsafe) static let proxy = UITextField()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UITextField { proxy }
  /// The proxy for fields inside the given containers (`[UISearchBar.self]` for a searchable's
  /// field): settings are kept and never drawn.
  public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UITextField { proxy }
}
