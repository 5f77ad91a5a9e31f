import Foundation

/// The preview loop as a user lives it, with the release `vellum` on a settings screen split
/// over three files: `vellum preview` run for the first time (its catalog folder removed; the
/// package's own build is done), edit → PNG (an edit, then `vellum preview` again), and
/// `watch` edit → image on the page, read in headless Chromium
/// (Scripts/bench-peers/watch_edit.py). Wall time and the CPU time of every process involved.
func loopBench(_ report: inout BenchReport) {
  let section = "preview loop"
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-loop-\(getpid())")
  let sources = folder.appendingPathComponent("Screen")
  try? FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  for (name, text) in loopScreen { try? Data(text.utf8).write(to: sources.appendingPathComponent(name)) }
  let vellum = binaries.appendingPathComponent("vellum").path
  let catalog = binaries.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("vellum-file-preview")
  let preview = ["preview", sources.path, "--out", folder.appendingPathComponent("out").path, "--scheme", "light"]

  // The whole preview folder, Vellum's shared library (`PreviewRuntime`) with it.
  let first = childMedians(
    (0..<3).map { _ in
      try? FileManager.default.removeItem(at: catalog)
      return timedChildren { runProcess(vellum, preview) != nil }
    })
  report.add(
    section, "`vellum preview` first run (3 files): seconds", value: first.ok ? first.wall : nil, target: 30,
    detail:
      "median of 3, its catalog folder removed before each: \(String(format: "%.2f s wall, %.2f s CPU", first.wall, first.cpu)); "
      + "compiles the files, links the Vellum already built into its shared library (once per build of Vellum) "
      + "and the files against it"
      + (first.ok ? "" : "; a run FAILED"), lowerIsBetter: true)

  let screen = sources.appendingPathComponent("SettingsScreen.swift")
  var edits: [(wall: Double, cpu: Double, ok: Bool)] = []
  for run in 1...7 {
    edit(screen, to: run)
    edits.append(timedChildren { runProcess(vellum, preview) != nil })
  }
  let edit = childMedians(edits)
  report.add(
    section, "`vellum preview` edit → PNG: seconds", value: edit.ok ? edit.wall : nil, target: 1.5,
    detail:
      "median of 7: \(String(format: "%.2f s wall, %.2f s CPU", edit.wall, edit.cpu)); one file edited, then the "
      + "command run again: compile the edited file, link it against Vellum's shared library, render and write the PNG"
      + (edit.ok ? "" : "; a run FAILED"),
    lowerIsBetter: true)

  let chromium = "/usr/bin/chromium"
  guard FileManager.default.isExecutableFile(atPath: chromium) else {
    report.add(section, "`watch` edit → image on the page", value: nil, target: nil, detail: "chromium not installed")
    return
  }
  let log = folder.appendingPathComponent("watch.log")
  FileManager.default.createFile(atPath: log.path, contents: nil)
  let watch = Process()
  watch.executableURL = URL(fileURLWithPath: vellum)
  watch.arguments = ["preview", sources.path, "--watch", "--port", "0", "--scheme", "light"]
  watch.standardOutput = try? FileHandle(forWritingTo: log)
  watch.standardError = FileHandle.nullDevice
  guard (try? watch.run()) != nil else { return }
  defer {
    watch.terminate()
    watch.waitUntilExit()
  }
  var port = ""
  for _ in 0..<600 where port.isEmpty {
    usleep(50_000)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    port = String((text.components(separatedBy: "127.0.0.1:").dropFirst().first ?? "").prefix { $0.isNumber })
  }
  let python = ProcessInfo.processInfo.environment["VELLUM_BENCH_PYTHON"] ?? "python3"
  let script = (ProcessInfo.processInfo.environment["VELLUM_BENCH_PEERS"] ?? "Scripts/bench-peers") + "/watch_edit.py"
  guard !port.isEmpty,
    let output = runProcess(python, [script, chromium, "http://127.0.0.1:\(port)/", screen.path, "Settings", "7"]),
    let result = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
    let times = result["times"] as? [Double], !times.isEmpty
  else {
    report.add(section, "`watch` edit → image on the page", value: nil, target: nil, detail: "could not drive the page")
    return
  }
  let sorted = times.sorted()
  report.add(
    section, "`vellum preview --watch` edit → image on the page: seconds", value: sorted[sorted.count / 2], target: 2,
    detail:
      "median of \(times.count) (fastest \(String(format: "%.2f", sorted[0])), slowest \(String(format: "%.2f", sorted.last!)) s), "
      + "from the file's save to the new image loaded in headless Chromium; \(result["images"] ?? 0) images on the "
      + "page, all loaded; only the edited file's preview is rendered again", lowerIsBetter: true)
}

/// Replaces the screen's `EDIT-<n>` marker, as an editor's save does.
private func edit(_ file: URL, to number: Int) {
  guard let text = try? String(contentsOf: file, encoding: .utf8) else { return }
  let edited = text.replacingOccurrences(of: #"EDIT-\d+"#, with: "EDIT-\(number)", options: .regularExpression)
  try? Data(edited.utf8).write(to: file, options: .atomic)
}

/// A settings screen as an app splits it: the screen with its previews, a row view, a model.
private let loopScreen: [(String, String)] = [
  (
    "SettingsScreen.swift",
    """
    import SwiftUI

    struct SettingsScreen: View {
      @State private var settings = SettingsModel()

      var body: some View {
        NavigationStack {
          Form {
            Section("Account EDIT-0") {
              ForEach(settings.rows) { row in SettingsRow(row: row) }
            }
            Section("Notifications") {
              Toggle("Allow notifications", isOn: $settings.notifications)
              Toggle("Sounds", isOn: $settings.sounds)
            }
          }
          .navigationTitle("Settings")
        }
      }
    }

    #Preview("Settings") { SettingsScreen() }

    """
  ),
  (
    "SettingsRow.swift",
    """
    import SwiftUI

    struct SettingsRow: View {
      let row: SettingsModel.Row

      var body: some View {
        LabeledContent {
          Text(row.value)
        } label: {
          Label(row.title, systemImage: row.symbol)
        }
      }
    }

    #Preview("Row", traits: .sizeThatFitsLayout) {
      SettingsRow(row: .init(title: "Plan", value: "Family", symbol: "person.2"))
    }

    """
  ),
  (
    "SettingsModel.swift",
    """
    import Foundation

    struct SettingsModel {
      struct Row: Identifiable {
        var title: String
        var value: String
        var symbol: String
        var id: String { title }
      }

      var rows = [
        Row(title: "Name", value: "Ada Lovelace", symbol: "person"),
        Row(title: "Email", value: "ada@example.com", symbol: "envelope"),
        Row(title: "Plan", value: "Family", symbol: "person.2"),
      ]
      var notifications = true
      var sounds = false
    }

    """
  ),
]
