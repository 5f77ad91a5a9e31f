import Foundation

/// The traits' type parameter of a `#Preview`'s traits, as SwiftUI's `Preview.ViewTraits`:
/// its traits are `PreviewTrait<Preview.ViewTraits>`. `import SwiftUI` and `VellumPreview`
/// name it `Preview.ViewTraits`.
public enum _PreviewViewTraits {}

/// A setting a preview is always rendered with, as SwiftUI's `PreviewTrait<T>`
/// (`#Preview(traits: .sizeThatFitsLayout)`, `.modifier(SampleData())`), plus Vellum's own:
/// a fixed colour scheme, scale, Dynamic Type size or layout direction.
///
/// An app's own traits extend it as in SwiftUI:
///
/// ```swift
/// extension PreviewTrait where T == Preview.ViewTraits {
///   @MainActor static var sampleData: Self = .modifier(SampleData())
/// }
/// ```
public struct PreviewTrait<T>: Hashable, @unchecked Sendable {
  /// What the trait sets.
  public let kind: PreviewTraitKind

  init(_ kind: PreviewTraitKind) { self.kind = kind }
}

/// What a `PreviewTrait` sets.
public enum PreviewTraitKind: Hashable, @unchecked Sendable {
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
  /// indicator over the view.
  case deviceChrome(Visibility)
  /// A `PreviewModifier` wrapped around the preview's view.
  case modifier(AnyPreviewModifier)
}

extension PreviewTrait where T == _PreviewViewTraits {
  /// Vellum addition: render only in this colour scheme.
  public static func colorScheme(_ scheme: ColorScheme) -> Self { Self(.colorScheme(scheme)) }
  /// Vellum addition: render only at this scale.
  public static func scale(_ scale: Int) -> Self { Self(.scale(scale)) }
  /// Vellum addition: render only at this Dynamic Type size.
  public static func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { Self(.dynamicTypeSize(size)) }
  /// Vellum addition: render in this layout direction.
  public static func layoutDirection(_ direction: LayoutDirection) -> Self { Self(.layoutDirection(direction)) }
  /// The canvas: the device, the view's ideal size, or a fixed size.
  public static func layout(_ layout: PreviewLayout) -> Self { Self(.layout(layout)) }
  /// The device's orientation.
  public static func orientation(_ orientation: InterfaceOrientation) -> Self { Self(.orientation(orientation)) }
  /// Vellum addition: whether a device canvas draws the device's status bar and home
  /// indicator over the view. `.automatic` and `.visible` draw them (the default on device
  /// canvases), `.hidden` leaves them out; canvases that are no device never draw them.
  /// `vellum render/export/verify --chrome on|off` overrides it.
  public static func deviceChrome(_ visibility: Visibility) -> Self { Self(.deviceChrome(visibility)) }

  /// The view at its ideal size, as SwiftUI's `.sizeThatFitsLayout`.
  public static var sizeThatFitsLayout: Self { .layout(.sizeThatFits) }
  /// The view in a fixed-size canvas.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self {
    .layout(.fixed(width: width, height: height))
  }
  /// The device's screen (the default).
  public static var defaultLayout: Self { .layout(.device) }
  public static var portrait: Self { .orientation(.portrait) }
  public static var portraitUpsideDown: Self { .orientation(.portraitUpsideDown) }
  public static var landscapeLeft: Self { .orientation(.landscapeLeft) }
  public static var landscapeRight: Self { .orientation(.landscapeRight) }

  /// The preview's view wrapped in `modifier`, with its type's shared context, as SwiftUI's
  /// `.modifier(_:)` (iOS 18).
  public static func modifier(_ modifier: some PreviewModifier) -> Self {
    Self(.modifier(AnyPreviewModifier(modifier)))
  }
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
