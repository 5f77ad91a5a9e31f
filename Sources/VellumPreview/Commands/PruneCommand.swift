import Foundation
import Vellum

/// `vellum prune`: goldens that no preview or variant produces any more.
struct PruneCommand {
  static let help = """
    usage: vellum prune [options]

    Lists, then removes, the PNGs directly in the golden folder that no preview produces.
      --goldens DIR             golden folder (default: Goldens)
      --scale 1,2,3             scales that count as produced (default: 2)
      --scheme light,dark       colour schemes that count as produced (default: light,dark)
      --dynamic-type, --locale, --device
                                the other variants that count as produced (as in verify)
      --dry-run                 only list them
    """

  let previews: [Preview]
  /// The catalog's variants, before the flags.
  var variants = TraitMatrix.standard

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments, valued: ["--goldens", "--scale", "--scheme", "--dynamic-type", "--locale", "--device"],
      switches: ["--help", "--dry-run"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard args.positional.isEmpty else { throw UsageError(message: "prune takes no arguments") }
    let matrix = try args.matrix(variants)
    let folder = URL(fileURLWithPath: args.value("--goldens") ?? "Goldens")
    let produced = Set(
      BatchPlan(previews: previews, matrix: matrix, filter: nil, shard: nil).items.map {
        "\($0.stem).png"
      })
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    } catch {
      FileHandle.standardError.write(Data("vellum: cannot read \(folder.path): \(error.localizedDescription)\n".utf8))
      return 1
    }
    let stale = files.filter { !produced.contains($0) }
    if stale.isEmpty { print("no stale goldens in \(folder.path)") }
    for file in stale {
      if args.has("--dry-run") {
        print("would remove \(folder.appendingPathComponent(file).path)")
      } else {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        print("removed \(folder.appendingPathComponent(file).path)")
      }
    }
    return 0
  }
}
