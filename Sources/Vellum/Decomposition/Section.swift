import Foundation

/// A part of a container's content with an optional header and footer, as in SwiftUI.
///
/// In a plain stack its header, content and footer are simply placed one after another;
/// `ForEach(sections:)` and `Group(sections:)` hand each section to a custom container.
/// A `Section` nested in another section's content joins the outer section.
nonisolated public struct Section<Parent, Content, Footer>: View, PrimitiveView {
  let make: (ResolveContext) -> ChildList

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { make(context) }
}

/// Which part of which section a child belongs to.
struct SectionMark {
  enum Role { case header, content, footer }
  var id: ChildIdentity
  var role: Role
  /// Container values set on the `Section` itself.
  var values = ContainerValues()
}

nonisolated extension Section where Parent: View, Content: View, Footer: View {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    let (content, header, footer) = (content(), header(), footer())
    make = { context in
      let id = context.identity
      func part<V: View>(_ view: V, _ role: SectionMark.Role, _ name: String) -> ChildList {
        Vellum.makeChildren(view, context.appending(name)).mapChildren { child in
          var child = child
          child.section = SectionMark(id: id, role: role)
          return child
        }
      }
      var list = part(header, .header, "header")
      list.append(contentsOf: part(content, .content, "content"))
      list.append(contentsOf: part(footer, .footer, "footer"))
      return list
    }
  }

  /// A section with a header and a footer given as views.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

nonisolated extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer only.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section with a footer given as a view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

nonisolated extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header only.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header given as a view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

nonisolated extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section with neither header nor footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

nonisolated extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section whose header is a text title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A section whose header is a text title, not localized.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}
