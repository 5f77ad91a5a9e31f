import Foundation

/// A line diff of two texts (longest common subsequence), shown as `-expected` / `+actual`
/// lines with line numbers and a little context, as a failure message shows it.
struct LineDiff: CustomStringConvertible {
  enum Change: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  let changes: [Change]

  init(expected: String, actual: String) {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The common prefix and suffix are cheap; the LCS table covers only the middle.
    var start = 0
    while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
    var endA = a.count
    var endB = b.count
    while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    let midA = Array(a[start..<endA])
    let midB = Array(b[start..<endB])
    var changes = a[..<start].map { Change.same($0) }
    if midA.count * midB.count > 4_000_000 {
      changes += midA.map { .removed($0) } + midB.map { .added($0) }
    } else {
      var table = [[Int]](repeating: [Int](repeating: 0, count: midB.count + 1), count: midA.count + 1)
      for i in stride(from: midA.count - 1, through: 0, by: -1) {
        for j in stride(from: midB.count - 1, through: 0, by: -1) {
          table[i][j] = midA[i] == midB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < midA.count || j < midB.count {
        if i < midA.count && j < midB.count && midA[i] == midB[j] {
          changes.append(.same(midA[i]))
          i += 1
          j += 1
        } else if j < midB.count && (i == midA.count || table[i][j + 1] >= table[i + 1][j]) {
          changes.append(.added(midB[j]))
          j += 1
        } else {
          changes.append(.removed(midA[i]))
          i += 1
        }
      }
    }
    changes += a[endA...].map { Change.same($0) }
    self.changes = changes
  }

  var description: String {
    var lines: [String] = []
    var line = 0
    var lastShown = -10
    let changed = Set(changes.indices.filter { if case .same = changes[$0] { false } else { true } })
    for (index, change) in changes.enumerated() {
      if case .removed = change {} else { line += 1 }
      let near = changed.contains { abs($0 - index) <= 2 }
      guard near else { continue }
      if index > lastShown + 1 && !lines.isEmpty { lines.append("  …") }
      lastShown = index
      switch change {
      case .same(let text): lines.append("  \(line): \(text)")
      case .removed(let text): lines.append("- \(text)")
      case .added(let text): lines.append("+ \(line): \(text)")
      }
      if lines.count > 80 {
        lines.append("  … (\(changed.count) changed lines in all)")
        break
      }
    }
    return lines.joined(separator: "\n")
  }
}
