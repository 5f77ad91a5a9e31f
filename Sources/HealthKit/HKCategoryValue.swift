/// The value of a category with no values of its own (mindful sessions).
public enum HKCategoryValue: Int, Sendable {
  case notApplicable = 0
}

/// Sleep stages (raw values as Apple's).
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
  case inBed = 0
  case asleepUnspecified = 1
  case awake = 2
  case asleepCore = 3
  case asleepDeep = 4
  case asleepREM = 5

  /// Before iOS 16's stages, the one asleep value.
  public static var asleep: Self { .asleepUnspecified }

  /// The values that count as asleep.
  public static var allAsleepValues: Set<Self> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}
