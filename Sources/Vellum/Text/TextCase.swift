import Foundation

extension Text {
  /// A case transformation applied to text when it is drawn, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    case uppercase
    case lowercase
  }
}

enum TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
  /// The case transformation for text in this environment (`nil`: as written). Grouped
  /// list section headers set `.uppercase`, as on iOS 14–18.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Transforms the case of every `Text` inside this view, as in SwiftUI; `nil` shows text as
  /// written (which also undoes the upper case of a grouped list's section header).
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}

extension Text.Case {
  func apply(to string: String, locale: Locale) -> String {
    switch self {
    case .uppercase: string.uppercased(with: locale)
    case .lowercase: string.lowercased(with: locale)
    }
  }
}
