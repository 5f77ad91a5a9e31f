import Foundation
import Vellum

/// `vellum watch`: a page on 127.0.0.1 with every preview of the catalog, kept up to date.
/// When a Swift file of the package changes, the catalog executable is rebuilt with
/// `swift build`, re-rendered on workers, and only the images that changed are pushed to
/// the open page (server-sent events, no reload). A compile error shows on the page with
/// its file and line while the last good images stay; a preview that traps shows its
/// failure while the others update.
struct WatchCommand {
  static let help = """
    usage: vellum watch [options]

    Serves a live page of every preview on http://127.0.0.1:PORT/ and rebuilds, re-renders
    and updates it when a Swift file of the package changes.
      --port N                  port on 127.0.0.1 (default: 8765; 0 picks a free one)
      --package DIR             the package to watch and build (default: the current folder)
      --product NAME            the catalog's executable product (default: this executable's name)
      --scratch-path DIR        swift build's scratch path (default: the one this executable is in)
      --scheme light,dark       colour schemes (default: light,dark)
      --device D,D              also show device-canvas previews on these devices
                                (iPhoneSE, iPhone15, iPhone15ProMax, iPhone16Pro)
      --dynamic-type S,S        also show every preview at these Dynamic Type sizes
                                (xSmall … xxxLarge, accessibility1 … accessibility5)
      --locale L,L              also show every preview in these locales (ar, he: right to left)
    The catalog's `variants` give the defaults of --scheme, --device, --dynamic-type and --locale.
      --jobs N                  worker processes (default: every core)
      --timeout SECONDS         per preview (default: 300)
      --no-build                render once and serve, without watching or building
    """

  let previews: [Preview]
  /// The catalog's variants, before the flags.
  var variants = TraitMatrix.standard

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments,
      valued: [
        "--port", "--package", "--product", "--scratch-path", "--scheme", "--device", "--dynamic-type", "--locale",
        "--jobs",
        "--timeout",
      ],
      switches: ["--help", "--no-build"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard args.positional.isEmpty else { throw UsageError(message: "watch takes no arguments") }
    let port = try args.port()
    // Ctrl-C and SIGTERM stop the watch even when its parent started it with them blocked.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    let executable = WorkerPool.currentExecutable
    let binFolder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    let package = URL(fileURLWithPath: args.value("--package") ?? FileManager.default.currentDirectoryPath)
      .standardizedFileURL
    guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
      throw UsageError(message: "\(package.path) has no Package.swift; use --package DIR")
    }
    let build = Build(
      package: package,
      product: args.value("--product") ?? URL(fileURLWithPath: executable).lastPathComponent,
      scratch: args.value("--scratch-path").map { URL(fileURLWithPath: $0) } ?? Build.scratch(of: binFolder),
      release: binFolder.lastPathComponent == "release")
    let folder = package.appendingPathComponent(".build/vellum-watch")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let matrix = try args.matrix(variants)
    let session = WatchSession(
      executable: executable, folder: folder, schemes: matrix.colorSchemes, devices: matrix.devices,
      dynamicTypeSizes: matrix.dynamicTypeSizes, locales: matrix.locales, jobs: try args.jobs(),
      timeout: try BatchOptions.timeout(args))
    try Self.serve(
      session, port: port, watching: args.has("--no-build") ? nil : { SourceSnapshot(root: package) },
      label: package.path, moduleFolders: { ChangeScope.moduleFolders(package: package) }
    ) {
      Self.say("building \(build.product)…")
      return build.run()
    }
  }

  /// Serves `session`'s page on 127.0.0.1:`port`, renders every preview, then (unless
  /// `watching` is nil) polls the sources: on a change it calls `rebuild` and re-renders the
  /// previews the change touches, or shows the build's errors. `moduleFolders` is asked
  /// once, at the first change. Never returns.
  static func serve(
    _ session: WatchSession, port: UInt16, watching sources: (() -> SourceSnapshot)?, label: String,
    moduleFolders: () -> [(module: String, folder: String)] = { [] }, rebuild: () -> (ok: Bool, log: String)
  ) throws -> Never {
    let server = try HTTPServer(port: port) { request in
      switch request.path {
      case "/", "/index.html":
        return .content(status: 200, type: "text/html; charset=utf-8", body: Data(WatchPage.html.utf8))
      case "/state.json":
        return .content(status: 200, type: "application/json", body: Data(session.stateJSON().utf8))
      case "/events":
        return .events
      default:
        let prefix = "/images/"
        guard request.path.hasPrefix(prefix),
          let data = session.image(named: String(request.path.dropFirst(prefix.count)))
        else { return .notFound() }
        return .content(status: 200, type: "image/png", body: data)
      }
    }
    session.server = server
    server.start()
    say("watching \(label); open http://127.0.0.1:\(server.port)/")
    session.render()
    guard let sources else {
      while true { sleep(3600) }
    }
    var seen = sources()
    var folders: [(module: String, folder: String)]?
    // Polled every 50 ms, or four times as long as a look takes in a large tree (so looking
    // takes at most a fifth of a core): a small screen's edit waits 25 ms on average to be
    // seen, then 50 ms more for the editor to finish writing (several files, or a save in steps).
    var interval: UInt64 = 50_000_000
    while true {
      usleep(UInt32(interval / 1000))
      let looked = DispatchTime.now().uptimeNanoseconds
      let now = sources()
      interval = max(50_000_000, (DispatchTime.now().uptimeNanoseconds - looked) * 4)
      guard now != seen else { continue }
      usleep(50_000)
      let settled = sources()
      if folders == nil { folders = moduleFolders() }
      let scope = ChangeScope(files: settled.changes(since: seen), moduleFolders: folders ?? [])
      seen = settled
      session.building()
      say("changed: \(scope.files.sorted().map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))")
      let result = rebuild()
      if result.ok {
        say("built; rendering")
        session.render(scope)
      } else {
        let errors = CompilerMessage.errors(in: result.log, failed: true)
        say("the build failed: \(errors.first.map { "\($0.file):\($0.line): \($0.message)" } ?? "")")
        session.buildFailed(errors)
      }
    }
  }

  /// A line on standard output, written at once (the test reads the port from it).
  static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

  /// `swift build --product P --scratch-path S` in the package.
  struct Build {
    var package: URL
    var product: String
    var scratch: URL
    var release: Bool

    /// The scratch folder that holds a bin folder: `.build` for `.build/<triple>/debug`.
    static func scratch(of bin: URL) -> URL {
      let parent = bin.deletingLastPathComponent()
      return parent.lastPathComponent.contains("-") ? parent.deletingLastPathComponent() : parent
    }

    func run() -> (ok: Bool, log: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["swift", "build", "--product", product, "--scratch-path", scratch.path] + (release ? ["-c", "release"] : [])
      process.currentDirectoryURL = package
      let log = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-watch-\(getpid()).log")
      FileManager.default.createFile(atPath: log.path, contents: nil)
      defer { try? FileManager.default.removeItem(at: log) }
      guard let handle = try? FileHandle(forWritingTo: log) else { return (false, "cannot write \(log.path)") }
      process.standardOutput = handle
      process.standardError = handle
      do { try process.run() } catch { return (false, "cannot run swift build: \(error)") }
      process.waitForExit()
      try? handle.close()
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      return (process.terminationStatus == 0, text)
    }
  }
}
