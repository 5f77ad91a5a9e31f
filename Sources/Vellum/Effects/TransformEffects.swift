import Foundation

nonisolated extension View {
  /// Scales the view's drawing about `anchor`; layout is unchanged, as in SwiftUI.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    EffectView(content: self, name: "scaleEffect") { context in
      let x = context.diagnostics.finite(scale.width, "scaleEffect")
      let y = context.diagnostics.finite(scale.height, "scaleEffect")
      return .transform(anchor: anchor, CGAffineTransform(scaleX: x, y: y))
    }
  }

  /// Scales the view's drawing by the same factor on both axes about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Scales the view's drawing by separate factors about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates the view's drawing about `anchor` (clockwise for positive angles); layout is unchanged.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    EffectView(content: self, name: "rotationEffect") { context in
      .transform(
        anchor: anchor, CGAffineTransform(rotationAngle: context.diagnostics.finite(angle.radians, "rotationEffect")))
    }
  }

  /// Applies an affine transform to the view's drawing in its own coordinates (origin at
  /// its top-leading corner); layout is unchanged.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    EffectView(content: self, name: "transformEffect") { context in
      let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
      guard values.allSatisfy(\.isFinite) else {
        context.diagnostics.report("transformEffect: non-finite transform treated as identity")
        return .transform(anchor: .topLeading, .identity)
      }
      return .transform(anchor: .topLeading, transform)
    }
  }

  /// Rotates the view's drawing in 3D about `axis` and projects it with SwiftUI's default
  /// perspective (1/max(width, height) per point of depth); Vellum draws the projection as the
  /// affine transform closest to it at the anchor (exact for rotations about z, foreshortened
  /// without the keystone for x and y).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    EffectView(content: self, name: "rotation3DEffect") { context in
      let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
      guard length > 0, length.isFinite, angle.radians.isFinite else {
        context.diagnostics.report("rotation3DEffect: zero or non-finite axis or angle treated as no rotation")
        return .transform(anchor: anchor, .identity)
      }
      let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
      let (s, c) = (sin(angle.radians), cos(angle.radians))
      let t = 1 - c
      // The upper-left 2×2 of the rotation matrix (Rodrigues), applied to x and y.
      let a = t * x * x + c
      let b = t * x * y + s * z
      let cc = t * x * y - s * z
      let d = t * y * y + c
      return .transform(anchor: anchor, CGAffineTransform(a: a, b: b, c: cc, d: d, tx: 0, ty: 0))
    }
  }
}
