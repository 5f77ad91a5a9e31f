import Foundation

/// Makes `Binding`s to the properties of an `@Observable` object, as in SwiftUI:
/// `@Bindable var model: Model` as a view property, `@Bindable var model = model` inside
/// `body`, or `Bindable(model).name`; `$model.name` is a `Binding<String>`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  public var projectedValue: Bindable<Value> { self }

  /// A binding that reads and writes the object's property.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    Binding(wrappedValue, keyPath)
  }
}

extension Bindable: DynamicProperty, DynamicPropertyStorage {}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
