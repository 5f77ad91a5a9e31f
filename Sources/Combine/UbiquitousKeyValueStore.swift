import Foundation

/// iCloud's key-value store, as Foundation's `NSUbiquitousKeyValueStore` on a device signed
/// out of iCloud: values are kept on the device only (here, in the process's memory, empty
/// when the preview starts), `synchronize()` succeeds locally, and no change ever arrives
/// from another device (`didChangeExternallyNotification` is never posted). Linux's
/// Foundation has no iCloud.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
  /// The app's store.
  public static let `default` = NSUbiquitousKeyValueStore()

  /// Posted when another device changed values; never, in a preview.
  public static let didChangeExternallyNotification = Notification.Name(
    "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

  private let lock = NSLock()
  private var values: [String: Any] = [:]

  override public init() {}

  open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey] } }

  open func set(_ anObject: Any?, forKey aKey: String) {
    lock.withLock { values[aKey] = anObject }
  }

  open func removeObject(forKey aKey: String) { lock.withLock { values[aKey] = nil } }

  open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
  open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
  open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
  open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
  /// The number stored under the key, or 0, as Foundation's.
  open func longLong(forKey aKey: String) -> Int64 { number(aKey).map { Int64($0) } ?? 0 }
  open func double(forKey aKey: String) -> Double { number(aKey) ?? 0 }
  /// Whether the value stored under the key is true or non-zero; false when there is none.
  open func bool(forKey aKey: String) -> Bool {
    (object(forKey: aKey) as? Bool) ?? (number(aKey).map { $0 != 0 } ?? false)
  }

  open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
  open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
  open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
  open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
  open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }

  /// Everything stored.
  open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

  /// Writes the values where iCloud would pick them up; on this device only, so it succeeds.
  @discardableResult open func synchronize() -> Bool { true }

  private func number(_ key: String) -> Double? {
    switch object(forKey: key) {
    case let value as Int64: Double(value)
    case let value as Int: Double(value)
    case let value as Double: value
    case let value as Bool: value ? 1 : 0
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }
}

/// The `userInfo` key of a change notification's reason.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The `userInfo` key of the keys a change notification reports.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// Change reasons, as Foundation's constants.
public let NSUbiquitousKeyValueStoreServerChange = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
public let NSUbiquitousKeyValueStoreAccountChange = 3
