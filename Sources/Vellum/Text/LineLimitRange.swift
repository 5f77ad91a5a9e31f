import Foundation

struct LineLimitReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
  /// The lines a vertical text field keeps room for even when shorter: the lower bound
  /// of `lineLimit(_:)` with a range, or the count of `lineLimit(_:reservesSpace: true)`.
  var lineLimitReservedLines: Int? {
    get { self[LineLimitReservedLinesKey.self] }
    set { self[LineLimitReservedLinesKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Text uses at most the range's upper bound of lines; a vertical `TextField` keeps room
  /// for at least its lower bound, as in SwiftUI. (Vellum's `Text` does not reserve the
  /// lower bound; SwiftUI's does not either outside fields.)
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.lineLimitReservedLines, max(limit.lowerBound, 1))
  }

  /// At least `limit.lowerBound` lines in a vertical `TextField`, with no upper bound.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    environment(\.lineLimit, nil).environment(\.lineLimitReservedLines, max(limit.lowerBound, 1))
  }

  /// At most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    environment(\.lineLimit, max(limit.upperBound, 1))
  }

  /// At most `limit` lines; with `reservesSpace`, text and vertical text fields keep room
  /// for all of them even when shorter, as in SwiftUI.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environment(\.lineLimit, max(limit, 1)).environment(\.lineLimitReservedLines, reservesSpace ? max(limit, 1) : nil)
      .environment(\.textReservedLines, reservesSpace ? max(limit, 1) : nil)
  }
}
