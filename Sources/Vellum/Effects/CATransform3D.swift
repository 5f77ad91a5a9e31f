import Foundation

/// Core Animation's 4×4 transform, row-vector convention (a point `[x y z 1]` times the
/// matrix), as SwiftUI's `ProjectionTransform(_:)` and `rotation3DEffect` code passes it
/// around. Declared here so that SwiftUI's API can take it; `import QuartzCore` re-exports it
/// with its functions.
public struct CATransform3D: Hashable, Sendable {
  public var m11, m12, m13, m14: CGFloat
  public var m21, m22, m23, m24: CGFloat
  public var m31, m32, m33, m34: CGFloat
  public var m41, m42, m43, m44: CGFloat

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity.
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
      m43: 0, m44: 1)
  }
}
