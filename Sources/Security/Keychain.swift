import Foundation

/// The keychain behind `SecItemAdd` and the other `SecItem` functions: items in this process's
/// memory, empty at launch and gone at exit (iOS keeps them on the device, across launches
/// and reinstalls), shared by every thread behind a lock. Nothing is encrypted and no
/// access control or authentication applies.
final class Keychain: @unchecked Sendable {
  static let shared = Keychain()

  /// An item: its class, its attributes by key (Apple's strings, "acct", "svce"), and its data.
  struct Item {
    var itemClass: String
    var attributes: [String: Any]
    var data: Data?
  }

  private let lock = NSLock()
  private var items: [Item] = []

  /// The attributes that identify an item of each class (besides the access group and
  /// synchronizable, which all have): a second item equal in all of them is a duplicate.
  static let primaryKeys: [String: [String]] = [
    "genp": ["acct", "svce"],
    "inet": ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path"],
    "keys": ["kcls", "klbl", "atag", "type", "bsiz", "esiz", "crtr"],
    "cert": ["ctyp", "issr", "slnr"],
    "idnt": ["ctyp", "issr", "slnr", "kcls", "klbl", "atag", "type", "bsiz", "esiz"],
  ]
  static let classes = Set(primaryKeys.keys)

  /// An attribute value compared by content: strings (and `NSString`s), data, dates and
  /// numbers (with booleans as 0 and 1, as Core Foundation compares them).
  enum Value: Hashable {
    case string(String)
    case data(Data)
    case date(Date)
    case number(Double)
    case other(String)

    init(_ value: Any) {
      switch value {
      case let string as String: self = .string(string)
      case let data as Data: self = .data(data)
      case let date as Date: self = .date(date)
      case let bool as Bool: self = .number(bool ? 1 : 0)
      case let int as Int: self = .number(Double(int))
      case let number as NSNumber: self = .number(number.doubleValue)
      default: self = .other(String(describing: value))
      }
    }
  }

  /// A query or attribute dictionary with its keys as strings.
  static func strings(_ dictionary: NSDictionary) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in dictionary { result[(key as? String) ?? String(describing: key)] = value }
    return result
  }

  /// Whether `key` names an attribute (not a search, return, use or value key, nor the class).
  static func isAttribute(_ key: String) -> Bool {
    !["class", "nleg"].contains(key) && !["m_", "r_", "u_", "v_"].contains { key.hasPrefix($0) }
  }

  /// An item's `kSecAttrSynchronizable` (false unless added with true).
  static func synchronizable(_ attributes: [String: Any]) -> Value {
    attributes["sync"].map(Value.init) ?? .number(0)
  }

  /// Whether `item` matches every attribute of `query`; a query without
  /// `kSecAttrSynchronizable` matches only items that are not, and with
  /// `kSecAttrSynchronizableAny` both.
  static func matches(_ item: Item, _ query: [String: Any], itemClass: String) -> Bool {
    guard item.itemClass == itemClass else { return false }
    for (key, value) in query where isAttribute(key) && key != "sync" {
      guard let stored = item.attributes[key], Value(stored) == Value(value) else { return false }
    }
    let wanted = query["sync"].map(Value.init) ?? .number(0)
    return wanted == .string("syna") || wanted == synchronizable(item.attributes)
  }

  /// Whether two items of one class have the same identifying attributes.
  static func sameIdentity(_ a: Item, _ b: Item) -> Bool {
    guard a.itemClass == b.itemClass else { return false }
    for key in (primaryKeys[a.itemClass] ?? []) + ["agrp"] {
      guard a.attributes[key].map(Value.init) == b.attributes[key].map(Value.init) else { return false }
    }
    return synchronizable(a.attributes) == synchronizable(b.attributes)
  }

  /// The class a query or item names, or nil when missing or unknown (`errSecParam`).
  static func itemClass(_ dictionary: [String: Any]) -> String? {
    guard let name = dictionary["class"] as? String, classes.contains(name) else { return nil }
    return name
  }

  func add(_ attributes: [String: Any]) -> (OSStatus, Item?) {
    guard let itemClass = Self.itemClass(attributes) else { return (errSecParam, nil) }
    var item = Item(itemClass: itemClass, attributes: [:], data: attributes["v_Data"] as? Data)
    for (key, value) in attributes where Self.isAttribute(key) { item.attributes[key] = value }
    if item.attributes["pdmn"] == nil { item.attributes["pdmn"] = "ak" }
    let now = Date()
    item.attributes["cdat"] = now
    item.attributes["mdat"] = now
    lock.lock()
    defer { lock.unlock() }
    if items.contains(where: { Self.sameIdentity($0, item) }) { return (errSecDuplicateItem, nil) }
    items.append(item)
    return (errSecSuccess, item)
  }

  func matching(_ query: [String: Any]) -> (OSStatus, [Item]) {
    guard let itemClass = Self.itemClass(query) else { return (errSecParam, []) }
    lock.lock()
    defer { lock.unlock() }
    let found = items.filter { Self.matches($0, query, itemClass: itemClass) }
    return (found.isEmpty ? errSecItemNotFound : errSecSuccess, found)
  }

  func update(_ query: [String: Any], with changes: [String: Any]) -> OSStatus {
    guard let itemClass = Self.itemClass(query) else { return errSecParam }
    lock.lock()
    defer { lock.unlock() }
    let indices = items.indices.filter { Self.matches(items[$0], query, itemClass: itemClass) }
    guard !indices.isEmpty else { return errSecItemNotFound }
    var updated = items
    for index in indices {
      if let data = changes["v_Data"] as? Data { updated[index].data = data }
      for (key, value) in changes where Self.isAttribute(key) { updated[index].attributes[key] = value }
      updated[index].attributes["mdat"] = Date()
    }
    // An update that would make two items one is refused, and nothing changes.
    for index in indices {
      let others = updated.indices.filter { $0 != index }
      if others.contains(where: { Self.sameIdentity(updated[$0], updated[index]) }) { return errSecDuplicateItem }
    }
    items = updated
    return errSecSuccess
  }

  func delete(_ query: [String: Any]) -> OSStatus {
    guard let itemClass = Self.itemClass(query) else { return errSecParam }
    lock.lock()
    defer { lock.unlock() }
    let count = items.count
    items.removeAll { Self.matches($0, query, itemClass: itemClass) }
    return items.count == count ? errSecItemNotFound : errSecSuccess
  }
}
