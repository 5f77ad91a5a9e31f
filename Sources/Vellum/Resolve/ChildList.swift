import Foundation

/// The identity of a resolved child: its structural path (tuple positions, `if` branches)
/// and explicit ids (`ForEach` data ids, `.id(_:)`), so it is stable across renders.
///
/// Stored as its last component and a link to its parent's identity, so a child's identity
/// costs one small object, not a copy of its parent's whole path.
public struct ChildIdentity: Hashable, CustomStringConvertible, @unchecked Sendable {
  private let last: IdentityLink?
  /// The newest components, when they are small (branches, integers below 32,768): sixteen
  /// 4-bit codes in one word, one per branch or integer below 11, five per larger integer
  /// (see `SmallComponents`). An `if` or a `ForEach` element then adds
  /// to its identity without allocating a link; a word's worth of them share one. Every
  /// identity is built by appending from the root, so a path has one representation and
  /// equality compares representations.
  private let recent: SmallComponents

  init() {
    last = nil
    recent = SmallComponents()
  }

  init(components: [AnyHashable]) {
    var identity = ChildIdentity()
    for component in components { identity = identity.appending(component) }
    self = identity
  }

  private init(last: IdentityLink?, recent: SmallComponents) {
    self.last = last
    self.recent = recent
  }

  /// The identity of a child of this one, `component` being its place or id among its siblings.
  func appending(_ component: AnyHashable) -> ChildIdentity { appending(IdentityComponent(component)) }

  /// The identity of the child at `index` among its siblings (a tuple position, an `Int` id):
  /// the same identity as `appending(AnyHashable(index))`, without wrapping the integer.
  func appending(index: Int) -> ChildIdentity {
    guard let code = SmallComponents.code(index: index) else { return appending(.integer(index)) }
    return appending(code: code)
  }

  /// The identity of a branch of an `if`/`else` or an optional: the same identity as
  /// `appending(AnyHashable(branch.rawValue))`.
  func appending(branch: IdentityComponent.Branch) -> ChildIdentity {
    appending(code: SmallComponents.code(branch: branch))
  }

  private func appending(_ component: IdentityComponent) -> ChildIdentity {
    guard let code = SmallComponents.code(of: component) else {
      let parent = recent.isEmpty ? last : IdentityLink(parent: last, component: .packed(recent))
      return ChildIdentity(last: IdentityLink(parent: parent, component: component), recent: SmallComponents())
    }
    return appending(code: code)
  }

  /// This identity and a small component's codes after it.
  private func appending(code: SmallComponents.Code) -> ChildIdentity {
    if let more = recent.appending(code) { return ChildIdentity(last: last, recent: more) }
    return ChildIdentity(
      last: IdentityLink(parent: last, component: .packed(recent)), recent: SmallComponents(code: code))
  }

  /// The path from the root, first component first.
  var components: [AnyHashable] {
    var result: [AnyHashable] = recent.values.reversed()
    var link = last
    while let current = link {
      if case .packed(let packed) = current.component {
        result.append(contentsOf: packed.values.reversed())
      } else {
        result.append(current.component.value)
      }
      link = current.parent
    }
    return result.reversed()
  }

  public var description: String { components.map { "\($0)" }.joined(separator: "/") }

  public static func == (a: ChildIdentity, b: ChildIdentity) -> Bool {
    guard a.recent == b.recent else { return false }
    var (left, right) = (a.last, b.last)
    guard left?.depth == right?.depth else { return false }
    while let l = left, let r = right {
      if l === r { return true }
      if l.component != r.component { return false }
      (left, right) = (l.parent, r.parent)
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    var link = last
    hasher.combine(recent)
    hasher.combine(last?.depth ?? 0)
    while let current = link {
      hasher.combine(current.component)
      link = current.parent
    }
  }
}

/// The newest small identity components in one word, oldest lowest, as a stream of 4-bit
/// codes: 1–3 for the branches (`if`, `else`, an optional's value), 4 + n for the integer n
/// below 11, and, for an integer n from 11 to 32,767, the escape code 15 followed by the four
/// codes of n | 0x8000, lowest first, so that the highest code in use is never 0 and the
/// word's length is where its highest set bit is. 0 is an empty slot. Sixteen codes fit, so
/// a path through `if`s and the rows of `ForEach`es, which most are, takes one word:
/// appending always picks the same codes for the same path, so a path has one
/// representation. (With a word of either fifteen 4-bit codes or three 16-bit ones, each
/// container of Taffy's wide tree, a `ForEach` row past the eleventh, allocated a link.)
struct SmallComponents: Hashable {
  private var bits: UInt64 = 0

  private static let capacity = 16
  private static let escape: UInt64 = 0xF

