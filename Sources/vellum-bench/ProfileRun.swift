import Foundation
import Vellum
import VellumCairo
import VellumGallery

/// `vellum-bench __profile [nodes] [runs] [huge|wide|deep]`: resolves and lays out one of
/// Taffy's tree shapes (huge nested by default; for `deep`, `nodes` is the number of levels)
/// `runs` times (for `perf record`, and `Scripts/profile-layout` under callgrind), then prints
/// the tree's node count and the median and fastest thread CPU times.
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
    "\(shape.count) nodes, \(runs) runs, thread CPU median (fastest): resolve \(ms(medianOf(resolve))) "
      + "(\(ms(resolve.min()!))), layout \(ms(medianOf(layout))) (\(ms(layout.min()!)))")
  exit(0)
}

/// `vellum-bench __paint [name] [runs]`: draws one gallery preview at @3x on one core `runs`
/// times (for callgrind: collect on `pixels`), then prints the median wall times of the
/// display list and of the paint.
func paintRun(_ arguments: [String]) -> Never {
  let name = arguments.first ?? "CardStack"
  let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 9
  let preview = Gallery.previews.first { $0.name == name }!
  let renderer = try! ImageRenderer()
  var layout: [Double] = []
  var paint: [Double] = []
  for _ in 0..<runs {
    var list: DisplayList?
    layout.append(
      seconds {
        list =
          renderer.displayList(
            preview.view, size: preview.canvas.proposal, scale: 3, safeArea: preview.canvas.safeArea,
            chrome: preview.chrome
          ).displayList
      })
    paint.append(seconds { _ = try! renderer.pixels(list!, scale: 3, colorScheme: .light, parallel: false) })
  }
  print("\(name) @3x, \(runs) runs, wall median: display list \(ms(medianOf(layout))), paint \(ms(medianOf(paint)))")
  exit(0)
}

/// `vellum-bench __hashes`: a hash of the pixels of every gallery preview at @1x, @2x and
/// @3x in both schemes, one line each, to show a painting change leaves pixels alone.
func hashesRun() -> Never {
  let renderer = try! ImageRenderer()
  for preview in Gallery.previews {
    for scale in [1, 2, 3] as [CGFloat] {
      for scheme in [ColorScheme.light, .dark] {
        let list = renderer.displayList(
          preview.view, size: preview.canvas.proposal, scale: scale, colorScheme: scheme,
          safeArea: preview.canvas.safeArea, chrome: preview.chrome
        ).displayList
        let image = try! renderer.pixels(list, scale: scale, colorScheme: scheme, parallel: false)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in image.rgba { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        print("\(preview.name) @\(Int(scale)) \(scheme) \(image.width)×\(image.height) \(String(hash, radix: 16))")
      }
    }
  }
  exit(0)
}

/// `vellum-bench __compare [megapixels] [runs]`: compares the crafted pair exactly and
/// perceptually `runs` times each (for callgrind: collect on `ImageComparison`), then prints
/// the median wall and process CPU times of each.
func compareRun(_ arguments: [String]) -> Never {
  let megapixels = arguments.first.flatMap(Double.init) ?? 1
  let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 21
  let (a, b) = craftedPair(megapixels: megapixels)
  for tolerance in [Tolerance.exact, .perceptual] {
    var cpu: [Double] = []
    var flagged = 0
    let wall = median(runs: runs) {
      cpu.append(processCPU { flagged = ImageComparison(expected: a, actual: b, tolerance: tolerance).differentPixels })
    }
    print(
      "\(tolerance.perPixel > 0 ? "perceptual" : "exact") \(a.width)×\(a.height): \(ms(wall)) wall, "
        + "\(ms(medianOf(cpu))) CPU, \(flagged) pixels flagged; CPU by run: "
        + cpu.prefix(12).map { String(format: "%.1f", $0 * 1000) }.joined(separator: " "))
  }
  exit(0)
}
