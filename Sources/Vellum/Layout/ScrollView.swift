import Foundation

/// A scrollable view, shown at scroll offset 0 and clipped to its frame, as in SwiftUI.
///
/// It takes the size it is offered on both axes, as iOS draws it (a vertical scroll view's
/// background spans the width it is given, not its content's; spec F14 says it follows its
/// content across the axis, iOS renders say otherwise), except that across an axis it does
/// not scroll it is never shorter than its content (spec F14's rule, which holds where the
/// offer is short: a horizontal scroll view in a column taller than the screen keeps its
/// row's height). Along its scroll axis it proposes its content an unbounded length and
/// shows it from the start; across it, narrower content is centred. Only with no proposal
/// does it take its content's size. Content margins inset the content and are scrollable
/// space. Several children are stacked as in a `VStack` (vertical) or `HStack` (horizontal).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  public var axes: Axis.Set
  public var showsIndicators: Bool
  public var content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (axes, content) = (axes, content)
    return context.leaf { context in
      let margins = context.environment.contentMargins
      let box = ContainerBox(size: .unspecified, parent: context.container)
      var inner = context
      inner.container = box
      inner.environment.contentMargins = EdgeInsets()
      inner.environment.contentMarginEdges = []
      let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
      inner.stackAxis = axis
      let children = Vellum.makeNodes(content, inner)
      let contentNode: Node
      if children.count == 1 {
        contentNode = children[0]
      } else {
        let stack: AnyLayout = axis == .vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        contentNode = Node(axis == .vertical ? "VStack" : "HStack", stack, children: children, context: inner)
      }
      let layout = ScrollLayout(axes: axes, margins: margins, box: box)
      let node = Node("ScrollView", layout, children: [contentNode], context: context)
      if axis == .vertical { context.environment.tabBarUnderlay?.add(view: node, content: contentNode) }
      // A scroll view reaching the safe area draws under the bars: content that runs past
      // its bottom shows under the home indicator, as on iOS at scroll offset 0.
      let safeArea = context.safeArea
      let edges: Edge.Set = axis == .vertical ? .vertical : .horizontal
      let weak = WeakNode(node: node)
      node.effects.append(
        .clip(
          ShapeKind(name: "Rectangle") { rect in
            guard let node = weak.node, let safeArea else { return Path(rect) }
            let grow = safeArea.expansion(of: node.globalFrame, edges: edges)
            return Path(
              CGRect(
                x: rect.minX - grow.leading, y: rect.minY - grow.top, width: rect.width + grow.leading + grow.trailing,
                height: rect.height + grow.top + grow.bottom))
          }))
      return node
    }
  }
}

struct ScrollLayout: Layout {
  let axes: Axis.Set
  var margins: EdgeInsets
  let box: ContainerBox

