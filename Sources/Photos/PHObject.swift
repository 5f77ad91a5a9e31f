import Foundation

/// An object in the photo library, as Photos' `PHObject`: an asset or a collection, known by
/// its local identifier and compared by it. Vellum's library holds none; an object an app
/// makes itself (`PHAsset()`, as previews do) is in no library and has a fresh identifier.
open class PHObject: NSObject, @unchecked Sendable {
  /// The object's identifier in the library (`"<UUID>/L0/001"`, the form Photos uses).
  public let localIdentifier: String

  public override init() {
    localIdentifier = "\(UUID().uuidString)/L0/001"
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? PHObject)?.localIdentifier == localIdentifier
  }

  open override var hash: Int { localIdentifier.hashValue }
}

/// Stands for an object a change request creates, as Photos' `PHObjectPlaceholder`; its
/// identifier names an object that is never made (changes fail).
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}
