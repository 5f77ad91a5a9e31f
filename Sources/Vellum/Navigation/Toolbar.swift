import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement` (iOS placements).
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard }
  let slot: Slot

  /// The platform's choice: trailing in the navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// Trailing, and kept out of the overflow menu unless search needs the room (iOS 27): a
  /// still bar has no overflow, so it is drawn as `.topBarTrailing`.
  public static let topBarPinnedTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// Centred in the bar, in place of the inline title.
  public static let principal = ToolbarItemPlacement(slot: .principal)
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  /// In a toolbar at the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
  /// Centred in the bottom toolbar.
  public static let status = ToolbarItemPlacement(slot: .bottom)
  /// Above the keyboard, which a still frame never shows: such items are not drawn.
  public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// Content of a toolbar, as SwiftUI's `ToolbarContent`. In Vellum toolbar items are views,
/// so `.toolbar { … }` takes a view builder.
public protocol ToolbarContent: View {}

/// SwiftUI's builder of toolbar content (`@ToolbarContentBuilder var items: some
/// ToolbarContent`): Vellum's toolbar items are views, so it is the view builder, and what it
/// builds from toolbar content is toolbar content.
public typealias ToolbarContentBuilder = ViewBuilder

nonisolated extension TupleView: ToolbarContent {}
nonisolated extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
nonisolated extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
nonisolated extension EmptyView: ToolbarContent {}
nonisolated extension Group: ToolbarContent where Content: ToolbarContent {}
nonisolated extension ForEach: ToolbarContent where Content: ToolbarContent {}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public var body: some View {
    content.containerValue(\.toolbarPlacement, placement)
  }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// A customizable item (the id matters on iPadOS only).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: some View {
    content.containerValue(\.toolbarPlacement, placement)
  }
}

enum ToolbarPlacementKey: ContainerValueKey {
  static var defaultValue: ToolbarItemPlacement { .automatic }
}

extension ContainerValues {
  var toolbarPlacement: ToolbarItemPlacement {
    get { self[ToolbarPlacementKey.self] }
    set { self[ToolbarPlacementKey.self] = newValue }
  }
}

/// Which bar a toolbar modifier acts on, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

extension ToolbarPlacement {
  /// Whether a bar modifier's bars include the navigation bar (`.automatic`, or none
  /// named, means it on iPhone).
  static func namesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
    bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
  }
}

nonisolated extension View {
  /// Items for the navigation bar or the bottom toolbar of the enclosing `NavigationStack`,
  /// as in SwiftUI. Items without `ToolbarItem` go trailing in the navigation bar.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = AnyView(content())
    return NavigationBarTraitModifier(content: self) { $0.toolbars.append(items) }
  }

  /// Shows or hides bars, as in SwiftUI: `.toolbar(.hidden, for: .navigationBar)`;
  /// `.tabBar` hides the enclosing `TabView`'s bar while this tab shows (from inside the
  /// tab's `NavigationStack` too), and the tab's content takes the bar's place.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    barVisibility(visibility, for: bars)
  }

  /// `toolbar(_:for:)` and `toolbarVisibility(_:for:)`.
  func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
    NavigationBarTraitModifier(content: self) { traits in
      let hidden = visibility == .hidden
      if bars.contains(.navigationBar) || bars.contains(.automatic) { traits.barHidden = hidden }
      if bars.contains(.bottomBar) { traits.bottomBarHidden = hidden }
      if bars.contains(.tabBar) { traits.tabBarHidden = hidden }
    }
  }

  /// The navigation bar's or tab bar's fill, as in SwiftUI. At the scroll edge (a still
  /// frame's scroll position) iOS shows it only when `.toolbarBackground(.visible, for:)`
  /// asks; so does Vellum. A bottom bar accepts it and draws no fill.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    let style = AnyShapeStyle(style)
    let tabBar = bars.contains(.tabBar)
    return NavigationBarTraitModifier(content: self) { traits in
      if ToolbarPlacement.namesNavigationBar(bars) { traits.background = style }
    }
    .tabBarBackground { if tabBar { $0.style = style } }
  }

  /// `.visible` draws the navigation bar's fill (its `toolbarBackground` style, or the bar
  /// material) at rest, under the status bar too, with the bar's hairline; `.hidden` and
  /// `.automatic` leave it clear at the scroll edge, as iOS does.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let tabBar = bars.contains(.tabBar)
    return NavigationBarTraitModifier(content: self) { traits in
      if ToolbarPlacement.namesNavigationBar(bars) {
        traits.backgroundVisibility = visibility
      }
    }
    .tabBarBackground { if tabBar { $0.visibility = visibility } }
  }

  /// The navigation bar's colour scheme, as in SwiftUI: with a visible bar background its
  /// title, items and fill, and the status bar above it, take this scheme (iOS applies it
  /// only when the background shows).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    NavigationBarTraitModifier(content: self) { traits in
      if ToolbarPlacement.namesNavigationBar(bars) {
        traits.colorScheme = colorScheme
      }
    }
  }
}

/// A button that toggles edit mode, as SwiftUI's `EditButton`: "Edit" in the accent colour
/// (a still frame is never in edit mode).
nonisolated public struct EditButton: View {
  public init() {}
  public var body: some View {
    Button("Edit") {}
  }
}
