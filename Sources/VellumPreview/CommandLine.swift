import CVellumDiscovery
import Foundation
import Vellum
import VellumCairo

/// A catalog of previews that gets Vellum's whole command line. With nothing written in
/// it, it serves every `#Preview` and `PreviewProvider` of the modules it links:
///
/// ```swift
/// @main struct Previews: PreviewCatalog {}
/// ```
///
/// or a list by hand: `static var previews: [Preview] { [Preview("Card") { Card() }] }`.
public protocol PreviewCatalog {
  static var previews: [Preview] { get }
  /// The variants every preview renders in, in `export`, `verify`, `watch` and `prune`
  /// (their flags replace an axis): `TraitMatrix(dynamicTypeSizes: [.accessibility3],
  /// locales: ["ar"])` adds those to light and dark.
  static var variants: TraitMatrix { get }
}

extension PreviewCatalog {
  /// Every discovered preview (`Preview.discovered`).
  public static var previews: [Preview] { Preview.discovered }
  /// Light and dark at @2x.
  public static var variants: TraitMatrix { .standard }
}

extension PreviewCatalog {
  public static func main() {
    // A worker copy that the constructor hook left to `main` (see `selfworker.c`): Vellum is
    // a shared library here, loaded before this program's previews were registered.
    if ProcessInfo.processInfo.environment[SelfWorker.mode] != nil { exit(selfWorkerMain()) }
    let code = VellumCommand(previews: previews, variants: variants).run(Array(CommandLine.arguments.dropFirst()))
    exit(code)
  }
}

/// The command line over a list of previews. Exit codes: 0 success, 1 a mismatch or a
/// failed preview, 2 a usage error.
public struct VellumCommand {
  public let previews: [Preview]
  /// The catalog's trait matrix.
  public let variants: TraitMatrix

  public init(previews: [Preview], variants: TraitMatrix = .standard) {
    self.previews = previews
    self.variants = variants
  }

  static let commands = [
    "list", "render", "export", "verify", "review", "accept", "watch", "preview", "diff", "prune", "merge-reports",
    "help",
  ]

  static let help = """
    usage: vellum <command> [options]   (vellum <command> --help for each)

    commands:
      list                         the previews, their canvases and variants
      render NAME [-o FILE]        one preview to PNG, SVG or PDF
      export [--out DIR]           every preview in every variant, in parallel, with manifest.json
      verify [--goldens DIR]       every preview against its golden, with an HTML report
      review [REPORT_DIR]          the last report on 127.0.0.1, to accept or reject each change
      accept [REPORT_DIR]          a report's actual images (a CI download) become the goldens
      watch [--port N]             a live page on 127.0.0.1, rebuilt and updated as sources change
      preview FILE.swift [--watch] the previews of one Swift file, compiled against Vellum
      diff A.png B.png             compare two images and write their difference
      prune [--dry-run]            remove goldens no preview produces any more
      merge-reports DIR...         combine the reports of shards into one
      help                         this help
    """

  public func run(_ arguments: [String]) -> Int32 {
    // Past a file-size limit a write fails with an error (and the file is cleaned up)
    // instead of the signal killing the process.
    signal(SIGXFSZ, SIG_IGN)
    // Whole lines, in order, when stdout and stderr go to one log (as in CI): each stdout
    // line is written at its newline, before the warnings that follow it on stderr.
    vellum_line_buffer_stdout()
    do {
      guard let command = arguments.first else {
        print(Self.help)
        return 0
      }
      let rest = Array(arguments.dropFirst())
      switch command {
      case "help", "--help", "-h":
        print(Self.help)
        return 0
      case "list": return try list(rest)
      case "render": return try RenderCommand(previews: previews).run(rest)
      case "export": return try ExportCommand(previews: previews, variants: variants).run(rest)
      case "verify": return try VerifyCommand(previews: previews, variants: variants).run(rest)
      case "review": return try ReviewCommand().run(rest)
      case "accept": return try AcceptCommand().run(rest)
      case "watch": return try WatchCommand(previews: previews, variants: variants).run(rest)
      case "preview": return try PreviewFileCommand().run(rest)
      case "diff": return try DiffCommand().run(rest)
      case "prune": return try PruneCommand(previews: previews, variants: variants).run(rest)
      case "merge-reports": return try MergeReportsCommand().run(rest)
      case "__worker": return Worker(previews: previews).run()
      default:
        throw UsageError(message: "unknown command '\(command)'\(suggestion(command, Self.commands))")
      }
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("vellum: \(error.message)\n".utf8))
      return 2
    } catch {
      FileHandle.standardError.write(Data("vellum: \(error)\n".utf8))
      return 1
    }
  }

  func list(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: [], switches: ["--help", "--source"])
    if args.has("--help") {
      print(
        """
        usage: vellum list [--source]

        Lists every preview, a line each: its name, canvas and the variants export renders by
        default, separated by tabs.
          --source    a fourth column: where it is declared (Module/File.swift for a #Preview,
                      Module.Type for a PreviewProvider or an App)
        """)
      return 0
    }
    guard args.positional.isEmpty else { throw UsageError(message: "list takes no arguments") }
    for preview in previews {
      let variants = preview.variants(self.variants).map(\.description)
      let source = args.has("--source") ? "\t\(preview.source)" : ""
      print("\(preview.name)\t\(preview.canvas)\t\(variants.joined(separator: ","))\(source)")
    }
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

/// Up to `count` candidates close to `input`: those containing it (ignoring case and the
/// glob's `*` and `?`) first, then those within a few edits; at least the closest one.
func closest(_ input: String, _ candidates: [String], count: Int) -> [String] {
  let core = input.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "?", with: "").lowercased()
  let ranked = candidates.enumerated().map { index, name in
    (name, name.lowercased().contains(core) && !core.isEmpty ? -1 : editDistance(core, name), index)
  }.sorted { ($0.1, $0.2) < ($1.1, $1.2) }
  let near = ranked.filter { $0.1 <= max(2, core.count / 2) }
  return (near.isEmpty ? Array(ranked.prefix(1)) : Array(near.prefix(count))).map(\.0)
}

func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.lowercased())
  let b = Array(b.lowercased())
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var row = Array(0...b.count)
  for i in 1...a.count {
    var previous = row[0]
    row[0] = i
    for j in 1...b.count {
      let current = row[j]
      row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.count]
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
