import Foundation

/// The folder of this executable, where the release `vellum` binaries are too.
let binaries = URL(
  fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? CommandLine.arguments[0]
)
.deletingLastPathComponent()

/// Runs a command and returns (seconds, peak resident memory of it and its children in MB).
func measured(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) -> (Double, Double)? {
  guard
    let output = runProcess(
      binaries.appendingPathComponent("vellum-bench").path, ["__measure", tool] + arguments, environment: environment),
    let result = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Double],
    let seconds = result["seconds"], let megabytes = result["megabytes"]
  else { return nil }
  return (seconds, megabytes)
}

/// `vellum-bench __measure TOOL ARGS…`: runs TOOL, waits, prints its time and the peak RSS
/// of it and every descendant it waited for (getrusage RUSAGE_CHILDREN).
func measureChild(_ arguments: [String]) -> Never {
  let start = DispatchTime.now().uptimeNanoseconds
  let result = spawnAndWait(
    [binaries.appendingPathComponent(arguments[0]).path] + arguments.dropFirst(), keepOutput: false)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  var usage = rusage()
  getrusage(RUSAGE_CHILDREN.rawValue, &usage)
  print("{\"seconds\": \(seconds), \"megabytes\": \(Double(usage.ru_maxrss) / 1024), \"status\": \(result.status)}")
  exit(0)
}

/// The gallery exported with one and two workers; memory exporting 100 and 1,000 previews.
func exportBench(_ report: inout BenchReport) {
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-export-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  // Runs with one and two workers alternate, so a slow spell of the machine falls on both.
  var runs: [Int: [Double]] = [:]
  for _ in 0..<5 {
    for jobs in [1, 2] {
      try? FileManager.default.removeItem(at: out)
      if let (seconds, _) = measured("vellum", ["export", "--out", out.path, "--jobs", "\(jobs)", "--scale", "2"]) {
        runs[jobs, default: []].append(seconds)
      }
    }
  }
  let times = runs.mapValues(medianOf)
  if let one = times[1], let two = times[2] {
    report.add(
      "export", "gallery light and dark @2x: --jobs 2 speed-up over --jobs 1", value: one / two, target: 1.7,
      detail: "--jobs 1 \(ms(one)), --jobs 2 \(ms(two))")
  }
  var memory: [Int: Double] = [:]
  for count in [100, 1_000] {
    try? FileManager.default.removeItem(at: out)
    if let (seconds, megabytes) = measured(
      "vellum-test-catalog", ["export", "--out", out.path, "--scheme", "light", "--scale", "1"],
      environment: ["VELLUM_BENCH_PREVIEWS": "\(count)"])
    {
      memory[count] = megabytes
      report.add(
        "export", "\(count) previews: 150 MB ÷ peak memory", value: 150 / megabytes, target: 1,
        detail: "peak resident memory \(String(format: "%.1f", megabytes)) MB, \(ms(seconds)) in all")
    }
  }
  if let small = memory[100], let large = memory[1_000] {
    report.add(
      "export", "memory flat as the count grows: peak(100) × 1.2 ÷ peak(1,000)", value: small * 1.2 / large, target: 1,
      detail: "\(String(format: "%.1f", small)) MB at 100, \(String(format: "%.1f", large)) MB at 1,000")
  }
}
