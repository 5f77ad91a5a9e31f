import Foundation

/// A stroke's shape, as PencilKit's `PKStrokePath`: its control points, in order, and when it
/// was begun. A collection of its points, as in PencilKit.
public struct PKStrokePath: RandomAccessCollection, Equatable, Sendable {
  private let points: [PKStrokePoint]
  public let creationDate: Date

  public init() {
    points = []
    creationDate = Date()
  }

  public init(controlPoints: [PKStrokePoint], creationDate: Date) {
    points = controlPoints
    self.creationDate = creationDate
  }

  public var startIndex: Int { points.startIndex }
  public var endIndex: Int { points.endIndex }
  public subscript(index: Int) -> PKStrokePoint { points[index] }

  /// The smallest rectangle holding the control points and the ink around them.
  var bounds: CGRect {
    points.reduce(CGRect.null) { rect, point in
      rect.union(
        CGRect(
          x: point.location.x - point.size.width / 2, y: point.location.y - point.size.height / 2,
          width: point.size.width, height: point.size.height))
    }
  }
}
