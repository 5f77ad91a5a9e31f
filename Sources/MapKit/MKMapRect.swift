import CoreLocation

/// A rectangle on MapKit's flat map, in map points.
public struct MKMapRect: Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize

  public init() {
    origin = MKMapPoint()
    size = MKMapSize()
  }

  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }

  /// The whole world.
  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  /// The null rectangle (infinite origin), as `union` starts from.
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The smallest rectangle holding both (the other one when this is null).
  public func union(_ other: MKMapRect) -> MKMapRect {
    if isNull { return other }
    if other.isNull { return self }
    let x = min(minX, other.minX)
    let y = min(minY, other.minY)
    return MKMapRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
  }

  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public func intersects(_ other: MKMapRect) -> Bool {
    !isNull && !other.isNull && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// A rectangle grown (or shrunk, for negative amounts) on each side.
  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}
