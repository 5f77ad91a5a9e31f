import Foundation

// Foundation's Spotlight metadata queries, which apps run over their iCloud containers
// (`NSMetadataQueryUbiquitousDocumentsScope`) to list the documents iCloud holds. Linux's
// Foundation has none of it. Here every query runs on a device signed out of iCloud, whose
// ubiquitous scopes hold nothing: a query gathers no results.

/// A query over Spotlight metadata, as Foundation's `NSMetadataQuery`, on a device signed out
/// of iCloud: its ubiquitous scopes hold nothing, so the query finds no results.
///
/// `start()` answers as Apple documents it: `false` without a predicate or when the query
/// has already started; otherwise `true`, and the query posts
/// `NSMetadataQueryDidStartGathering` and then `NSMetadataQueryDidFinishGathering` with no
/// results, as iOS does when iCloud is off and the scopes are empty, and tells its delegate
/// nothing further. Where Vellum differs: iOS posts the notifications later, on the query's
/// `operationQueue` or the main run loop; Vellum posts them during `start()`, on the calling
/// thread, so a still render sees the gathered (empty) state; an observer added after
/// `start()` hears neither. `NSMetadataQueryDidUpdate` is never posted, as nothing changes.
open class NSMetadataQuery: NSObject, @unchecked Sendable {
  /// The query's delegate, told nothing here (there are no results to replace).
  open weak var delegate: (any NSMetadataQueryDelegate)?
  /// What the results must match; a query cannot start without one.
  open var predicate: NSPredicate?
  /// The order of the results.
  open var sortDescriptors: [NSSortDescriptor] = []
  /// Attributes whose distinct values `valueLists` collects.
  open var valueListAttributes: [String] = []
  /// Attributes the results are grouped by in `groupedResults`.
  open var groupingAttributes: [String]?
  /// How often, in seconds, updates are batched into one notification.
  open var notificationBatchingInterval: TimeInterval = 1
  /// Where the query searches: `NSMetadataQueryUbiquitousDocumentsScope`,
  /// `NSMetadataQueryUbiquitousDataScope` or folder URLs.
  open var searchScopes: [Any] = []
  /// The items the query is limited to, if any.
  open var searchItems: [Any]?
  /// The queue the notifications are posted on at iOS (Vellum posts on the calling thread).
  open var operationQueue: OperationQueue?

  /// Whether `start()` has started the query.
  open private(set) var isStarted = false
  /// Whether the query is gathering its first results (never after `start()` returns here).
  open private(set) var isGathering = false
  /// Whether `stop()` has stopped the query.
  open private(set) var isStopped = false

  override public init() {}

  /// Starts the query: `false` without a predicate or when it has started already (as
  /// Apple's); otherwise the query gathers nothing, posts
  /// `NSMetadataQueryDidStartGathering` and `NSMetadataQueryDidFinishGathering`, and
  /// answers `true`.
  @discardableResult open func start() -> Bool {
    guard predicate != nil, !isStarted else { return false }
    isStarted = true
    isGathering = true
    NotificationCenter.default.post(name: .NSMetadataQueryDidStartGathering, object: self)
    isGathering = false
    NotificationCenter.default.post(name: .NSMetadataQueryDidFinishGathering, object: self)
    return true
  }

  /// Stops the query; its (empty) results are kept.
  open func stop() {
    guard isStarted else { return }
    isStopped = true
  }

  /// Pauses live updates (there are none here).
  open func disableUpdates() {}
  /// Resumes live updates (there are none here).
  open func enableUpdates() {}

