import Foundation
import Vellum

/// Layout on Taffy's tree shapes, against Taffy itself (`stretchable`) in the same run.
func layoutBench(_ report: inout BenchReport) {
  let shapes: [(String, TreeShape)] = [
    ("huge nested 911", .hugeNested(911)), ("huge nested 9,111", .hugeNested(9_111)),
    ("huge nested 91,111", .hugeNested(91_111)), ("wide 10,000", .wide(10_000)), ("deep 8,191", .deep(13)),
  ]
  for (name, shape) in shapes {
    let nodes = shape.count
    var resolve: [Double] = []
    var layout: [Double] = []
    for _ in 0..<5 {
      let snapshot = LayoutSnapshot(
        of: TreeShapeView(shape: shape, depth: 0), proposal: ProposedViewSize(width: 800, height: 800))
      resolve.append(snapshot.timings.resolve)
      layout.append(snapshot.timings.layout)
    }
    let ours = medianOf(layout)
    var line =
      "\(nodes) nodes: Vellum layout \(ms(ours)) (\(rate(nodes, ours)) nodes/s), resolve \(ms(medianOf(resolve)))"
    if let taffy = runTaffy(shape) {
      let ratio = taffy / ours
      line += "; Taffy layout \(ms(taffy)) (\(rate(nodes, taffy)) nodes/s)"
      report.add(
        "layout", "\(name): Vellum ÷ Taffy nodes per second", value: ratio, target: 1.5, detail: line)
    } else {
      report.add("layout", "\(name)", value: nil, target: nil, detail: line + "; Taffy not available")
    }
  }
}

/// Runs the Taffy peer on the same tree; nil when Python or stretchable is missing.
func runTaffy(_ shape: TreeShape) -> Double? {
  let python = ProcessInfo.processInfo.environment["VELLUM_BENCH_PYTHON"] ?? "python3"
  let script =
    ProcessInfo.processInfo.environment["VELLUM_BENCH_PEERS"].map { "\($0)/taffy.py" }
    ?? "Scripts/bench-peers/taffy.py"
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-tree-\(getpid()).json")
  defer { try? FileManager.default.removeItem(at: file) }
  guard let data = try? JSONSerialization.data(withJSONObject: shape.json), (try? data.write(to: file)) != nil,
    let output = runProcess(python, [script, file.path, "5"]),
    let result = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
    let layout = result["layout"] as? Double
  else { return nil }
  return layout
}

func rate(_ count: Int, _ seconds: Double) -> String {
  let value = Double(count) / seconds
  return value >= 1e6 ? String(format: "%.2f M", value / 1e6) : String(format: "%.0f k", value / 1e3)
}

func medianOf(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Runs a program and returns its standard output, or nil if it fails.
func runProcess(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [executable] + arguments
  var env = ProcessInfo.processInfo.environment
  for (key, value) in environment { env[key] = value }
  process.environment = env
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}
