import Foundation

extension Animation {
  /// Repeats the animation for ever, as in SwiftUI; a still image shows the final state.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  /// Repeats the animation `repeatCount` times; a still image shows the final state.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// Starts the animation after `delay` seconds; a still image shows the final state.
  public func delay(_ delay: Double) -> Animation { self }
  /// Plays the animation `speed` times as fast; a still image shows the final state.
  public func speed(_ speed: Double) -> Animation { self }
  /// A spring with a response and damping, as SwiftUI's `spring(response:dampingFraction:blendDuration:)`.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { Animation(name: "spring", duration: response) }
  /// An interactive spring, as SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { Animation(name: "spring", duration: response) }
  /// A spring by its physical constants, as SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  )
    -> Animation
  { Animation(name: "spring", duration: 0.5) }
  /// A spring by its perceived duration and bounce (iOS 17), as SwiftUI's
  /// `interpolatingSpring(duration:bounce:initialVelocity:)`; a still image shows the final state.
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
    -> Animation
  { Animation(name: "spring", duration: duration) }
  /// SwiftUI's default interpolating spring.
  public static var interpolatingSpring: Animation { Animation(name: "spring", duration: 0.5) }
}
