import Foundation
import Vellum

extension EnvironmentValues {
  /// The context `@FetchRequest` reads and views insert into. Outside
  /// `.environment(\.managedObjectContext, …)`, an empty one of its own, as on iOS (where
  /// fetching from it fails).
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}

struct ManagedObjectContextKey: EnvironmentKey {
  static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}
