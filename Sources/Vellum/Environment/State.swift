import Foundation

/// A value a view owns, as in SwiftUI. A still render shows its initial value, unless
/// layout changes it (an `onPreferenceChange` action): then the render lays out again with
/// the new value, as iOS shows the frame after that update (`StateStore`).
///
/// As in SwiftUI, a write to a state that is already initialised, made before the view is in
/// a render, is dropped: `self.count = 5` in an `init` after the view's other stored
/// properties are set, when `@State var count = 0` has a default, leaves 0 (made before them,
/// Swift initialises the state again with 5). `_count = State(initialValue: 5)` always gives 5.
@propertyWrapper
public struct State<Value> {
  final class Box {
    private var stored: Value
    /// The storage this view's identity already has in the render (`StateStore`); reads
    /// and writes go there.
    private var canonical: Box?
    private weak var store: StateStore?
    /// Whether a render has held this storage.
    private var adopted = false
    /// Whether writes before a render holds this storage are dropped, as SwiftUI drops a
    /// `@State` write made outside a render; other wrappers that keep their value here
    /// (`AppStorage`, `FocusState`) keep such writes.
    private let dropsWritesOutsideRender: Bool
    init(_ value: Value, dropsWritesOutsideRender: Bool = false) {
      stored = value
      self.dropsWritesOutsideRender = dropsWritesOutsideRender
    }

    var value: Value {
      get {
        if let canonical { return canonical.value }
        return stored
      }
      set {
        if let canonical {
          canonical.value = newValue
          return
        }
        if dropsWritesOutsideRender, !adopted { return }
        if store != nil, equalIfEquatable(stored, newValue) == true { return }
        stored = newValue
        store?.noteWrite()
      }
    }

    func adopt(from store: StateStore, key: StateStore.Key) {
      adopted = true
      let known = store.storage(for: key, fresh: self)
      if known !== self { canonical = known } else { self.store = store }
    }
  }
  let box: Box

  public init(wrappedValue: Value) { box = Box(wrappedValue, dropsWritesOutsideRender: true) }
  public init(initialValue: Value) { box = Box(initialValue, dropsWritesOutsideRender: true) }
  /// State that keeps a value written before any render (for `AppStorage`).
  init(keeping value: Value) { box = Box(value) }

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
