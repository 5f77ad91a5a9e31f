import Foundation
import Vellum

/// `vellum-bench __profile [nodes] [runs] [huge|wide|deep]`: resolves and lays out one of
/// Taffy's tree shapes (huge nested by default; for `deep`, `nodes` is the number of levels)
/// `runs` times (for `perf record`), then prints the median and fastest thread CPU times.
func profileRun(_ arguments: [String]) -> Never {
  let nodes = arguments.first.flatMap(Int.init) ?? 9_111
  let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 30
  let kind = arguments.dropFirst(2).first ?? "huge"
  let shape =
    kind == "wide" ? TreeShape.wide(nodes) : kind == "deep" ? TreeShape.deep(nodes) : TreeShape.hugeNested(nodes)
  var resolve: [Double] = []
  var layout: [Double] = []
  for _ in 0..<runs {
    let snapshot = LayoutSnapshot(
      of: TreeShapeView(shape: shape, depth: 0), proposal: ProposedViewSize(width: 800, height: 800))
    resolve.append(snapshot.cpuTimings.resolve)
    layout.append(snapshot.cpuTimings.layout)
  }
  print(
    "\(nodes) nodes, \(runs) runs, thread CPU median (fastest): resolve \(ms(medianOf(resolve))) "
      + "(\(ms(resolve.min()!))), layout \(ms(medianOf(layout))) (\(ms(layout.min()!)))")
  exit(0)
}
