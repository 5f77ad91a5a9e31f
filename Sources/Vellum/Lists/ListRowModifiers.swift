import Foundation

/// What a row of a `List` or `Form` tells its list: SwiftUI keeps these as traits of the
/// row, read by the list only (Vellum: container values, which likewise reach the direct
/// container and not containers nested in the row).
struct ListRowTraits {
  var insets: EdgeInsets?
  var background: AnyView?
  var separatorHidden: VerticalEdge.Set = []
  var separatorTint: Color?
  /// The text of a `.badge` on the row, drawn trailing in the secondary colour.
  var badge: Text?
  /// The row is a `NavigationLink`: iOS draws a disclosure chevron at its trailing edge.
  var hasDisclosure = false
}

enum ListRowTraitsKey: ContainerValueKey { static var defaultValue: ListRowTraits { ListRowTraits() } }

/// What a `Section` tells its list.
struct ListSectionTraits {
  var separatorHidden: VerticalEdge.Set = []
}

enum ListSectionTraitsKey: ContainerValueKey { static var defaultValue: ListSectionTraits { ListSectionTraits() } }

extension ContainerValues {
  var listRow: ListRowTraits {
    get { self[ListRowTraitsKey.self] }
    set { self[ListRowTraitsKey.self] = newValue }
  }
  var listSection: ListSectionTraits {
    get { self[ListSectionTraitsKey.self] }
    set { self[ListSectionTraitsKey.self] = newValue }
  }
}

/// Changes one list-row trait on every child of a view (it passes up through modifiers to
/// the list, as SwiftUI's row traits do).
nonisolated struct ListRowTraitModifier<Content: View>: View {
  let content: Content
  let change: (inout ListRowTraits) -> Void
  var body: some View {
    Group(subviews: content) { subviews in
      ForEach(subviews) { subview in
        subview.containerValue(
          \.listRow,
          {
            var t = subview.containerValues.listRow; change(&t); return t
          }())
      }
    }
  }
}

nonisolated extension View {
  /// The insets of this row's content in a list, as in SwiftUI (`nil`: the style's).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    ListRowTraitModifier(content: self) { $0.insets = insets }
  }

  /// The view drawn behind this row in a list, as in SwiftUI (`nil`: the style's).
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    ListRowTraitModifier(content: self) { $0.background = view.map { AnyView($0) } }
  }

  /// Shows or hides this row's separators in a list, as in SwiftUI. Vellum draws one
  /// separator between two rows; hiding either row's edge next to it hides it.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    ListRowTraitModifier(content: self) { traits in
      if visibility == .hidden {
        traits.separatorHidden.formUnion(edges)
      } else {
        traits.separatorHidden.subtract(edges)
      }
    }
  }

  /// The colour of this row's separators, as in SwiftUI (`nil`: the system separator).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    ListRowTraitModifier(content: self) { $0.separatorTint = color }
  }

  /// Shows or hides the separators above and below a section, as in SwiftUI. Vellum's
  /// grouped styles draw no section separators, so only `.hidden` on a plain list's section
  /// changes what is drawn (its rows' separators are hidden too).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    containerValue(
      \.listSection,
      ListSectionTraits(separatorHidden: visibility == .hidden ? edges : []))
  }

  /// A badge on a list row: the count, drawn trailing in the secondary colour, as iOS does;
  /// 0 shows no badge. (On a `TabView` tab iOS draws a red badge; Vellum draws none yet.)
  public func badge(_ count: Int) -> some View {
    ListRowTraitModifier(content: self) { $0.badge = count == 0 ? nil : Text(verbatim: "\(count)") }
  }

  /// A badge on a list row with a text label (`nil`: none).
  public func badge(_ label: Text?) -> some View {
    ListRowTraitModifier(content: self) { $0.badge = label }
  }

  /// A badge on a list row with a text label (`nil`: none).
  public func badge(_ key: LocalizedStringKey?) -> some View {
    ListRowTraitModifier(content: self) { $0.badge = key.map { Text($0) } }
  }

  /// A badge on a list row with a text label, not localized (`nil`: none).
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    ListRowTraitModifier(content: self) { $0.badge = label.map { Text($0) } }
  }
}

enum ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
enum ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
enum ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
enum DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = ListMetrics.minRowHeight }
enum DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
  /// The minimum height of a list row (44 on iPhone), as in SwiftUI.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }
  /// The minimum height of a list section header, as in SwiftUI (`nil`: the style's).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
  var listSectionSpacing: CGFloat? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
}

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
  let value: CGFloat?
  /// The style's spacing (35 between sections without headers).
  public static let `default` = ListSectionSpacing(value: nil)
  /// A tighter spacing (Vellum: 20, L).
  public static let compact = ListSectionSpacing(value: 20)
  /// A spacing of your own.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

nonisolated extension View {
  /// Space between the rows of the lists inside this view, as in SwiftUI (iOS 17): in a
  /// grouped list each row becomes its own card.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacing, spacing)
  }

  /// Space between the sections of the lists inside this view, as in SwiftUI (iOS 17).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing.value)
  }

  /// Space between the sections of the lists inside this view, as in SwiftUI (iOS 17).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environment(\.listSectionSpacing, spacing)
  }

  /// Hides the background of scrollable views inside this view (a `List` or `Form` then
  /// shows what is behind it), as in SwiftUI.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
}

/// How prominent a section header is, as in SwiftUI (accepted).
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// The tint of list items' icons, as in SwiftUI (accepted).
public struct ListItemTint: Sendable {
  let color: Color?
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  public static let monochrome = ListItemTint(color: nil)
}

nonisolated extension View {
  /// Accepted: headers are drawn at the standard prominence. (SwiftUI's `.increased`
  /// draws a larger header without the upper case.)
  public func headerProminence(_ prominence: Prominence) -> some View { self }
  /// Accepted: sidebar item tints are not drawn.
  public func listItemTint(_ tint: ListItemTint?) -> some View { self }
  /// Accepted: sidebar item tints are not drawn.
  public func listItemTint(_ tint: Color?) -> some View { self }
  /// Accepted: section separators are drawn in the standard separator colour.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}
