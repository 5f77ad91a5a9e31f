import Foundation

/// How a node measures and places its children; a `Layout` conformer behind a type eraser.
protocol NodeLayout: AnyObject {
  /// The kinds of explicit alignment guides the layout can give its node of its own (text
  /// baselines, `alignmentGuide`, a custom `Layout`), rather than only passing on its
  /// children's. Nodes whose whole subtree has none of a kind skip queries for that kind.
  var originatedGuides: GuideAxes { get }
  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize
  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node)
  func spacing(node: Node) -> ViewSpacing
  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat?
  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat?
  /// Whether the node's size, and what it proposes to its children, are the same under
  /// every proposal (a frame with both lengths fixed; a stack of such children). Layout
  /// then measures it once and skips the flexibility probes at 0 and ∞.
  func isRigid(node: Node) -> Bool
  /// For a modifier's layout, the index of the child it modifies (see `Node.modifiedChild`).
  var modifiedChildIndex: Int? { get }
}

extension NodeLayout {
  func isRigid(node: Node) -> Bool { false }
  var modifiedChildIndex: Int? { nil }
}

/// A resolved view in the layout tree: measured with a per-proposal cache, then placed.
final class Node {
  struct Placement {
    var position: CGPoint
    var anchor: UnitPoint
    private var packedProposal: PackedProposal
    var proposal: ProposedViewSize {
      get { packedProposal.proposal }
      set { packedProposal = PackedProposal(newValue) }
    }

