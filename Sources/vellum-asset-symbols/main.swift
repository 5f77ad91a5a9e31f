import Foundation

// vellum-asset-symbols OUTPUT CATALOG.xcassets… [--sources SOURCE.swift…]
// vellum-asset-symbols OUTPUT CATALOG.xcstrings… [--sources SOURCE.swift…]
//
// Writes the Swift symbols Xcode generates for asset catalogs (GeneratedAssetSymbols.swift):
// a `ColorResource` for each colour set and an `ImageResource` for each image set, with
// `Color` and `ShapeStyle` members for the colours, except those the sources declare
// themselves (`DeclaredMembers.swift`). Run by the AssetSymbols
// build-tool plugin. Names follow Xcode: `brand-primary` and `BrandPrimaryColor` become
// `brandPrimary`; a folder that provides a namespace prefixes the asset's name
// (`Icons/Home`), not its symbol.
//
// Given string catalogs instead, writes Xcode 26's generated string symbols
// (GeneratedStringSymbols_<Table>.swift) for them, one catalog after another
// (`StringSymbols.swift`).

struct Asset {
  var name: String
  var symbol: String
}

/// The words of an asset name: split at anything not a letter or digit and where a lower
/// case letter or digit is followed by a capital.
func words(_ name: String) -> [String] {
  var words: [String] = []
  var current = ""
  var previous: Character?
  for character in name {
    guard character.isLetter || character.isNumber else {
      if !current.isEmpty { words.append(current) }
      current = ""
      previous = nil
      continue
    }
    if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
      words.append(current)
      current = ""
    }
    current.append(character)
    previous = character
  }
  if !current.isEmpty { words.append(current) }
  return words
}

let keywords: Set<String> = [
  "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
  "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
  "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
  "catch", "false", "is", "nil", "rethrows", "super", "self", "throw", "throws", "true", "try", "internal",
  "public", "private", "fileprivate", "open",
]

/// The symbol for an asset name, less a type suffix (`Color`, `Image`) as Xcode drops it.
func symbol(for name: String, dropping suffix: String) -> String? {
  var parts = words(name)
  if parts.count > 1, parts.last?.lowercased() == suffix.lowercased() { parts.removeLast() }
  guard let first = parts.first else { return nil }
  // A name that is one word of capitals (`BG`, as an app's `BG.colorset`) is kept as it is.
  if parts.count == 1, first.allSatisfy({ $0.isUppercase || $0.isNumber }), first.first?.isLetter == true {
    return keywords.contains(first) ? "`\(first)`" : first
  }
  // A leading run of capitals is lower-cased, except the capital that starts the next word.
  var head = Array(first)
  var index = 0
  while index < head.count, head[index].isUppercase {
    let next = index + 1
    if next < head.count, head[next].isLowercase, index > 0 { break }
    head[index] = Character(head[index].lowercased())
    index += 1
  }
  var result = String(head)
  for part in parts.dropFirst() { result += part.prefix(1).uppercased() + part.dropFirst() }
  if result.first?.isNumber == true { result = "_" + result }
  return keywords.contains(result) ? "`\(result)`" : result
}

/// Colour and image sets of a catalog, with namespaces from folders that provide one.
func scan(_ folder: URL, namespace: String, colors: inout [Asset], images: inout [Asset]) throws {
  let manager = FileManager.default
  let items = try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  for item in items {
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: item.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
    let name = item.deletingPathExtension().lastPathComponent
    switch item.pathExtension {
    case "colorset":
      if let symbol = symbol(for: name, dropping: "Color") {
        colors.append(Asset(name: namespace + name, symbol: symbol))
      }
    case "imageset":
      if let symbol = symbol(for: name, dropping: "Image") {
        images.append(Asset(name: namespace + name, symbol: symbol))
      }
    case "":
      var inner = namespace
      let contents = item.appendingPathComponent("Contents.json")
      if let data = manager.contents(atPath: contents.path) {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
          throw Failure(message: "\(contents.path): error: Contents.json is not a JSON object")
        }
        if (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true { inner += name + "/" }
      }
      try scan(item, namespace: inner, colors: &colors, images: &images)
    default:
      continue  // app icons, symbol sets, data sets: no symbols
    }
  }
}

struct Failure: Error { let message: String }

