import Foundation

/// The localisation tables of one resource folder: `<lang>.lproj/<Table>.strings` files and
/// `<Table>.xcstrings` string catalogs, found anywhere in the folder (SwiftPM's `.process`
/// puts `.lproj` folders at the bundle's root; `.copy` keeps them where they were), indexed
/// once per process.
final class LocalizationIndex: @unchecked Sendable {
  /// table → language → key → value, from `.strings` files.
  var strings: [String: [String: [String: String]]] = [:]
  /// table → string catalog, from `.xcstrings` files.
  var catalogs: [String: StringCatalog] = [:]
  /// Files that could not be read, reported on first use.
  var problems: [String] = []

  nonisolated(unsafe) private static var cache: [String: LocalizationIndex] = [:]
  private static let lock = NSLock()

  static func of(_ root: URL) -> LocalizationIndex {
    lock.withLock {
      if let index = cache[root.path] { return index }
      let index = LocalizationIndex(root: root)
      cache[root.path] = index
      return index
    }
  }

  init(root: URL) { scan(root, language: nil, depth: 0) }

  private func scan(_ folder: URL, language: String?, depth: Int) {
    guard depth <= 4 else { return }
    let items =
      ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    for item in items {
      let ext = item.pathExtension
      let name = item.deletingPathExtension().lastPathComponent
      var folderFlag: ObjCBool = false
      let isFolder = FileManager.default.fileExists(atPath: item.path, isDirectory: &folderFlag) && folderFlag.boolValue
      if isFolder {
        // Asset catalogs and nested bundles hold no tables of this one.
        if ext == "xcassets" || ext == "bundle" { continue }
        scan(item, language: ext == "lproj" ? name : language, depth: depth + 1)
      } else if ext == "strings", let language {
        readStrings(item, table: name, language: language)
      } else if ext == "xcstrings" {
        readCatalog(item, table: name)
      }
    }
  }

  private func readStrings(_ file: URL, table: String, language: String) {
    guard let data = try? Data(contentsOf: file),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let entries = plist as? [String: Any]
    else {
      problems.append("localisation: \(language).lproj/\(file.lastPathComponent) is not a valid strings file; skipped")
      return
    }
    var languages = strings[table, default: [:]]
    var values = languages[language, default: [:]]
    for (key, value) in entries {
      if let value = value as? String { values[key] = value }
    }
    languages[language] = values
    strings[table] = languages
  }

  private func readCatalog(_ file: URL, table: String) {
    guard let data = try? Data(contentsOf: file), let catalog = StringCatalog(json: data) else {
      problems.append("localisation: \(file.lastPathComponent) is not a valid string catalog; skipped")
      return
    }
    // A second catalog of a table's name in the folder (an app's extension beside it, as
    // `vellum preview` of the app's folder sees them) adds the keys the first lacks; the
    // first, in path order, keeps its own.
    if var first = catalogs[table] {
      first.entries.merge(catalog.entries) { kept, _ in kept }
      catalogs[table] = first
    } else {
      catalogs[table] = catalog
    }
  }
}

/// An Xcode string catalog (`.xcstrings`, JSON): per key, per language, a string unit or
/// plural variations, and the substitutions (`%#@name@`) its value names.
struct StringCatalog: Sendable {
  struct Entry: Sendable {
    var value: String?
    /// Plural category ("zero", "one", "two", "few", "many", "other") → value.
    var plural: [String: String] = [:]
    /// Substitution name → its argument and plural forms.
    var substitutions: [String: Substitution] = [:]
  }
  /// A `%#@name@` in a value: one argument (`argNum`, from 1) varied by plural, its forms
  /// writing the argument as `%arg`.
  struct Substitution: Sendable {
    var argument: Int?
    var specifier: String
    var plural: [String: String]
  }
  var sourceLanguage: String
  /// key → language → entry
  var entries: [String: [String: Entry]]

  init?(json data: Data) {
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return nil }
    sourceLanguage = root["sourceLanguage"] as? String ?? "en"
    var entries: [String: [String: Entry]] = [:]
    for (key, value) in strings {
      guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
      var languages: [String: Entry] = [:]
      for (language, body) in localizations {
        guard let body = body as? [String: Any] else { continue }
        var entry = Entry()
        entry.value = Self.unitValue(body["stringUnit"])
        if let plural = (body["variations"] as? [String: Any])?["plural"] as? [String: Any] {
          for (category, unit) in plural {
            if let text = Self.unitValue((unit as? [String: Any])?["stringUnit"]) { entry.plural[category] = text }
          }
        }
        for (name, body) in body["substitutions"] as? [String: Any] ?? [:] {
          guard let body = body as? [String: Any] else { continue }
          var forms: [String: String] = [:]
          for (category, unit) in (body["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:] {
            if let text = Self.unitValue((unit as? [String: Any])?["stringUnit"]) { forms[category] = text }
          }
          entry.substitutions[name] = Substitution(
            argument: body["argNum"] as? Int, specifier: body["formatSpecifier"] as? String ?? "lld", plural: forms)
        }
        if entry.value != nil || !entry.plural.isEmpty { languages[language] = entry }
      }
      entries[key] = languages
    }
    self.entries = entries
  }

