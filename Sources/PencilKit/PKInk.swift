import Foundation
import Vellum

/// How a stroke looks, as PencilKit's `PKInk`: its kind and colour, kept.
public struct PKInk: Equatable, @unchecked Sendable {
  /// The kinds of ink, with PencilKit's identifiers.
  public enum InkType: String, Hashable, Sendable, CaseIterable {
    case pen = "com.apple.ink.pen"
    case pencil = "com.apple.ink.pencil"
    case marker = "com.apple.ink.marker"
    case monoline = "com.apple.ink.monoline"
    case fountainPen = "com.apple.ink.fountainpen"
    case watercolor = "com.apple.ink.watercolor"
    case crayon = "com.apple.ink.crayon"

    /// The width a tool of this ink has when none is given. Vellum's values, not measured
    /// on iOS: thin for pens, wide for the marker and watercolor.
    public var defaultWidth: CGFloat {
      switch self {
      case .pen, .monoline, .fountainPen: 3
      case .pencil: 2
      case .marker, .watercolor: 15
      case .crayon: 10
      }
    }

    /// The widths a tool of this ink can have; a width outside is clamped. Vellum's values,
    /// not measured on iOS.
    public var validWidthRange: ClosedRange<CGFloat> {
      switch self {
      case .pen, .monoline, .fountainPen: 0.5...25
      case .pencil: 0.5...15
      case .marker, .watercolor: 2...40
      case .crayon: 2...30
      }
    }

    /// The PencilKit version that can draw the ink: the iPadOS 17 inks need the second.
    public var requiredContentVersion: PKContentVersion {
      switch self {
      case .pen, .pencil, .marker: .version1
      case .monoline, .fountainPen, .watercolor, .crayon: .version2
      }
    }
  }

  public var inkType: InkType
  public var color: UIColor

  public init(_ type: InkType, color: UIColor = .black) {
    inkType = type
    self.color = color
  }

  public var requiredContentVersion: PKContentVersion { inkType.requiredContentVersion }
}

/// Which version of PencilKit can read a drawing, as in PencilKit.
public enum PKContentVersion: Int, Comparable, Sendable {
  case version1 = 1, version2, version3, version4
  public static let latest = PKContentVersion.version4
  public static func < (a: PKContentVersion, b: PKContentVersion) -> Bool { a.rawValue < b.rawValue }
}
