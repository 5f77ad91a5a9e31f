import Foundation

// Xcode 26's generated string catalog symbols (GeneratedStringSymbols_<Table>.swift, made by
// `xcstringstool generate-symbols` when Generate String Catalog Symbols is on): a
// `LocalizedStringResource` member for each manually managed key of a `.xcstrings` catalog,
// `Text(.welcomeTitle)`, `String(localized: .itemCount(3))`, `Text(.Discover.title)`.
//
// What was checked against Xcode's own output (generated files published in public
// repositories, and Apple's "Using generated localizable symbols in your code"):
// - Only entries with `"extractionState" : "manual"` get a symbol, and not those with
//   `"generatesSymbol" : false`.
// - `Localizable.xcstrings`'s symbols are static members of `LocalizedStringResource`; another
//   table's are in an enum of the table's name nested in it (`.Discover.title`, `.InfoPlist.…`).
// - A key without format arguments is a `static var`; one with arguments a `static func`
//   returning a `LocalizedStringResource` whose default value is the arguments alone
//   (`"\(arg1, specifier: "%lld")\(arg2)"`), in key order.
// - The arguments come from the source language's value (the key when that language has
//   none): `%@` is a `String`, `%lld` an `Int`, `%llu` a `UInt`; unnamed arguments are
//   `_ arg1`, `_ arg2`; a named placeholder (`%1$(friendsPosts)lld`) and a substitution
//   (`%#@completed@`) give a labelled parameter of that name.
// - The identifier: format specifiers and apostrophes dropped, split into words at anything
//   not a letter or digit, each word's leading run of capitals lower-cased (`CFBundleName` →
//   `cfbundleName`, `ALPS_NAME` → `alpsName`, `Retro Green CRT` → `retroGreenCrt`, `%lld MiB`
//   → `miB`), the words after the first capitalised (`iCloud` → `ICloud`), letters outside
//   ASCII kept (`LENÇÓIS_NAME` → `lençóisName`), `_` before a leading digit (`2023_TRIP` →
//   `_2023Trip`).
//
// Not checked (no generated file shows them), so Vellum's choice: `%d`/`%i` as `Int32`, `%u`
// as `UInt32`, `%f` as `Float` and `%lf` as `Double` (the types SwiftUI interpolates with those
// specifiers), `%hd` `Int16`, `%c` `CChar`, `%s`/`%p` as `String`; a name that is a Swift
// keyword in backquotes; a key with no letter or digit left gets no symbol; a second key with
// the same identifier gets none (Xcode's file would not compile); a table name that is not an
// identifier made one as a key is, capitalised; a named placeholder's or substitution's name
// made an identifier as a key is (so `friendsPosts` stays as written).
//
// Where Vellum's file differs from Xcode's on purpose: the resources name `bundle: .main`
// (Vellum's main bundle is every resource bundle beside the executable and the folders
// `vellum preview` shows), and there is no `@available` or `nonisolated`.

/// One parameter of a generated function.
struct StringArgument: Equatable {
  /// The argument label, or nil for `_`.
  var label: String?
  /// The parameter's name: the label, or `arg1`, `arg2`…
  var name: String
  var type: String
  /// The specifier the default value interpolates with (`%lld`); nil for `String`.
  var specifier: String?
}

/// The symbol of one catalog key.
struct StringSymbol {
  var key: String
  var identifier: String
  var comment: String?
  var arguments: [StringArgument]
}

/// The symbols of one catalog.
struct StringTable {
  /// The table's name, the catalog's file name without `.xcstrings`.
  var name: String
  var symbols: [StringSymbol]
  /// Keys left without a symbol, and why (for comments in the file).
  var skipped: [String] = []
}

/// The identifier Xcode makes of a key (or a name), or nil when nothing is left of it.
func stringSymbolIdentifier(_ key: String) -> String? {
  var words: [String] = []
  var current = ""
  for character in withoutSpecifiers(key) {
    if character == "'" || character == "\u{2019}" { continue }
    if character.isLetter || character.isNumber {
      current.append(character)
    } else if !current.isEmpty {
      words.append(current)
      current = ""
    }
  }
  if !current.isEmpty { words.append(current) }
  guard !words.isEmpty else { return nil }
  var result = ""
  for (index, word) in words.enumerated() {
    var characters = Array(word)
    var position = 0
    while position < characters.count, characters[position].isUppercase {
      characters[position] = Character(characters[position].lowercased())
      position += 1
    }
    var lowered = String(characters)
    if index > 0, let first = lowered.first { lowered = first.uppercased() + lowered.dropFirst() }
    result += lowered
  }
  if result.first?.isNumber == true { result = "_" + result }
  return keywords.contains(result) ? "`\(result)`" : result
}

