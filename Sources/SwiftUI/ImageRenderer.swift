import Foundation
import Vellum
import VellumCairo

/// SwiftUI's `ImageRenderer`: an image of a view, for sharing or saving (`renderer.uiImage`
/// in a share button's action). Vellum draws the view with its own renderer, as a preview
/// draws it, at `scale` and at its ideal size or in `proposedSize`, in the light scheme; the
/// image holds the PNG.
///
/// As on iOS, what the view does not cover is transparent unless `isOpaque`, which draws it
/// over white. `cgImage` is the same PNG's (its pixel size); `render(rasterizationScale:renderer:)`
/// is missing, as Vellum keeps nothing drawn into its `CGContext`.
@MainActor public final class ImageRenderer<Content: View>: ObservableObject {
  /// The view to draw.
  public var content: Content
  /// The image's accessibility label; kept.
  public var label: Text?
  /// The size offered to the view; unspecified (its ideal size) by default.
  public var proposedSize: ProposedViewSize = .unspecified
  /// Pixels per point; 1 by default, as in SwiftUI (apps set the screen's scale).
  public var scale: CGFloat = 1
  /// Whether the image has no alpha: what the view does not cover is white (the light
  /// scheme's background) instead of transparent.
  public var isOpaque = false
  /// Kept; Vellum draws in sRGB.
  public var colorMode: ColorRenderingMode = .nonLinear

  public init(content: Content) { self.content = content }

  /// The view drawn as a PNG image, or nil when it cannot be drawn (an empty or too large
  /// view, a scale that is not positive and finite).
  public var uiImage: UIImage? {
    guard let data = pngData() else { return nil }
    return UIImage(data: data, scale: scale)
  }

  /// The view drawn, as a Core Graphics image of `uiImage`'s pixels.
  public var cgImage: CGImage? { uiImage?.cgImage }

  /// The view drawn as PNG bytes, as `uiImage` holds them.
  func pngData() -> Data? {
    guard scale.isFinite, scale > 0, let cairo = try? VellumCairo.ImageRenderer() else { return nil }
    let list = cairo.displayList(content, size: proposedSize, scale: scale, colorScheme: .light).displayList
    guard list.size.width > 0, list.size.height > 0 else { return nil }
    return try? cairo.encode(list, scale: scale, colorScheme: .light, format: .png, opaque: isOpaque)
  }
}
