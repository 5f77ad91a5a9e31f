import Foundation

// Core Graphics' C geometry functions, which Swift code from before `CGRect`'s members (or
// written against the C API, as a Markdown renderer's table bounds are) still calls. Linux's
// Foundation gives `CGRect` its Swift members only; these are those members under their C names.

/// The smallest rectangle holding both (`a.union(b)`).
public func CGRectUnion(_ a: CGRect, _ b: CGRect) -> CGRect { a.union(b) }
/// Where both overlap (`a.intersection(b)`), the null rectangle when they do not.
public func CGRectIntersection(_ a: CGRect, _ b: CGRect) -> CGRect { a.intersection(b) }
/// Whether they overlap.
public func CGRectIntersectsRect(_ a: CGRect, _ b: CGRect) -> Bool { a.intersects(b) }
/// Whether the point is inside.
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
/// Whether the rectangle has no area.
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
/// The rectangle moved inward by `dx` and `dy` on each side.
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
/// The rectangle moved by `dx` and `dy`.
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
