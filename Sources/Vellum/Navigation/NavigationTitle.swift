import Foundation

/// What a navigation stack's root content tells the stack about its bar. SwiftUI passes
/// these up as preferences; Vellum keeps them as container values of the content's
/// children, so they reach the stack from modifiers on the root's outermost views (as
/// real screens write them: `List { … }.navigationTitle("…")`), not from deep inside.
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

/// Changes the bar traits on every child of a view.
struct NavigationBarTraitModifier<Content: View>: View {
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

extension View {
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
