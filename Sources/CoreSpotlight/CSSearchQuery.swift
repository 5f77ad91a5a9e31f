import Foundation

/// A search of the app's Spotlight items, as CoreSpotlight's `CSSearchQuery`. A preview's
/// index keeps nothing (see `CSSearchableIndex`): `start()` finds no item, never calls
/// `foundItemsHandler`, and calls `completionHandler` with nil at once, on the calling thread.
open class CSSearchQuery: NSObject, @unchecked Sendable {
  public let queryString: String
  public let attributes: [String]?
  /// Called with each batch of items found; never called.
  open var foundItemsHandler: (([CSSearchableItem]) -> Void)?
  /// Called when the search ends, with nil or the error.
  open var completionHandler: (((any Error)?) -> Void)?
  /// How many items were found: 0.
  open private(set) var foundItemCount = 0
  open private(set) var isCancelled = false

  /// A query in Spotlight's query language (`title == "milk*"cd`), asking for the attributes
  /// named.
  public init(queryString: String, attributes: [String]?) {
    self.queryString = queryString
    self.attributes = attributes
    super.init()
  }

  /// A query with a context that names the attributes to fetch.
  public convenience init(queryString: String, queryContext: CSSearchQueryContext?) {
    self.init(queryString: queryString, attributes: queryContext?.fetchAttributes)
  }

  /// Finds nothing and completes at once.
  open func start() {
    guard !isCancelled else { return }
    completionHandler?(nil)
  }

  /// Stops the query; a cancelled query does not start.
  open func cancel() { isCancelled = true }
}

/// What a query fetches and how, as CoreSpotlight's `CSSearchQueryContext`; kept.
open class CSSearchQueryContext: NSObject, @unchecked Sendable {
  open var fetchAttributes: [String] = []
  open var filterQueries: [String] = []
  open var keyboardLanguage: String?

  public override init() { super.init() }
}