    init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
      self.position = position
      self.anchor = anchor
      packedProposal = PackedProposal(proposal)
    }
  }

  /// The name printed in the layout snapshot (`VStack`, `Text("Hi")`, `frame` …), built
  /// only when asked for.
  var name: String {
    if case .filledColor = label, case .fill(_, let style) = content, let color = style.color {
      return "Color(\(color))"
    }
    return label.text
  }
  /// The layout object of a node whose layout is not one of the built-in kinds.
  var layout: NodeLayout? { kind.object }

  // What measuring and placing a node touch comes first, small fields together, on as few
  // cache lines as can be (Swift lays a class's fields out in declaration order): laying
  // out a large tree is mostly the cache misses of each node's first touch.
  /// How the node lays out its children (see `NodeLayoutKind`).
  let kind: NodeLayoutKind
  @exclusivity(unchecked) var children: [Node] {
    didSet {
      stackGaps = nil
      lastStackRun = nil
      rigidity = nil
      sizeCache.removeAll()
      knownGuides = nil
      fillsProposal = false
    }
  }
  /// Whether the node is rigid (`NodeLayout.isRigid`), once asked. A rigid node's first
  /// size answer is its answer to every proposal.
  @exclusivity(unchecked) private var rigidity: Bool?
  /// A colour's node: its size is the proposal (unspecified lengths 10), and it places
  /// nothing. Answered here, without a call into its layout object (a cache miss per leaf).
  @exclusivity(unchecked) private var fillsProposal: Bool
  /// The kinds of explicit guides in the subtree (`guidesInSubtree`), once asked.
  @exclusivity(unchecked) private var knownGuides: GuideAxes?
  /// The environment's layout direction, read once: layouts ask for it on every call.
  let layoutDirection: LayoutDirection
  /// Left out by its container (the options `ViewThatFits` did not choose): not drawn or listed.
  var excluded = false
  /// A fixed `frame` that holds the colour it was applied to as its own content, rather
  /// than as a child node (see `Node.folding`).
  private(set) var holdsFoldedColor = false
  @exclusivity(unchecked) var priority: Double = 0
  @exclusivity(unchecked) var placement: Placement?
  /// The frame in the parent's coordinates, before pixel rounding.
  @exclusivity(unchecked) var frame: CGRect = .zero
  @exclusivity(unchecked) private var packedFinalProposal = PackedProposal(.unspecified)
  /// The proposal the node was placed under.
  var finalProposal: ProposedViewSize {
    get { packedFinalProposal.proposal }
    set { packedFinalProposal = PackedProposal(newValue) }
  }
  /// The node that placed this one. Not `weak`: a weak reference gives its object a side
  /// table, and every retain and release of it then takes the slow path. Parents own
  /// their children, so a parent outlives every use of this reference.
  unowned(unsafe) var parent: Node?
  @exclusivity(unchecked) private var sizeCache = AnswerCache<ProposalKey, CGSize>()
  @exclusivity(unchecked) private var cacheGeneration = -1
  /// A stack's last run over these children, reused while what it was run for is the same.
  /// On the node, not in `Extras`: most stacks have one, and `Extras` is an allocation.
  @exclusivity(unchecked) var lastStackRun: StackRun?
  let container: ContainerBox

  /// What only some nodes have, or layout reads rarely, kept apart so that the fields every
  /// layout call touches share a few cache lines (a node with all of these inline was
  /// nearly a kilobyte, and laying out a large tree was mostly cache misses).
  private final class Extras {
    @exclusivity(unchecked) var explicitIDs: [AnyHashable] = []
    @exclusivity(unchecked) var effects: [Effect] = []
    @exclusivity(unchecked) var fixedSpacing: ViewSpacing?
    @exclusivity(unchecked) var spacingCache: ViewSpacing?
    @exclusivity(unchecked) var stackGaps: (axis: Axis, spacing: CGFloat?, gaps: [CGFloat])?
    @exclusivity(unchecked) var accessibility: AccessibilityAttributes?
    @exclusivity(unchecked) var layoutValues: [ObjectIdentifier: Any] = [:]
  }
  @exclusivity(unchecked) private var storedExtras: Extras?
  private var extras: Extras {
    if let storedExtras { return storedExtras }
    let made = Extras()
    storedExtras = made
    return made
  }

  var explicitIDs: [AnyHashable] {
    get { storedExtras?.explicitIDs ?? [] }
    set { extras.explicitIDs = newValue }
  }
  /// Effects (opacity, clip, shadow …) applied to the node and its children.
  var effects: [Effect] {
    get { storedExtras?.effects ?? [] }
    set { extras.effects = newValue }
  }
  /// Fixed spacing preferences for leaves; containers compute theirs from the children.
  var fixedSpacing: ViewSpacing? {
    get { storedExtras?.fixedSpacing }
    set { extras.fixedSpacing = newValue }
  }
  /// The gaps between children for a stack over them, with the axis and spacing they are for.
  var stackGaps: (axis: Axis, spacing: CGFloat?, gaps: [CGFloat])? {
    get { storedExtras?.stackGaps }
    set { if newValue != nil || storedExtras != nil { extras.stackGaps = newValue } }
  }
  /// What the accessibility modifiers said about this node (see `AccessibilityElement`).
  var accessibility: AccessibilityAttributes? {
    get { storedExtras?.accessibility }
    set { if newValue != nil || storedExtras != nil { extras.accessibility = newValue } }
  }

  /// Values of `LayoutValueKey`s set on this node (`layoutValue(key:value:)`), by key type.
  var layoutValues: [ObjectIdentifier: Any] {
    get { storedExtras?.layoutValues ?? [:] }
    set { extras.layoutValues = newValue }
  }

  /// The child a modifier's node wraps (a frame's, padding's, a background's primary
  /// content), through which the traits of the view it modifies show; nil for containers.
  var modifiedChild: Node? {
    switch kind {
    case .frame: return children.first
    case .fill, .vstack, .hstack: return nil
    case .other(let layout):
      guard let index = layout.modifiedChildIndex, index < children.count else { return nil }
      return children[index]
    }
  }

  // Declared last, as layout rarely reads them: Swift lays a class's fields out in order.
  private let label: NodeLabel
  let environment: EnvironmentValues
  let diagnostics: Diagnostics
  /// What this node draws in its own frame, behind its children.
  var content: PaintContent?

  /// The frame in the root's coordinates.
  var globalFrame: CGRect {
    var origin = frame.origin
    var node = parent
    while let current = node {
      origin.x += current.frame.minX
      origin.y += current.frame.minY
      node = current.parent
    }
    return CGRect(origin: origin, size: frame.size)
  }

  convenience init(
    name: String, quoting quoted: String? = nil, layout: NodeLayout, children: [Node] = [], context: ResolveContext
  ) {
    self.init(
      label: quoted.map { .quoted(name, $0) } ?? .plain(name), layout: layout, children: children, context: context)
  }

  convenience init(label: NodeLabel, layout: NodeLayout, children: [Node] = [], context: ResolveContext) {
    self.init(label: label, kind: .other(layout), children: children, context: context)
  }

  init(label: NodeLabel, kind: NodeLayoutKind, children: [Node] = [], context: ResolveContext) {
    // Asked of every node by layout: answered now, while the children just built are in
    // the cache, rather than in a walk of their own (each a cache miss per node). Asked of
    // `kind` before it is stored: the stored argument was copied for each use after.
    let rigid = kind.isRigid(children: children)
    let guides = children.reduce(kind.originatedGuides) { $0.union($1.guidesInSubtree) }
    self.label = label
    self.kind = kind
    self.children = children
    self.environment = context.environment
    self.layoutDirection = context.environment.layoutDirection
    self.container = context.container
    self.diagnostics = context.diagnostics
    if context.environment.presented != nil { context.states?.presents = true }
    if case .fill = kind { fillsProposal = children.isEmpty } else { fillsProposal = false }
    // A new node's (empty) cache is current.
    cacheGeneration = context.container.totalGeneration
    knownGuides = guides
    rigidity = rigid ?? self.kind.isRigid(node: self)
  }

  /// The node's size for a proposal; sanitised and cached.
  func size(for proposal: ProposedViewSize) -> CGSize {
    if rigidity == true, let known = sizeCache.firstAnswer { return known }
    let proposal = sanitized(proposal)
    if fillsProposal { return proposal.replacingUnspecifiedDimensions() }
    let generation = container.totalGeneration
    if cacheGeneration != generation {
      sizeCache.removeAll()
      cacheGeneration = generation
    }
    let key = ProposalKey(proposal)
    if let cached = sizeCache[key] { return cached }
    var size = kind.size(proposal, node: self)
    // Infinite answers are legitimate while measuring (a Color under an infinite
    // proposal); NaN and negative ones are not.
    if size.width.isNaN || size.width < 0 || size.height.isNaN || size.height < 0 {
      diagnostics.report("\(name): layout returned invalid size \(size); clamped")
      size = CGSize(width: clampLength(size.width), height: clampLength(size.height))
    }
    sizeCache.insert(size, for: key)
    return size
  }

  /// Whether the node's size, and what it proposes to its children, are the same under
  /// every proposal (`NodeLayout.isRigid`).
  var isRigid: Bool {
    if let rigidity { return rigidity }
    let value = kind.isRigid(node: self)
    rigidity = value
    return value
  }

  private func clampLength(_ value: CGFloat) -> CGFloat {
    value.isNaN || value < 0 ? 0 : value
  }

  /// A placed frame must be finite: infinite lengths become a very large one.
  private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : Node.infiniteLength }

  /// What an infinite size becomes when a view is placed: 10,000,000 points, with a
  /// diagnostic (SwiftUI's frames are never infinite either).
  static let infiniteLength: CGFloat = 1e7

  private func sanitized(_ proposal: ProposedViewSize) -> ProposedViewSize {
    func clean(_ value: CGFloat?) -> CGFloat? {
      guard let value else { return nil }
      if value.isNaN { return nil }
      return max(value, 0)
    }
    return ProposedViewSize(width: clean(proposal.width), height: clean(proposal.height))
  }

  var spacing: ViewSpacing {
    if let known = storedExtras?.fixedSpacing ?? storedExtras?.spacingCache { return known }
    let value = kind.spacing(node: self)
    extras.spacingCache = value
    return value
  }

  /// The kinds of explicit alignment guides some node in this subtree can have.
  var guidesInSubtree: GuideAxes {
    if let knownGuides { return knownGuides }
    let value = children.reduce(kind.originatedGuides) { $0.union($1.guidesInSubtree) }
    knownGuides = value
    return value
  }

  func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
    dimensions(for: proposal, size: size(for: proposal))
  }

  /// The dimensions for a proposal whose size the caller already has.
  func dimensions(for proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
    ViewDimensions(size: size, source: guidesInSubtree.isEmpty ? nil : self, proposal: proposal)
  }

  /// The node's explicit value for a guide, unless no node in its subtree can have one.
  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    guard guidesInSubtree.contains(.horizontal) else { return nil }
    return kind.explicitAlignment(guide, size: size, proposal: proposal, node: self)
  }

  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    guard guidesInSubtree.contains(GuideAxes(guide)) else { return nil }
    return kind.explicitAlignment(guide, size: size, proposal: proposal, node: self)
  }

  /// Places this node's children inside its own frame, recursively.
  func placeChildren() {
    if fillsProposal { return }
    let bounds = CGRect(origin: .zero, size: frame.size)
    children.withUnretained { children in for child in children { child.with { $0.placement = nil } } }
    kind.place(in: bounds, proposal: finalProposal, node: self)
    // Read again: placing may give the node its children (content resolved after layout,
    // as `overlayPreferenceValue`'s).
    let mirrored = layoutDirection == .rightToLeft
    children.withUnretained { children in
      for child in children { child.with { place($0, in: bounds, mirrored: mirrored) } }
    }
  }

  /// Puts a child where its placement says (the centre when it has none) and places its own.
  @inline(__always) private func place(_ child: Node, in bounds: CGRect, mirrored: Bool) {
    let placement =
      child.placement
      ?? Placement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: finalProposal)
    var size = child.size(for: placement.proposal)
    if !size.width.isFinite || !size.height.isFinite {
      size = clampedInfiniteSize(size, of: child, under: placement.proposal)
    }
    var origin = CGPoint(
      x: placement.position.x - placement.anchor.x * size.width,
      y: placement.position.y - placement.anchor.y * size.height)
    if !origin.x.isFinite || !origin.y.isFinite { origin = clampedPosition(origin, of: child) }
    if mirrored { origin.x = bounds.width - origin.x - size.width }
    child.frame = CGRect(origin: origin, size: size)
    child.finalProposal = placement.proposal
    child.placement = nil
    child.parent = self
    child.placeChildren()
  }

  // Out of line, so the loop above does not load what only a diagnostic needs.
  @inline(never) private func clampedInfiniteSize(_ size: CGSize, of child: Node, under proposal: ProposedViewSize)
    -> CGSize
  {
    diagnostics.report("\(child.name): infinite size under proposal \(proposal); clamped")
    return CGSize(width: finite(size.width), height: finite(size.height))
  }

  @inline(never) private func clampedPosition(_ origin: CGPoint, of child: Node) -> CGPoint {
    diagnostics.report("\(child.name): placed at a non-finite position by \(name); placed at its parent's origin")
    return CGPoint(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
  }

  var subviews: LayoutSubviews { LayoutSubviews(children, layoutDirection: layoutDirection, owner: self) }

  /// A frame with both lengths fixed around a plain colour, as one node: the frame's node
  /// with the colour's paint as its content. The colour would take the frame's whole size at
  /// its origin under every proposal, and its spacing and alignment guides are the ones a
  /// frame with no child reports, so layout and drawing are the same as with the colour as
  /// its child, for one node fewer (a third of the nodes of a grid of swatches, or of Taffy's
  /// trees of fixed leaves). Nil unless `child` is a colour's node with nothing else on it.
  /// Snapshots list the colour under the frame as before (`foldedColor`).
  static func folding(_ child: Node, into layout: FrameLayout, _ context: ResolveContext) -> Node? {
    guard layout.fixesBothLengths, child.isPlainColor else { return nil }
    return foldedColor(layout, paint: child.content, context)
  }

  /// The node of a fixed frame holding a colour's `paint` (see `folding`).
  static func foldedColor(_ layout: FrameLayout, paint: PaintContent?, _ context: ResolveContext) -> Node {
    let node = Node(label: .plain(FrameLayout.modifierName), kind: .frame(layout), context: context)
    node.content = paint
    node.holdsFoldedColor = true
    return node
  }

  /// A colour's node as `Color.makeNodes` made it, with nothing set on it since.
  private var isPlainColor: Bool {
    guard case .fill = kind, case .filledColor = label else { return false }
    return children.isEmpty && storedExtras == nil && !excluded && priority == 0 && placement == nil
      && !holdsFoldedColor
  }

  /// The colour a folded frame holds, as the child node it stands for, placed where it would
  /// be (for snapshots, which list it as before).
  var foldedColor: Node? { holdsFoldedColor ? Node(colorIn: self) : nil }

  /// The colour node `frame` folded, in the frame's environment, filling its frame.
  private init(colorIn frame: Node) {
    label = .filledColor
    kind = .fill
    children = []
    environment = frame.environment
    layoutDirection = frame.layoutDirection
    container = frame.container
    diagnostics = frame.diagnostics
    fillsProposal = true
    content = frame.content
    self.frame = CGRect(origin: .zero, size: frame.frame.size)
    parent = frame
  }
}

