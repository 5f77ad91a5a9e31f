import Foundation

/// A style's body, made where it is resolved: first the style's dynamic properties
/// (`@Environment`, `@EnvironmentObject`, `@State`) are installed from that place, as SwiftUI
/// does before calling `makeBody(configuration:)`. A `ButtonStyle` that reads
/// `@Environment(\.isEnabled)` or an `@EnvironmentObject` gets the control's own values.
nonisolated struct StyleBody<Style>: View, PrimitiveView {
  let style: Style
  let make: () -> AnyView

  typealias Body = Never

  init(_ style: Style, _ make: @escaping () -> AnyView) {
    self.style = style
    self.make = make
  }

  func makeChildren(_ context: ResolveContext) -> ChildList {
    installDynamicProperties(of: style, context: context)
    // Resolve holds the main actor's isolation (see `onLargeStack`); nothing here escapes it.
    nonisolated(unsafe) let make = make
    return Vellum.makeChildren(onMainActor { make() }, context)
  }
}
