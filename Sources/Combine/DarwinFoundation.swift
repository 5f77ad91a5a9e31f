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
#endif
