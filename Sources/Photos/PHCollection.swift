import Foundation

/// A collection in the library, as Photos' `PHCollection`: an album or a folder of them.
/// A preview's library has none, so no fetch finds one.
open class PHCollection: PHObject, @unchecked Sendable {
  open var localizedTitle: String? { nil }
  open var canContainAssets: Bool { false }
  open var canContainCollections: Bool { false }

  /// Whether the collection can be changed so: `false`, since nothing may be changed.
  open func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool { false }

  /// The albums and folders at the top of the person's library: none.
  open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
    PHFetchResult()
  }
}

/// What can be done to a collection, as in Photos.
public enum PHCollectionEditOperation: Int, Sendable {
  case deleteContent = 1, removeContent, addContent, createContent, rearrangeContent, delete, rename
}
