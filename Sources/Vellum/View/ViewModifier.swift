import Foundation

/// A modifier that makes a new view from the view it is applied to, as in SwiftUI: write
/// `body(content:)` and apply it with `.modifier(_:)`. Its `@Environment`, `@State` and other
/// dynamic properties work as in a view's body.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  /// The view the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a `ViewModifier` receives in `body(content:)`: the modified view, drawn where the
/// modifier places it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let content: AnyView
  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { content.makeChildren(context) }
}

/// A view with a modifier applied, or two modifiers combined, as in SwiftUI.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

nonisolated extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    installDynamicProperties(of: modifier, context: context)
    if let environmental = modifier as? any EnvironmentalModifier {
      return Self.resolving(environmental, content: content, context)
    }
    // Resolve holds the main actor's isolation (see `onLargeStack`); nothing here escapes it.
    nonisolated(unsafe) let modifier = modifier
    nonisolated(unsafe) let wrapped = _ViewModifier_Content<Modifier>(content: AnyView(content))
    return Vellum.makeChildren(onMainActor { modifier.body(content: wrapped) }, context)
  }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// The first modifier applied, then the second around it.
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

nonisolated extension View {
  /// Applies `modifier` to this view, as in SwiftUI.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

nonisolated extension ViewModifier {
  /// This modifier, then `modifier` around its result.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The modifier that leaves a view as it is.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
  public static let identity = EmptyModifier()
  public init() {}
  public func body(content: Content) -> Content { content }
}
