import Foundation
import ImageIO
import Testing
import Vellum

/// `import ImageIO`: an image loader reads a download's size and pixels through an image
/// source, as NetworkImage and Nuke do, and shows it with `UIImage(cgImage:)`.
@Suite struct ImageIOTests {
  /// A 6×4 PNG, read by Vellum's own header reader.
  let png: Data = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/ImageIO/tile.png")
    return (try? Data(contentsOf: url)) ?? Data()
  }()

  @Test func aSourceReadsAPNGsSizeAndPixels() throws {
    try #require(!png.isEmpty, "the fixture is missing")
    let source = try #require(
      CGImageSourceCreateWithData(png as CFData, [kCGImageSourceShouldCache: true] as CFDictionary))
    #expect(CGImageSourceGetCount(source) == 1)
    #expect(CGImageSourceGetType(source).map { $0 as String } == "public.png")
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    #expect(image.width == 6 && image.height == 4)
    #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil, "one image")
    let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
    #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 6)
    #expect(properties[kCGImagePropertyPixelHeight as String] as? Int == 4)
    // A thumbnail's longer side is at most the size asked for.
    let thumbnail = try #require(
      CGImageSourceCreateThumbnailAtIndex(
        source, 0,
        [kCGImageSourceThumbnailMaxPixelSize: 3, kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary))
    #expect(thumbnail.width == 3 && thumbnail.height == 2)
    // Shown as UIKit shows it: its pixels over the scale.
    #expect(UIImage(cgImage: image, scale: 2, orientation: .up).size == CGSize(width: 3, height: 2))
    #expect(UIImage(cgImage: image).pngData() == png, "the same bytes")
  }

  @Test func bytesThatAreNoImageGiveNoSourceAndWritingKeepsTheImagesOwnBytes() throws {
    #expect(CGImageSourceCreateWithData(Data("GIF89a".utf8) as CFData, nil) == nil)
    #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent.png") as CFURL, nil) == nil)
    let image = try #require(
      CGImageSourceCreateWithData(png as CFData, nil).flatMap {
        CGImageSourceCreateImageAtIndex($0, 0, nil)
      })
    let out = NSMutableData()
    let destination = try #require(CGImageDestinationCreateWithData(out, "public.png" as CFString, 1, nil))
    CGImageDestinationAddImage(destination, image, nil)
    #expect(CGImageDestinationFinalize(destination))
    #expect(out as Data == png)
    let jpeg = try #require(CGImageDestinationCreateWithData(NSMutableData(), "public.jpeg" as CFString, 1, nil))
    CGImageDestinationAddImage(jpeg, image, nil)
    #expect(!CGImageDestinationFinalize(jpeg), "Vellum has no encoder from PNG pixels to JPEG")
    #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.heic" as CFString, 1, nil) == nil)
  }
}
