import Foundation

/// `vellum merge-reports`: the reports of shards run on different machines, as one.
struct MergeReportsCommand {
  static let help = """
    usage: vellum merge-reports DIR... [options]

    Combines verify reports (each folder holds report.json and images/) into one.
      -o, --output DIR          merged report folder (default: .build/vellum-report-merged)
      --junit FILE              also write JUnit XML
    Exit codes: 0 every entry passed, 1 some failed, 2 usage error.
    """

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["-o", "--output", "--junit"], switches: ["--help"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard !args.positional.isEmpty else { throw UsageError(message: "merge-reports needs report folders") }
    let output = URL(fileURLWithPath: args.value("-o") ?? args.value("--output") ?? ".build/vellum-report-merged")
    let images = output.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    var entries: [Report.Entry] = []
    var fingerprints: [String] = []
    for path in args.positional {
      let folder = URL(fileURLWithPath: path)
      let report = try Report.read(from: folder)
      fingerprints.append(report.fingerprint)
      for var entry in report.entries {
        for keyPath in [\Report.Entry.expected, \Report.Entry.actual, \Report.Entry.difference]
        where !entry[keyPath: keyPath].isEmpty {
          let source = folder.appendingPathComponent(entry[keyPath: keyPath])
          let target = images.appendingPathComponent(source.lastPathComponent)
          try? FileManager.default.removeItem(at: target)
          try FileManager.default.copyItem(at: source, to: target)
          entry[keyPath: keyPath] = "images/\(source.lastPathComponent)"
        }
        entries.append(entry)
      }
    }
    let merged = Report(
      fingerprint: Array(Set(fingerprints)).sorted().joined(separator: " | "),
      entries: entries.sorted { ($0.preview, $0.variant) < ($1.preview, $1.variant) })
    try merged.write(to: output, junit: args.value("--junit").map { URL(fileURLWithPath: $0) })
    print(
      "merged \(args.positional.count) reports: \(merged.summary); report: \(output.path)/index.html"
    )
    return merged.failures.isEmpty ? 0 : 1
  }
}
