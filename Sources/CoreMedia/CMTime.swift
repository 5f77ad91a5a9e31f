import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// A time as Core Media keeps it, a count of ticks (`value`) at `timescale` ticks a second,
/// as Apple's `CMTime`. Players in a preview never move, so the times a screen sees are the
/// ones it makes itself and `.zero`.
public struct CMTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var value: CMTimeValue
  public var timescale: CMTimeScale
  public var flags: CMTimeFlags
  public var epoch: CMTimeEpoch

  public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
    (self.value, self.timescale, self.flags, self.epoch) = (value, timescale, flags, epoch)
  }

  /// A valid time of `value` ticks at `timescale` ticks a second.
  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
  }

  /// The nearest time to `seconds` at `preferredTimescale` ticks a second (rounded, and
  /// flagged so, as Apple's is when the seconds fall between ticks).
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    guard seconds.isFinite else {
      self = seconds.isNaN ? .invalid : (seconds > 0 ? .positiveInfinity : .negativeInfinity)
      return
    }
    let ticks = seconds * Double(preferredTimescale)
    let rounded = ticks.rounded()
    self.init(
      value: CMTimeValue(rounded), timescale: preferredTimescale,
      flags: rounded == ticks ? .valid : [.valid, .hasBeenRounded], epoch: 0)
  }

  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
  public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
  public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
  public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

  public var isValid: Bool { flags.contains(.valid) }
  public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
  public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
  public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
  /// Valid and finite: neither indefinite nor infinite.
  public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) }

  /// The time in seconds; NaN for an invalid or indefinite time, ±infinity for the infinities.
  public var seconds: Double {
    if isPositiveInfinity { return .infinity }
    if isNegativeInfinity { return -.infinity }
    guard isNumeric, timescale != 0 else { return .nan }
    return Double(value) / Double(timescale)
  }

  /// The same time at another timescale (rounded to the nearest tick).
  public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    guard isNumeric else { return self }
    return CMTime(seconds: seconds, preferredTimescale: newTimescale)
  }

  /// Times compare by what they stand for, as `CMTimeCompare` does: `1/2` equals `2/4`;
  /// invalid times are less than any valid one, and indefinite times greater than finite ones.
  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
  public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
  public func hash(into hasher: inout Hasher) { hasher.combine(isNumeric ? seconds : 0) }

  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }

  public var description: String {
    isNumeric ? "CMTime(\(value)/\(timescale) = \(seconds))" : (isValid ? "CMTime(indefinite)" : "CMTime(invalid)")
  }
}

/// What a `CMTime` holds beside its ticks (raw values as Apple's).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let valid = CMTimeFlags(rawValue: 1 << 0)
  public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
  public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
  public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
  public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
  public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// How a conversion rounds (accepted; Vellum rounds to the nearest tick).
public enum CMTimeRoundingMethod: UInt32, Sendable {
  case roundHalfAwayFromZero = 1
  case roundTowardZero = 2
  case roundAwayFromZero = 3
  case quickTime = 4
  case roundTowardNegativeInfinity = 5
  case roundTowardPositiveInfinity = 6
  public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// A span of time from `start`, as Apple's `CMTimeRange`.
public struct CMTimeRange: Hashable, Sendable {
  public var start: CMTime
  public var duration: CMTime
  public init(start: CMTime, duration: CMTime) { (self.start, self.duration) = (start, duration) }
  public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }
  public var end: CMTime { start + duration }
  public static let zero = CMTimeRange(start: .zero, duration: .zero)
  public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
}

// Core Media's C functions, as Swift files call them.

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
  func rank(_ time: CMTime) -> Int {
    if !time.isValid { return 0 }
    if time.isNegativeInfinity { return 1 }
    if time.isNumeric { return 2 }
    if time.isPositiveInfinity { return 3 }
    return 4  // indefinite
  }
  let (a, b) = (rank(time1), rank(time2))
  if a != b { return a < b ? -1 : 1 }
  guard a == 2 else { return 0 }
  // Cross-multiplied ticks, exact for the timescales files use.
  let left = time1.value.multipliedReportingOverflow(by: CMTimeValue(time2.timescale))
  let right = time2.value.multipliedReportingOverflow(by: CMTimeValue(time1.timescale))
  if !left.overflow && !right.overflow {
    return left.partialValue == right.partialValue ? 0 : (left.partialValue < right.partialValue ? -1 : 1)
  }
  return time1.seconds == time2.seconds ? 0 : (time1.seconds < time2.seconds ? -1 : 1)
}

public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  combine(lhs, rhs, +)
}

public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  combine(lhs, rhs, -)
}

public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
  guard time.isNumeric else { return time }
  return CMTime(value: time.value * CMTimeValue(multiplier), timescale: time.timescale)
}

public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Double) -> CMTime {
  guard time.isNumeric else { return time }
  return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
  CMTimeRange(start: start, duration: duration)
}

/// Sums and differences of numeric times at the larger timescale; an invalid operand makes
/// the result invalid, an infinite or indefinite one carries over.
private func combine(_ lhs: CMTime, _ rhs: CMTime, _ op: (CMTimeValue, CMTimeValue) -> CMTimeValue) -> CMTime {
  guard lhs.isValid, rhs.isValid else { return .invalid }
  guard lhs.isNumeric else { return lhs }
  guard rhs.isNumeric else { return rhs }
  if lhs.timescale == rhs.timescale { return CMTime(value: op(lhs.value, rhs.value), timescale: lhs.timescale) }
  let scale = max(lhs.timescale, rhs.timescale)
  let a = lhs.convertScale(scale, method: .default)
  let b = rhs.convertScale(scale, method: .default)
  return CMTime(value: op(a.value, b.value), timescale: scale)
}
