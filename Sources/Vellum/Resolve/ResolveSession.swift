import Foundation

/// What one resolve shares across its whole tree: where problems are reported, the render's
/// `@State`, and what it has learnt about view types. Contexts hold one reference to it, so
/// copying a context (once per view) retains one object for all three.
final class ResolveSession {
  let diagnostics: Diagnostics
  /// The render's `@State`, kept by identity across layout passes.
  let states: StateStore?
  /// What is known of view types: a copy of what earlier renders learnt, taken without a
  /// lock on the hot path, and handed back when the session ends.
  @exclusivity(unchecked) private var types: ViewTypeFacts
  private var learnt = false
  /// Whether primitive views resolve through their fast paths (fields read in place,
  /// specialised `makeNodes`); false resolves every one through `makeChildren`, the general
  /// path (tests compare the two).
  let usesFastPaths: Bool

  init(diagnostics: Diagnostics, states: StateStore? = nil, usesFastPaths: Bool = true) {
    self.diagnostics = diagnostics
    self.states = states
    self.usesFastPaths = usesFastPaths
    types = ViewTypeFacts.shared
  }

  deinit {
    if learnt { ViewTypeFacts.shared = types }
  }

  /// Whether `view`, of type `V`, may hold dynamic properties (`DynamicPropertyTypes`),
  /// asked of the shared table (behind a lock) once per type.
  func mayHoldDynamicProperties<V>(_ type: V.Type, _ view: UnsafePointer<V>) -> Bool {
    if let known = types.holders[V.self] { return known }
    let found = DynamicPropertyTypes.mayHold(V.self, view.pointee)
    types.holders[V.self] = found
    learnt = true
    return found
  }

  /// `type` as a primitive view type, or nil for a view with a `body`. The cast looks up the
  /// conformance in the runtime (hundreds of instructions when cached, tens of thousands
  /// the first time a render asks of a type); each type is asked once here.
  func primitive<V: View>(_ type: V.Type) -> PrimitiveType? {
    if let known = types.primitives[type] { return known }
    let found = (type as? any PrimitiveView.Type).map {
      PrimitiveType(type: $0, readsInPlace: $0.storedFieldsAreWhereRead)
    }
    types.primitives[type] = found
    learnt = true
    return found
  }

  /// The last colour filled, with its paint. A paint is boxed (`PaintContent` is indirect),
  /// one allocation per colour view; views of one colour in a row (a list's backgrounds, a
  /// grid's cells) share one box. Paints are values, so sharing one changes nothing drawn.
  private var lastFill: (color: Color, content: PaintContent)?

  /// The paint of a colour filling its frame.
  func fill(_ color: Color) -> PaintContent {
    if let lastFill, lastFill.color == color { return lastFill.content }
    let content = PaintContent.fill(.rect, style: AnyShapeStyle(color))
    lastFill = (color, content)
    return content
  }

  /// The function that resolves a `V`'s body (see `BodyNodes`), made once per type.
  func bodyNodes<V: View>(_ type: V.Type) -> BodyNodes {
    if let known = types.bodies[type] { return known }
    let made = BodyNodes(V.self)
    types.bodies[type] = made
    learnt = true
    return made
  }
}

/// What resolving has learnt of view types, none of which changes while the process runs:
/// which are primitive, which may hold dynamic properties, how to resolve each one's body.
/// Each render starts from what the renders before it learnt.
struct ViewTypeFacts {
  var primitives = TypeTable<PrimitiveType?>()
  var holders = TypeTable<Bool>()
  var bodies = TypeTable<BodyNodes>()

  /// What a run of views of one type has looked up so far: whether the type is primitive
  /// (once `known`), and for a view with a body, how to resolve it.
  struct Run {
    var known = false
    var primitive: PrimitiveType?
    var holdsDynamicProperties = false
    var body: BodyNodes?
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var latest = ViewTypeFacts()

  /// What the latest session to learn something knew (renders on several threads each keep
  /// their own copy; the last to finish leaves its own, and a fact lost is learnt again).
  static var shared: ViewTypeFacts {
    get { lock.withLock { latest } }
    set { lock.withLock { latest = newValue } }
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

/// A primitive view type, and whether its `makeNodes(at:)` may read its fields in place:
/// their offsets checked against Swift's layout once, when the type is first met.
struct PrimitiveType {
  let type: any PrimitiveView.Type
  let readsInPlace: Bool
}
