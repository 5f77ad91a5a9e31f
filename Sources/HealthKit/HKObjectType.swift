import Foundation

/// A kind of health data (HealthKit), identified by Apple's identifier strings, so apps can
/// name the types they ask authorization for. Types are equal when their identifiers are.
open class HKObjectType: NSObject, @unchecked Sendable {
  public let identifier: String

  init(identifier: String) {
    self.identifier = identifier
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
  open override var hash: Int { identifier.hash }

  open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
    HKQuantityType(identifier)
  }
  open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
    HKCategoryType(identifier)
  }
  open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
}

/// A kind of health data stored as samples.
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// Samples that carry a quantity (steps, heart rate, body mass).
open class HKQuantityType: HKSampleType, @unchecked Sendable {
  public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// Samples that carry a category (sleep analysis, mindful sessions).
open class HKCategoryType: HKSampleType, @unchecked Sendable {
  public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// Workouts.
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}
