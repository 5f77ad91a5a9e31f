import Foundation

/// Characteristics that do not change over time (sex, blood type, date of birth), read from the
/// store rather than sampled; a preview's store has none (see `HKHealthStore`).
open class HKCharacteristicType: HKObjectType, @unchecked Sendable {
  public convenience init(_ identifier: HKCharacteristicTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

extension HKObjectType {
  public class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier)
    -> HKCharacteristicType?
  {
    HKCharacteristicType(identifier)
  }
}

/// Identifiers of characteristic types, Apple's strings.
public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let biologicalSex = Self(rawValue: "HKCharacteristicTypeIdentifierBiologicalSex")
  public static let bloodType = Self(rawValue: "HKCharacteristicTypeIdentifierBloodType")
  public static let dateOfBirth = Self(rawValue: "HKCharacteristicTypeIdentifierDateOfBirth")
  public static let fitzpatrickSkinType = Self(rawValue: "HKCharacteristicTypeIdentifierFitzpatrickSkinType")
  public static let wheelchairUse = Self(rawValue: "HKCharacteristicTypeIdentifierWheelchairUse")
}
