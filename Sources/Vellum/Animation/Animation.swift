import Foundation

/// A timing curve, as in SwiftUI. Vellum renders still images, so animations are accepted
/// for source compatibility and every change appears in its final state.
public struct Animation: Hashable, Sendable {
  let name: String
  let duration: Double

  public static let `default` = Animation(name: "default", duration: 0.35)
  public static let linear = Animation(name: "linear", duration: 0.35)
  public static let easeIn = Animation(name: "easeIn", duration: 0.35)
  public static let easeOut = Animation(name: "easeOut", duration: 0.35)
  public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
  public static let spring = Animation(name: "spring", duration: 0.5)
  public static let smooth = Animation(name: "smooth", duration: 0.5)
  public static let snappy = Animation(name: "snappy", duration: 0.5)
  public static let bouncy = Animation(name: "bouncy", duration: 0.5)

  public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
  public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
  public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
  public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    Animation(name: "spring", duration: duration)
  }
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double) -> Animation {
    Animation(name: "spring", duration: duration)
  }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "smooth", duration: duration)
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "snappy", duration: duration)
  }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "bouncy", duration: duration)
  }
}

/// Runs `body` at once: a still image shows only the final state.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// When an animation counts as finished, as SwiftUI's `AnimationCompletionCriteria` (iOS 17);
/// Vellum's animations finish at once, so both criteria are met together.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// The animation has reached its final value.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation has stopped moving.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion`, both at once (iOS 17): a still image shows the final state,
/// and what the completion changes is part of it.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

nonisolated extension View {
  /// Accepted for source compatibility; a still image has no motion.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}

nonisolated extension View {
  /// The deprecated form without a value: accepted, as a still frame has nothing to animate.
  @available(*, deprecated, message: "Use animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View { self }
}
