import Foundation

/// A view that pushes a destination when tapped, as SwiftUI's `NavigationLink`. At rest it
/// is its label: in a `List` or `Form` row in the primary colour with a disclosure chevron
/// at the row's trailing edge, elsewhere tinted like a button. The destination is never
/// shown (a still frame is never tapped).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label

  @Environment(\.isInListRow) private var isInListRow

  public var body: some View {
    if isInListRow {
      ListRowTraitModifier(content: label) { $0.hasDisclosure = true }
    } else {
      // Outside a list a link is a button: the environment's button style draws it (by
      // default its label in the tint), so `.buttonStyle(…)` on a link works as on iOS.
      Button(action: {}) { label }
    }
  }
}

extension NavigationLink {
  /// A link to a destination view.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link to a destination built by a closure (iOS 16+).
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// The pre-iOS 16 programmatic link; drawn as its label, never active in a still frame.
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// The pre-iOS 16 programmatic link.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// The pre-iOS 16 selection link.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes a value, for a `navigationDestination(for:)` to show.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension NavigationLink where Label == Text {
  /// A link with a text label.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.label = Text(titleKey)
  }

  /// A link with a text label, not localized.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.label = Text(title)
  }

  /// A link with a text label to a destination built by a closure.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.label = Text(titleKey)
  }

  /// A link with a text label (not localized) to a destination built by a closure.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.label = Text(title)
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link with a text label that pushes a value.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.label = Text(titleKey)
  }

  /// A link with a text label (not localized) that pushes a value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.label = Text(title)
  }
}

nonisolated extension View {
  /// Accepted: the destinations of pushed values are never shown in a still frame.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  /// Accepted: drawn as not presented.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> some View
  { self }

  /// Accepted: drawn as not presented.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
}
