import Foundation
import Testing

/// The two test tiers.
///
/// `swift test` with no arguments runs the fast tier: everything in-process that checks
/// layout, drawing, goldens and the CLI on the small test catalog. Tests that build nested
/// packages, drive Chromium, type-check with `swiftc`, export the whole gallery or run long
/// property runs carry `.fullTier`: they run when `VELLUM_TIER=full` (as `Scripts/test`
/// and CI set it) and are skipped, with the reason shown, otherwise.
enum TestTier {
  /// Whether this run is the full tier.
  static let isFull = ProcessInfo.processInfo.environment["VELLUM_TIER"] == "full"

  /// A count for a property test: `fast` in the fast tier, `full` in the full tier, or
  /// `VELLUM_PROPERTY_SCALE` times `fast` when that is set.
  static func count(fast: Int, full: Int) -> Int {
    if let scale = ProcessInfo.processInfo.environment["VELLUM_PROPERTY_SCALE"].flatMap(Double.init), scale > 0 {
      return max(1, Int(Double(fast) * scale))
    }
    return isFull ? full : fast
  }
}

extension Tag {
  /// Slow: a nested build, Chromium, a `swiftc` type-check or a gallery-wide run.
  @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
  /// Runs only in the full tier (`Scripts/test`, or `VELLUM_TIER=full swift test`).
  static var fullTier: Self {
    .enabled(if: TestTier.isFull, "full tier only: run Scripts/test or VELLUM_TIER=full swift test")
  }
}