/// Adapts a `Layout` conformer that is not a built-in kind (`NodeLayoutKind`) to a node,
/// holding its cache.
final class LayoutAdapter<L: Layout>: NodeLayout {
  var layout: L
  private var cache: L.Cache?
  let originatedGuides: GuideAxes
  /// Whether there is a cache to keep: a `Void` cache is made afresh for each call.
  private let keepsCache: Bool

  init(_ layout: L) {
    self.layout = layout
    originatedGuides = (layout as? any OriginatesGuides)?.guideAxes ?? .all
    keepsCache = L.Cache.self != Void.self
  }

  var modifiedChildIndex: Int? {
    // Effects (`opacity`, `blur` …) wrap their view in a passthrough node: modifiers too.
    if layout is any UnaryPlacing || layout is PassthroughLayout { return 0 }
    return (layout as? any PrimaryChildLayout)?.primaryIndex
  }

  // Each call takes the cache out and puts it back, without closures: a closure over
  // `layout` copied the layout value (and retained everything in it) on every call. A
  // layout whose cache is `Void` (most) skips the optional, whose type is looked up at run
  // time in this unspecialised generic code.
  private func takeCache(_ subviews: LayoutSubviews) -> L.Cache {
    keepsCache ? storedCache(subviews) : layout.makeCache(subviews: subviews)
  }

