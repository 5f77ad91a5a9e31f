import Foundation

/// A `Package.swift` read as text, for its targets' names, kinds and paths: enough to find
/// a local package's module without running SwiftPM (which would resolve the package's
/// remote dependencies first). Declarations built in loops or from variables are not seen.
struct PackageManifestText {
  struct Target: Equatable {
    /// `target`, `executableTarget`, `testTarget`, `macro`, `binaryTarget`, `systemLibrary`
    /// or `plugin`.
    let kind: String
    let name: String
    /// The `path:` argument, if any.
    let path: String?
    /// The `exclude:` argument's paths, relative to the target's folder.
    var exclude: [String] = []
    /// A C target's `publicHeadersPath:`, and its `cSettings`' `.define(…)`s (`NAME` or
    /// `NAME=VALUE`) and `.headerSearchPath(…)`s, where the call writes them out.
    var publicHeadersPath: String? = nil
    var defines: [String] = []
    var headerSearchPaths: [String] = []
  }

  static let kinds: Set<String> = [
    "target", "executableTarget", "testTarget", "macro", "binaryTarget", "systemLibrary", "plugin",
  ]

  let targets: [Target]

  init(_ text: String) {
    var targets: [Target] = []
    for match in Self.declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let kindRange = Range(match.range(at: 1), in: text), let nameRange = Range(match.range(at: 2), in: text),
        Self.kinds.contains(String(text[kindRange])),
        let open = text[kindRange.upperBound...].firstIndex(of: "(")
      else { continue }
      let arguments = Self.arguments(from: open, in: text)
      let path = Self.pathArgument.firstMatch(in: arguments, range: NSRange(arguments.startIndex..., in: arguments))
        .flatMap { Range($0.range(at: 1), in: arguments) }.map { String(arguments[$0]) }
      let defines = Self.calls(named: "define", in: arguments).compactMap { call -> String? in
        let strings = Self.strings(in: call)
        guard let name = strings.first else { return nil }
        return call.contains("to:") && strings.count > 1 ? "\(name)=\(strings[1])" : name
      }
      targets.append(
        Target(
          kind: String(text[kindRange]), name: String(text[nameRange]), path: path,
          exclude: Self.stringList(after: "exclude", in: arguments),
          publicHeadersPath: Self.strings(in: Self.labelled("publicHeadersPath", in: arguments)).first,
          defines: defines,
          headerSearchPaths: Self.calls(named: "headerSearchPath", in: arguments).compactMap {
            Self.strings(in: $0).first
          }))
    }
    self.targets = targets
  }

  /// A call's arguments, from its opening parenthesis to the one that closes it, strings
  /// skipped.
  static func arguments(from open: String.Index, in text: String) -> String {
    var depth = 0
    var inString = false
    var escaped = false
    for index in text[open...].indices {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "(" {
        depth += 1
      } else if character == ")" {
        depth -= 1
        if depth == 0 { return String(text[open..<index]) }
      }
    }
    return String(text[open...])
  }

  /// The arguments of each `.name(…)` call in `text`.
  static func calls(named name: String, in text: String) -> [String] {
    let call = try! NSRegularExpression(pattern: #"\."# + name + #"\s*\("#)
    return call.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range, in: text).map { arguments(from: text.index(before: $0.upperBound), in: text) }
    }
  }

  /// The strings of a `label: [ "a", "b" ]` argument.
  static func stringList(after label: String, in arguments: String) -> [String] {
    let list = try! NSRegularExpression(pattern: #"\b"# + label + #"\s*:\s*\[([^\]]*)\]"#)
    guard let match = list.firstMatch(in: arguments, range: NSRange(arguments.startIndex..., in: arguments)),
      let range = Range(match.range(at: 1), in: arguments)
    else { return [] }
    return strings(in: String(arguments[range]))
  }

  /// What follows `label: "…"`, up to its string's end, or nothing.
  static func labelled(_ label: String, in arguments: String) -> String {
    let pattern = try! NSRegularExpression(pattern: #"\b"# + label + #"\s*:\s*"[^"]*""#)
    return pattern.firstMatch(in: arguments, range: NSRange(arguments.startIndex..., in: arguments))
      .flatMap { Range($0.range, in: arguments) }.map { String(arguments[$0]) } ?? ""
  }

  /// The string literals in `text`, in order.
  static func strings(in text: String) -> [String] {
    let string = try! NSRegularExpression(pattern: #""([^"]*)""#)
    return string.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  static let declaration = try! NSRegularExpression(pattern: #"\.([A-Za-z]+)\s*\(\s*name\s*:\s*"([^"]+)""#)
  static let pathArgument = try! NSRegularExpression(pattern: #"\bpath\s*:\s*"([^"]*)""#)

  /// The target whose module is `module` (SwiftPM makes a module name of a target's name by
  /// replacing what an identifier cannot hold with `_`), test targets aside.
  func target(named module: String) -> Target? {
    targets.first { $0.kind != "testTarget" && Self.moduleName($0.name) == module }
  }

  static func moduleName(_ target: String) -> String {
    String(target.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "_" ? Character($0) : "_" })
  }
}
