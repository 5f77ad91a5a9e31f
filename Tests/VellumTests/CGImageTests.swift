import Foundation
import Testing

@testable import Vellum

/// `UIImage.cgImage` and back: a Core Graphics image knows its pixel size and draws what the
/// image it came from draws, at the scale it is given.
@MainActor @Suite struct CGImageTests {
  static let assets = Bundle.module

  func badge2x() throws -> UIImage {
    let url = try #require(Self.assets.url(forResource: "badge@2x", withExtension: "png", subdirectory: "Assets/Loose"))
    return try #require(UIImage(data: Data(contentsOf: url), scale: 2))
  }

  @Test func aPNGsCGImageHasItsPixelSize() throws {
    // badge@2x.png is 20×12 px: 10×6 pt at 2x.
    let image = try badge2x()
    let cgImage = try #require(image.cgImage)
    #expect((cgImage.width, cgImage.height) == (20, 12))
    #expect(cgImage.bytesPerRow == 80 && cgImage.bitsPerComponent == 8)
  }

  @Test func aCGImageComesBackAtTheScaleGiven() throws {
    let cgImage = try #require(try badge2x().cgImage)
    #expect(UIImage(cgImage: cgImage).size == CGSize(width: 20, height: 12))
    let again = UIImage(cgImage: cgImage, scale: 2, orientation: .left)
    #expect(again.size == CGSize(width: 10, height: 6) && again.scale == 2)
    #expect(again.imageOrientation == .left)
    let drawn = LayoutSnapshot(of: Image(decorative: cgImage, scale: 4), proposal: .unspecified)
    #expect(drawn.size == CGSize(width: 5, height: 3))
  }

  @Test func emptyAndDrawnImages() {
    #expect(UIImage().cgImage == nil)
    #expect(UIImage(systemName: "star")?.cgImage == nil)
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
    let blank = drawn.cgImage
    #expect(blank?.width == 90 && blank?.height == 60, "UIKit drawing at the 3x screen's scale")
    #expect(UIImage(cgImage: blank!, scale: 3, orientation: .up).size == CGSize(width: 30, height: 20))
  }
}
