import Foundation
import Testing
import VellumCairo
import VellumPreview

/// The `vellum` command line, run as a user runs it: the built executables over the
/// gallery and over a test catalog with previews that trap, hang or have unsafe names.
@Suite(.serialized)
struct CommandLineTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folder of the running test binary, where `swift build` put the executables too
  /// (whatever the build folder: a sanitizer build has its own).
  static let binaries: URL = {
    let test =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: test).deletingLastPathComponent()
  }()

  struct Run {
    var code: Int32
    var out: String
    var err: String
  }

  /// Runs a built executable with arguments, in a scratch folder.
  func run(
    _ tool: String, _ arguments: [String], environment: [String: String] = [:], in folder: URL, absolute: Bool = false
  ) throws -> Run {
    let executable = absolute ? URL(fileURLWithPath: tool) : Self.binaries.appendingPathComponent(tool)
    try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build first: \(executable.path)")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "CI")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = folder.appendingPathComponent(".out-\(UUID().uuidString)")
    let err = folder.appendingPathComponent(".err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    return Run(
      code: process.terminationStatus, out: try String(contentsOf: out, encoding: .utf8),
      err: try String(contentsOf: err, encoding: .utf8))
  }

  func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func files(_ folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      result[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
    }
    return result
  }

  @Test(.tags(.slow), .fullTier) func exportIsByteIdenticalTwiceAndAtAnyJobs() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = try run("vellum", ["export", "--out", "a", "--jobs", "1", "--format", "png,svg"], in: folder)
    let two = try run("vellum", ["export", "--out", "b", "--jobs", "2", "--format", "png,svg"], in: folder)
    let again = try run("vellum", ["export", "--out", "c", "--jobs", "2", "--format", "png,svg"], in: folder)
    #expect(one.code == 0 && two.code == 0 && again.code == 0, "\(one.err)\(two.err)")
    let a = files(folder.appendingPathComponent("a"))
    #expect(a.count > 40 && a["manifest.json"] != nil)
    #expect(a == files(folder.appendingPathComponent("b")), "--jobs 1 and --jobs 2 differ")
    #expect(a == files(folder.appendingPathComponent("c")), "two runs differ")
    let manifest = try JSONSerialization.jsonObject(with: a["manifest.json"]!) as? [String: Any]
    let entries = manifest?["files"] as? [[String: Any]] ?? []
    #expect(entries.count == a.count - 1, "one manifest entry per file")
    let card = entries.first { $0["file"] as? String == "Card.light@2x.png" }
    #expect(card?["width"] as? Int == 786 && card?["height"] as? Int == 1704 && card?["hash"] is String)
  }

  @Test func aTrappingPreviewFailsAloneAndNamesStaySafe() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run("vellum-test-catalog", ["export", "--out", "out", "--jobs", "2"], in: folder)
    #expect(result.code == 1, "a failed preview makes the exit code 1")
    #expect(result.err.contains("Trap light@2x: the renderer crashed"), "\(result.err)")
    #expect(result.err.contains("Fatal error: Index out of range"), "the trap's own message is kept")
    let out = files(folder.appendingPathComponent("out"))
    for name in ["Blue.light@2x.png", "Green.dark@2x.png", "Label.light@2x.png", "Night.dark@2x.png"] {
      #expect(out[name] != nil, "\(name) was written despite the trap")
    }
    #expect(out["Night.light@2x.png"] == nil, "a preview pinned to dark renders only dark")
    #expect(out.keys.contains("___escape_Name_.light@2x.png"), "an unsafe name is made safe: \(out.keys.sorted())")
    let everything = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    #expect(!everything.contains { $0.contains("escape") && !$0.hasPrefix("out/") }, "nothing escapes --out")
  }

  @Test func aHangingPreviewTimesOut() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date()
    let result = try run(
      "vellum-test-catalog", ["export", "--out", "out", "--filter", "H*", "--timeout", "1", "--scheme", "light"],
      environment: ["VELLUM_TEST_HANG": "1"], in: folder)
    #expect(result.code == 1 && result.err.contains("timed out after 1 s"), "\(result.err)")
    #expect(Date().timeIntervalSince(start) < 30)
  }

  @Test(.tags(.slow), .fullTier) func shardsCoverEveryPreviewOnce() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    var seen: [String: Int] = [:]
    for index in 1...3 {
      let result = try run(
        "vellum", ["export", "--out", "s\(index)", "--shard", "\(index)/3", "--scheme", "light"], in: folder)
      #expect(result.code == 0, "\(result.err)")
      for name in files(folder.appendingPathComponent("s\(index)")).keys where name.hasSuffix(".png") {
        seen[name, default: 0] += 1
      }
    }
    let all = try run("vellum", ["list"], in: folder).out.split(separator: "\n").count
    #expect(seen.count == all, "the shards together cover every preview")
    #expect(seen.values.allSatisfy { $0 == 1 }, "no preview is on two shards")
    for name in ["Card", "Magazine", "ProfileCard"] {
      #expect(shard(of: name, count: 3) == shard(of: name, count: 3))
    }
  }

  @Test func verifyWritesReportsAndJUnitAndMergesShards() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = try run("vellum-test-catalog", ["verify", "--goldens", "g", "--record", "missing"], in: folder)
    #expect(record.code == 1 && record.out.contains("recorded"), "recording fails so the goldens get looked at")
    let blue = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("g/Blue.light@2x.png")))
    #expect(blue.text[RenderFingerprint.keyword] == RenderFingerprint.current)
    let verified = try run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--report", "r", "--junit", "j.xml"], in: folder)
    #expect(verified.code == 1, "Trap fails")
    let report =
      try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("r/report.json")))
      as? [String: Any]
    let entries = report?["entries"] as? [[String: Any]] ?? []
    #expect(entries.filter { $0["status"] as? String == "passed" }.count == 11)
    #expect(
      entries.filter { $0["status"] as? String == "error" }.count == 4, "the trapping and crashing previews are errors")
    let junit = try String(contentsOf: folder.appendingPathComponent("j.xml"), encoding: .utf8)
    #expect(junit.contains("tests=\"15\" failures=\"0\" errors=\"4\""), "\(junit)")
    #expect(junit.contains("<testcase classname=\"Blue\" name=\"light@2x\" time=\""), "the preview is the class")

    // Break one golden: the report shows expected, actual and the difference.
    let green = folder.appendingPathComponent("g/Green.light@2x.png")
    try FileManager.default.copyItem(at: green, to: folder.appendingPathComponent("g/Blue.light@2x.png.tmp"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("g/Blue.light@2x.png"))
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("g/Blue.light@2x.png.tmp"),
      to: folder.appendingPathComponent("g/Blue.light@2x.png"))
    let broken = try run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--report", "shard1", "--shard", "1/2"], in: folder)
    let other = try run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--report", "shard2", "--shard", "2/2"], in: folder)
    #expect(broken.code == 1 || other.code == 1)
    let html = try [
      String(contentsOf: folder.appendingPathComponent("shard1/index.html"), encoding: .utf8),
      String(contentsOf: folder.appendingPathComponent("shard2/index.html"), encoding: .utf8),
    ].joined()
    #expect(html.contains("Blue light@2x") && html.contains("Blue.light@2x.difference.png"))
    #expect(html.contains("type=\"range\"") && html.contains("flip"), "a slider and a flip")
    let merged = try run("vellum-test-catalog", ["merge-reports", "shard1", "shard2", "-o", "merged"], in: folder)
    #expect(merged.code == 1, "\(merged.err)")
    let mergedReport =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("merged/report.json"))) as? [String: Any]
    #expect((mergedReport?["entries"] as? [Any])?.count == 15, "both shards' entries")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("merged/images/Blue.light@2x.difference.png").path))
  }

  /// The HTML report opened in a real browser (headless Chromium from Debian): the
  /// screenshot shows the expected image (green), the actual one (blue) and the
  /// difference (red).
  @Test(.tags(.slow), .fullTier) func theReportShowsItsImagesInChromium() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try run("vellum-test-catalog", ["export", "--out", "g", "--filter", "Green", "--scheme", "light"], in: folder)
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("g/Green.light@2x.png"),
      to: folder.appendingPathComponent("g/Blue.light@2x.png"))
    let verify = try run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--report", "r", "--filter", "Blue", "--scheme", "light"],
      in: folder)
    #expect(verify.code == 1)
    let chromium = "/usr/bin/chromium"
    try #require(FileManager.default.isExecutableFile(atPath: chromium), "install chromium (Scripts/setup)")
    let shot = folder.appendingPathComponent("shot.png")
    let browser = Process()
    browser.executableURL = URL(fileURLWithPath: chromium)
    browser.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,900",
      "--screenshot=\(shot.path)", folder.appendingPathComponent("r/index.html").absoluteString,
    ]
    browser.standardError = FileHandle.nullDevice
    browser.standardOutput = FileHandle.nullDevice
    try browser.run()
    browser.waitUntilExit()
    let image = try PNG.decode(Data(contentsOf: shot)).image
    var green = 0
    var blue = 0
    var red = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        if p.g > 150 && p.r < 100 && p.b < 140 { green += 1 }
        if p.b > 200 && p.r < 60 && p.g > 80 && p.g < 160 { blue += 1 }
        if p.r > 200 && p.g < 40 && p.b < 40 { red += 1 }
      }
    }
    #expect(green > 2_000, "the expected (green) image is shown: \(green) px")
    #expect(blue > 2_000, "the actual (blue) image is shown: \(blue) px")
    #expect(red > 500, "the difference (red) is shown: \(red) px")
  }

  @Test func diffAndPrune() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try run("vellum-test-catalog", ["export", "--out", "g", "--filter", "?????", "--png", "small"], in: folder)
    let same = try run("vellum", ["diff", "g/Green.light@2x.png", "g/Green.light@2x.png"], in: folder)
    #expect(same.code == 0 && same.out.contains("the images match"))
    let differ = try run("vellum", ["diff", "g/Green.light@2x.png", "g/Green.dark@2x.png", "-o", "d.png"], in: folder)
    #expect(differ.code == 1 && differ.out.contains("pixels differ"), "\(differ.out)")
    let difference = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("d.png"))).image
    #expect(difference.width == 3 * 120 + 16)
    let unreadable = try run("vellum", ["diff", "g/manifest.json", "g/Green.light@2x.png"], in: folder)
    #expect(unreadable.code == 2 && unreadable.err.contains("cannot read"))

    _ = FileManager.default.createFile(
      atPath: folder.appendingPathComponent("g/Gone.light@2x.png").path, contents: Data())
    let dry = try run("vellum-test-catalog", ["prune", "--goldens", "g", "--dry-run"], in: folder)
    #expect(dry.out.contains("would remove") && dry.out.contains("Gone.light@2x.png"))
    #expect(!dry.out.contains("Green"), "goldens a preview produces are kept")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("g/Gone.light@2x.png").path))
    let pruned = try run("vellum-test-catalog", ["prune", "--goldens", "g"], in: folder)
    #expect(pruned.out.contains("removed"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g/Gone.light@2x.png").path))
  }

  /// Every file in a folder is whole: PNGs decode, SVGs and PDFs end as they must, the
  /// manifest parses, and no temporary file is left.
  func expectWhole(_ folder: URL, allowTemporaries: Bool = false) throws {
    for (name, data) in files(folder) {
      if name.hasSuffix(".png") {
        #expect(throws: Never.self, "\(name) is truncated") { try PNG.decode(data) }
      } else if name.hasSuffix(".svg") {
        #expect(String(decoding: data.suffix(16), as: UTF8.self).contains("</svg>"), "\(name) is truncated")
      } else if name.hasSuffix(".pdf") {
        #expect(String(decoding: data.suffix(16), as: UTF8.self).contains("%%EOF"), "\(name) is truncated")
      } else if name == "manifest.json" {
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: data) }
      } else if name.hasSuffix(".tmp") {
        #expect(allowTemporaries, "a temporary file was left: \(name)")
      }
    }
  }

  @Test func aCrashInCIsReportedByName() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run("vellum-test-catalog", ["export", "--out", "out"], in: folder)
    #expect(result.code == 1)
    // Signal 11; under a sanitizer, which catches the bad pointer first, its own abort.
    #expect(result.err.contains("CrashInC light@2x: the renderer "), "\(result.err)")
    #expect(files(folder.appendingPathComponent("out")).keys.contains("Nul__Name.light@2x.png"), "NUL made safe")
    try expectWhole(folder.appendingPathComponent("out"))
  }

  /// (Not under a sanitizer: its runtime needs to write past the file-size limit itself.)
  @Test(.tags(.slow), .fullTier, .enabled(if: ProcessInfo.processInfo.environment["VELLUM_SANITIZER"] == nil))
  func aFullDiskIsAClearErrorAndLeavesNothingPartial() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A 64 KiB file-size limit: the large gallery images cannot be written, as on a full disk.
    let executable = Self.binaries.appendingPathComponent("vellum").path
    let result = try run(
      "/bin/sh", ["-c", "ulimit -f 64; exec \(executable) export --out out --scheme light --png small"],
      in: folder, absolute: true)
    #expect(result.code == 1, "\(result.out)")
    #expect(result.err.contains("File too large") || result.out.contains("File too large"), "\(result.err)")
    try expectWhole(folder.appendingPathComponent("out"))
  }

  @Test(.tags(.slow), .fullTier) func killedExportsLeaveNoPartialFilesAndTheNextRunCompletes() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [
      ["export", "--out", "out", "--format", "png,svg,pdf", "--jobs", "2"],
      ["verify", "--goldens", "goldens", "--record", "missing", "--report", "report", "--jobs", "2"],
    ] {
      let process = Process()
      process.executableURL = Self.binaries.appendingPathComponent("vellum")
      process.arguments = arguments
      process.currentDirectoryURL = folder
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let output = folder.appendingPathComponent(arguments[0] == "export" ? "out" : "goldens")
      // Killed once the first image is in place, mid-run.
      try poll("a first image", timeout: 120) { files(output).keys.contains { $0.hasSuffix(".png") } }
      let workers = Self.children(of: process.processIdentifier)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // Workers notice their coordinator is gone and finish their job.
      try poll("the workers to exit", timeout: 120) { workers.allSatisfy { !Self.isRunning($0) } }
      try expectWhole(output, allowTemporaries: true)
      #expect(!files(output).isEmpty, "some files were written before the kill")
    }
    let export = try run("vellum", ["export", "--out", "out", "--format", "png,svg,pdf"], in: folder)
    #expect(export.code == 0, "\(export.err)")
    try expectWhole(folder.appendingPathComponent("out"))
    _ = try run("vellum", ["verify", "--goldens", "goldens", "--record", "missing"], in: folder)
    let verify = try run("vellum", ["verify", "--goldens", "goldens"], in: folder)
    #expect(verify.code == 0, "\(verify.out)")
  }

  /// The processes `pid` has started (Linux's `/proc/PID/task/PID/children`).
  static func children(of pid: Int32) -> [Int32] {
    let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
    return text.split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// Whether a process runs (a zombie, exited and not yet reaped, does not).
  static func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
    let state = stat.components(separatedBy: ") ").last?.first
    return state != "Z" && state != "X"
  }

  /// Waits until `condition` holds, checking every 20 ms, for at most `timeout` seconds.
  func poll(_ what: String, timeout: TimeInterval, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      try #require(Date() < deadline, "gave up waiting for \(what) after \(Int(timeout)) s")
      usleep(20_000)
    }
  }

  @Test(.tags(.slow), .fullTier) func twoExportsIntoOneFolderBothComplete() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let executable = Self.binaries.appendingPathComponent("vellum").path
    let both = try run(
      "/bin/sh",
      [
        "-c",
        "\(executable) export --out out --jobs 1 & \(executable) export --out out --jobs 1; a=$?; wait $!; b=$?; exit $((a + b))",
      ],
      in: folder, absolute: true)
    #expect(both.code == 0, "\(both.err)")
    try expectWhole(folder.appendingPathComponent("out"))
    #expect(files(folder.appendingPathComponent("out")).count > 40)
  }

  @Test func usageErrorsAndHelp() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mistyped = try run("vellum", ["render", "ProfileCrad"], in: folder)
    #expect(mistyped.code == 2 && mistyped.err.contains("did you mean 'ProfileCard'"))
    let command = try run("vellum", ["exprot"], in: folder)
    #expect(command.code == 2 && command.err.contains("did you mean 'export'"))
    #expect(try run("vellum", ["export", "--shard", "4/3"], in: folder).code == 2)
    #expect(try run("vellum", ["export", "--format", "gif"], in: folder).code == 2)
    #expect(try run("vellum", ["verify", "--record", "sometimes"], in: folder).code == 2)
    #expect(try run("vellum", ["export", "--filter", "Crad"], in: folder).err.contains("the closest: 'Card'"))
    let scheme = try run("vellum", ["export", "--scheme", "drak"], in: folder)
    #expect(scheme.code == 2 && scheme.err.contains("did you mean 'dark'"), "\(scheme.err)")
    let format = try run("vellum", ["export", "--format", "jpg"], in: folder)
    #expect(format.code == 2 && format.err.contains("png, svg, pdf"), "\(format.err)")
    let device = try run("vellum", ["render", "Card", "--canvas", "iPhone16"], in: folder)
    #expect(device.code == 2 && device.err.contains("did you mean 'iPhone1"), "\(device.err)")
    for command in ["list", "render", "export", "verify", "diff", "prune", "merge-reports"] {
      let help = try run("vellum", [command, "--help"], in: folder)
      #expect(help.code == 0 && help.out.contains("usage: vellum"), "\(command) --help")
    }
    let unwritable = try run("vellum", ["export", "--out", "/proc/vellum-cannot-write"], in: folder)
    #expect(unwritable.code == 1 && unwritable.err.contains("cannot write to /proc/vellum-cannot-write"))
  }
}
