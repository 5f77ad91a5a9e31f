import Foundation

/// What changed between the laid-out tree a golden was drawn from and the one drawn now
/// (both `LayoutSnapshot` descriptions): which views moved, resized, appeared or
/// disappeared, earliest cause first. A pixel diff shows red wherever a 1-pt shift moved
/// everything below it; this names the view that changed.
///
/// Views are matched by their path in the tree (each step: a view's name and its place
/// among siblings of that name). Modifiers (`padding`, `frame`…, lowercase in the
/// snapshot) are reported only as causes, named by the one text inside them
/// (`frame "Sign in"`). A view that moved with its nearest reported ancestor (by the same
/// offset, at the same size) is not reported again, nor is anything inside a view that
/// appeared or disappeared. Causes come first: what appeared or disappeared, and what
/// resized while nothing inside it did; then the rest, each group in reading order.
struct LayoutDiff {
  nonisolated struct View {
    var depth: Int
    var name: String
    var frame: CGRect
    var key = ""
    var parent: Int?
    /// A view (`Text`, `VStack`), not a modifier (`padding`, `frame`: lowercase).
    var isView: Bool { name.first?.isUppercase ?? false }
  }

  /// One reported change, with the frames (in points) to outline on each image.
  struct Change: Codable, Equatable {
    var text: String
    var expected: [Double]?
    var actual: [Double]?
  }

  let changes: [Change]

  init(expected: String, actual: String) {
    let before = Self.parse(expected)
    let after = Self.parse(actual)
    var old: [String: Int] = [:]
    for (index, view) in before.enumerated() { old[view.key] = index }
    var afterOf: [Int: Int] = [:]  // a golden view's index → its index now
    // Reported views now: the offset each moved by (nil for one that appeared).
    var reported: [Int: CGPoint?] = [:]
    var found: [(index: Int, resized: Bool, change: Change)] = []
    func movedWithAncestor(_ index: Int, _ delta: CGPoint) -> Bool {
      var parent = after[index].parent
      while let current = parent {
        if let offset = reported[current] {
          guard let offset else { return false }
          return Self.same(offset.x, delta.x) && Self.same(offset.y, delta.y)
        }
        parent = after[current].parent
      }
      return false
    }
    for (index, view) in after.enumerated() {
      let name = Self.display(view.name, in: after, at: index)
      guard let previous = old[view.key] else {
        // Only the topmost view of what appeared.
        if let parent = view.parent, old[after[parent].key] == nil { continue }
        reported[index] = .some(nil)
        found.append((index, true, Change(text: "+ \(name)", expected: nil, actual: Self.box(view.frame))))
        continue
      }
      afterOf[previous] = index
      let was = before[previous].frame
      let now = view.frame
      let resized = !Self.same(was.width, now.width) || !Self.same(was.height, now.height)
      let delta = CGPoint(x: now.minX - was.minX, y: now.minY - was.minY)
      let moved = !Self.same(delta.x, 0) || !Self.same(delta.y, 0)
      guard moved || resized else { continue }
      if !resized && (!view.isView || movedWithAncestor(index, delta)) { continue }
      var parts: [String] = []
      if !Self.same(was.minX, now.minX) { parts.append("x \(Self.number(was.minX)) → \(Self.number(now.minX))") }
      if !Self.same(was.minY, now.minY) { parts.append("y \(Self.number(was.minY)) → \(Self.number(now.minY))") }
      if resized {
        parts.append(
          "\(Self.number(was.width))×\(Self.number(was.height)) → \(Self.number(now.width))×\(Self.number(now.height))")
      }
      if view.isView { reported[index] = .some(delta) }
      let text = "\(name): " + parts.joined(separator: ", ")
      found.append((index, resized, Change(text: text, expected: Self.box(was), actual: Self.box(now))))
    }
    // A cause: a view that appeared, or resized while nothing inside it resized or appeared.
    var changedInside = Set<Int>()
    for item in found where item.resized {
      var parent = after[item.index].parent
      while let current = parent {
        changedInside.insert(current)
        parent = after[current].parent
      }
    }
    var ranked = found.compactMap { item -> (order: Int, cause: Bool, change: Change)? in
      let cause = item.resized && !changedInside.contains(item.index)
      // A modifier is named only when it is a cause.
      return after[item.index].isView || cause ? (item.index, cause, item.change) : nil
    }
    // What disappeared: the topmost view of each, placed where the view after it is now.
    for (index, view) in before.enumerated() where afterOf[index] == nil {
      if let parent = view.parent, afterOf[parent] == nil { continue }
      let order = (index..<before.count).lazy.compactMap { afterOf[$0] }.first ?? after.count
      let text = "- \(Self.display(view.name, in: before, at: index))"
      ranked.append((order, true, Change(text: text, expected: Self.box(view.frame), actual: nil)))
    }
    changes = ranked.enumerated().sorted { a, b in
      (a.element.cause ? 0 : 1, a.element.order, a.offset) < (b.element.cause ? 0 : 1, b.element.order, b.offset)
    }.map(\.element.change)
  }

