import Foundation
import LinkPresentation
import Testing
import Vellum
import VellumCairo

/// LinkPresentation on a device that is offline: metadata cannot be fetched, a link view is
/// drawn as its empty card, and a share sheet's item source is never asked.
@Suite struct LinkPresentationTests {
  /// What a handler was called with.
  final class Received: @unchecked Sendable {
    var metadata: LPLinkMetadata?
    var error: (any Error)?
    var object: (any NSItemProviderReading)?
  }

  @Test func fetchingMetadataFailsOffline() async throws {
    let url = try #require(URL(string: "https://example.com/decks/spanish"))
    let provider = LPMetadataProvider()
    provider.timeout = 5
    let received = Received()
    provider.startFetchingMetadata(for: url) {
      received.metadata = $0
      received.error = $1
    }
    #expect(received.metadata == nil)
    let error = try #require(received.error as? LPError)
    #expect(error.code == .metadataFetchFailed)
    #expect((error as NSError).domain == LPErrorDomain && (error as NSError).code == 2)
    await #expect(throws: LPError(.metadataFetchFailed)) { try await provider.startFetchingMetadata(for: url) }
    await #expect(throws: LPError(.metadataFetchFailed)) {
      try await LPMetadataProvider().startFetchingMetadata(for: URLRequest(url: url))
    }
  }

  /// A share sheet's item that describes its link, as apps give one to `UIActivityViewController`.
  final class DeckLink: NSObject, UIActivityItemSource {
    let url: URL
    init(url: URL) { self.url = url }
    func activityViewControllerPlaceholderItem(_ controller: UIActivityViewController) -> Any { url }
    func activityViewController(
      _ controller: UIActivityViewController, itemForActivityType type: UIActivity.ActivityType?
    ) -> Any? { url }
    func activityViewControllerLinkMetadata(_ controller: UIActivityViewController) -> LPLinkMetadata? {
      let metadata = LPLinkMetadata()
      metadata.url = url
      metadata.originalURL = url
      metadata.title = url.lastPathComponent
      metadata.iconProvider = NSItemProvider(object: UIImage())
      return metadata
    }
  }

  @Test func metadataKeepsWhatTheAppSets() throws {
    let url = try #require(URL(string: "https://example.com/decks/spanish"))
    let source = DeckLink(url: url)
    let sheet = UIActivityViewController(activityItems: [source], applicationActivities: nil)
    let metadata = try #require(source.activityViewControllerLinkMetadata(sheet))
    #expect(metadata.title == "spanish" && metadata.url == url && metadata.imageProvider == nil)
    #expect(source.activityViewController(sheet, subjectForActivityType: .mail) == "")
    // An item provider made with an image carries it, and hands it back for its class.
    let icon = try #require(metadata.iconProvider)
    #expect(icon.canLoadObject(ofClass: UIImage.self) && icon.hasItemConformingToTypeIdentifier("public.image"))
    let received = Received()
    icon.loadObject(ofClass: UIImage.self) { object, _ in received.object = object }
    #expect(received.object is UIImage)
    #expect(!NSItemProvider().canLoadObject(ofClass: UIImage.self))
    #expect(LPLinkView(url: url).metadata.originalURL == url)
    #expect(LPLinkView(metadata: metadata).metadata.title == "spanish")
  }

  struct LinkCard: UIViewRepresentable {
    let url: URL
    func makeUIView(context: Context) -> LPLinkView { LPLinkView(url: url) }
    func updateUIView(_ view: LPLinkView, context: Context) {}
  }

  @Test func aLinkViewIsDrawnAsAnEmptyCard() throws {
    let renderer = try ImageRenderer()
    let view = LinkCard(url: URL(string: "https://example.com")!).frame(width: 300, height: 100)
    let result = renderer.displayList(view, size: .unspecified, scale: 1)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .light)
    let fill = image[150, 50]
    #expect(fill.r < 245 && fill.r > 200 && fill.b >= fill.r, "the secondary system fill: \(fill)")
    #expect(image[0, 0] == (255, 255, 255, 255), "the card's corners are rounded: \(image[0, 0])")
  }
}