  /// A component's codes: `length` 4-bit codes in `bits`, the first lowest.
  struct Code {
    let bits: UInt64
    let length: Int
  }

  init() {}

  /// One component.
  init(code: Code) { bits = code.bits }

  private init(bits: UInt64) { self.bits = bits }

  var isEmpty: Bool { bits == 0 }

  /// The number of 4-bit codes held.
  private var used: Int { (64 - bits.leadingZeroBitCount + 3) / 4 }

  /// The codes of `component`, or nil when it has none (it is kept in a link).
  static func code(of component: IdentityComponent) -> Code? {
    switch component {
    case .branch(let branch): code(branch: branch)
    case .integer(let value): code(index: value)
    default: nil
    }
  }

  static func code(branch: IdentityComponent.Branch) -> Code {
    switch branch {
    case .ifTrue: Code(bits: 1, length: 1)
    case .ifFalse: Code(bits: 2, length: 1)
    case .some: Code(bits: 3, length: 1)
    }
  }

  static func code(index: Int) -> Code? {
    if index >= 0 && index < 11 { return Code(bits: UInt64(index) + 4, length: 1) }
    if index >= 11 && index < 0x8000 { return Code(bits: escape | UInt64(index | 0x8000) << 4, length: 5) }
    return nil
  }

  /// These components and `code`'s after them, or nil when the word has no room for it.
  func appending(_ code: Code) -> SmallComponents? {
    let used = used
    guard used + code.length <= Self.capacity else { return nil }
    return SmallComponents(bits: bits | code.bits << UInt64(used * 4))
  }

  /// The components, oldest first, as the values they stand for.
  var values: [AnyHashable] {
    var result: [AnyHashable] = []
    var rest = bits
    while rest != 0 {
      let code = rest & 0xF
      rest >>= 4
      switch code {
      case 1: result.append(AnyHashable(IdentityComponent.Branch.ifTrue.rawValue))
      case 2: result.append(AnyHashable(IdentityComponent.Branch.ifFalse.rawValue))
      case 3: result.append(AnyHashable(IdentityComponent.Branch.some.rawValue))
      case Self.escape:
        result.append(AnyHashable(Int(rest & 0x7FFF)))
        rest >>= 16
      default: result.append(AnyHashable(Int(code) - 4))
      }
    }
    return result
  }
}

/// One component of an identity. Integers (tuple positions, `Int` ids) and branches (`if`,
/// `else`, an optional's value) are kept as themselves: wrapping each in an `AnyHashable`
/// looked up protocol conformances at run time. Any other component is an `AnyHashable`;
/// one that holds an integer or a branch's name is stored as those are, so a component
/// compares as its `AnyHashable` value would. `packed` holds small components that a link
/// keeps together (see `ChildIdentity.recent`).
enum IdentityComponent: Hashable {
  case integer(Int)
  case branch(Branch)
  case other(AnyHashable)
  case packed(SmallComponents)

  enum Branch: String {
    case ifTrue = "if"
    case ifFalse = "else"
    case some
  }

  init(_ value: AnyHashable) {
    if let integer = value.base as? Int {
      self = .integer(integer)
    } else if let name = value.base as? String, let branch = Branch(rawValue: name) {
      self = .branch(branch)
    } else {
      self = .other(value)
    }
  }

  /// The component as the `AnyHashable` it stands for (a packed one as the list of them).
  var value: AnyHashable {
    switch self {
    case .integer(let integer): AnyHashable(integer)
    case .branch(let branch): AnyHashable(branch.rawValue)
    case .other(let value): value
    case .packed(let packed): AnyHashable(packed.values)
    }
  }
}

/// One component of a `ChildIdentity`, linked to its parent's.
private final class IdentityLink {
  private(set) var parent: IdentityLink?
  let component: IdentityComponent
  let depth: Int

  init(parent: IdentityLink?, component: IdentityComponent) {
    self.parent = parent
    self.component = component
    depth = (parent?.depth ?? 0) + 1
  }

