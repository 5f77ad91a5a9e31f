import Foundation

/// A property wrapper for an `ObservableObject` a view is handed by its parent, as in SwiftUI.
///
/// `$model.name` is a `Binding` to the object's `name`. Vellum draws the object's current
/// state; nothing re-renders when it changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyStorage {
  /// Gives `Binding`s to the properties of the wrapped object: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      Binding(object, keyPath)
    }
  }

  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension Binding {
  /// A binding to a property of an object (the object is kept alive by the binding).
  init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
