import Foundation

/// An animation of an SF Symbol, as SwiftUI's symbol effects (iOS 17/18). A still frame shows
/// the symbol at rest, so effects are accepted and change nothing drawn: one type stands for
/// every effect (`BounceSymbolEffect` … are its names), and its refinements (`.up`,
/// `.byLayer`, `.iterative` …) return it.
public protocol SymbolEffect {}
public protocol IndefiniteSymbolEffect {}
public protocol DiscreteSymbolEffect {}
public protocol TransitionSymbolEffect {}
public protocol ContentTransitionSymbolEffect {}

/// Every symbol effect (see `SymbolEffect`).
public struct StillSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
  ContentTransitionSymbolEffect, Hashable, Sendable
{
  let name: String

  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
  public var iterative: Self { self }
  public var cumulative: Self { self }
  public var reversing: Self { self }
  public var nonReversing: Self { self }
  public var hideInactiveLayers: Self { self }
  public var dimInactiveLayers: Self { self }
  public var downUp: Self { self }
  public var upUp: Self { self }
  public var offUp: Self { self }
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var left: Self { self }
  public var right: Self { self }
  public var forward: Self { self }
  public var backward: Self { self }
  public var pulse: Self { self }
  public var plain: Self { self }
  public var magic: Self { self }
  public func magic(fallback: Self) -> Self { self }
}

public typealias BounceSymbolEffect = StillSymbolEffect
public typealias PulseSymbolEffect = StillSymbolEffect
public typealias VariableColorSymbolEffect = StillSymbolEffect
public typealias ScaleSymbolEffect = StillSymbolEffect
public typealias AppearSymbolEffect = StillSymbolEffect
public typealias DisappearSymbolEffect = StillSymbolEffect
public typealias ReplaceSymbolEffect = StillSymbolEffect
public typealias WiggleSymbolEffect = StillSymbolEffect
public typealias BreatheSymbolEffect = StillSymbolEffect
public typealias RotateSymbolEffect = StillSymbolEffect
public typealias AutomaticSymbolEffect = StillSymbolEffect

extension SymbolEffect where Self == StillSymbolEffect {
  public static var bounce: StillSymbolEffect { StillSymbolEffect(name: "bounce") }
  public static var pulse: StillSymbolEffect { StillSymbolEffect(name: "pulse") }
  public static var variableColor: StillSymbolEffect { StillSymbolEffect(name: "variableColor") }
  public static var scale: StillSymbolEffect { StillSymbolEffect(name: "scale") }
  public static var appear: StillSymbolEffect { StillSymbolEffect(name: "appear") }
  public static var disappear: StillSymbolEffect { StillSymbolEffect(name: "disappear") }
  public static var replace: StillSymbolEffect { StillSymbolEffect(name: "replace") }
  public static var wiggle: StillSymbolEffect { StillSymbolEffect(name: "wiggle") }
  public static var breathe: StillSymbolEffect { StillSymbolEffect(name: "breathe") }
  public static var rotate: StillSymbolEffect { StillSymbolEffect(name: "rotate") }
  public static var automatic: StillSymbolEffect { StillSymbolEffect(name: "automatic") }
}

/// How a symbol effect runs (repeats, speed); accepted.
public struct SymbolEffectOptions: Hashable, Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

nonisolated extension View {
  /// An effect that runs while `isActive`; the symbol is drawn at rest.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }

  /// An effect that runs when `value` changes; the symbol is drawn at rest.
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Removes symbol effects below; nothing to remove in a still frame.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