  /// Releases the chain of ancestors only this link holds one at a time, so the identity of
  /// a view thousands of levels deep does not recurse once per level as it goes. A shallow
  /// link's ancestors are released as usual (at most a few dozen levels of recursion).
  deinit {
    guard depth > 64 else { return }
    var next = parent
    parent = nil
    while var current = next {
      next = nil
      guard isKnownUniquelyReferenced(&current) else { break }
      next = current.parent
      current.parent = nil
    }
  }
}

/// One child a view contributes to its container, not yet built into a layout node.
///
/// `build` is called with the context of the container that finally places the child, so
/// a child taken apart by `ForEach(subviews:)` takes its environment from where it lands.
/// `section` says which part of which `Section` the child came from, if any.
struct Child {
  typealias Build = (ResolveContext) -> Node
  var id: ChildIdentity
  var containerValues: ContainerValues
  var section: SectionMark? = nil
  var build: Build
}

/// The flattened children of a view, as SwiftUI resolves them for a container:
///
/// | content                                   | children it contributes                        |
/// |-------------------------------------------|------------------------------------------------|
/// | `A(); B()` in a `@ViewBuilder`            | A's children, then B's                         |
/// | `Group { … }`, nested `Group`s            | its content's children, flattened              |
/// | `ForEach(data) { … }`, `ForEach` in `ForEach` | each element's children, in order, flattened |
/// | `if` / `else`, `switch`, optionals        | the taken branch's children; none for `nil`     |
/// | `EmptyView()`                             | none                                           |
/// | a custom view whose `body` is several views | each view of its body                        |
/// | `modifier` on a `Group` or `ForEach`      | each child, with the modifier applied to it    |
/// | `Section { … } header: { … } footer: { … }` | header, content and footer children, marked with the section |
/// | a `Subview` (or a collection of them)     | itself, so a nested container decomposes it again |
/// | any other view (`Text`, `VStack`, `frame` …) | one child                                  |
///
/// A `ForEach` over a range is kept as a lazy segment, so a lazy stack can resolve only
/// the rows it shows.
struct ChildList {
  enum Segment {
    case eager([Child])
    case lazy(count: Int, element: (Int) -> ChildList)
  }
  var segments: [Segment] = []

  init() {}
  init(_ children: [Child]) { segments = [.eager(children)] }

  mutating func append(contentsOf other: ChildList) { segments.append(contentsOf: other.segments) }

  /// Applies `transform` to every child, now or (for lazy segments) when it is produced.
  func mapChildren(_ transform: @escaping (Child) -> Child) -> ChildList {
    var result = ChildList()
    result.segments = segments.map { segment in
      switch segment {
      case .eager(let children): .eager(children.map(transform))
      case .lazy(let count, let element): .lazy(count: count, element: { element($0).mapChildren(transform) })
      }
    }
    return result
  }

  /// Replaces every child with the children `transform` makes from it, keeping lazy
  /// segments lazy (`ForEach(subviews:)` in a lazy stack).
  func flatMap(_ transform: @escaping (Child) -> ChildList) -> ChildList {
    var result = ChildList()
    for segment in segments {
      switch segment {
      case .eager(let children):
        for child in children { result.append(contentsOf: transform(child)) }
      case .lazy(let count, let element):
        result.segments.append(.lazy(count: count, element: { element($0).flatMap(transform) }))
      }
    }
    return result
  }

  /// Wraps every child's build step.
  func map(_ wrap: @escaping (@escaping Child.Build) -> Child.Build) -> ChildList {
    mapChildren { child in
      var child = child
      child.build = wrap(child.build)
      return child
    }
  }

  /// Builds every child in `context`, in order, appending the nodes to `nodes`.
  func build(in context: ResolveContext, into nodes: inout [Node]) {
    forEachChild { child in
      nodes.append(child.build(context))
      return true
    }
  }

  /// Every child, resolving lazy segments.
  var all: [Child] {
    var result: [Child] = []
    forEachChild {
      result.append($0)
      return true
    }
    return result
  }

  /// Visits children in order until `body` returns false. Returns false if stopped early.
  @discardableResult
  func forEachChild(_ body: (Child) -> Bool) -> Bool {
    for segment in segments {
      switch segment {
      case .eager(let children):
        for child in children where !body(child) { return false }
      case .lazy(let count, let element):
        for index in 0..<count where !element(index).forEachChild(body) { return false }
      }
    }
    return true
  }

  /// The number of lazy elements (an upper-bound estimate for lazy stacks) plus eager children.
  var estimatedCount: Int {
    segments.reduce(0) { total, segment in
      switch segment {
      case .eager(let children): total + children.count
      case .lazy(let count, _): total + count
      }
    }
  }
}

/// Walks a child list one child at a time, resolving lazy elements only when reached.
struct ChildCursor {
  private let list: ChildList
  private var segment = 0
  private var element = 0
  private var pending: [Child] = []
  private(set) var consumedElements = 0

  init(_ list: ChildList) { self.list = list }

  mutating func next() -> Child? {
    while true {
      if !pending.isEmpty { return pending.removeFirst() }
      guard segment < list.segments.count else { return nil }
      switch list.segments[segment] {
      case .eager(let children):
        pending = children
        segment += 1
        consumedElements += children.count
      case .lazy(let count, let make):
        if element < count {
          pending = make(element).all
          element += 1
          consumedElements += 1
        } else {
          segment += 1
          element = 0
        }
      }
    }
  }
}
