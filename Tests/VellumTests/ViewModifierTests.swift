import Foundation
import Testing
import Vellum

/// Custom `ViewModifier`s as public SwiftUI code writes them: a card style behind a
/// `View` extension, one that reads the environment, one with state, combined with `concat`.
@Suite struct ViewModifierTests {
  struct CardStyle: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme
    func body(content: Content) -> some View {
      content
        .padding(16)
        .background(colorScheme == .dark ? Color.black : Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay(alignment: .topTrailing) { Text(colorScheme == .dark ? "dark" : "light") }
    }
  }

  struct Badge: ViewModifier {
    let count: Int
    @State private var shown = true
    func body(content: Content) -> some View {
      HStack(spacing: 4) {
        content
        if shown { Text("\(count)") }
      }
    }
  }

  static func snapshot<V: View>(_ view: V, scheme: ColorScheme = .light) -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 852), environment: environment)
  }

  @Test func aModifierPlacesTheContentWhereItsBodySays() throws {
    let plain = try #require(Self.snapshot(Text("Hello")).frames(ofText: "Hello").first)
    let snapshot = Self.snapshot(Text("Hello").modifier(CardStyle()))
    let text = try #require(snapshot.frames(ofText: "Hello").first)
    #expect(text.size == plain.size)
    #expect(snapshot.size == CGSize(width: plain.width + 32, height: plain.height + 32))
    #expect(text.minX - (393 - snapshot.size.width) / 2 == 16, "the content sits inside the padding")
  }

  @Test func aModifiersDynamicPropertiesAreRead() {
    #expect(!Self.snapshot(Text("Hi").modifier(CardStyle()), scheme: .dark).frames(ofText: "dark").isEmpty)
    #expect(!Self.snapshot(Text("Hi").modifier(CardStyle())).frames(ofText: "light").isEmpty)
    #expect(!Self.snapshot(Text("Inbox").modifier(Badge(count: 3))).frames(ofText: "3").isEmpty)
  }

  @Test func concatAppliesTheFirstModifierInside() throws {
    let both = Self.snapshot(Text("Inbox").modifier(Badge(count: 7).concat(CardStyle())))
    let separate = Self.snapshot(Text("Inbox").modifier(Badge(count: 7)).modifier(CardStyle()))
    let badge = try #require(both.frames(ofText: "7").first)
    #expect(both.frames(ofText: "7") == separate.frames(ofText: "7"))
    #expect(both.frames(ofText: "Inbox") == separate.frames(ofText: "Inbox"))
    #expect(both.size.width == separate.size.width && badge.maxX < both.frames(ofText: "light")[0].maxX + 1)
  }

  @Test func theEmptyModifierChangesNothing() {
    #expect(
      Self.snapshot(Text("Same").modifier(EmptyModifier.identity)).frames(ofText: "Same")
        == Self.snapshot(Text("Same")).frames(ofText: "Same"))
  }
}
