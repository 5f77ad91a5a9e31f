import Foundation

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

nonisolated extension View {
  /// Accepted; a list row's swipe actions show only while it is swiped, which a still frame
  /// never is, so the row is drawn at rest.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View { self }
}
