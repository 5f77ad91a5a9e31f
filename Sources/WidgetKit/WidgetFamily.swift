import Foundation
import Vellum

/// A widget's size, as WidgetKit's `WidgetFamily`: the Home Screen's square and oblong
/// widgets and the Lock Screen's accessory ones.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge
  case accessoryCircular, accessoryRectangular, accessoryInline
  /// A watch face's corner (watchOS); an app that shares its widget with the watch names it.
  case accessoryCorner

  public var description: String {
    switch self {
    case .systemSmall: "systemSmall"
    case .systemMedium: "systemMedium"
    case .systemLarge: "systemLarge"
    case .systemExtraLarge: "systemExtraLarge"
    case .accessoryCircular: "accessoryCircular"
    case .accessoryRectangular: "accessoryRectangular"
    case .accessoryInline: "accessoryInline"
    case .accessoryCorner: "accessoryCorner"
    }
  }

  /// Whether the family is a Home Screen widget (drawn on its container background, inside
  /// content margins) rather than a Lock Screen accessory.
  var isSystem: Bool { rawValue <= WidgetFamily.systemExtraLarge.rawValue }

  /// The widget's size in points on the preview's iPhone 15 (393×852 pt), from the Human
  /// Interface Guidelines' table: 158 pt small, 338 pt wide. An iPhone 15 Plus or Pro Max
  /// (430 pt) has 170×170, 364×170 and 364×382 widgets. `systemExtraLarge` exists only on
  /// iPad: an 11-inch iPad Pro's.
  public var _previewSize: CGSize {
    switch self {
    case .systemSmall: CGSize(width: 158, height: 158)
    case .systemMedium: CGSize(width: 338, height: 158)
    case .systemLarge: CGSize(width: 338, height: 354)
    case .systemExtraLarge: CGSize(width: 716, height: 342)
    case .accessoryCircular: CGSize(width: 72, height: 72)
    case .accessoryRectangular: CGSize(width: 160, height: 72)
    case .accessoryInline: CGSize(width: 234, height: 26)
    case .accessoryCorner: CGSize(width: 42, height: 42)
    }
  }
}
