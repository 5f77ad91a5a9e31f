import Foundation

/// Whether a piece of system chrome is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The platform decides (for list separators: shown).
  case automatic
  case visible
  case hidden
}
