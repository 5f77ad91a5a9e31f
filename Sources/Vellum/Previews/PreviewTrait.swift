import Foundation

/// A setting a preview is always rendered with, as SwiftUI's preview traits
/// (`#Preview(traits: .sizeThatFitsLayout)`), plus Vellum's own: a fixed colour scheme,
/// scale, Dynamic Type size or layout direction.
public enum PreviewTrait: Hashable, Sendable {
  /// Render only in this colour scheme.
  case colorScheme(ColorScheme)
  /// Render only at this scale.
  case scale(Int)
  case dynamicTypeSize(DynamicTypeSize)
  case layoutDirection(LayoutDirection)
  /// The canvas: the device, the view's ideal size, or a fixed size.
  case layout(PreviewLayout)
  /// The device's orientation; landscape swaps the screen's sides and moves its safe area.
  case orientation(InterfaceOrientation)
  /// Vellum addition: whether a device canvas draws the device's status bar and home
  /// indicator over the view. `.automatic` and `.visible` draw them (the default on device
  /// canvases), `.hidden` leaves them out; canvases that are no device never draw them.
  /// `vellum render/export/verify --chrome on|off` overrides it.
  case deviceChrome(Visibility)

  /// The view at its ideal size, as SwiftUI's `.sizeThatFitsLayout`.
  public static var sizeThatFitsLayout: PreviewTrait { .layout(.sizeThatFits) }
  /// The view in a fixed-size canvas.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    .layout(.fixed(width: width, height: height))
  }
  /// The device's screen (the default).
  public static var defaultLayout: PreviewTrait { .layout(.device) }
  public static var portrait: PreviewTrait { .orientation(.portrait) }
  public static var portraitUpsideDown: PreviewTrait { .orientation(.portraitUpsideDown) }
  public static var landscapeLeft: PreviewTrait { .orientation(.landscapeLeft) }
  public static var landscapeRight: PreviewTrait { .orientation(.landscapeRight) }
}

/// Where a preview is drawn, as SwiftUI's `PreviewLayout` (`.previewLayout(_:)`).
public enum PreviewLayout: Hashable, Sendable {
  /// The device's screen.
  case device
  /// The view's ideal size.
  case sizeThatFits
  /// A canvas of this size in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device orientation, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device to preview on, by Xcode's simulator name (`"iPhone 15"`, `"iPhone SE (3rd
/// generation)"`), as SwiftUI's `PreviewDevice`. Vellum maps the name to the nearest of its
/// device canvases.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}
