import Foundation

/// What submits a view's content, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Return in a text field or secure field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's search.
  public static let search = SubmitTriggers(rawValue: 2)
}

nonisolated extension View {
  /// Accepted; nothing is submitted in a still frame.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}
