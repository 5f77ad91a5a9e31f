import Foundation

nonisolated extension View {
  /// The iOS 13 way to put buttons in the navigation bar, as in SwiftUI: the same as
  /// `ToolbarItem`s at `.navigationBarLeading` and `.navigationBarTrailing`.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// A leading navigation bar item (iOS 13 API).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// A trailing navigation bar item (iOS 13 API).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// Accepted: the toolbar's role changes the back button's title on iPad; an iPhone bar
  /// looks the same.
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }

  /// Accepted: search suggestions show while typing, which a still frame has not.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

  /// Accepted: the scope bar shows while searching, which a still frame has not.
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    self
  }
}

/// The purpose of a toolbar, as in SwiftUI (accepted).
public struct ToolbarRole: Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}
