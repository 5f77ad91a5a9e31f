import Foundation

/// The state of an `AsyncImage`'s load, as in SwiftUI.
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)

  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension Image: @unchecked Sendable {}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. Vellum renders without a network
/// or a run loop: a `file://` URL to a PNG or JPEG loads at once (the success phase); a
/// missing file is the failure phase; any other URL stays in the empty phase, which shows
/// the placeholder — what iOS shows before the download finishes.
nonisolated public struct AsyncImage<Content: View>: View {
  let phase: AsyncImagePhase
  let content: (AsyncImagePhase) -> Content

  /// The image at its own size once loaded, a grey box before.
  public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
    self.init(url: url, scale: scale) { phase in
      phase.image.map { AnyView($0) } ?? AnyView(Color(.secondarySystemFill))
    }
  }

  /// The loaded image through `content`, `placeholder` before (and on failure).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == AnyView {
    self.init(url: url, scale: scale) { phase in
      phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder())
    }
  }

  /// Each phase through `content`; the transaction is accepted and unused.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.phase = Self.load(url, scale: scale)
    self.content = content
  }

  static func load(_ url: URL?, scale: CGFloat) -> AsyncImagePhase {
    guard let url, url.isFileURL else { return .empty }
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      return .failure(ImageDecodingError("\(url.lastPathComponent): no such file"))
    }
    return .success(Image(fileURL: url, scale: scale))
  }

  public var body: some View { content(phase) }
}
