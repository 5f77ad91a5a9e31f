import Foundation
import Testing
import Vellum
import VellumPreview
import VellumTesting

// Previews written as SwiftUI code writes them; the suite below finds them on its own.

extension EnvironmentValues {
  @Entry var discoveryGreeting: String = "Hello from @Entry"
}

struct DiscoveryGreeting: View {
  @Environment(\.discoveryGreeting) var greeting
  var body: some View { Text(greeting) }
}

#Preview {
  DiscoveryGreeting()
}

#Preview("Discovery: custom greeting", traits: .sizeThatFitsLayout) {
  DiscoveryGreeting().environment(\.discoveryGreeting, "Hi")
}

#Preview(traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
  @Previewable @State var count = 3
  Text("Count \(count)")
}

#Preview("Discovery: landscape", traits: .landscapeRight) {
  Color.red
}

struct DiscoveryRow_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      DiscoveryGreeting()
      DiscoveryGreeting()
        .previewDisplayName("Discovery: dark row")
        .preferredColorScheme(.dark)
        .previewLayout(.fixed(width: 320, height: 60))
      Text("Third").previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    }
  }
}

@Suite struct PreviewDiscoveryTests {
  var mine: [Preview] { Preview.discovered(inModule: "VellumTests") }

  func preview(_ name: String) throws -> Preview {
    try #require(mine.first { $0.name == name }, "no preview \(name) in \(mine.map(\.name))")
  }

  func texts(_ preview: Preview) -> [String] {
    let snapshot = LayoutSnapshot(of: preview.view, proposal: preview.canvas.proposal)
    return snapshot.description.split(separator: "\n").compactMap { line in
      line.range(of: "Text(\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
    }
  }

  @Test func previewsAndProvidersOfThisModuleAreFoundWithStableNames() {
    #expect(
      mine.map(\.name) == [
        "PreviewDiscoveryTests", "Discovery: custom greeting", "PreviewDiscoveryTests 2", "Discovery: landscape",
        "Wrapper", "Branches", "Private state", "DiscoveryRow", "Discovery: dark row", "DiscoveryRow 2", "DiscoveryApp",
      ])
    #expect(Preview.discovered.map(\.name) == Preview.discovered.map(\.name), "the same order every time")
  }

  /// Counting a provider's previews runs no custom view's body: a screen whose body traps
  /// (an `@EnvironmentObject` its preview forgot) fails when it renders, not when the
  /// catalog is listed.
  @Test func countingAProvidersPreviewsRunsNoBody() {
    final class Runs: @unchecked Sendable { var count = 0 }
    struct Screen: View {
      let runs: Runs
      var body: some View {
        runs.count += 1
        return Text("Screen")
      }
    }
    let runs = Runs()
    let settings = _previewSettings {
      Group {
        Screen(runs: runs).previewDisplayName("Light")
        Screen(runs: runs).preferredColorScheme(.dark)
      }
    }
    #expect(settings.map(\.displayName) == ["Light", nil])
    #expect(settings.map(\.colorScheme) == [nil, .dark])
    #expect(runs.count == 0)
  }

  @Test func aPreviewInAnotherModuleIsFound() {
    let seed = Preview.discovered(inModule: "SeedCards")
    #expect(seed.map(\.name) == ["SubviewCardContainer"])
  }

  @Test func entryAndPreviewBodiesRender() throws {
    #expect(texts(try preview("PreviewDiscoveryTests")) == ["Hello from @Entry"])
    #expect(texts(try preview("Discovery: custom greeting")) == ["Hi"])
    #expect(texts(try preview("PreviewDiscoveryTests 2")) == ["Count 3"], "@Previewable state has its initial value")
    #expect(texts(try preview("DiscoveryRow 2")) == ["Third"], "a provider's child is rendered alone")
  }

  @Test func traitsChooseTheCanvas() throws {
    #expect(try preview("PreviewDiscoveryTests").canvas == .iPhone15)
    #expect(try preview("Discovery: custom greeting").canvas == .sizeThatFits)
    #expect(try preview("PreviewDiscoveryTests 2").canvas == .fixed(width: 200, height: 100))
    let landscape = try preview("Discovery: landscape").canvas
    #expect(landscape.proposal == ProposedViewSize(width: 852, height: 393))
    #expect(landscape.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
  }

  @Test func providerModifiersSetNameCanvasAndScheme() throws {
    let dark = try preview("Discovery: dark row")
    #expect(dark.canvas == .fixed(width: 320, height: 60))
    #expect(dark.variants(schemes: [.light, .dark], scales: [2]) == [Variant(.dark, scale: 2)])
    #expect(try preview("DiscoveryRow 2").canvas == .iPhoneSE)
  }

  @Test func catalogWithNothingListedServesTheDiscoveredPreviews() {
    struct Previews: PreviewCatalog {}
    #expect(Previews.previews.map(\.name) == Preview.discovered.map(\.name))
    #expect(Previews.previews.count >= 8)
  }
}

@Suite struct PreviewGoldenTests {
  /// One call golden-tests every preview of this module, each on its canvas and in the
  /// schemes its traits allow (the dark row only in dark).
  @Test func previewsOfThisModule() {
    assertGoldenPreviews(Preview.discovered(inModule: "VellumTests"))
  }
}
