import Foundation

/// A line diff of two texts (longest common subsequence), shown as a unified diff: hunks
/// headed `@@ -expected,count +actual,count @@` (the line numbers of both texts), removed
/// lines before added ones, and two lines of context, as `diff -u` and `git diff` print it.
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
        } else if i < midA.count && (j == midB.count || table[i + 1][j] >= table[i][j + 1]) {
          changes.append(.removed(midA[i]))
          i += 1
        } else {
          changes.append(.added(midB[j]))
          j += 1
        }
      }
    }
    changes += a[endA...].map { Change.same($0) }
    self.changes = changes
  }

  /// Lines of context around each change.
  static let context = 2
  /// Past this many printed lines the diff is cut, with the count of changed lines.
  static let maxLines = 80

  var description: String {
    // Each change's line number in the expected text and in the actual one.
    var numbers: [(old: Int, new: Int)] = []
    var old = 1
    var new = 1
    for change in changes {
      numbers.append((old, new))
      switch change {
      case .same:
        old += 1
        new += 1
      case .removed: old += 1
      case .added: new += 1
      }
    }
    let changed = changes.indices.filter { if case .same = changes[$0] { false } else { true } }
    // Hunks: runs of changes whose context overlaps, as index ranges into `changes`.
    var hunks: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(index - Self.context, 0)...min(index + Self.context, changes.count - 1)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...range.upperBound
      } else {
        hunks.append(range)
      }
    }
    var lines = ["--- expected", "+++ actual"]
    for hunk in hunks {
      let slice = hunk.map { changes[$0] }
      let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
      let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
      let start = numbers[hunk.lowerBound]
      // As in `diff -u`: an empty side is numbered by the line before it.
      let oldStart = oldCount == 0 ? start.old - 1 : start.old
      let newStart = newCount == 0 ? start.new - 1 : start.new
      lines.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      for change in slice {
        switch change {
        case .same(let text): lines.append(" \(text)")
        case .removed(let text): lines.append("-\(text)")
        case .added(let text): lines.append("+\(text)")
        }
      }
      if lines.count > Self.maxLines {
        lines.append("… (\(changed.count) changed lines in all)")
        break
      }
    }
    return lines.joined(separator: "\n")
  }
}
