import Foundation

/// A sample type and an optional predicate, for the `async` query descriptors (iOS 15.4):
/// `.quantitySample(type:predicate:)`, `.categorySample(type:predicate:)`, `.workout(_:)`,
/// `.sample(type:predicate:)`.
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
  public let sampleType: HKSampleType
  public let nsPredicate: NSPredicate?

  init(sampleType: HKSampleType, nsPredicate: NSPredicate?) {
    self.sampleType = sampleType
    self.nsPredicate = nsPredicate
  }
}

extension HKSamplePredicate where Sample == HKSample {
  public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> Self {
    Self(sampleType: type, nsPredicate: predicate)
  }
}

extension HKSamplePredicate where Sample == HKQuantitySample {
  public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> Self {
    Self(sampleType: type, nsPredicate: predicate)
  }
}

extension HKSamplePredicate where Sample == HKCategorySample {
  public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> Self {
    Self(sampleType: type, nsPredicate: predicate)
  }
}

extension HKSamplePredicate where Sample == HKWorkout {
  public static func workout(_ predicate: NSPredicate? = nil) -> Self {
    Self(sampleType: HKObjectType.workoutType(), nsPredicate: predicate)
  }
}
