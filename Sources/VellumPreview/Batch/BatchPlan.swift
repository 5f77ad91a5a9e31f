import Foundation
import Vellum

/// Which previews a batch covers (`export`, `verify`, `assertGoldenPreviews(goldens:)`), in which variants, under which file names.
public struct BatchPlan: Sendable {
  public struct Item: Hashable, Sendable {
    public var preview: Int
    public var name: String
    public var variant: Variant
    /// `<safe name>.<variant>`: the file name without its extension.
    public var stem: String
  }

  public let items: [Item]

  /// Every preview matching `filter` (a glob) and in shard `shard`, in each variant its
  /// traits allow. Names are made safe for files; two previews whose safe names collide
  /// are told apart by a suffix, in catalog order.
  public init(
    previews: [Preview], schemes: [ColorScheme], scales: [Int], filter: String?, shard: (index: Int, count: Int)?
  ) {
    self.init(
      previews: previews, matrix: TraitMatrix(colorSchemes: schemes, scales: scales), filter: filter, shard: shard)
  }

  /// Every preview matching `filter` and in shard `shard`, in each of the matrix's variants
  /// its traits allow.
  public init(previews: [Preview], matrix: TraitMatrix, filter: String?, shard: (index: Int, count: Int)?) {
    var taken: [String: Int] = [:]
    var items: [Item] = []
    for (index, preview) in previews.enumerated() {
      var base = safeFileName(preview.name)
      if let count = taken[base] {
        taken[base] = count + 1
        base += "-\(count + 1)"
      } else {
        taken[base] = 1
      }
      if let filter, !globMatches(filter, preview.name) { continue }
      if let shard, VellumPreview.shard(of: preview.name, count: shard.count) != shard.index { continue }
      for variant in preview.variants(matrix) {
        items.append(Item(preview: index, name: preview.name, variant: variant, stem: "\(base).\(variant)"))
      }
    }
    self.items = items
  }
}
