import Foundation

/// A container of grouped controls and values, as SwiftUI's `Form`: on iOS, an
/// inset-grouped list (sections as cards, headers upper-cased, rows at least 44 tall),
/// whatever `.listStyle` says.
nonisolated public struct Form<Content: View>: View {
  let content: Content

  @Environment(\.scrollContentBackground) private var contentBackground

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    ListBody(content: content, kind: .insetGrouped, isForm: true, showsBackground: contentBackground != .hidden)
  }
}

/// How a `Form` looks, as SwiftUI's `FormStyle`. On iPhone every style is drawn grouped.
public protocol FormStyle {}

/// The platform default: grouped on iOS.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
}

/// Sections as inset-grouped cards.
public struct GroupedFormStyle: FormStyle {
  public init() {}
}

/// Labels and controls in columns (macOS); Vellum draws it grouped, as an iPhone does.
public struct ColumnsFormStyle: FormStyle {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
  /// Sets the style of forms inside this view; accepted, and every style draws grouped on iPhone.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
