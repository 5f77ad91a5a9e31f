import Foundation

/// A player of a list of items, as AVFoundation's `AVQueuePlayer`: the list is kept and
/// advanced by hand; as with `AVPlayer`, nothing plays and the first item never ends.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  private var queue: [AVPlayerItem]

  public init(items: [AVPlayerItem]) {
    queue = items
    super.init(playerItem: items.first)
  }

  public override init(playerItem item: AVPlayerItem?) {
    queue = item.map { [$0] } ?? []
    super.init(playerItem: item)
  }

  public override init() {
    queue = []
    super.init(playerItem: nil)
  }

  open func items() -> [AVPlayerItem] { queue }

  open func advanceToNextItem() {
    if !queue.isEmpty { queue.removeFirst() }
    super.replaceCurrentItem(with: queue.first)
  }

  open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool { !queue.contains(item) }

  open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
    guard canInsert(item, after: afterItem) else { return }
    if let afterItem, let index = queue.firstIndex(of: afterItem) {
      queue.insert(item, at: index + 1)
    } else {
      queue.append(item)
    }
    if queue.count == 1 { super.replaceCurrentItem(with: item) }
  }

  open func remove(_ item: AVPlayerItem) {
    let wasCurrent = item == currentItem
    queue.removeAll { $0 == item }
    if wasCurrent { super.replaceCurrentItem(with: queue.first) }
  }

  open func removeAllItems() {
    queue.removeAll()
    super.replaceCurrentItem(with: nil)
  }
}

/// Loops an item on a queue player, as AVFoundation's `AVPlayerLooper`: the item never ends
/// in a preview, so the loop count stays at zero.
open class AVPlayerLooper: NSObject, @unchecked Sendable {
  public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid)
  {
    player.insert(itemToLoop, after: nil)
    super.init()
  }

  open var loopCount: Int { 0 }
  open var status: Status { .ready }
  open var error: (any Error)? { nil }
  open func disableLooping() {}

  public enum Status: Int, Sendable {
    case unknown = 0
    case ready = 1
    case failed = 2
    case cancelled = 3
  }
}
