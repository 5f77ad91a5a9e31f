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

/// Text and links as drag sources carry them (`NSItemProvider(object: item.id as NSString)`).
extension NSString: NSItemProviderWriting, NSItemProviderReading {
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
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
  /// The type an item was registered under by `init(item:typeIdentifier:)`.
  private let itemType: String?

  public override init() {
    (object, itemType) = (nil, nil)
    super.init()
  }

  /// A provider carrying an object, registered under its class's writable types.
  public init(object: any NSItemProviderWriting) {
    (self.object, itemType) = (object, nil)
    super.init()
  }

  /// A provider of an item under a type identifier, as drag sources made one before
  /// `NSItemProviderWriting`; the item is registered, not kept (loading it fails as any
  /// load of data does).
  public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
    (object, itemType) = (nil, item == nil ? nil : typeIdentifier)
    super.init()
  }

  /// A provider of a file's contents, registered under the type its extension names (a
  /// drag source's `NSItemProvider(contentsOf: url)`); the contents are not loaded.
  public convenience init?(contentsOf fileURL: URL) {
    let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? "public.data"
    self.init(item: fileURL as NSURL, typeIdentifier: type)
  }

  /// The types of the items it carries: its object's class's writable types, the type its
  /// item was registered under, or none.
  open var registeredTypeIdentifiers: [String] {
    object.map { type(of: $0).writableTypeIdentifiersForItemProvider } ?? itemType.map { [$0] } ?? []
  }

  /// Whether its object is registered under a type that conforms to `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    guard let wanted = UTType(typeIdentifier) else { return registeredTypeIdentifiers.contains(typeIdentifier) }
    return registeredTypeIdentifiers.contains { UTType($0)?.conforms(to: wanted) ?? ($0 == typeIdentifier) }
  }

  /// Whether it carries an object of that class (or a subclass).
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    guard let object else { return false }
    // A bridged string is a subclass of NSString.
    return ObjectIdentifier(type(of: object)) == ObjectIdentifier(aClass)
      || (object as? NSObject)?.isKind(of: aClass) == true
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
