import Foundation
import Testing
import Vellum
import VellumCairo

/// `AsyncImage` at render time: a `file://` URL loads, other URLs show the placeholder, a
/// missing file is the failure phase.
@Suite struct AsyncImageTests {
  static let photo = Bundle.module.url(forResource: "photo", withExtension: "jpg", subdirectory: "Assets/Loose")

  @Test func aFileURLLoadsAtItsSizeOverScale() throws {
    let url = try #require(Self.photo)
    let snapshot = LayoutSnapshot(of: AsyncImage(url: url, scale: 2), proposal: .unspecified)
    // photo.jpg is 32×16 px: 16×8 pt at scale 2.
    #expect(snapshot.size == CGSize(width: 16, height: 8))
    #expect(snapshot.diagnostics.isEmpty, "\(snapshot.diagnostics)")
  }

  @Test func otherURLsShowThePlaceholder() throws {
    let view = AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
      image.resizable()
    } placeholder: {
      Color.red.frame(width: 30, height: 20).id("placeholder")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
    #expect(snapshot.frame(of: "placeholder") == CGRect(x: 0, y: 0, width: 30, height: 20))
  }

  @Test func phasesAreReported() throws {
    func phase(_ url: URL?) -> String {
      var seen = ""
      _ = LayoutSnapshot(
        of: AsyncImage(url: url) { phase in
          let _ = {
            switch phase {
            case .empty: seen = "empty"
            case .success: seen = "success"
            case .failure: seen = "failure"
            }
          }()
          Color.clear
        }, proposal: .unspecified)
      return seen
    }
    #expect(phase(nil) == "empty")
    #expect(phase(URL(string: "https://example.com/a.png")) == "empty")
    #expect(phase(try #require(Self.photo)) == "success")
    #expect(phase(URL(fileURLWithPath: "/no/such/file.png")) == "failure")
  }
}
