import Foundation

/// HealthKit's store, as apps ask it whether health data exists and for permission to read
/// and write it.
///
/// A preview has no Health database: `isHealthDataAvailable()` answers `false` (as on an
/// iPad without the Health app), every type's status is `.notDetermined`, and asking for
/// authorization fails at once with `.errorHealthDataUnavailable`. Vellum has no samples,
/// queries or workouts: a file that reads health data still stops at those names.
open class HKHealthStore: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  /// Whether the device has health data: never, in a preview.
  open class func isHealthDataAvailable() -> Bool { false }

  /// Always `.notDetermined`: nobody was asked.
  open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

  /// Calls `completion` at once, on the calling thread, with `false` and
  /// `.errorHealthDataUnavailable`.
  open func requestAuthorization(
    toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
    completion: @escaping (Bool, (any Error)?) -> Void
  ) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }

  /// Throws `.errorHealthDataUnavailable`.
  open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>)
    async throws
  {
    throw HKError(.errorHealthDataUnavailable)
  }
}