/// A format string with its specifiers (`%lld`, `%1$@`, `%(name)@`, `%#@name@`) and `%%`
/// replaced by spaces, for making an identifier of a key.
func withoutSpecifiers(_ format: String) -> String {
  var out = ""
  for token in formatTokens(format) {
    switch token {
    case .text(let text): out += text
    default: out += " "
    }
  }
  return out
}

/// A piece of a format string.
enum FormatToken: Equatable {
  case text(String)
  case percent
  /// `%[n$][(name)][flags][width][.precision][length]conversion`.
  case specifier(position: Int?, name: String?, body: String, length: String, conversion: Character)
  /// `%#@name@`, a catalog substitution.
  case substitution(String)
}

/// The pieces of a format string, as `String(format:)` and the string catalog read them.
func formatTokens(_ format: String) -> [FormatToken] {
  var tokens: [FormatToken] = []
  var text = ""
  let characters = Array(format)
  var index = 0
  func flush() {
    if !text.isEmpty { tokens.append(.text(text)) }
    text = ""
  }
  while index < characters.count {
    guard characters[index] == "%", index + 1 < characters.count else {
      text.append(characters[index])
      index += 1
      continue
    }
    if characters[index + 1] == "%" {
      flush()
      tokens.append(.percent)
      index += 2
      continue
    }
    var cursor = index + 1
    // A substitution: %#@name@
    if characters[cursor] == "#", cursor + 1 < characters.count, characters[cursor + 1] == "@",
      let end = characters[(cursor + 2)...].firstIndex(of: "@"), end > cursor + 2
    {
      flush()
      tokens.append(.substitution(String(characters[(cursor + 2)..<end])))
      index = end + 1
      continue
    }
    var position: Int?
    var digits = ""
    while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
      digits.append(characters[cursor])
      cursor += 1
    }
    if cursor < characters.count, characters[cursor] == "$", let number = Int(digits) {
      position = number
      cursor += 1
    } else {
      cursor = index + 1
    }
    var name: String?
    if cursor < characters.count, characters[cursor] == "(",
      let close = characters[cursor...].firstIndex(of: ")")
    {
      name = String(characters[(cursor + 1)..<close])
      cursor = close + 1
    }
    var body = ""
    while cursor < characters.count, "-+ #0'123456789.".contains(characters[cursor]) {
      body.append(characters[cursor])
      cursor += 1
    }
    var length = ""
    while cursor < characters.count, "hlqLzjt".contains(characters[cursor]) {
      length.append(characters[cursor])
      cursor += 1
    }
    guard cursor < characters.count, "@dDiuUxXoOfFeEgGaAcCsSp".contains(characters[cursor]) else {
      text.append(characters[index])
      index += 1
      continue
    }
    flush()
    tokens.append(
      .specifier(position: position, name: name, body: body, length: length, conversion: characters[cursor]))
    index = cursor + 1
  }
  flush()
  return tokens
}

/// The Swift type of an argument for a specifier's length and conversion.
func argumentType(length: String, conversion: Character) -> String {
  let long = ["l", "ll", "q", "j", "z", "t", "L"].contains(length)
  switch conversion {
  case "d", "i", "D":
    if long { return "Int" }
    return length == "h" ? "Int16" : length == "hh" ? "Int8" : "Int32"
  case "u", "U", "x", "X", "o", "O":
    if long { return "UInt" }
    return length == "h" ? "UInt16" : length == "hh" ? "UInt8" : "UInt32"
  case "f", "F", "e", "E", "g", "G", "a", "A": return long ? "Double" : "Float"
  case "c": return "CChar"
  case "C": return "UInt16"
  default: return "String"
  }
}

