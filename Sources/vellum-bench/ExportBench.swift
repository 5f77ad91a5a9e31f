import Foundation

/// The folder of this executable, where the release `vellum` binaries are too.
let binaries = URL(
  fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? CommandLine.arguments[0]
)
.deletingLastPathComponent()

/// A command's time and memory: the peak of the resident memory summed over it and every
/// process below it, and the largest single process's peak beside it.
struct MeasuredRun {
  var seconds: Double
  var megabytes: Double
  var largestProcess: Double
  var samples: Int
}

/// Runs a command through `vellum-bench __measure` (so that this process's own memory is
/// not counted) and returns its figures.
func measured(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) -> MeasuredRun? {
  guard
    let output = runProcess(
      binaries.appendingPathComponent("vellum-bench").path, ["__measure", tool] + arguments, environment: environment),
    let result = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Double],
    let seconds = result["seconds"], let megabytes = result["megabytes"], let largest = result["largest"],
    let samples = result["samples"]
  else { return nil }
  return MeasuredRun(seconds: seconds, megabytes: megabytes, largestProcess: largest, samples: Int(samples))
}

/// `vellum-bench __measure TOOL ARGS…`: runs TOOL and, every 2 ms until it exits, sums the
/// resident memory (`/proc/PID/statm`) of it and all its descendants, found through each
/// process's parent in `/proc/PID/stat`; prints the time, the peak of those sums, the
/// largest single process's peak (getrusage RUSAGE_CHILDREN, which counts exited
/// descendants too) and the number of samples.
func measureChild(_ arguments: [String]) -> Never {
  let argv = [binaries.appendingPathComponent(arguments[0]).path] + arguments.dropFirst()
  let cArgs = argv.map { strdup($0) } + [nil]
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let start = DispatchTime.now().uptimeNanoseconds
  var pid: pid_t = 0
  guard posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else {
    print("{\"status\": -1}")
    exit(1)
  }
  var peak = 0
  var samples = 0
  var status: Int32 = 0
  while true {
    peak = max(peak, residentBytes(under: pid))
    samples += 1
    let done = waitpid(pid, &status, WNOHANG)
    if done == pid || (done < 0 && errno != EINTR) { break }
    usleep(2_000)
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  var usage = rusage()
  getrusage(RUSAGE_CHILDREN.rawValue, &usage)
  print(
    "{\"seconds\": \(seconds), \"megabytes\": \(Double(peak) / 1_048_576), "
      + "\"largest\": \(Double(usage.ru_maxrss) / 1024), \"samples\": \(samples), \"status\": \(status)}")
  exit(0)
}

/// The resident bytes of a process and all its descendants, now.
func residentBytes(under root: pid_t) -> Int {
  var children: [pid_t: [pid_t]] = [:]
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  for entry in entries {
    guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { continue }
    // After the command name in parentheses: state, then the parent's pid.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(pid) }
  }
  let page = Int(sysconf(Int32(_SC_PAGESIZE)))
  var total = 0
  var queue = [root]
  while let pid = queue.popLast() {
    if let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) {
      let fields = statm.split(separator: " ")
      if fields.count > 1, let pages = Int(fields[1]) { total += pages * page }
    }
    queue += children[pid] ?? []
  }
  return total
}

/// The gallery exported with one and two workers; memory exporting 100 and 1,000 previews.
func exportBench(_ report: inout BenchReport) {
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-export-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  // Runs with one and two workers alternate, so a slow spell of the machine falls on both.
  // Timed alone, with no memory sampler beside them: the sampler reads all of /proc every
  // 2 ms, and on two cores it took time from the second worker (1.53 measured with it,
  // against about 1.85 without).
  let vellum = binaries.appendingPathComponent("vellum").path
  var runs: [Int: [ChildTiming]] = [:]
  for _ in 0..<5 {
    for jobs in [1, 2] {
      try? FileManager.default.removeItem(at: out)
      runs[jobs, default: []].append(
        timedChildren {
          spawnAndWait(
            [vellum, "export", "--out", out.path, "--jobs", "\(jobs)", "--scale", "2"], keepOutput: false
          ).status == 0
        })
    }
  }
  let one = childMedians(runs[1] ?? [])
  let two = childMedians(runs[2] ?? [])
  report.add(
    "export", "gallery light and dark @2x: --jobs 2 speed-up over --jobs 1, wall medians",
    value: one.ok && two.ok ? one.wall / two.wall : nil, target: 1.7,
    detail:
      "medians of 5 runs each, no memory sampler running: --jobs 1 \(ms(one.wall)) wall (\(ms(one.cpu)) CPU), "
      + "--jobs 2 \(ms(two.wall)) wall (\(ms(two.cpu)) CPU, the command and its workers)")
  var memory: [Int: Double] = [:]
  for count in [100, 1_000] {
    try? FileManager.default.removeItem(at: out)
    if let run = measured(
      "vellum-test-catalog", ["export", "--out", out.path, "--scheme", "light", "--scale", "1", "--jobs", "2"],
      environment: ["VELLUM_BENCH_PREVIEWS": "\(count)"])
    {
      memory[count] = run.megabytes
      report.add(
        "export", "\(count) previews, --jobs 2: 150 MB ÷ peak memory of all processes", value: 150 / run.megabytes,
        target: 1,
        detail:
          "peak of the resident memory summed over the command and its workers \(String(format: "%.1f", run.megabytes)) MB "
          + "(\(run.samples) samples, 2 ms apart); largest single process \(String(format: "%.1f", run.largestProcess)) MB; "
          + "\(ms(run.seconds)) in all")
    }
  }
  if let small = memory[100], let large = memory[1_000] {
    report.add(
      "export", "memory flat as the count grows: peak(100) × 1.2 ÷ peak(1,000)", value: small * 1.2 / large, target: 1,
      detail: "\(String(format: "%.1f", small)) MB at 100, \(String(format: "%.1f", large)) MB at 1,000")
  }
}
