import Foundation

/// A node's answers by proposal. Most nodes see a handful of proposals (0, ∞, nil and the
/// ones they are placed under; text in nested stacks about twelve), so a short list
/// searched in order beats hashing; a node asked many sizes moves on to a dictionary.
struct SizeCache {
  private struct Entry {
    var proposal: ProposedViewSize
    var size: CGSize
  }
  private var recent: [Entry] = []
  private var many: [ProposedViewSize: CGSize]?
  private static let listLimit = 16

  subscript(proposal: ProposedViewSize) -> CGSize? {
    if let many { return many[proposal] }
    for entry in recent where entry.proposal.width == proposal.width && entry.proposal.height == proposal.height {
      return entry.size
    }
    return nil
  }

  mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
    if many != nil {
      many![proposal] = size
    } else if recent.count < Self.listLimit {
      recent.append(Entry(proposal: proposal, size: size))
    } else {
      var table = Dictionary(recent.map { ($0.proposal, $0.size) }, uniquingKeysWith: { first, _ in first })
      table[proposal] = size
      many = table
      recent = []
    }
  }

  mutating func removeAll() {
    recent.removeAll(keepingCapacity: true)
    many = nil
  }
}