/// The parameters of a key's function, from its source-language format (with the catalog's
/// substitutions for that language), in argument order; empty for a `static var`.
func stringArguments(_ format: String, substitutions: [String: [String: Any]] = [:]) -> [StringArgument] {
  var byPosition: [Int: StringArgument] = [:]
  var next = 1
  for token in formatTokens(format) {
    switch token {
    case .specifier(let position, let name, let body, let length, let conversion):
      let index = position ?? next
      if position == nil { next += 1 }
      let type = argumentType(length: length, conversion: conversion)
      let label = name.flatMap(stringSymbolIdentifier)
      let specifier = type == "String" ? nil : "%" + body + length + String(conversion)
      if byPosition[index] == nil || (byPosition[index]?.label == nil && label != nil) {
        byPosition[index] = StringArgument(
          label: label, name: label ?? "arg\(index)", type: type, specifier: specifier)
      }
    case .substitution(let name):
      let substitution = substitutions[name] ?? [:]
      let index = (substitution["argNum"] as? Int) ?? next
      if substitution["argNum"] == nil { next += 1 }
      let written = (substitution["formatSpecifier"] as? String) ?? "lld"
      var length = String(written.prefix { "hlqLzjt".contains($0) })
      var conversion = written.dropFirst(length.count).last ?? "d"
      if !"@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion) {
        length = "ll"
        conversion = "d"
      }
      let type = argumentType(length: length, conversion: conversion)
      let label = stringSymbolIdentifier(name)
      byPosition[index] = StringArgument(
        label: label, name: label ?? "arg\(index)", type: type,
        specifier: type == "String" ? nil : "%" + length + String(conversion))
    default: continue
    }
  }
  guard let last = byPosition.keys.max() else { return [] }
  // A position the format skips is still an argument, as String(format:) counts it.
  return (1...last).map { byPosition[$0] ?? StringArgument(label: nil, name: "arg\($0)", type: "String") }
}

/// The symbols of a string catalog's manually managed keys, by Xcode's rules.
func stringTable(_ json: Data, name: String) throws -> StringTable {
  guard let root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
    let strings = root["strings"] as? [String: Any]
  else { throw Failure(message: "error: \(name).xcstrings is not a string catalog (JSON with \"strings\")") }
  let source = root["sourceLanguage"] as? String ?? "en"
  var table = StringTable(name: name, symbols: [])
  var taken: Set<String> = []
  for key in strings.keys.sorted() {
    guard let entry = strings[key] as? [String: Any], entry["extractionState"] as? String == "manual",
      entry["generatesSymbol"] as? Bool != false
    else { continue }
    guard let identifier = stringSymbolIdentifier(key) else {
      table.skipped.append("\(key): no letter or digit to name a symbol")
      continue
    }
    guard taken.insert(identifier.replacingOccurrences(of: "`", with: "")).inserted else {
      table.skipped.append("\(key): its symbol \(identifier) is another key's")
      continue
    }
    let localization =
      ((entry["localizations"] as? [String: Any])?[source] as? [String: Any]) ?? [:]
    let format = sourceValue(localization) ?? key
    let substitutions = localization["substitutions"] as? [String: [String: Any]] ?? [:]
    table.symbols.append(
      StringSymbol(
        key: key, identifier: identifier, comment: entry["comment"] as? String,
        arguments: stringArguments(format, substitutions: substitutions)))
  }
  return table
}

/// A localisation's value: its string unit's, or its variations' `other` (or first) case's.
func sourceValue(_ localization: [String: Any]) -> String? {
  if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String { return value }
  guard let variations = localization["variations"] as? [String: Any] else { return nil }
  for kind in ["plural", "device"] {
    guard let cases = variations[kind] as? [String: Any] else { continue }
    for name in ["other"] + cases.keys.sorted() {
      if let value = (cases[name] as? [String: Any]).flatMap(sourceValue) { return value }
    }
  }
  return nil
}

/// The Swift name of a table's namespace enum.
func tableNamespace(_ name: String) -> String? {
  guard let identifier = stringSymbolIdentifier(name)?.replacingOccurrences(of: "`", with: "") else { return nil }
  let valid =
    name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  if valid { return name }
  return identifier.first.map { $0.uppercased() + identifier.dropFirst() }
}

