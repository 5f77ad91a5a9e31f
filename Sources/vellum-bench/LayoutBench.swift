import Foundation
import Vellum

/// Layout on Taffy's tree shapes, against Taffy itself (`stretchable`'s binding) in the same
/// run. Both sides are timed in the laying-out thread's CPU time (wall time beside it):
/// Vellum's resolve and layout of the same run summed (views to nodes to frames, no answer
/// cached), Taffy's layout call with every node marked dirty, rounding off and nothing read
/// back; compared by medians.
func layoutBench(_ report: inout BenchReport) {
  let shapes: [(String, TreeShape)] = [
    ("huge nested 911", .hugeNested(911)), ("huge nested 9,111", .hugeNested(9_111)),
    ("huge nested 91,111", .hugeNested(91_111)), ("wide 10,000", .wide(10_000)), ("deep 8,191", .deep(13)),
  ]
  for (name, shape) in shapes {
    let nodes = shape.count
    var resolve: [Double] = []
    var layout: [Double] = []
    var both: [Double] = []
    var bothWall: [Double] = []
    var taffyCPU: [Double] = []
    var taffyWall: [Double] = []
    var size = CGSize.zero
    func run() -> LayoutSnapshot {
      LayoutSnapshot(of: TreeShapeView(shape: shape, depth: 0), proposal: ProposedViewSize(width: 800, height: 800))
    }
    // One untimed run first, as the Taffy peer does on its side: the first pass of a process
    // pays for first touches of memory and the runtime's first look-ups of each view type.
    let first = run()
    // Eleven runs, or as many as fill a second of this work, at most 401: eleven 1 ms runs of
    // the small tree fit inside one of this shared machine's slow spells, and their median was
    // that spell's; with 200 ms, the 10,000-node trees' twenty-odd runs a side still left one
    // bench run in two with a median from a slow spell on one side only. An odd count, so the
    // median is one run's.
    let once = first.cpuTimings.resolve + first.cpuTimings.layout
    let runs = max(11, min(401, Int(1.0 / max(once, 1e-6)) | 1))
    func runVellum() {
      let snapshot = run()
      resolve.append(snapshot.cpuTimings.resolve)
      layout.append(snapshot.cpuTimings.layout)
      // Resolve and layout of the same run, summed before any median or minimum is taken.
      both.append(snapshot.cpuTimings.resolve + snapshot.cpuTimings.layout)
      bothWall.append(snapshot.timings.resolve + snapshot.timings.layout)
      size = snapshot.size
    }
    // The runs alternate with Taffy's, the one going first changing each time, so that both
    // sides' medians come from the same stretch of this shared machine's time.
    let peer = TaffyPeer(shape)
    var peerAnswers = peer != nil
    for index in 0..<runs {
      if index.isMultiple(of: 2) { runVellum() }
      if peerAnswers, let timed = peer?.run() {
        taffyCPU.append(timed.cpu)
        taffyWall.append(timed.wall)
      } else {
        peerAnswers = false
      }
      if !index.isMultiple(of: 2) { runVellum() }
    }
    let ours = medianOf(both)
    var line =
      "\(nodes) nodes, \(runs) runs a side, alternating: Vellum resolve and layout \(ms(ours)) CPU median (fastest \(ms(both.min()!)), wall median "
      + "\(ms(medianOf(bothWall)))): resolve \(ms(medianOf(resolve))) (\(String(format: "%.2f", medianOf(resolve) / Double(nodes) * 1e6)) µs per node), "
      + "layout \(ms(medianOf(layout))) (fastest \(ms(layout.min()!)))"
    guard peerAnswers, taffyCPU.count == runs, let figures = peer?.end() else {
      report.add("layout", "\(name)", value: nil, target: nil, detail: line + "; Taffy not available")
      continue
    }
    let taffy = TaffyRun(
      cpu: medianOf(taffyCPU), fastest: taffyCPU.min()!, wall: medianOf(taffyWall), build: figures.build,
      width: figures.width, height: figures.height)
    let same = abs(taffy.width - size.width) < 0.01 && abs(taffy.height - size.height) < 0.01
    line +=
      "; Taffy layout call \(ms(taffy.cpu)) CPU median (fastest \(ms(taffy.fastest)), wall median \(ms(taffy.wall))), "
      + "rounding off, tree built in \(ms(taffy.build)) apart; by fastest runs \(String(format: "%.2f", taffy.fastest / both.min()!)); "
      + "same root size: \(same ? "yes" : "**no**")"
    report.add(
      "layout", "\(name): Taffy layout ÷ Vellum resolve and layout, CPU medians", value: same ? taffy.cpu / ours : 0,
      target: 1.5, detail: line)
    report.add(
      "layout", "\(name): Taffy layout ÷ Vellum layout alone, CPU medians", value: taffy.cpu / medianOf(layout),
      target: nil,
      detail:
        "leaves out Vellum's resolve (building nodes from views, with the rigidity and alignment-guide analysis "
        + "that Taffy's call does inside it); layout \(ms(medianOf(layout))) median, \(ms(layout.min()!)) fastest")
  }
}

/// Taffy's figures for one tree: its layout call (CPU and wall), building the tree, and
/// the root's size.
struct TaffyRun {
  /// Median and fastest CPU time of its runs.
  var cpu: Double
  var fastest: Double
  var wall: Double
  var build: Double
  var width: Double
  var height: Double
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
  var fds: [Int32] = [-1, -1]
  if keepOutput { guard pipe(&fds) == 0 else { return (-1, "") } }
  let pid = spawn(argv, environment: environment) { actions in
    if keepOutput {
      posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
      posix_spawn_file_actions_addclose(&actions, fds[0])
      posix_spawn_file_actions_addclose(&actions, fds[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
  }
  var output = Data()
  if keepOutput {
    close(fds[1])
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while pid != nil {
      let count = read(fds[0], &buffer, buffer.count)
      if count > 0 { output.append(contentsOf: buffer[0..<count]) } else if count == 0 || errno != EINTR { break }
    }
    close(fds[0])
  }
  guard let pid else { return (-1, "") }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  return (status, String(decoding: output, as: UTF8.self))
}

/// Starts `argv` (its first element a path) with the process's environment and `environment`
/// added, standard error to /dev/null and the file actions `configure` adds; nil when it
/// cannot be started.
func spawn(
  _ argv: [String], environment: [String: String] = [:], _ configure: (inout posix_spawn_file_actions_t) -> Void
) -> pid_t? {
  var env = ProcessInfo.processInfo.environment
  for (key, value) in environment { env[key] = value }
  let cArgs = argv.map { strdup($0) } + [nil]
  let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    cArgs.forEach { free($0) }
    cEnv.forEach { free($0) }
  }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  configure(&actions)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var pid: pid_t = 0
  return posix_spawn(&pid, argv[0], &actions, nil, cArgs, cEnv) == 0 ? pid : nil
}
