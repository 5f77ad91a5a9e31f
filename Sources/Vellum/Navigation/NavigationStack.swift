import Foundation

/// A stack of views with a navigation bar, as SwiftUI's `NavigationStack`.
///
/// Vellum draws the stack at rest on its root: the bar (title, toolbar items, search
/// field) from the root's `.navigationTitle`/`.toolbar`/`.searchable`, the root below it,
/// and a bottom toolbar when the root has `.bottomBar` items. A `path` is accepted; views
/// pushed on it are not drawn (the root is). The root's safe area starts below the bar, so
/// a `List` lays out under it and its background still fills the screen.
nonisolated public struct NavigationStack<Data, Root: View>: View {
  let root: Root

  public var body: some View {
    NavigationRoot(root: root)
  }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack with a root view and no path binding.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  /// A stack whose path is a type-erased `NavigationPath`; the root is drawn.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
  }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection {
  /// A stack whose path is a collection of values; the root is drawn.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
  }
}

/// The pre-iOS 16 navigation container, as SwiftUI's `NavigationView`: on iPhone a stack.
///
/// Each view of its content is a column (Xcode's template gives a list and a "Select an
/// item" placeholder for the detail). On an iPhone canvas (compact width) iOS shows the first
/// column as the stack's root and none of the others, and so does Vellum.
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    if content is any ViewTuple {
      NavigationRoot(root: Group(subviews: content) { columns in columns.first })
    } else {
      NavigationRoot(root: content)
    }
  }
}

/// The views of a view builder's block (`TupleView`), told apart from a single view.
protocol ViewTuple {}
extension TupleView: ViewTuple {}

/// A two- or three-column navigation container, as SwiftUI's `NavigationSplitView`. On an
/// iPhone canvas (compact width) iOS shows the sidebar column as a stack's root, and so
/// does Vellum.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  /// The column shown instead of the sidebar, when `preferredCompactColumn` names another.
  var compactColumn: AnyView?

  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  public var body: some View {
    if let compactColumn {
      NavigationRoot(root: compactColumn)
    } else {
      NavigationRoot(root: sidebar)
    }
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
}

/// Which columns of a `NavigationSplitView` show, as in SwiftUI (accepted).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a `NavigationView` arranges its views, as in SwiftUI (accepted: a stack on iPhone).
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
  /// Accepted: every style is a stack on iPhone.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A type-erased list of values pushed on a stack, as SwiftUI's `NavigationPath`. Vellum
/// keeps the count; pushed views are not drawn.
public struct NavigationPath: Equatable {
  private var elements: [AnyHashable] = []

  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// The drawing shared by the navigation containers: the root's children in an implicit
/// VStack under the bar, with the bar's traits read from their container values, and what
/// those leave unset from traits set deeper inside (a title on a `ScrollView`'s content),
/// which arrive after layout, as in SwiftUI, and are drawn by laying out again.
nonisolated struct NavigationRoot<Root: View>: View {
  let root: Root
  @State private var nested: NavigationBarTraits?
  @Environment(\.enclosingSearchField) private var enclosingSearch

  var body: some View {
    // The root's children resolve as they are taken apart, before the bar's traits are
    // known, so they are told they are under a bar even where a child hides it. A search
    // field given to the stack is its root's, not a nested stack's.
    Group(
      subviews: root.environment(\.isUnderNavigationBar, true).environment(\.enclosingSearchField, nil)
    ) { subviews in
      let outer = Self.traits(subviews, enclosingSearch: enclosingSearch)
      let traits =
        nested.map {
          var traits = outer; traits.fill(from: $0); return traits
        } ?? outer
      PreferenceObserverModifier(
        content: NavigationRootLayout(traits: traits, content: subviews), name: "navigationBarTraits"
      ) { node, _ in
        guard let found = preferenceValue(NestedNavigationBarTraitsKey.self, in: node) ?? nil else { return }
        var merged = outer
        merged.fill(from: found)
        // Set only when the bar would change, so a root that sets its traits outermost
        // (most screens) is laid out once.
        if merged.drawn != traits.drawn { nested = found }
      }
    }
    // An enclosing stack does not take this stack's traits.
    .transformPreference(NestedNavigationBarTraitsKey.self) { $0 = nil }
  }

  /// The first title and mode found, every toolbar, and whether any child hides the bar; the
  /// search field given to the stack where no child has one.
  static func traits(_ subviews: SubviewsCollection, enclosingSearch: EnclosingSearchField? = nil)
    -> NavigationBarTraits
  {
    var result = NavigationBarTraits()
    for subview in subviews {
      let traits = subview.containerValues.navigationBar
      if result.title == nil { result.title = traits.title }
      if result.displayMode == .automatic { result.displayMode = traits.displayMode }
      if result.searchPrompt == nil {
        result.searchPrompt = traits.searchPrompt
        result.searchHasText = traits.searchHasText
      }
      if result.background == nil { result.background = traits.background }
      if result.backgroundVisibility == .automatic { result.backgroundVisibility = traits.backgroundVisibility }
      if result.colorScheme == nil { result.colorScheme = traits.colorScheme }
      result.barHidden = result.barHidden || traits.barHidden
      result.bottomBarHidden = result.bottomBarHidden || traits.bottomBarHidden
      result.tabBarHidden = result.tabBarHidden || traits.tabBarHidden
    }
    if result.searchPrompt == nil, let enclosingSearch {
      result.searchPrompt = enclosingSearch.prompt
      result.searchHasText = enclosingSearch.hasText
    }
    // Toolbars are the same on each child of one modified view: take them from the first
    // child that has any.
    result.toolbars =
      subviews.first { !$0.containerValues.navigationBar.toolbars.isEmpty }?
      .containerValues.navigationBar.toolbars ?? []
    return result
  }
}

nonisolated struct NavigationRootLayout: View {
  let traits: NavigationBarTraits
  let content: SubviewsCollection
  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    // A bar item's `Label` (and `Button(_:systemImage:)`) shows its icon alone on iOS; the
    // style is set before the items are taken apart, since a label resolves as it is split.
    Group(
      subviews: ForEach(0..<traits.toolbars.count) { traits.toolbars[$0] }.labelStyle(.iconOnly)
        .environment(\.isToolbarItem, true)
    ) { items in
      let all = Array(items)
      let bottom = traits.bottomBarHidden ? [] : all.filter { $0.containerValues.toolbarPlacement.slot == .bottom }
      let bar = NavigationBarView(traits: traits, items: all)
      let barHeight = NavigationBarView.height(traits, at: typeSize)
      // The bar is drawn over the content, whose background reaches under it.
      VStack(spacing: 0) {
        if !traits.barHidden { Color.clear.frame(height: barHeight) }
        BarSafeAreaInset(
          content: NavigationContentLayout { VStack(spacing: 0) { content } },
          top: traits.barHidden ? 0 : barHeight,
          bottom: bottom.isEmpty ? 0 : NavigationBarMetrics.bottomBarHeight)
        if !bottom.isEmpty { BottomToolbarView(items: bottom) }
      }
      .overlay(alignment: .top) {
        if !traits.barHidden { bar }
      }
      // A tab bar setting made inside the stack reaches the enclosing TabView.
      .containerValue(\.navigationBar.tabBarHidden, traits.tabBarHidden)
    }
  }
}
