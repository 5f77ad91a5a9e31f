import Foundation

/// The spacing preferences of a view on each of its edges, as in SwiftUI.
///
/// Each edge holds minimum distances keyed by category. The distance between two views is
/// the largest sum over the categories both share; with no shared category it is the sum
/// of their category-less values, and with none of those the platform default of 8 points
/// (spec §2.1). Ordinary views carry text-edge categories only, so they sit 8 apart; a
/// `Text` publishes its font metrics on its top and bottom edges; a `Spacer` carries zero,
/// category-less values along its stack axis.
public struct ViewSpacing: Sendable, CustomStringConvertible {
  enum Category: Hashable, Sendable {
    case edgeAboveText, edgeBelowText, textToText, uncategorized
  }

  /// The default distance between views that share no spacing category.
  static let defaultDistance: CGFloat = 8

  var edges: [Edge: [Category: CGFloat]]

  /// Ordinary spacing: the text-edge categories at zero, so neighbours get the default.
  public init() {
    edges = [
      .top: [.edgeBelowText: 0], .bottom: [.edgeAboveText: 0],
      .leading: [:], .trailing: [:],
    ]
  }

  init(edges: [Edge: [Category: CGFloat]]) { self.edges = edges }

  /// No spacing preference on any edge: neighbours touch.
  public static let zero = ViewSpacing(edges: [
    .top: [.uncategorized: 0], .bottom: [.uncategorized: 0],
    .leading: [.uncategorized: 0], .trailing: [.uncategorized: 0],
  ])

  /// The spacing of a `Text` with the given font metrics (spec §2.1 rule 4).
  static func text(lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, pixel: CGFloat)
    -> ViewSpacing
  {
    let t = (0.1 * lineHeight / pixel).rounded(.up) * pixel
    let d = lineHeight + t
    return ViewSpacing(edges: [
      .top: [.edgeAboveText: d - ascender, .textToText: 0],
      .bottom: [.edgeBelowText: max(d - capHeight, t + descender), .textToText: 0],
      .leading: [:], .trailing: [:],
    ])
  }

  /// The distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = edges[axis == .horizontal ? .trailing : .bottom] ?? [:]
    let theirs = next.edges[axis == .horizontal ? .leading : .top] ?? [:]
    var best: CGFloat?
    for (category, value) in mine where category != .uncategorized {
      if let other = theirs[category] { best = max(best ?? -.infinity, value + other) }
    }
    if let best { return best }
    let a = mine[.uncategorized]
    let b = theirs[.uncategorized]
    if a != nil || b != nil { return (a ?? 0) + (b ?? 0) }
    return Self.defaultDistance
  }

  /// Merges `other`'s preferences into this one on the given edges, keeping the larger value.
  public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
    for edge in Edge.allCases where set.contains(Edge.Set(edge)) {
      var merged = edges[edge] ?? [:]
      for (category, value) in other.edges[edge] ?? [:] { merged[category] = max(merged[category] ?? value, value) }
      edges[edge] = merged
    }
  }

  public func union(_ other: ViewSpacing, edges set: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: set)
    return copy
  }

  /// Replaces the preferences of the edges along `axis` with the ordinary ones.
  func resetting(_ axis: Axis) -> ViewSpacing {
    var copy = self
    let plain = ViewSpacing()
    for edge: Edge in axis == .horizontal ? [.leading, .trailing] : [.top, .bottom] {
      copy.edges[edge] = plain.edges[edge]
    }
    return copy
  }

  public var description: String {
    Edge.allCases.map { edge in
      let values = (edges[edge] ?? [:]).sorted { "\($0.key)" < "\($1.key)" }.map {
        "\($0.key)=\(formatNumber($0.value))"
      }
      return "\(edge): [\(values.joined(separator: ", "))]"
    }.joined(separator: "; ")
  }
}
