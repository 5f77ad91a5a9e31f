import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a link's metadata, as LinkPresentation's `LPMetadataProvider`. A preview is
/// offline: every fetch fails with `LPError` `.metadataFetchFailed`, the handler called at
/// once, on the calling thread (iOS calls it later, on another queue), and the `async` form
/// throws it. `cancel()` is accepted.
open class LPMetadataProvider: NSObject, @unchecked Sendable {
  /// Whether the provider also loads the icon, image and video; kept.
  open var shouldFetchSubresources = true
  /// How long a fetch may take; kept (30 s by default, as on iOS).
  open var timeout: TimeInterval = 30

  public override init() { super.init() }

  /// Calls the handler at once with no metadata and `LPError` `.metadataFetchFailed`.
  open func startFetchingMetadata(
    for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
  ) {
    completionHandler(nil, LPError(.metadataFetchFailed))
  }

  /// Calls the handler at once with no metadata and `LPError` `.metadataFetchFailed`.
  open func startFetchingMetadata(
    for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
  ) {
    completionHandler(nil, LPError(.metadataFetchFailed))
  }

  /// Throws `LPError` `.metadataFetchFailed`.
  open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
    throw LPError(.metadataFetchFailed)
  }

  /// Throws `LPError` `.metadataFetchFailed`.
  open func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata {
    throw LPError(.metadataFetchFailed)
  }

  /// Accepted: no fetch is running.
  open func cancel() {}
}
