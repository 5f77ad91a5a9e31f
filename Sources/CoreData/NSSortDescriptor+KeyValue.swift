import Foundation

extension NSSortDescriptor {
  /// Sorts by the value of a key (`"name"`, `"folder.name"`) of managed objects, as Core
  /// Data's sort descriptors do. (Linux's Foundation marks this initialiser unavailable: it
  /// has no key-value coding. Vellum reads managed objects' keys itself.)
  public convenience init(key: String?, ascending: Bool) {
    let keys = (key ?? "self").split(separator: ".").map(String.init)
    self.init(keyPath: \NSObject.self, ascending: ascending) { a, b in
      ValueComparison.compare(KeyPathReading.value(of: a, at: keys), KeyPathReading.value(of: b, at: keys))
    }
  }

  /// Sorts by an optional attribute (`\Item.timestamp`, a `Date?`); nil sorts first.
  public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
    self.init(keyPath: keyPath, ascending: ascending) { a, b in ValueComparison.compare(a, b) }
  }
}

extension SortDescriptor where Compared: NSObject {
  /// A Foundation `SortDescriptor` as a Core Data sort descriptor.
  var nsSortDescriptor: NSSortDescriptor {
    let descriptor = self
    return NSSortDescriptor(keyPath: \NSObject.self, ascending: true) { a, b in
      guard let a = a as? Compared, let b = b as? Compared else { return .orderedSame }
      return descriptor.compare(a, b)
    }
  }
}
