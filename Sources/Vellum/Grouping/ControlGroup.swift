import Foundation

/// Related controls side by side, as SwiftUI's `ControlGroup`: on iOS outside a menu or
/// toolbar, the buttons share one rounded, lightly filled capsule-like segment bar with
/// hairlines between them (L: by eye against iOS 17).
nonisolated public struct ControlGroup<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    Group(subviews: content) { controls in
      HStack(spacing: 0) {
        ForEach(0..<controls.count) { index in
          if index > 0 { Divider().frame(height: 20) }
          controls[controls.startIndex + index]
            .frame(maxWidth: .infinity, minHeight: ControlGroupMetrics.height)
        }
      }
      .buttonStyle(.borderless)
      .background(
        Color.tertiarySystemFill,
        in: RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius, style: .continuous))
    }
  }
}

extension ControlGroup {
  /// A control group with a label (shown by menus; Vellum draws the controls).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
  }
}

enum ControlGroupMetrics {
  static let height: CGFloat = 44
  static let cornerRadius: CGFloat = 10
}
