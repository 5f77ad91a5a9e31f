import Foundation
import Testing
import Vellum
import VellumCairo

/// Styles read the environment of the control they style, as in SwiftUI: `@Environment` and
/// `@EnvironmentObject` in a `ButtonStyle` or `GaugeStyle` are installed before `makeBody`.
@Suite struct StyleEnvironmentTests {
  final class Theme: ObservableObject {
    @Published var accent = Color.green
  }

  /// Green from the theme when enabled, grey when the button is disabled.
  struct ThemedButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @EnvironmentObject private var theme: Theme
    func makeBody(configuration: Configuration) -> some View {
      (isEnabled ? theme.accent : Color.gray).frame(width: 40, height: 20)
    }
  }

  /// Blue in the dark scheme, orange in the light.
  struct SchemeGaugeStyle: GaugeStyle {
    @Environment(\.colorScheme) private var scheme
    func makeBody(configuration: Configuration) -> some View {
      (scheme == .dark ? Color.blue : Color.orange).frame(width: 40, height: 20)
    }
  }

  @Test func aStyleReadsItsControlsEnvironmentAndObjects() throws {
    let renderer = try ImageRenderer()
    let view = VStack(spacing: 0) {
      Button("On") {}
      Button("Off") {}.disabled(true)
      Gauge(value: 0.5) { Text("Level") }.gaugeStyle(SchemeGaugeStyle())
    }
    .buttonStyle(ThemedButtonStyle())
    .environmentObject(Theme())
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: .dark)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .dark, parallel: false)
    #expect(image[20, 10].g > 150 && image[20, 10].r < 100, "the theme's green: \(image[20, 10])")
    let off = image[20, 30]
    #expect(off.r == off.g && abs(Int(off.b) - Int(off.r)) < 10 && off.r > 100, "disabled draws grey: \(off)")
    #expect(image[20, 50].b > 200 && image[20, 50].r < 100, "the dark scheme's blue: \(image[20, 50])")
  }
}