  /// At most `limit` changes, one per line, and how many more there are.
  func lines(limit: Int = 12) -> [String] {
    var lines = changes.prefix(limit).map(\.text)
    if changes.count > limit { lines.append("… and \(changes.count - limit) more") }
    return lines
  }

  /// The nodes of a snapshot, one per line, with their depth, frame, parent and matching
  /// key. A key is the path of views (not modifiers) above the node and the node's name and
  /// place among the nodes of that name under the same view, so wrapping a view in a new
  /// modifier does not make everything inside it look new.
  static func parse(_ text: String) -> [View] {
    var views: [View] = []
    var stack: [(indent: Int, index: Int)] = []  // the open nodes, by indentation
    var counts: [String: Int] = [:]  // "viewKey/name" → how many so far
    for line in text.split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      guard let (name, frame) = split(line.dropFirst(indent)) else { continue }
      while let last = stack.last, last.indent >= indent { stack.removeLast() }
      let parent = stack.last?.index
      let view = stack.last { views[$0.index].isView }.map { views[$0.index].key } ?? ""
      let base = view + "/" + name
      let count = counts[base, default: 0]
      counts[base] = count + 1
      views.append(View(depth: stack.count, name: name, frame: frame, key: "\(base)#\(count)", parent: parent))
      stack.append((indent, views.count - 1))
    }
    return views
  }

  /// `Text("Hi") (10, 20, 30×40) id=x` → the name and the frame.
  static func split(_ line: Substring) -> (String, CGRect)? {
    var body = line
    if let id = body.range(of: ") id=", options: .backwards) { body = body[..<body.index(after: id.lowerBound)] }
    guard body.hasSuffix(")"), let open = body.range(of: " (", options: .backwards) else { return nil }
    let numbers = body[open.upperBound..<body.index(before: body.endIndex)]
      .replacingOccurrences(of: "×", with: ", ").split(separator: ",")
      .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 4 else { return nil }
    return (
      String(body[..<open.lowerBound]), CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    )
  }

  /// How a view is named in a change: `Text "Login"`, and a view holding one text by that
  /// text (`Button "Sign in"`).
  static func display(_ name: String, in views: [View], at index: Int) -> String {
    if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
      let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
      return inner.hasPrefix("\"") ? "\(name[..<open]) \(inner)" : name
    }
    var texts: [String] = []
    var next = index + 1
    while next < views.count, views[next].depth > views[index].depth {
      if views[next].name.hasPrefix("Text(\"") { texts.append(String(views[next].name.dropFirst(5).dropLast())) }
      next += 1
    }
    return texts.count == 1 ? "\(name) \(texts[0])" : name
  }

  static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }
  static func number(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
  }
  static func box(_ frame: CGRect) -> [Double] {
    [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)]
  }
}
