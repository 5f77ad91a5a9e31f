import CoreText
import Foundation
import Testing
import Vellum
import VellumCairo

/// Core Text's font registration: an app that registers a bundled font at launch, after the
/// renderer exists, finds it with `Font.custom` in the same render; bad files and a second
/// registration fail with Core Text's codes.
@Suite(.serialized)
struct CTFontManagerTests {
  /// A font Vellum has in its directory but not as an app font, so its PostScript name is
  /// unknown until an app registers the file. Used by this test alone.
  static let light = URL(fileURLWithPath: "/usr/share/fonts/truetype/quicksand/Quicksand-Light.ttf")

  func width(_ font: Font, measuredBy engine: PangoTextEngine) -> (CGFloat, [String]) {
    var environment = EnvironmentValues()
    environment.textMeasurer = engine
    let snapshot = LayoutSnapshot(
      of: Text("Hello world").font(font), proposal: .unspecified, environment: environment)
    return (snapshot.size.width, snapshot.diagnostics)
  }

  @Test func aFontRegisteredAfterTheEngineIsMadeIsFound() throws {
    let engine = try ImageRenderer().text
    #expect(!engine.hasFontFamily("Quicksand-Light"), "registered before the test")
    let (_, before) = width(.custom("Quicksand-Light", size: 17), measuredBy: engine)
    #expect(before == ["Font.custom: no font named \"Quicksand-Light\"; drawn in the system font"])

    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterFontsForURL(Self.light as CFURL, .process, &error))
    #expect(error == nil)
    #expect(engine.hasFontFamily("Quicksand-Light"))
    let (light, after) = width(.custom("Quicksand-Light", size: 17), measuredBy: engine)
    let (regular, _) = width(.custom("Quicksand", size: 17), measuredBy: engine)
    #expect(after.isEmpty, "\(after)")
    #expect(abs(light - regular) > 0.5, "Light is drawn at its own weight: \(light) vs \(regular)")

    #expect(!CTFontManagerRegisterFontsForURL(Self.light as CFURL, .process, &error))
    let again = try #require(error?.takeRetainedValue())
    #expect(again.domain == kCTFontManagerErrorDomain as String)
    #expect(again.code == CTFontManagerError.alreadyRegistered.rawValue)
  }

  @Test func badFilesFailWithCoreTextsCodes() throws {
    var error: Unmanaged<CFError>?
    #expect(!CTFontManagerRegisterFontsForURL(NSURL(fileURLWithPath: "/no/such/font.ttf"), .process, &error))
    #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
    #expect(!CTFontManagerRegisterFontsForURL(NSURL(fileURLWithPath: "/etc/hostname"), .process, &error))
    #expect(error?.takeRetainedValue().code == CTFontManagerError.invalidFontData.rawValue)
    #expect(CGDataProvider(url: NSURL(fileURLWithPath: "/no/such/font.ttf")) == nil)
    let notAFont = try #require(CGDataProvider(url: NSURL(fileURLWithPath: "/etc/hostname")))
    #expect(CGFont(notAFont) == nil)
  }

  @Test func aGraphicsFontRegistersItsFile() throws {
    let url = URL(fileURLWithPath: "/usr/share/fonts/truetype/quicksand/Quicksand-Medium.ttf")
    let bytes = try Data(contentsOf: url)
    let provider = try #require(CGDataProvider(data: bytes as NSData))
    let font = try #require(CGFont(provider))
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(CustomFonts.files.contains(font.file))
    #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
  }
}
