import Foundation

/// The app's remote packages, fetched when a file imports one of their modules: each at the
/// revision its committed `Package.resolved` pins, with `git`, shallow, into a folder shared
/// by every preview (`<identity>-<revision>`), so a package is fetched once. Xcode resolves an
/// app's packages the same way before building it. A package no file pins is resolved from
/// the rule its manifest or Xcode project declares (`PackageRequirement`), and that answer is
/// kept beside the checkouts (`requirements.json`), so it is asked once too. A fetched
/// package's own dependencies join the candidates. A git submodule that is not checked out
/// is fetched as a pinned package, at the commit the repository records.
///
/// A module is looked for in packages already fetched, then fetched from the package that
/// provides a product of its name (`.product(name: "NukeUI", package: "nuke")` in a manifest,
/// or the Xcode project's product dependency), from packages whose name suggests it (`nuke`
/// for `NukeUI`), and from the dependencies the importing package declares. Nothing else is
/// fetched, and Apple's modules are never looked for.
final class PackageCheckouts {
  private(set) var pins: [PackagePin]
  /// Dependencies no pin covers, resolved when needed.
  private(set) var requirements: [PackageRequirement] = []
  /// The package identity each product's module comes from, as manifests and projects say.
  private(set) var products: [String: String] = [:]
  /// Where checkouts are kept.
  let folder: URL
  /// Why a package could not be fetched or resolved, by identity.
  private(set) var problems: [String: String] = [:]
  /// The checkouts looked in so far, by identity, their manifests' dependencies and products
  /// already taken in.
  private var opened: [String: LocalModule.Repository] = [:]

  /// The pins of `resolved` files and unchecked-out submodules (the first pin of each
  /// identity), the requirements of packages they do not pin, and which package provides each
  /// product.
  init(
    resolved: [URL], submodules: [PackagePin] = [], requirements: [PackageRequirement] = [],
    products: [String: String] = [:], folder: URL
  ) {
    var seen: Set<String> = []
    pins = (submodules + resolved.flatMap(PackagePin.read)).filter { seen.insert($0.identity).inserted }
    self.folder = folder
    self.products = products
    add(requirements)
  }

  private func add(_ more: [PackageRequirement]) {
    for requirement in more
    where !pins.contains(where: { $0.identity == requirement.identity })
      && !requirements.contains(where: { $0.identity == requirement.identity })
    {
      requirements.append(requirement)
    }
  }

  func checkoutFolder(of pin: PackagePin) -> URL {
    folder.appendingPathComponent("\(pin.identity)-\(pin.revision.prefix(12))")
  }

  /// The module `name` from a remote package, nil if none provides it, or why it cannot be
  /// built. `home` is the package of the module that imports it, if any.
  func find(_ name: String, from home: URL? = nil) -> Result<LocalModule, LocalModule.Unsupported>? {
    guard !CompilerMessage.appleOnlyModules.contains(name), !FileCatalogBuild.roots.contains(name) else { return nil }
    var looked: Set<String> = []
    for pin in pins where isFetched(pin) {
      looked.insert(pin.identity)
      if let found = look(for: name, in: pin) { return found }
    }
    var candidates = products[name].map { [$0] } ?? []
    candidates += (pins.map(\.identity) + requirements.map(\.identity)).filter {
      PackagePin.package($0, mayProvide: name)
    }
    if let home, let text = try? String(contentsOf: home.appendingPathComponent("Package.swift"), encoding: .utf8) {
      candidates += PackageRequirement.inManifest(text).map(\.identity)
    }
    for identity in candidates where looked.insert(identity).inserted {
      guard let pin = pin(for: identity) else { continue }
      if let found = look(for: name, in: pin) { return found }
    }
    return nil
  }

  /// The identities likeliest to provide `name` that could not be fetched or resolved.
  private func unfetched(for name: String) -> [String] {
    let candidates =
      [products[name]].compactMap { $0 } + problems.keys.filter { PackagePin.package($0, mayProvide: name) }
    return Set(candidates.filter { problems[$0] != nil }).sorted()
  }

  /// The pin of `identity`: pinned, else resolved from its requirement; nil if it has neither
  /// or cannot be resolved.
  private func pin(for identity: String) -> PackagePin? {
    if let pin = pins.first(where: { $0.identity == identity }) { return pin }
    guard problems[identity] == nil, let requirement = requirements.first(where: { $0.identity == identity }) else {
      return nil
    }
    switch resolve(requirement) {
    case .success(let pin):
      pins.append(pin)
      return pin
    case .failure(let unresolved):
      problems[identity] = unresolved.reason
      return nil
    }
  }

  /// The module in the pin's checkout, fetching it if needed; its dependencies and products
  /// join what is known.
  private func look(for name: String, in pin: PackagePin) -> Result<LocalModule, LocalModule.Unsupported>? {
    if opened[pin.identity] == nil {
      guard let checkout = checkout(pin) else { return nil }
      let package = LocalModule.Repository(package: checkout)
      add(package.requirements)
      products.merge(package.products) { old, _ in old }
      opened[pin.identity] = package
    }
    return opened[pin.identity].flatMap { LocalModule.find(name, in: $0, excluding: []) }
  }

  /// A requirement's pin: as resolved before, else from the remote's tags or branches.
  private func resolve(_ requirement: PackageRequirement) -> Result<PackagePin, PackageRequirement.Unresolved> {
    let record = folder.appendingPathComponent("requirements.json")
    let key = "\(requirement.location) \(requirement.rule)"
    var kept =
      (FileManager.default.contents(atPath: record.path)).flatMap {
        try? JSONDecoder().decode([String: [String]].self, from: $0)
      } ?? [:]
    if let answer = kept[key], let revision = answer.first {
      return .success(
        PackagePin(
          identity: requirement.identity, location: requirement.location, revision: revision,
          version: answer.count > 1 ? answer[1] : nil))
    }
    FileHandle.standardError.write(Data("Resolving \(requirement.location) (no pin)\n".utf8))
    let resolved = requirement.resolve()
    if case .success(let pin) = resolved {
      kept[key] = [pin.revision] + (pin.version.map { [$0] } ?? [])
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? encoder.encode(kept).write(to: record, options: .atomic)
    }
    return resolved
  }

  /// Why `name` may be missing: a package that could not be fetched, the likeliest to provide
  /// it first; nil if none failed.
  func explanation(for name: String) -> String? {
    guard !CompilerMessage.appleOnlyModules.contains(name) else { return nil }
    if let likely = unfetched(for: name).first {
      return "the package \(likely), which would provide it, could not be fetched: \(problems[likely]!)"
    }
    guard let first = problems.keys.sorted().first else { return nil }
    return
      "\(problems.count) of the app's packages could not be fetched (\(problems.keys.sorted().joined(separator: ", "))); "
      + "\(first): \(problems[first]!)"
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
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    let result = FileCatalogBuild.run("/usr/bin/env", ["git", "-C", folder.path] + arguments, environment: environment)
    let log = result.log.trimmingCharacters(in: .whitespacesAndNewlines)
    if !result.ok, log.hasPrefix("/usr/bin/env:") { return (false, "git is not installed (apt-get install git)") }
    return (result.ok, log)
  }
}
