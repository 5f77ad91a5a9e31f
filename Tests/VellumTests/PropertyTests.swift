import Foundation
import Testing
import Vellum
import VellumCairo

/// Seeded random view trees: every frame is finite, layout is deterministic and repeatable,
/// lazy and eager stacks place visible rows alike, and rendering never traps. A failure
/// prints the seed and the tree, so it can be reproduced.
@Suite struct PropertyTests {
  /// SplitMix64: small, fast, and the same sequence on every platform.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func length() -> CGFloat {
      [0, 1, 8, 20, 44, 100, 250, .infinity, -10, .nan][int(0...9)]
    }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
  }

  /// A random tree, kept as data so a failure can print it.
  indirect enum Tree: CustomStringConvertible {
    case vstack(CGFloat?, [Tree])
    case hstack(CGFloat?, [Tree])
    case zstack([Tree])
    case frame(CGFloat?, CGFloat?, Tree)
    case flexFrame(CGFloat?, CGFloat?, Tree)
    case padding(CGFloat, Tree)
    case fixedSize(Tree)
    case priority(Double, Tree)
    case offset(CGFloat, Tree)
    case aspect(CGFloat, Tree)
    case decomposed([Tree])
    case scroll(Tree)
    case text(String)
    case shape(Int)
    case color
    case spacer

    static func random(_ r: inout Random, depth: Int) -> Tree {
      if depth == 0 || r.chance(25) {
        switch r.int(0...3) {
        case 0: return .text(["Hi", "Hello, world", "A longer sentence that wraps", ""][r.int(0...3)])
        case 1: return .shape(r.int(0...2))
        case 2: return .color
        default: return .spacer
        }
      }
      func children() -> [Tree] { (0..<r.int(0...4)).map { _ in random(&r, depth: depth - 1) } }
      func spacing() -> CGFloat? { r.chance(50) ? nil : r.length() }
      switch r.int(0...11) {
      case 0: return .vstack(spacing(), children())
      case 1: return .hstack(spacing(), children())
      case 2: return .zstack(children())
      case 3:
        return .frame(r.chance(50) ? r.length() : nil, r.chance(50) ? r.length() : nil, random(&r, depth: depth - 1))
      case 4:
        return .flexFrame(
          r.chance(50) ? r.length() : nil, r.chance(50) ? r.length() : nil, random(&r, depth: depth - 1))
      case 5: return .padding(r.length(), random(&r, depth: depth - 1))
      case 6: return .fixedSize(random(&r, depth: depth - 1))
      case 7: return .priority(Double(r.int(-1...2)), random(&r, depth: depth - 1))
      case 8: return .offset(r.length(), random(&r, depth: depth - 1))
      case 9: return .aspect([0.5, 1, 2, 0, -1][r.int(0...4)], random(&r, depth: depth - 1))
      case 10: return .decomposed(children())
      default: return r.chance(30) ? .scroll(random(&r, depth: depth - 1)) : .vstack(nil, children())
      }
    }

    var view: AnyView {
      switch self {
      case .vstack(let s, let c): AnyView(VStack(spacing: s) { ForEach(c.indices, id: \.self) { c[$0].view } })
      case .hstack(let s, let c): AnyView(HStack(spacing: s) { ForEach(c.indices, id: \.self) { c[$0].view } })
      case .zstack(let c): AnyView(ZStack { ForEach(c.indices, id: \.self) { c[$0].view } })
      case .frame(let w, let h, let t): AnyView(t.view.frame(width: w, height: h))
      case .flexFrame(let minimum, let maximum, let t): AnyView(t.view.frame(minWidth: minimum, maxWidth: maximum))
      case .padding(let p, let t): AnyView(t.view.padding(p))
      case .fixedSize(let t): AnyView(t.view.fixedSize())
      case .priority(let p, let t): AnyView(t.view.layoutPriority(p))
      case .offset(let x, let t): AnyView(t.view.offset(x: x))
      case .aspect(let ratio, let t): AnyView(t.view.aspectRatio(ratio, contentMode: .fit))
      case .decomposed(let c):
        AnyView(
          VStack(spacing: 2) {
            ForEach(subviews: Group { ForEach(c.indices, id: \.self) { c[$0].view } }) { $0.padding(1) }
          })
      case .scroll(let t): AnyView(ScrollView { t.view })
      case .text(let s): AnyView(Text(s))
      case .shape(let kind):
        [
          AnyView(Rectangle().fill(Color.red)), AnyView(Circle().stroke(Color.blue, lineWidth: 2)),
          AnyView(RoundedRectangle(cornerRadius: 8).fill(.regularMaterial)),
        ][kind]
      case .color: AnyView(Color.green)
      case .spacer: AnyView(Spacer())
      }
    }

    var description: String {
      switch self {
      case .vstack(let s, let c): "VStack(\(String(describing: s)))[\(c.map(\.description).joined(separator: ", "))]"
      case .hstack(let s, let c): "HStack(\(String(describing: s)))[\(c.map(\.description).joined(separator: ", "))]"
      case .zstack(let c): "ZStack[\(c.map(\.description).joined(separator: ", "))]"
      case .frame(let w, let h, let t): "\(t).frame(\(String(describing: w)), \(String(describing: h)))"
      case .flexFrame(let a, let b, let t): "\(t).frame(min \(String(describing: a)), max \(String(describing: b)))"
      case .padding(let p, let t): "\(t).padding(\(p))"
      case .fixedSize(let t): "\(t).fixedSize()"
      case .priority(let p, let t): "\(t).layoutPriority(\(p))"
      case .offset(let x, let t): "\(t).offset(\(x))"
      case .aspect(let r, let t): "\(t).aspectRatio(\(r))"
      case .decomposed(let c): "Decomposed[\(c.map(\.description).joined(separator: ", "))]"
      case .scroll(let t): "ScrollView[\(t)]"
      case .text(let s): "Text(\(s.debugDescription))"
      case .shape(let k): "Shape\(k)"
      case .color: "Color"
      case .spacer: "Spacer"
      }
    }
  }

  /// Random trees per run: 400 in the fast tier, 4,000 in the full tier.
  static let trees = TestTier.count(fast: 400, full: 4_000)

  @Test func randomTreesHaveFiniteDeterministicLayouts() {
    var r = Random(state: 0x5EED)
    var failures = 0
    for index in 0..<Self.trees where failures < 5 {
      let seed = r.next()
      var local = Random(state: seed)
      let tree = Tree.random(&local, depth: 5)
      let proposal = [
        ProposedViewSize(width: 393, height: 852), ProposedViewSize(width: nil, height: nil),
        ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: .infinity, height: 300),
      ][index % 4]
      let first = LayoutSnapshot(of: tree.view, proposal: proposal)
      let second = LayoutSnapshot(of: tree.view, proposal: proposal)
      let text = first.description
      let finite =
        !text.contains("nan") && !text.contains("inf") && first.size.width.isFinite
        && first.size.height.isFinite
      let same = text == second.description
      // The node-level safety net must not be what kept a frame finite.
      let placed = !first.diagnostics.contains { $0.contains("non-finite position") }
      if !finite || !same || !placed {
        failures += 1
        Issue.record(
          "seed \(seed), proposal \(proposal): finite \(finite), deterministic \(same), placed \(placed)\n\(tree)\n\(text)\n\(first.diagnostics)"
        )
      }
    }
  }

  @Test func randomTreesRenderWithoutTrapping() throws {
    let renderer = try ImageRenderer()
    var r = Random(state: 0xD1CE)
    for index in 0..<(Self.trees / 4) {
      var local = Random(state: r.next())
      let tree = Tree.random(&local, depth: 4)
      let list = renderer.displayList(tree.view, size: ProposedViewSize(width: 120, height: 160), scale: 1).displayList
      #expect(!list.description.contains("nan"), "\(tree)")
      if index.isMultiple(of: 10) {
        let image = try renderer.pixels(list, scale: 1, colorScheme: index.isMultiple(of: 20) ? .dark : .light)
        #expect(image.width == 120 && image.height == 160)
      }
    }
  }

  @Test func lazyAndEagerStacksPlaceRandomRowsAlike() {
    var r = Random(state: 0x1A2B)
    for _ in 0..<TestTier.count(fast: 40, full: 200) {
      let count = r.int(1...60)
      let heights = (0..<count).map { _ in CGFloat(r.int(1...120)) }
      let spacing = CGFloat(r.int(0...12))
      let viewport = ProposedViewSize(width: CGFloat(r.int(100...400)), height: CGFloat(r.int(100...900)))
      func frames(lazy: Bool) -> [CGRect?] {
        let rows = ForEach(0..<count) { Color.red.frame(height: heights[$0]).id($0) }
        let view: AnyView =
          lazy
          ? AnyView(ScrollView { LazyVStack(spacing: spacing) { rows } })
          : AnyView(ScrollView { VStack(spacing: spacing) { rows } })
        let snapshot = LayoutSnapshot(of: view, proposal: viewport)
        return (0..<count).map { snapshot.frame(of: $0) }
      }
      let lazy = frames(lazy: true)
      let eager = frames(lazy: false)
      for (index, frame) in lazy.enumerated() {
        guard let frame else { continue }  // not resolved: off screen
        #expect(frame == eager[index], "row \(index) of \(count) (heights \(heights), spacing \(spacing))")
        #expect(frame.minY < viewport.height! + 200, "a lazy stack resolved a row far off screen")
      }
      #expect(lazy.first != nil, "the first row is always visible")
      #expect(eager.allSatisfy { $0 != nil }, "an eager stack places every row")
      for (index, frame) in eager.enumerated() where (frame?.minY ?? .infinity) < viewport.height! {
        #expect(lazy[index] != nil, "row \(index) is on screen, so the lazy stack resolved it")
      }
    }
  }
}
