import Foundation
import Synchronization

/// How a `UIGraphicsImageRenderer` makes its images: pixels per point and opacity.
open class UIGraphicsImageRendererFormat {
  /// The screen's scale by default (3 on the iPhones Vellum previews), as in UIKit.
  open var scale: CGFloat = 3
  open var opaque = false
  public init() {}
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's actions draw with: the format and a Core Graphics context.
open class UIGraphicsImageRendererContext {
  public let format: UIGraphicsImageRendererFormat
  public let cgContext: CGContext
  init(format: UIGraphicsImageRendererFormat, size: CGSize) {
    self.format = format
    cgContext = CGContext(size: size)
  }
  /// The image drawn so far: blank, as every image drawn with UIKit is in Vellum.
  open var currentImage: UIImage { UIImage(blankOf: cgContext.size, scale: format.scale) }
  open func fill(_ rect: CGRect) {}
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {}
  open func stroke(_ rect: CGRect) {}
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {}
  open func clip(to rect: CGRect) {}
}

/// How drawn pixels combine with those beneath, as Core Graphics names the modes.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
    exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
    destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// UIKit's image renderer, as apps resize a photo before saving it or snapshot a view to
/// share it. The actions run, as in UIKit, so what they do besides drawing happens; what
/// they draw is not kept: Vellum draws SwiftUI views through Cairo and has no Core Graphics.
/// The image has the size and scale asked for and draws nothing, and its PNG and JPEG data
/// are empty. Draw SwiftUI views with SwiftUI's `ImageRenderer`, which Vellum does draw.
open class UIGraphicsImageRenderer {
  public let format: UIGraphicsImageRendererFormat
  let bounds: CGRect

  public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.format = format
    bounds = CGRect(origin: .zero, size: size)
  }
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.format = format
    self.bounds = bounds
  }

  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(format: format, size: bounds.size)
    actions(context)
    return context.currentImage
  }
  /// Empty: Vellum does not encode what UIKit drawing draws.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    _ = image(actions: actions)
    return Data()
  }
  /// Empty: Vellum does not encode what UIKit drawing draws.
  open func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
    -> Data
  {
    _ = image(actions: actions)
    return Data()
  }
}

/// The contexts `UIGraphicsBeginImageContext` opened and not yet ended, innermost last.
private let imageContexts = Mutex<[(CGContext, CGFloat)]>([])

/// Opens a drawing context of `size` points, as UIKit's older image drawing does.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens a drawing context of `size` points at `scale` (0: the screen's, 3).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  imageContexts.withLock { $0.append((CGContext(size: size), scale == 0 ? 3 : scale)) }
}

/// The innermost open drawing context, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { imageContexts.withLock { $0.last?.0 } }

/// The innermost context's image: blank, of its size and scale, as every image drawn with
/// UIKit is in Vellum; nil when none is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  imageContexts.withLock { $0.last }.map { UIImage(blankOf: $0.0.size, scale: $0.1) }
}

/// Closes the innermost drawing context.
public func UIGraphicsEndImageContext() { _ = imageContexts.withLock { $0.popLast() } }
