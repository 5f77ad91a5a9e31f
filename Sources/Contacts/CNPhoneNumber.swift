import Foundation

/// A phone number as the person typed it; `stringValue` is kept exactly as given.
open class CNPhoneNumber: NSObject, NSCopying, @unchecked Sendable {
  public let stringValue: String

  public required init(stringValue: String) {
    self.stringValue = stringValue
    super.init()
  }

  open class func phoneNumber(withStringValue stringValue: String) -> Self { Self(stringValue: stringValue) }

  open func copy(with zone: NSZone? = nil) -> Any { self }
  open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
  open override var hash: Int { stringValue.hash }
  open override var description: String { stringValue }
}
