import Foundation

/// A class whose objects an item provider can load, as Foundation's `NSItemProviderReading`
/// (`UIImage.self`, as photo-picker coordinators ask `canLoadObject(ofClass:)`).
public protocol NSItemProviderReading: AnyObject {
  /// The uniform type identifiers the class reads, as in Foundation.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
}

extension UIImage: NSItemProviderReading {
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.image"] }
}

/// Foundation's item provider, as a photo picker's results and drag and drop hand one out
/// (Linux's Foundation has none).
///
/// A preview has nothing to hand out: a provider carries no items, so
/// `canLoadObject(ofClass:)` answers `false` and a load fails at once, on the calling thread,
/// with `NSItemProvider.ErrorCode.itemUnavailableError` (iOS calls the handler later, on
/// another queue).
open class NSItemProvider: NSObject, @unchecked Sendable {
  /// The codes of `NSItemProvider.errorDomain`, as in Foundation.
  public enum ErrorCode: Int, Sendable {
    case unknownError = -1
    case itemUnavailableError = -1000
    case unexpectedValueClassError = -1100
    case unavailableCoercionError = -1200
  }
  /// Foundation's `NSItemProviderErrorDomain`.
  public static let errorDomain = "NSItemProviderErrorDomain"

  /// The name a receiver may give the item.
  open var suggestedName: String?

  public override init() { super.init() }

  /// The types of the items it carries: none.
  open var registeredTypeIdentifiers: [String] { [] }

  /// `false`: it carries no item.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }

  /// `false`: it carries no object of any class.
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }

  /// Calls the handler at once with no object and the unavailable-item error.
  @discardableResult
  open func loadObject(
    ofClass aClass: any NSItemProviderReading.Type,
    completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress {
    completionHandler(nil, Self.unavailable)
    return Self.finished
  }

  /// Calls the handler at once with no data and the unavailable-item error.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    completionHandler(nil, Self.unavailable)
    return Self.finished
  }

  /// Calls the handler at once with no file and the unavailable-item error.
  @discardableResult
  open func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    completionHandler(nil, Self.unavailable)
    return Self.finished
  }

  private static var unavailable: NSError {
    NSError(domain: errorDomain, code: ErrorCode.itemUnavailableError.rawValue)
  }

  private static var finished: Progress {
    let progress = Progress(totalUnitCount: 1)
    progress.completedUnitCount = 1
    return progress
  }
}
