/// What a statistics query computes (raw values as Apple's).
public struct HKStatisticsOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let separateBySource = Self(rawValue: 1 << 0)
  public static let discreteAverage = Self(rawValue: 1 << 1)
  public static let discreteMin = Self(rawValue: 1 << 2)
  public static let discreteMax = Self(rawValue: 1 << 3)
  public static let cumulativeSum = Self(rawValue: 1 << 4)
  public static let mostRecent = Self(rawValue: 1 << 5)
  public static let duration = Self(rawValue: 1 << 6)
  /// The name `mostRecent` had before iOS 13.
  public static let discreteMostRecent = mostRecent
}
