import Foundation

/// What Apple's compiler makes of Core Data's Objective-C attributes, done by `vellum
/// preview` to a copy of a file that has them, as Linux's Swift has no Objective-C
/// interoperability (`@objc` does not compile, `@NSManaged` does not link):
///
/// - `@objc(Item)`, `@objc` and `@nonobjc` are left out;
/// - an `@NSManaged var` reads and writes the managed object's value by name;
/// - an `@NSManaged func` gets the body of Xcode's generated accessor its name and labels
///   make it (`addToItems(_:)`, `removeFromItems(_:)`, and an ordered relationship's
///   `insertIntoItems(_:at:)`, `removeFromItems(at:)` and `replaceItems(at:with:)`); another
///   traps with its name when called;
/// - `@NSManaged` alone on its line moves to the declaration on the next;
/// - `#keyPath(Item.name)` is the string `"name"`;
/// - `#selector(Type.method(_:label:))` is `Selector("method:label:")`, the Objective-C name
///   Apple's compiler gives the method (`getter:` and `setter:` forms too);
/// - an `override` in an extension (`extension UIWindow { override func motionEnded… }`, the
///   usual shake detector), which works on Apple platforms because UIKit's members are
///   Objective-C and dynamic, becomes a member of its own name (`_overriddenInExtension_…`):
///   Swift cannot override another module's member from an extension, and Vellum never calls
///   these UIKit members, so nothing that would run is lost;
/// - `import os.log`, a Clang submodule on Apple platforms, imports `os` (Vellum's `os` is a
///   Swift module, which has no submodules).
///
/// Each line keeps its number and the copy starts with `#sourceLocation` naming the user's
/// file, so errors and previews name it. The files themselves are never changed. A package
/// target compiles the files as they are, so there these classes still do not build: Xcode's
/// "Class Definition" code generation (the `CoreDataModels` plugin) is the way there.
enum ObjectiveCAttributes {
  /// The files to compile: each file with an attribute to adapt is replaced by its adapted
  /// copy in `folder`
  /// (rewritten only when its text changes, so builds stay incremental).
  static func adapt(_ files: [URL], into folder: URL) -> [URL] {
    let manager = FileManager.default
    var kept: Set<String> = []
    let result = files.enumerated().map { index, file -> URL in
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return file }
      guard let adapted = adapted(text) else { return file }
      let copy = folder.appendingPathComponent("\(index)").appendingPathComponent(file.lastPathComponent)
      let data = Data(("#sourceLocation(file: \(String(reflecting: file.path)), line: 1)\n" + adapted).utf8)
      try? manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      if manager.contents(atPath: copy.path) != data { try? data.write(to: copy, options: .atomic) }
      kept.insert(copy.path)
      return copy
    }
    // Copies of files no longer adapted (or no longer previewed) are removed.
    for index in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
      let sub = folder.appendingPathComponent(index)
      for name in (try? manager.contentsOfDirectory(atPath: sub.path)) ?? []
      where !kept.contains(sub.appendingPathComponent(name).path) {
        try? manager.removeItem(at: sub.appendingPathComponent(name))
      }
    }
    return result
  }

  /// The text with its Objective-C attributes adapted, or nil when it has none.
  static func adapted(_ text: String) -> String? {
    let overrides = text.contains("override") && text.contains("extension")
    guard
      overrides
        || ["@objc", "@nonobjc", "@NSManaged", "#keyPath", "#selector", "import os."].contains(where: text.contains)
    else { return nil }
    var lines = text.components(separatedBy: "\n")
    if overrides { lines = renamingOverridesInExtensions(lines) }
    for index in lines.indices {
      var line = blanked(lines[index], Pattern.objectiveCAttribute)
      // `@NSManaged` on a line of its own belongs to the declaration on the next.
      if line.trimmingCharacters(in: .whitespaces) == "@NSManaged",
        let next = lines.indices.dropFirst(index + 1).first(where: {
          let rest = lines[$0].trimmingCharacters(in: .whitespaces)
          return !rest.isEmpty && !rest.hasPrefix("//")
        })
      {
        line = blanked(line, Pattern.managed)
        let indent = lines[next].prefix(while: { $0 == " " || $0 == "\t" })
        lines[next] = indent + "@NSManaged " + lines[next].dropFirst(indent.count)
      }
      line = replaced(line, Pattern.keyPath) { groups in
        var parts = groups[1].split(separator: ".")
        if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
        return "\"" + parts.joined(separator: ".") + "\""
      }
      line = replaced(line, Pattern.selector) { groups in
        "Selector(\"" + selectorName(kind: groups[1], path: groups[2], labels: groups[3]) + "\")"
      }
      if line.contains("@NSManaged") { line = managed(line) }
      line = replaced(line, Pattern.submoduleImport) { groups in
        groups[1] + String(repeating: " ", count: groups[2].count)
      }
      lines[index] = line
    }
    let result = lines.joined(separator: "\n")
    return result == text ? nil : result
  }

  /// The lines with each `override` directly in an extension's body renamed (see above). The
  /// braces are counted outside strings and comments, roughly: enough for declarations.
  static func renamingOverridesInExtensions(_ lines: [String]) -> [String] {
    var depth = 0
    var bodies: [Int] = []  // the depths of the open extensions' bodies
    var extensionOpening = false
    return lines.map { line in
      var line = line
      if bodies.last == depth,
        Pattern.overrideMember.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
      {
        line = replaced(line, Pattern.overrideMember) { groups in
          groups[1] + String(repeating: " ", count: groups[2].count) + groups[3] + "_overriddenInExtension_" + groups[4]
        }
      }
      if Pattern.extensionStart.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
        extensionOpening = true
      }
      var quoted = false
      var previous: Character = " "
      for character in line {
        if quoted {
          if character == "\"" && previous != "\\" { quoted = false }
        } else if character == "\"" {
          quoted = true
        } else if character == "/" && previous == "/" {
          break
        } else if character == "{" {
          depth += 1
          if extensionOpening {
            bodies.append(depth)
            extensionOpening = false
          }
        } else if character == "}" {
          if bodies.last == depth { bodies.removeLast() }
          depth = max(0, depth - 1)
        }
        previous = character
      }
      return line
    }
  }

  /// The expressions, compiled once (a file is adapted again on every rebuild of the loop).
  enum Pattern {
    static let objectiveCAttribute = expression(#"@(?:objc|nonobjc)\b(?:\([^)]*\))?"#)
    static let managed = expression("@NSManaged")
    static let keyPath = expression(#"#keyPath\(\s*([A-Za-z_][\w.]*)\s*\)"#)
    static let selector = expression(
      #"#selector\(\s*(?:(getter|setter)\s*:\s*)?([A-Za-z_][\w.]*)\s*(?:\(([\w\s:]*)\))?\s*\)"#)
    static let submoduleImport = expression(#"^(\s*import\s+os)(\.(?:log|signpost|activity))\b"#)
    static let extensionStart = expression(#"^\s*(?:(?:public|internal|private|fileprivate)\s+)?extension\s+[A-Z]"#)
    static let overrideMember = expression(
      #"^(\s*(?:@\w+\s+)*(?:(?:open|public|internal|private|fileprivate|final|dynamic)\s+)*)(override\s+)((?:(?:open|public|internal|final|dynamic)\s+)*(?:func|var)\s+)(\w+)"#
    )
    static let modifiers =
      #"((?:\s*(?:(?:public|internal|private|fileprivate|open)\b(?:\s*\(\s*set\s*\))?|(?:final|dynamic|nonisolated)\b))*)"#
    static let managedProperty = expression(
      #"@NSManaged"# + modifiers + #"\s*var\s+(\w+)\s*:\s*([^{}=]+?)\s*(//.*)?$"#)
    static let managedFunction = expression(#"@NSManaged"# + modifiers + #"\s*func\s+(\w+)\s*\((.*)\)\s*$"#)

    static func expression(_ pattern: String) -> NSRegularExpression {
      // The patterns are constants; one that does not compile is a bug here.
      try! NSRegularExpression(pattern: pattern)
    }
  }

  /// An `@NSManaged` property or accessor, written out.
  static func managed(_ line: String) -> String {
    var line = replaced(line, Pattern.managedProperty) { groups in
      let access = groups[1].replacingOccurrences(of: "dynamic", with: "")
      let key = groups[2]
      return "\(access) var \(key): \(groups[3]) { get { _managedValue(forKey: \"\(key)\") } "
        + "set { _setManagedValue(newValue, forKey: \"\(key)\") } }" + (groups[4].isEmpty ? "" : " " + groups[4])
    }
    line = replaced(line, Pattern.managedFunction) { groups in
      let body = accessorBody(name: groups[2], parameters: groups[3])
      return
        "\(groups[1]) func \(groups[2])(\(groups[3])) { \(body ?? "_unsupportedManagedAccessor(\"\(groups[2])\")") }"
    }
    return line
  }

  /// The Objective-C name Apple's compiler gives a method or property: `done` for `done` or
  /// `done()`, `tapped:` for `tapped(_:)`, `keyboardWillShowWithNotification:` for
  /// `keyboardWillShow(notification:)`, `setTitle:` for `setter: title`. A type before the name
  /// (`UIResponder.resignFirstResponder`) is left out.
  static func selectorName(kind: String, path: String, labels: String) -> String {
    let name = String(path.split(separator: ".").last ?? "")
    switch kind {
    case "getter": return name
    case "setter": return "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
    default: break
    }
    let parts = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard let first = parts.first else { return name }
    let head = first == "_" ? name : name + "With" + first.prefix(1).uppercased() + first.dropFirst()
    return ([head] + parts.dropFirst()).joined(separator: ":") + ":"
  }

  /// The body of an accessor Xcode generates for a to-many relationship, from its name and
  /// parameters (`insertIntoItems(_ value: Item, at idx: Int)`), or nil for another.
  static func accessorBody(name: String, parameters: String) -> String? {
    // Each parameter as its label and the name the body uses (`_ value`, `at idx`).
    let parts = parameters.split(separator: ",").map { part -> (label: String, name: String) in
      let names = part.split(separator: ":", maxSplits: 1).first?.split(separator: " ").map(String.init) ?? []
      return (names.first ?? "", names.last ?? "")
    }
    let labels = parts.map(\.label)
    func key(after prefix: String) -> String? {
      guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
      let rest = name.dropFirst(prefix.count)
      return "\"" + rest.prefix(1).lowercased() + rest.dropFirst() + "\""
    }
    switch labels {
    case ["_"]:
      if let key = key(after: "addTo") { return "_addManaged(\(parts[0].name), to: \(key))" }
      if let key = key(after: "removeFrom") { return "_removeManaged(\(parts[0].name), from: \(key))" }
    case ["_", "at"]:
      if let key = key(after: "insertInto") {
        return "_insertManaged(\(parts[0].name), at: \(parts[1].name), into: \(key))"
      }
    case ["at"]:
      if let key = key(after: "removeFrom") { return "_removeManaged(at: \(parts[0].name), from: \(key))" }
    case ["at", "with"]:
      if let key = key(after: "replace") {
        return "_replaceManaged(at: \(parts[0].name), with: \(parts[1].name), in: \(key))"
      }
    default: break
    }
    return nil
  }

  /// The line with every match of an expression replaced by spaces of its length.
  static func blanked(_ line: String, _ expression: NSRegularExpression) -> String {
    replaced(line, expression) { String(repeating: " ", count: $0[0].count) }
  }

  /// The line with every match of an expression replaced by what `make` returns for its
  /// groups (the whole match first; a group that did not take part is empty).
  static func replaced(_ line: String, _ expression: NSRegularExpression, _ make: ([String]) -> String) -> String {
    var result = line
    let matches = expression.matches(in: line, range: NSRange(line.startIndex..., in: line))
    for match in matches.reversed() {
      let groups = (0..<match.numberOfRanges).map { index -> String in
        Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
      }
      guard let whole = Range(match.range, in: result) else { continue }
      result.replaceSubrange(whole, with: make(groups))
    }
    return result
  }
}
