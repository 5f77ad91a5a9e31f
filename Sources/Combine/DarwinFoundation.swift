import Foundation

// Members Apple's Foundation has and Linux's lacks, which view models and data services
// that import only Foundation call. They live here because `vellum preview` imports this
// module into every file, as Darwin's Foundation re-exports Combine.

extension UserDefaults {
  /// Key-value coding's setter, which Apple's `UserDefaults` answers as `set(_:forKey:)`
  /// (Linux's Foundation has no key-value coding).
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

  /// Key-value coding's getter, which Apple's `UserDefaults` answers as `object(forKey:)`.
  public func value(forKey key: String) -> Any? { object(forKey: key) }
}

extension FileManager {
  /// The shared container of an app group. A preview has no entitlements, so this is nil,
  /// as on iOS for a group the app does not belong to.
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }

  /// The app's iCloud container. A preview is signed into no iCloud account, so this is
  /// nil, as on iOS when iCloud is off.
  public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

  /// The token of the signed-in iCloud account: nil, as on iOS when no one is signed in.
  public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }

  /// Whether the item at a URL is kept in iCloud: never, with no account signed in.
  public func isUbiquitousItem(at url: URL) -> Bool { false }

  /// Asks iCloud to download an item. With no account signed in no item is in iCloud, so
  /// this throws `CocoaError.ubiquitousFileUnavailable` ("the item is unavailable"), the
  /// error iOS gives for an item iCloud cannot reach.
  public func startDownloadingUbiquitousItem(at url: URL) throws {
    throw CocoaError(.ubiquitousFileUnavailable, userInfo: [NSURLErrorKey: url])
  }

  /// Removes the local copy of an iCloud item; with no account, as above.
  public func evictUbiquitousItem(at url: URL) throws {
    throw CocoaError(.ubiquitousFileUnavailable, userInfo: [NSURLErrorKey: url])
  }
}

/// Whether an iCloud item's local copy is current, as Foundation's
/// `URLUbiquitousItemDownloadingStatus` (the values of
/// `URLResourceKey.ubiquitousItemDownloadingStatusKey`), which Linux's Foundation lacks. No
/// file here is in iCloud, so no resource value has one.
public struct URLUbiquitousItemDownloadingStatus: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The item has not been downloaded.
  public static let notDownloaded = Self(rawValue: "NSURLUbiquitousItemDownloadingStatusNotDownloaded")
  /// A local copy exists, perhaps not the newest.
  public static let downloaded = Self(rawValue: "NSURLUbiquitousItemDownloadingStatusDownloaded")
  /// The local copy is the newest.
  public static let current = Self(rawValue: "NSURLUbiquitousItemDownloadingStatusCurrent")
}

#if canImport(FoundationNetworking)
  extension URLSession {
    /// Apple's `data(for:)` without a task delegate, a method of its own there (so a
    /// `protocol URLSessionProtocol { func data(for:) … }` that `URLSession` conforms to
    /// compiles); Linux's has only `data(for:delegate:)` with a default delegate.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
      try await data(for: request, delegate: nil)
    }

    /// Apple's `data(from:)` without a task delegate; Linux's has only `data(from:delegate:)`.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
      try await data(from: url, delegate: nil)
    }
  }

  extension URLCache {
    /// iOS 13's initialiser, with the disk cache's folder as a URL (nil for the default
    /// folder), which Linux's Foundation lacks (it takes a path, without a default); an image
    /// loader's session is made with `URLCache(memoryCapacity:diskCapacity:)`.
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
      self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
  }

  extension URLRequest.NetworkServiceType {
    /// Apple's service type for data the user is waiting for (iOS 16), which Linux's
    /// Foundation lacks (its enumeration stops at call signalling and has no raw value for
    /// it). Here it is `.default`: Linux's `URLSession` does not act on a request's service type,
    /// so a request that sets it is sent as any other.
    public static var responsiveData: Self { .default }
  }
