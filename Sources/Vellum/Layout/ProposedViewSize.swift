import Foundation

/// A proposal for the size of a view, as in SwiftUI.
///
/// `nil` in a dimension asks for the view's ideal size, `0` for its minimum and
/// `.infinity` for its maximum; any other number asks the view to fit that length.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Replaces `nil` dimensions with the given size (SwiftUI uses 10×10 for shapes).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    func text(_ v: CGFloat?) -> String { v.map { formatNumber($0) } ?? "nil" }
    return "(\(text(width)), \(text(height)))"
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
    if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
  }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal
  case vertical

  /// A set of axes, as used by `ScrollView` and `containerRelativeFrame`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }

  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(major: CGFloat, minor: CGFloat, axis: Axis) {
    if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
  }
}

extension CGPoint {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}

/// Formats a number with fixed precision for text snapshots: at most two decimals, no
/// trailing zeros, and never "-0".
func formatNumber(_ value: CGFloat) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  var rounded = (value * 100).rounded() / 100
  if rounded == 0 { rounded = 0 }
  var text = String(format: "%.2f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
