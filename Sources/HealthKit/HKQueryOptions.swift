/// How a span predicate treats samples at its edges.
public struct HKQueryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let strictStartDate = Self(rawValue: 1 << 0)
  public static let strictEndDate = Self(rawValue: 1 << 1)
}
