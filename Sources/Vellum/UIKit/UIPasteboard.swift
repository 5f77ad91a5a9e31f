import Foundation

/// UIKit's pasteboard, as SwiftUI code uses it (`UIPasteboard.general.string = code` behind a
/// copy button). In Vellum it lives in the process's memory and starts empty: nothing reaches
/// the system's clipboard, and a preview reads back only what it wrote.
public final class UIPasteboard: @unchecked Sendable {
  /// The general pasteboard.
  public static let general = UIPasteboard()

  private let lock = NSLock()
  private var items: [Any] = []

  public init() {}

  private func read<T>(_ type: T.Type) -> [T] {
    lock.lock()
    defer { lock.unlock() }
    return items.compactMap { $0 as? T }
  }

  private func write(_ values: [Any]) {
    lock.lock()
    items = values
    lock.unlock()
  }

  /// The first string on the pasteboard; setting it replaces what was there.
  public var string: String? {
    get { read(String.self).first }
    set { write(newValue.map { [$0] } ?? []) }
  }

  public var strings: [String]? {
    get { let all = read(String.self); return all.isEmpty ? nil : all }
    set { write(newValue ?? []) }
  }

  public var url: URL? {
    get { read(URL.self).first }
    set { write(newValue.map { [$0] } ?? []) }
  }

  public var image: UIImage? {
    get { read(UIImage.self).first }
    set { write(newValue.map { [$0] } ?? []) }
  }

  public var hasStrings: Bool { !read(String.self).isEmpty }
  public var hasURLs: Bool { !read(URL.self).isEmpty }
  public var hasImages: Bool { !read(UIImage.self).isEmpty }
  public var numberOfItems: Int { read(Any.self).count }
}
