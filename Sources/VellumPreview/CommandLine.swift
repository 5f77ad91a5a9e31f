import Foundation
import Vellum
import VellumCairo

/// A catalog of previews that gets Vellum's command line: `list` and `render`.
///
/// ```swift
/// @main struct Previews: PreviewCatalog {
///   static var previews: [Preview] { [Preview("Card") { Card { Text("Hi") } }] }
/// }
/// ```
public protocol PreviewCatalog {
  static var previews: [Preview] { get }
}

extension PreviewCatalog {
  public static func main() {
    let code = VellumCommand(previews: previews).run(Array(CommandLine.arguments.dropFirst()))
    exit(code)
  }
}

/// The command line over a list of previews. Exit codes: 0 success, 1 failure, 2 usage.
public struct VellumCommand {
  public let previews: [Preview]

  public init(previews: [Preview]) { self.previews = previews }

  struct UsageError: Error { let message: String }

  static let help = """
    usage: vellum <command> [options]

    commands:
      list                         list the previews and their canvases
      render NAME [options]        render one preview
        -o, --output FILE          output file (.png, .svg or .pdf); default NAME.png
        --scale N                  pixels per point: 1, 2 or 3 (default 2)
        --scheme light|dark        colour scheme (default light)
        --canvas C                 device name, WIDTHxHEIGHT in points, or fit
        --png fast|default|small   PNG compression (default: default)
        --layout                   print the layout tree instead of drawing
      help                         show this help
    """

  public func run(_ arguments: [String]) -> Int32 {
    do {
      guard let command = arguments.first else {
        print(Self.help)
        return 0
      }
      switch command {
      case "help", "--help", "-h":
        print(Self.help)
        return 0
      case "list":
        if arguments.contains("--help") {
          print("usage: vellum list\n\nLists every preview with its canvas.")
          return 0
        }
        for preview in previews { print("\(preview.name)\t\(preview.canvas)") }
        return 0
      case "render":
        return try render(Array(arguments.dropFirst()))
      default:
        throw UsageError(message: "unknown command '\(command)'\(suggestion(command, ["list", "render", "help"]))")
      }
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("vellum: \(error.message)\n".utf8))
      return 2
    } catch {
      FileHandle.standardError.write(Data("vellum: \(error)\n".utf8))
      return 1
    }
  }

  func render(_ arguments: [String]) throws -> Int32 {
    if arguments.contains("--help") {
      print(Self.help)
      return 0
    }
    var name: String?
    var output: String?
    var scale: Double = 2
    var scheme = ColorScheme.light
    var canvas: Canvas?
    var layoutOnly = false
    var preset = PNGPreset.default
    var iterator = arguments.makeIterator()
    func value(_ flag: String) throws -> String {
      guard let value = iterator.next() else { throw UsageError(message: "\(flag) needs a value") }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "-o", "--output": output = try value(argument)
      case "--scale":
        let text = try value(argument)
        guard let parsed = Double(text), parsed.isFinite, parsed > 0, parsed <= 16 else {
          throw UsageError(message: "--scale takes a number of pixels per point from 1 to 16, not '\(text)'")
        }
        scale = parsed
      case "--scheme":
        let text = try value(argument)
        guard let parsed = ColorScheme(rawValue: text) else {
          throw UsageError(message: "--scheme takes light or dark, not '\(text)'")
        }
        scheme = parsed
      case "--canvas":
        let text = try value(argument)
        guard let parsed = Canvas(parsing: text) else {
          let names = Device.all.map(\.name).joined(separator: ", ")
          throw UsageError(message: "--canvas takes \(names), WIDTHxHEIGHT or fit, not '\(text)'")
        }
        canvas = parsed
      case "--png":
        let text = try value(argument)
        guard let parsed = PNGPreset(rawValue: text) else {
          throw UsageError(message: "--png takes fast, default or small, not '\(text)'")
        }
        preset = parsed
      case "--layout": layoutOnly = true
      default:
        if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'") }
        guard name == nil else { throw UsageError(message: "render takes one preview name") }
        name = argument
      }
    }
    guard let name else { throw UsageError(message: "render needs a preview name (see 'vellum list')") }
    guard let preview = previews.first(where: { $0.name == name }) else {
      throw UsageError(message: "no preview named '\(name)'\(suggestion(name, previews.map(\.name)))")
    }
    let renderer = try ImageRenderer()
    let chosen = canvas ?? preview.canvas
    let proposal = chosen.proposal
    if layoutOnly {
      let snapshot = LayoutSnapshot(
        of: preview.view, proposal: proposal, scale: scale,
        environment: renderer.environment(scale: scale, colorScheme: scheme), safeArea: chosen.safeArea)
      print(snapshot.description)
      for message in snapshot.diagnostics { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
      return 0
    }
    let path = output ?? "\(safeFileName(name)).png"
    let url = URL(fileURLWithPath: path)
    guard let format = ImageFormat(rawValue: url.pathExtension.lowercased()) else {
      throw UsageError(message: "output must end in .png, .svg or .pdf, not '\(path)'")
    }
    let result = renderer.displayList(
      preview.view, size: proposal, scale: scale, colorScheme: scheme, safeArea: chosen.safeArea)
    for message in result.diagnostics { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    let data = try renderer.encode(
      result.displayList, scale: scale, colorScheme: scheme, format: format, preset: preset)
    try writeAtomically(data, to: url)
    print("wrote \(path)")
    return 0
  }
}

/// A file name made safe from a preview name: letters, digits, `-`, `_` and `.` only.
public func safeFileName(_ name: String) -> String {
  var result = String(
    name.unicodeScalars.map { scalar -> Character in
      let allowed = CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII
      return allowed || "-_".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
    })
  if result.isEmpty || result.allSatisfy({ $0 == "_" }) { result = "preview" + result }
  return result
}

/// ", did you mean 'X'?" for the closest candidate by edit distance, or nothing.
func suggestion(_ input: String, _ candidates: [String]) -> String {
  func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
  guard let best = candidates.min(by: { distance(input, $0) < distance(input, $1) }),
    distance(input, best) <= max(3, input.count / 2)
  else { return "" }
  return "; did you mean '\(best)'?"
}
