import Foundation
import Vellum

/// A container that decomposes its content and stacks each child with a modifier.
nonisolated struct Decomposing<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 0) {
      ForEach(subviews: content) { subview in subview.padding(1) }
    }
  }
}

/// `ForEach(subviews:)` over N children: the cost per child must not grow with N.
func decompositionBench(_ report: inout BenchReport) {
  var perChild: [Int: Double] = [:]
  var details: [String] = []
  for count in [1_000, 10_000, 100_000] {
    let time = median(runs: 3) {
      let view = Decomposing { ForEach(0..<count) { Color.red.frame(width: 10, height: 10).id($0) } }
      _ = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: nil))
    }
    perChild[count] = time / Double(count)
    details.append("\(count): \(ms(time)) (\(String(format: "%.2f", time / Double(count) * 1e6)) µs per child)")
  }
  // Cost per child at 1,000 ÷ at 100,000: 1 is linear; the target allows 2× of drift.
  report.add(
    "measure counts and scaling", "ForEach(subviews:) linearity (per-child cost at 1k ÷ at 100k)",
    value: perChild[1_000]! / perChild[100_000]!, target: 0.5, detail: details.joined(separator: "; "))
}

/// A measurer that counts how often it is asked.
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
  let base = ApproximateTextMeasurer()
  var count = 0
  func measure(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
    count += 1
    return base.measure(run, width: width, maxLines: maxLines)
  }
}

nonisolated struct NestedText: View {
  let depth: Int
  var body: some View {
    if depth == 0 {
      Text("Leaf")
    } else if depth.isMultiple(of: 2) {
      VStack { NestedText(depth: depth - 1) }
    } else {
      HStack { NestedText(depth: depth - 1) }
    }
  }
}

/// Text measured a constant number of times under deep nesting; lazy stacks resolve only
/// what shows, so a million rows cost about what a hundred do.
func measureBench(_ report: inout BenchReport) {
  let measurer = CountingMeasurer()
  var environment = EnvironmentValues()
  environment.textMeasurer = measurer
  _ = LayoutSnapshot(
    of: NestedText(depth: 100), proposal: ProposedViewSize(width: 393, height: 852), environment: environment)
  report.add(
    "measure counts and scaling", "Text under 100 nested stacks: 8 ÷ measurements", value: 8 / Double(measurer.count),
    target: 1, detail: "\(measurer.count) measurements (at most 8)")

  func rows(_ count: Int) -> some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<count) { index in
          HStack {
            Circle().fill(Color.blue).frame(width: 32, height: 32)
            Text("Row \(index)")
            Spacer()
          }
          .padding(.horizontal)
          .frame(height: 50)
        }
      }
    }
  }
  let small = median { _ = Renderer(rows(100), proposal: ProposedViewSize(width: 390, height: 844)) }
  let huge = median { _ = Renderer(rows(1_000_000), proposal: ProposedViewSize(width: 390, height: 844)) }
  report.add(
    "measure counts and scaling", "lazy stack: 2 × time(100 rows) ÷ time(1,000,000 rows)", value: 2 * small / huge,
    target: 1, detail: "100 rows \(ms(small)), 1,000,000 rows \(ms(huge))")
}