  static func unitValue(_ unit: Any?) -> String? { (unit as? [String: Any])?["value"] as? String }
}

/// Where `Text("key")` finds its translation.
enum Localization {
  /// The language codes to try for a locale, most specific first: "de-CH", "de_CH", "de".
  static func languages(_ locale: Locale) -> [String] {
    let identifier = locale.identifier
    var result: [String] = []
    func add(_ code: String) { if !code.isEmpty && !result.contains(code) { result.append(code) } }
    add(identifier.replacingOccurrences(of: "_", with: "-"))
    add(identifier)
    if let language = locale.language.languageCode?.identifier {
      if let script = locale.language.script?.identifier { add("\(language)-\(script)") }
      add(language)
    }
    return result
  }

  nonisolated(unsafe) private static var mainRoots: [URL]?
  private static let lock = NSLock()

  /// `ResourceLookup.roots`, listed once per process for the main bundle (every literal
  /// `Text` looks here).
  static func roots(_ bundle: Bundle?) -> [URL] {
    if bundle != nil { return ResourceLookup.roots(bundle) }
    return lock.withLock {
      if let known = mainRoots { return known }
      let found = ResourceLookup.roots(nil)
      mainRoots = found
      return found
    }
  }

  /// The translation of a key for a locale, or nil (then the key is shown, as on iOS).
  /// A catalog's plural variations choose by the first integer argument, its substitutions
  /// by theirs; a catalog key with nothing in the locale's languages takes the catalog's
  /// source language's value.
  static func lookup(
    _ key: String, table: String?, bundle: Bundle?, locale: Locale, arguments: [LocalizedArgument],
    report: (String) -> Void
  ) -> String? {
    let tableName = table ?? "Localizable"
    let languages = languages(locale)
    var found = false
    for root in roots(bundle) {
      let index = LocalizationIndex.of(root)
      for problem in index.problems { report(problem) }
      if let catalog = index.catalogs[tableName] {
        found = true
        if let entry = catalog.entries[key] {
          for language in languages {
            if let value = entry[language].flatMap({ pick($0, arguments) }) { return value }
          }
          // A language the catalog has nothing in for the key takes the source language's
          // value, as an app falls back to its development language (a generated symbol's
          // default value is only its arguments).
          if let value = entry[catalog.sourceLanguage].flatMap({ pick($0, arguments) }) { return value }
        }
      }
      if let table = index.strings[tableName] {
        found = true
        for language in languages + ["Base"] {
          if let value = table[language]?[key] { return value }
        }
      }
    }
    if !found && table != nil {
      report(
        "Text: no localisation table \"\(tableName)\" (.strings or .xcstrings) in the resources; keys shown as written")
    }
    return nil
  }

  static func pick(_ entry: StringCatalog.Entry, _ arguments: [LocalizedArgument]) -> String? {
    if !entry.plural.isEmpty {
      if let count = arguments.lazy.compactMap(integer).first,
        let value = form(of: entry.plural, for: count)
      {
        return substituted(value, entry, arguments)
      }
    }
    return entry.value.map { substituted($0, entry, arguments) }
  }

  static func integer(_ argument: LocalizedArgument) -> Int64? {
    switch argument {
    case .integer(let n): n
    case .unsignedInteger(let n): Int64(clamping: n)
    default: nil
    }
  }

  /// The plural form for a count: "zero" when the catalog has one, "one" for 1, else "other"
  /// (English's rules, for every language).
  static func form(of plural: [String: String], for count: Int64) -> String? {
    let category = count == 0 && plural["zero"] != nil ? "zero" : count == 1 ? "one" : "other"
    return plural[category] ?? plural["other"]
  }

  /// A value with its substitutions (`%#@completed@`) replaced by their plural forms for
  /// their arguments, `%arg` in a form becoming that argument's positional specifier
  /// (`%2$lld`). A substitution without `argNum` takes the next argument.
  static func substituted(_ value: String, _ entry: StringCatalog.Entry, _ arguments: [LocalizedArgument]) -> String {
    guard !entry.substitutions.isEmpty, value.contains("%#@") else { return value }
    var out = ""
    var rest = Substring(value)
    var next = 1
    while let start = rest.range(of: "%#@") {
      out += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let end = after.firstIndex(of: "@"), let substitution = entry.substitutions[String(after[..<end])] else {
        out += rest[start]
        rest = after
        continue
      }
      let position = substitution.argument ?? next
      next = position + 1
      let count = position >= 1 && position <= arguments.count ? integer(arguments[position - 1]) : nil
      let chosen = count.flatMap { form(of: substitution.plural, for: $0) } ?? substitution.plural["other"] ?? ""
      out += chosen.replacingOccurrences(of: "%arg", with: "%\(position)$\(substitution.specifier)")
      rest = after[after.index(after: end)...]
    }
    return out + rest
  }
}
