import Foundation
import Vellum

/// How a scrolling chart settles, as Swift Charts' `ChartScrollTargetBehavior` (accepted:
/// charts do not scroll).
public protocol ChartScrollTargetBehavior {}

/// Settling on values, as Swift Charts' `ValueAlignedChartScrollTargetBehavior`.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
  /// Where major settling points fall, as Swift Charts' `MajorValueAlignment`.
  public struct MajorValueAlignment {
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
    public static var page: MajorValueAlignment { MajorValueAlignment() }
    public static func unit<P: Numeric>(_ value: P) -> MajorValueAlignment { MajorValueAlignment() }
  }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
  public static func valueAligned(
    matching components: DateComponents,
    majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil,
    limitBehavior: ValueAlignedLimitBehavior = .automatic
  ) -> Self { Self() }
  public static func valueAligned<P: Numeric>(
    unit: P, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil,
    limitBehavior: ValueAlignedLimitBehavior = .automatic
  ) -> Self { Self() }
}

/// How far a value-aligned scroll may go (accepted).
public struct ValueAlignedLimitBehavior: Sendable {
  public static let automatic = ValueAlignedLimitBehavior()
  public static let always = ValueAlignedLimitBehavior()
  public static let never = ValueAlignedLimitBehavior()
}