/// Keeps the first asset of each symbol; a later one with the same symbol is left out.
func unique(_ assets: [Asset]) -> [Asset] {
  var seen: Set<String> = []
  return assets.filter { seen.insert($0.symbol).inserted }
}

/// Members `Color` already has: a colour set of that name gets no `Color` or `ShapeStyle`
/// member, only a `ColorResource`, as in Xcode, which writes a `#warning` in its place ("The
/// "Secondary" color asset name resolves to a conflicting Color symbol "secondary". Try
/// renaming the asset.").
let colorMembers: Set<String> = [
  "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
  "primary", "purple", "red", "secondary", "teal", "white", "yellow", "init",
]

/// Members other shape styles give `ShapeStyle` (`.background`, `.tint`, `.tertiary` …): a
/// colour set of that name gets a `Color` member but no `ShapeStyle` one, which would make
/// `.foregroundStyle(.background)` ambiguous (Bean Juice's `.foregroundColor(.background)`
/// reads its "background" colour set).
let shapeStyleMembers: Set<String> = [
  "tertiary", "quaternary", "quinary", "tint", "foreground", "background", "separator", "selection", "placeholder",
  "link", "fill",
]

/// UIKit's colours, the class members `UIColor` already has: a colour set of that name
/// (`label`, `red`, `systemBackground`) gets no `UIColor` member, and Xcode writes a
/// `#warning` in its place, so `UIColor.label` stays the system's label colour; its
/// `ColorResource`, `Color` and `ShapeStyle` members are generated as for any other name.
let uiColorMembers: Set<String> = [
  "black", "white", "clear", "red", "green", "blue", "gray", "darkGray", "lightGray", "cyan", "yellow", "magenta",
  "orange", "purple", "brown", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
  "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "tintColor", "systemGray",
  "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel",
  "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "link", "systemFill",
  "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemBackground",
  "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
  "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "lightText", "darkText",
  "groupTableViewBackground", "init",
]

/// The members the app's sources declare themselves, by the type they extend.
struct Declared {
  var color: Set<String> = []
  var uiColor: Set<String> = []
}

func source(colors: [Asset], images: [Asset], catalogs: [String], declared: Declared = Declared()) -> String {
  func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
  /// Xcode's warning for a colour set whose symbol a framework type already has.
  func conflict(_ color: Asset, _ type: String) -> String {
    let message =
      "The \(quoted(color.name)) color asset name resolves to a conflicting \(type) symbol "
      + "\(quoted(color.symbol)). Try renaming the asset."
    return "  #warning(\(quoted(message)))"
  }
  var lines = [
    "// Generated by Vellum's AssetSymbols plugin from \(catalogs.joined(separator: ", ")), as Xcode",
    "// generates GeneratedAssetSymbols.swift. Do not edit.",
    "import Foundation",
    "import Vellum",
    "",
    "extension ColorResource {",
  ]
  for color in colors {
    lines.append("  /// The \(quoted(color.name)) asset catalog color resource.")
    lines.append("  static let \(color.symbol) = ColorResource(name: \(quoted(color.name)), bundle: nil)")
  }
  lines += ["}", "", "extension ImageResource {"]
  for image in images {
    lines.append("  /// The \(quoted(image.name)) asset catalog image resource.")
    lines.append("  static let \(image.symbol) = ImageResource(name: \(quoted(image.name)), bundle: nil)")
  }
  lines.append("}")
  // `UIColor` members, as Xcode's. `Color(.brand)` then has `UIColor.brand` and
  // `ColorResource.brand`, the same colour set; Vellum disfavours `Color(_: ColorResource)`,
  // so it takes the first, as `Color(.label)` takes UIKit's `UIColor.label`.
  lines += ["", "extension UIColor {"]
  for color in colors where !declared.uiColor.contains(color.symbol) {
    if uiColorMembers.contains(color.symbol) {
      lines.append(conflict(color, "UIColor"))
      continue
    }
    lines.append("  /// The \(quoted(color.name)) asset catalog color.")
    lines.append("  static var \(color.symbol): UIColor { UIColor(resource: ColorResource.\(color.symbol)) }")
  }
  lines.append("}")
  for (type, constraint) in [("Color", ""), ("ShapeStyle", " where Self == Color")] {
    lines += ["", "extension \(type)\(constraint) {"]
    for color in colors where !declared.color.contains(color.symbol) {
      if colorMembers.contains(color.symbol) {
        if type == "Color" { lines.append(conflict(color, "Color")) }
        continue
      }
      guard type == "Color" || !shapeStyleMembers.contains(color.symbol) else { continue }
      lines.append("  /// The \(quoted(color.name)) asset catalog color.")
      lines.append("  static var \(color.symbol): Color { Color(ColorResource.\(color.symbol)) }")
    }
    lines.append("}")
  }
  return lines.joined(separator: "\n") + "\n"
}

