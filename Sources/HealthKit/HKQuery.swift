import Foundation

/// A question for the health store, run with `HKHealthStore.execute(_:)`. A preview's store has
/// no health data: each query's handler is called once, at once and on the calling thread
/// (HealthKit calls it on a background queue), with no results and `.errorHealthDataUnavailable`,
/// as on a device without HealthKit.
open class HKQuery: NSObject, @unchecked Sendable {
  public let objectType: HKObjectType?
  public let predicate: NSPredicate?

  init(objectType: HKObjectType?, predicate: NSPredicate?) {
    self.objectType = objectType
    self.predicate = predicate
    super.init()
  }

  open var sampleType: HKSampleType? { objectType as? HKSampleType }

  /// Calls the query's handler with `error` and no results.
  func deliver(_ error: any Error) {}

  /// Samples within a span: by default those that overlap it; `.strictStartDate` and
  /// `.strictEndDate` ask for those that start or end inside it. A nil date leaves that side open.
  open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = [])
    -> NSPredicate
  {
    NSPredicate { object, _ in
      guard let sample = object as? HKSample else { return false }
      let start = startDate ?? .distantPast
      let end = endDate ?? .distantFuture
      let startsInside = options.contains(.strictStartDate) ? sample.startDate >= start : sample.endDate >= start
      let endsInside = options.contains(.strictEndDate) ? sample.endDate <= end : sample.startDate <= end
      return startsInside && endsInside
    }
  }

  /// Workouts of one kind.
  open class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
    NSPredicate { object, _ in (object as? HKWorkout)?.workoutActivityType == workoutActivityType }
  }

  /// The objects with these identifiers.
  open class func predicateForObjects(with uuids: Set<UUID>) -> NSPredicate {
    NSPredicate { object, _ in (object as? HKObject).map { uuids.contains($0.uuid) } ?? false }
  }
}

/// A sample query's limit for "all of them".
public let HKObjectQueryNoLimit = 0

/// Keys to sort samples by (`NSSortDescriptor(key: HKSampleSortIdentifierStartDate, …)`).
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"
