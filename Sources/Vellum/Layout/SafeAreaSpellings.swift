import Foundation

extension View {
  /// The older spelling of `ignoresSafeArea(_:edges:)`, as in SwiftUI.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.container, edges: edges)
  }

  /// Accepted: Vellum draws no status bar yet, so there is nothing to hide.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
}