let usage =
  "usage: vellum-asset-symbols OUTPUT.swift CATALOG.xcassets… [--sources SOURCE.swift…]\n"
  + "       vellum-asset-symbols OUTPUT.swift CATALOG.xcstrings… [--sources SOURCE.swift…]\n"
var arguments = Array(CommandLine.arguments.dropFirst())
// The app's own Swift files, after `--sources`: colour members they declare are left out.
var sources: [String] = []
if let index = arguments.firstIndex(of: "--sources") {
  sources = Array(arguments[(index + 1)...])
  arguments.removeSubrange(index...)
}
if arguments == ["--help"] || arguments == ["-h"] {
  FileHandle.standardOutput.write(Data(usage.utf8))
  exit(0)
}
// Options are not paths: `--help` among other arguments, or any other `-` word, would
// otherwise be written to, or read as a catalog.
if let option = arguments.first(where: { $0.hasPrefix("-") }) {
  FileHandle.standardError.write(Data("error: unknown option \(option)\n\(usage)".utf8))
  exit(2)
}
guard arguments.count >= 1 else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
/// Writes `text` to `path` when it differs from what is there, so an unchanged catalog does
/// not recompile the target.
func write(_ text: String, to path: String) throws {
  if FileManager.default.contents(atPath: path) != Data(text.utf8) {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}

do {
  let inputs = Array(arguments.dropFirst())
  if !inputs.isEmpty, inputs.allSatisfy({ $0.hasSuffix(".xcstrings") }) {
    var declared = DeclaredStringSymbols()
    for path in sources {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw Failure(message: "\(path): error: cannot read this source file")
      }
      let found = declaredStringSymbols(in: String(decoding: data, as: UTF8.self))
      declared.members.formUnion(found.members)
      declared.types.formUnion(found.types)
    }
    var text = ""
    var emitted: [String: Set<String>] = [:]
    for path in inputs {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw Failure(message: "\(path): error: no such string catalog")
      }
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let table: StringTable
      do { table = try stringTable(data, name: name) } catch let failure as Failure {
        throw Failure(message: "\(path): \(failure.message)")
      }
      // Several catalogs (vellum preview) share one file: each keeps its own header lines.
      text += (text.isEmpty ? "" : "\n") + stringSymbolsSource(table, declared: declared, emitted: &emitted)
    }
    try write(text, to: arguments[0])
    exit(0)
  }
  if let mixed = inputs.first(where: { $0.hasSuffix(".xcstrings") }) {
    throw Failure(message: "\(mixed): error: give string catalogs and asset catalogs in separate runs")
  }
  var colors: [Asset] = []
  var images: [Asset] = []
  for catalog in arguments.dropFirst() {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: catalog, isDirectory: &isFolder), isFolder.boolValue else {
      throw Failure(message: "\(catalog): error: no such asset catalog folder")
    }
    try scan(URL(fileURLWithPath: catalog), namespace: "", colors: &colors, images: &images)
  }
  var declared = Declared()
  for path in sources {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(message: "\(path): error: cannot read this source file")
    }
    let text = String(decoding: data, as: UTF8.self)
    declared.color.formUnion(declaredColorMembers(in: text))
    declared.uiColor.formUnion(declaredColorMembers(in: text, types: ["UIColor"]))
  }
  let text = source(
    colors: unique(colors), images: unique(images),
    catalogs: arguments.dropFirst().map { URL(fileURLWithPath: $0).lastPathComponent }, declared: declared)
  let output = URL(fileURLWithPath: arguments[0])
  // Written only when it changes, so an unchanged catalog does not recompile the target.
  if FileManager.default.contents(atPath: output.path) != Data(text.utf8) {
    try Data(text.utf8).write(to: output, options: .atomic)
  }
} catch let failure as Failure {
  FileHandle.standardError.write(Data((failure.message + "\n").utf8))
  exit(1)
} catch {
  FileHandle.standardError.write(Data("error: \(error.localizedDescription)\n".utf8))
  exit(1)
}
