import Foundation

/// A remote package dependency as a `Package.swift` or an Xcode project declares it: where it
/// is and which versions it takes. Used when no committed `Package.resolved` pins the package:
/// it is resolved as SwiftPM resolves one dependency, to the highest release tag the rule
/// allows (or a branch's head, or a revision), without weighing it against the other packages'
/// rules as SwiftPM's resolver does.
struct PackageRequirement: Equatable {
  enum Rule: Equatable {
    /// Versions from the first (included) up to the second (left out).
    case range(PackageVersion, PackageVersion)
    case branch(String)
    case revision(String)
  }

  let location: String
  let rule: Rule

  /// Why a rule has no pin.
  struct Unresolved: Error {
    let reason: String
  }

  var identity: String { PackagePin.identity(of: location) }

  /// The remote dependencies a manifest declares: `.package(url:from:)`, `exact:`, `branch:`,
  /// `revision:`, a version range, `.upToNextMajor(from:)` and the like.
  static func inManifest(_ text: String) -> [PackageRequirement] {
    PackageManifestText.calls(named: "package", in: text).compactMap { arguments in
      guard let location = firstString(#"url\s*:\s*"([^"]+)""#, in: arguments).map(PackagePin.cleaned) else {
        return nil
      }
      if let exact = firstString(#"(?:exact\s*:|\.exact\s*\()\s*"([^"]+)""#, in: arguments),
        let version = PackageVersion(exact)
      {
        return PackageRequirement(location: location, rule: .range(version, version.next(.patch)))
      }
      if let branch = firstString(#"(?:branch\s*:|\.branch\s*\()\s*"([^"]+)""#, in: arguments) {
        return PackageRequirement(location: location, rule: .branch(branch))
      }
      if let revision = firstString(#"(?:revision\s*:|\.revision\s*\()\s*"([^"]+)""#, in: arguments) {
        return PackageRequirement(location: location, rule: .revision(revision))
      }
      if let lower = firstString(#"upToNextMinor\s*\(\s*from\s*:\s*"([^"]+)""#, in: arguments),
        let version = PackageVersion(lower)
      {
        return PackageRequirement(location: location, rule: .range(version, version.next(.minor)))
      }
      if let range = firstMatch(#""([^"]+)"\s*\.\.([.<])\s*"([^"]+)""#, in: arguments),
        let lower = PackageVersion(range[0]), let upper = PackageVersion(range[2])
      {
        return PackageRequirement(location: location, rule: .range(lower, range[1] == "<" ? upper : upper.next(.patch)))
      }
      if let lower = firstString(#"from\s*:\s*"([^"]+)""#, in: arguments), let version = PackageVersion(lower) {
        return PackageRequirement(location: location, rule: .range(version, version.next(.major)))
      }
      return nil
    }
  }

  /// The remote packages an Xcode project (`project.pbxproj`) references, with their rules
  /// (`upToNextMajorVersion`, `upToNextMinorVersion`, `exactVersion`, `versionRange`, `branch`,
  /// `revision`).
  static func inProject(_ text: String) -> [PackageRequirement] {
    let range = NSRange(text.startIndex..., in: text)
    return projectReference.matches(in: text, range: range).compactMap { match in
      guard let urlRange = Range(match.range(at: 1), in: text), let bodyRange = Range(match.range(at: 2), in: text)
      else { return nil }
      let location = PackagePin.cleaned(String(text[urlRange]))
      let body = String(text[bodyRange])
      func value(_ key: String) -> String? { firstString(#"\b"# + key + #"\s*=\s*"?([^";]+)"?;"#, in: body) }
      let minimum = value("minimumVersion").flatMap(PackageVersion.init)
      switch value("kind") {
      case "upToNextMajorVersion": return minimum.map { .init(location: location, rule: .range($0, $0.next(.major))) }
      case "upToNextMinorVersion": return minimum.map { .init(location: location, rule: .range($0, $0.next(.minor))) }
      case "exactVersion":
        return value("version").flatMap(PackageVersion.init).map {
          .init(location: location, rule: .range($0, $0.next(.patch)))
        }
      case "versionRange":
        guard let minimum, let maximum = value("maximumVersion").flatMap(PackageVersion.init) else { return nil }
        return .init(location: location, rule: .range(minimum, maximum))
      case "branch": return value("branch").map { .init(location: location, rule: .branch($0)) }
      case "revision": return value("revision").map { .init(location: location, rule: .revision($0)) }
      default: return nil
      }
    }
  }

  /// The packages a manifest's targets take products from: each product's module name and
  /// the package's identity (`.product(name: "NukeUI", package: "Nuke")` gives `nuke`).
  static func productsInManifest(_ text: String) -> [String: String] {
    var found: [String: String] = [:]
    for arguments in PackageManifestText.calls(named: "product", in: text) {
      guard let product = firstString(#"name\s*:\s*"([^"]+)""#, in: arguments),
        let package = firstString(#"package\s*:\s*"([^"]+)""#, in: arguments)
      else { continue }
      found[PackageManifestText.moduleName(product)] = package.lowercased()
    }
    return found
  }

  /// The products an Xcode project's targets take from remote packages, with the package's
  /// identity (an `XCSwiftPackageProductDependency` naming its package reference).
  static func productsInProject(_ text: String) -> [String: String] {
    let range = NSRange(text.startIndex..., in: text)
    var locations: [String: String] = [:]
    for match in referenceID.matches(in: text, range: range) {
      guard let id = Range(match.range(at: 1), in: text), let url = Range(match.range(at: 2), in: text) else {
        continue
      }
      locations[String(text[id])] = PackagePin.cleaned(String(text[url]))
    }
    var found: [String: String] = [:]
    for match in productDependency.matches(in: text, range: range) {
      guard let id = Range(match.range(at: 1), in: text), let name = Range(match.range(at: 2), in: text),
        let location = locations[String(text[id])]
      else { continue }
      found[PackageManifestText.moduleName(String(text[name]))] = PackagePin.identity(of: location)
    }
    return found
  }

  static let referenceID = try! NSRegularExpression(
    pattern:
      #"([0-9A-Fa-f]+)\s*(?:/\*[^*]*\*/)?\s*=\s*\{\s*isa\s*=\s*XCRemoteSwiftPackageReference;\s*repositoryURL\s*=\s*"?([^";]+)"?;"#
  )
  static let productDependency = try! NSRegularExpression(
    pattern:
      #"isa\s*=\s*XCSwiftPackageProductDependency;\s*package\s*=\s*([0-9A-Fa-f]+)[^;]*;\s*productName\s*=\s*"?([^";]+)"?;"#
  )

  static let projectReference = try! NSRegularExpression(
    pattern:
      #"isa\s*=\s*XCRemoteSwiftPackageReference;\s*repositoryURL\s*=\s*"?([^";]+)"?;\s*requirement\s*=\s*\{([^}]*)\}"#)

  /// The pin this rule resolves to among the remote's tags or branches (`git ls-remote`), or
  /// why there is none.
  func resolve() -> Result<PackagePin, Unresolved> {
    let none = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    switch rule {
    case .revision(let revision):
      return .success(PackagePin(identity: identity, location: location, revision: revision, version: nil))
    case .branch(let branch):
      let listed = PackageCheckouts.git(["ls-remote", location, "refs/heads/\(branch)"], in: none)
      guard listed.ok, let revision = listed.log.split(separator: "\t").first, !revision.isEmpty else {
        return .failure(Unresolved(reason: "\(location) has no branch \(branch)\(listed.ok ? "" : ": \(listed.log)")"))
      }
      return .success(PackagePin(identity: identity, location: location, revision: String(revision), version: nil))
    case .range(let lower, let upper):
      let listed = PackageCheckouts.git(["ls-remote", "--tags", location], in: none)
      guard listed.ok else { return .failure(Unresolved(reason: "cannot list the tags of \(location): \(listed.log)")) }
      // A tag's line, and its peeled commit's line (`^{}`) when the tag is annotated.
      var commits: [String: String] = [:]
      for line in listed.log.split(separator: "\n") {
        let parts = line.split(separator: "\t")
        guard parts.count == 2, parts[1].hasPrefix("refs/tags/") else { continue }
        var tag = String(parts[1].dropFirst("refs/tags/".count))
        let peeled = tag.hasSuffix("^{}")
        if peeled { tag.removeLast(3) }
        if peeled || commits[tag] == nil { commits[tag] = String(parts[0]) }
      }
      let best = commits.keys.compactMap { tag in PackageVersion(tag).map { (tag, $0) } }
        .filter { $0.1.prerelease == nil && $0.1 >= lower && $0.1 < upper }.max { $0.1 < $1.1 }
      guard let best, let revision = commits[best.0] else {
        return .failure(Unresolved(reason: "\(location) has no release from \(lower) up to \(upper)"))
      }
      return .success(PackagePin(identity: identity, location: location, revision: revision, version: best.0))
    }
  }

  static func firstString(_ pattern: String, in text: String) -> String? { firstMatch(pattern, in: text)?.first }

  static func firstMatch(_ pattern: String, in text: String) -> [String]? {
    let expression = try! NSRegularExpression(pattern: pattern)
    guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else {
      return nil
    }
    return (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
  }
}

/// A semantic version, as SwiftPM reads a tag: `1.2.3`, `v1.2`, `2.0.0-beta.1`.
struct PackageVersion: Comparable, CustomStringConvertible {
  let major: Int
  let minor: Int
  let patch: Int
  let prerelease: String?

  enum Part { case major, minor, patch }

  init(major: Int, minor: Int, patch: Int, prerelease: String? = nil) {
    (self.major, self.minor, self.patch, self.prerelease) = (major, minor, patch, prerelease)
  }

  init?(_ text: String) {
    var text = Substring(text)
    if text.hasPrefix("v") { text = text.dropFirst() }
    let split = text.split(separator: "-", maxSplits: 1)
    guard let core = split.first else { return nil }
    let numbers = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(numbers.count), numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
    let values = numbers.map { $0! } + Array(repeating: 0, count: 3 - numbers.count)
    self.init(
      major: values[0], minor: values[1], patch: values[2], prerelease: split.count > 1 ? String(split[1]) : nil)
  }

  /// The first version past this one's `part`: 2.0.0 after 1.4.2's major, 1.5.0 after its minor.
  func next(_ part: Part) -> PackageVersion {
    switch part {
    case .major: PackageVersion(major: major + 1, minor: 0, patch: 0)
    case .minor: PackageVersion(major: major, minor: minor + 1, patch: 0)
    case .patch: PackageVersion(major: major, minor: minor, patch: patch + 1)
    }
  }

  var description: String { "\(major).\(minor).\(patch)" + (prerelease.map { "-\($0)" } ?? "") }

  static func < (a: PackageVersion, b: PackageVersion) -> Bool {
    if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) {
      return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
    // A pre-release comes before its release.
    switch (a.prerelease, b.prerelease) {
    case (nil, _): return false
    case (_, nil): return true
    case (let x?, let y?): return x < y
    }
  }

  static func == (a: PackageVersion, b: PackageVersion) -> Bool { !(a < b) && !(b < a) }
}
