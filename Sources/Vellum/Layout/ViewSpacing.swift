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
  enum Category: CaseIterable, Sendable {
    case edgeAboveText, edgeBelowText, textToText, uncategorized
  }

  /// One edge's minimum distances by category; nil where the edge has none. Stored inline
  /// as four numbers (NaN for none), so spacing values are copied without allocating.
  struct EdgeValues: Sendable {
    private var values: (CGFloat, CGFloat, CGFloat, CGFloat) = (.nan, .nan, .nan, .nan)

    init(edgeAboveText: CGFloat? = nil, edgeBelowText: CGFloat? = nil, textToText: CGFloat? = nil) {
      self[.edgeAboveText] = edgeAboveText
      self[.edgeBelowText] = edgeBelowText
      self[.textToText] = textToText
    }

    var uncategorized: CGFloat? {
      get { self[.uncategorized] }
      set { self[.uncategorized] = newValue }
    }

    subscript(category: Category) -> CGFloat? {
      get {
        let value =
          switch category {
          case .edgeAboveText: values.0
          case .edgeBelowText: values.1
          case .textToText: values.2
          case .uncategorized: values.3
          }
        return value.isNaN ? nil : value
      }
      set {
        let value = newValue ?? .nan
        switch category {
        case .edgeAboveText: values.0 = value
        case .edgeBelowText: values.1 = value
        case .textToText: values.2 = value
        case .uncategorized: values.3 = value
        }
      }
    }
  }

  /// The default distance between views that share no spacing category.
  static let defaultDistance: CGFloat = 8

  private var top = EdgeValues()
  private var leading = EdgeValues()
  private var bottom = EdgeValues()
  private var trailing = EdgeValues()

  subscript(edge: Edge) -> EdgeValues {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  /// Ordinary spacing: the text-edge categories at zero, so neighbours get the default.
  public init() {
    top[.edgeBelowText] = 0
    bottom[.edgeAboveText] = 0
  }

  /// No preferences on any edge.
  static let empty: ViewSpacing = {
    var spacing = ViewSpacing()
    spacing.top = EdgeValues()
    spacing.bottom = EdgeValues()
    return spacing
  }()

  /// No spacing preference on any edge: neighbours touch.
  public static let zero: ViewSpacing = {
    var spacing = ViewSpacing.empty
    for edge in Edge.allCases { spacing[edge].uncategorized = 0 }
    return spacing
  }()

  /// The spacing of a `Text` with the given font metrics (spec §2.1 rule 4).
  static func text(lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, pixel: CGFloat)
    -> ViewSpacing
  {
    let t = (0.1 * lineHeight / pixel).rounded(.up) * pixel
    let d = lineHeight + t
    var spacing = ViewSpacing.empty
    spacing.top = EdgeValues(edgeAboveText: d - ascender, textToText: 0)
    spacing.bottom = EdgeValues(edgeBelowText: max(d - capHeight, t + descender), textToText: 0)
    return spacing
  }

  /// The distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = self[axis == .horizontal ? .trailing : .bottom]
    let theirs = next[axis == .horizontal ? .leading : .top]
    var best: CGFloat?
    for category in [Category.edgeAboveText, .edgeBelowText, .textToText] {
      if let value = mine[category], let other = theirs[category] { best = max(best ?? -.infinity, value + other) }
    }
    if let best { return best }
    let a = mine.uncategorized
    let b = theirs.uncategorized
    if a != nil || b != nil { return (a ?? 0) + (b ?? 0) }
    return Self.defaultDistance
  }

  /// Merges `other`'s preferences into this one on the given edges, keeping the larger value.
  public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
    for edge in Edge.allCases where set.contains(Edge.Set(edge)) {
      for category in Category.allCases {
        guard let value = other[edge][category] else { continue }
        self[edge][category] = max(self[edge][category] ?? value, value)
      }
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
      copy[edge] = plain[edge]
    }
    return copy
  }

  public var description: String {
    Edge.allCases.map { edge in
      let values = Category.allCases.compactMap { category in
        self[edge][category].map { (name: "\(category)", value: $0) }
      }.sorted { $0.name < $1.name }.map { "\($0.name)=\(formatNumber($0.value))" }
      return "\(edge): [\(values.joined(separator: ", "))]"
    }.joined(separator: "; ")
  }
}
