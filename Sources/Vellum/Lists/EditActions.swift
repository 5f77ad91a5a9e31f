import Foundation

/// A view made from a collection, whose rows a `List` can delete and move, as SwiftUI's
/// `DynamicViewContent`.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
  /// Accepted; deleting needs a swipe or edit mode, so the rows are drawn at rest.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

  /// Accepted; moving needs a drag or edit mode, so the rows are drawn at rest.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }

  /// Accepted; nothing is dropped in a still frame. (iOS 17: the dropped items are given with
  /// the index among the rows where they were dropped.)
  public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void)
    -> some DynamicViewContent
  { self }

  /// Accepted; nothing is dropped in a still frame.
  public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void)
    -> some DynamicViewContent
  { self }
}

nonisolated extension View {
  /// Accepted; a still frame moves nothing (SwiftUI keeps the row from being dragged).
  public func moveDisabled(_ isDisabled: Bool) -> some View { self }

  /// Accepted; a still frame deletes nothing (SwiftUI keeps the row from being swiped away).
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
}
