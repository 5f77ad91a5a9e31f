import Foundation
import Testing
import Vellum
import VellumCairo

/// SVG and PDF image sets: sized in points as Xcode compiles them, drawn sharp at the
/// display's scale, template rendering honoured (test assets `Diamond`, `Ticket`, `Tick`).
@Suite struct VectorImageTests {
  static let assets = Bundle.module

  func pixels<V: View>(_ view: V, scale: CGFloat) throws -> (RGBAImage, String, [String]) {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: scale, colorScheme: .light)
    let image = try renderer.pixels(result.displayList, scale: scale, colorScheme: .light, parallel: false)
    return (image, result.displayList.description, result.diagnostics)
  }

  /// diamond.svg is 20 × 10 (its viewBox 40 × 20); ticket.pdf's MediaBox 30 × 12; tick.svg has
  /// only a 16 × 16 viewBox. Without a renderer the core reads the same sizes from the files.
  @Test(arguments: [
    ("Diamond", CGSize(width: 20, height: 10)), ("Ticket", CGSize(width: 30, height: 12)),
    ("Tick", CGSize(width: 16, height: 16)),
  ])
  func idealSizeIsTheFilesSizeInPointsAtEveryScale(name: String, size: CGSize) throws {
    for scale in [CGFloat(1), 2, 3] {
      let snapshot = LayoutSnapshot(of: Image(name, bundle: Self.assets), proposal: .unspecified, scale: scale)
      #expect(snapshot.size == size, "\(name) at \(scale)x")
      #expect(snapshot.diagnostics.isEmpty, "\(snapshot.diagnostics)")
      let (image, list, diagnostics) = try pixels(Image(name, bundle: Self.assets), scale: scale)
      #expect(diagnostics.isEmpty, "\(diagnostics)")
      #expect(list.contains("image (0, 0, \(Int(size.width))×\(Int(size.height)))"), "\(list)")
      #expect(image.width == Int(size.width * scale) && image.height == Int(size.height * scale))
    }
  }

  @Test func svgIsDrawnAtTheDisplaysScale() throws {
    let (image, list, _) = try pixels(Image("Diamond", bundle: Self.assets), scale: 3)
    #expect(list.contains("diamond.svg 60×30px@3x"), "drawn for 3x, not stretched from 1x: \(list)")
    #expect(image[5, 15] == (255, 0, 0, 255), "\(image[5, 15])")
    #expect(image[54, 15] == (0, 0, 255, 255), "\(image[54, 15])")
    // The halves meet at x 30 px with no blur: a 1x bitmap stretched 3× would blend 29 and 30.
    #expect(image[29, 15] == (255, 0, 0, 255) && image[30, 15] == (0, 0, 255, 255))
  }

  @Test func pdfIsDrawnFromItsFirstPage() throws {
    let (image, list, _) = try pixels(Image("Ticket", bundle: Self.assets), scale: 2)
    #expect(list.contains("ticket.pdf 60×24px@2x"), "\(list)")
    let centre = image[30, 12]
    #expect(centre.r == 0 && centre.b == 0 && (126...129).contains(centre.g) && centre.a == 255, "\(centre)")
  }

  @Test func templateVectorsDrawInTheForegroundStyle() throws {
    let (tinted, _, _) = try pixels(
      Image("Tick", bundle: Self.assets).foregroundStyle(Color(red: 1, green: 0, blue: 0)), scale: 2)
    #expect(tinted[16, 16] == (255, 0, 0, 255), "\(tinted[16, 16])")
    #expect(tinted[1, 1] == (255, 255, 255, 255), "outside the square the background shows")
    let (original, _, _) = try pixels(
      Image("Tick", bundle: Self.assets).renderingMode(.original).foregroundStyle(Color(red: 1, green: 0, blue: 0)),
      scale: 2)
    #expect(original[16, 16] == (0, 0, 0, 255), "\(original[16, 16])")
  }

  @Test func resizableVectorsScaleIntoTheirFrame() throws {
    let snapshot = LayoutSnapshot(
      of: Image("Diamond", bundle: Self.assets).resizable().scaledToFit().frame(width: 100, height: 100),
      proposal: .unspecified)
    #expect(snapshot.frames(ofKind: "Image(\"Diamond\")") == [CGRect(x: 0, y: 25, width: 100, height: 50)])
  }

  @Test(arguments: [
    (#"<svg width="24" height="12">"#, CGSize(width: 24, height: 12)),
    (#"<svg width="24px" height="0.5in">"#, CGSize(width: 24, height: 36)),
    (#"<svg stroke-width="3" viewBox="0 0 10 20" width="5">"#, CGSize(width: 5, height: 10)),
    (#"<svg viewBox='0,0,8,4' height='2'>"#, CGSize(width: 4, height: 2)),
    (
      #"<?xml version="1.0"?><!-- --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 9">"#,
      CGSize(width: 7, height: 9)
    ),
  ])
  func svgSizesAreReadFromTheRootElement(text: String, size: CGSize) throws {
    #expect(try VectorImageSize.pointSize(Data(text.utf8), name: "x.svg") == size)
  }

  @Test func aPercentageSizeFallsBackToTheViewBoxAndNoSizeIsAnError() throws {
    let percent = #"<svg width="100%" height="100%" viewBox="0 0 6 3">"#
    #expect(try VectorImageSize.pointSize(Data(percent.utf8), name: "x.svg") == CGSize(width: 6, height: 3))
    #expect(throws: ImageDecodingError.self) { try VectorImageSize.pointSize(Data("<svg>".utf8), name: "x.svg") }
    #expect(throws: ImageDecodingError.self) { try VectorImageSize.pointSize(Data("<svg>".utf8), name: "x.pdf") }
  }
}

extension VectorImageTests {
  /// Diamond's and Tick's image sets preserve vector data: resized, they are redrawn from the
  /// SVG, so the halves still meet at one sharp pixel edge; a 60 px bitmap stretched to 300 px
  /// would blend a few pixels across it.
  @Test func aResizedImageThatPreservesVectorsIsRedrawnSharp() throws {
    let (image, list, _) = try pixels(
      Image("Diamond", bundle: Self.assets).resizable().frame(width: 100, height: 50), scale: 3)
    #expect(list.contains("vector"), "\(list)")
    #expect(image[149, 75] == (255, 0, 0, 255), "\(image[149, 75])")
    #expect(image[150, 75] == (0, 0, 255, 255), "\(image[150, 75])")
    let (tinted, _, _) = try pixels(
      Image("Tick", bundle: Self.assets).resizable().foregroundStyle(Color(red: 0, green: 0, blue: 1))
        .frame(width: 64, height: 64), scale: 1)
    #expect(tinted[32, 32] == (0, 0, 255, 255), "\(tinted[32, 32])")
    #expect(tinted[4, 4] == (255, 255, 255, 255), "the square's inset (2 of 16) scales to 8 pt: \(tinted[4, 4])")
    #expect(tinted[9, 9] == (0, 0, 255, 255), "\(tinted[9, 9])")
  }

  /// Ticket's image set does not preserve vector data: resized, its bitmap is stretched.
  @Test func aResizedImageWithoutPreservedVectorsStretchesItsBitmap() throws {
    let (_, list, _) = try pixels(
      Image("Ticket", bundle: Self.assets).resizable().frame(width: 90, height: 36), scale: 1)
    #expect(list.contains("ticket.pdf 30×12px@1x") && !list.contains("vector"), "\(list)")
  }
}

extension VectorImageTests {
  /// Lamp has Any, Light, Dark, High Contrast and Dark + High Contrast files (Xcode's
  /// "Any, Light, Dark" appearances with High Contrast ticked). iOS shows the scheme's own
  /// entry, and the High Contrast ones only with Increase Contrast on; Vellum took any
  /// non-dark file for light (the high-contrast one, first by name) and either dark one.
  @Test(arguments: [
    (ColorScheme.light, ColorSchemeContrast.standard, "lamp-light.svg"),
    (.dark, .standard, "lamp-dark.svg"),
    (.light, .increased, "lamp-contrast.svg"),
    (.dark, .increased, "lamp-dark-contrast.svg"),
  ])
  func anImageSetShowsTheEntryForTheSchemeAndContrast(
    scheme: ColorScheme, contrast: ColorSchemeContrast, file: String
  ) throws {
    let renderer = try ImageRenderer()
    let view = Image("Lamp", bundle: Self.assets).environment(\.colorSchemeContrast, contrast)
    let result = renderer.displayList(view, size: .unspecified, scale: 2, colorScheme: scheme)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.displayList.description.contains(" \(file) "), "\(result.displayList.description)")
  }
}

extension VectorImageTests {
  /// UIKit's `UIImage(named:).size` of an SVG or PDF image set is its size in points, as
  /// `Image` lays it out; Vellum read only PNG and JPEG headers and gave zero.
  @Test(arguments: [("Diamond", CGSize(width: 20, height: 10)), ("Ticket", CGSize(width: 30, height: 12))])
  func uiImageSizeOfAVectorSetIsItsSizeInPoints(name: String, size: CGSize) throws {
    let image = try #require(UIImage(named: name, in: Self.assets))
    #expect(image.size == size)
  }
}
