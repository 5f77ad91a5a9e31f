import Foundation

/// Why a Live Activity could not start, as ActivityKit's `ActivityAuthorizationError`. On a
/// device whose person turned Live Activities off for the app, `Activity.request` throws
/// `.denied`, as every request does in Vellum.
public enum ActivityAuthorizationError: Error, LocalizedError, Hashable, Sendable {
  case attributesTooLarge
  case denied
  case globalMaximumExceeded
  case malformedActivityIdentifier
  case missingProcessIdentifier
  case persistenceFailure
  case reconnectNotPermitted
  case targetMaximumExceeded
  case unentitled
  case unsupported
  case unsupportedTarget
  case visibility

  /// What went wrong, in Vellum's words.
  public var errorDescription: String? {
    switch self {
    case .attributesTooLarge: "The provided Live Activity attributes exceeded the maximum size of 4KB."
    case .denied: "The user has denied Live Activities for this app."
    case .globalMaximumExceeded: "The maximum number of Live Activities on the device has been reached."
    case .malformedActivityIdentifier: "The activity identifier is malformed."
    case .missingProcessIdentifier: "The process that tried to start the Live Activity has no identifier."
    case .persistenceFailure: "The Live Activity could not be persisted."
    case .reconnectNotPermitted: "The process may not reconnect to the Live Activity."
    case .targetMaximumExceeded: "The app has reached its maximum number of Live Activities."
    case .unentitled: "The app lacks the entitlement for Live Activities."
    case .unsupported: "Live Activities are not supported on this device."
    case .unsupportedTarget: "The app's target does not support Live Activities."
    case .visibility: "A Live Activity can only be started while the app is in the foreground."
    }
  }
}
