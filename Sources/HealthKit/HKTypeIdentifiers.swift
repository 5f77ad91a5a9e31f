/// Identifiers of quantity types, Apple's strings.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let stepCount = Self(rawValue: "HKQuantityTypeIdentifierStepCount")
  public static let distanceWalkingRunning = Self(rawValue: "HKQuantityTypeIdentifierDistanceWalkingRunning")
  public static let activeEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierActiveEnergyBurned")
  public static let basalEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierBasalEnergyBurned")
  public static let heartRate = Self(rawValue: "HKQuantityTypeIdentifierHeartRate")
  public static let restingHeartRate = Self(rawValue: "HKQuantityTypeIdentifierRestingHeartRate")
  public static let bodyMass = Self(rawValue: "HKQuantityTypeIdentifierBodyMass")
  public static let height = Self(rawValue: "HKQuantityTypeIdentifierHeight")
  public static let dietaryWater = Self(rawValue: "HKQuantityTypeIdentifierDietaryWater")
  public static let appleExerciseTime = Self(rawValue: "HKQuantityTypeIdentifierAppleExerciseTime")
}

/// Identifiers of category types, Apple's strings.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let sleepAnalysis = Self(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
  public static let mindfulSession = Self(rawValue: "HKCategoryTypeIdentifierMindfulSession")
}
