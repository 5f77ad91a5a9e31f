import Foundation

extension HKHealthStore {
  /// Throws `.errorHealthDataUnavailable`: a preview has no Health profile.
  public func biologicalSex() throws -> HKBiologicalSexObject { throw HKError(.errorHealthDataUnavailable) }
  /// Throws `.errorHealthDataUnavailable`.
  public func bloodType() throws -> HKBloodTypeObject { throw HKError(.errorHealthDataUnavailable) }
  /// Throws `.errorHealthDataUnavailable`.
  public func dateOfBirthComponents() throws -> DateComponents { throw HKError(.errorHealthDataUnavailable) }
}
