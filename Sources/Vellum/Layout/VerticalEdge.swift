import Foundation

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}
