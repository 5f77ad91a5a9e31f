import Foundation
import Vellum

/// `@SectionedFetchRequest var groups: SectionedFetchResults<String, Item>`, as in SwiftUI: the
/// objects a fetch request selects from the environment's `managedObjectContext`, grouped into
/// sections by a key path, read when the view's body is.
///
/// As in SwiftUI, the objects stay in the request's order and each run of objects with the same
/// identifier is a section, so the sort should group them (sort by the section's key first).
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
  @Environment(\.managedObjectContext) private var context
  let request: NSFetchRequest<Result>
  let identifier: SectionIdentifierBox<Result, SectionIdentifier>

  /// The objects a fetch request selects, in sections by `sectionIdentifier`.
  public init(
    fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    animation: Animation? = nil
  ) {
    request = fetchRequest
    identifier = SectionIdentifierBox(keyPath: sectionIdentifier)
  }

  public init(
    fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    transaction: Transaction
  ) {
    self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
  }

  /// The objects of an entity that match a predicate, in a sort order, in sections.
  public init(
    entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier)
  }

  /// The sections of the matching objects; a failed fetch shows none, as on iOS.
  public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
    SectionedFetchResults(results: (try? context.fetch(request)) ?? [], request: request, identifier: identifier)
  }

  /// The request's sort, predicate and section key path, which a view may change.
  public var projectedValue: Binding<Configuration> {
    let request = request
    let identifier = identifier
    return Binding(
      get: {
        Configuration(
          sectionIdentifier: identifier.keyPath, nsSortDescriptors: request.sortDescriptors ?? [],
          nsPredicate: request.predicate)
      },
      set: {
        identifier.keyPath = $0.sectionIdentifier
        request.sortDescriptors = $0.nsSortDescriptors
        request.predicate = $0.nsPredicate
      })
  }

  /// The parts of a sectioned fetch request a view may change.
  public struct Configuration {
    public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
    public var nsSortDescriptors: [NSSortDescriptor]
    public var nsPredicate: NSPredicate?
  }
}

extension SectionedFetchRequest where Result: NSManagedObject {
  /// The objects of the result type's entity that match a predicate, in a sort order, in sections.
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self))
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier)
  }

  /// The same, sorted by Foundation's `SortDescriptor`s (`SortDescriptor(\.name)`).
  @_disfavoredOverload
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    self.init(
      sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors.map(\.nsSortDescriptor),
      predicate: predicate, animation: animation)
  }
}

/// The key path a sectioned request groups by, shared by the request and its results so a
/// view can change it (`results.sectionIdentifier = \.year`).
final class SectionIdentifierBox<Result, SectionIdentifier>: @unchecked Sendable {
  var keyPath: KeyPath<Result, SectionIdentifier>
  init(keyPath: KeyPath<Result, SectionIdentifier>) { self.keyPath = keyPath }
}

/// The sections a `@SectionedFetchRequest` found: a random-access collection of sections, each
/// a random-access collection of objects with its identifier as `id`.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
  RandomAccessCollection
{
  let sections: [Section]
  let request: NSFetchRequest<Result>
  let identifier: SectionIdentifierBox<Result, SectionIdentifier>

  init(results: [Result], request: NSFetchRequest<Result>, identifier: SectionIdentifierBox<Result, SectionIdentifier>)
  {
    var sections: [Section] = []
    for result in results {
      let id = result[keyPath: identifier.keyPath]
      if let last = sections.last, last.id == id {
        sections[sections.count - 1].results.append(result)
      } else {
        sections.append(Section(id: id, results: [result]))
      }
    }
    self.sections = sections
    self.request = request
    self.identifier = identifier
  }

  public var startIndex: Int { sections.startIndex }
  public var endIndex: Int { sections.endIndex }
  public subscript(position: Int) -> Section { sections[position] }

  /// One section: the objects that share an identifier, in the request's order.
  public struct Section: Identifiable, RandomAccessCollection {
    public let id: SectionIdentifier
    var results: [Result]

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }
  }

  public var nsSortDescriptors: [NSSortDescriptor] {
    get { request.sortDescriptors ?? [] }
    nonmutating set { request.sortDescriptors = newValue }
  }

  public var nsPredicate: NSPredicate? {
    get { request.predicate }
    nonmutating set { request.predicate = newValue }
  }

  /// The key path the sections are made by; a new one applies from the next body.
  public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
    get { identifier.keyPath }
    nonmutating set { identifier.keyPath = newValue }
  }
}

extension SectionedFetchResults where Result: NSManagedObject {
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { [] }
    nonmutating set { request.sortDescriptors = newValue.map(\.nsSortDescriptor) }
  }
}
