import Foundation

/// A value a record can hold, as CloudKit's `CKRecordValue`: strings, numbers, dates, data,
/// locations, references, assets, and arrays of them.
public protocol CKRecordValue {}

extension String: CKRecordValue {}
extension Int: CKRecordValue {}
extension Int64: CKRecordValue {}
extension Double: CKRecordValue {}
extension Bool: CKRecordValue {}
extension Date: CKRecordValue {}
extension Data: CKRecordValue {}
extension NSString: CKRecordValue {}
extension NSNumber: CKRecordValue {}
extension NSDate: CKRecordValue {}
extension NSData: CKRecordValue {}
extension CLLocation: CKRecordValue {}
extension Array: CKRecordValue where Element: CKRecordValue {}

/// A record of a CloudKit database, as CloudKit's `CKRecord`: a type, an identifier and
/// values by key. Records made in a preview are kept in memory; saving one fails, since
/// Vellum's device is signed out of iCloud.
open class CKRecord: NSObject, @unchecked Sendable {
  public typealias RecordType = String
  public typealias FieldKey = String

  public let recordType: RecordType
  public let recordID: ID
  open var creationDate: Date?
  open var modificationDate: Date?
  private var values: [FieldKey: any CKRecordValue] = [:]

  public init(recordType: RecordType) {
    self.recordType = recordType
    recordID = ID()
    super.init()
  }

  public init(recordType: RecordType, recordID: ID) {
    self.recordType = recordType
    self.recordID = recordID
    super.init()
  }

  public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
    self.init(recordType: recordType, recordID: ID(zoneID: zoneID))
  }

  open subscript(key: FieldKey) -> (any CKRecordValue)? {
    get { values[key] }
    set { values[key] = newValue }
  }

  open func object(forKey key: FieldKey) -> (any CKRecordValue)? { values[key] }
  open func setObject(_ object: (any CKRecordValue)?, forKey key: FieldKey) { values[key] = object }
  open func allKeys() -> [FieldKey] { values.keys.sorted() }

  /// A record's identifier: a name, unique in its zone.
  open class ID: NSObject, @unchecked Sendable {
    public let recordName: String
    public let zoneID: CKRecordZone.ID

    public init(recordName: String, zoneID: CKRecordZone.ID = .default) {
      self.recordName = recordName
      self.zoneID = zoneID
      super.init()
    }

    public convenience init(zoneID: CKRecordZone.ID = .default) {
      self.init(recordName: UUID().uuidString, zoneID: zoneID)
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ID else { return false }
      return recordName == other.recordName && zoneID == other.zoneID
    }

    open override var hash: Int { recordName.hashValue }
  }

  /// A link from one record to another.
  open class Reference: NSObject, CKRecordValue, @unchecked Sendable {
    /// What deleting the target does to the record that refers to it.
    public enum Action: UInt, Sendable {
      case none = 0
      case deleteSelf = 1
    }

    public let recordID: ID
    public let action: Action

    public init(recordID: ID, action: Action) {
      self.recordID = recordID
      self.action = action
      super.init()
    }

    public convenience init(record: CKRecord, action: Action) {
      self.init(recordID: record.recordID, action: action)
    }
  }
}

/// A file attached to a record, as CloudKit's `CKAsset`.
open class CKAsset: NSObject, CKRecordValue, @unchecked Sendable {
  public let fileURL: URL?
  public init(fileURL: URL) {
    self.fileURL = fileURL
    super.init()
  }
}

/// A zone of a database, as CloudKit's `CKRecordZone`.
open class CKRecordZone: NSObject, @unchecked Sendable {
  public let zoneID: ID
  public init(zoneName: String) {
    zoneID = ID(zoneName: zoneName, ownerName: CKCurrentUserDefaultName)
    super.init()
  }

  /// A zone's identifier: its name and its owner's.
  open class ID: NSObject, @unchecked Sendable {
    public let zoneName: String
    public let ownerName: String
    public static let `default` = ID(zoneName: CKRecordZone.ID.defaultZoneName, ownerName: CKCurrentUserDefaultName)
    public static let defaultZoneName = "_defaultZone"

    public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
      self.zoneName = zoneName
      self.ownerName = ownerName
      super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ID else { return false }
      return zoneName == other.zoneName && ownerName == other.ownerName
    }

    open override var hash: Int { zoneName.hashValue }
  }
}

/// The owner name that stands for the signed-in user.
public let CKCurrentUserDefaultName = "__defaultOwner__"
