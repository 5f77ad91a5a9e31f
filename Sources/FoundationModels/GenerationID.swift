import Foundation

/// The identity of one generated value across a stream's snapshots, as FoundationModels'
/// `GenerationID`; each is new and unique.
public struct GenerationID: Sendable, Hashable {
  private let value = UUID()

  public init() {}
}
