import Foundation
import Vellum

// Release-mode benchmarks (`swift run -c release vellum-bench [case]`). Speed goals live
// here, never in timed tests. Each case prints its figures and whether its target is met.

/// The median of `runs` timings of `body`, in seconds.
func median(runs: Int = 5, _ body: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return times.sorted()[runs / 2]
}

/// A container that decomposes its content and stacks each child with a modifier.
struct Decomposing<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 0) {
      ForEach(subviews: content) { subview in subview.padding(1) }
    }
  }
}

/// `ForEach(subviews:)` over N children: resolve and lay out, time per child.
func decomposition() -> Bool {
  var perChild: [Int: Double] = [:]
  for count in [1_000, 10_000, 100_000] {
    let time = median {
      let view = Decomposing { ForEach(0..<count) { Color.red.frame(width: 10, height: 10).id($0) } }
      _ = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: nil))
    }
    perChild[count] = time / Double(count)
    print(
      "decomposition: \(count) children in \(String(format: "%.1f", time * 1000)) ms, "
        + "\(String(format: "%.2f", time / Double(count) * 1e6)) µs per child")
  }
  let growth = perChild[100_000]! / perChild[1_000]!
  let linear = growth < 2
  print(
    "decomposition: per-child cost at 100,000 is \(String(format: "%.2f", growth))× that at 1,000 "
      + "(target < 2×, linear): \(linear ? "met" : "NOT met")")
  return linear
}

let cases: [String: () -> Bool] = ["decomposition": decomposition, "png": png]
let requested = CommandLine.arguments.dropFirst()
let names = requested.isEmpty ? cases.keys.sorted() : Array(requested)
var allMet = true
for name in names {
  guard let run = cases[name] else {
    FileHandle.standardError.write(
      "unknown case \(name); cases: \(cases.keys.sorted().joined(separator: ", "))\n".data(using: .utf8)!)
    exit(2)
  }
  allMet = run() && allMet
}
exit(allMet ? 0 : 1)
