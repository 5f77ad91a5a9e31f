import Foundation

/// SwiftUI's stack algorithm (spec F2), shared by `HStackLayout` and `VStackLayout`.
///
/// With a concrete proposal along the stack's axis, children are grouped by layout
/// priority (highest first) and, within a group, ordered from least to most flexible
/// (flexibility = length at ∞ minus length at 0). Each child in turn is offered an even
/// share of what remains and the length it takes is subtracted. Children are never
/// shrunk afterwards, so a stack may be longer than its proposal.
struct StackAlgorithm {
  let axis: Axis
  let spacing: CGFloat?
  /// The alignment guide across the axis: horizontal for a VStack, vertical for an HStack.
  let guide: Guide

  enum Guide: Equatable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    func value(in dimensions: ViewDimensions) -> CGFloat {
      switch self {
      case .horizontal(let alignment): dimensions[alignment]
      case .vertical(let alignment): dimensions[alignment]
      }
    }
  }

  /// What the stack worked out for one child.
  struct Slot {
    var proposal = ProposedViewSize.unspecified
    var size = CGSize.zero
    /// Where the child starts across the axis.
    var minorOffset: CGFloat = 0
  }

  /// The distances between neighbours: one spacing for all, or each pair's own.
  enum Gaps {
    case uniform(CGFloat)
    case measured([CGFloat])

    /// The gap between the child at `index` and the next one.
    subscript(index: Int) -> CGFloat {
      switch self {
      case .uniform(let gap): gap
      case .measured(let gaps): gaps[index]
      }
    }

    /// The sum of the gaps between `count` children.
    func total(_ count: Int) -> CGFloat {
      switch self {
      case .uniform(let gap): count > 1 ? gap * CGFloat(count - 1) : 0
      case .measured(let gaps): gaps.reduce(0, +)
      }
    }
  }

  /// The distances between neighbours. With no fixed spacing they depend only on the
  /// children and the axis, so the node whose children these are keeps them after the first
  /// pass (a custom layout may run stacks of both axes over the same subviews).
  func gaps(_ subviews: LayoutSubviews) -> Gaps {
    if let spacing { return .uniform(spacing) }
    guard let owner = subviews.owner, subviews.range == owner.children.indices else {
      return .measured(measureGaps(subviews))
    }
    if let known = owner.stackGaps, known.axis == axis, known.spacing == spacing { return .measured(known.gaps) }
    let gaps = measureGaps(subviews)
    owner.stackGaps = (axis, spacing, gaps)
    return .measured(gaps)
  }

  private func measureGaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    var result: [CGFloat] = []
    var previous: LayoutSubview?
    for subview in subviews {
      if let previous {
        result.append(spacing ?? previous.spacing.distance(to: subview.spacing, along: axis))
      }
      previous = subview
    }
    return result
  }

  /// The stack's run for a proposal: the last one again when the node whose children these
  /// are asks for the same proposal (placement after sizing, alignment after placement).
  func run(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> StackRun {
    guard let owner = subviews.owner, subviews.range == owner.children.indices else {
      return compute(proposal, subviews)
    }
    let key = StackRunKey(
      axis: axis, spacing: spacing, guide: guide, proposal: proposal, generation: owner.container.totalGeneration)
    if let last = owner.lastStackRun, last.key == key { return last }
    let run = compute(proposal, subviews)
    run.key = key
    owner.lastStackRun = run
    return run
  }

  private func compute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> StackRun {
    // Read in place and unretained (`withUnretained`): indexing the array retained and
    // released each child on every use.
    subviews.nodes.withUnretained { nodes in
      compute(proposal, subviews, UnsafeBufferPointer(rebasing: nodes[subviews.range]))
    }
  }

  private func compute(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ children: UnsafeBufferPointer<Unmanaged<Node>>
  ) -> StackRun {
    let first = children.startIndex
    let gaps = gaps(subviews)
    let internalSpacing = gaps.total(children.count)
    let minor = proposal[axis.other]
    // One allocation for the children's proposals, sizes and offsets (see `StackRun`).
    let slots = StackRun.make(count: children.count, gaps: gaps)

    if let major = proposal[axis] {
      // Rigid children of one priority keep their own order and skip the flexibility probes:
      // they are one group, offered even shares exactly as below (with no list of indices).
      let rigid = rigidAndEqual(children)
      let order = rigid ? [] : prioritized(children, minor: minor)
      let count = children.count
      @inline(__always) func ordered(_ position: Int) -> Int { rigid ? position : order[position] }
      func minimum(_ index: Int) -> CGFloat {
        children[first + index].with { $0.size(for: ProposedViewSize(major: 0, minor: minor, axis: axis))[axis] }
      }
      var available = major - internalSpacing
      // The order is by priority, highest first: a run of equal priorities is one group.
      let top = count > 0 ? children[first + ordered(0)].with(\.priority) : nil
      for position in 0..<count where children[first + ordered(position)].with(\.priority) != top {
        available -= minimum(ordered(position))
      }
      var groupStart = 0
      while groupStart < count {
        let priority = children[first + ordered(groupStart)].with(\.priority)
        var groupEnd = groupStart + 1
        while groupEnd < count && children[first + ordered(groupEnd)].with(\.priority) == priority { groupEnd += 1 }
        if groupStart > 0 { for position in groupStart..<groupEnd { available += minimum(ordered(position)) } }
        var remaining = groupEnd - groupStart
        for position in groupStart..<groupEnd {
          let index = ordered(position)
          let offer = max(available / CGFloat(remaining), 0)
          let childProposal = ProposedViewSize(major: offer, minor: minor, axis: axis)
          let size = children[first + index].with { $0.size(for: childProposal) }
          slots[index].proposal = childProposal
          slots[index].size = size
          available -= size[axis]
          remaining -= 1
        }
        groupStart = groupEnd
      }
    } else {
      let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
      for index in slots.indices {
        slots[index].proposal = childProposal
        slots[index].size = children[first + index].with { $0.size(for: childProposal) }
      }
    }

    var low: CGFloat = 0
    var high: CGFloat = 0
    var majorLength = internalSpacing
    // A child infinite across the axis (a Color under an infinite proposal) makes the stack
    // infinite across it too; it starts at the stack's edge and aligns nothing.
    var infiniteMinor = false
    for index in slots.indices {
      let size = slots[index].size
      majorLength += size[axis]
      guard size[axis.other].isFinite else {
        infiniteMinor = true
        continue
      }
      let offset = -children[first + index].with {
        guide.value(in: $0.dimensions(for: slots[index].proposal, size: size))
      }
      slots[index].minorOffset = offset
      low = min(low, offset)
      high = max(high, offset + size[axis.other])
    }
    for index in slots.indices where slots[index].size[axis.other].isFinite { slots[index].minorOffset -= low }
    slots.size = CGSize(major: majorLength, minor: infiniteMinor ? .infinity : high - low, axis: axis)
    return slots
  }

  /// Whether every child is rigid and all have one priority.
  private func rigidAndEqual(_ children: UnsafeBufferPointer<Unmanaged<Node>>) -> Bool {
    guard let priority = children.first?.with(\.priority) else { return true }
    for child in children where child.with({ !$0.isRigid || $0.priority != priority }) { return false }
    return true
  }

  /// Indices sorted by priority (high first), then flexibility (least first); two infinitely
  /// flexible children keep the one with the larger minimum first. Stable.
  private func prioritized(_ children: UnsafeBufferPointer<Unmanaged<Node>>, minor: CGFloat?) -> [Int] {
    let first = children.startIndex
    let lowest = ProposedViewSize(major: 0, minor: minor, axis: axis)
    let highest = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
    let lengths = children.map { unretained in
      unretained.with { child in
        // A rigid child has one length: no probes.
        if child.isRigid {
          let length = child.size(for: lowest)[axis]
          return Extent(min: length, max: length)
        }
        return Extent(min: child.size(for: lowest)[axis], max: child.size(for: highest)[axis])
      }
    }
    func precedes(_ a: Int, _ b: Int) -> Bool {
      let pa = children[first + a].with(\.priority)
      let pb = children[first + b].with(\.priority)
      if pa != pb { return pa > pb }
      let fa = lengths[a].max - lengths[a].min
      let fb = lengths[b].max - lengths[b].min
      if fa.isInfinite && fb.isInfinite { return lengths[a].min > lengths[b].min }
      return fa < fb
    }
    var order = Array(0..<children.count)
    // Stable insertion sort, as SwiftUI does for small stacks.
    for i in order.indices.dropFirst() {
      var j = i
      while j > 0 && precedes(order[j], order[j - 1]) {
        order.swapAt(j, j - 1)
        j -= 1
      }
    }
    return order
  }

  /// A child's length at a major proposal of 0 and of infinity.
  private struct Extent {
    var min: CGFloat
    var max: CGFloat
  }

  func place(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    // Bounds are the stack's own size, so a nil minor proposal becomes that length (F2.6).
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
    let result = run(placing, subviews)
    var cursor = axis == .horizontal ? bounds.minX : bounds.minY
    let minorStart = axis == .horizontal ? bounds.minY : bounds.minX
    subviews.nodes.withUnretained { nodes in
      for (index, nodeIndex) in subviews.range.enumerated() {
        if index > 0 { cursor += result.gaps[index - 1] }
        var point = CGPoint.zero
        point[axis] = cursor
        point[axis.other] = minorStart + result[index].minorOffset
        let placement = Node.Placement(position: point, anchor: .topLeading, proposal: result[index].proposal)
        nodes[nodeIndex].with { $0.placement = placement }
        // An infinite child is placed as the finite stand-in it becomes, so the ones after it
        // stay at finite positions.
        let length = result[index].size[axis]
        cursor += length.isFinite ? length : Node.infiniteLength
      }
    }
  }

  /// The stack's spacing: its children's on the outer edges (first and last along the axis).
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard !subviews.isEmpty else { return ViewSpacing() }
    let leadingEdge: Edge.Set = axis == .horizontal ? .leading : .top
    let trailingEdge: Edge.Set = axis == .horizontal ? .trailing : .bottom
    let sides: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    var result = ViewSpacing.empty
    for (index, subview) in subviews.enumerated() {
      var edges = sides
      if index == subviews.startIndex { edges.formUnion(leadingEdge) }
      if index == subviews.endIndex - 1 { edges.formUnion(trailingEdge) }
      result.formUnion(subview.spacing, edges: edges)
    }
    return result
  }
}

extension StackAlgorithm: RigidLayout {
  /// A stack of rigid children is rigid: their sizes, and so its own and their offsets, do
  /// not depend on what it is offered.
  func isRigid(children: [Node]) -> Bool { children.allSatisfy { $0.isRigid } }
}

extension VStackLayout: RigidLayout {
  func isRigid(children: [Node]) -> Bool { algorithm.isRigid(children: children) }
}

extension HStackLayout: RigidLayout {
  func isRigid(children: [Node]) -> Bool { algorithm.isRigid(children: children) }
}
