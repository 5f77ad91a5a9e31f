import Foundation

/// UIKit's options for measuring a string (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`: kept, and its scale factor is always 1 (Vellum does not
/// shrink measured strings).
public final class NSStringDrawingContext {
  public var minimumScaleFactor: CGFloat = 0
  public private(set) var actualScaleFactor: CGFloat = 1
  public private(set) var totalBounds: CGRect = .zero
  public init() {}

  func record(_ bounds: CGRect) { totalBounds = bounds }
}

/// Measures strings for UIKit's string-measuring methods with the render's text engine
/// (Pango's, in `vellum` and the test assertions) while view code runs in a render, and
/// Vellum's approximate one outside a render.
enum StringDrawing {
  /// The size of `string` in the attributes' font (UIKit's default, 12 points, without
  /// one), on one line, or wrapped at `width`.
  static func size(of string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> CGSize {
    let measurer = RenderEnvironment.current?.textMeasurer ?? ApproximateTextMeasurer()
    let font = (attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
    let run = TextRun(
      string: string, font: font.font.resolve(.large), lineLimit: nil, truncation: .tail, alignment: .leading,
      rightToLeft: false)
    let limit = width.flatMap { $0.isFinite && $0 > 0 && $0 < 1e7 ? $0 : nil }
    return measurer.measure(run, width: limit, maxLines: nil).size
  }
}

extension String {
  /// The bounds of the string drawn with `attributes`, as UIKit measures it: wrapped within
  /// `size.width` with `.usesLineFragmentOrigin`, on one line without. The origin is zero
  /// (UIKit's single-line rectangle starts at the baseline, above it); its size has fractions,
  /// as UIKit's does (round it up to lay out with it).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
    let rect = CGRect(origin: .zero, size: StringDrawing.size(of: self, attributes: attributes, width: width))
    context?.record(rect)
    return rect
  }

  /// The size of the string on one line with `attributes`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.size(of: self, attributes: attributes, width: nil)
  }
}

extension NSString {
  /// See `String.boundingRect(with:options:attributes:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }

  /// The size of the string on one line with `attributes`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    String(self).size(withAttributes: attributes)
  }
}

extension NSAttributedString {
  /// The bounds of the string in the attributes of its first character (Vellum measures a
  /// string in one font).
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
    -> CGRect
  {
    string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
  }

  /// The size of the string on one line.
  public func size() -> CGSize { string.size(withAttributes: firstAttributes) }

  private var firstAttributes: [NSAttributedString.Key: Any] {
    length == 0 ? [:] : attributes(at: 0, effectiveRange: nil)
  }
}
