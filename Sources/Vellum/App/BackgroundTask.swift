import Foundation

/// A kind of background work an app's scene handles (`.appRefresh`, `.urlSession`), as in
/// SwiftUI. No background work runs in a render: `.backgroundTask` is accepted, its action never called.
public struct BackgroundTask<Request, Response>: Sendable {
  let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
  /// An app refresh task with an identifier registered in the app's Info.plist.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(name: identifier)
  }
  /// A background URL session's events, by the session's identifier.
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(name: identifier)
  }
}

extension Scene {
  /// Accepted: no background task runs in a render.
  public func backgroundTask<Request, Response: Sendable>(
    _ task: BackgroundTask<Request, Response>, action: @escaping @Sendable (Request) async -> Response
  ) -> some Scene { self }
}
