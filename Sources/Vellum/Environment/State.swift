import Foundation

/// A value a view owns, as in SwiftUI. A still render shows its initial value; setting it
/// stores the new value, but nothing re-renders.
@propertyWrapper
public struct State<Value> {
  final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  let box: Box

  public init(wrappedValue: Value) { box = Box(wrappedValue) }
  public init(initialValue: Value) { box = Box(initialValue) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// A two-way connection to a value owned elsewhere, as in SwiftUI.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let get = get
    let set = set
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var whole = get()
        whole[keyPath: keyPath] = newValue
        set(whole)
      })
  }
}
