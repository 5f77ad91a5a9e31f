import Foundation

/// The app's part of the on-device Spotlight index, as CoreSpotlight's `CSSearchableIndex`.
/// A preview's index keeps nothing: indexing and deleting succeed at once (the handler, if
/// any, is called with nil on the calling thread; iOS calls it later on another queue, and
/// the `async` forms return), and nothing indexed is ever found (`CSSearchQuery`).
open class CSSearchableIndex: NSObject, @unchecked Sendable {
  private static let shared = CSSearchableIndex(name: "default")

  /// The index's name; the default index has none on iOS.
  public let name: String?
  /// Told when the index wants the app to index again; kept, never called.
  open weak var indexDelegate: (any CSSearchableIndexDelegate)?

  public override init() {
    name = nil
    super.init()
  }

  /// A named index, kept apart from the app's default one on iOS.
  public init(name: String) {
    self.name = name
    super.init()
  }

  /// The app's default index.
  open class func `default`() -> CSSearchableIndex { shared }

  /// `true`: Spotlight indexing is available (what is indexed is not kept).
  open class func isIndexingAvailable() -> Bool { true }

  /// Accepts the items and keeps none; calls the handler with nil at once.
  open func indexSearchableItems(
    _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    completionHandler?(nil)
  }

  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {}

  /// Nothing to delete; calls the handler with nil at once.
  open func deleteSearchableItems(
    withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    completionHandler?(nil)
  }

  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {}

  /// Nothing to delete; calls the handler with nil at once.
  open func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    completionHandler?(nil)
  }

  open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {}

  /// Nothing to delete; calls the handler with nil at once.
  open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    completionHandler?(nil)
  }

  open func deleteAllSearchableItems() async throws {}

  /// Starts a batch of changes; accepted.
  open func beginIndexBatch() {}

  /// Ends a batch, keeping the client state the app passes; calls the handler with nil at once.
  open func endIndexBatch(
    withClientState clientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    self.clientState = clientState
    completionHandler?(nil)
  }

  /// Calls the handler at once with the client state of the last batch (nil before one).
  open func fetchLastClientState(completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) {
    completionHandler(clientState, nil)
  }

  private var clientState: Data?
}

/// What an index asks of the app, as CoreSpotlight's `CSSearchableIndexDelegate`; a
/// preview's index never asks.
public protocol CSSearchableIndexDelegate: AnyObject {
  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexAllSearchableItemsWithAcknowledgementHandler handler: @escaping () -> Void)
  func searchableIndex(
    _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
    acknowledgementHandler: @escaping () -> Void)
}
