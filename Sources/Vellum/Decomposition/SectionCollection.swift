import Foundation

/// One section of a container's content, as `ForEach(sections:)` and `Group(sections:)`
/// hand it over (SwiftUI, iOS 18): its header, content and footer subviews and the
/// container values set on the `Section`.
public struct SectionConfiguration: Identifiable {
  public typealias ID = ChildIdentity

  /// The identity of the section, stable across renders.
  public let id: ChildIdentity
  /// The section's header views (empty when it has none).
  public let header: SubviewsCollection
  /// The section's content views.
  public let content: SubviewsCollection
  /// The section's footer views (empty when it has none).
  public let footer: SubviewsCollection
  /// The container values set on the `Section` itself.
  public let containerValues: ContainerValues
}

/// The sections of a view, as `Group(sections:)` hands them over.
///
/// Consecutive children of one `Section` form that section; consecutive children outside
/// any `Section` form a section of their own with no header or footer, so content with no
/// `Section` at all is one section. Content with no children has no sections.
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]

  init(_ children: [Child]) {
    var sections: [SectionConfiguration] = []
    var start = 0
    while start < children.count {
      let mark = children[start].section
      var end = start + 1
      while end < children.count && children[end].section?.id == mark?.id { end += 1 }
      let members = children[start..<end]
      func part(_ role: SectionMark.Role) -> SubviewsCollection {
        SubviewsCollection(members.filter { ($0.section?.role ?? .content) == role })
      }
      let id = mark?.id ?? ChildIdentity(components: children[start].id.components + ["implicit section"])
      sections.append(
        SectionConfiguration(
          id: id, header: part(.header), content: part(.content), footer: part(.footer),
          containerValues: mark?.values ?? ContainerValues()))
      start = end
    }
    self.sections = sections
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { sections.count }
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

nonisolated extension ForEach where Data == SectionCollection, ID == SectionConfiguration.ID, Content: View {
  /// Makes views from each section of `view`, as SwiftUI's `ForEach(sections:)`.
  /// (`data` is empty here: the sections exist only once the content is resolved.)
  public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
    self.data = SectionCollection([])
    self.content = content
    idPath = \.id
    make = ChildrenMaker { context in
      var list = ChildList()
      for section in SectionCollection(Vellum.makeChildren(view, context).all) {
        list.append(contentsOf: Vellum.makeChildren(content(section), context.appending(AnyHashable(section.id))))
      }
      return list
    }
  }
}

extension Group {
  /// Hands the sections of `view` to `transform` as one collection, as SwiftUI's
  /// `Group(sections:)`; the views `transform` returns are this group's children.
  public init<Base: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Content)
  where Content: View {
    make = { context in
      let sections = SectionCollection(Vellum.makeChildren(view, context).all)
      return Vellum.makeChildren(transform(sections), context)
    }
    kept = nil
  }
}
