import Foundation

/// Reads key paths (`folder.name`, `items.@count`) the way key-value coding does, over
/// managed objects, dictionaries and collections; Linux's Foundation has no key-value coding.
enum KeyPathReading {
  /// The value at `keys` from `object`: through a collection, the values of its members.
  static func value(of object: Any?, at keys: [String]) -> Any? {
    guard let key = keys.first else { return object }
    let rest = Array(keys.dropFirst())
    if let members = collection(object) {
      switch key {
      case "@count": return members.count
      case "@sum": return members.compactMap { number($0) }.reduce(0, +)
      case "@max": return members.compactMap { number($0) }.max()
      case "@min": return members.compactMap { number($0) }.min()
      case "@avg":
        let numbers = members.compactMap { number($0) }
        return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
      default: return members.map { value(of: $0, at: keys) ?? NSNull() }
      }
    }
    switch object {
    case let object as NSManagedObject where key == "self" || key == "SELF": return value(of: object, at: rest)
    case let object as NSManagedObject: return value(of: object.value(forKey: key), at: rest)
    case let dictionary as [String: Any]: return value(of: dictionary[key], at: rest)
    default: return key == "self" || key == "SELF" ? value(of: object, at: rest) : nil
    }
  }

  /// The members of a set, ordered set or array; nil for anything else (strings included).
  static func collection(_ value: Any?) -> [Any]? {
    switch value {
    case let set as NSSet: return set.allObjects
    case let set as NSOrderedSet: return set.array
    case let array as NSArray: return array.map { $0 }
    case let array as [Any]: return array
    default: return nil
    }
  }

  /// A number's value as a double, for the collection operators and comparisons.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: return value
    case let value as Float: return Double(value)
    case let value as Int: return Double(value)
    case let value as Int16: return Double(value)
    case let value as Int32: return Double(value)
    case let value as Int64: return Double(value)
    case let value as UInt: return Double(value)
    case let value as Bool: return value ? 1 : 0
    case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }
}

/// Orders two values of an attribute as Core Data's `compare:` does; nil sorts first.
enum ValueComparison {
  static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
    let a = unwrapped(a)
    let b = unwrapped(b)
    switch (a, b) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    default: break
    }
    if let x = KeyPathReading.number(a), let y = KeyPathReading.number(b) { return order(x, y) }
    switch (a, b) {
    case let (x as String, y as String): return order(x, y)
    case let (x as Date, y as Date): return order(x, y)
    case let (x as UUID, y as UUID): return order(x.uuidString, y.uuidString)
    case let (x as URL, y as URL): return order(x.absoluteString, y.absoluteString)
    default: return order(String(describing: a!), String(describing: b!))
    }
  }

  /// The value inside any optionals an `Any` holds (a key path's `String?` arrives boxed),
  /// with `NSNull` as nil.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value is NSNull ? nil : value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  static func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
    x < y ? .orderedAscending : x == y ? .orderedSame : .orderedDescending
  }

  /// Whether two values are equal as a predicate's `==` takes them (numbers by value, objects
  /// by identity, strings by their characters).
  static func equal(_ a: Any?, _ b: Any?) -> Bool {
    let a = unwrapped(a)
    let b = unwrapped(b)
    switch (a, b) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case let (x as NSManagedObject, y as NSManagedObject): return x === y
    case let (x as NSManagedObjectID, y as NSManagedObjectID): return x == y
    default: return compare(a, b) == .orderedSame
    }
  }
}
