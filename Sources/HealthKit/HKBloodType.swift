import Foundation

/// A person's blood type as the Health app records it (raw values as Apple's).
public enum HKBloodType: Int, Sendable {
  case notSet = 0
  case aPositive = 1
  case aNegative = 2
  case bPositive = 3
  case bNegative = 4
  case abPositive = 5
  case abNegative = 6
  case oPositive = 7
  case oNegative = 8
}

/// What `HKHealthStore.bloodType()` returns; a preview's store throws instead.
open class HKBloodTypeObject: NSObject, @unchecked Sendable {
  open var bloodType: HKBloodType { .notSet }
}
