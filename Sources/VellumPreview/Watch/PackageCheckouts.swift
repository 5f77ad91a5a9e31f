import Foundation

/// The app's pinned remote packages, fetched when a file imports one of their modules: each
/// at the revision its `Package.resolved` pins, with `git`, shallow, into a folder shared by
/// every preview (`<identity>-<revision>`), so a package is fetched once. Xcode resolves an
/// app's packages the same way before building it; SwiftPM's own resolution is not run (it
/// would resolve the versions again, and needs a manifest Vellum does not run).
///
/// A module is looked for first in packages already fetched, then in those whose name
/// suggests it (`nuke` for `NukeUI`), then in the rest. Apple's modules are never looked for.
final class PackageCheckouts {
  let pins: [PackagePin]
  /// Where checkouts are kept.
  let folder: URL
  /// Why a pin could not be fetched, by identity.
  private(set) var problems: [String: String] = [:]

  /// The pins of `resolved` files, the first pin of each identity kept.
  init(resolved: [URL], folder: URL) {
    var seen: Set<String> = []
    pins = resolved.flatMap(PackagePin.read).filter { seen.insert($0.identity).inserted }
    self.folder = folder
  }

  func checkoutFolder(of pin: PackagePin) -> URL {
    folder.appendingPathComponent("\(pin.identity)-\(pin.revision.prefix(12))")
  }

  /// The module `name` from a pinned package, nil if none provides it, or why it cannot be built.
  func find(_ name: String) -> Result<LocalModule, LocalModule.Unsupported>? {
    guard !CompilerMessage.appleOnlyModules.contains(name), !FileCatalogBuild.roots.contains(name) else { return nil }
    let fetched = pins.filter { isFetched($0) }
    let unfetched = pins.filter { !isFetched($0) }
    let order = fetched + unfetched.filter { $0.mayProvide(name) } + unfetched.filter { !$0.mayProvide(name) }
    for pin in order {
      guard let checkout = checkout(pin) else { continue }
      if let found = LocalModule.find(name, in: LocalModule.Repository(package: checkout), excluding: []) {
        return found
      }
    }
    return nil
  }

  /// What to add to a "no such module" error when some pins could not be fetched.
  var note: String? {
    guard !problems.isEmpty else { return nil }
    return problems.keys.sorted().map { "note: the pinned package \($0) could not be fetched: \(problems[$0]!)" }
      .joined(separator: "\n")
  }

  private func isFetched(_ pin: PackagePin) -> Bool {
    FileManager.default.fileExists(atPath: checkoutFolder(of: pin).path)
  }

  /// The pin's checkout, fetched if it is not there yet; nil if it cannot be fetched.
  private func checkout(_ pin: PackagePin) -> URL? {
    let destination = checkoutFolder(of: pin)
    if isFetched(pin) { return destination }
    if problems[pin.identity] != nil { return nil }
    let manager = FileManager.default
    // Fetched beside its place and moved there whole, so a preview running at the same time
    // never sees half a checkout.
    let partial = folder.appendingPathComponent(".\(destination.lastPathComponent)-\(getpid())")
    defer { try? manager.removeItem(at: partial) }
    try? manager.removeItem(at: partial)
    do {
      try manager.createDirectory(at: partial, withIntermediateDirectories: true)
    } catch {
      problems[pin.identity] = "cannot write \(folder.path): \(error.localizedDescription)"
      return nil
    }
    FileHandle.standardError.write(Data("Fetching \(pin.location) at \(pin.version ?? pin.revision)\n".utf8))
    var result = Self.git(["init", "--quiet"], in: partial)
    if result.ok {
      result = Self.git(["fetch", "--quiet", "--depth", "1", pin.location, pin.revision], in: partial)
      if !result.ok {
        // A server that gives no single revision: its branches and tags, then the revision.
        result = Self.git(
          ["fetch", "--quiet", pin.location, "+refs/heads/*:refs/remotes/pinned/*", "+refs/tags/*:refs/tags/*"],
          in: partial)
      }
    }
    if result.ok {
      result = Self.git(["-c", "advice.detachedHead=false", "checkout", "--quiet", pin.revision], in: partial)
    }
    guard result.ok else {
      let reason = result.log.split(separator: "\n").last.map(String.init) ?? "git failed"
      problems[pin.identity] = "\(pin.location) at \(pin.revision): \(reason)"
      return nil
    }
    if rename(partial.path, destination.path) != 0, !isFetched(pin) {
      problems[pin.identity] = "cannot move the checkout to \(destination.path): \(String(cString: strerror(errno)))"
      return nil
    }
    return destination
  }

  /// Runs `git` in `folder`, never asking for a password.
  static func git(_ arguments: [String], in folder: URL) -> (ok: Bool, log: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (false, "cannot run git: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let log = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if process.terminationStatus == 127 { return (false, "git is not installed (apt-get install git)") }
    return (process.terminationStatus == 0, log)
  }
}
