import Foundation
import Vellum

/// `@FetchRequest var items: FetchedResults<Item>`, as in SwiftUI: the objects of the
/// environment's `managedObjectContext` that a fetch request selects, read when the view's
/// body is.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  @Environment(\.managedObjectContext) private var context
  let request: NSFetchRequest<Result>

  /// The objects a fetch request selects.
  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) { request = fetchRequest }

  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) { request = fetchRequest }

  /// The objects of an entity that match a predicate, in a sort order.
  public init(
    entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    request = NSFetchRequest(entityName: entity.name ?? "")
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
  }

  /// The matching objects; a failed fetch shows nothing, as on iOS.
  public var wrappedValue: FetchedResults<Result> {
    FetchedResults(results: (try? context.fetch(request)) ?? [], request: request)
  }

  /// The request's sort and predicate, which a view may change (`$items.nsPredicate = …`).
  public var projectedValue: Binding<Configuration> {
    let request = request
    return Binding(
      get: { Configuration(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate) },
      set: {
        request.sortDescriptors = $0.nsSortDescriptors
        request.predicate = $0.nsPredicate
      })
  }

  /// The parts of a fetch request a view may change.
  public struct Configuration {
    public var nsSortDescriptors: [NSSortDescriptor]
    public var nsPredicate: NSPredicate?
  }
}

extension FetchRequest where Result: NSManagedObject {
  /// The objects of the result type's entity that match a predicate, in a sort order.
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    request = NSFetchRequest(entityName: Result.entity().name ?? String(describing: Result.self))
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
  }

  /// The same, sorted by Foundation's `SortDescriptor`s (`SortDescriptor(\.name)`). An empty
  /// `sortDescriptors: []` picks the `NSSortDescriptor` form, as it does with SwiftUI.
  @_disfavoredOverload
  public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    self.init(sortDescriptors: sortDescriptors.map(\.nsSortDescriptor), predicate: predicate, animation: animation)
  }

  /// Every object of the result type's entity, in insertion order.
  public init() { self.init(sortDescriptors: [NSSortDescriptor](), predicate: nil) }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
  /// The sort as Foundation's `SortDescriptor`s (those set through this property only).
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { [] }
    set { nsSortDescriptors = newValue.map(\.nsSortDescriptor) }
  }
}

/// The objects a `@FetchRequest` found: a random-access collection, with the request's sort
/// and predicate.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  let results: [Result]
  let request: NSFetchRequest<Result>

  public var startIndex: Int { results.startIndex }
  public var endIndex: Int { results.endIndex }
  public subscript(position: Int) -> Result { results[position] }

  public var nsSortDescriptors: [NSSortDescriptor] {
    get { request.sortDescriptors ?? [] }
    nonmutating set { request.sortDescriptors = newValue }
  }

  public var nsPredicate: NSPredicate? {
    get { request.predicate }
    nonmutating set { request.predicate = newValue }
  }
}

extension FetchedResults where Result: NSManagedObject {
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { [] }
    nonmutating set { request.sortDescriptors = newValue.map(\.nsSortDescriptor) }
  }
}
