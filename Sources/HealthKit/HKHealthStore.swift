import Foundation

/// HealthKit's store, as apps ask it whether health data exists and for permission to read
/// and write it.
///
/// A preview has no Health database: `isHealthDataAvailable()` answers `false` (as on an
/// iPad without the Health app), every type's status is `.notDetermined`, and asking for
/// authorization fails at once with `.errorHealthDataUnavailable`, and so does every query it
/// executes and every save, as HealthKit's methods do on a device without it: a screen that
/// reads health data shows its "no data" state.
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

  /// Runs a query: its handler is called at once, on the calling thread, with no results and
  /// `.errorHealthDataUnavailable` (HealthKit calls it on a background queue).
  open func execute(_ query: HKQuery) {
    query.deliver(HKError(.errorHealthDataUnavailable))
  }

  /// Accepted; a preview's queries have already finished.
  open func stop(_ query: HKQuery) {}

  /// Calls `completion` at once with `false` and `.errorHealthDataUnavailable`; nothing is saved.
  open func save(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }

  /// Calls `completion` at once with `false` and `.errorHealthDataUnavailable`; nothing is saved.
  open func save(_ objects: [HKObject], withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }

  /// Throws `.errorHealthDataUnavailable`; nothing is saved.
  open func save(_ object: HKObject) async throws { throw HKError(.errorHealthDataUnavailable) }
  open func save(_ objects: [HKObject]) async throws { throw HKError(.errorHealthDataUnavailable) }

  /// Calls `completion` at once with `false` and `.errorHealthDataUnavailable`.
  open func delete(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }

  /// Calls `completion` at once with `false` and `.errorHealthDataUnavailable`.
  open func enableBackgroundDelivery(
    for type: HKObjectType, frequency: HKUpdateFrequency,
    withCompletion completion: @escaping (Bool, (any Error)?) -> Void
  ) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
}