#endif

extension URL {
  /// The app's Documents folder, as Apple's `URL.documentsDirectory` (iOS 16+), which
  /// Linux's Foundation lacks. Apple's is inside the app's sandbox; a preview's sandbox is a
  /// fresh folder of the process's own under the temporary directory, empty when the
  /// process starts (as a new install's), so a render never reads a file another run wrote.
  public static var documentsDirectory: URL { PreviewSandbox.folder("Documents") }

  /// The app's Library folder (`Library` in the preview's sandbox).
  public static var libraryDirectory: URL { PreviewSandbox.folder("Library") }

  /// The app's Application Support folder (`Library/Application Support` in the preview's
  /// sandbox).
  public static var applicationSupportDirectory: URL { PreviewSandbox.folder("Library/Application Support") }

  /// The app's Caches folder (`Library/Caches` in the preview's sandbox).
  public static var cachesDirectory: URL { PreviewSandbox.folder("Library/Caches") }

  /// Asks for access to a security-scoped URL (one the file importer or a bookmark gave),
  /// as Apple's does; `false` means no access was granted, so nothing must be stopped. A
  /// preview has no sandbox extensions to grant and every file it can see is its own, so
  /// this answers `false`, as iOS does for a URL that is not security-scoped.
  public func startAccessingSecurityScopedResource() -> Bool { false }

  /// Gives up access that `startAccessingSecurityScopedResource()` granted; nothing here.
  public func stopAccessingSecurityScopedResource() {}
}

/// The folders that stand in for an iOS app's sandbox: made on first use under the
/// temporary directory, one set per process.
enum PreviewSandbox {
  static let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("vellum-sandbox-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

  static func folder(_ path: String) -> URL {
    let url = root.appendingPathComponent(path, isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Core Foundation's type identifier, which Apple's Foundation brings with Core Foundation and
/// Linux's keeps inside itself. Vellum's identifiers are numbers of its own, to compare with one
/// another: a JSON boolean from `JSONSerialization` (Foundation's boolean `NSNumber`) is
/// `CFBooleanGetTypeID()` and other numbers `CFNumberGetTypeID()`, so a parser that tells
/// `true` from `1` this way works.
public typealias CFTypeID = UInt

/// The Core Foundation type of an object (see `CFTypeID`); 1 for one of no type below.
public func CFGetTypeID(_ object: AnyObject?) -> CFTypeID {
  switch object {
  case let number as NSNumber:
    type(of: number) == type(of: NSNumber(value: true)) ? CFBooleanGetTypeID() : CFNumberGetTypeID()
  case is NSString: CFStringGetTypeID()
  case is NSArray: CFArrayGetTypeID()
  case is NSDictionary: CFDictionaryGetTypeID()
  case is NSData: CFDataGetTypeID()
  case is NSNull: CFNullGetTypeID()
  default: 1
  }
}

public func CFBooleanGetTypeID() -> CFTypeID { 21 }
public func CFNumberGetTypeID() -> CFTypeID { 22 }
public func CFStringGetTypeID() -> CFTypeID { 7 }
public func CFArrayGetTypeID() -> CFTypeID { 19 }
public func CFDictionaryGetTypeID() -> CFTypeID { 18 }
public func CFDataGetTypeID() -> CFTypeID { 20 }
public func CFNullGetTypeID() -> CFTypeID { 16 }

#if canImport(Glibc)
  import Glibc

  /// Darwin's `dlclose`, whose handle is not declared non-null as glibc's is, so a file that
  /// passes `dlopen`'s optional result straight back (a Markdown parser looking up its
  /// extensions) compiles; a nil handle fails, as `dlclose(NULL)` does.
  public func dlclose(_ handle: UnsafeMutableRawPointer?) -> Int32 {
    guard let handle else { return -1 }
    return Glibc.dlclose(handle)
  }
#endif
