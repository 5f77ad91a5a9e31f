import Foundation

/// A sample holding a quantity (steps over an hour, a heart rate at a moment), keeping what it
/// is made with. HealthKit checks the quantity's unit against the type; Vellum does not.
open class HKQuantitySample: HKSample, @unchecked Sendable {
  public let quantity: HKQuantity
  /// How many samples this one stands for: always 1 for one made here.
  public let count: Int

  public init(
    type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
    metadata: [String: Any]? = nil
  ) {
    self.quantity = quantity
    count = 1
    super.init(sampleType: quantityType, startDate: startDate, endDate: endDate, metadata: metadata)
  }

  open var quantityType: HKQuantityType { sampleType as! HKQuantityType }
}