  /// The number of results: 0, as the scopes are empty.
  open var resultCount: Int { 0 }
  /// The results: none.
  open var results: [Any] { [] }
  /// The result at an index; there are none, so any index is out of range and traps, as
  /// Foundation's raises a range exception.
  open func result(at idx: Int) -> Any {
    preconditionFailure("NSMetadataQuery.result(at: \(idx)): index out of range (the query has no results)")
  }
  /// The index of a result: `NSNotFound`, as no result is in the query.
  open func index(ofResult result: Any) -> Int { NSNotFound }
  /// Calls the block for each result: never.
  open func enumerateResults(_ block: (Any, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {}
  /// Calls the block for each result: never.
  open func enumerateResults(
    options opts: NSEnumerationOptions = [], using block: (Any, Int, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {}
  /// The distinct values of `valueListAttributes`: none.
  open var valueLists: [String: [NSMetadataQueryAttributeValueTuple]] { [:] }
  /// The results grouped by `groupingAttributes`: none.
  open var groupedResults: [NSMetadataQueryResultGroup] { [] }
  /// An attribute of the result at an index; there are none, so nil.
  open func value(ofAttribute attrName: String, forResultAt idx: Int) -> Any? { nil }
}

/// What a metadata query tells its delegate (each method optional, as Apple's are); a
/// query without results tells it nothing.
public protocol NSMetadataQueryDelegate: AnyObject {
  func metadataQuery(_ query: NSMetadataQuery, replacementObjectForResultObject result: NSMetadataItem) -> Any
  func metadataQuery(_ query: NSMetadataQuery, replacementValueForAttribute attrName: String, value attrValue: Any)
    -> Any
}

extension NSMetadataQueryDelegate {
  public func metadataQuery(_ query: NSMetadataQuery, replacementObjectForResultObject result: NSMetadataItem)
    -> Any
  { result }
  public func metadataQuery(
    _ query: NSMetadataQuery, replacementValueForAttribute attrName: String, value attrValue: Any
  )
    -> Any
  { attrValue }
}

/// A file's metadata, as Foundation's `NSMetadataItem`. A query finds none here; one made
/// from a URL answers its name, path, URL, size and dates from the file system, as Spotlight
/// would for a file it indexed, and is nil when no file is there.
open class NSMetadataItem: NSObject, @unchecked Sendable {
  private let values: [String: Any]

  /// The metadata of the file at a URL; nil when there is no file.
  public init?(url: URL) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
    var values: [String: Any] = [
      NSMetadataItemURLKey: url, NSMetadataItemPathKey: url.path, NSMetadataItemFSNameKey: url.lastPathComponent,
      NSMetadataItemDisplayNameKey: url.deletingPathExtension().lastPathComponent,
      NSMetadataItemIsUbiquitousKey: false,
    ]
    if let size = attributes[.size] as? NSNumber { values[NSMetadataItemFSSizeKey] = size }
    if let created = attributes[.creationDate] as? Date { values[NSMetadataItemFSCreationDateKey] = created }
    if let changed = attributes[.modificationDate] as? Date { values[NSMetadataItemFSContentChangeDateKey] = changed }
    self.values = values
  }

  /// The value of an attribute, or nil when the item has none.
  open func value(forAttribute key: String) -> Any? { values[key] }
  /// The values of several attributes, leaving out those the item lacks.
  open func values(forAttributes keys: [String]) -> [String: Any]? { values.filter { keys.contains($0.key) } }
  /// The attributes the item has.
  open var attributes: [String] { values.keys.sorted() }
}

/// An attribute's distinct value and how many results have it, as Foundation's.
open class NSMetadataQueryAttributeValueTuple: NSObject, @unchecked Sendable {
  open private(set) var attribute: String = ""
  open private(set) var value: Any?
  open private(set) var count: Int = 0
}

/// A group of results with one value of a grouping attribute, as Foundation's.
open class NSMetadataQueryResultGroup: NSObject, @unchecked Sendable {
  open private(set) var attribute: String = ""
  open private(set) var value: Any = NSNull()
  open var subgroups: [NSMetadataQueryResultGroup]? { nil }
  open var resultCount: Int { 0 }
  open var results: [Any] { [] }
  open func result(at idx: Int) -> Any {
    preconditionFailure("NSMetadataQueryResultGroup.result(at: \(idx)): index out of range")
  }
}

extension Notification.Name {
  /// Posted when a query starts gathering its first results.
  public static let NSMetadataQueryDidStartGathering = Notification.Name("NSMetadataQueryDidStartGatheringNotification")
  /// Posted as a query gathers; never here (there is nothing to gather).
  public static let NSMetadataQueryGatheringProgress = Notification.Name("NSMetadataQueryGatheringProgressNotification")
  /// Posted when a query has gathered its first results (none here).
  public static let NSMetadataQueryDidFinishGathering = Notification.Name(
    "NSMetadataQueryDidFinishGatheringNotification")
  /// Posted when a running query's results change; never here.
  public static let NSMetadataQueryDidUpdate = Notification.Name("NSMetadataQueryDidUpdateNotification")
}

/// The `userInfo` keys of an update notification, as Foundation's.
public let NSMetadataQueryUpdateAddedItemsKey = "kMDQueryUpdateAddedItems"
public let NSMetadataQueryUpdateChangedItemsKey = "kMDQueryUpdateChangedItems"
public let NSMetadataQueryUpdateRemovedItemsKey = "kMDQueryUpdateRemovedItems"
public let NSMetadataQueryResultContentRelevanceAttribute = "kMDQueryResultContentRelevance"

/// Search scopes, as Foundation's: the app's iCloud container's Documents folder, the rest of
/// it, and the documents outside it the app may open.
public let NSMetadataQueryUbiquitousDocumentsScope = "NSMetadataQueryUbiquitousDocumentsScope"
public let NSMetadataQueryUbiquitousDataScope = "NSMetadataQueryUbiquitousDataScope"
public let NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope =
  "NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope"

/// Item attributes, as Foundation's (the Spotlight names).
public let NSMetadataItemFSNameKey = "kMDItemFSName"
public let NSMetadataItemDisplayNameKey = "kMDItemDisplayName"
public let NSMetadataItemURLKey = "kMDItemURL"
public let NSMetadataItemPathKey = "kMDItemPath"
public let NSMetadataItemFSSizeKey = "kMDItemFSSize"
public let NSMetadataItemFSCreationDateKey = "kMDItemFSCreationDate"
public let NSMetadataItemFSContentChangeDateKey = "kMDItemFSContentChangeDate"
public let NSMetadataItemContentTypeKey = "kMDItemContentType"
public let NSMetadataItemContentTypeTreeKey = "kMDItemContentTypeTree"
public let NSMetadataItemIsUbiquitousKey = "NSMetadataItemIsUbiquitousKey"

/// iCloud item attributes and downloading states, as Foundation's.
public let NSMetadataUbiquitousItemDownloadingStatusKey = "NSMetadataUbiquitousItemDownloadingStatusKey"
public let NSMetadataUbiquitousItemDownloadingStatusNotDownloaded =
  "NSMetadataUbiquitousItemDownloadingStatusNotDownloaded"
public let NSMetadataUbiquitousItemDownloadingStatusDownloaded = "NSMetadataUbiquitousItemDownloadingStatusDownloaded"
public let NSMetadataUbiquitousItemDownloadingStatusCurrent = "NSMetadataUbiquitousItemDownloadingStatusCurrent"
public let NSMetadataUbiquitousItemIsDownloadingKey = "NSMetadataUbiquitousItemIsDownloadingKey"
public let NSMetadataUbiquitousItemIsUploadedKey = "NSMetadataUbiquitousItemIsUploadedKey"
public let NSMetadataUbiquitousItemIsUploadingKey = "NSMetadataUbiquitousItemIsUploadingKey"
public let NSMetadataUbiquitousItemHasUnresolvedConflictsKey = "NSMetadataUbiquitousItemHasUnresolvedConflictsKey"
public let NSMetadataUbiquitousItemPercentDownloadedKey = "NSMetadataUbiquitousItemPercentDownloadedKey"
public let NSMetadataUbiquitousItemPercentUploadedKey = "NSMetadataUbiquitousItemPercentUploadedKey"
public let NSMetadataUbiquitousItemDownloadingErrorKey = "NSMetadataUbiquitousItemDownloadingErrorKey"
public let NSMetadataUbiquitousItemUploadingErrorKey = "NSMetadataUbiquitousItemUploadingErrorKey"
public let NSMetadataUbiquitousItemIsSharedKey = "NSMetadataUbiquitousItemIsSharedKey"
