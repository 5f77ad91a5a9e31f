import Foundation

/// What a store's `enumerateContacts(with:usingBlock:)` should fetch: the keys each contact
/// carries, an optional predicate and an order.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
  open var keysToFetch: [any CNKeyDescriptor]
  open var predicate: NSPredicate?
  open var mutableObjects = false
  open var unifyResults = true
  open var sortOrder = CNContactSortOrder.none

  public init(keysToFetch: [any CNKeyDescriptor]) {
    self.keysToFetch = keysToFetch
    super.init()
  }
}
