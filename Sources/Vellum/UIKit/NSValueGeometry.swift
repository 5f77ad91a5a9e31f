import Foundation

/// UIKit's geometry accessors on `NSValue`, as keyboard code reads a frame from a
/// notification's user info (`(info[key] as? NSValue)?.cgRectValue`). Linux's Foundation has
/// the same values under AppKit's names (`rectValue`), which these read and write.
extension NSValue {
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  public var cgRectValue: CGRect { rectValue }
  public var cgPointValue: CGPoint { pointValue }
  public var cgSizeValue: CGSize { sizeValue }
}
