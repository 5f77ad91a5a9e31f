import Foundation

/// The git submodules of an app's repository that a clone left empty (cloned without
/// `--recursive`): a package an app keeps as a submodule is then missing, and `vellum preview`
/// fetches it as it fetches a pinned package, at the commit the repository records.
extension LocalModule.Repository {
  /// The repository's git submodules that are not checked out (their folder missing or
  /// empty, as after a clone without `--recursive`), as pins at the commit the repository
  /// records for each, so they are fetched as a pinned package is.
  var uncheckedSubmodules: [PackagePin] {
    guard let text = try? String(contentsOf: root.appendingPathComponent(".gitmodules"), encoding: .utf8) else {
      return []
    }
    var pins: [PackagePin] = []
    for (path, url) in Self.submodules(in: text) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []
      guard names.isEmpty else { continue }
      // `160000 commit <revision>\t<path>`
      let listed = PackageCheckouts.git(["ls-tree", "HEAD", "--", path], in: root)
      let fields = listed.log.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard listed.ok, fields.count >= 3, fields[1] == "commit" else { continue }
      let location = url.hasPrefix("../") || url.hasPrefix("./") ? relative(url) : url
      guard let location else { continue }
      pins.append(
        PackagePin(
          identity: PackagePin.identity(of: location), location: location, revision: String(fields[2]), version: nil))
    }
    return pins
  }

  /// A submodule's relative URL made absolute against the repository's `origin`.
  private func relative(_ url: String) -> String? {
    let origin = PackageCheckouts.git(["remote", "get-url", "origin"], in: root)
    guard origin.ok, !origin.log.isEmpty else { return nil }
    var base = origin.log.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    for part in url.split(separator: "/").map(String.init) {
      if part == ".." {
        base.removeLast()
      } else if part != "." {
        base.append(part)
      }
    }
    return base.joined(separator: "/")
  }

  /// Each `[submodule]` section's path and URL.
  static func submodules(in text: String) -> [(path: String, url: String)] {
    var found: [(path: String, url: String)] = []
    var path: String?
    var url: String?
    func flush() {
      if let path, let url { found.append((path, url)) }
      (path, url) = (nil, nil)
    }
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.hasPrefix("[") { flush() }
      let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2 else { continue }
      if parts[0] == "path" { path = parts[1] }
      if parts[0] == "url" { url = parts[1] }
    }
    flush()
    return found
  }
}
