import Vellum

/// An item chosen in the photo picker, as PhotosUI's `PhotosPickerItem`. Vellum's picker is
/// never shown, so no item comes from it; one made with `init(itemIdentifier:)` has no photo
/// library behind it, so loading it gives nil.
public struct PhotosPickerItem: Hashable, Sendable {
  /// The asset's identifier in the photo library.
  public let itemIdentifier: String?
  /// The types the item can be loaded as (none: there is no photo library).
  public let supportedContentTypes: [UTType]

  public init(itemIdentifier: String) {
    self.itemIdentifier = itemIdentifier
    supportedContentTypes = []
  }

  /// Returns nil: there is no photo library to load from. Apple's takes a `Transferable`
  /// type (`Data.self`, `Image.self`); Vellum, which has no `Transferable`, takes any type.
  public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }

  /// Loads the item with a completion handler, as PhotosUI's form of iOS 16: the handler is
  /// called once with nil (no photo library), here before this returns where iOS calls it
  /// later on another queue; the progress returned is complete.
  @discardableResult
  public func loadTransferable<T>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
  ) -> Progress {
    completionHandler(.success(nil))
    let progress = Progress(totalUnitCount: 1)
    progress.completedUnitCount = 1
    return progress
  }

  /// Which encoding of an item to load when it has several (HEIC or JPEG), as in PhotosUI (accepted).
  public enum EncodingDisambiguationPolicy: Hashable, Sendable {
    case automatic, current, compatible
  }
}
