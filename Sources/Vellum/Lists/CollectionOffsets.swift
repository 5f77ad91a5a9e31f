import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete` handlers
  /// (`items.remove(atOffsets: offsets)`).
  public mutating func remove(atOffsets offsets: IndexSet) {
    var kept: [Element] = []
    for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
    replaceSubrange(startIndex..<endIndex, with: kept)
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so they sit before the element at offset `destination`
  /// (offsets counted before the move), keeping their order, as SwiftUI's extension does for
  /// `onMove` handlers.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let moving = source.filter { all.indices.contains($0) }.map { all[$0] }
    let before = all.indices.filter { $0 < destination && !source.contains($0) }.map { all[$0] }
    let after = all.indices.filter { $0 >= destination && !source.contains($0) }.map { all[$0] }
    for (index, element) in zip(indices, before + moving + after) { self[index] = element }
  }
}
