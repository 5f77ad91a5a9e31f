import Foundation

/// How a `List` looks, as SwiftUI's `ListStyle`. Vellum's styles are the built-in ones.
public protocol ListStyle {
  /// The look the style draws.
  var _kind: _ListStyleKind { get }
}

/// The looks the built-in list styles draw (an implementation detail of `ListStyle`).
public enum _ListStyleKind: Hashable, Sendable {
  /// Rows edge to edge on the system background, separators inset to the text.
  case plain
  /// Sections as full-width blocks on the grouped background, headers upper-cased.
  case grouped
  /// Sections as rounded cards inset from the screen's edges on the grouped background.
  case insetGrouped
  /// A plain list whose rows are inset from the screen's edges.
  case inset

  var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

/// The platform default. On iOS 16 and later a `List` with no style is drawn inset-grouped,
/// in a `NavigationStack` or not (spec §2.4a: a bare `List` shows cards).
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _kind: _ListStyleKind { .insetGrouped }
}

/// Rows edge to edge on the system background.
public struct PlainListStyle: ListStyle {
  public init() {}
  public var _kind: _ListStyleKind { .plain }
}

/// Sections as full-width blocks on the grouped background.
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _kind: _ListStyleKind { .grouped }
}

/// Sections as rounded cards inset from the screen's edges (iOS's default).
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _kind: _ListStyleKind { .insetGrouped }
}

/// A plain list whose rows are inset from the screen's edges.
public struct InsetListStyle: ListStyle {
  public init() {}
  public var _kind: _ListStyleKind { .inset }
}

/// A sidebar list. On an iPhone canvas it looks inset-grouped (Vellum does not draw the
/// iPad sidebar's collapsible sections).
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _kind: _ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

enum ListStyleKey: EnvironmentKey { static let defaultValue: _ListStyleKind = .insetGrouped }

extension EnvironmentValues {
  var listStyle: _ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the lists inside this view, as in SwiftUI.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyle, style._kind)
  }
}
