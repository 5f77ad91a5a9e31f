import Foundation

/// How video fills its layer, as AVFoundation's `AVLayerVideoGravity` (Apple's string
/// constants); kept by the views that take it, which draw no video.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Fit, letterboxed.
  public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
  /// Fill, cropped.
  public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
  /// Stretched to the bounds.
  public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
}
