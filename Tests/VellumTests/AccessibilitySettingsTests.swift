import Foundation
import Testing
import Vellum

/// The accessibility settings a screen reads from the environment to choose a solid fill
/// over a material, or to add a label to a colour-only cue.
@Suite struct AccessibilitySettingsTests {
  /// A banner that drops its material when Reduce Transparency is on and spells out its
  /// state when colours should not carry it alone.
  struct StatusBanner: View {
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var legibility
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver

    var body: some View {
      HStack {
        Circle().fill(.green).frame(width: 8, height: 8)
        if differentiateWithoutColor { Text("Online") }
        if contrast == .increased || legibility == .bold || voiceOver { Text("Clear") }
      }
      .padding()
      .background(reduceTransparency ? AnyShapeStyle(Color.gray) : AnyShapeStyle(.regularMaterial))
    }
  }

  static func texts(_ view: some View) -> [String] {
    let list = Renderer(view, proposal: ProposedViewSize(width: 300, height: 100)).displayList
    return list.items.compactMap { if case .text(let run, _, _) = $0 { run.string } else { nil } }
  }

  @Test func everySettingIsOffByDefault() {
    let values = EnvironmentValues()
    #expect(!values.accessibilityReduceTransparency && !values.accessibilityDifferentiateWithoutColor)
    #expect(!values.accessibilityInvertColors && !values.accessibilityShowButtonShapes)
    #expect(!values.accessibilityVoiceOverEnabled && !values.accessibilitySwitchControlEnabled)
    #expect(!values.accessibilityEnabled)
    #expect(values.colorSchemeContrast == .standard && values.legibilityWeight == .regular)
    #expect(Self.texts(StatusBanner()).isEmpty)
  }

  @Test func aPreviewCanTurnOneOn() {
    #expect(Self.texts(StatusBanner().environment(\.accessibilityDifferentiateWithoutColor, true)) == ["Online"])
    #expect(Self.texts(StatusBanner().environment(\.colorSchemeContrast, .increased)) == ["Clear"])
  }
}
