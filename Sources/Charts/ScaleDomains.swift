import Foundation
import Vellum

/// A scale's automatic domain, as Swift Charts' `ScaleDomain` `.automatic(includesZero:)`,
/// and the domain the chart infers changed by a function of the app's own (sorted
/// categories, one more appended).
public struct AutomaticScaleDomain {
  let includesZero: Bool
  var reversed = false
  /// Changes the inferred values: the categories in order, or a continuous domain's bounds.
  var modify: (([PlotValue]) -> [PlotValue])?
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: true) }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero ?? true, reversed: reversed ?? false)
  }
  public static func automatic<T: Plottable>(
    includesZero: Bool? = nil, reversed: Bool? = nil, dataType: T.Type,
    modifyInferredDomain: @escaping (inout [T]) -> Void
  ) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero ?? true, reversed: reversed ?? false) { inferred in
      var values = inferred.compactMap { $0.as(T.self) }
      modifyInferredDomain(&values)
      return values.map(PlotValue.init)
    }
  }
}

/// The scale type of an axis, as Swift Charts' `ScaleType` (accepted: scales are linear).
public struct ScaleType: Sendable {
  public static let automatic = ScaleType()
  public static let linear = ScaleType()
  public static let log = ScaleType()
  public static let squareRoot = ScaleType()
  public static let date = ScaleType()
  public static let category = ScaleType()
}

/// The range of positions a scale maps to, as Swift Charts' `ScaleRange` (accepted).
public struct ScaleRange: Sendable {
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> ScaleRange { ScaleRange() }
  public static func plotDimension(padding: CGFloat) -> ScaleRange { ScaleRange() }
}
