extension UIImage {
  /// Which way up an image's pixels are meant to be shown, as UIKit names the orientations
  /// (raw values as UIKit's). Vellum keeps it and draws the pixels as stored.
  public enum Orientation: Int, Sendable {
    case up = 0
    case down = 1
    case left = 2
    case right = 3
    case upMirrored = 4
    case downMirrored = 5
    case leftMirrored = 6
    case rightMirrored = 7
  }
}

extension Image {
  /// Which way up an image's pixels are meant to be shown, as SwiftUI names them. Vellum
  /// draws the pixels as stored.
  public enum Orientation: UInt8, Sendable, Hashable, CaseIterable {
    case up = 0
    case upMirrored = 2
    case down = 6
    case downMirrored = 4
    case left = 1
    case leftMirrored = 3
    case right = 7
    case rightMirrored = 5
  }
}
