import Foundation
import Vellum

/// One stroke of a drawing, as PencilKit's `PKStroke`: its ink, its path and where the path
/// is placed; kept, and measured for its bounds.
public struct PKStroke: Equatable, @unchecked Sendable {
  public var ink: PKInk
  public var path: PKStrokePath
  public var transform: CGAffineTransform
  /// The part of the path the pixel eraser left, when it erased some; kept.
  public var mask: UIBezierPath?
  public var randomSeed: UInt32 = 0

  public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
    self.ink = ink
    self.path = path
    self.transform = transform
    self.mask = mask
  }

  /// The rectangle the stroke covers: its control points with the ink's size around each,
  /// transformed. (PencilKit measures the rendered B-spline, which lies within its control
  /// points, so this box holds PencilKit's and may be larger for a curved stroke.)
  public var renderBounds: CGRect {
    let bounds = path.bounds
    return bounds.isNull ? .null : bounds.applying(transform)
  }

  public var requiredContentVersion: PKContentVersion { ink.requiredContentVersion }

  public static func == (a: PKStroke, b: PKStroke) -> Bool {
    a.ink == b.ink && a.path == b.path && a.transform == b.transform && a.mask === b.mask
      && a.randomSeed == b.randomSeed
  }
}