/// A Swift string literal.
func swiftLiteral(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": out += "\\\\"
    case "\"": out += "\\\""
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case "\0": out += "\\0"
    default:
      if scalar.value < 0x20 {
        out += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}

/// The members and nested types the app's own files declare directly in
/// `extension LocalizedStringResource` (a hand-written `static let appName`, or an `enum
/// Discover`): the generated symbol of that name, or that table, is left out.
struct DeclaredStringSymbols {
  var members: Set<String> = []
  var types: Set<String> = []
}

/// The Swift file of one catalog's symbols. `emitted` holds, by table, the symbols files
/// before this one in the same Swift file gave (`vellum preview` writes every catalog it
/// finds into one file, and an app's extension may have a `Localizable` table of its own):
/// a table seen before adds to its namespace, and a symbol given before is left out.
func stringSymbolsSource(
  _ table: StringTable, declared: DeclaredStringSymbols = DeclaredStringSymbols(),
  emitted: inout [String: Set<String>]
) -> String {
  let continuing = emitted[table.name] != nil
  var given = emitted[table.name] ?? []
  defer { emitted[table.name] = given }
  let file = "\(table.name).xcstrings"
  var lines = [
    "// Generated by Vellum's AssetSymbols plugin from \(file), as Xcode 26 generates",
    "// GeneratedStringSymbols_\(table.name).swift. Do not edit.",
    "import Foundation",
    "import Vellum",
    "",
  ]
  for skipped in table.skipped { lines.append("// No symbol for \(skipped).") }
  let namespace = table.name == "Localizable" ? nil : tableNamespace(table.name)
  if table.name != "Localizable" && namespace == nil {
    lines.append("// No symbols: the table name \(table.name) makes no Swift name.")
    return lines.joined(separator: "\n") + "\n"
  }
  if let namespace, declared.types.contains(namespace) {
    lines.append("// No symbols: the app's own files declare LocalizedStringResource.\(namespace).")
    return lines.joined(separator: "\n") + "\n"
  }
  let nested = namespace != nil && !continuing
  let indent = nested ? "    " : "  "
  if let namespace, continuing {
    lines.append("extension LocalizedStringResource.\(namespace) {")
  } else {
    lines.append("extension LocalizedStringResource {")
  }
  if let namespace, nested {
    lines.append("  /// Namespace for strings in file “\(file)”.")
    lines.append("  enum \(namespace) {")
  }
  var first = true
  for symbol in table.symbols {
    let bare = symbol.identifier.replacingOccurrences(of: "`", with: "")
    if namespace == nil, declared.members.contains(bare) { continue }
    guard given.insert(bare).inserted else {
      lines.append(indent + "// No symbol for \(symbol.key): \(symbol.identifier) is an earlier catalog's.")
      continue
    }
    if !first { lines.append("") }
    first = false
    lines.append(indent + "/**")
    if let comment = symbol.comment, !comment.isEmpty {
      for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(indent + " " + line.replacingOccurrences(of: "*/", with: "* /"))
      }
      lines.append(indent + " ")
    }
    let key = symbol.key.replacingOccurrences(of: "*/", with: "* /")
    lines.append(indent + " Localized string for key “\(key)” in table “\(file)”.")
    lines.append(indent + " */")
    let tableArgument = "table: \(swiftLiteral(table.name)), bundle: .main"
    if symbol.arguments.isEmpty {
      lines.append(indent + "static var \(symbol.identifier): LocalizedStringResource {")
      lines.append(indent + "  LocalizedStringResource(\(swiftLiteral(symbol.key)), \(tableArgument))")
    } else {
      let parameters = symbol.arguments.map { argument in
        (argument.label == nil ? "_ " : "") + "\(argument.name): \(argument.type)"
      }
      let value = symbol.arguments.map { argument in
        argument.specifier.map { "\\(\(argument.name), specifier: \(swiftLiteral($0)))" } ?? "\\(\(argument.name))"
      }
      lines.append(
        indent + "static func \(symbol.identifier)(\(parameters.joined(separator: ", "))) -> LocalizedStringResource {")
      lines.append(
        indent + "  LocalizedStringResource(\(swiftLiteral(symbol.key)), defaultValue: \"\(value.joined())\", "
          + "\(tableArgument))")
    }
    lines.append(indent + "}")
  }
  if nested { lines.append("  }") }
  lines.append("}")
  return lines.joined(separator: "\n") + "\n"
}
