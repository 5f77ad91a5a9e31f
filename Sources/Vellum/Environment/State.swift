import Foundation

/// A value a view owns, as in SwiftUI. A still render shows its initial value, unless
/// layout changes it (an `onPreferenceChange` action): then the render lays out again with
/// the new value, as iOS shows the frame after that update (`StateStore`).
///
/// The initial value is made the first time it is read, isolated to the main actor, so
/// `@State private var model = Model()` compiles for a `@MainActor` model in a view that is
/// not itself `@MainActor` (in SwiftUI the whole view type is main-actor isolated).
@propertyWrapper
public struct State<Value> {
  final class Box {
    private var stored: Value?
    private var make: (@MainActor () -> Value)?
    /// The storage this view's identity already has in the render (`StateStore`); reads
    /// and writes go there.
    private var canonical: Box?
    private weak var store: StateStore?
    init(_ value: Value) { stored = value }
    init(making make: @escaping @MainActor () -> Value) { self.make = make }

    var value: Value {
      get {
        if let canonical { return canonical.value }
        if let make {
          stored = runOnMainActor(make)
          self.make = nil
        }
        return stored!
      }
      set {
        if let canonical {
          canonical.value = newValue
          return
        }
        if let store, make == nil, let old = stored, equalIfEquatable(old, newValue) == true {
          return
        }
        make = nil
        stored = newValue
        store?.noteWrite()
      }
    }

    func adopt(from store: StateStore, key: StateStore.Key) {
      let known = store.storage(for: key, fresh: self)
      if known !== self { canonical = known } else { self.store = store }
    }
  }
  let box: Box

  public init(wrappedValue: @autoclosure @escaping @MainActor () -> Value) { box = Box(making: wrappedValue) }
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

extension State: IdentifiedStorage {
  func adopt(from store: StateStore, key: StateStore.Key) { box.adopt(from: store, key: key) }
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
