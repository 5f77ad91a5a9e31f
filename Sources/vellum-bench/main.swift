import Foundation
import Vellum

// Release-mode benchmarks: `swift run -c release vellum-bench [case…] [--markdown FILE]`.
// Speed goals live here, never in timed tests. Scripts/bench runs every case with the
// peers installed and writes BENCHMARKS.md.

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

/// The time one run of `body` takes, in seconds.
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

let cases: [(String, (inout BenchReport) -> Void)] = [
  ("layout", layoutBench), ("screens", screensBench), ("device", deviceScreensBench), ("measure", measureBench),
  ("decomposition", decompositionBench), ("render", renderBench), ("compare", compareBench),
  ("export", exportBench), ("browser", browserBench), ("loop", loopBench),
]

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "__profile" { profileRun(Array(arguments.dropFirst())) }
if arguments.first == "__paint" { paintRun(Array(arguments.dropFirst())) }
if arguments.first == "__compare" { compareRun(Array(arguments.dropFirst())) }
if arguments.first == "__hashes" { hashesRun() }
if arguments.first == "__measure" { measureChild(Array(arguments.dropFirst())) }
if arguments.first == "__pair" { writePair(arguments[1]) }
var markdown: String?
if let index = arguments.firstIndex(of: "--markdown"), index + 1 < arguments.count {
  markdown = arguments[index + 1]
  arguments.removeSubrange(index...(index + 1))
}
let names = arguments.isEmpty ? cases.map(\.0) : arguments
var report = BenchReport()
for name in names {
  guard let run = cases.first(where: { $0.0 == name })?.1 else {
    FileHandle.standardError.write(
      Data("unknown case \(name); cases: \(cases.map(\.0).joined(separator: ", "))\n".utf8))
    exit(2)
  }
  run(&report)
}
if let markdown {
  var info = utsname()
  uname(&info)
  let machine = withUnsafeBytes(of: info.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  let cpu =
    (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
    .first { $0.hasPrefix("model name") }?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "?"
  let description =
    "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(machine), "
    + "\(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB"
  let date = ISO8601DateFormatter().string(from: Date())
  try report.markdown(machine: description, date: date).write(toFile: markdown, atomically: true, encoding: .utf8)
  print("wrote \(markdown)")
}
exit(report.allMet ? 0 : 1)
