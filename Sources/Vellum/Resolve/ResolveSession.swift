import Foundation

/// What one resolve shares across its whole tree: where problems are reported, the render's
/// `@State`, and what it has learnt about view types. Contexts hold one reference to it, so
/// copying a context (once per view) retains one object for all three.
final class ResolveSession {
  let diagnostics: Diagnostics
  /// The render's `@State`, kept by identity across layout passes.
  let states: StateStore?
  @exclusivity(unchecked) private var primitives = TypeTable<(any PrimitiveView.Type)?>()
  @exclusivity(unchecked) private var holders = TypeTable<Bool>()

  init(diagnostics: Diagnostics, states: StateStore? = nil) {
    self.diagnostics = diagnostics
    self.states = states
  }

  /// Whether `view`, of type `V`, may hold dynamic properties (`DynamicPropertyTypes`),
  /// asked of the shared table (behind a lock) once per type per render.
  func mayHoldDynamicProperties<V>(_ type: V.Type, _ view: UnsafePointer<V>) -> Bool {
    if let known = holders[V.self] { return known }
    let found = DynamicPropertyTypes.mayHold(V.self, view.pointee)
    holders[V.self] = found
    return found
  }

  /// `type` as a primitive view type, or nil for a view with a `body`. The cast looks up the
  /// conformance in the runtime's shared cache (hundreds of instructions); each type is
  /// asked once per render here.
  func primitive<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
    if let known = primitives[type] { return known }
    let found = type as? any PrimitiveView.Type
    primitives[type] = found
    return found
  }
}

/// A small open-addressed table keyed by type: a multiply and a compare per look-up, where a
/// `Dictionary` keyed by `ObjectIdentifier` hashes with SipHash.
struct TypeTable<Value> {
  private var keys: [UInt] = Array(repeating: 0, count: 64)
  private var values: [Value?] = Array(repeating: nil, count: 64)
  private var count = 0

  private func slot(of key: UInt) -> Int {
    var index = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
    while keys[index] != 0 && keys[index] != key { index = (index + 1) & (keys.count - 1) }
    return index
  }

  subscript(type: Any.Type) -> Value? {
    get {
      let key = UInt(bitPattern: ObjectIdentifier(type))
      let index = slot(of: key)
      return keys[index] == key ? values[index] : nil
    }
    set {
      guard let newValue else { return }
      if (count + 1) * 2 > keys.count { grow() }
      let key = UInt(bitPattern: ObjectIdentifier(type))
      let index = slot(of: key)
      if keys[index] == 0 { count += 1 }
      keys[index] = key
      values[index] = newValue
    }
  }

  private mutating func grow() {
    let old = (keys, values)
    keys = Array(repeating: 0, count: old.0.count * 2)
    values = Array(repeating: nil, count: old.0.count * 2)
    for (key, value) in zip(old.0, old.1) where key != 0 {
      let index = slot(of: key)
      keys[index] = key
      values[index] = value
    }
  }
}
