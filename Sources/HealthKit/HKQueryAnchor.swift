import Foundation

/// Where an anchored query left off.
open class HKQueryAnchor: NSObject, @unchecked Sendable {
  let value: Int

  public init(fromValue value: Int) {
    self.value = value
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool { (object as? HKQueryAnchor)?.value == value }
  open override var hash: Int { value }
}
