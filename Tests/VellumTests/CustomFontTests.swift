import Foundation
import Testing
import Vellum
import VellumCairo

/// `Font.custom`: a known family draws in its own font, an unknown one falls back to the
/// system font with a diagnostic, sizes scale with Dynamic Type unless fixed, and only font
/// files can be registered.
@Suite(.serialized)
struct CustomFontTests {
  func snapshot<V: View>(_ view: V, typeSize: DynamicTypeSize = .large) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try ImageRenderer().text
    environment.dynamicTypeSize = typeSize
    return LayoutSnapshot(of: view, proposal: .unspecified, environment: environment)
  }

  @Test func aKnownFamilyDrawsInItsOwnFont() throws {
    let custom = try snapshot(Text("Hello world").font(.custom("Quicksand", size: 17)))
    let system = try snapshot(Text("Hello world").font(.system(size: 17)))
    #expect(custom.diagnostics.isEmpty, "\(custom.diagnostics)")
    #expect(abs(custom.size.width - system.size.width) > 1, "\(custom.size) vs \(system.size)")
    let renderer = try ImageRenderer()
    let list = renderer.displayList(Text("Hi").font(.custom("Quicksand", size: 17)), size: .unspecified)
      .displayList.description
    #expect(list.contains("\"Quicksand\" 17pt"), "\(list)")
  }

  @Test func anUnknownFamilyFallsBackWithADiagnostic() throws {
    let missing = try snapshot(Text("Hello world").font(.custom("No Such Sans", size: 17)))
    let system = try snapshot(Text("Hello world").font(.system(size: 17)))
    #expect(missing.diagnostics == ["Font.custom: no font named \"No Such Sans\"; drawn in the system font"])
    #expect(abs(missing.size.width - system.size.width) < 0.01)
  }

  @Test func sizesScaleWithDynamicTypeUnlessFixed() throws {
    // Body is 17 pt at Large and 23 pt at xxxLarge (spec §1.3): a 20 pt custom font becomes 27.06 pt.
    let renderer = try ImageRenderer()
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .xxxLarge
    let scaled = renderer.displayList(
      Text("A").font(.custom("Quicksand", size: 20)), size: .unspecified, environment: environment
    ).displayList.description
    #expect(scaled.contains("\"Quicksand\" 27.06pt"), "\(scaled)")
    let fixed = renderer.displayList(
      Text("A").font(.custom("Quicksand", fixedSize: 20)), size: .unspecified, environment: environment
    ).displayList.description
    #expect(fixed.contains("\"Quicksand\" 20pt"), "\(fixed)")
    let relative = renderer.displayList(
      Text("A").font(.custom("Quicksand", size: 20, relativeTo: .caption)), size: .unspecified,
      environment: environment
    ).displayList.description
    // Caption: 12 pt at Large, 18 pt at xxxLarge → 30 pt.
    #expect(relative.contains("\"Quicksand\" 30pt"), "\(relative)")
  }

  @Test func onlyFontFilesRegister() throws {
    #expect(throws: (any Error).self) { try CustomFonts.register(URL(fileURLWithPath: "/no/such/font.ttf")) }
    #expect(throws: (any Error).self) { try CustomFonts.register(URL(fileURLWithPath: "/etc/hostname")) }
    try CustomFonts.register(URL(fileURLWithPath: "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf"))
    #expect(CustomFonts.files.contains { $0.lastPathComponent == "Quicksand-Bold.ttf" })
  }

  /// iOS takes a font's PostScript name (`Font.custom("Roboto-Bold", …)`, a pet app's fonts):
  /// an app font named so draws as its family at the file's weight.
  @Test func aPostScriptNameDrawsItsFamilyAtItsWeight() throws {
    try CustomFonts.register(URL(fileURLWithPath: "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf"))
    let named = try snapshot(Text("Hello world").font(.custom("Quicksand-Bold", size: 17)))
    let bold = try snapshot(Text("Hello world").font(.custom("Quicksand", size: 17).bold()))
    let regular = try snapshot(Text("Hello world").font(.custom("Quicksand", size: 17)))
    #expect(named.diagnostics.isEmpty, "\(named.diagnostics)")
    #expect(abs(named.size.width - bold.size.width) < 0.01, "\(named.size) vs \(bold.size)")
    #expect(abs(named.size.width - regular.size.width) > 1, "\(named.size) vs \(regular.size)")
    // And by its full name, as Core Text finds it ("Quicksand Bold", an app's "Poppins SemiBold").
    let full = try snapshot(Text("Hello world").font(.custom("Quicksand Bold", size: 17)))
    #expect(full.diagnostics.isEmpty, "\(full.diagnostics)")
    #expect(abs(full.size.width - bold.size.width) < 0.01, "\(full.size) vs \(bold.size)")
  }
}
