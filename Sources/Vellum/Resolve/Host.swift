import Foundation
import Observation

/// Resolves and lays out a root view in a canvas, as a hosting view does (spec F13):
/// several root views get an implicit `VStack`, and the root is centred in the canvas, or
/// in its safe area when the canvas (a device screen) has one.
final class Host {
  let root: Node
  let canvas: CGSize
  let diagnostics: Diagnostics
  /// Seconds spent resolving the views into nodes, and laying the nodes out.
  let timings: (resolve: Double, layout: Double)
  /// The same two spans in the resolving thread's CPU time (what the work costs, whatever
  /// else the machine is running).
  let cpuTimings: (resolve: Double, layout: Double)
  /// The sheets, covers and alerts presented from the tree, each laid out over the whole
  /// canvas in its own host, outermost first (drawn above the screen in this order).
  let layers: [Host]

  init<V: View>(
    _ view: V, proposal: ProposedViewSize, environment: EnvironmentValues, safeArea insets: EdgeInsets = EdgeInsets()
  ) {
    let diagnostics = Diagnostics()
    var environment = environment
    environment.openingWindowUndoManager()
    if !(environment.displayScale.isFinite && environment.displayScale > 0) {
      diagnostics.report("displayScale: invalid value \(environment.displayScale) treated as 1")
      environment.displayScale = 1
    }
    func clean(_ value: CGFloat?, _ what: String) -> CGFloat? {
      guard let value else { return nil }
      if value.isNaN || value < 0 {
        diagnostics.report("proposal \(what): invalid value \(value) treated as unspecified")
        return nil
      }
      return value
    }
    let proposal = ProposedViewSize(width: clean(proposal.width, "width"), height: clean(proposal.height, "height"))
    var safeArea: SafeArea?
    var rootProposal = proposal
    if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite,
      insets != EdgeInsets()
    {
      let clean = [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy { $0.isFinite && $0 >= 0 }
      if clean {
        let area = SafeArea(canvas: CGRect(x: 0, y: 0, width: width, height: height), insets: insets)
        safeArea = area
        rootProposal = ProposedViewSize(width: area.rect.width, height: area.rect.height)
      } else {
        diagnostics.report("safe area: invalid insets \(insets) ignored")
      }
    }
    let screen = UIScreen.beginRender(width: proposal.width, height: proposal.height, scale: environment.displayScale)
    defer { UIScreen.endRender(restoring: screen) }
    let style = UITraitCollection.beginRender(environment.colorScheme)
    defer { UITraitCollection.endRender(restoring: style) }
    let rendering = RenderEnvironment.begin(environment)
    defer { RenderEnvironment.end(restoring: rendering) }
    // Resolve and lay out, then run the `onAppear` actions of what appeared; again while
    // that or layout changed `@State` or a model the bodies read (an `onPreferenceChange`
    // action storing what it measured), as iOS shows the frame after those updates.
    let states = StateStore()
    var root: Node
    var size: CGSize
    var spans = (resolve: UInt64(0), layout: UInt64(0), cpuResolve: UInt64(0), cpuLayout: UInt64(0))
    var pass = 0
    repeat {
      pass += 1
      states.beginPass()
      let box = ContainerBox(size: rootProposal, parent: nil)
      var context = ResolveContext(
        environment: environment, stackAxis: nil, container: box, diagnostics: diagnostics, states: states)
      context.safeArea = safeArea
      let start = DispatchTime.now().uptimeNanoseconds
      let cpuStart = threadCPUNanoseconds()
      var resolved: UInt64 = 0
      var cpuResolved: UInt64 = 0
      // What the bodies read of `@Observable` models is tracked, so an `onAppear` or `task`
      // that changes a model (`store.items = …`, not `@State`) asks for another pass too.
      let observed = ObservedChange()
      (root, size) = withObservationTracking {
        let root = Self.resolve(view, context)
        resolved = DispatchTime.now().uptimeNanoseconds
        cpuResolved = threadCPUNanoseconds()
        states.isLayingOut = true
        let size = Self.layOut(root, proposal: proposal, rootProposal: rootProposal, safeArea: safeArea, diagnostics)
        return (root, size)
      } onChange: {
        observed.note()
      }
      states.runAppearances(in: root)
      if observed.happened { states.noteWrite() }
      states.isLayingOut = false
      let laidOut = DispatchTime.now().uptimeNanoseconds
      let cpuLaidOut = threadCPUNanoseconds()
      spans.resolve += resolved - start
      spans.layout += laidOut - resolved
      spans.cpuResolve += cpuResolved - cpuStart
      spans.cpuLayout += cpuLaidOut - cpuResolved
    } while states.changedDuringLayout && pass < StateStore.maximumPasses
    if states.changedDuringLayout {
      diagnostics.report(
        "state still changing after \(pass) layout passes (an onPreferenceChange action updates state "
          + "on every layout); drawn as the last pass left it")
    }
    // Subscriptions end with the frame, whatever still holds the store.
    states.retained.removeAll()
    canvas = Self.canvas(proposal, size)
    timings = (Double(spans.resolve) / 1e9, Double(spans.layout) / 1e9)
    cpuTimings = (Double(spans.cpuResolve) / 1e9, Double(spans.cpuLayout) / 1e9)
    self.root = root
    self.diagnostics = diagnostics
    layers = (states.presents ? Self.presentedLayers(in: root) : []).map { layer, environment in
      Host(layer.view, proposal: proposal, environment: environment, safeArea: insets)
    }
  }

  // Resolve and layout are functions of their own (not inlined) so that a profiler can
  // count each apart (`valgrind --tool=callgrind --toggle-collect=...`).

  /// The root node of `view`: several root views stack as in a `VStack`.
  @inline(never) static func resolve<V: View>(_ view: V, _ context: ResolveContext) -> Node {
    let children = makeNodes(view, context)
    return children.count == 1 ? children[0] : Node("VStack", VStackLayout(), children: children, context: context)
  }

  /// Measures the root, centres it in the canvas (or its safe area), and places the tree.
  @inline(never) static func layOut(
    _ root: Node, proposal: ProposedViewSize, rootProposal: ProposedViewSize, safeArea: SafeArea?,
    _ diagnostics: Diagnostics
  ) -> CGSize {
    var size = root.size(for: rootProposal)
    if !size.width.isFinite || !size.height.isFinite {
      diagnostics.report("root view: infinite size under proposal \(proposal); clamped")
      size = CGSize(
        width: size.width.isFinite ? size.width : Node.infiniteLength,
        height: size.height.isFinite ? size.height : Node.infiniteLength)
    }
    let area = safeArea?.rect ?? CGRect(origin: .zero, size: canvas(proposal, size))
    root.frame = CGRect(
      x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
    root.finalProposal = rootProposal
    root.placeChildren()
    return size
  }

  /// The canvas: the proposal where it is finite, else the root's own size.
  static func canvas(_ proposal: ProposedViewSize, _ size: CGSize) -> CGSize {
    func length(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
      if let proposed, proposed.isFinite { return proposed }
      return own
    }
    return CGSize(width: length(proposal.width, size.width), height: length(proposal.height, size.height))
  }

  /// What resolving and laying out the screen and its presented layers reported.
  var messages: [String] {
    var all = diagnostics.messages
    for layer in layers { all += layer.messages.filter { !all.contains($0) } }
    return all
  }

  /// Takes the tree apart level by level, so releasing a tree thousands of levels deep does
  /// not recurse once per level.
  deinit {
    var pending = [root]
    while let node = pending.popLast() {
      guard !node.children.isEmpty else { continue }
      pending.append(contentsOf: node.children)
      node.children = []
    }
  }
}

/// The calling thread's CPU time so far, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Whether a model the bodies read has changed since: set by Observation, on whichever
/// thread changes the model.
private final class ObservedChange: @unchecked Sendable {
  private let lock = NSLock()
  private var changed = false

  func note() { lock.withLock { changed = true } }
  var happened: Bool { lock.withLock { changed } }
}
