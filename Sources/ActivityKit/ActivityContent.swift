import Foundation

/// A Live Activity's changing content with when it goes stale and how relevant it is, as
/// ActivityKit's `ActivityContent`; kept as given.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable, Codable {
  public var state: State
  /// When the system marks the content out of date; nil for never.
  public var staleDate: Date?
  /// Which of the app's activities the Dynamic Island shows first (higher is more relevant).
  public var relevanceScore: Double

  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

extension ActivityContent: Sendable where State: Sendable {}
