import Foundation

/// What a navigation stack's root content tells the stack about its bar. SwiftUI passes
/// these up as preferences; Vellum keeps them as container values of the content's
/// children, so they reach the stack, before layout, from modifiers on the root's outermost
/// views (as most screens write them: `List { … }.navigationTitle("…")`), and passes them up
/// as a preference too, for those set deeper inside (`NestedNavigationBarTraitsKey`).
struct NavigationBarTraits {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  var toolbars: [AnyView] = []
  var barHidden = false
  var bottomBarHidden = false
  /// `.toolbar(.hidden, for: .tabBar)`: the enclosing `TabView` hides its bar while this
  /// view's tab is shown.
  var tabBarHidden = false
  var searchPrompt: Text?
  /// The search field shows typed text (primary colour), not its prompt.
  var searchHasText = false
  /// `.toolbarBackground(_:for: .navigationBar)`: the bar's fill when it is visible.
  var background: AnyShapeStyle?
  /// `.toolbarBackground(.visible, for: .navigationBar)` shows the fill even at the scroll edge.
  var backgroundVisibility: Visibility = .automatic
  /// `.toolbarColorScheme(_:for: .navigationBar)`: the scheme of a visible bar and its items.
  var colorScheme: ColorScheme?
}

enum NavigationBarTraitsKey: ContainerValueKey {
  static var defaultValue: NavigationBarTraits { NavigationBarTraits() }
}

extension ContainerValues {
  var navigationBar: NavigationBarTraits {
    get { self[NavigationBarTraitsKey.self] }
    set { self[NavigationBarTraitsKey.self] = newValue }
  }
}

extension NavigationBarTraits {
  /// Takes from `other` what these traits leave unset: its title, mode, search prompt, bar
  /// fill, visibility and scheme when these have none, its toolbars when these have none,
  /// and any bar it hides.
  mutating func fill(from other: NavigationBarTraits) {
    if title == nil { title = other.title }
    if displayMode == .automatic { displayMode = other.displayMode }
    if searchPrompt == nil {
      searchPrompt = other.searchPrompt
      searchHasText = other.searchHasText
    }
    if background == nil { background = other.background }
    if backgroundVisibility == .automatic { backgroundVisibility = other.backgroundVisibility }
    if colorScheme == nil { colorScheme = other.colorScheme }
    if toolbars.isEmpty { toolbars = other.toolbars }
    barHidden = barHidden || other.barHidden
    bottomBarHidden = bottomBarHidden || other.bottomBarHidden
    tabBarHidden = tabBarHidden || other.tabBarHidden
  }

  /// What the bar draws from these traits, to tell whether other traits change it.
  var drawn: Drawn {
    Drawn(
      title: title, displayMode: displayMode, toolbars: toolbars.count,
      hidden: [barHidden, bottomBarHidden, tabBarHidden], searchPrompt: searchPrompt, searchHasText: searchHasText,
      hasBackground: background != nil, backgroundVisibility: backgroundVisibility, colorScheme: colorScheme)
  }

  struct Drawn: Equatable {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode
    var toolbars: Int
    var hidden: [Bool]
    var searchPrompt: Text?
    var searchHasText: Bool
    var hasBackground: Bool
    var backgroundVisibility: Visibility
    var colorScheme: ColorScheme?
  }
}

/// Bar traits set anywhere inside a stack's root, passed up as SwiftUI passes them, as a
/// preference: `ScrollView { VStack { … }.navigationTitle("…") }` or a title inside a
/// `ZStack` over a background. The stack reads them after layout and lays out again with
/// what its root's outermost views left unset (see `NavigationRoot`).
struct NestedNavigationBarTraitsKey: PreferenceKey {
  static func reduce(value: inout NavigationBarTraits?, nextValue: () -> NavigationBarTraits?) {
    guard let next = nextValue() else { return }
    guard var current = value else { return value = next }
    current.fill(from: next)
    value = current
  }
}

/// Changes the bar traits on every child of a view, and the traits it passes up.
nonisolated struct NavigationBarTraitModifier<Content: View>: View {
  let content: Content
  let change: (inout NavigationBarTraits) -> Void
  var body: some View {
    Group(subviews: content) { subviews in
      ForEach(subviews) { subview in
        subview.containerValue(
          \.navigationBar,
          {
            var traits = subview.containerValues.navigationBar
            change(&traits)
            return traits
          }())
      }
    }
    .transformPreference(NestedNavigationBarTraitsKey.self) { value in
      var traits = value ?? NavigationBarTraits()
      change(&traits)
      value = traits
    }
  }
}

/// Items of a navigation bar, as SwiftUI's `NavigationBarItem` (for its display modes).
public enum NavigationBarItem {
  /// How the title is shown, as in SwiftUI.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// Large on a stack's root, inline otherwise (Vellum draws only the root).
    case automatic
    /// Small, centred in the bar.
    case inline
    /// Large, leading, under the bar.
    case large
  }
}

/// How the title is shown, as SwiftUI's iOS 17 `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  /// Large on iOS (the large title scrolled inline is a macOS/visionOS look).
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

nonisolated extension View {
  /// The title of the navigation bar when this view is a stack's root, as in SwiftUI.
  public func navigationTitle(_ title: Text) -> some View {
    NavigationBarTraitModifier(content: self) { $0.title = title }
  }

  /// The title of the navigation bar.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// The title of the navigation bar, not localized.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// An editable title (a rename menu on iOS 16+); drawn as its current text.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(Text(title.wrappedValue))
  }

  /// How the navigation title is shown, as in SwiftUI.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    NavigationBarTraitModifier(content: self) { $0.displayMode = displayMode }
  }

  /// How the navigation title is shown (iOS 17 spelling).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }

  /// The pre-iOS 14 spelling: a title and its display mode.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    NavigationBarTraitModifier(content: self) {
      $0.title = title
      $0.displayMode = displayMode
    }
  }

  /// The pre-iOS 14 spelling: a title and its display mode.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    navigationBarTitle(Text(title), displayMode: displayMode)
  }

  /// The pre-iOS 14 spelling: hides the whole navigation bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    NavigationBarTraitModifier(content: self) { $0.barHidden = hidden }
  }

  /// Accepted: the root of a stack has no back button to hide.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