  @inline(never) private func storedCache(_ subviews: LayoutSubviews) -> L.Cache {
    if let cache { return cache }
    return layout.makeCache(subviews: subviews)
  }

  private func putBack(_ value: L.Cache) {
    if keepsCache { store(value) }
  }

  @inline(never) private func store(_ value: L.Cache) { cache = value }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize {
    let subviews = node.subviews
    var cache = takeCache(subviews)
    defer { putBack(cache) }
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    let subviews = node.subviews
    var cache = takeCache(subviews)
    defer { putBack(cache) }
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  func spacing(node: Node) -> ViewSpacing {
    let subviews = node.subviews
    var cache = takeCache(subviews)
    defer { putBack(cache) }
    return layout.spacing(subviews: subviews, cache: &cache)
  }

  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  {
    let subviews = node.subviews
    var cache = takeCache(subviews)
    defer { putBack(cache) }
    return layout.explicitAlignment(
      of: guide, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
  }

  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  {
    let subviews = node.subviews
    var cache = takeCache(subviews)
    defer { putBack(cache) }
    return layout.explicitAlignment(
      of: guide, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
  }
}

extension Node {
  /// A node whose size and placement come from a `Layout` conformer.
  convenience init<L: Layout>(
    _ name: String, quoting quoted: String? = nil, _ layout: L, children: [Node] = [], context: ResolveContext
  ) {
    self.init(
      label: quoted.map { .quoted(name, $0) } ?? .plain(name), kind: NodeLayoutKind(layout), children: children,
      context: context)
  }

  /// A node named by a label that is formatted only when printed.
  convenience init<L: Layout>(_ label: NodeLabel, _ layout: L, children: [Node] = [], context: ResolveContext) {
    self.init(label: label, kind: NodeLayoutKind(layout), children: children, context: context)
  }
}

/// `value` as the type it is known to have (`T` and `U` are the same type).
@inline(__always) func reinterpret<T, U>(_ value: T, as type: U.Type) -> U {
  unsafeBitCast(value, to: U.self)
}

/// A built-in layout that can say when its size does not depend on its proposal
/// (`NodeLayout.isRigid`). Any other layout is never rigid.
protocol RigidLayout {
  func isRigid(children: [Node]) -> Bool
}

/// A built-in layout with explicit guides of its own of known kinds only (text: baselines).
/// Any other layout may have any.
protocol OriginatesGuides { var guideAxes: GuideAxes { get } }

/// A built-in layout with no explicit alignment guides of its own: it only passes on its
/// children's (stacks, frames, padding …) or has none (colours, shapes, spacers).
protocol ForwardsAlignmentGuides: OriginatesGuides {}

extension ForwardsAlignmentGuides {
  var guideAxes: GuideAxes { [] }
}

/// Which kinds of explicit alignment guides a layout has: horizontal ones, text baselines,
/// other vertical ones.
struct GuideAxes: OptionSet {
  let rawValue: UInt8
  init(rawValue: UInt8) { self.rawValue = rawValue }
  static let horizontal = GuideAxes(rawValue: 1)
  static let vertical = GuideAxes(rawValue: 2)
  static let baselines = GuideAxes(rawValue: 4)
  static let all: GuideAxes = [.horizontal, .vertical, .baselines]

  /// The kind a vertical guide is.
  init(_ guide: VerticalAlignment) {
    self = guide == .firstTextBaseline || guide == .lastTextBaseline ? .baselines : .vertical
  }
}

/// A sanitised proposal as two words, compared as integers: nil is a NaN pattern, which no
/// sanitised length has, and adding zero turns −0 into 0.
struct ProposalKey: Hashable {
  let width: UInt
  let height: UInt

  init(_ proposal: ProposedViewSize) {
    width = proposal.width.map { ($0 + 0).bitPattern } ?? Self.none
    height = proposal.height.map { ($0 + 0).bitPattern } ?? Self.none
  }

  private static let none = CGFloat.nan.bitPattern
}

/// A proposal in two words, as a node keeps the one it was placed under: an unspecified
/// length is NaN (a NaN length proposed by a layout reads back as unspecified, which is
/// what measuring makes of it anyway).
struct PackedProposal {
  private let width: CGFloat
  private let height: CGFloat

  init(_ proposal: ProposedViewSize) {
    width = proposal.width ?? .nan
    height = proposal.height ?? .nan
  }

  var proposal: ProposedViewSize {
    ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
  }
}
