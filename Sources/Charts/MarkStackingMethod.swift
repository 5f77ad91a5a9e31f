import Foundation
import Vellum

/// How bars and areas of one x value stack, as Swift Charts' `MarkStackingMethod`: on top
/// of one another (the default), each as a share of the whole, centred, or not at all.
public struct MarkStackingMethod: Equatable, Sendable {
  let name: String
  public static let standard = MarkStackingMethod(name: "standard")
  public static let normalized = MarkStackingMethod(name: "normalized")
  public static let center = MarkStackingMethod(name: "center")
  public static let unstacked = MarkStackingMethod(name: "unstacked")
}
