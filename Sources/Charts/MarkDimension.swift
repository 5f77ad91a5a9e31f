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
