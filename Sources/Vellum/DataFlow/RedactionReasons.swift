import Foundation

/// Why a view's content is hidden, as in SwiftUI.
///
/// Vellum reads and writes the environment value; it does not draw placeholders for
/// redacted content.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content shown as a placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content that may be private.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is no longer valid.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

enum RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
  /// Why content is redacted: none by default.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}
