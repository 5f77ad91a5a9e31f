import Foundation

/// One report of iOS 17's live location updates. A preview's device never delivers one:
/// `liveUpdates()` waits, as iOS's does before a location is known, until the task iterating it
/// is cancelled, then ends.
public struct CLLocationUpdate: Sendable {
  public var location: CLLocation? { nil }
  public var isStationary: Bool { false }
  public var authorizationDenied: Bool { true }
  public var authorizationDeniedGlobally: Bool { false }
  public var authorizationRestricted: Bool { false }
  public var authorizationRequestInProgress: Bool { false }
  public var accuracyLimited: Bool { false }
  public var locationUnavailable: Bool { true }
  public var insufficientlyInUse: Bool { false }
  public var serviceSessionRequired: Bool { false }

  /// The updates for a kind of activity; none ever arrives.
  public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }

  /// The kinds of activity live updates are tuned for.
  public struct LiveConfiguration: Sendable, Hashable {
    let name: String
    public static let `default` = LiveConfiguration(name: "default")
    public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
    public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
    public static let fitness = LiveConfiguration(name: "fitness")
    public static let airborne = LiveConfiguration(name: "airborne")
  }

  /// The sequence of updates: empty, ending only once its task is cancelled.
  public struct Updates: AsyncSequence, Sendable {
    public typealias Element = CLLocationUpdate

    public func makeAsyncIterator() -> Iterator { Iterator() }

    public struct Iterator: AsyncIteratorProtocol {
      /// Waits until the task is cancelled, then ends (nil).
      public mutating func next() async throws -> CLLocationUpdate? {
        while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
        return nil
      }
    }
  }
}
