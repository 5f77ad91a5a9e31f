import Foundation

/// A remote package an app depends on, as its committed `Package.resolved` pins it: where it
/// is and the revision SwiftPM or Xcode resolved. `vellum preview` fetches that revision to
/// build the package's modules the files import, as Xcode fetches it before building the app.
struct PackagePin: Equatable {
  /// SwiftPM's identity: the location's last component, lowercased, less `.git`.
  let identity: String
  let location: String
  let revision: String
  /// The version the revision was resolved for, if it was resolved from a version.
  let version: String?

  /// The pins of a `Package.resolved` (its versions 1 to 3); none if it cannot be read.
  static func read(_ file: URL) -> [PackagePin] {
    guard let data = FileManager.default.contents(atPath: file.path),
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return [] }
    // Version 1 keeps its pins under "object", with "repositoryURL" for the location.
    let pins = (object["pins"] ?? (object["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
    return pins.compactMap { pin in
      guard let location = (pin["location"] ?? pin["repositoryURL"]) as? String,
        let state = pin["state"] as? [String: Any], let revision = state["revision"] as? String,
        revision.allSatisfy(\.isHexDigit), !revision.isEmpty
      else { return nil }
      return PackagePin(
        identity: (pin["identity"] as? String) ?? identity(of: location), location: cleaned(location),
        revision: revision,
        version: state["version"] as? String)
    }
  }

  static func identity(of location: String) -> String {
    var name = cleaned(location).split(separator: "/").last.map(String.init) ?? location
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased()
  }

  /// A location less a web page's query or fragment (`…/Highlight?tab=readme`), which a
  /// project copied from a browser sometimes keeps.
  static func cleaned(_ location: String) -> String {
    String(location.prefix { $0 != "?" && $0 != "#" })
  }

  /// Whether the package's name suggests it provides `module`, so it is fetched before the
  /// others: `swift-composable-architecture` for `ComposableArchitecture`, `keychain-swift`
  /// for `KeychainSwift`, `nuke` for `NukeUI`.
  static func package(_ identity: String, mayProvide module: String) -> Bool {
    func letters(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
    let package = letters(identity)
    let module = letters(module)
    return !package.isEmpty && !module.isEmpty && (package.contains(module) || module.contains(package))
  }
}
