import Foundation

/// An item of the app's that Spotlight can find, as CoreSpotlight's `CSSearchableItem`: its
/// identifier, its domain (a group to delete together) and attributes; kept as given.
open class CSSearchableItem: NSObject, @unchecked Sendable {
  open var uniqueIdentifier: String
  open var domainIdentifier: String?
  open var attributeSet: CSSearchableItemAttributeSet
  /// When Spotlight drops the item; a month after indexing by default on iOS.
  open var expirationDate: Date?
  /// Whether indexing updates the attributes it sets only.
  open var isUpdate = false

  /// An item; without an identifier, one is made.
  public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
    self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
    self.domainIdentifier = domainIdentifier
    self.attributeSet = attributeSet
    super.init()
  }
}

/// The activity type iOS opens the app with when a person taps one of its Spotlight items.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The key of the tapped item's unique identifier in that activity's `userInfo`.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type iOS opens the app with to continue a Spotlight search in it.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
/// The key of the search's text in that activity's `userInfo`.
public let CSSearchQueryString = "kCSSearchQueryString"
