import Foundation

/// Core Graphics' drawing context, as UIKit drawing code is handed one
/// (`UIGraphicsImageRenderer`, `UIGraphicsGetCurrentContext()`): its state calls and drawing
/// calls are accepted, and nothing is drawn. Vellum draws SwiftUI views through Cairo; an
/// image drawn with Core Graphics is blank (see `UIGraphicsImageRenderer`).
public final class CGContext {
  /// The size of what is drawn, in points.
  let size: CGSize
  init(size: CGSize) { self.size = size }

  public func saveGState() {}
  public func restoreGState() {}
  public func translateBy(x: CGFloat, y: CGFloat) {}
  public func scaleBy(x: CGFloat, y: CGFloat) {}
  public func rotate(by angle: CGFloat) {}
  public func concatenate(_ transform: CGAffineTransform) {}
  public func setFillColor(_ color: CGColor) {}
  public func setStrokeColor(_ color: CGColor) {}
  public func setLineWidth(_ width: CGFloat) {}
  public func setLineCap(_ cap: CGLineCap) {}
  public func setLineJoin(_ join: CGLineJoin) {}
  public func setAlpha(_ alpha: CGFloat) {}
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  public func beginPath() {}
  public func move(to point: CGPoint) {}
  public func addLine(to point: CGPoint) {}
  public func addRect(_ rect: CGRect) {}
  public func addEllipse(in rect: CGRect) {}
  public func addPath(_ path: CGPath) {}
  public func closePath() {}
  public func fillPath() {}
  public func strokePath() {}
  public func clip() {}
  public func clip(to rect: CGRect) {}
  public func fill(_ rect: CGRect) {}
  public func stroke(_ rect: CGRect) {}
  public func fillEllipse(in rect: CGRect) {}
  public func strokeEllipse(in rect: CGRect) {}
  public func clear(_ rect: CGRect) {}
}
