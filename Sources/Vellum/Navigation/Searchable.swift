import Foundation

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone it sits in
/// the navigation bar under the title, which is where Vellum draws it.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")

  /// The drawer, shown always or automatically (accepted: Vellum always shows it).
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    .navigationBarDrawer
  }

  /// When the drawer shows, as in SwiftUI.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

nonisolated extension View {
  /// A search field in the enclosing stack's navigation bar, under the title, as iOS shows
  /// it on a stack's root scrolled to the top. Empty text shows the prompt ("Search").
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    let isEmpty = text.wrappedValue.isEmpty
    let shown = isEmpty ? (prompt ?? Text("Search")) : Text(text.wrappedValue)
    return NavigationBarTraitModifier(content: self) {
      $0.searchPrompt = shown
      $0.searchHasText = !isEmpty
    }
    // Applied to the stack itself (`NavigationStack { … }.searchable(…)`), the field goes in
    // its root's bar, as in SwiftUI: the stack reads it from the environment.
    .environment(\.enclosingSearchField, EnclosingSearchField(prompt: shown, hasText: !isEmpty))
  }

  /// A search field with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with a prompt, not localized.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}

nonisolated extension View {
  /// A search field with tokens (iOS 16): each of `tokens` is a capsule in the field, drawn by
  /// `token`, with `suggestedTokens` offered under it while searching. Vellum draws the field
  /// as without tokens (its text, or the prompt when empty): the capsules are not drawn.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with tokens and a prompt.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with tokens and a prompt, not localized.
  @_disfavoredOverload
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with tokens and suggested tokens (offered while searching, so never in a
  /// preview at rest).
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with tokens, suggested tokens and a prompt.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}

/// A search field given to a navigation stack from outside it.
struct EnclosingSearchField {
  let prompt: Text
  let hasText: Bool
}

struct EnclosingSearchFieldKey: EnvironmentKey {
  static var defaultValue: EnclosingSearchField? { nil }
}

extension EnvironmentValues {
  var enclosingSearchField: EnclosingSearchField? {
    get { self[EnclosingSearchFieldKey.self] }
    set { self[EnclosingSearchFieldKey.self] = newValue }
  }
}
