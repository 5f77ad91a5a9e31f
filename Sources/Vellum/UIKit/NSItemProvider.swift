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

/// A class whose objects an item provider can carry, as Foundation's `NSItemProviderWriting`
/// (`NSItemProvider(object: image)`).
public protocol NSItemProviderWriting: AnyObject {
  /// The uniform type identifiers the class writes, as in Foundation.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
}

extension UIImage: NSItemProviderWriting {
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
}

/// Foundation's item provider, as a photo picker's results and drag and drop hand one out
/// (Linux's Foundation has none).
///
/// A preview has nothing to hand out: a provider carries no items, so
/// `canLoadObject(ofClass:)` answers `false` and a load fails at once, on the calling thread,
/// with `NSItemProvider.ErrorCode.itemUnavailableError` (iOS calls the handler later, on
/// another queue). A provider made with an object (`NSItemProvider(object:)`, as a share
/// sheet's link metadata makes one for its image) carries that object and hands it back to
/// `loadObject(ofClass:)` for its own class, at once; its data is not loaded.
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

  /// The object it was made with, if any.
  private let object: (any NSItemProviderWriting)?

  public override init() {
    object = nil
    super.init()
  }

  /// A provider carrying an object, registered under its class's writable types.
  public init(object: any NSItemProviderWriting) {
    self.object = object
    super.init()
  }

  /// The types of the items it carries: its object's class's writable types, or none.
  open var registeredTypeIdentifiers: [String] {
    object.map { type(of: $0).writableTypeIdentifiersForItemProvider } ?? []
  }

  /// Whether its object is registered under a type that conforms to `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    guard let wanted = UTType(typeIdentifier) else { return registeredTypeIdentifiers.contains(typeIdentifier) }
    return registeredTypeIdentifiers.contains { UTType($0)?.conforms(to: wanted) ?? ($0 == typeIdentifier) }
  }

  /// Whether it carries an object of that class.
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    object.map { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(aClass) } ?? false
  }

  /// Calls the handler at once with its object, if it is of that class; otherwise with no
  /// object and the unavailable-item error.
  @discardableResult
  open func loadObject(
    ofClass aClass: any NSItemProviderReading.Type,
    completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress {
    if canLoadObject(ofClass: aClass), let object = object as? any NSItemProviderReading {
      completionHandler(object, nil)
    } else {
      completionHandler(nil, Self.unavailable)
    }
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
