import Foundation

nonisolated extension View {
  /// The older spelling of `ignoresSafeArea(_:edges:)`, as in SwiftUI.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.container, edges: edges)
  }
}
