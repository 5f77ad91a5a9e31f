import Foundation

/// Timed media, as AVFoundation's `AVAsset`. A preview decodes no media, so an asset reads
/// nothing from its file: its duration is `.zero` and it is not playable, at once and through
/// `load(_:)` (Apple reads the file's header for both).
open class AVAsset: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  /// Apple's makes an `AVURLAsset`; this one keeps no URL, as it reads nothing from it.
  public convenience init(url URL: URL) { self.init() }

  /// `.zero`: nothing was read.
  open var duration: CMTime { .zero }
  open var isPlayable: Bool { false }
  open var isExportable: Bool { false }
  open var isReadable: Bool { false }
  open var preferredRate: Float { 1 }
  open var preferredVolume: Float { 1 }

  /// A property's value as this asset has it (iOS 16's asynchronous loading).
  open func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { property.value(self) }
}

/// A property `AVAsset.load(_:)` reads, as Apple's `AVAsyncProperty` (`.duration`,
/// `.isPlayable`).
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
  let value: (Root) -> Value
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
  public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
  public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { $0.isPlayable } }
  public static var isExportable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { $0.isExportable } }
  public static var isReadable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { $0.isReadable } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Float {
  public static var preferredRate: AVAsyncProperty<AVAsset, Float> { AVAsyncProperty { $0.preferredRate } }
  public static var preferredVolume: AVAsyncProperty<AVAsset, Float> { AVAsyncProperty { $0.preferredVolume } }
}

/// An asset at a URL, as AVFoundation's `AVURLAsset`; the URL is kept, the file never read.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  public let url: URL

  public init(url URL: URL, options: [String: Any]? = nil) {
    url = URL
    super.init()
  }
}
