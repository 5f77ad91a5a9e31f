import Foundation

/// The laid-out tree of a view, for tests and `vellum render --layout`.
///
/// Frames are in the host's coordinates (the root is centred in the proposal where it is
/// concrete) and are the unrounded values layout computed, which is what a
/// `GeometryReader` reports; painting rounds edges to the pixel grid afterwards.
public struct LayoutSnapshot: CustomStringConvertible {
  let host: Host

  public init<V: View>(
    of view: V, proposal: ProposedViewSize, scale: CGFloat = 1, environment: EnvironmentValues = .init(),
    safeArea: EdgeInsets = EdgeInsets()
  ) {
    var environment = environment
    environment.displayScale = scale
    host = onLargeStack { Host(view, proposal: proposal, environment: environment, safeArea: safeArea) }
  }

  init(host: Host) { self.host = host }

  /// Seconds spent resolving views into nodes and laying them out (for benchmarks).
  public var timings: (resolve: Double, layout: Double) { host.timings }

  /// The same spans in the resolving thread's CPU time, in seconds (for benchmarks).
  public var cpuTimings: (resolve: Double, layout: Double) { host.cpuTimings }

  /// The size the root view chose.
  public var size: CGSize { host.root.frame.size }

  /// The root view's frame in the canvas.
  public var rootFrame: CGRect { host.root.frame }

  /// The canvas the root was centred in.
  public var canvasSize: CGSize { host.canvas }

  /// Problems reported while resolving and laying out (bad sizes and so on).
  public var diagnostics: [String] { host.messages }

  /// The frame of the first view carrying `.id(id)`, or nil.
  public func frame<ID: Hashable>(of id: ID) -> CGRect? {
    let key = AnyHashable(id)
    var found: CGRect?
    walk { node, _, _ in
      if found == nil && node.explicitIDs.contains(key) { found = node.globalFrame }
      return found == nil
    }
    return found
  }

  /// Visits every node depth-first, in drawing order, with its depth and global origin,
  /// without recursion (trees can be thousands of levels deep). Stops when `body` says so.
  /// Walks the screen's tree, then each presented layer's (sheets, alerts), in drawing order.
  private func walk(_ body: (Node, Int, CGPoint) -> Bool) {
    var hosts = [host]
    var index = 0
    while index < hosts.count {
      hosts.append(contentsOf: hosts[index].layers)
      index += 1
    }
    var stack: [(Node, Int, CGPoint)] = hosts.reversed().map { ($0.root, 0, .zero) }
    while let (node, depth, parentOrigin) = stack.popLast() {
      let origin = CGPoint(x: parentOrigin.x + node.frame.minX, y: parentOrigin.y + node.frame.minY)
      if node.excluded { continue }
      guard body(node, depth, parentOrigin) else { return }
      for child in node.children.reversed() { stack.append((child, depth + 1, origin)) }
      if let color = node.foldedColor { stack.append((color, depth + 1, origin)) }
    }
  }

  /// The frames of every `Text` showing exactly `string`, in drawing order.
  public func frames(ofText string: String) -> [CGRect] {
    frames { node in
      if case .text(let run, _) = node.content { return run.string == string }
      return false
    }
  }

  /// The frames of every view of a kind, by the name `description` shows (`"Divider"`,
  /// `"VStackLayout"` …), in drawing order.
  public func frames(ofKind name: String) -> [CGRect] { frames { $0.name == name } }

  private func frames(where matches: (Node) -> Bool) -> [CGRect] {
    var result: [CGRect] = []
    walk { node, _, origin in
      if matches(node) { result.append(node.frame.offsetBy(dx: origin.x, dy: origin.y)) }
      return true
    }
    return result
  }

  /// Every frame carrying an id, keyed by the id's description.
  public var identifiedFrames: [String: CGRect] {
    var result: [String: CGRect] = [:]
    walk { node, _, origin in
      for id in node.explicitIDs where result["\(id.base)"] == nil {
        result["\(id.base)"] = node.frame.offsetBy(dx: origin.x, dy: origin.y)
      }
      return true
    }
    return result
  }

  /// One line per view: its type and frame, indented by depth.
  public var description: String {
    var lines: [String] = []
    walk { node, depth, origin in
      let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
      var line = String(repeating: "  ", count: depth) + node.name
      line +=
        " (\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width))×\(formatNumber(frame.height)))"
      if !node.explicitIDs.isEmpty { line += " id=" + node.explicitIDs.map { "\($0.base)" }.joined(separator: ",") }
      lines.append(line)
      return true
    }
    return lines.joined(separator: "\n")
  }
}
