import Foundation
import Testing

@testable import Vellum

/// iOS 26's Liquid Glass API compiles and draws as the iOS 17–18 material an app gives those
/// versions (on Linux `#available(iOS 26, *)` is true, so apps take their glass branch).
@Suite struct GlassEffectTests {
  func drawn(_ view: some View) -> String {
    Renderer(view.frame(width: 120, height: 44), proposal: .unspecified).displayList.description
  }

  @Test func glassIsDrawnAsItsMaterialWithItsTint() {
    let card = RoundedRectangle(cornerRadius: 12)
    #expect(
      drawn(Text("Pulse").glassEffect(.regular.interactive(), in: card))
        == drawn(Text("Pulse").background { ZStack { card.fill(.regularMaterial) } }))
    #expect(
      drawn(Text("Pulse").glassEffect(.clear.tint(.red.opacity(0.45)), in: card))
        == drawn(
          Text("Pulse").background {
            ZStack {
              card.fill(.ultraThinMaterial); card.fill(.red.opacity(0.45))
            }
          }))
    #expect(
      drawn(Text("Pulse").glassEffect())
        == drawn(Text("Pulse").background { ZStack { Capsule().fill(.regularMaterial) } }))
    #expect(drawn(Text("Pulse").glassEffect(.identity)) == drawn(Text("Pulse")))
    #expect(drawn(Text("Pulse").glassEffect()).contains("material"), "\(drawn(Text("Pulse").glassEffect()))")
  }

  @Test func containersUnionsAndGlassButtonsKeepTheirLayout() {
    @Namespace var space
    let grouped = GlassEffectContainer(spacing: 8) {
      HStack {
        Text("A").glassEffect(in: Circle()).glassEffectUnion(id: "pair", namespace: space)
        Text("B").glassEffect(in: Circle()).glassEffectID("b", in: space).glassEffectTransition(.materialize)
      }
    }
    let plain = HStack {
      Text("A").glassEffect(in: Circle())
      Text("B").glassEffect(in: Circle())
    }
    #expect(drawn(grouped) == drawn(plain))
    #expect(drawn(Button("Go") {}.buttonStyle(.glass)) == drawn(Button("Go") {}.buttonStyle(.bordered)))
    #expect(
      drawn(Button("Go") {}.buttonStyle(.glassProminent)) == drawn(Button("Go") {}.buttonStyle(.borderedProminent)))
  }

  @Test func roleButtonsShowTheSystemLabel() {
    #expect(drawn(Button(role: .close) {}) == drawn(Button(role: .close) { Image(systemName: "xmark") }))
    #expect(drawn(Button(role: .confirm) {}) == drawn(Button(role: .confirm) { Image(systemName: "checkmark") }))
    #expect(drawn(Button(role: .close) {}) != drawn(Button(role: .confirm) {}))
  }
}
