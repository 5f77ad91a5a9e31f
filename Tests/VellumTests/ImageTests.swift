import Foundation
import Testing
@testable import Vellum
import VellumCairo

/// Bitmap images from resources: asset lookup by scale and scheme, sizes, resizing, colour
/// sets, and missing or damaged files reported by name.
@Suite(.serialized)
struct ImageTests {
  static let assets = Bundle.module

  func displayList<V: View>(_ view: V, scale: CGFloat = 2, scheme: ColorScheme = .light) throws -> (String, [String]) {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: scale, colorScheme: scheme)
    return (result.displayList.description, result.diagnostics)
  }

  func pixels<V: View>(_ view: V, scale: CGFloat = 1, scheme: ColorScheme = .light) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: scale, colorScheme: scheme)
    return try renderer.pixels(result.displayList, scale: scale, colorScheme: scheme, parallel: false)
  }

  @Test(arguments: [
    (CGFloat(1), ColorScheme.light, "swatch.png"), (2, .light, "swatch@2x.png"), (3, .light, "swatch@3x.png"),
    (2, .dark, "swatch-dark@2x.png"), (3, .dark, "swatch-dark@2x.png"), (1, .dark, "swatch-dark@2x.png"),
  ])
  func assetCatalogPicksTheVariantForScaleAndScheme(scale: CGFloat, scheme: ColorScheme, file: String) throws {
    let (list, diagnostics) = try displayList(Image("Swatch", bundle: Self.assets), scale: scale, scheme: scheme)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(list.contains("image (0, 0, 4×2) \(file)"), "\(list)")
  }

  @Test func idealSizeIsPixelsOverTheVariantsScale() throws {
    for scale in [CGFloat(1), 2, 3] {
      let snapshot = LayoutSnapshot(
        of: Image("Swatch", bundle: Self.assets), proposal: ProposedViewSize(width: 300, height: 300), scale: scale)
      #expect(snapshot.size == CGSize(width: 4, height: 2), "at \(scale)x")
    }
    // Loose files: badge.png is 10×6 px at 1x, badge@2x.png 20×12 px at 2x: both 10×6 pt.
    let loose = LayoutSnapshot(of: Image("badge", bundle: Self.assets), proposal: .unspecified, scale: 2)
    #expect(loose.size == CGSize(width: 10, height: 6))
    // A single-scale image set (no "scale" key) counts its pixels as points.
    let single = LayoutSnapshot(of: Image("Icons/Star", bundle: Self.assets), proposal: .unspecified, scale: 3)
    #expect(single.size == CGSize(width: 6, height: 6))
    #expect(single.diagnostics.isEmpty, "\(single.diagnostics)")
  }

  @Test func resizableTakesTheProposalAndAspectRatioKeepsTheShape() throws {
    let proposal = ProposedViewSize(width: 100, height: 100)
    let fixed = LayoutSnapshot(
      of: Image("Swatch", bundle: Self.assets).frame(width: 100, height: 100), proposal: proposal)
    #expect(fixed.frames(ofKind: "Image(\"Swatch\")") == [CGRect(x: 48, y: 49, width: 4, height: 2)])
    let stretched = LayoutSnapshot(
      of: Image("Swatch", bundle: Self.assets).resizable().frame(width: 100, height: 100), proposal: proposal)
    #expect(stretched.frames(ofKind: "Image(\"Swatch\")") == [CGRect(x: 0, y: 0, width: 100, height: 100)])
    let fit = LayoutSnapshot(
      of: Image("Swatch", bundle: Self.assets).resizable().scaledToFit().frame(width: 100, height: 100),
      proposal: proposal)
    #expect(fit.frames(ofKind: "Image(\"Swatch\")") == [CGRect(x: 0, y: 25, width: 100, height: 50)])
    let fill = LayoutSnapshot(
      of: Image("Swatch", bundle: Self.assets).resizable().aspectRatio(contentMode: .fill).frame(
        width: 100, height: 100),
      proposal: proposal)
    #expect(fill.frames(ofKind: "Image(\"Swatch\")") == [CGRect(x: -50, y: 0, width: 200, height: 100)])
    // Resizable with a nil proposal: its ideal size.
    let ideal = LayoutSnapshot(of: Image("Swatch", bundle: Self.assets).resizable().fixedSize(), proposal: proposal)
    #expect(ideal.frames(ofKind: "Image(\"Swatch\")").first?.size == CGSize(width: 4, height: 2))
  }

  @Test func pngAndJPEGPixelsAreDrawn() throws {
    // photo.jpg: 32×16 px, red on the left half, blue on the right (JPEG, so approximately).
    let photo = try pixels(Image("photo", bundle: Self.assets))
    #expect(photo.width == 32 && photo.height == 16)
    let left = photo[4, 8]
    let right = photo[28, 8]
    #expect(left.r > 170 && left.b < 80, "\(left)")
    #expect(right.b > 170 && right.r < 80, "\(right)")
    // swatch@3x is pure blue and drawn at 3x.
    let swatch = try pixels(Image("Swatch", bundle: Self.assets), scale: 3)
    #expect(swatch.width == 12 && swatch[6, 3] == (0, 0, 255, 255))
  }

  @Test func capInsetsKeepTheEdgesAndStretchTheMiddle() throws {
    // bubble.png: 12×12 px, a 4 px blue border around white. Stretched to 40×40 with 4 pt caps,
    // the border stays 4 px wide; without caps it grows to about 13 px.
    let capped = try pixels(
      Image("bubble", bundle: Self.assets).resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        .frame(width: 40, height: 40))
    #expect(capped[2, 20] == (0, 0, 255, 255))
    #expect(capped[6, 20] == (255, 255, 255, 255), "\(capped[6, 20])")
    #expect(capped[37, 20] == (0, 0, 255, 255))
    let plain = try pixels(Image("bubble", bundle: Self.assets).resizable().frame(width: 40, height: 40))
    #expect(plain[6, 20].b == 255 && plain[6, 20].r < 60, "\(plain[6, 20])")
    let tiled = try displayList(
      Image("bubble", bundle: Self.assets).resizable(
        capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile))
    #expect(tiled.0.contains("caps:4,4,4,4 tile"), "\(tiled.0)")
  }

  @Test func templateImagesDrawInTheForegroundStyle() throws {
    // Glyph's image set asks for template rendering: its alpha is filled with the style.
    let tinted = try pixels(
      Image("Glyph", bundle: Self.assets).foregroundStyle(Color(red: 1, green: 0, blue: 0)), scale: 2)
    #expect(tinted[8, 8] == (255, 0, 0, 255), "\(tinted[8, 8])")
    #expect(tinted[0, 0] == (255, 255, 255, 255), "outside the glyph the background shows")
    let original = try pixels(
      Image("Glyph", bundle: Self.assets).renderingMode(.original).foregroundStyle(Color(red: 1, green: 0, blue: 0)),
      scale: 2)
    #expect(original[8, 8] == (0, 0, 0, 255), "\(original[8, 8])")
  }

  @Test func colourSetsFollowTheScheme() throws {
    let light = try pixels(Color("Brand", bundle: Self.assets).frame(width: 4, height: 4))
    #expect(light[2, 2] == (255, 128, 0, 255), "\(light[2, 2])")
    let dark = try pixels(Color("Brand", bundle: Self.assets).frame(width: 4, height: 4), scheme: .dark)
    #expect(dark[2, 2] == (51, 102, 153, 255), "\(dark[2, 2])")
    let (_, diagnostics) = try displayList(Color("Nope", bundle: Self.assets).frame(width: 4, height: 4))
    #expect(diagnostics.contains { $0.contains("\"Nope\"") }, "\(diagnostics)")
  }

  /// Signal has Any (red), Light (green), Dark (blue) and High Contrast entries (Xcode's
  /// "Any, Light, Dark" with High Contrast ticked). iOS uses the scheme's own entry at standard
  /// contrast; Vellum ignored the Light one and let Dark + High Contrast, written after Dark,
  /// replace it.
  @Test func colourSetsUseTheSchemesEntryAtStandardContrast() throws {
    let light = try pixels(Color("Signal", bundle: Self.assets).frame(width: 4, height: 4))
    #expect(light[2, 2] == (0, 255, 0, 255), "\(light[2, 2])")
    let dark = try pixels(Color("Signal", bundle: Self.assets).frame(width: 4, height: 4), scheme: .dark)
    #expect(dark[2, 2] == (0, 0, 255, 255), "\(dark[2, 2])")
  }

  /// SwiftUI's nil bundle is the main bundle: `Image("x", bundle: .main)` finds what
  /// `Image("x")` finds (Vellum searched the executable's own folder for `.main`, which holds
  /// no catalog in `vellum preview`, so the image was reported missing).
  @Test func theMainBundleIsSearchedAsNilIs() {
    #expect(ResourceLookup.roots(.main) == ResourceLookup.roots(nil))
  }

  /// Issue 28: iOS lays out a missing image at zero size and draws nothing, also when it is
  /// resizable (Vellum drew a dashed 24 pt square, 393 × 393 once scaled to fit, which pushed
  /// the rest of the screen down). The diagnostic stays.
  @Test func aMissingImageTakesNoRoomDrawsNothingAndIsReported() throws {
    let (list, diagnostics) = try displayList(Image("no-such-photo", bundle: Self.assets))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("no image named \"no-such-photo\"") == true, "\(diagnostics)")
    #expect(!list.contains("stroke") && !list.contains("image "), "nothing drawn: \(list)")
    let snapshot = LayoutSnapshot(
      of: VStack(spacing: 0) {
        Image("no-such-photo", bundle: Self.assets).resizable().scaledToFit()
        Text("below")
      }, proposal: ProposedViewSize(width: 393, height: 852))
    let below = try #require(snapshot.frames(ofText: "below").first)
    #expect(snapshot.size.height == below.height, "the image takes no room: \(snapshot.description)")
  }

  @Test(arguments: [("broken", "broken.png"), ("truncated", "truncated.jpg")])
  func damagedFilesAreReportedByNameAndNeverCrash(name: String, file: String) throws {
    let (list, diagnostics) = try displayList(
      VStack {
        Image(name, bundle: Self.assets); Text("after")
      })
    #expect(diagnostics.contains { $0.contains(file) }, "\(diagnostics)")
    #expect(list.contains("\"after\""), "the render goes on")
    _ = try pixels(Image(name, bundle: Self.assets))
  }

  @Test func headerSizesWithoutARenderer() throws {
    let png = try Data(
      contentsOf: #require(Self.assets.url(forResource: "badge@2x", withExtension: "png", subdirectory: "Assets/Loose"))
    )
    #expect(ImageHeader.pixelSize(png).map { [$0.0, $0.1] } == [20, 12])
    let jpg = try Data(
      contentsOf: #require(Self.assets.url(forResource: "photo", withExtension: "jpg", subdirectory: "Assets/Loose")))
    #expect(ImageHeader.pixelSize(jpg).map { [$0.0, $0.1] } == [32, 16])
    #expect(ImageHeader.pixelSize(Data("not an image".utf8)) == nil)
  }

  @Test func resizableSymbolsFillTheirFrame() throws {
    let (list, _) = try displayList(Image(systemName: "star.fill").resizable().frame(width: 40, height: 30))
    #expect(list.contains("symbol (0, 0, 40×30)"), "\(list)")
    let snapshot = LayoutSnapshot(
      of: Image(systemName: "star.fill").resizable().frame(width: 40, height: 30), proposal: .unspecified)
    #expect(snapshot.frames(ofKind: "Image(\"star.fill\")") == [CGRect(x: 0, y: 0, width: 40, height: 30)])
  }
}
