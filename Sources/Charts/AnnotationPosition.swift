import Foundation
import Vellum

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
