import Foundation
import Vellum

/// The result builder of an `AxisMarks` content, as Swift Charts' `AxisMarkBuilder`: parts in
/// a row, `if`/`else` and `switch` over the value.
@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkList { AxisMarkList(items: mark._components) }
  public static func buildBlock(_ parts: AxisMarkList...) -> AxisMarkList {
    AxisMarkList(items: parts.flatMap(\.items))
  }
  public static func buildOptional(_ mark: AxisMarkList?) -> AxisMarkList { mark ?? AxisMarkList(items: []) }
  public static func buildEither(first: AxisMarkList) -> AxisMarkList { first }
  public static func buildEither(second: AxisMarkList) -> AxisMarkList { second }
  public static func buildLimitedAvailability(_ mark: AxisMarkList) -> AxisMarkList { mark }
}
