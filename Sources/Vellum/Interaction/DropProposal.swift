/// What a drop would do if it ended now, as a drop delegate proposes it from `dropUpdated`
/// (SwiftUI's; iOS shows it as the badge on the dragged item, which a still frame never shows).
public struct DropProposal: Sendable, Equatable {
  public let operation: DropOperation
  public init(operation: DropOperation) { self.operation = operation }
}

/// The operations a drop can propose, as SwiftUI names them.
public enum DropOperation: Sendable, Hashable {
  /// The drop is cancelled: nothing is moved or copied.
  case cancel
  /// The drop is not allowed here.
  case forbidden
  /// The items are copied (the default).
  case copy
  /// The items are moved.
  case move
}
