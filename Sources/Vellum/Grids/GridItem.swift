import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as in SwiftUI.
public struct GridItem: Hashable, Sendable {
  /// How the track is sized.
  public enum Size: Hashable, Sendable {
    /// One track of exactly this size.
    case fixed(CGFloat)
    /// One track sharing the free space with the other flexible ones, within its bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as fit in the space this item gets.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The space after this track; nil is the default (`GridItem.defaultSpacing`).
  public var spacing: CGFloat?
  /// How a cell sits in its track's box; nil is centred.
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// SwiftUI's default spacing between grid tracks and between a lazy grid's lines: 8 pt
  /// (Apple's `LazyVGrid` documentation examples and iOS 17 measurements in objc.io's
  /// "SwiftUI Layout Explained", confidence M).
  static let defaultSpacing: CGFloat = 8
}

/// One resolved track: its offset and length along the grid's cross axis.
struct GridTrack: Equatable {
  var offset: CGFloat
  var length: CGFloat
  var alignment: Alignment
}

extension GridItem {
  /// The tracks of `items` in `available` points (nil: each flexible track at its minimum,
  /// each adaptive item one track at its minimum), following SwiftUI: fixed tracks and all
  /// spacings come off first; the rest is shared among flexible and adaptive items in order,
  /// each taking an even share of what is left clamped to its bounds; an adaptive item then
  /// fits as many tracks of its minimum as it can and divides its share among them.
  static func tracks(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
    guard !items.isEmpty else { return [] }
    let spacings = items.map { $0.spacing ?? defaultSpacing }
    var lengths = [CGFloat](repeating: 0, count: items.count)
    var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
    var open: [Int] = []
    for (index, item) in items.enumerated() {
      switch item.size {
      case .fixed(let size):
        lengths[index] = max(size, 0)
        remaining -= lengths[index]
      case .flexible, .adaptive: open.append(index)
      }
    }
    // Items with a smaller maximum settle first so what they leave goes to the others.
    func bounds(_ index: Int) -> (CGFloat, CGFloat) {
      switch items[index].size {
      case .fixed(let size): (size, size)
      case .flexible(let minimum, let maximum): (max(minimum, 0), max(maximum, minimum))
      case .adaptive(let minimum, _): (max(minimum, 1), .infinity)
      }
    }
    var pending = open.sorted { bounds($0).1 < bounds($1).1 || (bounds($0).1 == bounds($1).1 && $0 < $1) }
    while let index = pending.first {
      let share = available == nil ? 0 : max(remaining, 0) / CGFloat(pending.count)
      let (minimum, maximum) = bounds(index)
      lengths[index] = min(max(share, minimum), maximum)
      remaining -= lengths[index]
      pending.removeFirst()
    }
    var tracks: [GridTrack] = []
    var offset: CGFloat = 0
    for (index, item) in items.enumerated() {
      let alignment = item.alignment ?? .center
      if case .adaptive(let minimum, let maximum) = item.size {
        let spacing = spacings[index]
        let minimum = max(minimum, 1)
        let count = max(Int(((lengths[index] + spacing) / (minimum + spacing)).rounded(.down)), 1)
        var each = (lengths[index] - spacing * CGFloat(count - 1)) / CGFloat(count)
        each = min(max(each, minimum), max(maximum, minimum))
        for _ in 0..<count {
          tracks.append(GridTrack(offset: offset, length: each, alignment: alignment))
          offset += each + spacing
        }
      } else {
        tracks.append(GridTrack(offset: offset, length: lengths[index], alignment: alignment))
        offset += lengths[index] + spacings[index]
      }
    }
    return tracks
  }
}
