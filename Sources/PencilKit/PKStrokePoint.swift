import Foundation

/// One control point of a stroke's path, as PencilKit's `PKStrokePoint`: where it is and how
/// the ink looks there; kept.
public struct PKStrokePoint: Equatable, Sendable {
  public var location: CGPoint
  /// Seconds since the path's creation date.
  public var timeOffset: TimeInterval
  /// The ink's size at the point.
  public var size: CGSize
  public var opacity: CGFloat
  public var force: CGFloat
  public var azimuth: CGFloat
  public var altitude: CGFloat
  public var secondaryScale: CGFloat

  public init(
    location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat, azimuth: CGFloat,
    altitude: CGFloat
  ) {
    self.init(
      location: location, timeOffset: timeOffset, size: size, opacity: opacity, force: force, azimuth: azimuth,
      altitude: altitude, secondaryScale: 1)
  }

  public init(
    location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat, azimuth: CGFloat,
    altitude: CGFloat, secondaryScale: CGFloat
  ) {
    self.location = location
    self.timeOffset = timeOffset
    self.size = size
    self.opacity = opacity
    self.force = force
    self.azimuth = azimuth
    self.altitude = altitude
    self.secondaryScale = secondaryScale
  }
}
