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

/// Runs a program (found on PATH) and returns its standard output, or nil if it fails.
func runProcess(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> String? {
  let result = spawnAndWait(["/usr/bin/env", executable] + arguments, environment: environment, keepOutput: true)
  return result.status == 0 ? result.output : nil
}

/// Spawns a program with posix_spawn, reads its standard output to the end (or sends it to
/// /dev/null), and waits for it with waitpid. Foundation's `Process` notices an exit only
/// at its next run-loop poll, up to 50 ms late, which showed in timings.
func spawnAndWait(_ argv: [String], environment: [String: String] = [:], keepOutput: Bool) -> (
  status: Int32, output: String
) {
  var env = ProcessInfo.processInfo.environment
  for (key, value) in environment { env[key] = value }
  let cArgs = argv.map { strdup($0) } + [nil]
  let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    cArgs.forEach { free($0) }
    cEnv.forEach { free($0) }
  }
  var fds: [Int32] = [-1, -1]
  if keepOutput { guard pipe(&fds) == 0 else { return (-1, "") } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if keepOutput {
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
  } else {
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  }
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArgs, cEnv)
  var output = Data()
  if keepOutput {
    close(fds[1])
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while spawned == 0 {
      let count = read(fds[0], &buffer, buffer.count)
      if count > 0 { output.append(contentsOf: buffer[0..<count]) } else if count == 0 || errno != EINTR { break }
    }
    close(fds[0])
  }
  guard spawned == 0 else { return (-1, "") }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  return (status, String(decoding: output, as: UTF8.self))
}