  func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: scrolls(.horizontal) ? nil : proposal.width.map { max($0 - margins.horizontal, 0) },
      height: scrolls(.vertical) ? nil : proposal.height.map { max($0 - margins.vertical, 0) })
  }

  /// The visible size minus the content margins: what `containerRelativeFrame` measures.
  func updateContainer(_ proposal: ProposedViewSize) {
    box.update(
      ProposedViewSize(
        width: proposal.width.map { max($0 - margins.horizontal, 0) },
        height: proposal.height.map { max($0 - margins.vertical, 0) }))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    updateContainer(proposal)
    let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    let natural = CGSize(width: content.width + margins.horizontal, height: content.height + margins.vertical)
    // Across an axis it does not scroll, never shorter than its content: taking a squeezed
    // offer clipped a horizontal row to a sliver.
    func across(_ offered: CGFloat?, _ content: CGFloat) -> CGFloat { offered.map { max($0, content) } ?? content }
    return CGSize(
      width: scrolls(.horizontal) ? (proposal.width ?? natural.width) : across(proposal.width, natural.width),
      height: scrolls(.vertical) ? (proposal.height ?? natural.height) : across(proposal.height, natural.height))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    updateContainer(proposal)
    guard let content = subviews.first else { return }
    let inner = contentProposal(proposal)
    let size = content.sizeThatFits(inner)
    // Across the scroll axis, content is centred: narrower content in the visible area, and
    // wider content over both its edges, as iOS draws a vertical scroll view whose content is
    // wider than the screen (the scroll view takes its content's width there and is centred).
    // (Content of unbounded size is placed at the start.)
    func spare(_ length: CGFloat) -> CGFloat { length.isFinite ? length : 0 }
    let spareWidth = scrolls(.horizontal) ? 0 : spare(bounds.width - margins.horizontal - size.width)
    let spareHeight = scrolls(.vertical) ? 0 : spare(bounds.height - margins.vertical - size.height)
    content.place(
      at: CGPoint(x: bounds.minX + margins.leading + spareWidth / 2, y: bounds.minY + margins.top + spareHeight / 2),
      proposal: inner)
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// Where content margins apply, as in SwiftUI; Vellum insets content for all but `.scrollIndicators`.
public struct ContentMarginPlacement: Hashable, Sendable {
  let insetsContent: Bool
  public static let automatic = ContentMarginPlacement(insetsContent: true)
  public static let scrollContent = ContentMarginPlacement(insetsContent: true)
  public static let scrollIndicators = ContentMarginPlacement(insetsContent: false)
}

enum ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
enum ContentMarginEdgesKey: EnvironmentKey { static let defaultValue: Edge.Set = [] }

extension EnvironmentValues {
  var contentMargins: EdgeInsets {
    get { self[ContentMarginsKey.self] }
    set { self[ContentMarginsKey.self] = newValue }
  }
  /// The edges whose scroll content margin was set explicitly: a `List` then uses that margin
  /// instead of its own space above the first section, as on iOS.
  var contentMarginEdges: Edge.Set {
    get { self[ContentMarginEdgesKey.self] }
    set { self[ContentMarginEdgesKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Adds margins around the content of scroll views inside this view.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  )
    -> some View
  {
    let value = length.map { $0.isFinite ? $0 : 0 } ?? 16
    return transformEnvironment(\.contentMargins) { insets in
      guard placement.insetsContent else { return }
      if edges.contains(.top) { insets.top += value }
      if edges.contains(.leading) { insets.leading += value }
      if edges.contains(.bottom) { insets.bottom += value }
      if edges.contains(.trailing) { insets.trailing += value }
    }
    .transformEnvironment(\.contentMarginEdges) { if placement.insetsContent { $0.formUnion(edges) } }
  }

  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, length, for: placement)
  }

  public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
    transformEnvironment(\.contentMargins) { current in
      guard placement.insetsContent else { return }
      current.top += insets.top
      current.leading += insets.leading
      current.bottom += insets.bottom
      current.trailing += insets.trailing
    }
    .transformEnvironment(\.contentMarginEdges) { if placement.insetsContent { $0 = .all } }
  }

  /// Extends the safe area by `length` (16 by default). A scroll view insets its content
  /// by it, like content margins; any other view is padded by it. Vellum's canvas has no
  /// safe area of its own.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    SafeAreaPaddingView(content: self, insets: EdgeInsets(edges, length ?? 16))
  }

  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

  /// Marks the layout whose children are scroll targets; a still image needs nothing more.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// How a scroll view settles. At scroll offset 0 both view-aligned and paging behaviours
  /// show the first target at the leading content edge, as a still image does anyway.
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  { self }

  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Whether a scroll view bounces when its content fits; a still image shows no bounce.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    self
  }
}

/// When a scroll view bounces at its ends, as in SwiftUI; accepted (a still image is at rest).
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Whether scroll indicators show; Vellum draws none in a still image.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  public static let automatic = ScrollIndicatorVisibility()
  public static let visible = ScrollIndicatorVisibility()
  public static let hidden = ScrollIndicatorVisibility()
  public static let never = ScrollIndicatorVisibility()
}

/// How a scroll view settles after scrolling, as in SwiftUI.
public protocol ScrollTargetBehavior {}

/// Settles on the edges of the scroll target layout's children.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  public struct LimitBehavior: Hashable, Sendable {
    public static let automatic = LimitBehavior()
    public static let always = LimitBehavior()
    public static let never = LimitBehavior()
    public static let alwaysByFew = LimitBehavior()
    public static let alwaysByOne = LimitBehavior()
  }
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

/// Settles on multiples of the scroll view's visible size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Adds safe-area insets: content margins for a scroll view, padding for anything else.
nonisolated struct SafeAreaPaddingView<Content: View>: View, PrimitiveView {
  let content: Content
  let insets: EdgeInsets

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let insets = EdgeInsets(
      top: context.diagnostics.finite(insets.top, "safeAreaPadding"),
      leading: context.diagnostics.finite(insets.leading, "safeAreaPadding"),
      bottom: context.diagnostics.finite(insets.bottom, "safeAreaPadding"),
      trailing: context.diagnostics.finite(insets.trailing, "safeAreaPadding"))
    return Vellum.makeChildren(content, context).map { build in
      { context in
        let child = build(context)
        if let scroll = child.layout as? LayoutAdapter<ScrollLayout> {
          scroll.layout.margins.top += insets.top
          scroll.layout.margins.leading += insets.leading
          scroll.layout.margins.bottom += insets.bottom
          scroll.layout.margins.trailing += insets.trailing
          return child
        }
        let node = Node("safeAreaPadding", PaddingLayout(insets: insets), children: [child], context: context)
        node.priority = child.priority
        return node
      }
    }
  }
}

/// A weak reference a paint closure may hold; a render's nodes are used on one thread.
struct WeakNode: @unchecked Sendable {
  weak var node: Node?
}

extension ScrollLayout: ForwardsAlignmentGuides {}
