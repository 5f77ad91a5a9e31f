import Foundation

/// A workout: its kind, span and totals, keeping what it is made with (a preview's sample
/// workouts); a preview's store holds none.
open class HKWorkout: HKSample, @unchecked Sendable {
  public let workoutActivityType: HKWorkoutActivityType
  public let duration: TimeInterval
  public let totalEnergyBurned: HKQuantity?
  public let totalDistance: HKQuantity?

  public init(
    activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval = 0,
    totalEnergyBurned: HKQuantity? = nil, totalDistance: HKQuantity? = nil, metadata: [String: Any]? = nil
  ) {
    workoutActivityType = activityType
    self.duration = duration == 0 ? endDate.timeIntervalSince(startDate) : duration
    self.totalEnergyBurned = totalEnergyBurned
    self.totalDistance = totalDistance
    super.init(sampleType: HKObjectType.workoutType(), startDate: startDate, endDate: endDate, metadata: metadata)
  }
}
