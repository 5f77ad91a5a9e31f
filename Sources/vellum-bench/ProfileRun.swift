import Foundation
import Vellum

/// `vellum-bench __profile [nodes] [runs]`: resolves and lays out the huge-nested tree
/// `runs` times (for `perf record`), then prints the median thread CPU times and exits.
func profileRun(_ arguments: [String]) -> Never {
  let nodes = arguments.first.flatMap(Int.init) ?? 9_111
  let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 30
  let shape = TreeShape.hugeNested(nodes)
  var resolve: [Double] = []
  var layout: [Double] = []
  for _ in 0..<runs {
    let snapshot = LayoutSnapshot(
      of: TreeShapeView(shape: shape, depth: 0), proposal: ProposedViewSize(width: 800, height: 800))
    resolve.append(snapshot.cpuTimings.resolve)
    layout.append(snapshot.cpuTimings.layout)
  }
  print("\(nodes) nodes, \(runs) runs, thread CPU: resolve \(ms(medianOf(resolve))), layout \(ms(medianOf(layout)))")
  exit(0)
}
