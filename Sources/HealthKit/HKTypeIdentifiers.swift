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
  public static let flightsClimbed = Self(rawValue: "HKQuantityTypeIdentifierFlightsClimbed")
  public static let distanceCycling = Self(rawValue: "HKQuantityTypeIdentifierDistanceCycling")
  public static let distanceSwimming = Self(rawValue: "HKQuantityTypeIdentifierDistanceSwimming")
  public static let distanceWheelchair = Self(rawValue: "HKQuantityTypeIdentifierDistanceWheelchair")
  public static let pushCount = Self(rawValue: "HKQuantityTypeIdentifierPushCount")
  public static let swimmingStrokeCount = Self(rawValue: "HKQuantityTypeIdentifierSwimmingStrokeCount")
  public static let appleMoveTime = Self(rawValue: "HKQuantityTypeIdentifierAppleMoveTime")
  public static let appleStandTime = Self(rawValue: "HKQuantityTypeIdentifierAppleStandTime")
  public static let walkingHeartRateAverage = Self(rawValue: "HKQuantityTypeIdentifierWalkingHeartRateAverage")
  public static let heartRateVariabilitySDNN = Self(rawValue: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
  public static let oxygenSaturation = Self(rawValue: "HKQuantityTypeIdentifierOxygenSaturation")
  public static let respiratoryRate = Self(rawValue: "HKQuantityTypeIdentifierRespiratoryRate")
  public static let bodyTemperature = Self(rawValue: "HKQuantityTypeIdentifierBodyTemperature")
  public static let bloodPressureSystolic = Self(rawValue: "HKQuantityTypeIdentifierBloodPressureSystolic")
  public static let bloodPressureDiastolic = Self(rawValue: "HKQuantityTypeIdentifierBloodPressureDiastolic")
  public static let bloodGlucose = Self(rawValue: "HKQuantityTypeIdentifierBloodGlucose")
  public static let bodyMassIndex = Self(rawValue: "HKQuantityTypeIdentifierBodyMassIndex")
  public static let bodyFatPercentage = Self(rawValue: "HKQuantityTypeIdentifierBodyFatPercentage")
  public static let leanBodyMass = Self(rawValue: "HKQuantityTypeIdentifierLeanBodyMass")
  public static let waistCircumference = Self(rawValue: "HKQuantityTypeIdentifierWaistCircumference")
  public static let numberOfTimesFallen = Self(rawValue: "HKQuantityTypeIdentifierNumberOfTimesFallen")
  public static let headphoneAudioExposure = Self(rawValue: "HKQuantityTypeIdentifierHeadphoneAudioExposure")
  public static let environmentalAudioExposure = Self(rawValue: "HKQuantityTypeIdentifierEnvironmentalAudioExposure")
  public static let walkingSpeed = Self(rawValue: "HKQuantityTypeIdentifierWalkingSpeed")
  public static let walkingStepLength = Self(rawValue: "HKQuantityTypeIdentifierWalkingStepLength")
  public static let runningSpeed = Self(rawValue: "HKQuantityTypeIdentifierRunningSpeed")
  public static let cyclingSpeed = Self(rawValue: "HKQuantityTypeIdentifierCyclingSpeed")
  public static let dietaryEnergyConsumed = Self(rawValue: "HKQuantityTypeIdentifierDietaryEnergyConsumed")
  public static let dietaryProtein = Self(rawValue: "HKQuantityTypeIdentifierDietaryProtein")
  public static let dietaryCarbohydrates = Self(rawValue: "HKQuantityTypeIdentifierDietaryCarbohydrates")
  public static let dietaryFatTotal = Self(rawValue: "HKQuantityTypeIdentifierDietaryFatTotal")
  public static let dietarySugar = Self(rawValue: "HKQuantityTypeIdentifierDietarySugar")
  public static let dietaryFiber = Self(rawValue: "HKQuantityTypeIdentifierDietaryFiber")
  public static let dietaryCaffeine = Self(rawValue: "HKQuantityTypeIdentifierDietaryCaffeine")
  public static let dietarySodium = Self(rawValue: "HKQuantityTypeIdentifierDietarySodium")
  public static let timeInDaylight = Self(rawValue: "HKQuantityTypeIdentifierTimeInDaylight")
  public static let vo2Max = Self(rawValue: "HKQuantityTypeIdentifierVO2Max")
}

/// Identifiers of category types, Apple's strings.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let sleepAnalysis = Self(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
  public static let mindfulSession = Self(rawValue: "HKCategoryTypeIdentifierMindfulSession")
  public static let appleStandHour = Self(rawValue: "HKCategoryTypeIdentifierAppleStandHour")
  public static let highHeartRateEvent = Self(rawValue: "HKCategoryTypeIdentifierHighHeartRateEvent")
  public static let lowHeartRateEvent = Self(rawValue: "HKCategoryTypeIdentifierLowHeartRateEvent")
  public static let irregularHeartRhythmEvent = Self(rawValue: "HKCategoryTypeIdentifierIrregularHeartRhythmEvent")
  public static let toothbrushingEvent = Self(rawValue: "HKCategoryTypeIdentifierToothbrushingEvent")
  public static let handwashingEvent = Self(rawValue: "HKCategoryTypeIdentifierHandwashingEvent")
}
