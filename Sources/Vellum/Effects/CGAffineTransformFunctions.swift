import Foundation

// Core Graphics' C functions for affine transforms, which effect code written against the C
// API still calls; each is the Swift member under its C name.

public func CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)
  -> CGAffineTransform
{ CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
  CGAffineTransform(translationX: tx, y: ty)
}
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
  CGAffineTransform(scaleX: sx, y: sy)
}
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
  CGAffineTransform(rotationAngle: angle)
}
/// `t1` followed by `t2`.
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
  t1.concatenating(t2)
}
/// A translation, then `t` (as `t.translatedBy(x:y:)`).
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
  CGAffineTransform(translationX: tx, y: ty).concatenating(t)
}
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
  CGAffineTransform(scaleX: sx, y: sy).concatenating(t)
}
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
  CGAffineTransform(rotationAngle: angle).concatenating(t)
}
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }
public func CGAffineTransformEqualToTransform(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool { a == b }
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint { point.applying(t) }
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize { size.applying(t) }
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect { rect.applying(t) }
