import Foundation

/// What a view that accepts drops (`onDrop(of:delegate:)`) is told as a drag passes over it
/// and ends on it, as SwiftUI's protocol; every method but `performDrop` has Apple's default.
///
/// A still render never drags or drops, so Vellum never calls a delegate: the view is drawn
/// at rest, as before any drag began (an item a drag would move stays where it is).
@MainActor @preconcurrency public protocol DropDelegate {
  /// Whether a drop of these items may happen here; by default `true`.
  func validateDrop(info: DropInfo) -> Bool
  /// Takes the drop's items; answers whether the drop succeeded.
  func performDrop(info: DropInfo) -> Bool
  /// A validated drop entered the view; by default nothing happens.
  func dropEntered(info: DropInfo)
  /// A validated drop moved inside the view; by default nil (the operation stays as it was:
  /// a copy).
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// A validated drop left the view; by default nothing happens.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}
