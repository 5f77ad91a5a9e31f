import Foundation

/// A type that names an alignment guide and gives its default value, as in SwiftUI.
public protocol AlignmentID {
  /// The guide's value in a view that does not set it explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide along the horizontal axis (leading, centre, trailing, or custom).
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's type: no reference counting when alignments are copied.
  let id: any AlignmentID.Type
  var key: ObjectIdentifier { ObjectIdentifier(id) }
  var name: String { String(describing: id) }
  func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

  /// Creates a custom alignment from an `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) {
    self.id = id
  }

  public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
  public var description: String { name }

  public static let leading = HorizontalAlignment(LeadingID.self)
  public static let center = HorizontalAlignment(HCenterID.self)
  public static let trailing = HorizontalAlignment(TrailingID.self)
  /// Where a `List` row's separator starts. Defaults to the row content's leading edge;
  /// a `Label` in a row sets it to its title, as on iOS.
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
  /// Where a `List` row's separator ends. Defaults to the row's trailing edge.
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

/// An alignment guide along the vertical axis (top, centre, bottom, baselines, or custom).
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's type: no reference counting when alignments are copied.
  let id: any AlignmentID.Type
  var key: ObjectIdentifier { ObjectIdentifier(id) }
  var name: String { String(describing: id) }
  func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

  public init(_ id: any AlignmentID.Type) {
    self.id = id
  }

  public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
  public var description: String { name }

  public static let top = VerticalAlignment(TopID.self)
  public static let center = VerticalAlignment(VCenterID.self)
  public static let bottom = VerticalAlignment(BottomID.self)
  /// Defaults to the bottom edge in views without text.
  public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
  /// Defaults to the bottom edge in views without text.
  public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

enum ListRowSeparatorLeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum ListRowSeparatorTrailingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// A pair of horizontal and vertical guides, as in SwiftUI.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)

  public var description: String { "\(horizontal)/\(vertical)" }
}

/// A view's size and its alignment guides, as seen by its parent.
public struct ViewDimensions: Equatable {
  public let width: CGFloat
  public let height: CGFloat
  /// The node whose explicit guides these are, measured under `proposal`; nil for none.
  let source: Node?
  let proposal: ProposedViewSize

  init(size: CGSize, source: Node? = nil, proposal: ProposedViewSize = .unspecified) {
    width = size.width
    height = size.height
    self.source = source
    self.proposal = proposal
  }

  var size: CGSize { CGSize(width: width, height: height) }

  public subscript(guide: HorizontalAlignment) -> CGFloat { self[explicit: guide] ?? guide.defaultValue(self) }
  public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.defaultValue(self) }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    source?.explicitAlignment(guide, size: size, proposal: proposal)
  }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    source?.explicitAlignment(guide, size: size, proposal: proposal)
  }

  public static func == (a: Self, b: Self) -> Bool { a.width == b.width && a.height == b.height }
}

/// The edges of a rectangle, as in SwiftUI.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge of a rectangle, as in SwiftUI.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  var horizontal: CGFloat { leading + trailing }
  var vertical: CGFloat { top + bottom }
}
