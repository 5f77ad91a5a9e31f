import Foundation

// The keychain's item functions, as Security's, on Vellum's in-memory keychain (see
// `Keychain`): a preview's keychain starts empty, so an app's "read the saved key" path finds
// nothing until the same run has added it.

/// Adds an item: `kSecClass`, its attributes and `kSecValueData`. Returns
/// `errSecDuplicateItem` if an item of that class with the same identifying attributes
/// (account and service for passwords, tag, label, type and class for keys, and the access
/// group and `kSecAttrSynchronizable`) is there, `errSecParam` without a known class. With a
/// `kSecReturn…` key, `result` receives what `SecItemCopyMatching` would give for the item.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  let attributes = Keychain.strings(attributes)
  let (status, item) = Keychain.shared.add(attributes)
  if let item, let result { result.pointee = SecItemResult.value(of: item, for: attributes) }
  return status
}

/// Finds the items of `kSecClass` whose attributes equal the query's and gives (in `result`)
/// their data (`kSecReturnData`, as `Data`), attributes (`kSecReturnAttributes`, a dictionary
/// keyed by the `kSec…` strings, with the data under `kSecValueData` if asked for too), one
/// (`kSecMatchLimitOne`, the default) or all in an array (`kSecMatchLimitAll`). Returns
/// `errSecItemNotFound` when none matches. A query without `kSecAttrSynchronizable` finds only
/// items that are not synchronizable, as on iOS.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  let query = Keychain.strings(query)
  let (status, items) = Keychain.shared.matching(query)
  guard status == errSecSuccess, let result else { return status }
  let values = items.map { SecItemResult.value(of: $0, for: query) }
  switch query["m_Limit"] {
  case let limit as String where limit == "m_LimitAll": result.pointee = values.compactMap { $0 } as NSArray
  case let limit as Int: result.pointee = values.prefix(limit).compactMap { $0 } as NSArray
  default: result.pointee = values.first ?? nil
  }
  return status
}

/// Changes the attributes (and `kSecValueData`) of every item matching `query`. Returns
/// `errSecItemNotFound` when none matches, and `errSecDuplicateItem` (changing nothing) if
/// two items would then be the same.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  Keychain.shared.update(Keychain.strings(query), with: Keychain.strings(attributesToUpdate))
}

/// Deletes every item matching `query`; `errSecItemNotFound` when none does.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  Keychain.shared.delete(Keychain.strings(query))
}

/// What the `kSecReturn…` keys of a query ask for, for one item.
enum SecItemResult {
  static func value(of item: Keychain.Item, for query: [String: Any]) -> CFTypeRef? {
    func asks(_ key: String) -> Bool {
      switch query[key] {
      case let flag as Bool: flag
      case let number as NSNumber: number.boolValue
      default: false
      }
    }
    if asks("r_Attributes") {
      var attributes = item.attributes
      attributes["class"] = item.itemClass
      if asks("r_Data"), let data = item.data { attributes["v_Data"] = data }
      return NSDictionary(dictionary: attributes)
    }
    if asks("r_Data") { return item.data.map { NSData(data: $0) } }
    return nil
  }
}
