import Foundation
import Vellum

/// A mark's width or height, or a sector's radius, as Swift Charts' `MarkDimension`: chosen
/// by the chart, a fixed length, a ratio of the space it has (a category's band, the pie's
/// radius), or that space less an inset.
public enum MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  case automatic
  case fixed(CGFloat)
  case ratio(CGFloat)
  case inset(CGFloat)

  public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
  public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }

  /// The length in `available`, or `automatic` when the chart chooses.
  func length(in available: CGFloat, automatic: CGFloat) -> CGFloat {
    switch self {
    case .automatic: automatic
    case .fixed(let length): length
    case .ratio(let ratio): available * ratio
    case .inset(let inset): max(available - 2 * inset, 0)
    }
  }
}

/// How bars and areas of one x value stack, as Swift Charts' `MarkStackingMethod`: on top
/// of one another (the default), each as a share of the whole, centred, or not at all.
public struct MarkStackingMethod: Equatable, Sendable {
  let name: String
  public static let standard = MarkStackingMethod(name: "standard")
  public static let normalized = MarkStackingMethod(name: "normalized")
  public static let center = MarkStackingMethod(name: "center")
  public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or an area joins its points, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Equatable, Sendable {
  enum Kind: Equatable { case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd }
  let kind: Kind
  public static let linear = InterpolationMethod(kind: .linear)
  public static let monotone = InterpolationMethod(kind: .monotone)
  public static let catmullRom = InterpolationMethod(kind: .catmullRom)
  public static let cardinal = InterpolationMethod(kind: .cardinal)
  public static let stepStart = InterpolationMethod(kind: .stepStart)
  public static let stepCenter = InterpolationMethod(kind: .stepCenter)
  public static let stepEnd = InterpolationMethod(kind: .stepEnd)
  public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
  public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// Where an annotation sits against its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Equatable, Sendable {
  let name: String
  public static let automatic = AnnotationPosition(name: "automatic")
  public static let top = AnnotationPosition(name: "top")
  public static let bottom = AnnotationPosition(name: "bottom")
  public static let leading = AnnotationPosition(name: "leading")
  public static let trailing = AnnotationPosition(name: "trailing")
  public static let overlay = AnnotationPosition(name: "overlay")
  public static let topLeading = AnnotationPosition(name: "topLeading")
  public static let topTrailing = AnnotationPosition(name: "topTrailing")
  public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
  public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// How an annotation that would leave the plot is kept in, as Swift Charts'
/// `AnnotationOverflowResolution` (accepted).
public struct AnnotationOverflowResolution: Sendable {
  public struct Strategy: Sendable {
    public static let automatic = Strategy()
    public static let fit = Strategy()
    public static func fit(to: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
    public static let padScale = Strategy()
    public static let disabled = Strategy()
  }
  public struct Boundary: Sendable {
    public static let automatic = Boundary()
    public static let plot = Boundary()
    public static let chart = Boundary()
  }
  public static let automatic = AnnotationOverflowResolution()
  public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}
