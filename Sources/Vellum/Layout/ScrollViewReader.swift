import Foundation

/// Gives its content a proxy that scrolls to a view by its id, as in SwiftUI. A still frame
/// shows scroll views at rest, so `scrollTo` does nothing: call it from `onAppear` and the
/// frame shows the scroll view before it ran.
nonisolated public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls the scroll views of a `ScrollViewReader` (accepted; see there).
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
