import Foundation

/// A person's sex as the Health app records it (raw values as Apple's).
public enum HKBiologicalSex: Int, Sendable {
  case notSet = 0
  case female = 1
  case male = 2
  case other = 3
}

/// What `HKHealthStore.biologicalSex()` returns; a preview's store throws instead.
open class HKBiologicalSexObject: NSObject, @unchecked Sendable {
  open var biologicalSex: HKBiologicalSex { .notSet }
}
