import Foundation
import Testing
import Vellum
import VellumCairo

/// Control heights measured on iOS 17/18 renders (issue 28; spec §2.4a and §7), checked on
/// the laid-out tree at @3x, where a body line is 20.33 pt tall.
@Suite struct IOSConformanceControlTests {
  func snapshot<V: View>(_ view: V) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(
      of: view, proposal: ProposedViewSize(width: 390, height: 844), scale: 3, environment: environment)
  }

  func height<V: View>(_ view: V) throws -> CGFloat { try snapshot(view).size.height }

  /// Issue 28 and spec §2.4a: a disabled `.borderedProminent` button at `.controlSize(.large)`
  /// is 49.33 pt tall on iOS 17/18 (Vellum: 50), a body line and 14.5 above and below it.
  @Test func aLargeProminentButtonIs49Point33Tall() throws {
    let button = Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
    #expect(abs(try height(button.disabled(true)) - 49.33) < 0.01)
    #expect(abs(try height(button) - 49.33) < 0.01)
    #expect(abs(try height(Button("Continue") {}.buttonStyle(.bordered).controlSize(.large)) - 49.33) < 0.01)
    // Its fill over white reads rgb(233,233,234) on iOS (issue 28): secondarySystemFill,
    // (120,120,128) at 16 %. Cairo keeps colours in 8 bits by truncation (16 % → 40/255), so
    // Vellum draws (234,234,235): one unit lighter in each channel.
    let renderer = try ImageRenderer()
    let drawn = renderer.displayList(button.disabled(true).background(.white), size: .unspecified, scale: 1)
    let fill = try renderer.pixels(drawn.displayList, scale: 1, colorScheme: .light, parallel: false)[4, 25]
    let expected: [Int] = [233, 233, 234]
    let actual = [Int(fill.r), Int(fill.g), Int(fill.b)]
    #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 } && fill.a == 255, "\(fill)")
  }

  /// A bordered button is its label with padding above and below, so it grows with its label
  /// (Dynamic Type) as iOS's does; Vellum's fixed minimum height left an accessibility-size
  /// label touching the fill's edges (derived from the 49.33 above; L).
  @Test func borderedButtonsGrowWithTheirLabel() throws {
    for size in [ControlSize.regular, .large] {
      let s = try snapshot(
        Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(size).dynamicTypeSize(.accessibility3))
      let label = try #require(s.frames(ofText: "Continue").first)
      #expect(s.size.height - label.height >= 13, "\(size): \(s.size.height) for a \(label.height) label")
    }
  }

  /// Spec §7 (L): regular bordered buttons are 34–36 tall, small and mini ones 28 (on iOS a
  /// mini button is drawn as a small one; Vellum drew it 24); `.extraLarge` is drawn as
  /// `.large` on iPhone.
  @Test func borderedButtonHeightsPerControlSize() throws {
    for style in [
      AnyView(Button("Go") {}.buttonStyle(.bordered)), AnyView(Button("Go") {}.buttonStyle(.borderedProminent)),
    ] {
      let regular = try height(style)
      #expect(regular >= 34 && regular <= 36, "regular \(regular)")
      #expect(try height(style.controlSize(.small)) == 28)
      #expect(try height(style.controlSize(.mini)) == 28)
      #expect(abs(try height(style.controlSize(.extraLarge)) - 49.33) < 0.01)
    }
  }

  /// Spec §2.4a and issue 28: a `.roundedBorder` `TextField` is 34 pt tall on iOS 17/18, alone
  /// and in a `Form` row.
  @Test func aRoundedBorderFieldIs34Tall() throws {
    let field = TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
    #expect(try height(field) == 34)
    let inForm = try snapshot(Form { Section("Login") { field } })
    let kinds = inForm.frames(ofKind: "RoundedRectangle")
    #expect(kinds.contains { $0.height == 34 && $0.width == 310 }, "\(kinds)")
  }
}
